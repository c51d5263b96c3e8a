// Tells the worker what it may do here: workspace trust and the act.pipeline.* settings. Sent at
// start, when trust is granted and when the settings change; the worker keeps it across restarts.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type { PipelineConfig } from '../../protocol/pipeline';

export function readPipelineConfig(): Partial<PipelineConfig> {
  const c = vscode.workspace.getConfiguration('act.pipeline');
  const out: Partial<PipelineConfig> = { trusted: vscode.workspace.isTrusted };
  const bool = (k: string) => c.get<unknown>(k);
  if (typeof bool('autoRun') === 'boolean') out.autoRun = bool('autoRun') as boolean;
  if (typeof bool('allowListOnly') === 'boolean') out.allowListOnly = bool('allowListOnly') as boolean;
  if (typeof bool('reuseDependencies') === 'boolean') out.reuseDependencies = bool('reuseDependencies') as boolean;
  if (typeof bool('learnFromChatApprovals') === 'boolean') out.chatTrigger = bool('learnFromChatApprovals') as boolean;
  const list = c.get<unknown>('allowedCommands');
  if (Array.isArray(list)) out.allowList = list.filter((x): x is string => typeof x === 'string');
  const timeout = c.get<unknown>('commandTimeoutSeconds');
  if (typeof timeout === 'number' && timeout >= 1) out.commandTimeoutSec = timeout;
  const kb = c.get<unknown>('maxOutputKb');
  if (typeof kb === 'number' && kb >= 4) out.maxOutputKb = kb;
  return out;
}

export function registerConfigSync(services: HostServices): vscode.Disposable[] {
  const send = () => {
    if (!services.workspaceRoot) return;
    services.worker
      .request('pipelineConfigure', readPipelineConfig())
      .catch((e: Error) => services.log.warn(`pipeline: could not send settings: ${e.message}`));
  };
  send();
  return [
    vscode.workspace.onDidGrantWorkspaceTrust(send),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('act.pipeline')) send();
    }),
  ];
}
