// The store's one owner (issue 11): whoever holds `.act/owner.json` is the only process that
// opens `.act/store.sqlite`. A window's worker advertises a local socket there; the CLI sends
// its requests to it (the worker protocol's own methods and types) instead of opening the store.
// Wire: one JSON envelope of ./rpc.ts per line; the first request must be `ownerHello`.
import type { Params, Result } from './rpc';
import { DELIVERY, type WorkerRequests } from './worker';

/** Contents of `.act/owner.json`. Readable by the owner's user only: the token is the key. */
export interface OwnerAdvertisement {
  version: 1;
  /** A window's worker serves requests; the CLI only holds the store while it runs. */
  kind: 'window' | 'cli';
  pid: number;
  /** Unix domain socket path or Windows named pipe (kind 'window'). */
  socket?: string;
  token: string;
  workspace: string;
  startedAt: string;
}

/** Worker methods a local client may call over the socket; the host's own (init, settings, shutdown…) are refused. */
export const OWNER_SOCKET_METHODS = [
  'observe',
  'ingest',
  'evolve',
  'status',
  'flush',
  'rulesList',
  'rulesEdit',
  'ingestTranscripts',
  'learnGit',
  'memorySearch',
  'threadsList',
  'threadGet',
  'bridgesList',
  'health',
  'reindex',
  'pipelineHarvest',
  'jobsList',
  'jobGet',
  'jobRun',
  'jobApproveRecovery',
  'jobSubmitScenario',
  'patternsList',
  'patternApprove',
  'patternReject',
  'patternDeprecate',
] as const satisfies ReadonlyArray<keyof WorkerRequests>;
export type OwnerSocketMethod = (typeof OWNER_SOCKET_METHODS)[number];

/**
 * What a client may do again elsewhere (the store opened itself) after losing the connection:
 * the worker protocol's own answer (DELIVERY), so the owner socket and the host's client never
 * disagree. 'repeat' methods are queries or reach the same state again (observations are
 * de-duplicated by their key, an edit sets, a reindex rebuilds); the 'once' ones (an Evolve, a
 * pattern decision, a job step, an import of transcripts or history) are reported as
 * interrupted, never repeated blindly.
 */
export const OWNER_REPEATABLE_METHODS: ReadonlySet<OwnerSocketMethod> = new Set(
  OWNER_SOCKET_METHODS.filter((m) => DELIVERY[m] === 'repeat'),
);

export interface OwnerRequests extends Pick<WorkerRequests, OwnerSocketMethod> {
  /** Proves the client could read owner.json; answered with who serves. */
  ownerHello: [{ token: string }, { pid: number; workspace: string }];
}

/** A typed call to the owner. */
export type OwnerCall = <K extends OwnerSocketMethod>(
  method: K,
  params: Params<WorkerRequests, K>,
) => Promise<Result<WorkerRequests, K>>;

/** Longest line either side accepts (a request or an answer, JSON). */
export const OWNER_MAX_LINE_BYTES = 64 * 1024 * 1024;
