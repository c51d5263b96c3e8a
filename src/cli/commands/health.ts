// `act health`: memory health (docs/seeds/003.md §11) — continuation rate, embedding coverage,
// worker/embedder status and counts.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { MEMORY_OPTIONS, pct, withMemory } from '../memory';
import { health } from '../../node/memory/memoryQueries';

export const healthCommand: CliCommand = {
  name: 'health',
  summary: 'memory health: continuation rate, embedding coverage, embedder, counts',
  usage: 'act health [--json] [--model DIR] [--embedder auto|lexical]',
  async run(argv, io, env) {
    const { options } = parseArgs(argv, MEMORY_OPTIONS, { maxPositionals: 0 });
    const h = await withMemory(env.workspace, options, async (m) => ({ ...health(m), worker: 'n/a (CLI)' }), {
      remote: (call) => call('health', {}),
    });
    if (options.json) {
      io.out(JSON.stringify(h, null, 2));
      return 0;
    }
    for (const t of h.targets.filter((t) => t.name !== 'Worker'))
      io.out(`${t.ok ? 'ok  ' : 'WARN'} ${t.name}: ${t.value} (target ${t.target})`);
    const e = h.embedder;
    io.out(
      `Embedder: ${e.id} (${e.kind === 'semantic' ? `semantic, ${e.runtime}` : 'lexical fallback'})${e.fallbackReason ? ` — ${e.fallbackReason}` : ''}`,
    );
    io.out(
      `Threads: ${h.threads} (${h.activeThreads} active / ${h.activeLimit} in ${h.mode} mode, ${h.suspendedThreads} suspended, ${h.archivedThreads} archived); messages ${h.messages}; bridges ${h.bridges}`,
    );
    io.out(
      `Decisions: ${
        Object.entries(h.decisions)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'none'
      }`,
    );
    io.out(
      `Items: ${
        Object.entries(h.items)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'none'
      }`,
    );
    const stale = Object.entries(h.vectors).filter(([, v]) => v.stale);
    if (stale.length)
      io.out(
        `Stale vectors (another embedder; run \`act reindex\`): ${stale.map(([k, v]) => `${k} ${v.stale}`).join(', ')}`,
      );
    for (const p of h.problems) io.out(`Problem: ${p}`);
    io.out(`Continuation ${pct(h.continuationRate)}, coverage ${pct(h.embeddingCoverage)}`);
    return h.targets.every((t) => t.ok) ? 0 : 1;
  },
};
