// Tables of the learning pipeline (issue 6). The JSON `data` column holds the full record; the
// other columns are what we filter and count on. The audit trail of decisions also lives in
// `.agent/patterns/audit.jsonl` (source of truth); pipeline_decisions mirrors it for metrics.
import type { Migration } from './migrations';

export const PIPELINE_MIGRATIONS: Migration[] = [
  {
    id: 'pipeline-001-jobs-runs-decisions',
    sql: `
      CREATE TABLE pipeline_jobs (
        id TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        trigger TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        tag TEXT,
        commit_sha TEXT,
        tarball_digest TEXT,
        blocked INTEGER NOT NULL DEFAULT 0,
        data TEXT NOT NULL
      );
      CREATE INDEX pipeline_jobs_status ON pipeline_jobs(status);
      CREATE TABLE pipeline_runs (
        id TEXT PRIMARY KEY,
        job_id TEXT NOT NULL,
        started_at TEXT NOT NULL,
        finished_at TEXT,
        outcome TEXT,
        cause TEXT,
        manifest_path TEXT NOT NULL,
        commands TEXT
      );
      CREATE INDEX pipeline_runs_job ON pipeline_runs(job_id);
      CREATE TABLE pipeline_decisions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        action TEXT NOT NULL,
        subject TEXT NOT NULL,
        subject_kind TEXT NOT NULL,
        actor TEXT NOT NULL,
        reason TEXT,
        from_status TEXT,
        to_status TEXT,
        UNIQUE (at, action, subject)
      );
      CREATE TABLE pipeline_pattern_hits (
        job_id TEXT NOT NULL,
        pattern_id TEXT NOT NULL,
        pattern_status TEXT NOT NULL,
        similarity REAL NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (job_id, pattern_id)
      );
    `,
  },
];
