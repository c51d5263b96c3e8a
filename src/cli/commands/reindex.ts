// `act reindex`: recomputes every vector with the active embedder (progress on stderr).
// When a window owns the folder, its worker reindexes (with its embedder, its settings).
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { MEMORY_OPTIONS, withMemory } from '../memory';
import { reindexAll } from '../../node/memory/reindex';

export const reindexCommand: CliCommand = {
  name: 'reindex',
  summary: 'recompute memory vectors with the active embedder (model or lexical)',
  usage: 'act reindex [--model DIR] [--embedder auto|lexical] [--json]',
  async run(argv, io, env) {
    const { options } = parseArgs(argv, MEMORY_OPTIONS, { maxPositionals: 0 });
    const r = await withMemory(
      env.workspace,
      options,
      async (m) => {
        const emit = m.deps.emit;
        m.deps.emit = (name, data) => {
          if (name === 'progress' && !options.json) io.err(`  ${(data as { message: string }).message}`);
          emit?.(name, data);
        };
        return reindexAll(m, {});
      },
      // The window reindexes with its own embedder (--model and --embedder are its settings there).
      { remote: (call) => call('reindex', {}) },
    );
    if (options.json) io.out(JSON.stringify(r, null, 2));
    else
      io.out(
        `Reindexed ${r.threads} thread(s) and ${r.items} item(s) with ${r.embedder} in ${(r.ms / 1000).toFixed(1)} s.`,
      );
    return r.cancelled ? 1 : 0;
  },
};
