// `act bridges`: the ThinkBridges between threads, strongest first.
import { parseArgs } from '../args';
import type { CliCommand } from '../command';
import { MEMORY_OPTIONS, withMemory } from '../memory';
import { bridgesList } from '../../node/memory/memoryQueries';

export const bridgesCommand: CliCommand = {
  name: 'bridges',
  summary: 'list ThinkBridges (typed links between threads)',
  usage: 'act bridges [--thread ID] [--min-confidence X] [--limit N] [--json]',
  async run(argv, io, env) {
    const { options } = parseArgs(
      argv,
      {
        ...MEMORY_OPTIONS,
        thread: { type: 'string' },
        'min-confidence': { type: 'number', min: 0, max: 1 },
        limit: { type: 'number', min: 1, max: 100000 },
      },
      { maxPositionals: 0 },
    );
    const query = {
      threadId: options.thread as string | undefined,
      minConfidence: options['min-confidence'] as number | undefined,
      limit: (options.limit as number | undefined) ?? 200,
    };
    const { r, titles } = await withMemory(
      env.workspace,
      { ...options, embedder: options.embedder ?? 'lexical' },
      async (m) => ({
        r: bridgesList(m, query),
        titles: new Map([...m.manager.set.threads.values()].map((t) => [t.id, t.title])),
      }),
      {
        remote: async (call) => ({
          r: await call('bridgesList', query),
          titles: new Map((await call('threadsList', { limit: 10_000 })).threads.map((t) => [t.id, t.title])),
        }),
      },
    );
    if (options.json) {
      io.out(JSON.stringify(r, null, 2));
      return 0;
    }
    if (!r.total) io.out('No bridges yet.');
    const title = (id: string) => titles.get(id)?.slice(0, 40) ?? id;
    for (const b of r.bridges)
      io.out(
        `${b.confidence.toFixed(2)} d${b.propagationDepth} ${b.relationType.padEnd(11)} ${title(b.sourceId)} -> ${title(b.targetId)}  (${b.typedBy}: ${b.reason})`,
      );
    if (r.total > r.bridges.length) io.out(`… ${r.total - r.bridges.length} more (--limit)`);
    return 0;
  },
};
