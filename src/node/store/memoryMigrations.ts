// Tables of the semantic memory (issue 4): threads, their messages, ThinkBridges, and vectors
// stored as BLOBs (thread centroids float32, item vectors int8 with a scale) tagged with the
// embedder that made them (vectors of another embedder are never compared; "Reindex"
// recomputes them).
import type { Migration } from './migrations';

export const MEMORY_MIGRATIONS: Migration[] = [
  {
    id: 'memory-001-threads-bridges-embeddings',
    sql: `
      CREATE TABLE memory_threads (
        id TEXT PRIMARY KEY,
        title TEXT NOT NULL,
        title_source TEXT NOT NULL,
        status TEXT NOT NULL,
        summary TEXT NOT NULL,
        topics TEXT NOT NULL,
        topic_counts TEXT NOT NULL,
        topic_labels TEXT NOT NULL,
        origin_type TEXT NOT NULL,
        drift_history TEXT NOT NULL,
        parent_id TEXT,
        child_ids TEXT NOT NULL,
        weight REAL NOT NULL,
        solicitation REAL NOT NULL,
        created_at TEXT NOT NULL,
        last_active_ms INTEGER NOT NULL,
        message_count INTEGER NOT NULL,
        undescribed INTEGER NOT NULL
      );
      CREATE INDEX memory_threads_status ON memory_threads(status, last_active_ms);
      CREATE TABLE memory_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        thread_id TEXT NOT NULL,
        text TEXT NOT NULL,
        source TEXT NOT NULL,
        kind TEXT NOT NULL,
        at TEXT NOT NULL,
        decision TEXT NOT NULL,
        score REAL NOT NULL,
        ref TEXT
      );
      CREATE INDEX memory_messages_thread ON memory_messages(thread_id, id);
      CREATE TABLE memory_bridges (
        id TEXT PRIMARY KEY,
        source_id TEXT NOT NULL,
        target_id TEXT NOT NULL,
        relation_type TEXT NOT NULL,
        reason TEXT NOT NULL,
        confidence REAL NOT NULL,
        propagation_depth INTEGER NOT NULL,
        via TEXT,
        typed_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (source_id, target_id)
      );
      CREATE INDEX memory_bridges_target ON memory_bridges(target_id);
      CREATE TABLE memory_embeddings (
        kind TEXT NOT NULL,
        ref TEXT NOT NULL,
        embedder_id TEXT NOT NULL,
        dim INTEGER NOT NULL,
        vector BLOB NOT NULL,
        text_hash TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (kind, ref)
      );
      CREATE INDEX memory_embeddings_embedder ON memory_embeddings(embedder_id);
    `,
  },
  {
    // Separate projects never share a thread; a conversation keeps its thread while on topic.
    id: 'memory-002-thread-scope-conversation',
    sql: `
      ALTER TABLE memory_threads ADD COLUMN scope TEXT;
      ALTER TABLE memory_threads ADD COLUMN conversation TEXT;
    `,
  },
  {
    // A vector per observation, in float32, was most of the store once the memory ran (100,000
    // observations: 212 of 240 MB): observations now share one vector per distinct text (ref =
    // the text's hash), and item vectors are int8 with a scale (embedder.ts vectorToCompactBlob).
    // Thread centroids keep float32: they are updated a message at a time. act_vector_compact is
    // registered by Store.
    id: 'memory-003-compact-item-vectors',
    sql: `
      DELETE FROM memory_embeddings WHERE kind = 'observation' AND rowid NOT IN
        (SELECT MAX(rowid) FROM memory_embeddings WHERE kind = 'observation' GROUP BY text_hash);
      UPDATE memory_embeddings SET ref = text_hash WHERE kind = 'observation';
      UPDATE memory_embeddings SET vector = act_vector_compact(vector, dim) WHERE kind <> 'thread';
    `,
  },
];
