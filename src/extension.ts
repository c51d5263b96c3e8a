// Thin entry point: builds the services once, registers every area, owns the disposables.
// Activation stays fast: the worker (store, log, models) starts lazily, off the host thread.
import * as vscode from 'vscode';
import * as l10n from '@vscode/l10n';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { NodeWorkerClient } from './host/workerClient';
import { REGISTRARS } from './host/register';
import { readWorkerSettings } from './host/settings';
import { readMemoryConfig } from './host/memory/config';
import type { HostServices, Logger } from './host/services';

let services: HostServices | undefined;

export function activate(context: vscode.ExtensionContext): { services: HostServices; activationMs: number } {
  const t0 = performance.now();
  // Code without the vscode API (sidebar controller, health figures) speaks through @vscode/l10n:
  // give it the bundle VS Code loaded for the display language (none for English).
  if (vscode.l10n.bundle) l10n.config({ contents: vscode.l10n.bundle });
  const output = vscode.window.createOutputChannel('ACT', { log: true });
  const log: Logger = {
    info: (m) => output.info(m),
    warn: (m) => output.warn(m),
    error: (m, e) => output.error(e instanceof Error ? `${m}: ${e.message}` : m),
  };
  const workspaceRoot =
    vscode.workspace.workspaceFolders?.[0]?.uri.scheme === 'file'
      ? vscode.workspace.workspaceFolders[0].uri.fsPath
      : undefined;
  const worker = new NodeWorkerClient({
    script: context.asAbsolutePath(join('dist', 'worker.js')),
    init: () => {
      if (!workspaceRoot) throw new Error('no workspace folder is open');
      // Memory settings travel with init, so a restarted worker has them before any request.
      return {
        workspace: workspaceRoot,
        globalStorage: context.globalStorageUri.fsPath,
        settings: { ...readWorkerSettings(), memory: readMemoryConfig() },
      };
    },
    onCrash: (m) => log.warn(m),
  });
  services = { context, workspaceRoot, worker, log, output };
  context.subscriptions.push(output, { dispose: () => void worker.dispose() });
  context.subscriptions.push(
    worker.onEvent('diagnostic', (d) =>
      d.level === 'error' ? log.error(d.message) : d.level === 'warn' ? log.warn(d.message) : log.info(d.message),
    ),
  );

  for (const { area, register } of REGISTRARS) {
    try {
      context.subscriptions.push(...register(services));
    } catch (e) {
      // One area failing must not take the others down.
      log.error(`could not start ${area}`, e);
    }
  }

  // A workspace that already has observations gets its log tailed soon, off the critical path.
  if (workspaceRoot && existsSync(join(workspaceRoot, '.act'))) {
    const timer = setTimeout(
      () => void worker.request('status', {}).catch((e) => log.error('worker start failed', e)),
      1500,
    );
    context.subscriptions.push({ dispose: () => clearTimeout(timer) });
  }
  const activationMs = performance.now() - t0;
  log.info(
    `activated in ${activationMs.toFixed(1)} ms${workspaceRoot ? ` for ${workspaceRoot}` : ' (no folder open)'}; display language ${vscode.env.language}`,
  );
  return { services, activationMs };
}

export async function deactivate(): Promise<void> {
  await services?.worker.dispose();
  services = undefined;
}
