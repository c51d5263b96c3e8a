// New commits -> worker `captureCommit` (the post-commit hook of docs/seeds/000.md §2). Through the built-in git
// extension when it is available (HEAD moved to a new commit whose parent is the previous HEAD,
// made just now); otherwise by watching .git/logs/HEAD, where the worker reads the reflog entry.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { getGitApi, repositoryFor, type GitRepository } from './gitApi';

export function registerCommitCapture(services: HostServices, enabled: () => boolean): vscode.Disposable[] {
  const root = services.workspaceRoot;
  if (!root) return [];
  const disposables: vscode.Disposable[] = [];
  const send = (p: { sha?: string; subject?: string; at?: string }) =>
    services.worker.request('captureCommit', p).then(
      (r) => r.observations && services.log.info(`commit captured: ${r.observations} observation(s)`),
      (e: Error) => services.log.warn(`commit capture: ${e.message}`),
    );

  const follow = (repo: GitRepository) => {
    let head = repo.state.HEAD?.commit;
    disposables.push(
      repo.state.onDidChange(async () => {
        const now = repo.state.HEAD?.commit;
        if (!now || now === head) return;
        const prev = head;
        head = now;
        if (!enabled()) return;
        try {
          const [c] = await repo.log({ maxEntries: 1 });
          const when = c?.commitDate ?? c?.authorDate;
          // A checkout, pull or reset also moves HEAD: only a fresh child of the previous HEAD is a commit.
          if (
            !c ||
            c.hash !== now ||
            (prev && !c.parents.includes(prev)) ||
            (when && Date.now() - when.getTime() > 10 * 60_000)
          )
            return;
          void send({ sha: c.hash, subject: c.message.split('\n')[0] ?? '', at: (when ?? new Date()).toISOString() });
        } catch (e) {
          services.log.warn(`commit capture: ${(e as Error).message}`);
        }
      }),
    );
  };

  let usingApi = false;
  void getGitApi().then((api) => {
    if (!api) return;
    usingApi = true;
    const seen = new Set<GitRepository>();
    const attach = () => {
      const repo = repositoryFor(api, root);
      if (repo && !seen.has(repo)) {
        seen.add(repo);
        follow(repo);
      }
    };
    attach();
    disposables.push(api.onDidOpenRepository(attach));
  });

  // Fallback: the reflog changes on every commit even without the git extension.
  const watcher = vscode.workspace.createFileSystemWatcher(
    new vscode.RelativePattern(vscode.Uri.file(root), '.git/logs/HEAD'),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onReflog = () => {
    if (usingApi || !enabled()) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void send({}), 500);
  };
  disposables.push(watcher, watcher.onDidChange(onReflog), watcher.onDidCreate(onReflog), {
    dispose: () => timer && clearTimeout(timer),
  });
  return [{ dispose: () => disposables.forEach((d) => d.dispose()) }];
}
