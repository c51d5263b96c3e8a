// `act deprecate ID`: deprecate a pattern (moved to deprecated/, flagged if it comes back). Recorded with who/when/why in .agent/patterns/audit.jsonl.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { cliPipeline, patternLine } from '../../pipeline/cliSupport';

export const deprecateCommand: CliCommand = {
  name: 'deprecate',
  summary: 'deprecate a pattern (moved to deprecated/, flagged if it comes back)',
  usage: 'act deprecate ID [--reason TEXT] [--by NAME] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(argv, { reason: { type: 'string' }, by: { type: 'string' }, json: { type: 'boolean' } }, { minPositionals: 1, maxPositionals: 1 });
    const id = positionals[0]!;
    const reason = options.reason as string | undefined;
    const by = options.by as string | undefined;
    const p = await withWorkspace(env.workspace, (ws) => cliPipeline(ws, io).decide('deprecate', id, { reason, actor: by }), (call) => call('patternDeprecate', { id, reason, by }));
    if (options.json) io.out(JSON.stringify(p, null, 2));
    else io.out(`deprecated: ${patternLine(p)}`);
    return 0;
  },
};
