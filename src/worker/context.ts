// What every worker handler gets: the open workspace, settings, and a way to tell the host
// (and other handlers) that data changed.
import type { Workspace } from '../node/workspace';
import type { ChangeKey, Diagnostic, WorkerEvents, WorkerRequests, WorkerSettings } from '../protocol/worker';
import type { Params, Result } from '../protocol/rpc';

export interface WorkerContext {
  readonly workspace: Workspace;
  readonly globalStorage: string | undefined;
  settings(): WorkerSettings;
  /** Tells the host (webview refresh) and in-worker listeners which data changed. */
  changed(keys: ChangeKey[]): void;
  /** In-worker subscription to changes (e.g. regenerate instruction files when skills change). */
  onChanged(listener: (keys: ChangeKey[]) => void): void;
  emit<K extends keyof WorkerEvents & string>(name: K, data: WorkerEvents[K]): void;
  diagnostic(d: Diagnostic): void;
}

export type Handler<K extends keyof WorkerRequests> = (
  params: Params<WorkerRequests, K>,
  ctx: WorkerContext,
) => Promise<Result<WorkerRequests, K>> | Result<WorkerRequests, K>;
/** One handler for each of these methods: a missing one is a compile error. */
export type HandlersFor<K extends keyof WorkerRequests> = { [P in K]: Handler<P> };
/** Every method but `init` (main.ts opens the workspace before anything else runs). */
export type Handlers = HandlersFor<Exclude<keyof WorkerRequests, 'init'>>;
