// Params of the memory's worker methods (protocol/memory.ts, MemoryMethods).
import * as z from 'zod/mini';
import { INSTRUCTION_TARGETS } from '../../core/memory/instructions/consent';
import { ITEM_KINDS } from '../../core/memory/retrieval/itemIndex';
import { THREAD_STATUSES } from '../../core/memory/threads/types';
import type { MemoryConfig } from '../../protocol/memory';
import type { MemoryRequests } from '../../protocol/worker';
import { anyObject, bool, cut, list, none, num, object, oneOf, str, type Agreement, type Expect } from '../params';

const ORIGINS = [
  'prompt',
  'file_read',
  'task',
  'fetch',
  'split',
  'observation',
  'commit',
  'edit',
  'test',
  'feedback',
] as const;
const recallKinds = () => z.optional(list(oneOf(['thread', ...ITEM_KINDS])));
const count = () => z.optional(num());

export const memoryParams = {
  // Settings: mergeMemoryConfig keeps the fields it understands and their defaults for the rest.
  memoryConfigure: object({ config: z.optional(anyObject<Partial<MemoryConfig>>()), llmAvailable: z.optional(bool()) }),
  memoryRoute: object({
    text: str(),
    source: cut(200),
    kind: z.optional(oneOf(ORIGINS)),
    at: z.optional(str()),
    ref: z.optional(str()),
  }),
  memorySearch: object({
    query: str(),
    k: count(),
    types: recallKinds(),
    kinds: recallKinds(),
    status: z.optional(list(str())),
    minScore: z.optional(num()),
  }),
  threadsList: object({
    status: z.optional(list(oneOf(THREAD_STATUSES))),
    limit: count(),
    offset: count(),
  }),
  threadGet: object({ id: str(), messages: count() }),
  bridgesList: object({ threadId: z.optional(str()), minConfidence: z.optional(num()), limit: count() }),
  reindex: object({ kinds: z.optional(list(oneOf(['threads', 'items']))) }),
  reindexCancel: none(),
  health: none(),
  embedderInfo: none(),
  modelDownload: none(),
  modelDownloadCancel: none(),
  instructionsRegenerate: none(),
  instructionsProposal: none(),
  instructionsConsent: object({
    decision: oneOf(['yes', 'never']),
    files: list(oneOf(INSTRUCTION_TARGETS)),
    gitExclude: bool(),
  }),
  rulesInForce: object({ limit: count() }),
  memoryLlmReply: object({ id: num(), text: z.optional(str()), error: z.optional(str()) }),
};

export type MemoryAgreement = Expect<Agreement<typeof memoryParams, MemoryRequests>>;
