// `act rules`: the rules you stated, as ACT understood them: candidates wait for review, approved
// ones are in force, a candidate stated often enough is in force at the configured confidence.
// `act rules approve ID` / `reject ID` / `edit ID --text T` are the review queue's buttons.
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import type { Workspace } from '../../node/workspace';
import { captureFor } from '../../node/capture/forWorkspace';
import { syncInstructionFiles } from '../instructions';
import { DEFAULT_APPLY_AT, ruleInForce } from '../../core/capture/userRule';
import type { UserRuleView } from '../../protocol/capture';

const line = (r: UserRuleView, applyAt: number) => {
  const state =
    r.status === 'candidate' && ruleInForce(r, applyAt)
      ? 'in force (confident)'
      : r.status === 'approved'
        ? r.enabled
          ? 'in force'
          : 'disabled'
        : r.status;
  const gloss = r.gloss ? `\n      (${r.gloss})` : '';
  return `  ${r.id}  [${state}, ${r.confidence.toFixed(2)}, stated ${r.count}×${r.project ? `, ${r.project}` : ''}]  ${r.text}${gloss}`;
};

export const rulesCommand: CliCommand = {
  name: 'rules',
  summary: 'the rules you stated: review queue (approve, reject, edit) and rules in force',
  usage: 'act rules [approve ID | reject ID | edit ID --text TEXT] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(
      argv,
      { json: { type: 'boolean' }, text: { type: 'string' } },
      { maxPositionals: 2 },
    );
    const [action, id] = positionals;
    if (action && !['approve', 'reject', 'edit'].includes(action))
      throw new UsageError(`unknown action "${action}": use approve, reject or edit`);
    if (action && !id) throw new UsageError(`act rules ${action} needs a rule id (see act rules)`);
    const applyAt = DEFAULT_APPLY_AT;
    if (action) {
      const patch =
        action === 'approve'
          ? { status: 'approved' as const }
          : action === 'reject'
            ? { status: 'rejected' as const }
            : { text: String(options.text ?? '') };
      if (action === 'edit' && !patch.text) throw new UsageError('act rules edit ID needs --text');
      const report = (r: UserRuleView) =>
        io.out(
          options.json
            ? JSON.stringify(r, null, 2)
            : `${action === 'edit' ? 'edited' : `${action}d`}:\n${line(r, applyAt)}`,
        );
      const edit = async (ws: Workspace): Promise<void> => {
        let r: UserRuleView;
        try {
          r = captureFor(ws).rules.edit(id!, patch);
        } catch (e) {
          throw new UsageError((e as Error).message);
        }
        report(r);
        syncInstructionFiles(ws, io, !!options.json);
      };
      // The window follows with the instruction files itself (and asks when it must).
      await withWorkspace(env.workspace, edit, async (call) => report(await call('rulesEdit', { id: id!, ...patch })));
      return 0;
    }
    const rules = await withWorkspace(
      env.workspace,
      async (ws) => captureFor(ws).rules.list(),
      (call) => call('rulesList', {}),
    );
    if (options.json) {
      io.out(
        JSON.stringify(
          rules.map((r) => ({ ...r, inForce: ruleInForce(r, applyAt) })),
          null,
          2,
        ),
      );
      return 0;
    }
    if (!rules.length) {
      io.out(
        'No rules yet. State one to your assistant ("from now on …", "remember that …"), or import transcripts with act ingest.',
      );
      return 0;
    }
    const queue = rules.filter((r) => r.status === 'candidate' && !ruleInForce(r, applyAt));
    const inForce = rules.filter((r) => ruleInForce(r, applyAt));
    const rejected = rules.filter((r) => r.status === 'rejected');
    io.out(`Awaiting your review (${queue.length}) — act rules approve ID / reject ID:`);
    for (const r of queue.sort((a, b) => b.confidence - a.confidence)) io.out(line(r, applyAt));
    io.out(`\nIn force (${inForce.length}), given to your assistants:`);
    for (const r of inForce) io.out(line(r, applyAt));
    if (rejected.length) io.out(`\nRejected (${rejected.length}): never given to assistants.`);
    return 0;
  },
};
