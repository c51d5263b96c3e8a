// CodeLens on the files people review: a pattern under .agent/patterns/ gets the decisions its
// folder allows; a manual-scenario form under .runs/ gets "Re-queue with this scenario".
import * as vscode from 'vscode';
import { basename, dirname, sep } from 'node:path';
import type { HostServices } from '../services';

const ACTIONS: Record<string, () => Array<[string, string, string]>> = {
  candidates: () => [
    [`$(check) ${vscode.l10n.t('Approve')}`, 'act.approvePattern', vscode.l10n.t('Move to active/: assistants will follow it')],
    [`$(close) ${vscode.l10n.t('Reject')}`, 'act.rejectPattern', vscode.l10n.t('Move to rejected/ with a reason')],
    [`$(archive) ${vscode.l10n.t('Deprecate')}`, 'act.deprecatePattern', vscode.l10n.t('Move to deprecated/: flagged if it comes back')],
  ],
  active: () => [[`$(archive) ${vscode.l10n.t('Deprecate')}`, 'act.deprecatePattern', vscode.l10n.t('Stop giving it to assistants; flag it if it comes back')]],
  deprecated: () => [[`$(history) ${vscode.l10n.t('Reinstate (Approve)')}`, 'act.approvePattern', vscode.l10n.t('Move back to active/')]],
  rejected: () => [[`$(history) ${vscode.l10n.t('Approve after all')}`, 'act.approvePattern', vscode.l10n.t('Move to active/')]],
};

export class PipelineCodeLens implements vscode.CodeLensProvider {
  private readonly emitter = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.emitter.event;

  refresh(): void {
    this.emitter.fire();
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const parts = doc.uri.fsPath.split(sep);
    const top = new vscode.Range(0, 0, 0, 0);
    const folder = basename(dirname(doc.uri.fsPath));
    if (parts.includes('.agent') && parts.includes('patterns') && ACTIONS[folder]) {
      const id = basename(doc.uri.fsPath, '.md');
      return ACTIONS[folder]().map(([title, command, tooltip]) => new vscode.CodeLens(top, { title, command, tooltip, arguments: [id] }));
    }
    if (parts.includes('.runs') && basename(doc.uri.fsPath) === 'manual-scenario.md') {
      const jobId = parts[parts.indexOf('.runs') + 1];
      return [new vscode.CodeLens(top, { title: `$(run) ${vscode.l10n.t('Re-queue with this scenario (save and sign first)')}`, command: 'act.pipeline.requeueWithScenario', tooltip: vscode.l10n.t('Reads the signed form and re-queues the learning job'), arguments: [{ id: jobId, formPath: doc.uri.fsPath }] })];
    }
    return [];
  }

  dispose(): void {
    this.emitter.dispose();
  }
}

export function registerCodeLens(services: HostServices): vscode.Disposable[] {
  const provider = new PipelineCodeLens();
  return [
    provider,
    vscode.languages.registerCodeLensProvider([{ pattern: '**/.agent/patterns/**/*.md' }, { pattern: '**/.runs/**/manual-scenario.md' }], provider),
    services.worker.onEvent('changed', ({ keys }) => {
      if (keys.includes('patterns') || keys.includes('jobs')) provider.refresh();
    }),
  ];
}
