// The two entities of docs/seeds/003.md §3.1, Thread and ThinkBridge, as the extension keeps them.
export type ThreadStatus = 'active' | 'suspended' | 'archived';
export const THREAD_STATUSES: readonly ThreadStatus[] = ['active', 'suspended', 'archived'];

/** What started a thread: the seed's origins plus the event kinds the extension captures. */
export type OriginType =
  'prompt' | 'file_read' | 'task' | 'fetch' | 'split' | 'observation' | 'commit' | 'edit' | 'test' | 'feedback';

export interface Thread {
  id: string;
  title: string;
  titleSource: 'llm' | 'extractive';
  status: ThreadStatus;
  summary: string;
  /** Readable key concepts, most salient first. */
  topics: string[];
  /** Stemmed topic key -> decayed count over the thread's messages (drives `topics`). */
  topicCounts: Record<string, number>;
  /** Surface form shown for each topic key. */
  topicLabels: Record<string, string>;
  originType: OriginType;
  /** Kinds of the events that fed the thread, in order, deduplicated when consecutive. */
  driftHistory: string[];
  parentId: string | null;
  childIds: string[];
  /** 0..1, from solicitations with decay (see weight.ts). */
  weight: number;
  /** Decayed number of solicitations at lastActiveMs. */
  solicitation: number;
  createdAt: string;
  lastActiveMs: number;
  messageCount: number;
  /** Centroid of the thread's messages in the active embedder's space. */
  embedding?: Float32Array;
  embedderId?: string;
  /** Messages added since the last LLM (re)description; drives when to describe again. */
  undescribed: number;
  /** The project the thread belongs to; a message of another project never joins it. */
  scope?: string;
  /** The conversation (session) of its latest message: the next message of it leans to this thread. */
  conversation?: string;
}

export interface ThreadMessage {
  id?: number;
  threadId: string;
  text: string;
  /** Where it came from: "chat", "transcript:<file>", "observation", "git", ... */
  source: string;
  kind: OriginType;
  at: string;
  decision: Decision;
  score: number;
  /** Optional reference to the origin record (an observation key, a commit sha). */
  ref?: string;
}

export type Decision = 'NEW_THREAD' | 'CONTINUE' | 'REACTIVATE' | 'FORK';

export type RelationType = 'extends' | 'contradicts' | 'depends' | 'replaces' | 'child_of';
export const RELATION_TYPES: readonly RelationType[] = ['extends', 'contradicts', 'depends', 'replaces', 'child_of'];

export interface ThinkBridge {
  id: string;
  sourceId: string;
  targetId: string;
  relationType: RelationType;
  reason: string;
  /** From embedding similarity, lowered at each propagation hop. */
  confidence: number;
  /** 0 = direct, 1+ = propagated by gossip. */
  propagationDepth: number;
  /** For a propagated bridge, the bridge it was derived from. */
  via?: string;
  typedBy: 'llm' | 'heuristic' | 'structure';
  createdAt: string;
}

/** How a candidate thread scored against a message (the formula of docs/seeds/003.md §5). */
export interface SimilarityBreakdown {
  embedding: number;
  topicOverlap: number;
  topicBoost: number;
  total: number;
  sharedTopics: string[];
}
