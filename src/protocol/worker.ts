// The host <-> worker protocol: every method the worker serves, typed both ways.
// Each area owns one section; keep sections apart so several people can extend the file.
import type { Observation, ObservationType, Phase } from '../core/observation';

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
  lastEvolution: { at: string; dryRun: boolean; instincts: number; skills: number; ignored: number } | null;
  store: { path: string; rebuiltReason?: string; sizeBytes: number };
}

export interface EvolveParams {
  dryRun: boolean;
  sinceDays?: number;
  minConfidence?: number;
}

/** Summary of one evolution run; `report` is seed 000's Markdown. */
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
  workerStats: [Record<string, never>, { heapUsedMB: number; heapPeakMB: number; externalMB: number; rssMB: number; uptimeS: number }];
  shutdown: [Record<string, never>, void];
}

// ---- section: capture (issue 3) ----
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CaptureRequests {}

// ---- section: memory (issue 4) ----
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MemoryRequests {}

// ---- section: pipeline (issue 6) ----
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PipelineRequests {}

// ---- section: sidebar queries (issue 5) ----
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SidebarRequests {}

export type WorkerRequests = FoundationRequests & CaptureRequests & MemoryRequests & PipelineRequests & SidebarRequests;

/** Keys of data that changed, so views refresh only what they show. */
export type ChangeKey = 'observations' | 'instincts' | 'skills' | 'metrics' | 'evolution' | 'rejected' | 'threads' | 'bridges' | 'rules' | 'patterns' | 'jobs' | 'health' | 'feedback';

export interface WorkerEvents {
  changed: { keys: ChangeKey[] };
  diagnostic: Diagnostic;
  progress: { id: string; message: string; increment?: number; done?: boolean };
  [name: string]: unknown;
}
