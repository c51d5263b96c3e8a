// "Learn from This Change" and "Learn from a Commit…": the explicit triggers. They only ask and
// post; the snapshot and the run happen in the worker.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type { TerminalHistory } from './terminalHistory';
import type { JobSummary } from '../../protocol/pipeline';

export interface LearnArgs {
  task?: string;
  commit?: string;
  /** Skip the questions (called by an agent or the chat participant). */
  quiet?: boolean;
}

/** Jobs started from this window's commands: their first-run confirmation is asked at once. */
export const startedHere = new Set<string>();

export function ensureTrusted(): boolean {
  if (vscode.workspace.isTrusted) return true;
  void vscode.window.showWarningMessage('ACT: learning runs are disabled in Restricted Mode (they run your project\'s commands).', 'Manage Workspace Trust').then((b) => {
    if (b) void vscode.commands.executeCommand('workbench.trust.manage');
  });
  return false;
}

async function pickCommit(services: HostServices, placeHolder: string): Promise<string | undefined> {
  const commits = await services.worker.request('pipelineRecentCommits', { limit: 50 });
  if (!commits.length) {
    void vscode.window.showWarningMessage('ACT: no commits found in this workspace.');
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    commits.map((c) => ({ label: `$(git-commit) ${c.subject}`, description: c.sha.slice(0, 10), detail: `${c.author} · ${c.date.slice(0, 16).replace('T', ' ')}`, sha: c.sha })),
    { title: 'ACT: Learn from a Commit', placeHolder, matchOnDescription: true },
  );
  return picked?.sha;
}

export async function learnFromChange(services: HostServices, history: TerminalHistory, args: LearnArgs = {}): Promise<JobSummary | undefined> {
  if (!services.workspaceRoot) return void vscode.window.showWarningMessage('ACT: open a folder first.');
  if (!ensureTrusted()) return undefined;
  try {
    let commit = typeof args.commit === 'string' ? args.commit : undefined;
    if (!args.quiet && commit === undefined) {
      const what = await vscode.window.showQuickPick(
        [
          { label: '$(diff) Current changes', description: 'working tree, uncommitted and untracked files included', value: 'working' },
          { label: '$(git-commit) Last commit', value: 'HEAD' },
          { label: '$(list-selection) Choose a commit…', value: 'pick' },
        ],
        { title: 'ACT: Learn from This Change', placeHolder: 'Which approved change should become a pattern?' },
      );
      if (!what) return undefined;
      if (what.value === 'HEAD') commit = 'HEAD';
      if (what.value === 'pick') {
        commit = await pickCommit(services, 'The commit that holds the approved change');
        if (!commit) return undefined;
      }
    }
    let task = typeof args.task === 'string' ? args.task : undefined;
    if (!args.quiet && task === undefined) {
      task = await vscode.window.showInputBox({ title: 'ACT: Learn from This Change', prompt: 'What was the task or the problem? (optional: it becomes the pattern\'s Problem section)', placeHolder: 'e.g. Fix the N+1 query in users.ts', ignoreFocusOut: true });
      if (task === undefined) return undefined;
    }
    const job = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'ACT: taking a snapshot of the approved change…' }, () =>
      services.worker.request('pipelineHarvest', { trusted: true, task: task || undefined, commit, trigger: commit && commit !== 'HEAD' ? 'commit' : 'command', source: 'command', history: history.take() }, { timeoutMs: 120_000 }),
    );
    if (job.status === 'snapshot_failed') return job; // the alert already says why
    startedHere.add(job.id);
    const autoRun = vscode.workspace.getConfiguration('act.pipeline').get<boolean>('autoRun', true);
    void vscode.window.showInformationMessage(`ACT: snapshot taken for "${job.title}" (${job.commit?.slice(0, 8) ?? ''}). ${autoRun ? 'Validating it in the background.' : 'Run it from "ACT: Show Learning Jobs".'}`);
    return job;
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: could not start the learning run: ${(e as Error).message}`);
    return undefined;
  }
}

export async function learnFromCommit(services: HostServices, history: TerminalHistory, arg?: unknown): Promise<JobSummary | undefined> {
  if (!services.workspaceRoot || !ensureTrusted()) return undefined;
  const sha = typeof arg === 'string' ? arg : await pickCommit(services, 'The commit to learn from').catch(() => undefined);
  if (!sha) return undefined;
  return learnFromChange(services, history, { commit: sha });
}
