// `act search QUERY`: what memory recalls (threads, observations, instincts, skills, patterns,
// rules), best first, each with its score broken down.
import { parseArgs } from '../args';
import { UsageError, type CliCommand } from '../command';
import { MEMORY_OPTIONS, withMemory } from '../memory';
import { search } from '../../node/memory/memoryQueries';
import type { RecallKind } from '../../core/memory/retrieval/retriever';

const KINDS = ['thread', 'observation', 'instinct', 'skill', 'pattern', 'rule'];

export const searchCommand: CliCommand = {
  name: 'search',
  summary: 'search memory (threads, observations, skills, patterns, rules) with explained scores',
  usage:
    'act search QUERY [--json] [--k N] [--type thread|observation|instinct|skill|pattern|rule]... [--status S]... [--model DIR]',
  async run(argv, io, env) {
    const { options, positionals } = parseArgs(
      argv,
      {
        ...MEMORY_OPTIONS,
        k: { type: 'number', min: 1, max: 200 },
        type: { type: 'string', repeat: true },
        status: { type: 'string', repeat: true },
      },
      { minPositionals: 1 },
    );
    const types = (options.type as string[] | undefined) ?? [];
    for (const t of types) if (!KINDS.includes(t)) throw new UsageError(`--type must be one of ${KINDS.join(', ')}`);
    const query = positionals.join(' ');
    const params = {
      query,
      k: (options.k as number | undefined) ?? 10,
      types: types as RecallKind[],
      status: options.status as string[] | undefined,
    };
    const r = await withMemory(env.workspace, options, (m) => search(m, params), {
      remote: (call) => call('memorySearch', params),
    });
    if (options.json) {
      io.out(JSON.stringify(r, null, 2));
      return 0;
    }
    if (!r.hits.length) io.out(`Nothing in memory relates to "${query}".`);
    r.hits.forEach((h, i) => {
      io.out(
        `${String(i + 1).padStart(2)}. ${h.score.toFixed(3)}  [${h.kind}/${h.status}] ${h.title}${h.location ? `  (${h.location})` : h.kind === 'thread' ? `  (thread ${h.id})` : ''}`,
      );
      if (h.snippet && h.snippet !== h.title) io.out(`      ${h.snippet.replace(/\s+/g, ' ').slice(0, 160)}`);
      io.out(`      why: ${h.why}`);
    });
    io.out(`(${r.hits.length} hit(s) in ${r.ms} ms, embedder ${r.embedder})`);
    return 0;
  },
};
