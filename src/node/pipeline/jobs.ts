// Job records: one row per learning job in the store (tag, commit sha and tarball digest as
// columns, as docs/seeds/004.md §4.2 A asks), mirrored to `.runs/<job-id>/job.json` so a lost database can be
// rebuilt from the runs folder.
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../store/store';
import { atomicWriteFile } from '../fsutil';
import { safeJoin } from '../../core/pipeline/slug';
import type {
  ExecutionEntry,
  FailureCause,
  JobDetail,
  JobFlag,
  JobStatus,
  JobSummary,
  JobTrigger,
  RunOutcome,
  Scenario,
  SnapshotRecord,
} from '../../protocol/pipeline';

export interface JobRecord {
  id: string;
  status: JobStatus;
  trigger: JobTrigger;
  source?: string;
  title: string;
  task: string;
  subject?: string;
  approvedBy: string;
  createdAt: string;
  updatedAt: string;
  top?: string;
  snapshot?: SnapshotRecord;
  files: string[];
  history: ExecutionEntry[];
  attempts: number;
  blocked: boolean;
  blockedReason?: string;
  error?: string;
  candidateId?: string;
  lastRunId?: string;
  flags: JobFlag[];
  pendingCommands?: string[];
  formPath?: string;
  manifestPath?: string;
  recovery?: { approver: string; at: string; note?: string };
  manualScenario?: { signedBy: string; signedAt: string; formPath: string; formDigest: string; scenario: Scenario };
  stalledAt?: string;
  resolvedAt?: string;
}

export interface RunRow {
  id: string;
  job_id: string;
  started_at: string;
  finished_at: string | null;
  outcome: RunOutcome | null;
  cause: FailureCause | null;
  manifest_path: string;
  commands: string | null;
}

const JOB_ID = /^[a-z0-9][a-z0-9-]{2,80}$/;

export class JobRepo {
  constructor(
    private readonly store: Store,
    private readonly runsDir: string,
  ) {}

  jobDir(id: string): string {
    if (!JOB_ID.test(id))
      throw Object.assign(new Error(`invalid job id ${JSON.stringify(id)}`), { code: 'invalid_id' });
    return safeJoin(this.runsDir, id);
  }

  /** `.runs/` is machine-local output: keep it out of version control and out of snapshots. */
  ensureRunsDir(): void {
    mkdirSync(this.runsDir, { recursive: true });
    const ignore = join(this.runsDir, '.gitignore');
    if (!existsSync(ignore))
      writeFileSync(ignore, '# Written by ACT: learning-run manifests and logs, machine-local\n*\n');
  }

  save(job: JobRecord): void {
    job.updatedAt = new Date().toISOString();
    this.store.run(
      `INSERT INTO pipeline_jobs (id, status, trigger, created_at, updated_at, tag, commit_sha, tarball_digest, blocked, data)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at, tag = excluded.tag,
         commit_sha = excluded.commit_sha, tarball_digest = excluded.tarball_digest, blocked = excluded.blocked, data = excluded.data`,
      [
        job.id,
        job.status,
        job.trigger,
        job.createdAt,
        job.updatedAt,
        job.snapshot?.tag ?? null,
        job.snapshot?.commit ?? null,
        job.snapshot?.tarballDigest ?? null,
        job.blocked ? 1 : 0,
        JSON.stringify(job),
      ],
    );
    this.store.markDirty();
    this.ensureRunsDir();
    atomicWriteFile(join(this.jobDir(job.id), 'job.json'), `${JSON.stringify(job, null, 2)}\n`);
  }

  get(id: string): JobRecord | undefined {
    const row = this.store.get<{ data: string }>('SELECT data FROM pipeline_jobs WHERE id = ?', [id]);
    return row ? (JSON.parse(row.data) as JobRecord) : undefined;
  }

