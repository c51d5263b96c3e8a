// Polling and retry helpers for the end-to-end suite: a real UI is eventually consistent, so
// every check waits for its condition with a deadline and says what it was waiting for.

export interface WaitOptions {
  /** Deadline in milliseconds (default 15000). */
  timeout?: number;
  /** Pause between attempts in milliseconds (default 200). */
  interval?: number;
  /** What is awaited, for the error message. */
  message?: string;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Calls `fn` until it returns a truthy value (which is returned). Errors thrown by `fn` count as
 * "not yet" (the last one is quoted in the timeout error), except those with `fatal: true`.
 */
export async function waitFor<T>(fn: () => T | Promise<T>, opts: WaitOptions = {}): Promise<NonNullable<T>> {
  const timeout = opts.timeout ?? 15_000;
  const interval = opts.interval ?? 200;
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v as NonNullable<T>;
    } catch (e) {
      if ((e as { fatal?: boolean } | undefined)?.fatal) throw e; // no point waiting any longer
      lastError = e;
    }
    if (Date.now() >= deadline) {
      const why = lastError
        ? ` (last error: ${lastError instanceof Error ? lastError.message.split('\n')[0] : String(lastError)})`
        : '';
      throw new Error(`timed out after ${timeout} ms waiting for ${opts.message ?? 'a condition'}${why}`);
    }
    await sleep(interval);
  }
}

/** Runs `fn` up to `attempts` times, pausing `delay` ms between failures; rethrows the last error (at once if `fatal`). */
export async function retry<T>(
  fn: (attempt: number) => Promise<T>,
  opts: { attempts?: number; delay?: number; label?: string } = {},
): Promise<T> {
  const attempts = opts.attempts ?? 3;
  let last: unknown;
  for (let i = 1; i <= attempts; i++) {
    try {
      return await fn(i);
    } catch (e) {
      last = e;
      if ((e as { fatal?: boolean } | undefined)?.fatal) break;
      if (i < attempts) {
        if (opts.label)
          console.log(`[e2e] retrying ${opts.label} (attempt ${i} failed: ${(e as Error).message?.split('\n')[0]})`);
        await sleep(opts.delay ?? 500);
      }
    }
  }
  throw last;
}

/** Measures phases and prints each as `e2e.<name>: <seconds> s` (the benchmark line format). */
export class PhaseTimer {
  private last = performance.now();
  readonly phases: Record<string, number> = {};
  mark(name: string): number {
    const now = performance.now();
    const s = (now - this.last) / 1000;
    this.last = now;
    this.phases[name] = s;
    console.log(`e2e.${name}: ${s.toFixed(1)} s`);
    return s;
  }
}

export { sleep };
