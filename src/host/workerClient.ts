// Host side of the worker channel: starts the worker lazily, correlates responses by id,
// carries errors back as errors, restarts after a crash and re-sends the unacknowledged requests
// that may be repeated; a mutation that must not run twice is reported as interrupted instead
// (DELIVERY in the protocol says which is which).
// No `vscode` import: the benchmark measures it in plain Node.
import { Worker } from 'node:worker_threads';
import { isEnvelope, RemoteError, type Envelope, type Params, type Result } from '../protocol/rpc';
import {
  DELIVERY,
  type InitParams,
  type ObservationInput,
  type ObserveResult,
  type WorkerEvents,
  type WorkerRequests,
} from '../protocol/worker';

export interface Disposable {
  dispose(): void;
}

export interface WorkerClient {
  request<K extends keyof WorkerRequests & string>(
    method: K,
    params: Params<WorkerRequests, K>,
    opts?: { timeoutMs?: number },
  ): Promise<Result<WorkerRequests, K>>;
  /** Cheap on the calling thread: queues and posts in batches; resolves when durable on disk. */
  observe(item: ObservationInput, source: string): Promise<ObserveResult['results'][number]>;
  onEvent<K extends keyof WorkerEvents & string>(name: K, listener: (data: WorkerEvents[K]) => void): Disposable;
  readonly running: boolean;
  dispose(): Promise<void>;
}

/** A mutation the worker may or may not have applied before it crashed; it was not sent again. */
export class InterruptedError extends Error {
  readonly code = 'interrupted';
  constructor(
    readonly method: string,
    reason: string,
  ) {
    super(
      `"${method}" was interrupted (${reason}): it may or may not have been applied, and was not repeated; check, then try again`,
    );
    this.name = 'InterruptedError';
  }
}

interface Pending {
  method: keyof WorkerRequests;
  params: unknown;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer?: NodeJS.Timeout;
}

interface QueuedObservation {
  item: ObservationInput;
  resolve: (r: ObserveResult['results'][number]) => void;
  reject: (e: Error) => void;
}

export interface WorkerClientOptions {
  script: string;
  init: () => InitParams;
  onCrash?: (message: string) => void;
  maxRestarts?: number;
}

