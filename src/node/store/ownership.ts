// One owner per store (protocol/owner.ts): claims, checks and releases `.act/owner.json`.
// Changes happen under `.act/owner.lock` (the log's lock), so two claimants never both win.
// An advertisement is stale when its process is gone, when a window's socket refuses
// connections (its worker died inside a live extension host), or when a CLI stopped beating.
import { randomBytes, createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { WorkspacePaths } from '../../core/paths';
import type { OwnerAdvertisement } from '../../protocol/owner';
import { alive, withLock } from '../log/lock';

/** A CLI owner refreshes its file's time this often; one silent for CLI_STALE_MS is gone. */
const CLI_HEARTBEAT_MS = 15_000;
const CLI_STALE_MS = 10 * 60_000;
/** Unix socket paths must fit sun_path (104 bytes on macOS, 108 on Linux, with the NUL). */
const MAX_SOCKET_PATH = 100;
const SOCKET_NAME = /^act-[0-9a-f]{16}-[0-9a-f]{8}\.sock$/;

export const newOwnerToken = (): string => randomBytes(24).toString('hex');

/** Where a window's worker listens: derived from the workspace, unique per start, short. */
export function ownerSocketPath(root: string, platform: NodeJS.Platform = process.platform, dir = tmpdir()): string {
  const name = `act-${createHash('sha256').update(resolve(root)).digest('hex').slice(0, 16)}-${randomBytes(4).toString('hex')}`;
  if (platform === 'win32') return `\\\\.\\pipe\\${name}`;
  const inTmp = join(dir, `${name}.sock`);
  return Buffer.byteLength(inTmp) <= MAX_SOCKET_PATH ? inTmp : join('/tmp', `${name}.sock`);
}

interface Read {
  ad: OwnerAdvertisement;
  mtimeMs: number;
}

function parseAdvertisement(text: string): OwnerAdvertisement | undefined {
  try {
    const v = JSON.parse(text) as Partial<OwnerAdvertisement>;
    const ok =
      v.version === 1 &&
      (v.kind === 'window' || v.kind === 'cli') &&
      Number.isSafeInteger(v.pid) &&
      typeof v.token === 'string' &&
      (v.socket === undefined || typeof v.socket === 'string');
    return ok ? (v as OwnerAdvertisement) : undefined;
  } catch {
    return undefined;
  }
}

/** The current advertisement; a missing or unreadable one means nobody owns the store. */
export async function readOwner(paths: WorkspacePaths): Promise<Read | undefined> {
  try {
    const [text, st] = await Promise.all([fs.readFile(paths.owner, 'utf8'), fs.stat(paths.owner)]);
    const ad = parseAdvertisement(text);
    return ad && { ad, mtimeMs: st.mtimeMs };
  } catch {
    return undefined;
  }
}

/** True when something listens there. A busy owner still counts: the kernel queues the connection. */
export function socketAccepts(path: string, timeoutMs = 2000): Promise<boolean> {
  return new Promise((done) => {
    const s = connect(path);
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      s.destroy();
      done(ok);
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    s.once('connect', () => finish(true));
    s.once('error', () => finish(false));
  });
}

export async function ownerIsLive({ ad, mtimeMs }: Read): Promise<boolean> {
  if (!alive(ad.pid)) return false;
  if (ad.kind === 'cli') return Date.now() - mtimeMs < CLI_STALE_MS;
  return !!ad.socket && (await socketAccepts(ad.socket));
}

/** A dead window's socket file in the temp folder; never any other path a file could name. */
async function removeStaleSocket(ad: OwnerAdvertisement): Promise<void> {
  const s = ad.socket;
  if (!s || process.platform === 'win32' || !SOCKET_NAME.test(basename(s))) return;
  if (![resolve(tmpdir()), '/tmp'].includes(resolve(dirname(s)))) return;
  await fs.unlink(s).catch(() => undefined);
}

async function writePrivate(path: string, text: string): Promise<void> {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  await fs.writeFile(tmp, text, { mode: 0o600 });
  await fs.rename(tmp, path);
}

/** Held ownership: a CLI keeps it fresh; release gives it up unless someone already took over. */
export class Ownership {
  private readonly beat: NodeJS.Timeout | undefined;

  constructor(
    private readonly paths: WorkspacePaths,
    readonly ad: OwnerAdvertisement,
  ) {
    if (ad.kind === 'cli') {
      this.beat = setInterval(
        () => void fs.utimes(paths.owner, new Date(), new Date()).catch(() => undefined),
        CLI_HEARTBEAT_MS,
      );
      this.beat.unref();
    }
  }

  async release(): Promise<void> {
    clearInterval(this.beat);
    await withLock(this.paths.ownerLock, async () => {
      const cur = await readOwner(this.paths);
      if (cur?.ad.token === this.ad.token) await fs.unlink(this.paths.owner).catch(() => undefined);
    }).catch(() => undefined);
  }
}

export type Claim = { owned: Ownership } | { owner: OwnerAdvertisement };

/** Becomes the owner unless a live one exists (a stale advertisement is taken over). */
export async function claimOwnership(paths: WorkspacePaths, mine: OwnerAdvertisement): Promise<Claim> {
  await fs.mkdir(paths.act, { recursive: true });
  return withLock(paths.ownerLock, async (): Promise<Claim> => {
    const cur = await readOwner(paths);
    if (cur && cur.ad.token !== mine.token) {
      if (await ownerIsLive(cur)) return { owner: cur.ad };
      await removeStaleSocket(cur.ad);
    }
    await writePrivate(paths.owner, JSON.stringify(mine));
    return { owned: new Ownership(paths, mine) };
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims the store, waiting while a CLI holds it (CLI commands are short). A live window is
 * returned instead: its worker serves the store. `onWait` is called once, when waiting starts.
 */
export async function takeOwnership(
  paths: WorkspacePaths,
  mine: OwnerAdvertisement,
  opts: { onWait?: (owner: OwnerAdvertisement) => void; timeoutMs?: number } = {},
): Promise<Claim> {
  const deadline = Date.now() + (opts.timeoutMs ?? Infinity);
  let waiting = false;
  for (;;) {
    const c = await claimOwnership(paths, mine);
    if ('owned' in c || c.owner.kind === 'window') return c;
    if (Date.now() > deadline)
      throw new Error(
        `the store of ${paths.root} is held by act (pid ${c.owner.pid}) since ${c.owner.startedAt}; try again when it has finished`,
      );
    if (!waiting) opts.onWait?.(c.owner);
    waiting = true;
    await sleep(200);
  }
}

export function advertisement(
  kind: OwnerAdvertisement['kind'],
  workspace: string,
  socket?: string,
): OwnerAdvertisement {
  return {
    version: 1,
    kind,
    pid: process.pid,
    ...(socket ? { socket } : {}),
    token: newOwnerToken(),
    workspace,
    startedAt: new Date().toISOString(),
  };
}
