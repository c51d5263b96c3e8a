// The part of the built-in git extension's API (vscode.git, API v1) that capture uses.
// Declared here because the extension's typings are not published as a package.
import * as vscode from 'vscode';

export interface GitCommit {
  hash: string;
  message: string;
  parents: string[];
  authorDate?: Date;
  commitDate?: Date;
}

export interface GitRepository {
  readonly rootUri: vscode.Uri;
  readonly state: {
    readonly HEAD?: { readonly name?: string; readonly commit?: string };
    readonly onDidChange: vscode.Event<void>;
  };
  log(options?: { maxEntries?: number }): Promise<GitCommit[]>;
  checkIgnore(paths: string[]): Promise<Set<string>>;
}

export interface GitAPI {
  readonly repositories: GitRepository[];
  readonly onDidOpenRepository: vscode.Event<GitRepository>;
}

/** The git API, or undefined when the git extension is disabled or not ready. */
export async function getGitApi(): Promise<GitAPI | undefined> {
  try {
    const ext = vscode.extensions.getExtension<{ getAPI(version: 1): GitAPI; enabled?: boolean }>('vscode.git');
    if (!ext) return undefined;
    const exports = ext.isActive ? ext.exports : await ext.activate();
    if (exports.enabled === false) return undefined;
    return exports.getAPI(1);
  } catch {
    return undefined;
  }
}

/** The repository that contains `fsPath`, preferring the deepest root. */
export function repositoryFor(api: GitAPI, fsPath: string): GitRepository | undefined {
  const norm = (p: string) => p.replace(/\\/g, '/').replace(/\/+$/, '').toLowerCase();
  const target = norm(fsPath);
  return api.repositories
    .filter((r) => target === norm(r.rootUri.fsPath) || target.startsWith(`${norm(r.rootUri.fsPath)}/`))
    .sort((a, b) => b.rootUri.fsPath.length - a.rootUri.fsPath.length)[0];
}
