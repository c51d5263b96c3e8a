// Task ends (tasks API) and terminal commands (shell integration: command line + exit code)
// -> worker `captureRun`, where test/build/lint runs become errors and successes.
import * as vscode from 'vscode';
import type { HostServices } from '../services';

/** The command line a task ran, as a person would type it. */
export function taskCommandLine(task: vscode.Task): string | undefined {
  const exec = task.execution;
  const arg = (a: string | vscode.ShellQuotedString) => (typeof a === 'string' ? a : a.value);
  if (exec instanceof vscode.ShellExecution)
    return exec.commandLine ?? [exec.command ? arg(exec.command) : '', ...(exec.args ?? []).map(arg)].join(' ').trim();
  if (exec instanceof vscode.ProcessExecution) return [exec.process, ...exec.args].join(' ');
  const def = task.definition as { type?: string; script?: string; task?: string };
  if (def.type === 'npm' && def.script) return `npm run ${def.script}`;
  if (def.type && def.task) return `${def.type} ${def.task}`;
  return task.name || undefined;
}

export function registerRunCapture(
  services: HostServices,
  enabled: { tasks: () => boolean; terminal: () => boolean },
): vscode.Disposable[] {
  const send = (command: string, exitCode: number | undefined, origin: 'task' | 'terminal', cwd?: string) => {
    if (!command.trim()) return;
    services.worker
      .request('captureRun', { command: command.slice(0, 2000), exitCode, origin, at: new Date().toISOString(), cwd })
      .catch((e: Error) => services.log.warn(`run capture: ${e.message}`));
  };
  const out: vscode.Disposable[] = [
    vscode.tasks.onDidEndTaskProcess((e) => {
      try {
        if (!enabled.tasks()) return;
        const cmd = taskCommandLine(e.execution.task);
        if (cmd) send(cmd, e.exitCode, 'task');
      } catch (err) {
        services.log.warn(`task capture skipped an event: ${(err as Error).message}`);
      }
    }),
  ];
  if (typeof vscode.window.onDidEndTerminalShellExecution === 'function') {
    out.push(
      vscode.window.onDidEndTerminalShellExecution((e) => {
        try {
          if (!enabled.terminal()) return;
          send(e.execution.commandLine.value, e.exitCode, 'terminal', e.execution.cwd?.fsPath);
        } catch (err) {
          services.log.warn(`terminal capture skipped an event: ${(err as Error).message}`);
        }
      }),
    );
  }
  return out;
}
