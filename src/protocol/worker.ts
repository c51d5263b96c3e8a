// The host <-> worker protocol: every method the worker serves, typed both ways.
// Each area owns one section; keep sections apart so several people can extend the file.
import type { Observation, ObservationType, Phase } from '../core/observation';
import type { MemoryMethods } from './memory';
import type { CaptureMethods } from './capture';

/** What a caller gives to log an observation; timestamp and confidence default. */
export interface ObservationInput {
  type: ObservationType;
  observation: string;
  context?: { task?: string; file?: string; phase?: Phase };
  evidence?: string[];
  confidence?: number;
  tags?: string[];
  timestamp?: string;
}

export interface WorkerSettings {
  maxObservations: number;
  maxBytes: number;
  maxAgeDays: number;
  keepNewest: number;
  keepConfidence: number;
  sinceDays: number;
  minConfidence: number;
  minOccurrences: number;
  skillThreshold: number;
  maxInstincts: number;
  /** The interface language (VS Code's display language): ACT's own wording in reports and views. */
  language?: 'en' | 'fr';
  [key: string]: unknown;
}

export interface InitParams {
  workspace: string;
  /** Extension global storage (model downloads, caches). */
  globalStorage?: string;
  settings: Partial<WorkerSettings>;
}

export interface Diagnostic {
  level: 'info' | 'warn' | 'error';
  message: string;
  source?: string;
  line?: number;
}

export interface ObserveResult {
  /** One entry per input, same order. */
  results: Array<{ ok: true; duplicate: boolean } | { ok: false; reason: string }>;
}

export interface IngestResult {
  accepted: number;
  rejected: number;
  duplicates: number;
  diagnostics: Diagnostic[];
}

export interface StatusResult {
  workspace: string;
  counts: Record<ObservationType, number>;
  total: number;
  activeLogCount: number;
  activeLogBytes: number;
  archives: string[];
  rejected: Array<{ line: number; reason: string; source: string; at: string }>;
  rejectedTotal: number;
  /** The last real run (a preview never replaces it). */
  lastEvolution: { at: string; dryRun: boolean; instincts: number; skills: number; ignored: number } | null;
  /** The last preview (dry run, nothing written), when it came after the last real run. */
  lastPreview?: { at: string; dryRun: boolean; instincts: number; skills: number; ignored: number } | null;
  store: { path: string; rebuiltReason?: string; sizeBytes: number };
}

export interface EvolveParams {
  dryRun: boolean;
  sinceDays?: number;
  minConfidence?: number;
}

/** Summary of one evolution run; `report` is the Markdown of docs/seeds/000.md §6. */
export interface EvolveResult {
  dryRun: boolean;
  report: string;
  instincts: Array<{ slug: string; title: string; confidence: number; change: 'created' | 'updated' }>;
  skills: Array<{ name: string; rule: string; confidence: number; change: 'created' | 'updated' }>;
  ignored: Array<{ observation: string; reason: string }>;
  filesWritten: string[];
  durationMs: number;
  /** Evolution details: observations in the window, all ignored (the list above is capped), */
  analysed?: number;
  ignoredTotal?: number;
  /** instincts promoted to a skill or evicted (limit), documents weakened by a contradiction, */
  removed?: Array<{ slug: string; title: string; reason: 'promoted' | 'evicted'; to?: string }>;
  weakened?: Array<{ kind: 'instinct' | 'skill'; id: string; title: string; previous: number; confidence: number }>;
  /** and the files (relative to .act/) written, or that a dry run would write. */
  plannedFiles?: string[];
}

export type ObservationRow = Observation & { id: number; source: string };

// ---- section: foundation (observations, store, evolve) ----
export interface FoundationRequests {
  init: [InitParams, { rebuiltReason?: string; diagnostics: Diagnostic[] }];
  observe: [{ items: ObservationInput[]; source: string }, ObserveResult];
  ingest: [{ path?: string }, IngestResult];
  evolve: [EvolveParams, EvolveResult];
  status: [Record<string, never>, StatusResult];
  recentObservations: [{ limit: number; type?: ObservationType }, ObservationRow[]];
  updateSettings: [Partial<WorkerSettings>, void];
  flush: [Record<string, never>, void];
  workerStats: [
    Record<string, never>,
    { heapUsedMB: number; heapPeakMB: number; externalMB: number; rssMB: number; uptimeS: number },
  ];
  shutdown: [Record<string, never>, void];
}

