// Opens the workspace for one CLI command and always closes it (persisting the store).
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { openWorkspace, type Workspace } from '../node/workspace';
import { UsageError } from './command';

export async function withWorkspace<T>(dir: string, fn: (ws: Workspace) => Promise<T>): Promise<T> {
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`--workspace ${dir} is not a folder`);
  const ws = await openWorkspace(root, { persistDebounceMs: 60_000 });
  try {
    return await fn(ws);
  } finally {
    await ws.close();
  }
}
