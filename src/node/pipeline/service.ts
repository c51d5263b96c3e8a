// The learning pipeline as one object per workspace: triggers, harvest, a one-at-a-time run
// queue, recovery and manual scenarios, the pattern library and its metrics. Used by the worker
// handlers (background runs) and by the CLI (foreground runs). No vscode here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspacePaths } from '../../core/paths';
import type { Store } from '../store/store';
import type { ChangeKey } from '../../protocol/worker';
import { atomicWriteFile } from '../fsutil';
import { redact } from '../../core/redact';
import { currentActor } from './actor';
import { detectApproval } from '../../core/pipeline/approval';
import { DEFAULT_ALLOW_LIST } from '../../core/pipeline/commands';
import {
  frontMatterFor,
  modelPrompt,
  parseModelDraft,
  renderBody,
  TemplateAuthor,
  type CrystalInput,
} from '../../core/pipeline/crystalizer';
import { git, resolveRev } from './git';
import { harvest, type HarvestParams } from './harvester';
import { JobRepo, toDetail, toSummary, type JobRecord } from './jobs';
import { PatternLibrary, PATTERN_STATUSES } from './library';
import { parseForm } from './manualScenario';
import { computeMetrics } from './metrics';
import { updateMetrics } from '../evolution/metrics';
import { executeRun, newRunId, type RunEnd } from './runner';
import { matchPatterns } from '../../core/pipeline/similarity';
import { archiveDigest, deleteSnapshotTag, retag, snapshotDiff } from './snapshot';
import { oneLine } from '../../core/pipeline/slug';
import { sweepStaleWorktrees } from './worktree';
import type {
  CrystalRequest,
  JobDetail,
  JobStatus,
  JobSummary,
  PatternDetail,
  PatternDraft,
  PatternStatus,
  PatternSummary,
  PipelineAlert,
  PipelineConfig,
  PipelineMetrics,
  ScenarioCommand,
} from '../../protocol/pipeline';

export type { PipelineAlert } from '../../protocol/pipeline';

export interface PipelineHooks {
  changed(keys: ChangeKey[]): void;
  alert(alert: PipelineAlert): void;
  progress?(jobId: string, message: string, done?: boolean): void;
  /** A candidate was written from the template; a language model may refine it (host). */
  crystalRequest?(req: CrystalRequest): void;
}

export const DEFAULT_CONFIG: PipelineConfig = {
  trusted: false,
  allowList: DEFAULT_ALLOW_LIST,
  allowListOnly: false,
  commandTimeoutSec: 600,
  maxOutputKb: 256,
  autoRun: true,
  reuseDependencies: true,
  chatTrigger: true,
};
const CONFIG_KEY = 'pipeline.config';
const CONFIRMED_KEY = 'pipeline.commandsConfirmed';
const RUNNABLE: JobStatus[] = ['queued', 'awaiting_confirmation', 'validation_failed'];

export class PipelineError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'PipelineError';
  }
}

export class PipelineService {
  readonly jobs: JobRepo;
  readonly library: PatternLibrary;
  private queue: string[] = [];
  private draining: Promise<void> | undefined;
  private lane: Promise<unknown> = Promise.resolve();
  private swept = false;

  constructor(
    readonly workspace: string,
    readonly paths: WorkspacePaths,
    readonly store: Store,
    private readonly hooks: PipelineHooks,
    private readonly opts: { backoffMs?: number; sleep?: (ms: number) => Promise<void> } = {},
  ) {
    this.jobs = new JobRepo(store, paths.runs);
    this.library = new PatternLibrary(paths);
    this.jobs.recoverFromDisk();
    // A run cut short by a crash or a reload is not running any more: it can be run again.
    for (const j of this.jobs.list({ status: 'running', limit: 100 })) {
      j.status = 'queued';
      j.error = 'interrupted (the worker stopped during the run); run it again';
      this.jobs.save(j);
    }
  }

  // ---- configuration and trust ----

