// The host <-> sidebar webview protocol. The host is the source of truth: the webview asks
// (requests, with ids, answered by responses carrying a result or an error, envelopes of
// ./rpc.ts) and the host pushes keyed updates when data changes. The host never posts before
// the webview's `ready` request. View models below are what the webview renders; the host
// adapts whatever the worker returns into them, so a change in another area's types stays a
// host-side change.
import type { ObservationType } from '../core/observation';
import type { ConfidenceLevel } from '../core/scoring';

export type { ObservationType };
import type { EventEnvelope, RequestEnvelope, ResponseEnvelope } from './rpc';
import type { PatternDecision } from './pipeline';

export type { PatternDecision };

export const WEBVIEW_PROTOCOL_VERSION = 1;

// ---- view models ----

export type LearnedKind = 'instinct' | 'skill';

/** A place in the workspace (relative path, 1-based line) the host can open. */
export interface SourceRef {
  path: string;
  line?: number;
}

/** One observation behind an instinct or skill. */
export interface EvidenceRef {
  text: string;
  type?: ObservationType;
  timestamp?: string;
  source?: SourceRef;
}

export interface LearnedItem {
  kind: LearnedKind;
  id: string;
  title: string;
  confidence: number;
  /** Workspace-relative Markdown file of the instinct or skill. */
  path?: string;
  /** Markdown body (untrusted: rendered sanitised). */
  body?: string;
  tags: string[];
  occurrences?: number;
  createdAt?: string;
  updatedAt?: string;
  evidence: EvidenceRef[];
  /** What Confirm and Contradict would add to the confidence (the worker applies them). */
  adjust: { confirm: number; contradict: number };
}

/** A text in each language the sidebar speaks; the webview shows the one of its locale. */
export interface InterfaceText {
  en: string;
  fr: string;
}

/** One level of the confidence scale of docs/seeds/000.md §5.1, as the sidebar shows it. */
export interface LevelView {
  id: ConfidenceLevel;
  label: InterfaceText;
  /** Lowest confidence of the level. */
  min: number;
  /** What the level recommends ("suggested, asks for confirmation"). */
  action: InterfaceText;
}

/** What the sidebar needs to draw scales and legends; sent once, in the answer to `ready`. */
export interface DisplayScale {
  levels: LevelView[];
  observationTypes: ObservationType[];
}

export interface HistoryPoint {
  at: string;
  confidence: number;
  reason?: string;
}

export type PatternState = 'candidate' | 'active' | 'deprecated' | 'rejected';

export interface PatternItem {
  id: string;
  title: string;
  state: PatternState;
  path?: string;
  tags: string[];
  created?: string;
  /** The Markdown body, front matter already removed by the worker (untrusted: rendered sanitised, never as raw HTML); absent until fetched with patternGet. */
  markdown?: string;
  validation?: string;
  /** Set when a deprecated pattern reappeared in new work. */
  flag?: string;
  /** The decisions allowed now (the worker's Pattern Library owns the transitions). */
  actions: PatternDecision[];
}

/** A rule the user stated: a candidate waits in the review queue; approved or confident ones are in force. */
export interface RuleItem {
  id: string;
  text: string;
  /** English gloss of a rule stated in another language (written by the language model). */
  gloss?: string;
  lang?: string;
  status: 'candidate' | 'approved' | 'rejected';
  /** Given to assistants (approved, or a candidate at the confidence the settings allow). */
  inForce: boolean;
  enabled: boolean;
  confidence: number;
  /** How many times the user stated it (in other words too). */
  count: number;
  project?: string;
  /** When it was last stated (ISO). */
  lastStated?: string;
  /** The user's sentences that stated it, latest first. */
  evidence: string[];
}

export type ThreadStatus = 'active' | 'suspended' | 'archived';

export interface ThreadSummary {
  id: string;
  title: string;
  status: ThreadStatus;
  weight: number;
  topics: string[];
  lastActive?: string;
  messageCount?: number;
  summary?: string;
}

export interface ThreadMessage {
  text: string;
  at?: string;
  role?: string;
}

export interface ThreadDetail extends ThreadSummary {
  summary: string;
  messages: ThreadMessage[];
  parentId?: string;
}

export const BRIDGE_TYPES = ['extends', 'contradicts', 'depends', 'replaces', 'child_of'] as const;
export type BridgeType = (typeof BRIDGE_TYPES)[number];

export interface BridgeItem {
  id: string;
  source: string;
  target: string;
  type: BridgeType;
  confidence: number;
  reason?: string;
  depth?: number;
}

export interface EvolutionEntry {
  at: string;
  dryRun: boolean;
  instincts: number;
  skills: number;
  ignored: number;
  durationMs?: number;
}

export interface ActivityData {
  days: number;
  /** One entry per calendar day (UTC, oldest first), zero-filled. Wins: success observations; losses: errors and corrections. */
  series: Array<{ day: string; counts: Record<ObservationType, number>; wins: number; losses: number }>;
  totals: Record<ObservationType, number>;
  wins: number;
  losses: number;
  /** wins / (wins + losses), or null when there is neither. */
  winRate: number | null;
  evolutions: EvolutionEntry[];
}

