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

export async function runEvolveCommand(
  services: HostServices,
  args: EvolveArgs = {},
): Promise<EvolveResult | undefined> {
  if (!services.workspaceRoot) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('ACT: open a folder first — Evolve learns from the observations of a workspace.'),
    );
    return undefined;
  }
  let dryRun = args.dryRun;
  if (dryRun === undefined) {
    const pick = await vscode.window.showQuickPick(
      [
        {
          label: `$(eye) ${vscode.l10n.t('Preview (dry run)')}`,
          description: vscode.l10n.t('show what would change, write nothing'),
          dryRun: true,
        },
        {
          label: `$(sparkle) ${vscode.l10n.t('Evolve')}`,
          description: vscode.l10n.t('create/update instincts and skills'),
          dryRun: false,
        },
      ],
      {
        title: vscode.l10n.t('ACT: Evolve'),
        placeHolder: vscode.l10n.t('Analyse recent observations and evolve instincts and skills'),
      },
    );
    if (!pick) return undefined;
    dryRun = pick.dryRun;
  }
  try {
    const result = await vscode.window.withProgress(
      {
        location: vscode.ProgressLocation.Notification,
        title: dryRun ? vscode.l10n.t('ACT: previewing evolution…') : vscode.l10n.t('ACT: evolving…'),
      },
      () =>
        services.worker.request('evolve', {
          dryRun: !!dryRun,
          sinceDays: args.sinceDays,
          minConfidence: args.minConfidence,
        }),
    );
    services.log.info(
      `evolve${dryRun ? ' (dry run)' : ''}: ${result.instincts.length} instinct(s), ${result.skills.length} skill(s), ${result.ignored.length} ignored in ${result.durationMs.toFixed(0)} ms`,
    );
    if (args.showReport !== false) {
      await showReport(dryRun ? vscode.l10n.t('Evolution preview') : vscode.l10n.t('Evolution report'), result.report);
    }
    return result;
  } catch (e) {
    services.log.error('evolve failed', e);
    void vscode.window.showErrorMessage(vscode.l10n.t('ACT: Evolve failed: {0}', (e as Error).message));
    return undefined;
  }
}
