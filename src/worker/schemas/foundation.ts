// Params of the foundation's worker methods and Evolve (protocol/worker.ts, FoundationRequests).
import * as z from 'zod/mini';
import { OBSERVATION_TYPES } from '../../core/observation';
import type { FoundationRequests, ObservationInput, WorkerSettings } from '../../protocol/worker';
import { anyObject, bool, cut, list, none, num, object, oneOf, str, type Agreement, type Expect } from '../params';

export const foundationParams = {
  // Each item is checked by the log, which says per item why it was refused.
  observe: object({ items: list(z.custom<ObservationInput>()), source: cut(200) }),
  ingest: object({ path: z.optional(str()) }),
  evolve: object({ dryRun: bool(), sinceDays: z.optional(num()), minConfidence: z.optional(num()) }),
  status: none(),
  recentObservations: object({ limit: num(), type: z.optional(oneOf(OBSERVATION_TYPES)) }),
  // Settings: the workspace keeps the fields it understands.
  updateSettings: anyObject<Partial<WorkerSettings>>(),
  flush: none(),
  workerStats: none(),
  shutdown: none(),
};

/** `init` is checked by main.ts, which opens the workspace before any handler runs. */
export type FoundationAgreement = Expect<Agreement<typeof foundationParams, Omit<FoundationRequests, 'init'>>>;
