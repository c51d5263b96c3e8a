// The webview side of the host channel: requests with ids and a timeout, answered by the
// host's responses; host events (keyed updates, navigation) dispatched to listeners.
// The VS Code API object is injected so component tests can drive a real channel.
import type { Params, Result } from '../../../src/protocol/rpc';
import { RemoteError, isEnvelope } from '../../../src/protocol/rpc';
import type {
  HostToWebviewEvents,
  WebviewMethod,
  WebviewRequests,
  WebviewToHostEvents,
} from '../../../src/protocol/webview';
import { ENGLISH, type L10n } from '../l10n';

export interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

type Pending = {
  resolve(v: unknown): void;
  reject(e: Error): void;
  timer: ReturnType<typeof setTimeout>;
  method: string;
};
type Listener<K extends keyof HostToWebviewEvents> = (data: HostToWebviewEvents[K]) => void;

const DEFAULT_TIMEOUT_MS = 30_000;

export class HostChannel {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(data: never) => void>>();
  /** Words for the errors the channel itself raises (the interface language, once known). */
  l10n: L10n = ENGLISH;

  constructor(readonly api: VsCodeApi) {}

  request<K extends WebviewMethod>(
    method: K,
    params: Params<WebviewRequests, K>,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  ): Promise<Result<WebviewRequests, K>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(this.l10n.t('app.noAnswer', { method, seconds: Math.round(timeoutMs / 1000) })));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer, method });
      this.api.postMessage({ kind: 'request', id, method, params });
    });
  }

  emit<K extends keyof WebviewToHostEvents>(name: K, data: WebviewToHostEvents[K]): void {
    this.api.postMessage({ kind: 'event', name, data });
  }

  on<K extends keyof HostToWebviewEvents>(name: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as (data: never) => void);
    return () => set.delete(listener as (data: never) => void);
  }

  /** Entry point for `window.addEventListener('message')` data. Ignores anything malformed. */
  handle(message: unknown): void {
    if (!isEnvelope(message)) return;
    if (message.kind === 'response') {
      const p = this.pending.get(message.id);
      if (!p) return;
      this.pending.delete(message.id);
      clearTimeout(p.timer);
      if (message.ok) p.resolve(message.result);
      else p.reject(new RemoteError(message.error, p.method));
    } else if (message.kind === 'event') {
      for (const l of this.listeners.get(message.name as string) ?? []) {
        try {
          (l as (d: unknown) => void)(message.data);
        } catch (e) {
          console.error(`listener for ${String(message.name)} failed`, e);
        }
      }
    }
  }

  dispose(): void {
    for (const p of this.pending.values()) clearTimeout(p.timer);
    this.pending.clear();
    this.listeners.clear();
  }
}
