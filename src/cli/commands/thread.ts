// `act thread ID`: one thread with its summary, bridges and messages.
import { parseArgs } from '../args';
import { type CliCommand } from '../command';
import { MEMORY_OPTIONS, withMemory } from '../memory';
import { threadGet } from '../../node/memory/memoryQueries';

export const threadCommand: CliCommand = {
  name: 'thread',
  summary: 'show one thread: summary, topics, bridges, messages',
  usage: 'act thread ID [--messages N] [--json]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(
      argv,
      { ...MEMORY_OPTIONS, messages: { type: 'number', min: 1, max: 1000 } },
      { minPositionals: 1, maxPositionals: 1 },
    );
    const query = { id: positionals[0]!, messages: (options.messages as number | undefined) ?? 50 };
    let d: ReturnType<typeof threadGet>;
    try {
      d = await withMemory(
        env.workspace,
        { ...options, embedder: options.embedder ?? 'lexical' },
        async (m) => threadGet(m, query),
        { remote: (call) => call('threadGet', query) },
      );
    } catch (e) {
      if ((e as { code?: string }).code !== 'not_found') throw e;
      io.err(`act thread: ${(e as Error).message} (see \`act threads\`)`);
      return 1;
    }
    if (options.json) {
      io.out(JSON.stringify(d, null, 2));
      return 0;
    }
    const t = d.thread;
    io.out(
      `${t.title}  (${t.id}, ${t.status}, weight ${t.weight.toFixed(2)}, ${t.messageCount} messages, origin ${t.originType}${t.parentId ? `, child of ${t.parentId}` : ''})`,
    );
    io.out(`Topics: ${t.topics.join(', ') || '-'}`);
    io.out(`Summary: ${t.summary || '-'}`);
    io.out(`Bridges:${d.bridges.length ? '' : ' none'}`);
    for (const b of d.bridges)
      io.out(
        `  ${b.relationType.padEnd(11)} ${b.sourceId === t.id ? '->' : '<-'} ${b.sourceId === t.id ? b.targetId : b.sourceId}  conf ${b.confidence.toFixed(2)} depth ${b.propagationDepth}  ${b.reason}`,
      );
    io.out('Messages:');
    for (const msg of d.messages)
      io.out(
        `  ${msg.at.slice(0, 16)} ${msg.decision.padEnd(10)} ${msg.source}: ${msg.text.replace(/\s+/g, ' ').slice(0, 200)}`,
      );
    return 0;
  },
};
