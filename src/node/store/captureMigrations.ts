// Tables of capture (issue 3): win/loss feedback over time (docs/seeds/002.md §3.1 baseline stats), where we
// are in each followed transcript, and capture state that must survive a restart.
import type { Migration } from './migrations';

export const CAPTURE_MIGRATIONS: Migration[] = [
  {
    id: 'capture-001-feedback-transcripts-state',
    sql: `
      CREATE TABLE capture_feedback (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        kind TEXT NOT NULL,
        correction INTEGER NOT NULL DEFAULT 0,
        origin TEXT NOT NULL,
        session TEXT,
        note TEXT,
        msg_hash TEXT UNIQUE
      );
      CREATE INDEX capture_feedback_at ON capture_feedback(at_ms);
      CREATE TABLE capture_transcripts (
        path TEXT PRIMARY KEY,
        format TEXT NOT NULL,
        offset INTEGER NOT NULL,
        size INTEGER NOT NULL,
        user_turns INTEGER NOT NULL DEFAULT 0,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE capture_state (key TEXT PRIMARY KEY, value TEXT NOT NULL, updated_at TEXT NOT NULL);
    `,
  },
];