  config(): PipelineConfig {
    const row = this.store.get<{ value: string }>('SELECT value FROM kv WHERE key = ?', [CONFIG_KEY]);
    try {
      return { ...DEFAULT_CONFIG, ...(row ? (JSON.parse(row.value) as Partial<PipelineConfig>) : {}) };
    } catch {
      return { ...DEFAULT_CONFIG };
    }
  }

  configure(input: Partial<PipelineConfig>): PipelineConfig {
    const c = { ...this.config() };
    if (typeof input.trusted === 'boolean') c.trusted = input.trusted;
    if (Array.isArray(input.allowList))
      c.allowList = input.allowList.filter((x): x is string => typeof x === 'string').slice(0, 200);
    if (typeof input.allowListOnly === 'boolean') c.allowListOnly = input.allowListOnly;
    if (typeof input.commandTimeoutSec === 'number' && input.commandTimeoutSec >= 1)
      c.commandTimeoutSec = Math.min(input.commandTimeoutSec, 24 * 3600);
    if (typeof input.maxOutputKb === 'number' && input.maxOutputKb >= 4)
      c.maxOutputKb = Math.min(input.maxOutputKb, 64 * 1024);
    if (typeof input.autoRun === 'boolean') c.autoRun = input.autoRun;
    if (typeof input.reuseDependencies === 'boolean') c.reuseDependencies = input.reuseDependencies;
    if (typeof input.chatTrigger === 'boolean') c.chatTrigger = input.chatTrigger;
    this.store.run('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', [
      CONFIG_KEY,
      JSON.stringify(c),
    ]);
    this.store.markDirty();
    return c;
  }

  private requireTrust(flag: boolean | undefined, what: string): void {
    if (!(flag ?? this.config().trusted)) {
      this.hooks.alert({
        level: 'warn',
        kind: 'untrusted',
        message: `Learning pipeline: not ${what} in an untrusted workspace.`,
      });
      throw new PipelineError(`the workspace is not trusted: the learning pipeline does not ${what} here`, 'untrusted');
    }
  }

  commandsConfirmed(): boolean {
    return !!this.store.get('SELECT value FROM kv WHERE key = ?', [CONFIRMED_KEY]);
  }

  // ---- triggers ----

  async harvest(p: HarvestParams): Promise<JobRecord> {
    this.requireTrust(p.trusted, 'take snapshots');
    await this.sweepOnce();
    const { job, diff } = await harvest(this.workspace, this.jobs, p, {
      backoffMs: this.opts.backoffMs ?? 1000,
      sleep: this.opts.sleep,
    });
    if (job.status === 'snapshot_failed') {
      this.hooks.alert({
        level: 'error',
        kind: 'snapshot_failed',
        jobId: job.id,
        message: `Learning run not started: ${job.error}`,
      });
    } else {
      this.flagKnownPatterns(job, diff);
      if (p.autoRun ?? this.config().autoRun) this.enqueue(job.id);
    }
    this.refresh(['jobs']);
    return job;
  }

  /** Chat approval ("LGTM", "parfait, on merge"): harvests the working tree when it matches. */
  async triggerFromApproval(p: {
    text: string;
    source: string;
    task?: string;
    history?: HarvestParams['history'];
  }): Promise<{ jobId?: string; matched: boolean; reason: string }> {
    const m = detectApproval(p.text);
    if (!m.approved) return { matched: false, reason: m.reason };
    if (!this.config().chatTrigger)
      return { matched: true, reason: 'approval detected, but learning from chat approvals is turned off' };
    if (!this.config().trusted) return { matched: true, reason: 'approval detected, but the workspace is not trusted' };
    const job = await this.harvest({
      trusted: true,
      task: p.task,
      trigger: 'chat',
      source: p.source,
      history: p.history,
    });
    return { jobId: job.id, matched: true, reason: m.reason };
  }

  // ---- runs ----

