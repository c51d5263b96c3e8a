// Foundation commands: Evolve, Record Observation, Show Log, Show Status; settings sync.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { runEvolveCommand, type EvolveArgs } from './evolveCommand';
import { recordObservation } from './recordObservation';
import { readWorkerSettings } from '../settings';
import { registerReportDocuments, showReport } from '../reportDocument';

export function registerFoundation(services: HostServices): vscode.Disposable[] {
  return [
    ...registerReportDocuments(),
    vscode.commands.registerCommand('act.evolve', (args?: EvolveArgs) =>
      runEvolveCommand(services, typeof args === 'object' && args ? args : {}),
    ),
    vscode.commands.registerCommand('act.recordObservation', () => recordObservation(services)),
    vscode.commands.registerCommand('act.showLog', () => services.output.show(true)),
    vscode.commands.registerCommand('act.status', async () => {
      if (!services.workspaceRoot)
        return void vscode.window.showWarningMessage(vscode.l10n.t('ACT: open a folder first.'));
      try {
        const s = await services.worker.request('status', {});
        const lines = [
          `# ${vscode.l10n.t('ACT status')}`,
          '',
          `- ${vscode.l10n.t('Workspace: {0}', `\`${s.workspace}\``)}`,
          `- ${vscode.l10n.t(
            'Observations: {0} ({1})',
            `**${s.total}**`,
            Object.entries(s.counts)
              .map(([k, n]) => `${k} ${n}`)
              .join(', '),
          )}`,
          `- ${vscode.l10n.t('Active log: {0} lines, {1} KB; archives: {2}', s.activeLogCount, (s.activeLogBytes / 1024).toFixed(1), s.archives.join(', ') || vscode.l10n.t('none'))}`,
          `- ${vscode.l10n.t('Rejected lines: {0}', s.rejectedTotal)}`,
          ...s.rejected.slice(0, 20).map((r) => `  - \`${r.source}:${r.line}\`: ${r.reason}`),
          `- ${s.lastEvolution ? vscode.l10n.t('Last evolution: {0}: {1} instinct(s), {2} skill(s)', s.lastEvolution.at, s.lastEvolution.instincts, s.lastEvolution.skills) : vscode.l10n.t('Last evolution: never')}`,
          ...(s.lastPreview
            ? [
                `- ${vscode.l10n.t('Last preview (dry run, nothing written): {0}: would give {1} instinct(s), {2} skill(s)', s.lastPreview.at, s.lastPreview.instincts, s.lastPreview.skills)}`,
              ]
            : []),
          ...(s.store.rebuiltReason ? [`- ${vscode.l10n.t('Store: {0}', s.store.rebuiltReason)}`] : []),
        ];
        await showReport(vscode.l10n.t('ACT status'), lines.join('\n'));
        return s;
      } catch (e) {
        void vscode.window.showErrorMessage(vscode.l10n.t('ACT: status failed: {0}', (e as Error).message));
      }
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('act') && services.worker.running)
        void services.worker.request('updateSettings', readWorkerSettings()).catch(() => undefined);
    }),
  ];
}
