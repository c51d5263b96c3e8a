// `act reject ID`: reject a candidate pattern, recording why. Recorded with who/when/why in .agent/patterns/audit.jsonl.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { cliPipeline, patternLine } from '../../pipeline/cliSupport';

export const rejectCommand: CliCommand = {
  name: 'reject',
  summary: 'reject a candidate pattern, recording why',
  usage: 'act reject ID [--reason TEXT] [--by NAME] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(argv, { reason: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' } }, { minPositionals: 1, maxPositionals: 1 });
    const id = positionals[0]!;
    const reason = options.reason as string | undefined;
    const by = options.by as string | undefined;
    const p = await withWorkspace(env.workspace, (ws) => cliPipeline(ws, io).decide('reject', id, { reason, actor: by }), (call) => call('patternReject', { id, reason, by }));
    if (options.json) io.out(JSON.stringify(p, null, 2));
    else io.out(`rejected: ${patternLine(p)}`);
    return 0;
  },
};
