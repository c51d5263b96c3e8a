// The sidebar's link to the worker: the worker protocol's own request, typed end to end.
import type { Params, Result } from '../../protocol/rpc';
import type { WorkerRequests } from '../../protocol/worker';

export type WorkerCall = <K extends keyof WorkerRequests & string>(
  method: K,
  params: Params<WorkerRequests, K>,
  opts?: { timeoutMs?: number },
) => Promise<Result<WorkerRequests, K>>;
