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

const jobIdOf = (arg: unknown): string | undefined => (typeof arg === 'string' ? arg : arg && typeof arg === 'object' && typeof (arg as { id?: unknown }).id === 'string' ? (arg as { id: string }).id : undefined);

async function pickJob(services: HostServices, statuses: JobStatus[] | undefined, title: string): Promise<JobSummary | undefined> {
  const jobs = (await services.worker.request('jobsList', { limit: 200 })).filter((j) => !statuses || statuses.includes(j.status));
  if (!jobs.length) {
    void vscode.window.showInformationMessage(statuses ? 'ACT: no learning job needs this.' : 'ACT: no learning jobs yet. Use "ACT: Learn from This Change" after approving a change.');
    return undefined;
  }
  const picked = await vscode.window.showQuickPick(
    jobs.map((j) => ({ label: `${ICON[j.status]} ${j.title}`, description: `${j.status.replace(/_/g, ' ')}${j.blocked ? ' · blocked' : ''}`, detail: `${j.id} · ${j.createdAt.slice(0, 16).replace('T', ' ')}${j.error ? ` · ${j.error.slice(0, 120)}` : ''}`, job: j })),
    { title, matchOnDetail: true, matchOnDescription: true },
  );
  return picked?.job;
}

const open = (path: string | undefined) => path && vscode.window.showTextDocument(vscode.Uri.file(path), { preview: false });

/** The first-run confirmation: a modal listing exactly what will run. */
export async function confirmAndRun(services: HostServices, job: JobSummary): Promise<void> {
  if (!ensureTrusted()) return;
  const commands = job.pendingCommands ?? [];
  const choice = await vscode.window.showWarningMessage(
    `ACT: run the learning scenario for "${job.title}"?`,
    { modal: true, detail: `This is the first learning run in this workspace. These commands will run in a temporary git worktree of the snapshot (outside your folder, with a time limit):\n\n${commands.map((c) => `$ ${c}`).join('\n')}\n\nLater runs will not ask again. To restrict what may run, use the setting act.pipeline.allowListOnly.` },
    'Run',
  );
  if (choice !== 'Run') return;
  await services.worker.request('jobRun', { id: job.id, confirm: true, trusted: true });
}

export async function approveRecovery(services: HostServices, arg?: unknown): Promise<void> {
  try {
    const id = jobIdOf(arg) ?? (await pickJob(services, ['stalled_snapshot'], 'ACT: Approve Snapshot Recovery'))?.id;
    if (!id) return;
    const job = await services.worker.request('jobGet', { id });
    const note = await vscode.window.showInputBox({
      title: `ACT: recover ${job.id}`,
      prompt: `Stalled: ${job.error ?? 'see the manifest'}. Confirm that snapshot commit ${job.commit?.slice(0, 12)} (${job.tag}) is what was approved; the diff is rebuilt from it and the job re-queued, with you recorded as the approver.`,
      placeHolder: 'note for the audit trail (optional)',
      ignoreFocusOut: true,
    });
    if (note === undefined) return;
    const r = await services.worker.request('jobApproveRecovery', { id, note: note || undefined });
    void vscode.window.showInformationMessage(`ACT: recovery approved; "${r.title}" is ${r.status}.`);
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: recovery failed: ${(e as Error).message}`);
  }
}

export async function requeueWithScenario(services: HostServices, arg?: unknown): Promise<void> {
  try {
    const id = jobIdOf(arg) ?? (await pickJob(services, ['needs_manual_scenario', 'validation_failed'], 'ACT: Re-queue Job with Manual Scenario'))?.id;
    if (!id) return;
    const formPath = arg && typeof arg === 'object' && typeof (arg as { formPath?: unknown }).formPath === 'string' ? (arg as { formPath: string }).formPath : undefined;
    const dirty = vscode.workspace.textDocuments.find((d) => d.isDirty && d.uri.fsPath === (formPath ?? ''));
    if (dirty) await dirty.save();
    const r = await services.worker.request('jobSubmitScenario', { id, formPath });
    void vscode.window.showInformationMessage(`ACT: scenario accepted; "${r.title}" is ${r.status}.`);
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: ${(e as Error).message}`);
  }
}

export async function showJobs(services: HostServices): Promise<void> {
  try {
    const job = await pickJob(services, undefined, 'ACT: Learning Jobs');
    if (!job) return;
    type Action = vscode.QuickPickItem & { run: () => unknown };
    const actions: Action[] = [];
    if (job.status === 'awaiting_confirmation') actions.push({ label: '$(shield) Review the commands and run…', run: () => confirmAndRun(services, job) });
    if (job.status === 'queued' || job.status === 'validation_failed') actions.push({ label: '$(run) Run now', run: () => services.worker.request('jobRun', { id: job.id, trusted: vscode.workspace.isTrusted }) });
    if (job.status === 'stalled_snapshot') actions.push({ label: '$(unlock) Approve recovery…', run: () => approveRecovery(services, job.id) });
    if (job.formPath && (job.status === 'needs_manual_scenario' || job.status === 'validation_failed')) {
      actions.push({ label: '$(edit) Open the scenario form', run: () => open(job.formPath) });
      actions.push({ label: '$(debug-restart) Re-queue with the signed form', run: () => requeueWithScenario(services, { id: job.id, formPath: job.formPath }) });
    }
    if (job.candidateId) actions.push({ label: '$(lightbulb) Open the candidate pattern', run: async () => open((await services.worker.request('patternGet', { id: job.candidateId! })).path) });
    if (job.manifestPath) actions.push({ label: '$(json) Open the run manifest', run: () => open(job.manifestPath) });
    if (!['running', 'cancelled', 'crystallized'].includes(job.status)) actions.push({ label: '$(trash) Cancel this job', run: () => services.worker.request('jobCancel', { id: job.id }) });
    const a = await vscode.window.showQuickPick(actions, { title: job.title, placeHolder: `${job.status.replace(/_/g, ' ')}${job.error ? ` — ${job.error}` : ''}` });
    await a?.run();
  } catch (e) {
    void vscode.window.showErrorMessage(`ACT: ${(e as Error).message}`);
  }
}
