// A cross-process lock file (O_EXCL create) so two VS Code windows, the CLI and the worker
// never append during a rotation. A lock older than `staleMs` or whose owner is dead is broken.
import { promises as fs } from 'node:fs';

export interface LockOptions {
  staleMs?: number;
  timeoutMs?: number;
}

/** Whether a process with this id exists (EPERM: it does, owned by someone else). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function breakIfStale(path: string, staleMs: number): Promise<void> {
  try {
    const [content, st] = await Promise.all([fs.readFile(path, 'utf8'), fs.stat(path)]);
    const pid = Number.parseInt(content.split(' ')[0] ?? '', 10);
    const age = Date.now() - st.mtimeMs;
    const dead = Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && !alive(pid);
    // The owner writes its pid right after creating the file: an empty lock that old was left
    // by a process killed in between.
    const orphan = !Number.isSafeInteger(pid) && age > 2000;
    if (age > staleMs || dead || orphan) await fs.unlink(path);
  } catch {
    // Vanished or unreadable between calls: the next attempt decides.
  }
}

/** Runs `fn` holding the lock; always releases it. */
export async function withLock<T>(path: string, fn: () => Promise<T>, opts: LockOptions = {}): Promise<T> {
  const staleMs = opts.staleMs ?? 15_000;
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000);
  let delay = 2;
  for (;;) {
    try {
      const fh = await fs.open(path, 'wx');
      await fh.writeFile(`${process.pid} ${new Date().toISOString()}`);
      await fh.close();
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (Date.now() > deadline)
        throw new Error(`could not take ${path} within ${opts.timeoutMs ?? 30_000} ms (held by another process)`, {
          cause: e,
        });
      await breakIfStale(path, staleMs);
      await sleep(delay);
      delay = Math.min(delay * 2, 50);
    }
  }
  try {
    return await fn();
  } finally {
    await fs.unlink(path).catch(() => undefined);
  }
}
