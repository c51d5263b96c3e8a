// Everything a VS Code adapter needs, built once in extension.ts. Each register* function
// returns the disposables it created; extension.ts owns them.
import type * as vscode from 'vscode';
import type { WorkerClient } from './workerClient';

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, err?: unknown): void;
}

export interface HostServices {
  readonly context: vscode.ExtensionContext;
  /** The first workspace folder, or undefined when no folder is open. */
  readonly workspaceRoot: string | undefined;
  /** Lazily started worker; requests start it on first use. */
  readonly worker: WorkerClient;
  readonly log: Logger;
  readonly output: vscode.LogOutputChannel;
}
