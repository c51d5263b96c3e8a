// Reports (Evolve, Status, Health, search results, statistics) open as read-only virtual Markdown documents: closing them never asks
// to save, and showing a new one reuses no stale content.
import * as vscode from 'vscode';

const SCHEME = 'act-report';
const contents = new Map<string, string>();
let seq = 0;

export function registerReportDocuments(): vscode.Disposable[] {
  const changed = new vscode.EventEmitter<vscode.Uri>();
  return [
    vscode.workspace.registerTextDocumentContentProvider(SCHEME, {
      onDidChange: changed.event,
      provideTextDocumentContent: (uri) => contents.get(uri.toString()) ?? '',
    }),
    vscode.workspace.onDidCloseTextDocument((d) => {
      if (d.uri.scheme === SCHEME) contents.delete(d.uri.toString());
    }),
    changed,
  ];
}

/** Shows Markdown read-only, titled `name`; returns the document. */
export async function showReport(name: string, markdown: string): Promise<vscode.TextDocument> {
  const uri = vscode.Uri.from({
    scheme: SCHEME,
    path: `/${name.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.md`,
    query: String(++seq),
  });
  contents.set(uri.toString(), markdown);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc, { preview: true });
  return doc;
}

/** Shows a Markdown report titled by its first heading. */
export function showMarkdown(markdown: string): Promise<vscode.TextDocument> {
  const heading = /^#+\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? 'ACT report';
  return showReport(heading.slice(0, 60), markdown);
}
