// The memory's tables in sql.js (MEMORY_MIGRATIONS). Threads keep their centroid in
// memory_embeddings (kind "thread", float32) tagged with the embedder id; searchable items
// (observation, instinct, skill, pattern, rule) use the same table in the compact int8 form,
// observations one row per distinct text (ref = the text's hash).
import type { SqlValue } from 'sql.js';
import { blobToVector, toCompactBlob, vectorToBlob, vectorToCompactBlob } from '../../core/memory/embedder';
import type { MemoryRepository } from '../../core/memory/repository';
import type {
  RelationType,
  ThinkBridge,
  Thread,
  ThreadMessage,
  ThreadStatus,
  OriginType,
  Decision,
} from '../../core/memory/threads/types';
import type { Store } from '../store/store';

type Row = Record<string, SqlValue>;

function json<T>(v: SqlValue, fallback: T): T {
  try {
    return typeof v === 'string' ? (JSON.parse(v) as T) : fallback;
  } catch {
    return fallback;
  }
}

export interface StoredVector {
  ref: string;
  embedderId: string;
  vector: Float32Array;
  textHash: string;
}

export class MemoryRepo implements MemoryRepository {
  /** readOnly: every write is skipped (CLI queries must not race the extension's worker). */
  constructor(
    readonly store: Store,
    readonly readOnly = false,
  ) {}

  loadThreads(): Thread[] {
    const vectors = new Map(this.vectors('thread').map((v) => [v.ref, v]));
    return this.store.all<Row>('SELECT * FROM memory_threads').map((r) => {
      const v = vectors.get(String(r.id));
      return {
        id: String(r.id),
        title: String(r.title),
        titleSource: r.title_source === 'llm' ? 'llm' : 'extractive',
        status: String(r.status) as ThreadStatus,
        summary: String(r.summary),
        topics: json<string[]>(r.topics, []),
        topicCounts: json<Record<string, number>>(r.topic_counts, {}),
        topicLabels: json<Record<string, string>>(r.topic_labels, {}),
        originType: String(r.origin_type) as OriginType,
        driftHistory: json<string[]>(r.drift_history, []),
        parentId: r.parent_id === null ? null : String(r.parent_id),
        childIds: json<string[]>(r.child_ids, []),
        weight: Number(r.weight),
        solicitation: Number(r.solicitation),
        createdAt: String(r.created_at),
        lastActiveMs: Number(r.last_active_ms),
        messageCount: Number(r.message_count),
        undescribed: Number(r.undescribed),
        embedding: v?.vector,
        embedderId: v?.embedderId,
        ...(r.scope ? { scope: String(r.scope) } : {}),
        ...(r.conversation ? { conversation: String(r.conversation) } : {}),
      } satisfies Thread;
    });
  }

