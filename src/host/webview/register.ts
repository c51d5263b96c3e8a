// The sidebar in VS Code: the webview view provider, its commands (refresh, Evolve preview),
// refreshes driven by the worker's change events and by file watchers on .act/ and
// .agent/patterns/ (hand edits, git, other windows).
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type { UpdateKey, WebviewCommand } from '../../protocol/webview';
import { UPDATE_KEYS } from '../../protocol/webview';
import { SidebarController } from './controller';
import { keysForChanges, keysForPath } from './keys';
import { SIDEBAR_VIEW_ID, SidebarProvider } from './provider';

export function registerSidebar(services: HostServices): vscode.Disposable[] {
  const root = services.workspaceRoot;
  const provider = new SidebarProvider(services.context.extensionUri);
  const controller = new SidebarController({
    workspaceRoot: root,
    call: (method, params, opts) => services.worker.request(method, params, opts),
    post: (m) => provider.post(m),
    log: services.log,
    workerRunning: () => services.worker.running,
    locale: vscode.env.language,
    openFile: async (abs, line) => {
      const pos = line ? new vscode.Position(line - 1, 0) : undefined;
      await vscode.window.showTextDocument(vscode.Uri.file(abs), {
        preview: true,
        selection: pos ? new vscode.Range(pos, pos) : undefined,
      });
    },
    runCommand: async (command: WebviewCommand) => {
      await vscode.commands.executeCommand(command);
    },
  });
  provider.controller = controller;

  const refresh = (keys: UpdateKey[]) => {
    if (keys.length) controller.invalidate(keys);
  };
  const out: vscode.Disposable[] = [
    provider,
    { dispose: () => controller.dispose() },
    vscode.window.registerWebviewViewProvider(SIDEBAR_VIEW_ID, provider),
    vscode.commands.registerCommand('act.sidebar.refresh', () => controller.invalidate(UPDATE_KEYS)),
    vscode.commands.registerCommand('act.sidebar.evolve', async () => {
      controller.navigate('learned', true);
      await vscode.commands.executeCommand(`${SIDEBAR_VIEW_ID}.focus`);
    }),
    vscode.commands.registerCommand('act.sidebar.showReviewQueue', async () => {
      controller.navigate('review');
      await vscode.commands.executeCommand(`${SIDEBAR_VIEW_ID}.focus`);
    }),
    services.worker.onEvent('changed', (d) => refresh(keysForChanges(Array.isArray(d?.keys) ? d.keys : []))),
  ];
  if (root) {
    for (const glob of ['.act/**', '.agent/patterns/**']) {
      const w = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.file(root), glob));
      const on = (uri: vscode.Uri) => refresh(keysForPath(vscode.workspace.asRelativePath(uri, false)));
      out.push(w, w.onDidCreate(on), w.onDidChange(on), w.onDidDelete(on));
    }
  }
  return out;
}