/** A figure of the health view, already formatted for display. */
export interface HealthFigure {
  label: string;
  value: string;
  /** true: meets its target, false: does not, undefined: no target. */
  ok?: boolean;
  hint?: string;
}

export interface HealthData {
  figures: HealthFigure[];
}

export interface StatusData {
  total: number;
  counts: Record<ObservationType, number>;
  rejectedTotal: number;
  lastEvolution: EvolutionEntry | null;
}

export interface EvolvePreview {
  dryRun: boolean;
  report: string;
  instincts: Array<{ id: string; title: string; confidence: number; change: 'created' | 'updated' }>;
  skills: Array<{ id: string; title: string; confidence: number; change: 'created' | 'updated' }>;
  ignored: Array<{ observation: string; reason: string }>;
  filesWritten: string[];
  durationMs: number;
}

/** Data pushed by key; each key refreshes independently. */
export interface UpdateMap {
  status: StatusData;
  instincts: LearnedItem[];
  skills: LearnedItem[];
  patterns: PatternItem[];
  rules: RuleItem[];
  threads: ThreadSummary[];
  bridges: BridgeItem[];
  activity: ActivityData;
  health: HealthData;
}
export type UpdateKey = keyof UpdateMap;
export const UPDATE_KEYS: readonly UpdateKey[] = [
  'status',
  'patterns',
  'rules',
  'instincts',
  'skills',
  'threads',
  'bridges',
  'activity',
  'health',
];

/** `ok` carries data; `error` says why it could not be loaded. */
export type Update<K extends UpdateKey = UpdateKey> = K extends UpdateKey
  ? { key: K; state: 'ok'; data: UpdateMap[K] } | { key: K; state: 'error'; message: string }
  : never;

// ---- messages ----

export interface ActionResult {
  message: string;
}

/** Commands the webview may ask the host to run (an allow-list, validated by the host). */
export const WEBVIEW_COMMANDS = [
  'act.recordObservation',
  'act.showLog',
  'act.status',
  'act.evolve',
  'workbench.action.files.openFolder',
] as const;
export type WebviewCommand = (typeof WEBVIEW_COMMANDS)[number];

export const MAX_REASON_CHARS = 500;
export const MAX_QUERY_CHARS = 200;
export const MAX_ID_CHARS = 200;
export const MAX_PATH_CHARS = 1024;

/** Requests from the webview: `method: [Params, Result]`. */
export interface WebviewRequests {
  /** `locale`: VS Code's display language (vscode.env.language, e.g. "en", "fr"), for the webview's strings. */
  ready: [{ protocol: number }, { protocol: number; workspace: string | null; locale: string; scale: DisplayScale }];
  refresh: [{ keys?: UpdateKey[] }, { keys: UpdateKey[] }];
  /** A pattern with its Markdown (the list may carry it only for candidates). */
  patternGet: [{ id: string }, PatternItem];
  patternApprove: [{ id: string }, ActionResult];
  patternReject: [{ id: string; reason?: string }, ActionResult];
  patternDeprecate: [{ id: string; reason?: string }, ActionResult];
  /** Approve or reject a rule the user stated (the review queue's inline buttons). */
  ruleDecide: [{ id: string; decision: 'approve' | 'reject' }, ActionResult];
  learnedAdjust: [
    { kind: LearnedKind; id: string; action: 'confirm' | 'contradict' },
    ActionResult & { confidence?: number },
  ];
  learnedDelete: [{ kind: LearnedKind; id: string }, ActionResult];
  confidenceHistory: [{ kind: LearnedKind; id: string }, HistoryPoint[]];
  threadGet: [{ id: string }, ThreadDetail];
  threadsSearch: [{ query: string }, Array<{ id: string; score: number }>];
  evolve: [{ dryRun: boolean; sinceDays?: number; minConfidence?: number }, EvolvePreview];
  openSource: [SourceRef, ActionResult];
  runCommand: [{ command: WebviewCommand }, ActionResult];
}
export type WebviewMethod = keyof WebviewRequests;

/** Events from the webview (no response). */
export interface WebviewToHostEvents {
  /** Time from sending `ready` to the first render with data. */
  firstData: { ms: number };
}

/** Events from the host. */
export interface HostToWebviewEvents {
  update: Update;
  /** Asks the webview to show a tab (e.g. from a command). */
  navigate: { tab: TabId; evolve?: boolean };
}

export const TAB_IDS = ['review', 'learned', 'threads', 'graph', 'activity'] as const;
export type TabId = (typeof TAB_IDS)[number];

export type WebviewRequestEnvelope = RequestEnvelope<WebviewRequests>;
export type WebviewToHostMessage = WebviewRequestEnvelope | EventEnvelope<WebviewToHostEvents>;
export type HostToWebviewMessage = ResponseEnvelope | EventEnvelope<HostToWebviewEvents>;