  enqueue(id: string): void {
    if (!this.queue.includes(id)) this.queue.push(id);
    this.draining ??= (async () => {
      while (this.queue.length) {
        const next = this.queue.shift()!;
        await this.run(next, {}).catch((e: Error) =>
          this.hooks.alert({
            level: 'error',
            kind: 'validation_failed',
            jobId: next,
            message: `Learning run ${next} could not run: ${e.message}`,
          }),
        );
      }
    })().finally(() => (this.draining = undefined));
  }

  /** Resolves when the background queue is empty. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Runs one job now (after any run in progress). Refuses blocked or finished jobs. */
  run(idOrPrefix: string, o: { confirm?: boolean; trusted?: boolean; actor?: string }): Promise<JobRecord> {
    const go = this.lane.then(() => this.runNow(idOrPrefix, o));
    this.lane = go.catch(() => undefined);
    return go;
  }

  private async runNow(
    idOrPrefix: string,
    o: { confirm?: boolean; trusted?: boolean; actor?: string },
  ): Promise<JobRecord> {
    this.requireTrust(o.trusted, 'run commands');
    const job = this.jobs.resolve(idOrPrefix);
    this.assertRunnable(job);
    if (o.confirm && !this.commandsConfirmed()) {
      const actor = o.actor ?? (await currentActor(this.workspace)).name;
      this.store.run('INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING', [
        CONFIRMED_KEY,
        JSON.stringify({ at: new Date().toISOString(), actor }),
      ]);
      this.library.audit.append({
        action: 'confirm_commands',
        subject: this.workspace,
        subjectKind: 'workspace',
        actor,
        data: { commands: job.pendingCommands },
      });
    }
    job.status = 'running';
    job.pendingCommands = undefined;
    this.jobs.save(job);
    this.refresh(['jobs']);
    const runId = newRunId();
    const jobDir = this.jobs.jobDir(job.id);
    const manifestPath = join(jobDir, runId, 'manifest.json');
    this.jobs.startRun(job.id, runId, manifestPath);
    let end: RunEnd;
    try {
      end = await executeRun(
        {
          job,
          jobDir,
          workspace: this.workspace,
          config: this.config(),
          confirmed: this.commandsConfirmed(),
          lastKnownGood: this.lastKnownGood(job),
          onProgress: (m) => this.hooks.progress?.(job.id, m),
        },
        runId,
      );
    } catch (e) {
      job.status = 'validation_failed';
      job.error = `runner error: ${redact((e as Error).message)}`;
      this.jobs.finishRun(runId, 'failed', 'test_failure', []);
      this.jobs.save(job);
      this.refresh(['jobs', 'metrics']);
      throw e;
    }
    job.lastRunId = runId;
    job.manifestPath = manifestPath;
    await this.settle(job, end, runId);
    this.hooks.progress?.(job.id, job.status, true);
    return job;
  }

  /** Throws the reason a job may not run now (blocked, waiting for a form, finished). */
  assertRunnable(job: JobRecord): void {
    if (job.blocked)
      throw new PipelineError(
        `job ${job.id} is ${job.status}: a person must approve the recovery first (${job.blockedReason ?? 'see its manifest'})`,
        'blocked',
      );
    if (job.status === 'needs_manual_scenario')
      throw new PipelineError(
        `job ${job.id} needs a manual scenario: complete and sign ${job.formPath ?? 'the form'}, then re-queue it`,
        'needs_manual_scenario',
      );
    if (!RUNNABLE.includes(job.status))
      throw new PipelineError(`job ${job.id} is ${job.status}: nothing to run`, 'invalid_state');
  }

