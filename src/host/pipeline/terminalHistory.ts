// The execution history of docs/seeds/004.md §4.2 A (terminal commands with exit codes and times), from VS Code's
// shell integration. Kept in memory only, bounded; the worker redacts what it stores.
import * as vscode from 'vscode';
import type { ExecutionEntry } from '../../protocol/pipeline';

const MAX_ENTRIES = 300;
const MAX_COMMAND = 1000;

export class TerminalHistory implements vscode.Disposable {
  private readonly entries: ExecutionEntry[] = [];
  private readonly started = new WeakMap<vscode.TerminalShellExecution, number>();
  private readonly subs: vscode.Disposable[] = [];
  /** Entries before this index were already given to a harvest. */
  private consumed = 0;

  constructor() {
    // Older VS Code builds lack these events: the history then stays empty, nothing breaks.
    const w = vscode.window as Partial<typeof vscode.window>;
    if (w.onDidStartTerminalShellExecution)
      this.subs.push(w.onDidStartTerminalShellExecution((e) => this.started.set(e.execution, Date.now())));
    if (w.onDidEndTerminalShellExecution) this.subs.push(w.onDidEndTerminalShellExecution((e) => this.record(e)));
  }

  private record(e: vscode.TerminalShellExecutionEndEvent): void {
    try {
      const command = e.execution.commandLine.value.trim().slice(0, MAX_COMMAND);
      if (!command) return;
      const end = Date.now();
      const start = this.started.get(e.execution);
      this.entries.push({
        command,
        exitCode: e.exitCode,
        cwd: e.execution.cwd?.scheme === 'file' ? e.execution.cwd.fsPath : undefined,
        startedAt: start ? new Date(start).toISOString() : undefined,
        endedAt: new Date(end).toISOString(),
        durationMs: start ? end - start : undefined,
      });
      if (this.entries.length > MAX_ENTRIES) {
        const drop = this.entries.length - MAX_ENTRIES;
        this.entries.splice(0, drop);
        this.consumed = Math.max(0, this.consumed - drop);
      }
    } catch {
      // A listener never throws into VS Code.
    }
  }

  /** Commands since the last harvest (within `maxAgeMs`), and marks them as given. */
  take(maxAgeMs = 4 * 3600_000): ExecutionEntry[] {
    const since = Date.now() - maxAgeMs;
    const out = this.entries.slice(this.consumed).filter((e) => !e.endedAt || Date.parse(e.endedAt) >= since);
    this.consumed = this.entries.length;
    return out.slice(-100);
  }

  dispose(): void {
    for (const s of this.subs) s.dispose();
  }
}
