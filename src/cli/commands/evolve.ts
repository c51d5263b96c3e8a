// `act evolve`: the /act:evolve of docs/seeds/000.md §6 over the workspace.
import { parseArgs, parseDuration } from '../args';
import type { CliCommand } from '../command';
import { withWorkspace } from '../workspace';
import { evolveWorkspace } from '../../node/evolveWorkspace';
import { syncInstructionFiles } from '../instructions';
import type { EvolveResult } from '../../protocol/worker';

export const evolveCommand: CliCommand = {
  name: 'evolve',
  summary: 'detect recurring patterns and create/update instincts and skills',
  usage: 'act evolve [--dry-run] [--since 7d] [--min-confidence 0.5] [--json]',
  async run(argv, io, env) {
    const { options: o } = parseArgs(
      argv,
      {
        'dry-run': { type: 'boolean' },
        since: { type: 'string' },
        'min-confidence': { type: 'number', min: 0, max: 1 },
        json: { type: 'boolean' },
      },
      { maxPositionals: 0 },
    );
    const sinceDays = o.since !== undefined ? parseDuration(o.since as string) : undefined;
    const params = { dryRun: !!o['dry-run'], sinceDays, minConfidence: o['min-confidence'] as number | undefined };
    const report = (r: EvolveResult) => {
      if (o.json) io.out(JSON.stringify(r, null, 2));
      else {
        io.out(r.report);
        if (r.dryRun) io.out('\n(dry run: nothing was written)');
        else if (r.filesWritten.length) io.out(`\nWritten: ${r.filesWritten.join(', ')}`);
      }
    };
    await withWorkspace(
      env.workspace,
      async (ws) => {
        const r = await evolveWorkspace(ws, params);
        report(r);
        if (!r.dryRun) syncInstructionFiles(ws, io, !!o.json);
      },
      // The window follows with the instruction files itself (and asks when it must).
      async (call) => report(await call('evolve', params)),
    );
    return 0;
  },
};
