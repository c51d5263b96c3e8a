// Memory in VS Code (issue 4): settings pushed to the worker, the language-model adapter for
// the worker's LLM steps, the @act chat participant, language-model tools, commands, progress.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { readMemoryConfig, MEMORY_SECTIONS } from './config';
import { languageModelAvailable, registerLmAdapter } from './lmAdapter';
import { registerChatParticipant } from './chatParticipant';
import { registerLmTools } from './lmTools';
import { registerMemoryCommands } from './commands';
import { registerProgress } from './progress';
import { registerInstructionConsent } from './instructionConsent';

export function registerMemory(services: HostServices): vscode.Disposable[] {
  const disposables: vscode.Disposable[] = [
    registerLmAdapter(services),
    registerProgress(services),
    ...registerMemoryCommands(services),
    ...registerInstructionConsent(services),
  ];
  // Chat and tools need a VS Code with those APIs (and are absent in some forks): degrade quietly.
  try {
    disposables.push(...registerChatParticipant(services));
  } catch (e) {
    services.log.warn(`chat participant not available: ${(e as Error).message}`);
  }
  try {
    disposables.push(...registerLmTools(services));
  } catch (e) {
    services.log.warn(`language-model tools not available: ${(e as Error).message}`);
  }
  if (!services.workspaceRoot) return disposables;

  // The memory starts with the worker; pushing settings (and whether a model exists) starts it.
  let pushing = false;
  const push = async () => {
    if (pushing) return;
    pushing = true;
    try {
      const r = await services.worker.request(
        'memoryConfigure',
        { config: readMemoryConfig(), llmAvailable: await languageModelAvailable() },
        { timeoutMs: 120_000 },
      );
      services.log.info(
        `memory: embedder ${r.embedder.id}${r.embedder.fallbackReason ? ` (${r.embedder.fallbackReason})` : ''}`,
      );
    } catch (e) {
      services.log.warn(`memory: configuration not applied: ${(e as Error).message}`);
    } finally {
      pushing = false;
    }
  };
  const startup = setTimeout(() => void push(), 1500);
  disposables.push(
    { dispose: () => clearTimeout(startup) },
    services.worker.onEvent('memoryStarted', () => void push()),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (MEMORY_SECTIONS.some((s) => e.affectsConfiguration(s))) void push();
    }),
  );
  try {
    disposables.push(vscode.lm.onDidChangeChatModels(() => void push()));
  } catch {
    // No language-model API: heuristics only.
  }
  return disposables;
}
