// "ACT: Record Observation": type, text, optional tags; logged through the worker like any capture.
import * as vscode from 'vscode';
import { BASE_CONFIDENCE, OBSERVATION_TYPES, type ObservationType } from '../../core/observation';
import type { HostServices } from '../services';

const DESCRIPTIONS: Record<ObservationType, string> = {
  pattern: 'a recurring behaviour',
  correction: 'you corrected the assistant',
  preference: 'a preference, stated or inferred',
  error: 'a mistake made by the assistant',
  success: 'something you validated',
};

export async function recordObservation(services: HostServices): Promise<void> {
  if (!services.workspaceRoot) {
    void vscode.window.showWarningMessage('ACT: open a folder first — observations belong to a workspace.');
    return;
  }
  const type = await vscode.window.showQuickPick(
    OBSERVATION_TYPES.map((t) => ({ label: t, description: DESCRIPTIONS[t], detail: `base confidence ${BASE_CONFIDENCE[t].base}` })),
    { title: 'ACT: Record Observation (1/3)', placeHolder: 'What kind of observation?' },
  );
  if (!type) return;
  const text = await vscode.window.showInputBox({
    title: 'ACT: Record Observation (2/3)', prompt: 'Describe what was observed, short and specific',
    placeHolder: 'e.g. Prefers early returns over nested if/else',
    validateInput: (v) => (v.trim() ? (v.length > 2000 ? 'At most 2000 characters' : undefined) : 'An observation cannot be empty'),
  });
  if (!text) return;
  const tags = await vscode.window.showInputBox({ title: 'ACT: Record Observation (3/3)', prompt: 'Tags, comma-separated (optional)', placeHolder: 'code, style' });
  if (tags === undefined) return;
  const file = vscode.window.activeTextEditor?.document.uri.scheme === 'file' ? vscode.workspace.asRelativePath(vscode.window.activeTextEditor.document.uri) : undefined;
  try {
    const r = await services.worker.observe({
      type: type.label as ObservationType, observation: text.trim(),
      context: { task: 'manual', ...(file ? { file } : {}) },
      tags: tags.split(',').map((t) => t.trim()).filter(Boolean),
    }, 'vscode:manual');
    if (!r.ok) void vscode.window.showErrorMessage(`ACT: observation rejected: ${r.reason}`);
    else void vscode.window.showInformationMessage(r.duplicate ? 'ACT: the same observation was already recorded in the last 10 minutes.' : 'ACT: observation recorded.');
  } catch (e) {
    services.log.error('record observation failed', e);
    void vscode.window.showErrorMessage(`ACT: could not record the observation: ${(e as Error).message}`);
  }
}
