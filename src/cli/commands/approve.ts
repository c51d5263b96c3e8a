// `act approve ID`: promote a candidate pattern to active/ (given to assistants). Recorded with who/when/why in .agent/patterns/audit.jsonl.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { cliPipeline, patternLine } from '../../pipeline/cliSupport';

export const approveCommand: CliCommand = {
  name: 'approve',
  summary: 'promote a candidate pattern to active/ (given to assistants)',
  usage: 'act approve ID [--note TEXT] [--by NAME] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(argv, { note: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' } }, { minPositionals: 1, maxPositionals: 1 });
    const id = positionals[0]!;
    const reason = options.note as string | undefined;
    const by = options.by as string | undefined;
    const p = await withWorkspace(env.workspace, (ws) => cliPipeline(ws, io).decide('approve', id, { reason, actor: by }), (call) => call('patternApprove', { id, note: reason, by }));
    if (options.json) io.out(JSON.stringify(p, null, 2));
    else io.out(`approved: ${patternLine(p)}`);
    return 0;
  },
};
