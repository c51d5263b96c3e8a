// A real Workspace in a temp folder behind the WorkerContext interface, so worker handlers run
// exactly as in the worker (events and change notifications are recorded for assertions).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace } from '../../../src/node/workspace';
import type { WorkerContext } from '../../../src/worker/context';
import type { ChangeKey, Diagnostic } from '../../../src/protocol/worker';

export async function workerContext(prefix = 'act-mem-') {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const workspace = await Workspace.open(root, { persistDebounceMs: 50 });
  const events: Array<{ name: string; data: unknown }> = [];
  const changes: ChangeKey[][] = [];
  const diagnostics: Diagnostic[] = [];
  const listeners: Array<(k: ChangeKey[]) => void> = [];
  const hooks: { onEvent?: (name: string, data: unknown) => void } = {};
  const waiters: Array<(e: { name: string; data: unknown }) => void> = [];
  const ctx: WorkerContext = {
    workspace,
    globalStorage: join(root, '.global-storage'),
    settings: () => workspace.settings(),
    changed: (keys) => {
      changes.push(keys);
      for (const l of listeners) l(keys);
    },
    onChanged: (l) => void listeners.push(l),
    emit: (name, data) => {
      events.push({ name, data });
      hooks.onEvent?.(name, data);
      for (const w of [...waiters]) w({ name, data });
    },
    diagnostic: (d) => void diagnostics.push(d),
  };
  return {
    root,
    ctx,
    events,
    changes,
    diagnostics,
    hooks,
    /** The first event, already emitted or to come, that `match` accepts; rejects after `timeoutMs`. */
    waitForEvent(
      match: (e: { name: string; data: unknown }) => boolean,
      timeoutMs = 10_000,
    ): Promise<{ name: string; data: unknown }> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = (e: { name: string; data: unknown }) => {
          if (!match(e)) return;
          waiters.splice(waiters.indexOf(waiter), 1);
          clearTimeout(timer);
          resolve(e);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(
            new Error(
              `no matching worker event within ${timeoutMs} ms; events: ${JSON.stringify(events.map((x) => x.name))}`,
            ),
          );
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    async close() {
      await workspace.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
