// "Reindex": recomputes every vector in the active embedder's space — thread centroids from
// their latest messages, then every searchable item — in batches, with progress events, and
// cancellable (what was done stays done; the rest keeps its old vectors and is reported stale).
import { centroid } from '../../core/memory/embedder';
import { readLearned } from './learnedSources';
import type { MemoryService } from './memoryService';

const THREAD_BATCH = 16;
const MESSAGES_PER_THREAD = 20;
export const PROGRESS_ID = 'memory.reindex';

export interface ReindexResult {
  threads: number;
  items: number;
  ms: number;
  cancelled: boolean;
  embedder: string;
}

export async function reindexAll(
  s: MemoryService,
  opts: { kinds?: Array<'threads' | 'items'> },
): Promise<ReindexResult> {
  s.reindexAbort?.abort();
  const abort = new AbortController();
  s.reindexAbort = abort;
  const started = performance.now();
  const embedder = s.selected.embedder;
  const kinds = opts.kinds?.length ? opts.kinds : ['threads', 'items'];
  const threads = kinds.includes('threads') ? [...s.manager.set.threads.values()] : [];
  const itemCount = kinds.includes('items') ? s.feed.count() + (s.learned?.items.length ?? 0) : 0;
  const total = Math.max(1, threads.length + itemCount);
  let done = 0;
  let lastPct = 0;
  const progress = (message: string, final = false) => {
    const pct = Math.floor((done / total) * 100);
    s.deps.emit?.('progress', { id: PROGRESS_ID, message, increment: Math.max(0, pct - lastPct), done: final });
    lastPct = pct;
  };
  progress(`Reindexing ${threads.length} thread(s) and ${itemCount} item(s) with ${embedder.id}…`);
  let threadsDone = 0;
  let itemsDone = 0;
  try {
    for (let i = 0; i < threads.length && !abort.signal.aborted; i += THREAD_BATCH) {
      const batch = threads.slice(i, i + THREAD_BATCH);
      const texts = batch.map((t) => {
        const m = s.repo.messageTexts(t.id, MESSAGES_PER_THREAD);
        return m.length ? m : [`${t.title}. ${t.summary}`];
      });
      const vectors = await embedder.embed(texts.flat());
      if (abort.signal.aborted || s.selected.embedder !== embedder) break;
      await s.manager.exclusive(async () => {
        let k = 0;
        for (const [j, t] of batch.entries()) {
          const vs = vectors.slice(k, k + texts[j].length);
          k += texts[j].length;
          t.embedding = centroid(vs, embedder.dim);
          t.embedderId = embedder.id;
          s.manager.save(t);
        }
      });
      s.repo.flush();
      threadsDone += batch.length;
      done += batch.length;
      progress(`Threads ${threadsDone}/${threads.length}`);
    }
    if (kinds.includes('items') && !abort.signal.aborted) {
      s.itemSync.invalidate();
      const learned = s.learned ?? readLearned(s.deps.paths);
      const groups = function* () {
        for (const items of s.feed.pages()) yield { items, kind: undefined };
        for (const kind of ['instinct', 'skill', 'pattern', 'rule'] as const)
          yield { items: learned.items.filter((x) => x.kind === kind), kind };
      };
      for (const g of groups()) {
        if (abort.signal.aborted) break;
        itemsDone += await s.itemSync.sync(g.items, { replaceKind: g.kind, signal: abort.signal, recompute: true });
        done = threadsDone + itemsDone;
        progress(`Items ${itemsDone}/${itemCount}`);
      }
    }
  } finally {
    if (s.reindexAbort === abort) s.reindexAbort = undefined;
  }
  const cancelled = abort.signal.aborted;
  progress(
    cancelled
      ? `Reindex cancelled after ${threadsDone} thread(s) and ${itemsDone} item(s)`
      : `Reindexed ${threadsDone} thread(s) and ${itemsDone} item(s)`,
    true,
  );
  s.deps.changed?.(['threads', 'health']);
  return {
    threads: threadsDone,
    items: itemsDone,
    ms: Math.round(performance.now() - started),
    cancelled,
    embedder: embedder.id,
  };
}