  private async settle(job: JobRecord, end: RunEnd, runId: string): Promise<void> {
    const commands = (end.manifest.scenario?.commands ?? []).map((c) =>
      JSON.stringify({ command: c.command, cwd: c.cwd }),
    );
    const keys: ChangeKey[] = ['jobs', 'metrics'];
    if (end.kind === 'passed') {
      job.error = undefined;
      const candidate = await this.crystallize(job, end, runId);
      job.candidateId = candidate.id;
      job.status = 'crystallized';
      end.manifest.candidateId = candidate.id;
      atomicWriteFile(job.manifestPath!, `${JSON.stringify(end.manifest, null, 2)}\n`);
      this.jobs.finishRun(runId, 'passed', undefined, commands);
      keys.push('patterns');
      this.hooks.alert({
        level: 'info',
        kind: 'candidate',
        jobId: job.id,
        patternId: candidate.id,
        path: candidate.path,
        message: `New candidate pattern "${candidate.title}" is waiting for review.`,
      });
    } else if (end.kind === 'stalled') {
      job.status = 'stalled_snapshot';
      job.blocked = true;
      job.blockedReason = end.reason;
      job.error = end.reason;
      job.stalledAt = new Date().toISOString();
      job.resolvedAt = undefined;
      this.jobs.finishRun(runId, 'failed', 'snapshot_integrity', commands);
      this.hooks.alert({
        level: 'warn',
        kind: 'stalled_snapshot',
        jobId: job.id,
        path: job.manifestPath,
        message: `Learning run stalled: ${end.reason}. It stays blocked until someone approves the recovery.`,
      });
    } else if (end.kind === 'needs_manual') {
      job.status = 'needs_manual_scenario';
      job.formPath = end.formPath;
      job.error = end.reason;
      this.jobs.finishRun(runId, 'failed', 'scenario_synthesis', commands);
      this.hooks.alert({
        level: 'warn',
        kind: 'needs_manual_scenario',
        jobId: job.id,
        path: end.formPath,
        message: `No way to verify "${job.title}" was found: complete and sign the scenario form to re-queue it.`,
      });
    } else if (end.kind === 'awaiting_confirmation') {
      job.status = 'awaiting_confirmation';
      job.pendingCommands = end.commands;
      this.store.run('DELETE FROM pipeline_runs WHERE id = ?', [runId]);
      this.hooks.alert({
        level: 'info',
        kind: 'awaiting_confirmation',
        jobId: job.id,
        message: `The learning run for "${job.title}" will run: ${end.commands.join(' ; ')}. Confirm once for this workspace.`,
      });
    } else {
      job.status = 'validation_failed';
      job.error = end.reason;
      this.jobs.finishRun(runId, 'failed', 'test_failure', commands);
      this.hooks.alert({
        level: 'warn',
        kind: 'validation_failed',
        jobId: job.id,
        path: job.manifestPath,
        message: `Validation failed for "${job.title}": ${end.reason}`,
      });
    }
    this.jobs.save(job);
    this.refresh(keys);
  }

  private async crystallize(
    job: JobRecord,
    end: Extract<RunEnd, { kind: 'passed' }>,
    runId: string,
  ): Promise<PatternSummary> {
    const input: CrystalInput = {
      jobId: job.id,
      runId,
      task: job.task,
      subject: job.subject,
      diff: end.diff,
      files: job.files,
      snapshot: job.snapshot!,
      validation: end.manifest.results.filter(
        (r) => !end.scenario.setup.some((s) => s.command === r.command && s.cwd === r.cwd),
      ),
      stacks: end.scenario.stacks,
      entrypoints: end.scenario.entrypoints,
      approvedBy: job.approvedBy,
    };
    const draft = await new TemplateAuthor().draft(input);
    const reintroduces = job.flags.find((f) => f.kind === 'deprecated_reintroduced')?.patternId;
    const fm = { ...frontMatterFor(input, draft, 'template'), reintroduces };
    const candidate = this.library.writeCandidate(draft.title, fm, renderBody(draft), job.approvedBy);
    this.hooks.crystalRequest?.({ candidateId: candidate.id, jobId: job.id, prompt: modelPrompt(input, 24_000) });
    return candidate;
  }

  /** Commands that passed before for the packages this change touches (seed: last-known-good). */
  private lastKnownGood(job: JobRecord): ScenarioCommand[] {
    const out: ScenarioCommand[] = [];
    for (const r of this.jobs
      .runs()
      .filter((x) => x.outcome === 'passed' && x.commands)
      .reverse()
      .slice(0, 20)) {
      for (const raw of JSON.parse(r.commands!) as string[]) {
        const c = JSON.parse(raw) as { command: string; cwd: string };
        const relevant = c.cwd === '' || job.files.some((f) => f.startsWith(`${c.cwd}/`));
        if (relevant && !out.some((o) => o.command === c.command && o.cwd === c.cwd))
          out.push({ command: c.command, cwd: c.cwd, origin: 'last-known-good' });
      }
    }
    return out.slice(0, 4);
  }