  saveThread(t: Thread): void {
    if (this.readOnly) return;
    this.store.run(
      `INSERT OR REPLACE INTO memory_threads (id, title, title_source, status, summary, topics, topic_counts, topic_labels, origin_type, drift_history, parent_id, child_ids, weight, solicitation, created_at, last_active_ms, message_count, undescribed, scope, conversation)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        t.id,
        t.title,
        t.titleSource,
        t.status,
        t.summary,
        JSON.stringify(t.topics),
        JSON.stringify(t.topicCounts),
        JSON.stringify(t.topicLabels),
        t.originType,
        JSON.stringify(t.driftHistory),
        t.parentId,
        JSON.stringify(t.childIds),
        t.weight,
        t.solicitation,
        t.createdAt,
        t.lastActiveMs,
        t.messageCount,
        t.undescribed,
        t.scope ?? null,
        t.conversation ?? null,
      ],
    );
    if (t.embedding && t.embedderId) this.putVector('thread', t.id, t.embedderId, t.embedding, '');
  }

  addMessage(m: ThreadMessage): number {
    if (this.readOnly) return 0;
    this.store.run(
      'INSERT INTO memory_messages (thread_id, text, source, kind, at, decision, score, ref) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [m.threadId, m.text, m.source, m.kind, m.at, m.decision, m.score, m.ref ?? null],
    );
    return Number(this.store.get<Row>('SELECT last_insert_rowid() AS id')?.id ?? 0);
  }

  private toMessage(r: Row): ThreadMessage {
    return {
      id: Number(r.id),
      threadId: String(r.thread_id),
      text: String(r.text),
      source: String(r.source),
      kind: String(r.kind) as OriginType,
      at: String(r.at),
      decision: String(r.decision) as Decision,
      score: Number(r.score),
      ref: r.ref === null ? undefined : String(r.ref),
    };
  }

  recentMessages(threadId: string, limit: number): ThreadMessage[] {
    return this.store
      .all<Row>('SELECT * FROM memory_messages WHERE thread_id = ? ORDER BY id DESC LIMIT ?', [threadId, limit])
      .map((r) => this.toMessage(r));
  }

  messages(threadId: string, offset: number, limit: number): ThreadMessage[] {
    return this.store
      .all<Row>('SELECT * FROM memory_messages WHERE thread_id = ? ORDER BY id LIMIT ? OFFSET ?', [
        threadId,
        limit,
        offset,
      ])
      .map((r) => this.toMessage(r));
  }

  messageTexts(threadId: string, limit: number): string[] {
    return this.store
      .all<Row>('SELECT text FROM memory_messages WHERE thread_id = ? ORDER BY id DESC LIMIT ?', [threadId, limit])
      .map((r) => String(r.text))
      .reverse();
  }

  messageStats(): { total: number; routed: Record<string, number> } {
    const rows = this.store.all<Row>('SELECT decision, COUNT(*) AS n FROM memory_messages GROUP BY decision');
    const routed: Record<string, number> = {};
    let total = 0;
    for (const r of rows) {
      routed[String(r.decision)] = Number(r.n);
      total += Number(r.n);
    }
    return { total, routed };
  }

  loadBridges(): ThinkBridge[] {
    return this.store.all<Row>('SELECT * FROM memory_bridges').map((r) => ({
      id: String(r.id),
      sourceId: String(r.source_id),
      targetId: String(r.target_id),
      relationType: String(r.relation_type) as RelationType,
      reason: String(r.reason),
      confidence: Number(r.confidence),
      propagationDepth: Number(r.propagation_depth),
      via: r.via === null ? undefined : String(r.via),
      typedBy: String(r.typed_by) as ThinkBridge['typedBy'],
      createdAt: String(r.created_at),
    }));
  }

  saveBridge(b: ThinkBridge): void {
    if (this.readOnly) return;
    this.store.run(
      'INSERT OR REPLACE INTO memory_bridges (id, source_id, target_id, relation_type, reason, confidence, propagation_depth, via, typed_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        b.id,
        b.sourceId,
        b.targetId,
        b.relationType,
        b.reason,
        b.confidence,
        b.propagationDepth,
        b.via ?? null,
        b.typedBy,
        b.createdAt,
      ],
    );
  }

  deleteBridge(id: string): void {
    if (this.readOnly) return;
    this.store.run('DELETE FROM memory_bridges WHERE id = ?', [id]);
  }

  /** A full-precision vector (thread centroids, which are updated a message at a time). */
  putVector(kind: string, ref: string, embedderId: string, v: Float32Array, textHash: string): void {
    this.writeVector(kind, ref, embedderId, v.length, vectorToBlob(v), textHash);
  }

  /** An item's vector in the compact int8 form (what the item index holds anyway). */
  putCompactVector(kind: string, ref: string, embedderId: string, v: Float32Array, textHash: string): void {
    this.writeVector(kind, ref, embedderId, v.length, vectorToCompactBlob(v), textHash);
  }

  private writeVector(
    kind: string,
    ref: string,
    embedderId: string,
    dim: number,
    blob: Uint8Array,
    hash: string,
  ): void {
    if (this.readOnly) return;
    this.store.run(
      'INSERT OR REPLACE INTO memory_embeddings (kind, ref, embedder_id, dim, vector, text_hash, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [kind, ref, embedderId, dim, blob, hash, new Date().toISOString()],
    );
  }

  /** The stored vector of (kind, ref) in the compact form, if it was made by this embedder from this text. */
  compactVector(kind: string, ref: string, embedderId: string, textHash: string): Uint8Array | undefined {
    const r = this.store.get<Row>(
      'SELECT dim, vector FROM memory_embeddings WHERE kind = ? AND ref = ? AND embedder_id = ? AND text_hash = ?',
      [kind, ref, embedderId, textHash],
    );
    return r ? toCompactBlob(r.vector as Uint8Array, Number(r.dim)) : undefined;
  }

  deleteVector(kind: string, ref: string): void {
    if (this.readOnly) return;
    this.store.run('DELETE FROM memory_embeddings WHERE kind = ? AND ref = ?', [kind, ref]);
  }

  vectors(kind: string): StoredVector[] {
    return this.store
      .all<Row>('SELECT ref, embedder_id, dim, vector, text_hash FROM memory_embeddings WHERE kind = ?', [kind])
      .map((r) => ({
        ref: String(r.ref),
        embedderId: String(r.embedder_id),
        vector: blobToVector(r.vector as Uint8Array, Number(r.dim)),
        textHash: String(r.text_hash),
      }));
  }

  /** How many vectors of each kind are in the given embedder's space, and how many are not. */
  coverage(embedderId: string): Record<string, { current: number; stale: number }> {
    const out: Record<string, { current: number; stale: number }> = {};
    for (const r of this.store.all<Row>(
      'SELECT kind, embedder_id = ? AS cur, COUNT(*) AS n FROM memory_embeddings GROUP BY kind, cur',
      [embedderId],
    )) {
      const k = (out[String(r.kind)] ??= { current: 0, stale: 0 });
      if (Number(r.cur)) k.current += Number(r.n);
      else k.stale += Number(r.n);
    }
    return out;
  }

  flush(): void {
    if (this.readOnly) return;
    this.store.markDirty();
  }
}
