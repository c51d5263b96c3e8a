// The learning pipeline's VS Code side (issue 6): triggers (command, marked commit, terminal
// history for the harvest), pattern decisions (palette, CodeLens), job handling and alerts, the
// language model for the Crystalizer, and settings/trust sync. Heavy work stays in the worker.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { registerAlerts } from './alerts';
import { registerCodeLens } from './codeLens';
import { registerCommitMarker } from './commitMarker';
import { registerConfigSync } from './config';
import { approveRecovery, requeueWithScenario, showJobs } from './jobCommands';
import { learnFromChange, learnFromCommit, type LearnArgs } from './learnCommands';
import { registerLanguageModelAuthor } from './lmAuthor';
import { decidePattern } from './patternCommands';
import { PatternActions, registerPatternActions } from './patternContext';
import { TerminalHistory } from './terminalHistory';

export function registerPipeline(services: HostServices): vscode.Disposable[] {
  const history = new TerminalHistory();
  const patterns = new PatternActions(services);
  const cmd = (id: string, fn: (...args: unknown[]) => unknown) => vscode.commands.registerCommand(id, fn);
  return [
    history,
    ...registerConfigSync(services),
    cmd('act.learnFromChange', (arg) =>
      learnFromChange(
        services,
        history,
        arg && typeof arg === 'object' && !(arg instanceof vscode.Uri) ? (arg as LearnArgs) : {},
      ),
    ),
    cmd('act.learnFromCommit', (arg) => learnFromCommit(services, history, arg)),
    cmd('act.approvePattern', (arg) => decidePattern(services, 'approve', arg)),
    cmd('act.rejectPattern', (arg) => decidePattern(services, 'reject', arg)),
    cmd('act.deprecatePattern', (arg) => decidePattern(services, 'deprecate', arg)),
    cmd('act.pipeline.showJobs', () => showJobs(services)),
    cmd('act.pipeline.approveRecovery', (arg) => approveRecovery(services, arg)),
    cmd('act.pipeline.requeueWithScenario', (arg) => requeueWithScenario(services, arg)),
    ...registerPatternActions(services, patterns),
    ...registerCodeLens(services, patterns),
    ...registerAlerts(services),
    ...registerLanguageModelAuthor(services),
    ...registerCommitMarker(services, history),
  ];
}
