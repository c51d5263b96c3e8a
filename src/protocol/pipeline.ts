// Types of the learning pipeline (seed 004) shared by the worker, the host, the webview and
// the CLI. Types, and the list of job statuses (the browser bundle may use them); the ones the
// pure core works on are defined in core/pipeline/types.ts and re-exported here.
import type { CommandResult, PatternDraft, SnapshotRecord } from '../core/pipeline/types';

export type { CommandResult, PatternDraft, SnapshotRecord };

/** Lifecycle of a learning job, from the snapshot taken on approval to a candidate pattern. */
export type JobStatus =
  | 'queued' // snapshot taken, waiting for the runner
  | 'awaiting_confirmation' // first run in this workspace: a person must allow the commands
  | 'running'
  | 'snapshot_failed' // the harvester could not capture the approved state (after retries)
  | 'stalled_snapshot' // the runner could not check out or apply the snapshot; blocked until a person approves
  | 'needs_manual_scenario' // no runnable scenario after two syntheses; a signed form re-queues it
  | 'validation_failed' // the scenario ran and failed: nothing is crystallized
  | 'crystallized' // validated; a candidate pattern was written
  | 'cancelled';

/** Every job status, for the checks of the worker and the CLI. */
export const JOB_STATUSES: readonly JobStatus[] = [
  'queued',
  'awaiting_confirmation',
  'running',
  'snapshot_failed',
  'stalled_snapshot',
  'needs_manual_scenario',
  'validation_failed',
  'crystallized',
  'cancelled',
];

export type JobTrigger = 'command' | 'chat' | 'commit' | 'cli' | 'agent';

/** One terminal command of the task, as shell integration saw it. */
export interface ExecutionEntry {
  command: string;
  exitCode?: number;
  cwd?: string;
  startedAt?: string;
  endedAt?: string;
  durationMs?: number;
}

export interface JobFlag {
  kind: 'deprecated_reintroduced' | 'active_reused';
  patternId: string;
  similarity: number;
  at: string;
}

export interface ScenarioCommand {
  command: string;
  /** Working directory relative to the repository root ('' = root). */
  cwd: string;
  /** Which heuristic produced it. */
  origin: 'history' | 'task' | 'diff' | 'stack' | 'last-known-good' | 'manual' | 'setup';
}

export interface Scenario {
  setup: ScenarioCommand[];
  commands: ScenarioCommand[];
  entrypoints: string[];
  env: Record<string, string>;
  fixtures: string[];
  /** Candidate commands that were considered and why they were dropped. */
  rejected: Array<{ command: string; reason: string }>;
  /** One line per synthesis attempt. */
  attempts: Array<{ attempt: number; sources: string[]; result: string }>;
  stacks: string[];
}

export type RunOutcome = 'passed' | 'failed';
export type FailureCause = 'snapshot_integrity' | 'scenario_synthesis' | 'test_failure';

export interface RunManifest {
  runId: string;
  jobId: string;
  startedAt: string;
  finishedAt?: string;
  outcome?: RunOutcome;
  cause?: FailureCause;
  snapshot?: SnapshotRecord;
  task: string;
  scenario?: Scenario;
  results: CommandResult[];
  /** `git status` of the worktree when checkout or apply failed. */
  gitStatus?: string;
  log: string[];
  candidateId?: string;
}

export interface JobSummary {
  id: string;
  status: JobStatus;
  trigger: JobTrigger;
  title: string;
  createdAt: string;
  updatedAt: string;
  tag?: string;
  commit?: string;
  tarballDigest?: string;
  /** True while a person must approve before the job may run again. */
  blocked: boolean;
  error?: string;
  candidateId?: string;
  lastRunId?: string;
  flags: JobFlag[];
  /** Commands waiting for the first confirmation in this workspace. */
  pendingCommands?: string[];
  /** Absolute path of the manual-scenario form to complete, when needed. */
  formPath?: string;
  manifestPath?: string;
}

export interface JobDetail extends JobSummary {
  task: string;
  files: string[];
  history: ExecutionEntry[];
  snapshot?: SnapshotRecord;
  runs: Array<{
    id: string;
    startedAt: string;
    finishedAt?: string;
    outcome?: RunOutcome;
    cause?: FailureCause;
    manifestPath: string;
  }>;
  recovery?: { approver: string; at: string; note?: string };
  manualScenario?: { signedBy: string; signedAt: string; formPath: string };
  attempts: number;
}

