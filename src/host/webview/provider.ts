// The webview view: sets the HTML (CSP, nonce, local resources only) and moves messages between
// the webview and the controller. The controller does the rest.
import * as vscode from 'vscode';
import type { HostToWebviewMessage } from '../../protocol/webview';
import type { SidebarController } from './controller';
import { sidebarHtml } from './html';

export const SIDEBAR_VIEW_ID = 'act.sidebar';

export class SidebarProvider implements vscode.WebviewViewProvider, vscode.Disposable {
  private view: vscode.WebviewView | undefined;
  private subs: vscode.Disposable[] = [];
  controller: SidebarController | undefined;

  constructor(private readonly extensionUri: vscode.Uri) {}

  resolveWebviewView(view: vscode.WebviewView): void {
    this.disposeView();
    this.view = view;
    const root = vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview');
    view.webview.options = { enableScripts: true, enableCommandUris: false, localResourceRoots: [root] };
    const uri = (name: string) => view.webview.asWebviewUri(vscode.Uri.joinPath(root, name)).toString();
    view.webview.html = sidebarHtml({
      cspSource: view.webview.cspSource,
      scriptUri: uri('main.js'),
      styleUri: uri('main.css'),
      codiconUri: uri('codicon.css'),
      lang: vscode.env.language,
    });
    this.subs.push(
      view.webview.onDidReceiveMessage((m) => void this.controller?.handle(m)),
      // Hidden views lose their page: the next show reloads it and sends `ready` again.
      view.onDidChangeVisibility(() => {
        if (!view.visible) this.controller?.reset();
      }),
      view.onDidDispose(() => {
        this.controller?.reset();
        this.disposeView();
      }),
    );
  }

  post(message: HostToWebviewMessage): void {
    // postMessage rejects when the view was disposed meanwhile: nothing to do then.
    this.view?.webview.postMessage(message).then(undefined, () => undefined);
  }

  get visible(): boolean {
    return !!this.view?.visible;
  }

  private disposeView() {
    for (const s of this.subs) s.dispose();
    this.subs = [];
    this.view = undefined;
  }

  dispose(): void {
    this.disposeView();
  }
}
