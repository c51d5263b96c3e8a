// CodeLens on the files people review: a pattern under .agent/patterns/ gets the decisions the
// worker's Pattern Library allows for it; a manual-scenario form under .runs/ gets "Re-queue
// with this scenario".
import * as vscode from 'vscode';
import { basename, sep } from 'node:path';
import type { HostServices } from '../services';
import type { PatternDecision, PatternStatus } from '../../protocol/pipeline';
import type { PatternActions } from './patternContext';

const LENS: Record<
  PatternDecision,
  { command: string; title: (from: PatternStatus) => string; tooltip: () => string }
> = {
  approve: {
    command: 'act.approvePattern',
    title: (from) =>
      from === 'candidate'
        ? `$(check) ${vscode.l10n.t('Approve')}`
        : `$(history) ${vscode.l10n.t('Reinstate (Approve)')}`,
    tooltip: () => vscode.l10n.t('Move to active/: assistants will follow it'),
  },
  reject: {
    command: 'act.rejectPattern',
    title: () => `$(close) ${vscode.l10n.t('Reject')}`,
    tooltip: () => vscode.l10n.t('Move to rejected/ with a reason'),
  },
  deprecate: {
    command: 'act.deprecatePattern',
    title: () => `$(archive) ${vscode.l10n.t('Deprecate')}`,
    tooltip: () => vscode.l10n.t('Move to deprecated/: no longer given to assistants, flagged if it comes back'),
  },
};

export class PipelineCodeLens implements vscode.CodeLensProvider {
  private readonly emitter = new vscode.EventEmitter<void>();
  readonly onDidChangeCodeLenses = this.emitter.event;

  constructor(private readonly patterns: PatternActions) {}

  refresh(): void {
    this.emitter.fire();
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const parts = doc.uri.fsPath.split(sep);
    const top = new vscode.Range(0, 0, 0, 0);
    const pattern = this.patterns.get(doc.uri.fsPath);
    if (pattern) {
      const id = basename(doc.uri.fsPath, '.md');
      return pattern.actions.map(
        (d) =>
          new vscode.CodeLens(top, {
            title: LENS[d].title(pattern.status),
            command: LENS[d].command,
            tooltip: LENS[d].tooltip(),
            arguments: [id],
          }),
      );
    }
    if (parts.includes('.runs') && basename(doc.uri.fsPath) === 'manual-scenario.md') {
      const jobId = parts[parts.indexOf('.runs') + 1];
      return [
        new vscode.CodeLens(top, {
          title: `$(run) ${vscode.l10n.t('Re-queue with this scenario (save and sign first)')}`,
          command: 'act.pipeline.requeueWithScenario',
          tooltip: vscode.l10n.t('Reads the signed form and re-queues the learning job'),
          arguments: [{ id: jobId, formPath: doc.uri.fsPath }],
        }),
      ];
    }
    return [];
  }

  dispose(): void {
    this.emitter.dispose();
  }
}

export function registerCodeLens(services: HostServices, patterns: PatternActions): vscode.Disposable[] {
  const provider = new PipelineCodeLens(patterns);
  return [
    provider,
    patterns.onDidChange(() => provider.refresh()),
    vscode.languages.registerCodeLensProvider(
      [{ pattern: '**/.agent/patterns/**/*.md' }, { pattern: '**/.runs/**/manual-scenario.md' }],
      provider,
    ),
    services.worker.onEvent('changed', ({ keys }) => {
      if (keys.includes('jobs')) provider.refresh();
    }),
  ];
}
