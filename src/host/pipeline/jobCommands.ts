// Learning jobs in the UI: the list with what each status allows, the first-run confirmation
// (modal), manual recovery of a stalled snapshot and re-queueing with a signed scenario form.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type { JobStatus, JobSummary } from '../../protocol/pipeline';
import { ensureTrusted } from './learnCommands';

const ICON: Record<JobStatus, string> = {
  queued: '$(clock)',
  awaiting_confirmation: '$(shield)',
  running: '$(sync~spin)',
  snapshot_failed: '$(error)',
  stalled_snapshot: '$(debug-pause)',
  needs_manual_scenario: '$(edit)',
  validation_failed: '$(testing-failed-icon)',
  crystallized: '$(lightbulb)',
  cancelled: '$(circle-slash)',
};

const jobIdOf = (arg: unknown): string | undefined =>
  typeof arg === 'string'
    ? arg
    : arg && typeof arg === 'object' && typeof (arg as { id?: unknown }).id === 'string'
      ? (arg as { id: string }).id
      : undefined;

async function pickJob(
  services: HostServices,
  statuses: JobStatus[] | undefined,
  title: string,
): Promise<JobSummary | undefined> {
  const jobs = (await services.worker.request('jobsList', { limit: 200 })).filter(
    (j) => !statuses || statuses.includes(j.status),
  );
  if (!jobs.length) {
    void vscode.window.showInformationMessage(
      statuses
        ? vscode.l10n.t('ACT: no learning job needs this.')
        : vscode.l10n.t('ACT: no learning jobs yet. Use "ACT: Learn from This Change" after approving a change.'),
    );
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    jobs.map((j) => ({
      label: `${ICON[j.status]} ${j.title}`,
      description: `${j.status.replace(/_/g, ' ')}${j.blocked ? ` · ${vscode.l10n.t('blocked')}` : ''}`,
      detail: `${j.id} · ${j.createdAt.slice(0, 16).replace('T', ' ')}${j.error ? ` · ${j.error.slice(0, 120)}` : ''}`,
      job: j,
    })),
    { title, matchOnDetail: true, matchOnDescription: true },
  );
  return picked?.job;
}

const open = (path: string | undefined) =>
  path && vscode.window.showTextDocument(vscode.Uri.file(path), { preview: false });

/** The first-run confirmation: a modal listing exactly what will run. */
export async function confirmAndRun(services: HostServices, job: JobSummary): Promise<void> {
  if (!ensureTrusted()) return;
  const commands = job.pendingCommands ?? [];
  const run = vscode.l10n.t('Run');
  const choice = await vscode.window.showWarningMessage(
    vscode.l10n.t('ACT: run the learning scenario for "{0}"?', job.title),
    {
      modal: true,
      detail: [
        vscode.l10n.t(
          'This is the first learning run in this workspace. These commands will run in a temporary git worktree of the snapshot (outside your folder, with a time limit):',
        ),
        commands.map((c) => `$ ${c}`).join('\n'),
        vscode.l10n.t(
          'Later runs will not ask again. To restrict what may run, use the setting act.pipeline.allowListOnly.',
        ),
      ].join('\n\n'),
    },
    run,
  );
  if (choice !== run) return;
  await services.worker.request('jobRun', { id: job.id, confirm: true, trusted: true });
}

export async function approveRecovery(services: HostServices, arg?: unknown): Promise<void> {
  try {
    const id =
      jobIdOf(arg) ??
      (await pickJob(services, ['stalled_snapshot'], vscode.l10n.t('ACT: Approve Snapshot Recovery')))?.id;
    if (!id) return;
    const job = await services.worker.request('jobGet', { id });
    const note = await vscode.window.showInputBox({
      title: vscode.l10n.t('ACT: recover {0}', job.id),
      prompt: vscode.l10n.t(
        'Stalled: {0}. Confirm that snapshot commit {1} ({2}) is what was approved; the diff is rebuilt from it and the job re-queued, with you recorded as the approver.',
        job.error ?? vscode.l10n.t('see the manifest'),
        job.commit?.slice(0, 12) ?? '',
        job.tag ?? '',
      ),
      placeHolder: vscode.l10n.t('note for the audit trail (optional)'),
      ignoreFocusOut: true,
    });
    if (note === undefined) return;
    const r = await services.worker.request('jobApproveRecovery', { id, note: note || undefined });
    void vscode.window.showInformationMessage(
      vscode.l10n.t('ACT: recovery approved; "{0}" is {1}.', r.title, r.status),
    );
  } catch (e) {
    void vscode.window.showErrorMessage(vscode.l10n.t('ACT: recovery failed: {0}', (e as Error).message));
  }
}

