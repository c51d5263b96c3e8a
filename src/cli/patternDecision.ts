// What `act approve`, `act reject` and `act deprecate` share: the decision is made by the store's
// owner (here, or the window's worker), reported the same way, and the instruction files follow.
import type { CliIO } from './command';
import { withWorkspace } from './workspace';
import { cliPipeline, patternLine } from './pipeline';
import { syncInstructionFiles } from './instructions';
import type { OwnerCall } from '../protocol/owner';
import type { PatternSummary } from '../protocol/pipeline';

export type PatternDecision = 'approve' | 'reject' | 'deprecate';

const DONE: Record<PatternDecision, string> = { approve: 'approved', reject: 'rejected', deprecate: 'deprecated' };

function inWindow(
  call: OwnerCall,
  action: PatternDecision,
  id: string,
  reason: string | undefined,
  by: string | undefined,
): Promise<PatternSummary> {
  if (action === 'approve') return call('patternApprove', { id, note: reason, by });
  return call(action === 'reject' ? 'patternReject' : 'patternDeprecate', { id, reason, by });
}

export async function decidePattern(
  workspace: string,
  io: CliIO,
  action: PatternDecision,
  id: string,
  o: { reason?: string; by?: string; json: boolean },
): Promise<number> {
  const report = (p: PatternSummary) =>
    io.out(o.json ? JSON.stringify(p, null, 2) : `${DONE[action]}: ${patternLine(p)}`);
  await withWorkspace(
    workspace,
    async (ws) => {
      report(await cliPipeline(ws, io).decide(action, id, { reason: o.reason, actor: o.by }));
      // A rejected candidate was never given to assistants: nothing to follow.
      if (action !== 'reject') syncInstructionFiles(ws, io, o.json);
    },
    // The window follows with the instruction files itself (and asks when it must).
    async (call) => report(await inWindow(call, action, id, o.reason, o.by)),
  );
  return 0;
}