/**
 * V8's default young generation (about 48 MB, committed in full once the worker allocates
 * quickly, as indexing and Evolve do) was a fifth of the worker's RSS at 100,000 observations;
 * 16 MB costs a few more scavenges and no measurable time (bench/workerFootprint.bench.ts).
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 };

export class NodeWorkerClient implements WorkerClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(d: unknown) => void>>();
  private queue = new Map<string, QueuedObservation[]>();
  private flushScheduled = false;
  private restarts: number[] = [];
  private disposed = false;

  constructor(private readonly opts: WorkerClientOptions) {}

  get running(): boolean {
    return !!this.worker;
  }

  request<K extends keyof WorkerRequests & string>(
    method: K,
    params: Params<WorkerRequests, K>,
    opts: { timeoutMs?: number } = {},
  ): Promise<Result<WorkerRequests, K>> {
    if (this.disposed) return Promise.reject(new Error('worker client disposed'));
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const p: Pending = { method, params, resolve: resolve as (v: unknown) => void, reject };
      if (opts.timeoutMs) {
        p.timer = setTimeout(() => {
          this.pending.delete(id);
          reject(new Error(`worker request "${method}" timed out after ${opts.timeoutMs} ms`));
        }, opts.timeoutMs);
      }
      this.pending.set(id, p);
      this.send(id, p);
    });
  }

  observe(item: ObservationInput, source: string): Promise<ObserveResult['results'][number]> {
    // Stamp now, on the host: a re-send after a worker crash yields the same line, de-duplicated.
    const stamped = item.timestamp ? item : { ...item, timestamp: new Date().toISOString() };
    return new Promise((resolve, reject) => {
      let list = this.queue.get(source);
      if (!list) this.queue.set(source, (list = []));
      list.push({ item: stamped, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flushObservations());
      }
    });
  }

  private flushObservations() {
    this.flushScheduled = false;
    const queue = this.queue;
    this.queue = new Map();
    for (const [source, list] of queue) {
      this.request('observe', { items: list.map((q) => q.item), source }).then(
        (r) => list.forEach((q, i) => q.resolve(r.results[i] ?? { ok: false, reason: 'no result' })),
        (e: Error) => list.forEach((q) => q.reject(e)),
      );
    }
  }

  onEvent<K extends keyof WorkerEvents & string>(name: K, listener: (data: WorkerEvents[K]) => void): Disposable {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as (d: unknown) => void);
    return { dispose: () => set!.delete(listener as (d: unknown) => void) };
  }

  private send(id: number, p: Pending) {
    const w = this.ensureWorker();
    w.postMessage({ kind: 'request', id, method: p.method, params: p.params });
    w.ref();
  }

  /** Keeps the process alive only while answers are awaited (an idle worker never holds it). */
  private updateRef() {
    if (!this.worker) return;
    if (this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(this.opts.script, { workerData: {}, resourceLimits: WORKER_LIMITS });
    this.worker = w;
    // init goes first on every (re)start; it is not tracked as a user request.
    const initId = this.nextId++;
    this.pending.set(initId, {
      method: 'init',
      params: this.opts.init(),
      resolve: () => undefined,
      reject: (e) => this.opts.onCrash?.(`worker init failed: ${e.message}`),
    });
    w.postMessage({ kind: 'request', id: initId, method: 'init', params: this.pending.get(initId)!.params });
    w.on('message', (m: unknown) => this.onMessage(m));
    w.on('error', (e) => this.onExit(w, `worker error: ${e.message}`));
    w.on('exit', (code) => this.onExit(w, `worker exited with code ${code}`));
    w.unref();
    return w;
  }

  private onMessage(m: unknown) {
    if (!isEnvelope(m)) return;
    const env = m as Envelope;
    if (env.kind === 'response') {
      const p = this.pending.get(env.id);
      if (!p) return;
      this.pending.delete(env.id);
      if (p.timer) clearTimeout(p.timer);
      if (env.ok) p.resolve(env.result);
      else p.reject(new RemoteError(env.error, p.method));
      this.updateRef();
    } else if (env.kind === 'event') {
      for (const l of this.listeners.get(String(env.name)) ?? []) {
        try {
          l(env.data);
        } catch {}
      }
    }
  }

  private onExit(w: Worker, reason: string) {
    if (this.worker !== w) return;
    this.worker = undefined;
    if (this.disposed) return;
    const outstanding = [...this.pending.entries()].filter(([, p]) => p.method !== 'init' && p.method !== 'shutdown');
    for (const [id, p] of this.pending) {
      if (p.method !== 'init' && p.method !== 'shutdown') continue;
      this.pending.delete(id);
      if (p.method === 'shutdown') p.resolve(undefined);
    }
    // A mutation that must not run twice is never re-sent: its caller hears it was interrupted.
    const interrupted = outstanding.filter(([, p]) => DELIVERY[p.method] === 'once');
    for (const [id, p] of interrupted) {
      this.pending.delete(id);
      if (p.timer) clearTimeout(p.timer);
      p.reject(new InterruptedError(p.method, reason));
    }
    const repeat = outstanding.filter(([, p]) => DELIVERY[p.method] === 'repeat');
    if (outstanding.length === 0 && reason.endsWith('code 0')) return;
    const now = Date.now();
    this.restarts = this.restarts.filter((t) => now - t < 60_000);
    if (this.restarts.length >= (this.opts.maxRestarts ?? 5)) {
      this.opts.onCrash?.(`${reason}; restarted too often, giving up until the next request`);
      for (const [id, p] of repeat) {
        this.pending.delete(id);
        p.reject(new Error(reason));
      }
      this.restarts = [];
      return;
    }
    this.restarts.push(now);
    this.opts.onCrash?.(
      `${reason}; restarting and re-sending ${repeat.length} request(s)${interrupted.length ? `; ${interrupted.length} interrupted, not repeated` : ''}`,
    );
    // Repeatable requests are re-sent in order; observations carry host timestamps, so a line
    // that did reach the disk before the crash is recognised and not duplicated.
    for (const [id, p] of repeat) this.send(id, p);
  }

  async dispose(): Promise<void> {
    const w = this.worker;
    if (!w) {
      this.disposed = true;
      return;
    }
    try {
      await Promise.race([this.request('shutdown', {}), new Promise((r) => setTimeout(r, 3000))]);
    } catch {}
    this.disposed = true;
    this.worker = undefined;
    await w.terminate();
  }
}
