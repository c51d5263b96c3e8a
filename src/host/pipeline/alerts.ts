// The pipeline's visible alerts: a status bar item counting jobs that need a person (and showing
// a run in progress), and a notification per alert with the action that resolves it.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type { JobSummary, PipelineAlert } from '../../protocol/pipeline';
import { approveRecovery, confirmAndRun, requeueWithScenario } from './jobCommands';
import { startedHere } from './learnCommands';

const NEEDS_PERSON = new Set(['awaiting_confirmation', 'stalled_snapshot', 'needs_manual_scenario', 'snapshot_failed']);
const DAY = 24 * 3600_000;

const open = (path: string | undefined) =>
  path && vscode.window.showTextDocument(vscode.Uri.file(path), { preview: false });

export function registerAlerts(services: HostServices): vscode.Disposable[] {
  const item = vscode.window.createStatusBarItem('act.pipeline', vscode.StatusBarAlignment.Left, 50);
  item.name = vscode.l10n.t('ACT learning pipeline');
  item.command = 'act.pipeline.showJobs';
  let pending: NodeJS.Timeout | undefined;

  const refresh = () => {
    clearTimeout(pending);
    pending = setTimeout(async () => {
      try {
        const jobs = await services.worker.request('jobsList', { limit: 200 });
        render(jobs);
      } catch {
        item.hide();
      }
    }, 300);
  };
  const render = (jobs: JobSummary[]) => {
    const now = Date.now();
    const attention = jobs.filter(
      (j) => NEEDS_PERSON.has(j.status) && (j.status !== 'snapshot_failed' || now - Date.parse(j.updatedAt) < DAY),
    );
    const running = jobs.filter((j) => j.status === 'running' || j.status === 'queued');
    if (!attention.length && !running.length) return item.hide();
    item.text = `${running.length ? '$(sync~spin)' : '$(mortar-board)'} ${attention.length ? vscode.l10n.t('{0} need you', attention.length) : vscode.l10n.t('learning…')}`;
    item.tooltip = new vscode.MarkdownString(
      [
        ...attention.map((j) => `- **${j.status.replace(/_/g, ' ')}**: ${escape(j.title)}`),
        ...running.map((j) => `- ${j.status}: ${escape(j.title)}`),
        '',
        vscode.l10n.t('Click to see the learning jobs.'),
      ].join('\n'),
    );
    item.backgroundColor = attention.some((j) => j.status === 'stalled_snapshot' || j.status === 'snapshot_failed')
      ? new vscode.ThemeColor('statusBarItem.warningBackground')
      : undefined;
    item.show();
  };

  const onAlert = async (a: PipelineAlert) => {
    try {
      if (a.kind === 'awaiting_confirmation' && a.jobId) {
        const job = await services.worker.request('jobGet', { id: a.jobId });
        // A run the person just asked for gets its modal at once; a background one asks first.
        if (startedHere.has(a.jobId)) return void (await confirmAndRun(services, job));
        const b = await vscode.window.showInformationMessage(a.message, vscode.l10n.t('Review and Run…'));
        if (b) await confirmAndRun(services, job);
        return;
      }
      if (a.kind === 'candidate') {
        const [openIt, approve, reject] = [vscode.l10n.t('Open'), vscode.l10n.t('Approve'), vscode.l10n.t('Reject…')];
        const b = await vscode.window.showInformationMessage(`ACT: ${a.message}`, openIt, approve, reject);
        if (b === openIt) await open(a.path);
        if (b === approve) await vscode.commands.executeCommand('act.approvePattern', a.patternId);
        if (b === reject) await vscode.commands.executeCommand('act.rejectPattern', a.patternId);
        return;
      }
      if (a.kind === 'stalled_snapshot') {
        const [recover, manifest] = [vscode.l10n.t('Approve Recovery…'), vscode.l10n.t('Open Manifest')];
        const b = await vscode.window.showWarningMessage(`ACT: ${a.message}`, recover, manifest);
        if (b === recover) await approveRecovery(services, a.jobId);
        if (b === manifest) await open(a.path);
        return;
      }
      if (a.kind === 'needs_manual_scenario') {
        const [form, requeue] = [vscode.l10n.t('Open Form'), vscode.l10n.t('Re-queue')];
        const b = await vscode.window.showWarningMessage(`ACT: ${a.message}`, form, requeue);
        if (b === form) await open(a.path);
        if (b === requeue) await requeueWithScenario(services, { id: a.jobId, formPath: a.path });
        return;
      }
      if (a.kind === 'deprecated_reintroduced') {
        const b = await vscode.window.showWarningMessage(`ACT: ${a.message}`, vscode.l10n.t('Open Pattern'));
        if (b && a.patternId) await open((await services.worker.request('patternGet', { id: a.patternId })).path);
        return;
      }
      if (a.kind === 'untrusted') return; // the command that caused it already explained
      const show = a.level === 'error' ? vscode.window.showErrorMessage : vscode.window.showWarningMessage;
      const [manifest, log] = [vscode.l10n.t('Open Manifest'), vscode.l10n.t('Show Log')];
      const b = await show(`ACT: ${a.message}`, ...(a.path ? [manifest] : []), log);
      if (b === manifest) await open(a.path);
      if (b === log) services.output.show(true);
    } catch (e) {
      services.log.warn(`pipeline alert: ${(e as Error).message}`);
    }
  };

  refresh();
  return [
    item,
    { dispose: () => clearTimeout(pending) },
    services.worker.onEvent('changed', ({ keys }) => {
      if (keys.includes('jobs')) refresh();
    }),
    services.worker.onEvent('pipelineAlert', (a) => {
      services.log.info(`pipeline: ${(a as PipelineAlert).message}`);
      void onAlert(a as PipelineAlert);
    }),
  ];
}

const escape = (s: string) => s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, '\\$&');
