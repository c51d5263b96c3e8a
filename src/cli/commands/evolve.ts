// `act evolve`: seed 000's /act:evolve over the workspace.
import { parseArgs, parseDuration } from '../args';
import type { CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { evolveWorkspace } from '../../node/evolveWorkspace';

export const evolveCommand: CliCommand = {
  name: 'evolve',
  summary: 'detect recurring patterns and create/update instincts and skills',
  usage: 'act evolve [--dry-run] [--since 7d] [--min-confidence 0.5] [--json]',
  async run(argv, io, env) {
    const { options: o } = parseArgs(argv, { 'dry-run': { type: 'boolean' }, since: { type: 'string' }, 'min-confidence': { type: 'number', min: 0, max: 1 }, json: { type: 'boolean' } }, { maxPositionals: 0 });
    const sinceDays = o.since !== undefined ? parseDuration(o.since as string) : undefined;
    const params = { dryRun: !!o['dry-run'], sinceDays, minConfidence: o['min-confidence'] as number | undefined };
    const r = await withWorkspace(env.workspace, (ws) => evolveWorkspace(ws, params), (call) => call('evolve', params));
    if (o.json) io.out(JSON.stringify(r, null, 2));
    else {
      io.out(r.report);
      if (r.dryRun) io.out('\n(dry run: nothing was written)');
      else if (r.filesWritten.length) io.out(`\nWritten: ${r.filesWritten.join(', ')}`);
    }
    return 0;
  },
};