  /** Flags new work that brings back a deprecated pattern; counts reuse of active ones. */
  private flagKnownPatterns(job: JobRecord, diff: string): void {
    const load = (status: PatternStatus) =>
      this.library
        .list(status)
        .filter((p) => !p.problem)
        .map((p) => ({ id: p.id, markdown: readFileSync(p.path, 'utf8') }));
    const at = new Date().toISOString();
    for (const m of matchPatterns(diff, load('deprecated'))) {
      job.flags.push({ kind: 'deprecated_reintroduced', patternId: m.id, similarity: m.similarity, at });
      this.store.run('INSERT OR REPLACE INTO pipeline_pattern_hits VALUES (?, ?, ?, ?, ?)', [
        job.id,
        m.id,
        'deprecated',
        m.similarity,
        at,
      ]);
      this.library.audit.append({
        action: 'flag',
        subject: m.id,
        subjectKind: 'pattern',
        actor: job.approvedBy,
        reason: `deprecated pattern reappears in job ${job.id} (similarity ${m.similarity})`,
        data: { jobId: job.id },
      });
      this.hooks.alert({
        level: 'warn',
        kind: 'deprecated_reintroduced',
        jobId: job.id,
        patternId: m.id,
        message: `This change brings back the deprecated pattern "${m.id}" (similarity ${Math.round(m.similarity * 100)}%).`,
      });
    }
    for (const m of matchPatterns(diff, load('active'))) {
      job.flags.push({ kind: 'active_reused', patternId: m.id, similarity: m.similarity, at });
      this.store.run('INSERT OR REPLACE INTO pipeline_pattern_hits VALUES (?, ?, ?, ?, ?)', [
        job.id,
        m.id,
        'active',
        m.similarity,
        at,
      ]);
    }
    if (job.flags.length) this.jobs.save(job);
  }

  // ---- people unblock jobs ----

  /** Manual recovery of a stalled snapshot (seed: confirm the commit, rebuild, re-queue with the approver). */
  async approveRecovery(
    idOrPrefix: string,
    o: { approver?: string; note?: string; requeue?: boolean } = {},
  ): Promise<JobRecord> {
    const job = this.jobs.resolve(idOrPrefix);
    if (job.status !== 'stalled_snapshot' || !job.blocked)
      throw new PipelineError(`job ${job.id} is ${job.status}, not a stalled snapshot`, 'invalid_state');
    const snap = job.snapshot;
    if (!snap || !job.top)
      throw new PipelineError(`job ${job.id} has no snapshot to recover: harvest again`, 'invalid_state');
    if (!(await resolveRev(job.top, snap.commit)))
      throw new PipelineError(
        `snapshot commit ${snap.commit.slice(0, 12)} no longer exists: this job cannot be recovered, harvest the change again`,
        'unrecoverable',
      );
    const approver = oneLine(o.approver ?? (await currentActor(this.workspace)).name, 200);
    const rebuilt: string[] = [];
    const tagged = await resolveRev(job.top, `refs/tags/${snap.tag}`);
    if (tagged !== snap.commit && (await retag(job.top, snap)))
      rebuilt.push(tagged ? 'moved tag back' : 're-created tag');
    const digest = await archiveDigest(job.top, snap.commit);
    if (digest !== snap.tarballDigest) {
      rebuilt.push(`tarball digest ${snap.tarballDigest} -> ${digest}`);
      snap.tarballDigest = digest;
    }
    atomicWriteFile(join(this.jobs.jobDir(job.id), 'diff.patch'), await snapshotDiff(job.top, snap.base, snap.commit));
    rebuilt.push('rebuilt diff.patch from the snapshot commit');
    this.library.audit.append({
      action: 'recover',
      subject: job.id,
      subjectKind: 'job',
      actor: approver,
      reason: o.note,
      from: 'stalled_snapshot',
      to: 'queued',
      data: { commit: snap.commit, tag: snap.tag, rebuilt },
    });
    job.recovery = { approver, at: new Date().toISOString(), note: o.note ? redact(o.note) : undefined };
    job.blocked = false;
    job.blockedReason = undefined;
    job.resolvedAt = job.recovery.at;
    job.status = 'queued';
    this.jobs.save(job);
    if (o.requeue ?? this.config().autoRun) this.enqueue(job.id);
    this.refresh(['jobs', 'metrics']);
    return job;
  }