export type PatternStatus = 'candidate' | 'active' | 'deprecated' | 'rejected';
/** What a person may decide about a pattern (the Pattern Library says which, from its status). */
export type PatternDecision = 'approve' | 'reject' | 'deprecate';

export interface PatternSummary {
  id: string;
  title: string;
  status: PatternStatus;
  tags: string[];
  /** Absolute path of the Markdown file. */
  path: string;
  created?: string;
  sourceSnapshot?: string;
  runId?: string;
  jobId?: string;
  validation?: string;
  reviewedBy?: string;
  reviewedAt?: string;
  /** Deprecated pattern this one seems to bring back, if any. */
  reintroduces?: string;
  /** Set when the file could not be read cleanly (hand edit, bad front matter). */
  problem?: string;
  /** The decisions allowed now (none for a file with a problem). */
  actions: PatternDecision[];
}

export interface PatternDetail extends PatternSummary {
  /** The Markdown body without front matter. */
  body: string;
  /** The whole file. */
  markdown: string;
  frontMatter: Record<string, unknown>;
  history: AuditEntry[];
}

export interface AuditEntry {
  at: string;
  /** What was decided. */
  action:
    | 'create'
    | 'approve'
    | 'reject'
    | 'deprecate'
    | 'refine'
    | 'flag'
    | 'recover'
    | 'manual_scenario'
    | 'confirm_commands';
  /** Pattern id or job id. */
  subject: string;
  subjectKind: 'pattern' | 'job' | 'workspace';
  actor: string;
  reason?: string;
  from?: string;
  to?: string;
  data?: Record<string, unknown>;
}

export interface PipelineMetrics {
  updatedAt: string;
  jobs: { total: number; byStatus: Partial<Record<JobStatus, number>> };
  validation: {
    runs: number;
    passed: number;
    failed: number;
    passRate: number | null;
    failureCauses: {
      snapshotIntegrity: number;
      scenarioSynthesis: number;
      testFailures: number;
      snapshotCapture: number;
    };
  };
  stalledSnapshots: { open: number; resolved: number; medianTimeToResolveMs: number | null };
  review: {
    pending: number;
    approved: number;
    rejected: number;
    rejectionRate: number | null;
    medianReviewLatencyMs: number | null;
  };
  hygiene: { deprecated: number; deprecatedReintroduced: number };
  throughput: {
    patterns: Record<PatternStatus, number>;
    reuseHits: number;
    patternsReused: number;
    reuseRate: number | null;
  };
}

/** What the host tells the worker about the workspace and the user's settings. */
export interface PipelineConfig {
  /** vscode.workspace.isTrusted; nothing runs unless true. */
  trusted: boolean;
  /** Commands the runner may run (prefixes, or /regex/). */
  allowList: string[];
  /** When true, only allow-listed commands run. */
  allowListOnly: boolean;
  commandTimeoutSec: number;
  maxOutputKb: number;
  /** Start the runner right after a harvest. */
  autoRun: boolean;
  /** Reuse the user's installed dependencies (node_modules, .venv) when manifests did not change. */
  reuseDependencies: boolean;
  /** Start a learning run when an approval ("LGTM") is detected in chat. */
  chatTrigger: boolean;
}

/** Something a person should see (status bar, notification). */
export interface PipelineAlert {
  level: 'info' | 'warn' | 'error';
  kind:
    | 'snapshot_failed'
    | 'stalled_snapshot'
    | 'needs_manual_scenario'
    | 'awaiting_confirmation'
    | 'validation_failed'
    | 'deprecated_reintroduced'
    | 'candidate'
    | 'untrusted';
  message: string;
  jobId?: string;
  patternId?: string;
  /** A file worth opening (manual-scenario form, manifest, candidate). */
  path?: string;
}

/** Sent when a candidate was written from the template: the host may ask a language model to refine it. */
export interface CrystalRequest {
  candidateId: string;
  jobId: string;
  prompt: string;
}
