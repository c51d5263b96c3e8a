// "ACT: Evolve": choose preview or apply, run in the worker with progress, show the report.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type { EvolveResult } from '../../protocol/worker';
import { showReport } from '../reportDocument';

export interface EvolveArgs {
  dryRun?: boolean;
  sinceDays?: number;
  minConfidence?: number;
  /** When false, no report document is opened (used by the sidebar, which shows its own). */
  showReport?: boolean;
}

export async function runEvolveCommand(services: HostServices, args: EvolveArgs = {}): Promise<EvolveResult | undefined> {
  if (!services.workspaceRoot) {
    void vscode.window.showWarningMessage('ACT: open a folder first — Evolve learns from the observations of a workspace.');
    return undefined;
  }
  let dryRun = args.dryRun;
  if (dryRun === undefined) {
    const pick = await vscode.window.showQuickPick(
      [
        { label: '$(eye) Preview (dry run)', description: 'show what would change, write nothing', dryRun: true },
        { label: '$(sparkle) Evolve', description: 'create/update instincts and skills', dryRun: false },
      ],
      { title: 'ACT: Evolve', placeHolder: 'Analyse recent observations and evolve instincts and skills' },
    );
    if (!pick) return undefined;
    dryRun = pick.dryRun;
  }
  try {
    const result = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: dryRun ? 'ACT: previewing evolution…' : 'ACT: evolving…' },
      () => services.worker.request('evolve', { dryRun: !!dryRun, sinceDays: args.sinceDays, minConfidence: args.minConfidence }),
    );
    services.log.info(`evolve${dryRun ? ' (dry run)' : ''}: ${result.instincts.length} instinct(s), ${result.skills.length} skill(s), ${result.ignored.length} ignored in ${result.durationMs.toFixed(0)} ms`);
    if (args.showReport !== false) {
      await showReport(dryRun ? 'Evolution preview' : 'Evolution report', result.report);
    }
    return result;
  } catch (e) {
    services.log.error('evolve failed', e);
    void vscode.window.showErrorMessage(`ACT: Evolve failed: ${(e as Error).message}`);
    return undefined;
  }
}
