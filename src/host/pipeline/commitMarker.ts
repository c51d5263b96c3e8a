// "A commit the user marks": a new commit whose message carries `[learn]` (or a `Learn: yes`
// trailer) starts a learning run on that commit. Watches HEAD through the built-in git
// extension; each commit is harvested at most once.
import * as vscode from 'vscode';
import { sep } from 'node:path';
import type { HostServices } from '../services';
import type { TerminalHistory } from './terminalHistory';
import { learnFromChange } from './learnCommands';

interface GitRepository {
  rootUri: vscode.Uri;
  state: { HEAD?: { commit?: string }; onDidChange: vscode.Event<void> };
  getCommit(ref: string): Promise<{ hash: string; message: string; parents: string[] }>;
}
interface GitAPI {
  repositories: GitRepository[];
  onDidOpenRepository: vscode.Event<GitRepository>;
}

export const LEARN_MARKER = /\[learn\]|^learn:\s*(?:yes|true)\s*$/im;
const SEEN_KEY = 'act.pipeline.markedCommitsHarvested';

export function registerCommitMarker(services: HostServices, history: TerminalHistory): vscode.Disposable[] {
  const subs: vscode.Disposable[] = [];
  const root = services.workspaceRoot;
  if (!root) return subs;
  const seen = new Set<string>(services.context.workspaceState.get<string[]>(SEEN_KEY, []));

  const watch = (repo: GitRepository) => {
    const inside = root === repo.rootUri.fsPath || root.startsWith(repo.rootUri.fsPath + sep);
    if (!inside) return;
    let last = repo.state.HEAD?.commit;
    subs.push(
      repo.state.onDidChange(async () => {
        const head = repo.state.HEAD?.commit;
        if (!head || head === last) return;
        const previous = last;
        last = head;
        try {
          if (!previous || seen.has(head) || !vscode.workspace.isTrusted) return;
          if (!vscode.workspace.getConfiguration('act.pipeline').get<boolean>('learnFromMarkedCommits', true)) return;
          const c = await repo.getCommit(head);
          // Only a commit made on top of what we saw (not a checkout of an old marked commit).
          if (!c.parents.includes(previous) || !LEARN_MARKER.test(c.message)) return;
          seen.add(head);
          await services.context.workspaceState.update(SEEN_KEY, [...seen].slice(-200));
          await learnFromChange(services, history, {
            commit: head,
            task: c.message.replace(LEARN_MARKER, '').trim(),
            quiet: true,
          });
        } catch (e) {
          services.log.warn(`pipeline: marked-commit check failed: ${(e as Error).message}`);
        }
      }),
    );
  };

  const ext = vscode.extensions.getExtension<{ getAPI(v: 1): GitAPI }>('vscode.git');
  if (!ext) return subs;
  void Promise.resolve(ext.isActive ? ext.exports : ext.activate())
    .then((exports) => {
      const api = exports.getAPI(1);
      api.repositories.forEach(watch);
      subs.push(api.onDidOpenRepository(watch));
    })
    .catch((e: Error) =>
      services.log.warn(`pipeline: git extension unavailable, marked commits are not watched: ${e.message}`),
    );
  return [{ dispose: () => subs.forEach((s) => s.dispose()) }];
}
