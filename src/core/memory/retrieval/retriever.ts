// Recall for a query: top-k threads and items (observations, instincts, skill rules, patterns,
// user rules), each scored with the seed's formula plus a small prior (thread weight and
// status, learned confidence), and explained: the score broken down and a one-line "why".
import type { ThreadSet } from '../threads/threadSet';
import { scoreThread } from '../threads/similarity';
import type { SimilarityBreakdown, ThreadStatus } from '../threads/types';
import { currentWeight } from '../threads/weight';
import { ItemIndex, type ItemKind } from './itemIndex';

export type RecallKind = 'thread' | ItemKind;

export interface RecallFilter {
  kinds?: RecallKind[];
  /** Thread statuses (active, suspended, archived) or item statuses (active, weak, candidate). */
  status?: string[];
  minScore?: number;
}

export interface ScoreBreakdown extends SimilarityBreakdown {
  /** Weight/status of a thread, confidence of learned knowledge. */
  prior: number;
}

export interface Recall {
  kind: RecallKind;
  id: string;
  title: string;
  snippet: string;
  status: string;
  score: number;
  breakdown: ScoreBreakdown;
  why: string;
  confidence?: number;
  location?: string;
}

const STATUS_PRIOR: Record<ThreadStatus, number> = { active: 0, suspended: -0.03, archived: -0.06 };
export const DEFAULT_MIN_SCORE = 0.12;

function explain(kind: RecallKind, b: ScoreBreakdown, extra: string): string {
  const parts = [`meaning ${b.embedding.toFixed(2)}`];
  if (b.sharedTopics.length) parts.push(`shares ${b.sharedTopics.slice(0, 4).join(', ')}`);
  if (extra) parts.push(extra);
  return `${kind}: ${parts.join('; ')} → ${b.total.toFixed(2)}`;
}

export function recall(
  query: Float32Array | undefined,
  queryTopics: readonly string[],
  threads: ThreadSet,
  items: ItemIndex,
  k: number,
  filter: RecallFilter = {},
  nowMs = Date.now(),
): Recall[] {
  const want = (kind: RecallKind) => !filter.kinds?.length || filter.kinds.includes(kind);
  const statusOk = (s: string) => !filter.status?.length || filter.status.includes(s);
  const minScore = filter.minScore ?? DEFAULT_MIN_SCORE;
  const out: Recall[] = [];
  const wide = Math.max(k * 3, 20);

  if (want('thread')) {
    const accept = (id: string) => statusOk(threads.get(id)?.status ?? '');
    const emb = new Map<string, number>();
    if (query) for (const h of threads.vectors.topK(query, wide, accept)) emb.set(h.id, h.score);
    const ids = new Set(emb.keys());
    const byTopic = threads
      .candidates(undefined, queryTopics, 0)
      .map((c) => c.thread.id)
      .filter((id) => accept(id) && !emb.has(id));
    if (query) for (const [id, s] of threads.vectors.scoreMany(query, byTopic)) emb.set(id, s);
    for (const id of byTopic) ids.add(id);
    for (const id of ids) {
      const t = threads.get(id)!;
      const sim = scoreThread(emb.get(id) ?? 0, queryTopics, t, threads.topicKeys(id));
      const w = currentWeight(t, nowMs);
      const prior = 0.05 * w + STATUS_PRIOR[t.status];
      const breakdown = { ...sim, prior, total: sim.total + prior };
      out.push({
        kind: 'thread',
        id,
        title: t.title,
        snippet: t.summary,
        status: t.status,
        score: breakdown.total,
        breakdown,
        why: explain('thread', breakdown, `${t.status}, weight ${w.toFixed(2)}, ${t.messageCount} message(s)`),
      });
    }
  }

  const kinds = (['observation', 'instinct', 'skill', 'pattern', 'rule'] as const).filter(want);
  if (kinds.length) {
    const accept = (kind: ItemKind, status: string) => (kinds as readonly string[]).includes(kind) && statusOk(status);
    const emb = new Map<string, number>();
    if (query) for (const h of items.topK(query, wide, accept)) emb.set(h.id, h.score);
    const keys = new Set(emb.keys());
    const byTopic = [...items.withTopics(queryTopics, accept)].filter((key) => !emb.has(key));
    if (query) for (const [key, s] of items.scoreMany(query, byTopic)) emb.set(key, s);
    for (const key of byTopic) keys.add(key);
    for (const key of keys) {
      const e = items.entry(key)!;
      const sim = scoreThread(
        emb.get(key) ?? 0,
        queryTopics,
        {
          topicCounts: Object.fromEntries(e.keys.map((x) => [x, 1])),
          topicLabels: Object.fromEntries(e.keys.map((x, i) => [x, e.labels[i]])),
        },
        new Set(e.keys),
      );
      const conf = e.item.confidence ?? 0.5;
      const prior = (e.item.kind === 'observation' ? 0.05 : 0.1) * conf;
      const breakdown = { ...sim, prior, total: sim.total + prior };
      out.push({
        kind: e.item.kind,
        id: e.item.id,
        title: e.item.title,
        snippet: e.item.text,
        status: e.item.status,
        score: breakdown.total,
        breakdown,
        why: explain(e.item.kind, breakdown, `confidence ${conf.toFixed(2)}`),
        confidence: e.item.confidence,
        location: e.item.location,
      });
    }
  }
  return out
    .filter((r) => r.score >= minScore)
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
}