// ---- section: capture (issue 3) ---- (methods and result shapes in ./capture.ts)
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CaptureRequests extends CaptureMethods {}

// ---- section: memory (issue 4) ---- (methods and result shapes in ./memory.ts)
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MemoryRequests extends MemoryMethods {}

// ---- section: pipeline (issue 6) ----
// Types live in ./pipeline.ts (types only, safe for the webview bundle).
export type {
  AuditEntry,
  CrystalRequest,
  ExecutionEntry,
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
} from './pipeline';
import type * as PL from './pipeline';

export interface PipelineHarvestParams {
  /** vscode.workspace.isTrusted; when absent the worker uses what pipelineConfigure last said. */
  trusted?: boolean;
  /** The prompt or task description. */
  task?: string;
  /** Learn from this commit (marked commit, last commit) instead of the working tree. */
  commit?: string;
  trigger?: 'command' | 'chat' | 'commit' | 'cli' | 'agent';
  source?: string;
  /** Terminal commands of the task (shell integration), for scenario synthesis. */
  history?: PL.ExecutionEntry[];
  autoRun?: boolean;
}

export interface PipelineRequests {
  pipelineConfigure: [Partial<PL.PipelineConfig>, PL.PipelineConfig];
  pipelineHarvest: [PipelineHarvestParams, PL.JobSummary];
  /** Called by the chat side with a user message; harvests when it is an approval ("LGTM", "parfait, on merge"). */
  pipelineTriggerFromApproval: [
    { text: string; source: string; task?: string; history?: PL.ExecutionEntry[] },
    { jobId?: string; matched?: boolean; reason?: string },
  ];
  pipelineRecentCommits: [{ limit?: number }, Array<{ sha: string; subject: string; author: string; date: string }>];
  pipelineMetrics: [Record<string, never>, PL.PipelineMetrics];
  jobsList: [{ status?: PL.JobStatus; limit?: number }, PL.JobSummary[]];
  jobGet: [{ id: string }, PL.JobDetail];
  /** Queues the job (returns at once) unless `wait`; `confirm` is the first-run confirmation. */
  jobRun: [{ id: string; confirm?: boolean; trusted?: boolean; wait?: boolean }, PL.JobSummary];
  /** Manual recovery of a stalled snapshot; the approver (git user.name / OS user) is audited. */
  /** `requeue: false`: the caller runs it itself next (the CLI's jobRun with wait). */
  jobApproveRecovery: [{ id: string; note?: string; approver?: string; requeue?: boolean }, PL.JobSummary];
  /** Re-queues a needs_manual_scenario job with its signed form. */
  jobSubmitScenario: [{ id: string; formPath?: string; requeue?: boolean }, PL.JobSummary];
  jobCancel: [{ id: string }, PL.JobSummary];
  patternsList: [{ status?: PL.PatternStatus }, PL.PatternSummary[]];
  patternGet: [{ id: string }, PL.PatternDetail];
  /** `by`: who decided, when it is not the OS/git user (the CLI's --by). */
  patternApprove: [{ id: string; note?: string; by?: string }, PL.PatternSummary];
  patternReject: [{ id: string; reason?: string; by?: string }, PL.PatternSummary];
  patternDeprecate: [{ id: string; reason?: string; by?: string }, PL.PatternSummary];
  /** A language model's draft for a candidate (host adapter over vscode.lm). */
  patternRefine: [{ id: string; draft: PL.PatternDraft; author: string }, PL.PatternSummary];
}

/** Events of the pipeline (carried by WorkerEvents' open index). */
export interface PipelineEvents {
  pipelineAlert: PL.PipelineAlert;
  pipelineCrystalRequest: PL.CrystalRequest;
}

// ---- section: sidebar queries (issue 5) ----
// View models are in ./webview.ts (what the webview renders).
import type * as WV from './webview';