  /** Reads the signed manual-scenario form and re-queues the job with it. */
  async submitScenario(idOrPrefix: string, o: { formPath?: string; requeue?: boolean } = {}): Promise<JobRecord> {
    const job = this.jobs.resolve(idOrPrefix);
    if (job.status !== 'needs_manual_scenario' && job.status !== 'validation_failed')
      throw new PipelineError(`job ${job.id} is ${job.status}: it does not need a manual scenario`, 'invalid_state');
    const formPath = o.formPath ?? job.formPath;
    if (!formPath) throw new PipelineError(`job ${job.id} has no scenario form`, 'invalid_state');
    let text: string;
    try {
      text = readFileSync(formPath, 'utf8');
    } catch (e) {
      throw new PipelineError(`cannot read ${formPath}: ${(e as Error).message}`, 'not_found');
    }
    const parsed = parseForm(text);
    if (!parsed.ok) throw new PipelineError(parsed.reason, 'invalid_form');
    for (const [k, v] of Object.entries(parsed.scenario.env)) {
      if (redact(v) !== v)
        throw new PipelineError(
          `the value of ${k} looks like a secret: leave it out of the form, the runner inherits your environment`,
          'invalid_form',
        );
    }
    const signedAt = new Date().toISOString();
    job.manualScenario = {
      signedBy: parsed.signedBy,
      signedAt,
      formPath,
      formDigest: parsed.digest,
      scenario: parsed.scenario,
    };
    job.status = 'queued';
    job.error = undefined;
    this.library.audit.append({
      action: 'manual_scenario',
      subject: job.id,
      subjectKind: 'job',
      actor: parsed.signedBy,
      from: 'needs_manual_scenario',
      to: 'queued',
      data: { formPath, formDigest: parsed.digest, commands: parsed.scenario.commands.map((c) => c.command) },
    });
    this.jobs.save(job);
    if (o.requeue ?? this.config().autoRun) this.enqueue(job.id);
    this.refresh(['jobs']);
    return job;
  }

  async cancel(idOrPrefix: string): Promise<JobRecord> {
    const job = this.jobs.resolve(idOrPrefix);
    if (job.status === 'running') throw new PipelineError(`job ${job.id} is running`, 'invalid_state');
    this.queue = this.queue.filter((q) => q !== job.id);
    job.status = 'cancelled';
    job.blocked = false;
    this.jobs.save(job);
    await this.dropSnapshotTag(job);
    this.refresh(['jobs', 'metrics']);
    return job;
  }

  listJobs(filter: { status?: JobStatus; limit?: number } = {}): JobSummary[] {
    return this.jobs.list(filter).map(toSummary);
  }

  getJob(idOrPrefix: string): JobDetail {
    const job = this.jobs.resolve(idOrPrefix);
    return toDetail(job, this.jobs.runs(job.id));
  }

  // ---- pattern library ----

  listPatterns(status?: PatternStatus): PatternSummary[] {
    if (status !== undefined && !PATTERN_STATUSES.includes(status))
      throw new PipelineError(`unknown status ${String(status)}`, 'invalid_params');
    return this.library.list(status);
  }

  getPattern(id: string): PatternDetail {
    return this.library.get(id);
  }

