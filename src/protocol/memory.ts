// The memory section of the host <-> worker protocol (issue 4): method map and result shapes.
// src/protocol/worker.ts folds MemoryMethods into WorkerRequests.
import type { EmbedderInfo } from '../core/memory/embedder';
import type { Recall, RecallKind } from '../core/memory/retrieval/retriever';
import type { Decision, OriginType, ThinkBridge, ThreadStatus } from '../core/memory/threads/types';
import type { MemoryMode } from '../core/memory/threads/weight';
import type { MemoryConfig } from '../core/memory/config';
import type {
  ConsentAnswer,
  InstructionTarget,
  PlannedChange,
  WriteBlock,
  WritePolicy,
} from '../core/memory/instructions/consent';

export type { MemoryConfig };

export interface ThreadView {
  id: string;
  title: string;
  titleSource: 'llm' | 'extractive';
  status: ThreadStatus;
  summary: string;
  topics: string[];
  weight: number;
  /** ISO date of the last message. */
  lastActive: string;
  createdAt: string;
  messageCount: number;
  originType: OriginType;
  driftHistory: string[];
  parentId: string | null;
  childIds: string[];
  /** Has a vector in the active embedder's space. */
  embedded: boolean;
  /** The project it belongs to. */
  scope?: string;
  /** Its weight is measured at its project's newest activity (ISO) when that is older than now: an imported history keeps its weights. */
  weightAsOf?: string;
}

export interface MessageView {
  id: number;
  text: string;
  source: string;
  kind: OriginType;
  at: string;
  decision: Decision;
  score: number;
}

/** A bridge as the host and the sidebar see it: the stored fields plus its creation time. */
export type BridgeView = Pick<
  ThinkBridge,
  'id' | 'sourceId' | 'targetId' | 'relationType' | 'reason' | 'confidence' | 'propagationDepth' | 'typedBy'
> & { createdAt: string };

export interface RouteView {
  decision: Decision;
  threadId: string;
  threadTitle: string;
  parentId?: string;
  score: number;
  via: 'threshold' | 'llm' | 'heuristic';
  reason: string;
  suspended: string[];
  /** Learned rules this message contradicted (their confidence was lowered by 0.3). */
  contradicted: Array<{ kind: string; id: string; text: string; detail: string }>;
}

export interface MemoryHealth {
  /** Share of threads with more than one message (docs/seeds/003.md §11: target > 20%). */
  continuationRate: number;
  /** Share of threads with a vector in the active embedder's space (target 100%). */
  embeddingCoverage: number;
  worker: 'running';
  embedder: EmbedderInfo & { reason?: string };
  threads: number;
  activeThreads: number;
  suspendedThreads: number;
  archivedThreads: number;
  messages: number;
  bridges: number;
  /** Items searchable besides threads, per kind. */
  items: Record<string, number>;
  /** Vectors per kind in the active space (current) and in another one (stale: need Reindex). */
  vectors: Record<string, { current: number; stale: number }>;
  decisions: Record<string, number>;
  mode: MemoryMode;
  activeLimit: number;
  llmAvailable: boolean;
  reindexing: boolean;
  /** `blocked`: why nothing is written (no answer yet, or the answer is "never"). */
  instructionFiles: { written: string[]; errors: string[]; at?: string; blocked?: WriteBlock };
  problems: string[];
  targets: Array<{ name: string; value: string; target: string; ok: boolean }>;
}

export interface SearchParams {
  query: string;
  k?: number;
  /** thread, observation, instinct, skill, pattern, rule (also accepted as `kinds`). */
  types?: RecallKind[];
  kinds?: RecallKind[];
  status?: string[];
  minScore?: number;
}

export interface MemoryMethods {
  memoryConfigure: [{ config?: Partial<MemoryConfig>; llmAvailable?: boolean }, { embedder: EmbedderInfo }];
  memoryRoute: [
    { text: string; source: string; kind?: OriginType; at?: string; ref?: string },
    RouteView | { skipped: string },
  ];
  memorySearch: [SearchParams, { query: string; hits: Recall[]; embedder: string; ms: number }];
  threadsList: [{ status?: ThreadStatus[]; limit?: number; offset?: number }, { threads: ThreadView[]; total: number }];
  threadGet: [
    { id: string; messages?: number },
    { thread: ThreadView; messages: MessageView[]; bridges: BridgeView[] },
  ];
  bridgesList: [
    { threadId?: string; minConfidence?: number; limit?: number },
    { bridges: BridgeView[]; total: number },
  ];
  reindex: [
    { kinds?: Array<'threads' | 'items'> },
    { threads: number; items: number; ms: number; cancelled: boolean; embedder: string },
  ];
  reindexCancel: [Record<string, never>, { cancelled: boolean }];
  health: [Record<string, never>, MemoryHealth];
  embedderInfo: [Record<string, never>, EmbedderInfo & { reason?: string }];
  modelDownload: [Record<string, never>, { ok: boolean; message: string; embedder: EmbedderInfo }];
  modelDownloadCancel: [Record<string, never>, { cancelled: boolean }];
  instructionsRegenerate: [Record<string, never>, InstructionWriteResult];
  /** What ACT would write into each enabled instruction file now, and the answer on record. */
  instructionsProposal: [Record<string, never>, InstructionProposal];
  /** The user's answer: remembered for this workspace, then the files are regenerated. */
  instructionsConsent: [
    { decision: 'yes' | 'never'; files: InstructionTarget[]; gitExclude: boolean },
    InstructionWriteResult,
  ];
  /** Rules in force as given to assistants (user rules, skill rules, patterns, GuardCode). */
  rulesInForce: [
    { limit?: number },
    {
      rules: Array<{
        kind: 'rule' | 'skill' | 'pattern' | 'guardcode';
        id: string;
        text: string;
        confidence?: number;
        source?: string;
      }>;
    },
  ];
  /** Host's answer to a `memoryLlm` event (the worker asks the host's language model). */
  memoryLlmReply: [{ id: number; text?: string; error?: string }, void];
}

/** Worker -> host event: run this prompt on the user's language model and reply with memoryLlmReply. */
export interface MemoryLlmEvent {
  id: number;
  purpose: string;
  prompt: string;
  maxOutputTokens: number;
  timeoutMs: number;
}

export interface InstructionWriteResult {
  written: string[];
  deleted: string[];
  unchanged: string[];
  errors: string[];
  /** Why nothing was written, when nothing may be (nobody answered yet, or "never"). */
  blocked?: WriteBlock;
  /** Lines added to .git/info/exclude. */
  excluded?: string[];
}

/** One instruction file as the question and its preview show it. */
export interface ProposedFile {
  target: InstructionTarget;
  path: string;
  /** What regenerating would do now (absent: nothing would change). */
  action?: PlannedChange['action'];
  /** The text ACT would write (the whole new file, or its section of an existing one). */
  text: string;
}

export interface InstructionProposal {
  policy: WritePolicy;
  answer?: ConsentAnswer;
  files: ProposedFile[];
}

/** Worker -> host event: ACT would create or change these files; nothing is written until the user answers. */
export interface InstructionsConsentEvent {
  files: ProposedFile[];
  /** Same proposal, same key: the host asks once per distinct proposal. */
  key: string;
}
