// Capture on the extension host (issue 3): edit, commit, task and terminal listeners, transcript
// following, and the capture commands. Listeners only batch and hand off to the worker.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { editUserRules, importTranscripts, learnGitHistory, recordFeedback, showFeedbackStats } from './commands';
import { registerCommitCapture } from './commitListener';
import { registerEditCapture } from './editListener';
import { registerRunCapture } from './runListener';
import { registerTranscriptFollowing } from './transcriptWatcher';

export function registerCapture(services: HostServices): vscode.Disposable[] {
  // Settings are read on each event (cheap, cached by VS Code) so toggles apply without reload.
  const on = (key: string) => () => vscode.workspace.getConfiguration('act').get<boolean>(`capture.${key}`) !== false;
  return [
    vscode.commands.registerCommand('act.learnGitHistory', () => learnGitHistory(services)),
    vscode.commands.registerCommand(
      'act.recordFeedback',
      (args?: { kind?: 'win' | 'loss'; note?: string; source?: string }) =>
        recordFeedback(services, typeof args === 'object' && args ? args : undefined),
    ),
    vscode.commands.registerCommand('act.editUserRules', () => editUserRules(services)),
    vscode.commands.registerCommand('act.importTranscripts', (uri?: vscode.Uri, uris?: vscode.Uri[]) =>
      importTranscripts(services, uris ?? (uri instanceof vscode.Uri ? [uri] : undefined)),
    ),
    vscode.commands.registerCommand('act.showFeedbackStats', () => showFeedbackStats(services)),
    ...registerEditCapture(services, on('edits.enabled')),
    ...registerCommitCapture(services, on('git.enabled')),
    ...registerRunCapture(services, { tasks: on('tasks.enabled'), terminal: on('terminal.enabled') }),
    ...registerTranscriptFollowing(services, on('transcripts.enabled')),
  ];
}