  async decide(
    action: 'approve' | 'reject' | 'deprecate',
    id: string,
    o: { reason?: string; actor?: string } = {},
  ): Promise<PatternSummary> {
    const actor = o.actor ?? (await currentActor(this.workspace)).name;
    const r =
      action === 'approve'
        ? this.library.approve(id, actor, o.reason)
        : action === 'reject'
          ? this.library.reject(id, actor, o.reason)
          : this.library.deprecate(id, actor, o.reason);
    // A rejected candidate's snapshot has no provenance left to keep: do not leave its tag behind.
    if (action === 'reject' && r.jobId) {
      const job = this.jobs.get(r.jobId);
      if (job) await this.dropSnapshotTag(job);
    }
    this.refresh(['patterns', 'metrics']);
    return r;
  }

  /** Removes a job's `learning-snapshot-*` tag (the commit goes with git's own gc). */
  private async dropSnapshotTag(job: JobRecord): Promise<void> {
    if (!job.snapshot || !job.top) return;
    await deleteSnapshotTag(job.top, job.snapshot.tag).catch(() => undefined);
  }

  /** Replaces a candidate's text with a language model's draft (validated again here). */
  async refine(id: string, draft: PatternDraft, author: string): Promise<PatternSummary> {
    const clean = parseModelDraft(JSON.stringify(draft));
    if (!clean)
      throw new PipelineError('the draft needs a title, a problem, a solution and a rationale', 'invalid_params');
    const fm: Record<string, unknown> = { author: `model:${oneLine(author, 80)}` };
    if (clean.tags.length) fm.tags = clean.tags.map((t) => t.toLowerCase());
    const r = this.library.rewriteCandidate(
      id,
      clean.title,
      fm,
      renderBody(clean),
      `model:${oneLine(author, 80)}`,
      'draft written by a language model',
    );
    this.refresh(['patterns']);
    return r;
  }

  async recentCommits(limit = 30): Promise<Array<{ sha: string; subject: string; author: string; date: string }>> {
    const r = await git(
      this.workspace,
      ['log', `-n${Math.max(1, Math.min(limit, 200))}`, '--format=%H%x1f%s%x1f%an%x1f%aI'],
      { allowFail: true },
    );
    if (r.code !== 0) return [];
    return r.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const [sha, subject, author, date] = l.split('\x1f');
        return { sha, subject: redact(subject ?? ''), author: author ?? '', date: date ?? '' };
      });
  }

  // ---- metrics ----

  metrics(): PipelineMetrics {
    const decisions = this.library.decisions();
    const mirrored = this.store.get<{ n: number }>('SELECT COUNT(*) AS n FROM pipeline_decisions')?.n ?? 0;
    if (mirrored !== decisions.length)
      for (const d of decisions) {
        this.store.run(
          'INSERT OR IGNORE INTO pipeline_decisions (at, action, subject, subject_kind, actor, reason, from_status, to_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          [d.at, d.action, d.subject, d.subjectKind, d.actor, d.reason ?? null, d.from ?? null, d.to ?? null],
        );
      }
    const patternCounts = Object.fromEntries(PATTERN_STATUSES.map((s) => [s, 0])) as Record<PatternStatus, number>;
    for (const p of this.library.list()) patternCounts[p.status]++;
    const m = computeMetrics({
      jobs: this.jobs.list({ limit: 5000 }),
      runs: this.jobs.runs(),
      decisions,
      patternCounts,
      store: this.store,
    });
    try {
      updateMetrics(this.paths, 'pipeline', m);
    } catch (e) {
      this.hooks.alert({
        level: 'warn',
        kind: 'validation_failed',
        message: `could not write ${this.paths.metrics}: ${(e as Error).message}`,
      });
    }
    this.store.markDirty();
    return m;
  }

  private refresh(keys: ChangeKey[]): void {
    if (keys.includes('metrics') || keys.includes('patterns')) this.metrics();
    this.hooks.changed([...new Set(keys)]);
  }

  private async sweepOnce(): Promise<void> {
    if (this.swept) return;
    this.swept = true;
    await sweepStaleWorktrees(this.workspace).catch(() => undefined);
  }
}
