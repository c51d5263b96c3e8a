// The Harvester (docs/seeds/004.md §4.2 A): on approval, captures the task, the execution history, an
// immutable snapshot and its diff, and records the job. Snapshot failures are retried once with
// backoff (2 attempts in all), then the job is kept as `snapshot_failed` and an alert is raised.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEGIN, END } from '../../core/memory/instructions/markers';
import { parseDocument } from '../../core/markdown/frontMatter';
import { atomicWriteFile } from '../fsutil';
import { redact } from '../../core/redact';
import { ACT_DIR, TARGET_FILES } from '../../core/paths';
import { currentActor } from './actor';
import { git } from './git';
import { patternSlug, oneLine } from '../../core/pipeline/slug';
import { takeSnapshot } from './snapshot';
import { titleFromTask } from '../../core/pipeline/taskText';
import type { JobRecord, JobRepo } from './jobs';
import type { ExecutionEntry, JobTrigger } from '../../protocol/pipeline';

export const SNAPSHOT_ATTEMPTS = 2;
const MAX_HISTORY = 200;

export interface HarvestParams {
  /** Must be true (workspace trusted); the worker falls back on what the host reported. */
  trusted?: boolean;
  /** The prompt or task description. */
  task?: string;
  /** Learn from this commit (a marked commit, the last commit) instead of the working tree. */
  commit?: string;
  trigger?: JobTrigger;
  /** Where the approval came from (chat participant, command, CLI…). */
  source?: string;
  history?: ExecutionEntry[];
  /** Start the runner right away (default: the pipeline setting). */
  autoRun?: boolean;
}

/** Excluded from snapshots: ACT's own outputs are not part of the approved change. */
export const SNAPSHOT_EXCLUDES = [ACT_DIR, '.runs', '.agent/patterns'];

/**
 * ACT's own instruction files (AGENTS.md, CLAUDE.md, learned.instructions.md) when they are
 * untracked and hold nothing but the generated section: not part of anyone's change.
 */
export async function generatedOnly(workspace: string): Promise<string[]> {
  const out: string[] = [];
  for (const rel of Object.values(TARGET_FILES)) {
    let text: string;
    try {
      text = readFileSync(join(workspace, rel), 'utf8');
    } catch {
      continue;
    }
    const b = text.indexOf(BEGIN);
    const e = text.indexOf(END);
    if (b < 0 || e < b) continue;
    const rest = parseDocument(text.slice(0, b) + text.slice(e + END.length)).body;
    if (rest.trim()) continue;
    const tracked = await git(workspace, ['ls-files', '--error-unmatch', '--', rel], { allowFail: true });
    if (tracked.code !== 0) out.push(rel);
  }
  return out;
}

export function normalizeHistory(entries: unknown): ExecutionEntry[] {
  if (!Array.isArray(entries)) return [];
  const out: ExecutionEntry[] = [];
  for (const e of entries.slice(-MAX_HISTORY)) {
    if (!e || typeof e !== 'object' || typeof (e as ExecutionEntry).command !== 'string') continue;
    const x = e as ExecutionEntry;
    const command = oneLine(redact(x.command), 500);
    if (!command) continue;
    out.push({
      command,
      exitCode: Number.isInteger(x.exitCode) ? x.exitCode : undefined,
      cwd: typeof x.cwd === 'string' ? x.cwd.slice(0, 1000) : undefined,
      startedAt: typeof x.startedAt === 'string' ? x.startedAt.slice(0, 40) : undefined,
      endedAt: typeof x.endedAt === 'string' ? x.endedAt.slice(0, 40) : undefined,
      durationMs: typeof x.durationMs === 'number' && Number.isFinite(x.durationMs) ? x.durationMs : undefined,
    });
  }
  return out;
}

export interface HarvestOutcome {
  job: JobRecord;
  diff: string;
}

export async function harvest(
  workspace: string,
  repo: JobRepo,
  p: HarvestParams,
  opts: { backoffMs: number; sleep?: (ms: number) => Promise<void> },
): Promise<HarvestOutcome> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const actor = await currentActor(workspace);
  const task = redact(String(p.task ?? '').slice(0, 20_000)).trim();
  const now = new Date().toISOString();
  const provisional = titleFromTask(task) ?? (p.commit ? `Commit ${p.commit.slice(0, 12)}` : 'Approved change');
  const job: JobRecord = {
    id: `${patternSlug(provisional, 40)}-${randomBytes(3).toString('hex')}`,
    status: 'queued',
    trigger: p.trigger ?? 'command',
    source: p.source ? oneLine(redact(p.source), 200) : undefined,
    title: provisional,
    task,
    approvedBy: actor.name,
    createdAt: now,
    updatedAt: now,
    files: [],
    history: normalizeHistory(p.history),
    attempts: 0,
    blocked: false,
    flags: [],
  };
  let lastError = '';
  for (let attempt = 1; attempt <= SNAPSHOT_ATTEMPTS; attempt++) {
    job.attempts = attempt;
    try {
      const exclude = [...SNAPSHOT_EXCLUDES, ...(await generatedOnly(workspace))];
      const snap = await takeSnapshot({
        workspace,
        commit: p.commit,
        actor,
        message: `ACT learning snapshot for ${job.id}\n\nApproved by ${actor.name}.`,
        exclude,
      });
      job.snapshot = snap.record;
      job.top = snap.top;
      job.files = snap.files;
      if (snap.record.mode === 'commit') {
        job.subject = oneLine(
          redact((await git(snap.top, ['log', '-1', '--format=%s', snap.record.commit])).stdout),
          200,
        );
        if (!task) job.title = job.subject || job.title;
      }
      if (!task && snap.record.mode === 'working-tree')
        job.title = `Change in ${snap.files
          .slice(0, 2)
          .map((f) => f.split('/').pop())
          .join(', ')}`;
      job.error = undefined;
      repo.save(job);
      const dir = repo.jobDir(job.id);
      // The diff is repository content (already in git objects): kept verbatim so it applies.
      atomicWriteFile(join(dir, 'diff.patch'), snap.diff);
      atomicWriteFile(join(dir, 'task.md'), `${task || '(no task description)'}\n`);
      atomicWriteFile(join(dir, 'history.json'), `${JSON.stringify(job.history, null, 2)}\n`);
      return { job, diff: snap.diff };
    } catch (e) {
      lastError = redact((e as Error).message);
      if (attempt < SNAPSHOT_ATTEMPTS) await sleep(opts.backoffMs * 2 ** (attempt - 1));
    }
  }
  job.status = 'snapshot_failed';
  job.error = `snapshot failed after ${SNAPSHOT_ATTEMPTS} attempts: ${lastError}`;
  repo.save(job);
  return { job, diff: '' };
}
