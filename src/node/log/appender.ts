// Durable appends to the observation log with group commit: every append made while a write is
// in flight joins the next batch, so one fsync acknowledges many observations. Appends take
// the rotation lock so a concurrent rotation (another window) never loses a line.
import { promises as fs } from 'node:fs';
import { dirname } from 'node:path';
import { withLock } from './lock';

interface Pending {
  lines: string[];
  resolve: () => void;
  reject: (e: Error) => void;
}

export class LogAppender {
  private queue: Pending[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly path: string,
    private readonly lockPath: string,
  ) {}

  /** Resolves once the lines are written and fsync'd. */
  append(lines: string[]): Promise<void> {
    if (lines.length === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.queue.push({ lines, resolve, reject });
      if (!this.writing) this.writing = this.drain();
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.writeBatch(batch.flatMap((p) => p.lines));
        for (const p of batch) p.resolve();
      } catch (e) {
        for (const p of batch) p.reject(e as Error);
      }
    }
    this.writing = undefined;
  }

  private async writeBatch(lines: string[]): Promise<void> {
    await fs.mkdir(dirname(this.path), { recursive: true });
    await withLock(this.lockPath, async () => {
      const fh = await fs.open(this.path, 'a+');
      try {
        // A torn last line from a crashed writer must not swallow our first line.
        const { size } = await fh.stat();
        let prefix = '';
        if (size > 0) {
          const last = Buffer.alloc(1);
          await fh.read(last, 0, 1, size - 1);
          if (last[0] !== 0x0a) prefix = '\n';
        }
        await fh.appendFile(prefix + lines.join('\n') + '\n', 'utf8');
        await fh.sync();
      } finally {
        await fh.close();
      }
    });
  }

  /** Waits for everything queued so far to be durable. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }
}
