// "ACT: Record Observation": type, text, optional tags; logged through the worker like any capture.
import * as vscode from 'vscode';
import { BASE_CONFIDENCE, OBSERVATION_TYPES, type ObservationType } from '../../core/observation';
import type { HostServices } from '../services';

const DESCRIPTIONS: Record<ObservationType, () => string> = {
  pattern: () => vscode.l10n.t('a recurring behaviour'),
  correction: () => vscode.l10n.t('you corrected the assistant'),
  preference: () => vscode.l10n.t('a preference, stated or inferred'),
  error: () => vscode.l10n.t('a mistake made by the assistant'),
  success: () => vscode.l10n.t('something you validated'),
};

export async function recordObservation(services: HostServices): Promise<void> {
  if (!services.workspaceRoot) {
    void vscode.window.showWarningMessage(
      vscode.l10n.t('ACT: open a folder first — observations belong to a workspace.'),
    );
    return;
  }
  const type = await vscode.window.showQuickPick(
    OBSERVATION_TYPES.map((t) => ({
      label: t,
      description: DESCRIPTIONS[t](),
      detail: vscode.l10n.t('base confidence {0}', BASE_CONFIDENCE[t].base),
    })),
    { title: vscode.l10n.t('ACT: Record Observation (1/3)'), placeHolder: vscode.l10n.t('What kind of observation?') },
  );
  if (!type) return;
  const text = await vscode.window.showInputBox({
    title: vscode.l10n.t('ACT: Record Observation (2/3)'),
    prompt: vscode.l10n.t('Describe what was observed, short and specific'),
    placeHolder: vscode.l10n.t('e.g. Prefers early returns over nested if/else'),
    validateInput: (v) =>
      v.trim()
        ? v.length > 2000
          ? vscode.l10n.t('At most 2000 characters')
          : undefined
        : vscode.l10n.t('An observation cannot be empty'),
  });
  if (!text) return;
  const tags = await vscode.window.showInputBox({
    title: vscode.l10n.t('ACT: Record Observation (3/3)'),
    prompt: vscode.l10n.t('Tags, comma-separated (optional)'),
    placeHolder: vscode.l10n.t('code, style'),
  });
  if (tags === undefined) return;
  const file =
    vscode.window.activeTextEditor?.document.uri.scheme === 'file'
      ? vscode.workspace.asRelativePath(vscode.window.activeTextEditor.document.uri)
      : undefined;
  try {
    const r = await services.worker.observe(
      {
        type: type.label as ObservationType,
        observation: text.trim(),
        context: { task: 'manual', ...(file ? { file } : {}) },
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      },
      'vscode:manual',
    );
    if (!r.ok) void vscode.window.showErrorMessage(vscode.l10n.t('ACT: observation rejected: {0}', r.reason ?? ''));
    else
      void vscode.window.showInformationMessage(
        r.duplicate
          ? vscode.l10n.t('ACT: the same observation was already recorded in the last 10 minutes.')
          : vscode.l10n.t('ACT: observation recorded.'),
      );
  } catch (e) {
    services.log.error('record observation failed', e);
    void vscode.window.showErrorMessage(
      vscode.l10n.t('ACT: could not record the observation: {0}', (e as Error).message),
    );
  }
}