  /** Exact id, or a unique prefix (CLI convenience). */
  resolve(idOrPrefix: string): JobRecord {
    const exact = this.get(idOrPrefix);
    if (exact) return exact;
    const rows = this.store.all<{ data: string }>(
      "SELECT data FROM pipeline_jobs WHERE id LIKE ? ESCAPE '\\' LIMIT 2",
      [`${idOrPrefix.replace(/[%_\\]/g, (c) => `\\${c}`)}%`],
    );
    if (rows.length === 1) return JSON.parse(rows[0].data) as JobRecord;
    throw Object.assign(new Error(rows.length ? `job id ${idOrPrefix} is ambiguous` : `no job ${idOrPrefix}`), {
      code: rows.length ? 'ambiguous' : 'not_found',
    });
  }

  list(filter: { status?: JobStatus; limit?: number } = {}): JobRecord[] {
    const where = filter.status ? 'WHERE status = ?' : '';
    const params = filter.status ? [filter.status] : [];
    return this.store
      .all<{ data: string }>(`SELECT data FROM pipeline_jobs ${where} ORDER BY created_at DESC LIMIT ?`, [
        ...params,
        Math.max(1, Math.min(filter.limit ?? 200, 5000)),
      ])
      .map((r) => JSON.parse(r.data) as JobRecord);
  }

  startRun(jobId: string, runId: string, manifestPath: string): void {
    this.store.run('INSERT INTO pipeline_runs (id, job_id, started_at, manifest_path) VALUES (?, ?, ?, ?)', [
      runId,
      jobId,
      new Date().toISOString(),
      manifestPath,
    ]);
    this.store.markDirty();
  }

  finishRun(runId: string, outcome: RunOutcome, cause: FailureCause | undefined, commands: string[]): void {
    this.store.run('UPDATE pipeline_runs SET finished_at = ?, outcome = ?, cause = ?, commands = ? WHERE id = ?', [
      new Date().toISOString(),
      outcome,
      cause ?? null,
      JSON.stringify(commands),
      runId,
    ]);
    this.store.markDirty();
  }

  runs(jobId?: string): RunRow[] {
    return jobId
      ? this.store.all<RunRow>('SELECT * FROM pipeline_runs WHERE job_id = ? ORDER BY started_at', [jobId])
      : this.store.all<RunRow>('SELECT * FROM pipeline_runs ORDER BY started_at');
  }

  /** Re-imports jobs whose job.json exists but whose row is missing (database rebuilt). */
  recoverFromDisk(): number {
    let names: string[];
    try {
      names = readdirSync(this.runsDir).filter((n) => JOB_ID.test(n));
    } catch {
      return 0;
    }
    let n = 0;
    for (const name of names) {
      if (this.get(name)) continue;
      try {
        const job = JSON.parse(readFileSync(join(this.runsDir, name, 'job.json'), 'utf8')) as JobRecord;
        if (job.id !== name || typeof job.status !== 'string') continue;
        this.save(job);
        n++;
      } catch {}
    }
    return n;
  }
}

export function toSummary(job: JobRecord): JobSummary {
  return {
    id: job.id,
    status: job.status,
    trigger: job.trigger,
    title: job.title,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    tag: job.snapshot?.tag,
    commit: job.snapshot?.commit,
    tarballDigest: job.snapshot?.tarballDigest,
    blocked: job.blocked,
    error: job.error,
    candidateId: job.candidateId,
    lastRunId: job.lastRunId,
    flags: job.flags,
    pendingCommands: job.pendingCommands,
    formPath: job.formPath,
    manifestPath: job.manifestPath,
  };
}

export function toDetail(job: JobRecord, runs: RunRow[]): JobDetail {
  return {
    ...toSummary(job),
    task: job.task,
    files: job.files,
    history: job.history,
    snapshot: job.snapshot,
    runs: runs.map((r) => ({
      id: r.id,
      startedAt: r.started_at,
      finishedAt: r.finished_at ?? undefined,
      outcome: r.outcome ?? undefined,
      cause: r.cause ?? undefined,
      manifestPath: r.manifest_path,
    })),
    recovery: job.recovery,
    manualScenario: job.manualScenario
      ? {
          signedBy: job.manualScenario.signedBy,
          signedAt: job.manualScenario.signedAt,
          formPath: job.manualScenario.formPath,
        }
      : undefined,
    attempts: job.attempts,
  };
}
