// Schema migrations of every area, applied in order once each (ids are permanent: never edit
// an applied migration, add a new one). Each area keeps its own list; ALL_MIGRATIONS joins them.
export interface Migration {
  id: string;
  sql: string;
}

export const FOUNDATION_MIGRATIONS: Migration[] = [
  {
    id: '001-observations',
    sql: `
      CREATE TABLE observations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        key TEXT NOT NULL UNIQUE,
        timestamp TEXT NOT NULL,
        ts_ms INTEGER NOT NULL,
        type TEXT NOT NULL,
        observation TEXT NOT NULL,
        task TEXT, file TEXT, phase TEXT,
        evidence TEXT, tags TEXT,
        confidence REAL NOT NULL,
        source TEXT NOT NULL,
        source_offset INTEGER,
        archived INTEGER NOT NULL DEFAULT 0,
        ingested_at TEXT NOT NULL
      );
      CREATE INDEX observations_ts ON observations(ts_ms);
      CREATE INDEX observations_type ON observations(type);
      CREATE INDEX observations_content ON observations(observation, type);
      CREATE TABLE ingest_offsets (path TEXT PRIMARY KEY, offset INTEGER NOT NULL, line INTEGER NOT NULL DEFAULT 0, inode TEXT, head_hash TEXT, updated_at TEXT NOT NULL);
      CREATE TABLE rejected_lines (id INTEGER PRIMARY KEY AUTOINCREMENT, source TEXT NOT NULL, line INTEGER NOT NULL, reason TEXT NOT NULL, at TEXT NOT NULL, raw_hash TEXT NOT NULL UNIQUE);
      CREATE TABLE evolutions (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, dry_run INTEGER NOT NULL, since_days REAL, min_confidence REAL, instincts INTEGER NOT NULL, skills INTEGER NOT NULL, ignored INTEGER NOT NULL, duration_ms REAL NOT NULL, report TEXT NOT NULL);
      CREATE TABLE scores (kind TEXT NOT NULL, key TEXT NOT NULL, confidence REAL NOT NULL, at TEXT NOT NULL, reason TEXT, PRIMARY KEY (kind, key, at));
      CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    // The content key was stored twice (column + unique index), a third of the file: it is now
    // computed from the columns (virtual: no bytes on disk) and found through a 53-bit hash.
    // Likewise the index that finds a repeat of the same words (type, text, task, file) holds
    // their hash instead of the text. act_key_hash and act_content_hash are registered by
    // Store: the functions the code uses when inserting.
    id: '002-observation-key-hash',
    sql: `
      CREATE TABLE observations_compact (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        key_hash INTEGER NOT NULL,
        content_hash INTEGER NOT NULL,
        timestamp TEXT NOT NULL,
        ts_ms INTEGER NOT NULL,
        type TEXT NOT NULL,
        observation TEXT NOT NULL,
        task TEXT, file TEXT, phase TEXT,
        evidence TEXT, tags TEXT,
        confidence REAL NOT NULL,
        source TEXT NOT NULL,
        source_offset INTEGER,
        archived INTEGER NOT NULL DEFAULT 0,
        ingested_at TEXT NOT NULL,
        key TEXT GENERATED ALWAYS AS (timestamp || char(0) || type || char(0) || observation || char(0) || ifnull(task, '') || char(0) || ifnull(file, '')) VIRTUAL
      );
      INSERT INTO observations_compact (id, key_hash, content_hash, timestamp, ts_ms, type, observation, task, file, phase, evidence, tags, confidence, source, source_offset, archived, ingested_at)
        SELECT id, act_key_hash(key), act_content_hash(type, observation, task, file), timestamp, ts_ms, type, observation, task, file, phase, evidence, tags, confidence, source, source_offset, archived, ingested_at FROM observations ORDER BY id;
      DROP TABLE observations;
      ALTER TABLE observations_compact RENAME TO observations;
      CREATE INDEX observations_key_hash ON observations(key_hash);
      CREATE INDEX observations_ts ON observations(ts_ms);
      CREATE INDEX observations_type ON observations(type);
      CREATE INDEX observations_content ON observations(content_hash, ts_ms);
    `,
  },
];

import { PIPELINE_MIGRATIONS } from './pipelineMigrations';
import { MEMORY_MIGRATIONS } from './memoryMigrations';
import { CAPTURE_MIGRATIONS } from './captureMigrations';

export const ALL_MIGRATIONS: Migration[] = [
  ...FOUNDATION_MIGRATIONS,
  ...PIPELINE_MIGRATIONS,
  ...MEMORY_MIGRATIONS,
  ...CAPTURE_MIGRATIONS,
];