export interface SidebarRequests {
  /** Instincts, strongest first, with evidence resolved to openable places. */
  instinctsList: [Record<string, never>, WV.LearnedItem[]];
  /** One item per skill rule ACT learned; id "skill#ruleId". */
  skillsList: [Record<string, never>, WV.LearnedItem[]];
  /** User feedback (docs/seeds/000.md §9, §5.3): the worker applies +0.2 (confirm) or -0.3 (contradict) and records it in the confidence history. */
  learnedAdjust: [
    { kind: WV.LearnedKind; id: string; action: 'confirm' | 'contradict'; reason?: string },
    { confidence: number; level: string; promotedTo?: { skill: string; ruleId: string; rule: string } },
  ];
  learnedDelete: [{ kind: WV.LearnedKind; id: string }, { filesWritten: string[] }];
  confidenceHistory: [{ kind: WV.LearnedKind; id: string }, WV.HistoryPoint[]];
  /** Observations per day by type, wins/losses, evolution history (days: 1..366). */
  activity: [{ days: number }, WV.ActivityData];
}

export type WorkerRequests = FoundationRequests & CaptureRequests & MemoryRequests & PipelineRequests & SidebarRequests;

/** Keys of data that changed, so views refresh only what they show. */
export type ChangeKey =
  | 'observations'
  | 'instincts'
  | 'skills'
  | 'metrics'
  | 'evolution'
  | 'rejected'
  | 'threads'
  | 'bridges'
  | 'rules'
  | 'patterns'
  | 'jobs'
  | 'health'
  | 'feedback';

export interface WorkerEvents {
  changed: { keys: ChangeKey[] };
  diagnostic: Diagnostic;
  progress: { id: string; message: string; increment?: number; done?: boolean };
  [name: string]: unknown;
}

/**
 * What the host may do with a request the worker did not answer because it crashed:
 * - 'repeat': send it again to the restarted worker. Queries, and writes that reach the same
 *   state when repeated (observations carry host timestamps and are de-duplicated; settings and
 *   configuration are set, not added; a rebuild or a download gives the same result).
 * - 'once': a mutation that must not run twice (an Evolve, a confidence step, a pattern decision,
 *   a new job, a message routed…): it may or may not have been applied, so the caller is told
 *   it was interrupted (code 'interrupted') and decides; it is never sent again by itself.
 * Every method has an entry: a new method without one does not compile.
 */
export type Delivery = 'repeat' | 'once';
export const DELIVERY = {
  // foundation
  init: 'repeat',
  observe: 'repeat',
  ingest: 'repeat',
  evolve: 'once',
  status: 'repeat',
  recentObservations: 'repeat',
  updateSettings: 'repeat',
  flush: 'repeat',
  workerStats: 'repeat',
  shutdown: 'repeat',
  // capture
  recordUserMessage: 'once',
  recordFeedback: 'once',
  captureDetect: 'repeat',
  captureEdits: 'once',
  captureCommit: 'once',
  captureRun: 'once',
  rulesList: 'repeat',
  rulesAdd: 'once',
  rulesEdit: 'repeat',
  rulesRemove: 'repeat',
  feedbackStats: 'repeat',
  ingestTranscripts: 'once',
  followTranscripts: 'once',
  learnGit: 'once',
  // memory
  memoryConfigure: 'repeat',
  memoryRoute: 'once',
  memorySearch: 'repeat',
  threadsList: 'repeat',
  threadGet: 'repeat',
  bridgesList: 'repeat',
  reindex: 'repeat',
  reindexCancel: 'repeat',
  health: 'repeat',
  embedderInfo: 'repeat',
  modelDownload: 'repeat',
  modelDownloadCancel: 'repeat',
  instructionsRegenerate: 'repeat',
  instructionsProposal: 'repeat',
  // The answer is set, not added (consent.json rewritten, exclude lines added once).
  instructionsConsent: 'repeat',
  rulesInForce: 'repeat',
  memoryLlmReply: 'once',
  // pipeline
  pipelineConfigure: 'repeat',
  pipelineHarvest: 'once',
  pipelineTriggerFromApproval: 'once',
  pipelineRecentCommits: 'repeat',
  pipelineMetrics: 'repeat',
  jobsList: 'repeat',
  jobGet: 'repeat',
  jobRun: 'once',
  jobApproveRecovery: 'once',
  jobSubmitScenario: 'once',
  jobCancel: 'once',
  patternsList: 'repeat',
  patternGet: 'repeat',
  patternApprove: 'once',
  patternReject: 'once',
  patternDeprecate: 'once',
  patternRefine: 'once',
  // sidebar
  instinctsList: 'repeat',
  skillsList: 'repeat',
  learnedAdjust: 'once',
  learnedDelete: 'once',
  confidenceHistory: 'repeat',
  activity: 'repeat',
} as const satisfies { [K in keyof WorkerRequests]: Delivery };
