// Builds the worker context around an opened Workspace: change notifications (to the host and
// to in-worker listeners), diagnostics, and a watcher that ingests appends made by other tools.
import { watch, type FSWatcher } from 'node:fs';
import { basename } from 'node:path';
import { Workspace } from '../node/workspace';
import type { Envelope } from '../protocol/rpc';
import type { ChangeKey, Diagnostic, InitParams } from '../protocol/worker';
import type { WorkerContext } from './context';
import { ownStore, type Dispatch, type StoreOwner } from './ownerServer';

export interface LiveContext {
  ctx: WorkerContext;
  startupDiagnostics: Diagnostic[];
  watcher?: FSWatcher;
  /** This worker owns the store and serves it to the CLI (protocol/owner.ts). */
  owner: StoreOwner;
}

export async function createContext(
  init: InitParams,
  post: (m: Envelope) => void,
  serve: Dispatch,
): Promise<LiveContext> {
  const startupDiagnostics: Diagnostic[] = [];
  let ready = false;
  const changeListeners: Array<(keys: ChangeKey[]) => void> = [];
  const diagnostic = (d: Diagnostic) => {
    if (!ready) startupDiagnostics.push(d);
    post({ kind: 'event', name: 'diagnostic', data: d });
  };
  // Own the store before opening it: a CLI run in progress finishes first, then asks us.
  const owner = await ownStore(init.workspace, serve, diagnostic);
  let workspace: Workspace;
  try {
    workspace = await Workspace.open(init.workspace, { settings: init.settings });
  } catch (e) {
    owner.stopServing();
    await owner.release();
    throw e;
  }
  workspace.onDiagnostic(diagnostic);
  if (workspace.rebuiltReason)
    startupDiagnostics.push({ level: 'warn', message: workspace.rebuiltReason, source: 'store' });

  let pending = new Set<ChangeKey>();
  let timer: NodeJS.Timeout | undefined;
  const ctx: WorkerContext = {
    workspace,
    globalStorage: init.globalStorage,
    settings: () => workspace.settings(),
    changed(keys) {
      // Coalesce bursts into one notification per 50 ms.
      for (const k of keys) pending.add(k);
      timer ??= setTimeout(() => {
        timer = undefined;
        const batch = [...pending];
        pending = new Set();
        post({ kind: 'event', name: 'changed', data: { keys: batch } });
        for (const l of changeListeners) {
          try {
            l(batch);
          } catch (e) {
            diagnostic({
              level: 'error',
              message: `change listener failed: ${(e as Error).message}`,
              source: 'worker',
            });
          }
        }
      }, 50);
    },
    onChanged: (l) => void changeListeners.push(l),
    emit: (name, data) => post({ kind: 'event', name, data }),
    diagnostic,
  };
  ready = true;

  // Other programs (an assistant's hook, the CLI, another window) append to the log: tail it.
  let watcher: FSWatcher | undefined;
  let debounce: NodeJS.Timeout | undefined;
  try {
    watcher = watch(workspace.paths.act, (_event, name) => {
      if (name && basename(name.toString()) !== 'observations.jsonl') return;
      clearTimeout(debounce);
      debounce = setTimeout(async () => {
        try {
          const r = await workspace.ingest();
          if (r.accepted || r.rejected) ctx.changed(r.rejected ? ['observations', 'rejected'] : ['observations']);
        } catch (e) {
          diagnostic({ level: 'error', message: `ingest failed: ${(e as Error).message}`, source: 'ingest' });
        }
      }, 60);
    });
    watcher.on('error', () => undefined);
  } catch (e) {
    diagnostic({
      level: 'warn',
      message: `cannot watch ${workspace.paths.act}: ${(e as Error).message}; external appends are read on the next write`,
      source: 'watch',
    });
  }
  return { ctx, startupDiagnostics, watcher, owner };
}
