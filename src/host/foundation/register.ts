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
    vscode.commands.registerCommand('act.evolve', (args?: EvolveArgs) => runEvolveCommand(services, typeof args === 'object' && args ? args : {})),
    vscode.commands.registerCommand('act.recordObservation', () => recordObservation(services)),
    vscode.commands.registerCommand('act.showLog', () => services.output.show(true)),
    vscode.commands.registerCommand('act.status', async () => {
      if (!services.workspaceRoot) return void vscode.window.showWarningMessage('ACT: open a folder first.');
      try {
        const s = await services.worker.request('status', {});
        const lines = [
          `# ACT status`, '', `- Workspace: \`${s.workspace}\``,
          `- Observations: **${s.total}** (${Object.entries(s.counts).map(([t, n]) => `${t} ${n}`).join(', ')})`,
          `- Active log: ${s.activeLogCount} lines, ${(s.activeLogBytes / 1024).toFixed(1)} KB; archives: ${s.archives.join(', ') || 'none'}`,
          `- Rejected lines: ${s.rejectedTotal}`, ...s.rejected.slice(0, 20).map((r) => `  - \`${r.source}:${r.line}\`: ${r.reason}`),
          `- Last evolution: ${s.lastEvolution ? `${s.lastEvolution.at}: ${s.lastEvolution.instincts} instinct(s), ${s.lastEvolution.skills} skill(s)` : 'never'}`,
          ...(s.lastPreview ? [`- Last preview (dry run, nothing written): ${s.lastPreview.at}: would give ${s.lastPreview.instincts} instinct(s), ${s.lastPreview.skills} skill(s)`] : []),
          ...(s.store.rebuiltReason ? [`- Store: ${s.store.rebuiltReason}`] : []),
        ];
        await showReport('ACT status', lines.join('\n'));
        return s;
      } catch (e) {
        void vscode.window.showErrorMessage(`ACT: status failed: ${(e as Error).message}`);
      }
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('act') && services.worker.running) void services.worker.request('updateSettings', readWorkerSettings()).catch(() => undefined);
    }),
  ];
}
