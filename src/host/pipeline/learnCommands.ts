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
  void vscode.window
    .showWarningMessage(
      vscode.l10n.t("ACT: learning runs are disabled in Restricted Mode (they run your project's commands)."),
      vscode.l10n.t('Manage Workspace Trust'),
    )
    .then((b) => {
      if (b) void vscode.commands.executeCommand('workbench.trust.manage');
    });
  return false;
}

async function pickCommit(services: HostServices, placeHolder: string): Promise<string | undefined> {
  const commits = await services.worker.request('pipelineRecentCommits', { limit: 50 });
  if (!commits.length) {
    void vscode.window.showWarningMessage(vscode.l10n.t('ACT: no commits found in this workspace.'));
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    commits.map((c) => ({
      label: `$(git-commit) ${c.subject}`,
      description: c.sha.slice(0, 10),
      detail: `${c.author} · ${c.date.slice(0, 16).replace('T', ' ')}`,
      sha: c.sha,
    })),
    { title: vscode.l10n.t('ACT: Learn from a Commit'), placeHolder, matchOnDescription: true },
  );
  return picked?.sha;
}

export async function learnFromChange(
  services: HostServices,
  history: TerminalHistory,
  args: LearnArgs = {},
): Promise<JobSummary | undefined> {
  if (!services.workspaceRoot) return void vscode.window.showWarningMessage(vscode.l10n.t('ACT: open a folder first.'));
  if (!ensureTrusted()) return undefined;
  try {
    let commit = typeof args.commit === 'string' ? args.commit : undefined;
    if (!args.quiet && commit === undefined) {
      const what = await vscode.window.showQuickPick(
        [
          {
            label: `$(diff) ${vscode.l10n.t('Current changes')}`,
            description: vscode.l10n.t('working tree, uncommitted and untracked files included'),
            value: 'working',
          },
          { label: `$(git-commit) ${vscode.l10n.t('Last commit')}`, value: 'HEAD' },
          { label: `$(list-selection) ${vscode.l10n.t('Choose a commit…')}`, value: 'pick' },
        ],
        {
          title: vscode.l10n.t('ACT: Learn from This Change'),
          placeHolder: vscode.l10n.t('Which approved change should become a pattern?'),
        },
      );
      if (!what) return undefined;
      if (what.value === 'HEAD') commit = 'HEAD';
      if (what.value === 'pick') {
        commit = await pickCommit(services, vscode.l10n.t('The commit that holds the approved change'));
        if (!commit) return undefined;
      }
    }
    let task = typeof args.task === 'string' ? args.task : undefined;
    if (!args.quiet && task === undefined) {
      task = await vscode.window.showInputBox({
        title: vscode.l10n.t('ACT: Learn from This Change'),
        prompt: vscode.l10n.t("What was the task or the problem? (optional: it becomes the pattern's Problem section)"),
        placeHolder: vscode.l10n.t('e.g. Fix the N+1 query in users.ts'),
        ignoreFocusOut: true,
      });
      if (task === undefined) return undefined;
    }
    const job = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: vscode.l10n.t('ACT: taking a snapshot of the approved change…'),
      },
      () =>
        services.worker.request(
          'pipelineHarvest',
          {
            trusted: true,
            task: task || undefined,
            commit,
            trigger: commit && commit !== 'HEAD' ? 'commit' : 'command',
            source: 'command',
            history: history.take(),
          },
          { timeoutMs: 120_000 },
        ),
    );
    if (job.status === 'snapshot_failed') return job; // the alert already says why
    startedHere.add(job.id);
    const autoRun = vscode.workspace.getConfiguration('act.pipeline').get<boolean>('autoRun', true);
    void vscode.window.showInformationMessage(
      `${vscode.l10n.t('ACT: snapshot taken for "{0}" ({1}).', job.title, job.commit?.slice(0, 8) ?? '')} ${autoRun ? vscode.l10n.t('Validating it in the background.') : vscode.l10n.t('Run it from "ACT: Show Learning Jobs".')}`,
    );
    return job;
  } catch (e) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('ACT: could not start the learning run: {0}', (e as Error).message),
    );
    return undefined;
  }
}

export async function learnFromCommit(
  services: HostServices,
  history: TerminalHistory,
  arg?: unknown,
): Promise<JobSummary | undefined> {
  if (!services.workspaceRoot || !ensureTrusted()) return undefined;
  const sha =
    typeof arg === 'string'
      ? arg
      : await pickCommit(services, vscode.l10n.t('The commit to learn from')).catch(() => undefined);
  if (!sha) return undefined;
  return learnFromChange(services, history, { commit: sha });
}