export async function requeueWithScenario(services: HostServices, arg?: unknown): Promise<void> {
  try {
    const id =
      jobIdOf(arg) ??
      (
        await pickJob(
          services,
          ['needs_manual_scenario', 'validation_failed'],
          vscode.l10n.t('ACT: Re-queue Job with Manual Scenario'),
        )
      )?.id;
    if (!id) return;
    const formPath =
      arg && typeof arg === 'object' && typeof (arg as { formPath?: unknown }).formPath === 'string'
        ? (arg as { formPath: string }).formPath
        : undefined;
    const dirty = vscode.workspace.textDocuments.find((d) => d.isDirty && d.uri.fsPath === (formPath ?? ''));
    if (dirty) await dirty.save();
    const r = await services.worker.request('jobSubmitScenario', { id, formPath });
    void vscode.window.showInformationMessage(
      vscode.l10n.t('ACT: scenario accepted; "{0}" is {1}.', r.title, r.status),
    );
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: ${(e as Error).message}`);
  }
}

export async function showJobs(services: HostServices): Promise<void> {
  try {
    const job = await pickJob(services, undefined, vscode.l10n.t('ACT: Learning Jobs'));
    if (!job) return;
    type Action = vscode.QuickPickItem & { run: () => unknown };
    const actions: Action[] = [];
    if (job.status === 'awaiting_confirmation')
      actions.push({
        label: `$(shield) ${vscode.l10n.t('Review the commands and run…')}`,
        run: () => confirmAndRun(services, job),
      });
    if (job.status === 'queued' || job.status === 'validation_failed')
      actions.push({
        label: `$(run) ${vscode.l10n.t('Run now')}`,
        run: () => services.worker.request('jobRun', { id: job.id, trusted: vscode.workspace.isTrusted }),
      });
    if (job.status === 'stalled_snapshot')
      actions.push({
        label: `$(unlock) ${vscode.l10n.t('Approve recovery…')}`,
        run: () => approveRecovery(services, job.id),
      });
    if (job.formPath && (job.status === 'needs_manual_scenario' || job.status === 'validation_failed')) {
      actions.push({ label: `$(edit) ${vscode.l10n.t('Open the scenario form')}`, run: () => open(job.formPath) });
      actions.push({
        label: `$(debug-restart) ${vscode.l10n.t('Re-queue with the signed form')}`,
        run: () => requeueWithScenario(services, { id: job.id, formPath: job.formPath }),
      });
    }
    if (job.candidateId)
      actions.push({
        label: `$(lightbulb) ${vscode.l10n.t('Open the candidate pattern')}`,
        run: async () => open((await services.worker.request('patternGet', { id: job.candidateId! })).path),
      });
    if (job.manifestPath)
      actions.push({ label: `$(json) ${vscode.l10n.t('Open the run manifest')}`, run: () => open(job.manifestPath) });
    if (!['running', 'cancelled', 'crystallized'].includes(job.status))
      actions.push({
        label: `$(trash) ${vscode.l10n.t('Cancel this job')}`,
        run: () => services.worker.request('jobCancel', { id: job.id }),
      });
    const a = await vscode.window.showQuickPick(actions, {
      title: job.title,
      placeHolder: `${job.status.replace(/_/g, ' ')}${job.error ? ` — ${job.error}` : ''}`,
    });
    await a?.run();
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: ${(e as Error).message}`);
  }
}
