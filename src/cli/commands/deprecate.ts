// `act deprecate ID`: deprecate a pattern (moved to deprecated/, flagged if it comes back). Recorded with who/when/why in .agent/patterns/audit.jsonl.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { decidePattern } from '../patternDecision';

export const deprecateCommand: CliCommand = {
  name: 'deprecate',
  summary: 'deprecate a pattern (moved to deprecated/, flagged if it comes back)',
  usage: 'act deprecate ID [--reason TEXT] [--by NAME] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(
      argv,
      { reason: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' } },
      { minPositionals: 1, maxPositionals: 1 },
    );
    return decidePattern(env.workspace, io, 'deprecate', positionals[0]!, {
      reason: options.reason as string | undefined,
      by: options.by as string | undefined,
      json: !!options.json,
    });
  },
};
