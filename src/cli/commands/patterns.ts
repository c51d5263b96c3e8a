// `act patterns`: the pattern library (candidates, active, deprecated, rejected).
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { cliPipeline, patternLine } from '../pipeline';
import { PATTERN_STATUSES } from '../../node/pipeline/library';
import type { PatternStatus } from '../../protocol/pipeline';

export const patternsCommand: CliCommand = {
  name: 'patterns',
  summary: 'list the pattern library (.agent/patterns)',
  usage: 'act patterns [--status candidate|active|deprecated|rejected] [--json]',
  async run(argv, io, env) {
    const { options } = parseArgs(
      argv,
      { json: { type: 'boolean' }, status: { type: 'string' } },
      { maxPositionals: 0 },
    );
    const status = options.status as PatternStatus | undefined;
    if (status && !PATTERN_STATUSES.includes(status))
      throw new UsageError(`--status must be one of ${PATTERN_STATUSES.join(', ')}`);
    const list = await withWorkspace(
      env.workspace,
      async (ws) => cliPipeline(ws, io).listPatterns(status),
      (call) => call('patternsList', { status }),
    );
    if (options.json) io.out(JSON.stringify(list, null, 2));
    else if (!list.length) io.out('no patterns yet');
    else for (const p of list) io.out(patternLine(p));
    return 0;
  },
};
