// The threads held in memory by the worker, with the two indexes routing needs: the vectors
// (flat int8 matrix, one row per thread embedded in the active space) and an inverted index
// from topic key to threads, so threads sharing a topic are scored even when their vector
// is far or missing (made by another embedder and not yet reindexed).
import { VectorIndex } from '../retrieval/vectorIndex';
import type { Candidate } from './decide';
import { scoreThread } from './similarity';
import { topTopicKeys } from './topics';
import type { Thread, ThreadStatus } from './types';

export class ThreadSet {
  readonly threads = new Map<string, Thread>();
  readonly vectors: VectorIndex;
  private readonly byTopic = new Map<string, Set<string>>();
  private readonly keysOf = new Map<string, Set<string>>();

  constructor(
    readonly embedderId: string,
    dim: number,
  ) {
    this.vectors = new VectorIndex(dim);
  }

  get(id: string): Thread | undefined {
    return this.threads.get(id);
  }

  /** Adds or refreshes a thread in every index. */
  put(t: Thread): void {
    this.threads.set(t.id, t);
    if (t.embedding && t.embedderId === this.embedderId && t.embedding.length === this.vectors.dim)
      this.vectors.upsert(t.id, t.embedding);
    else this.vectors.remove(t.id);
    const next = new Set(topTopicKeys(t));
    for (const k of this.keysOf.get(t.id) ?? []) if (!next.has(k)) this.byTopic.get(k)?.delete(t.id);
    for (const k of next) {
      let s = this.byTopic.get(k);
      if (!s) this.byTopic.set(k, (s = new Set()));
      s.add(t.id);
    }
    this.keysOf.set(t.id, next);
  }

  topicKeys(id: string): ReadonlySet<string> {
    return this.keysOf.get(id) ?? new Set();
  }

  byStatus(status: ThreadStatus): Thread[] {
    return [...this.threads.values()].filter((t) => t.status === status);
  }

  /** Threads most similar by vector plus every thread sharing a topic, scored with the seed's formula. */
  candidates(vector: Float32Array | undefined, topicKeys: readonly string[], k = 40): Candidate[] {
    const emb = new Map<string, number>();
    if (vector) for (const h of this.vectors.topK(vector, k)) emb.set(h.id, h.score);
    const ids = new Set(emb.keys());
    for (const key of topicKeys) for (const id of this.byTopic.get(key) ?? []) ids.add(id);
    const out: Candidate[] = [];
    for (const id of ids) {
      const thread = this.threads.get(id);
      if (!thread) continue;
      let e = emb.get(id);
      if (e === undefined && vector && thread.embedding && thread.embedderId === this.embedderId) {
        e = 0;
        for (let i = 0; i < vector.length; i++) e += vector[i] * thread.embedding[i];
      }
      out.push({ thread, sim: scoreThread(e ?? 0, topicKeys, thread, this.topicKeys(id)) });
    }
    return out.sort((a, b) => b.sim.total - a.sim.total);
  }
}
