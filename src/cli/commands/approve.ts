// `act approve ID`: promote a candidate pattern to active/ (given to assistants). Recorded with who/when/why in .agent/patterns/audit.jsonl.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { decidePattern } from '../patternDecision';

export const approveCommand: CliCommand = {
  name: 'approve',
  summary: 'promote a candidate pattern to active/ (given to assistants)',
  usage: 'act approve ID [--note TEXT] [--by NAME] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(
      argv,
      { note: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' } },
      { minPositionals: 1, maxPositionals: 1 },
    );
    return decidePattern(env.workspace, io, 'approve', positionals[0]!, {
      reason: options.note as string | undefined,
      by: options.by as string | undefined,
      json: !!options.json,
    });
  },
};
