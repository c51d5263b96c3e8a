// Host side of the worker channel: starts the worker lazily, correlates responses by id,
// carries errors back as errors, restarts after a crash and re-sends what was not acknowledged.
// (Implementation in progress by the lead; the public surface below is stable.)
import type { Params, Result } from '../protocol/rpc';
import type { ObservationInput, ObserveResult, WorkerEvents, WorkerRequests } from '../protocol/worker';

export interface Disposable {
  dispose(): void;
}

export interface WorkerClient {
  request<K extends keyof WorkerRequests & string>(method: K, params: Params<WorkerRequests, K>, opts?: { timeoutMs?: number }): Promise<Result<WorkerRequests, K>>;
  /** Cheap on the calling thread: queues and posts in batches; resolves when durable on disk. */
  observe(item: ObservationInput, source: string): Promise<ObserveResult['results'][number]>;
  onEvent<K extends keyof WorkerEvents & string>(name: K, listener: (data: WorkerEvents[K]) => void): Disposable;
  readonly running: boolean;
  dispose(): Promise<void>;
}
