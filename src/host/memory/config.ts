// Reads the memory settings (act.memory.*, act.instructions.*, act.guardcode.*) for the worker.
import * as vscode from 'vscode';
import type { MemoryConfig } from '../../protocol/memory';
import { DEFAULT_MEMORY_CONFIG, mergeMemoryConfig } from '../../core/memory/config';

export const MEMORY_SECTIONS = ['act.memory', 'act.instructions', 'act.guardcode'];

export function readMemoryConfig(): MemoryConfig {
  const c = vscode.workspace.getConfiguration('act');
  const get = <T>(k: string) => c.get<T>(k);
  return mergeMemoryConfig(DEFAULT_MEMORY_CONFIG, {
    embedder: get('memory.embedder'),
    modelPath: get('memory.modelPath'),
    runtime: get('memory.runtime'),
    mode: get('memory.mode'),
    routeObservations: get('memory.routeObservations'),
    instructions: {
      githubInstructions: get('instructions.githubInstructions'),
      agentsMd: get('instructions.agentsMd'),
      claudeMd: get('instructions.claudeMd'),
      applyTo: get('instructions.applyTo'),
      budgetTokens: get('instructions.budgetTokens'),
    } as MemoryConfig['instructions'],
    guardcode: {
      enforcePlanMode: get('guardcode.enforcePlanMode'),
      warnQuickSolutions: get('guardcode.warnQuickSolutions'),
      requireAllChoices: get('guardcode.requireAllChoices'),
    } as MemoryConfig['guardcode'],
  });
}

/** "off" keeps every language-model step on its heuristic, even when a model is available. */
export function languageModelEnabled(): boolean {
  return vscode.workspace.getConfiguration('act').get<string>('memory.languageModel', 'auto') !== 'off';
}
