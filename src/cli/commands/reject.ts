// `act reject ID`: reject a candidate pattern, recording why. Recorded with who/when/why in .agent/patterns/audit.jsonl.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { decidePattern } from '../patternDecision';

export const rejectCommand: CliCommand = {
  name: 'reject',
  summary: 'reject a candidate pattern, recording why',
  usage: 'act reject ID [--reason TEXT] [--by NAME] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(
      argv,
      { reason: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' } },
      { minPositionals: 1, maxPositionals: 1 },
    );
    return decidePattern(env.workspace, io, 'reject', positionals[0]!, {
      reason: options.reason as string | undefined,
      by: options.by as string | undefined,
      json: !!options.json,
    });
  },
};
