// `act approve ID`: promote a candidate pattern to active/ (given to assistants). Recorded with who/when/why in .agent/patterns/audit.jsonl.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { cliPipeline, patternLine } from '../pipeline';
import { syncInstructionFiles } from '../instructions';

export const approveCommand: CliCommand = {
  name: 'approve',
  summary: 'promote a candidate pattern to active/ (given to assistants)',
  usage: 'act approve ID [--note TEXT] [--by NAME] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(argv, { note: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' } }, { minPositionals: 1, maxPositionals: 1 });
    return withWorkspace(env.workspace, async (ws) => {
      const p = await cliPipeline(ws, io).decide('approve', positionals[0]!, { reason: options.note as string | undefined, actor: options.by as string | undefined });
      if (options.json) io.out(JSON.stringify(p, null, 2));
      else io.out(`approved: ${patternLine(p)}`);
      syncInstructionFiles(ws, io, !!options.json);
      return 0;
    });
  },
};
