// Text document changes -> EditBatcher -> worker `captureEdits`. The decision whether a document
// is captured is made once per document (scheme, workspace, ignored/generated/huge, .gitignore)
// and cached, so each change event costs a map lookup and a push.
import * as vscode from 'vscode';
import { relative, sep } from 'node:path';
import { isIgnoredPath, looksGenerated, MAX_CAPTURED_FILE_CHARS } from '../../core/capture/ignore';
import type { HostServices } from '../services';
import { EditBatcher } from './editBatcher';
import { packEdits } from '../../core/capture/editWire';
import { getGitApi, repositoryFor } from './gitApi';

type Decision = { ok: false } | { ok: true; rel: string };

export function registerEditCapture(services: HostServices, enabled: () => boolean): vscode.Disposable[] {
  const root = services.workspaceRoot;
  if (!root) return [];
  const decisions = new Map<string, Decision>();
  const batcher = new EditBatcher({
    windowMs: vscode.workspace.getConfiguration('act').get<number>('capture.edits.batchMs') ?? 1500,
    send: (events) => {
      services.worker
        .request('captureEdits', { packed: packEdits(events) })
        .catch((e: Error) => services.log.warn(`edit capture: ${e.message}`));
    },
  });

  const checkGitignore = async (doc: vscode.TextDocument, key: string) => {
    const api = await getGitApi();
    const repo = api && repositoryFor(api, doc.uri.fsPath);
    if (!repo) return;
    try {
      const ignored = await repo.checkIgnore([doc.uri.fsPath]);
      if (ignored.size) {
        decisions.set(key, { ok: false });
        batcher.forget(relative(root, doc.uri.fsPath));
      }
    } catch {}
  };

  const decide = (doc: vscode.TextDocument, key: string): Decision => {
    let d: Decision = { ok: false };
    if (doc.uri.scheme === 'file') {
      const rel = relative(root, doc.uri.fsPath).split(sep).join('/');
      const inside = rel && !rel.startsWith('..') && !/^[a-zA-Z]:/.test(rel);
      if (inside && !isIgnoredPath(rel) && doc.lineCount < 50_000) {
        const last = doc.lineAt(doc.lineCount - 1).range.end;
        const head = doc.getText(new vscode.Range(0, 0, Math.min(5, doc.lineCount), 0));
        if (doc.offsetAt(last) <= MAX_CAPTURED_FILE_CHARS && !looksGenerated(head)) {
          d = { ok: true, rel };
          void checkGitignore(doc, key);
        }
      }
    }
    decisions.set(key, d);
    return d;
  };

  return [
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length === 0) return;
      try {
        const key = e.document.uri.toString();
        const d = decisions.get(key) ?? decide(e.document, key);
        if (!d.ok || !enabled()) return;
        const doc = e.document;
        batcher.push(d.rel, doc.languageId, e.contentChanges, e.reason, () => doc.getText());
      } catch (err) {
        services.log.warn(`edit capture skipped an event: ${(err as Error).message}`);
      }
    }),
    vscode.workspace.onDidCloseTextDocument((doc) => {
      const key = doc.uri.toString();
      const d = decisions.get(key);
      decisions.delete(key);
      if (d?.ok) batcher.forget(d.rel);
    }),
    { dispose: () => batcher.dispose() },
  ];
}
