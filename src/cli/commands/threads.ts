// `act threads`: the work threads, most recently active first.
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { MEMORY_OPTIONS, withMemory } from '../memory';
import { threadsList } from '../../node/memory/memoryQueries';
import { THREAD_STATUSES, type ThreadStatus } from '../../core/memory/threads/types';

export const threadsCommand: CliCommand = {
  name: 'threads',
  summary: 'list the memory threads (status, weight, messages, topics)',
  usage: 'act threads [--status active|suspended|archived]... [--limit N] [--json]',
  async run(argv, io, env) {
    const { options } = parseArgs(
      argv,
      { ...MEMORY_OPTIONS, status: { type: 'string', repeat: true }, limit: { type: 'number', min: 1, max: 100000 } },
      { maxPositionals: 0 },
    );
    const status = (options.status as string[] | undefined) ?? [];
    for (const s of status)
      if (!THREAD_STATUSES.includes(s as ThreadStatus))
        throw new UsageError(`--status must be one of ${THREAD_STATUSES.join(', ')}`);
    const query = { status: status as ThreadStatus[], limit: (options.limit as number | undefined) ?? 100 };
    const r = await withMemory(
      env.workspace,
      { ...options, embedder: options.embedder ?? 'lexical' },
      async (m) => threadsList(m, query),
      { remote: (call) => call('threadsList', query) },
    );
    if (options.json) {
      io.out(JSON.stringify(r, null, 2));
      return 0;
    }
    if (!r.total) io.out('No threads yet.');
    for (const t of r.threads)
      io.out(
        `${t.id}  ${t.status.padEnd(9)} w${t.weight.toFixed(2)}  ${String(t.messageCount).padStart(4)} msg  ${t.lastActive.slice(0, 16)}  ${t.title}${t.topics.length ? `  [${t.topics.slice(0, 5).join(', ')}]` : ''}`,
      );
    if (r.total > r.threads.length) io.out(`… ${r.total - r.threads.length} more (--limit)`);
    return 0;
  },
};
