// Runs one CLI command against the folder's one store owner (protocol/owner.ts): the open
// window's worker, over its socket, when there is one; else the workspace opened here, owned
// for the length of the command (a window opening meanwhile waits) and always closed.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { workspacePaths } from '../core/paths';
import { OWNER_REPEATABLE_METHODS, type OwnerAdvertisement, type OwnerCall } from '../protocol/owner';
import { OwnerConnection, OwnerGoneError } from '../node/store/ownerSocket';
import { advertisement, takeOwnership, type Ownership } from '../node/store/ownership';
import { openWorkspace, type Workspace } from '../node/workspace';
import { UsageError } from './command';

/** The same command as a request to the window's worker. */
export type Remote<T> = (call: OwnerCall) => Promise<T>;

/** Another `act` holding the store is waited for this long (commands are short; `run` is not). */
const CLI_WAIT_MS = 5 * 60_000;

/** The window went away before anything that changes data was sent to it. */
class WindowGone extends Error {}

/** Every command says how to do its work in both places, so none can bypass the owner. */
export async function withWorkspace<T>(
  dir: string,
  local: (ws: Workspace) => Promise<T>,
  remote: Remote<T>,
): Promise<T> {
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`--workspace ${dir} is not a folder`);
  for (let attempt = 0; ; attempt++) {
    const claim = await takeOwnership(workspacePaths(root), advertisement('cli', root), {
      timeoutMs: CLI_WAIT_MS,
      onWait: (o) => process.stderr.write(`waiting for act (pid ${o.pid}) to finish with this folder's store…\n`),
    });
    if ('owned' in claim) return runHere(root, claim.owned, local);
    try {
      return await runInWindow(claim.owner, remote);
    } catch (e) {
      // Nothing was changed there: the next claim finds the advertisement stale and runs here.
      if (e instanceof WindowGone && attempt === 0) continue;
      throw e instanceof WindowGone ? new Error(e.message) : e;
    }
  }
}

async function runHere<T>(root: string, owned: Ownership, local: (ws: Workspace) => Promise<T>): Promise<T> {
  try {
    const ws = await openWorkspace(root, { persistDebounceMs: 60_000 });
    try {
      return await local(ws);
    } finally {
      await ws.close();
    }
  } finally {
    await owned.release();
  }
}

async function runInWindow<T>(owner: OwnerAdvertisement, remote: Remote<T>): Promise<T> {
  let conn: OwnerConnection;
  try {
    conn = await OwnerConnection.open(owner);
  } catch (e) {
    if (e instanceof OwnerGoneError) throw new WindowGone(e.message);
    throw e;
  }
  let changing = false;
  const call: OwnerCall = async (method, params) => {
    changing ||= !OWNER_REPEATABLE_METHODS.has(method);
    try {
      return (await conn.request(method, params as never)) as never;
    } catch (e) {
      if (!(e instanceof OwnerGoneError)) throw e;
      if (!changing) throw new WindowGone(e.message);
      throw new Error(
        `the window closed during "${method}", which may or may not have been applied: check with act status`,
        { cause: e },
      );
    }
  };
  try {
    return await remote(call);
  } finally {
    conn.close();
  }
}
