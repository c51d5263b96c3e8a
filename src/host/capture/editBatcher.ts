// Host-side edit capture at near-zero cost: no vscode import (benchmarked in plain Node).
// Each change event costs an object push (typing is merged into the previous event); one timer
// per batch window, not per event; the batch goes to the worker in one message. The first event
// of a document carries a snapshot of its text so the worker can tell what later edits removed.
import type { EditEvent } from '../../core/capture/edits';

export interface RawChange {
  rangeOffset: number;
  rangeLength: number;
  text: string;
}

export interface EditBatcherOptions {
  send(events: EditEvent[]): void;
  /** Time between the first queued event and the flush. */
  windowMs?: number;
  /** Flush early when this many events are queued. */
  maxEvents?: number;
  /** Inserted text kept per change (a huge paste is truncated; its size still counts). */
  maxTextPerChange?: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (t: unknown) => void;
}

const MAX_TYPED_RUN = 240;
function newlines(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

export class EditBatcher {
  private queue: EditEvent[] = [];
  private timer: unknown;
  private readonly snapshotted = new Set<string>();
  private readonly windowMs: number;
  private readonly maxEvents: number;
  private readonly maxText: number;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (t: unknown) => void;
  dropped = 0;

  constructor(private readonly opts: EditBatcherOptions) {
    this.windowMs = opts.windowMs ?? 1000;
    this.maxEvents = opts.maxEvents ?? 2000;
    this.maxText = opts.maxTextPerChange ?? 64 * 1024;
    this.now = opts.now ?? Date.now;
    this.setTimer = opts.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = opts.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  }

  /**
   * One document change event. `snapshot` is called (once per document) only when the worker
   * has no copy of the text yet; `reason` is VS Code's TextDocumentChangeReason (1 undo, 2 redo).
   */
  push(
    file: string,
    languageId: string,
    changes: readonly RawChange[],
    reason?: number,
    snapshot?: () => string,
  ): void {
    const n = changes.length;
    if (n === 0) return;
    const at = this.now();
    const needSnapshot = snapshot !== undefined && !this.snapshotted.has(file);
    // Typing: one insertion right after the previous event's single insertion in the same file.
    if (n === 1 && !reason && !needSnapshot) {
      const last = this.queue[this.queue.length - 1];
      const c = changes[0]!;
      if (
        last &&
        last.file === file &&
        !last.reason &&
        last.snapshot === undefined &&
        last.changes.length === 1 &&
        c.rangeLength === 0 &&
        c.text.length < 256
      ) {
        const lc = last.changes[0]!;
        // A merged run stays small enough not to look like a paste to the analyzer (under 8 lines and
        // 400 characters), even when the window is long or the "typing" is a fast replay.
        if (
          c.rangeOffset === lc.offset + lc.text.length &&
          lc.text.length + c.text.length <= MAX_TYPED_RUN &&
          !(c.text.includes('\n') && newlines(lc.text) >= 3)
        ) {
          lc.text += c.text;
          last.at = at;
          return;
        }
      }
    }
    const out: EditEvent = { file, languageId, at, changes: new Array(n) };
    for (let i = 0; i < n; i++) {
      const c = changes[i]!;
      out.changes[i] = {
        offset: c.rangeOffset,
        removed: c.rangeLength,
        text: c.text.length > this.maxText ? c.text.slice(0, this.maxText) : c.text,
      };
    }
    if (reason === 1) out.reason = 'undo';
    else if (reason === 2) out.reason = 'redo';
    if (needSnapshot) {
      this.snapshotted.add(file);
      out.snapshot = snapshot!();
    }
    this.queue.push(out);
    if (this.queue.length >= this.maxEvents) this.flush();
    else if (this.timer === undefined) this.timer = this.setTimer(() => this.flush(), this.windowMs);
  }

  /** Sends what is queued now (also on dispose). */
  flush(): void {
    if (this.timer !== undefined) {
      this.clearTimer(this.timer);
      this.timer = undefined;
    }
    if (!this.queue.length) return;
    const batch = this.queue;
    this.queue = [];
    try {
      this.opts.send(batch);
    } catch {
      this.dropped += batch.length;
    }
  }

  /** The document was closed or left capture: the next edit sends a fresh snapshot. */
  forget(file: string): void {
    this.snapshotted.delete(file);
  }

  get pending(): number {
    return this.queue.length;
  }

  dispose(): void {
    this.flush();
  }
}
