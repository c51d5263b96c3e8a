// Reads the memory settings (act.memory.*, act.instructions.*, act.guardcode.*) for the worker.
import * as vscode from 'vscode';
import { homedir } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import type { MemoryConfig } from '../../protocol/memory';
import { DEFAULT_MEMORY_CONFIG, mergeMemoryConfig } from '../../core/memory/config';

export const MEMORY_SECTIONS = ['act.memory', 'act.instructions', 'act.guardcode'];

/** A relative folder is taken from the first workspace folder; `~` is the home folder. */
function resolveModelPath(p: string | undefined): string | undefined {
  if (!p || !p.trim()) return p;
  const t = p.trim().replace(/^~(?=$|[\\/])/, homedir());
  const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  return isAbsolute(t) || !root ? t : resolve(root, t);
}

export function readMemoryConfig(): MemoryConfig {
  const c = vscode.workspace.getConfiguration('act');
  const get = <T>(k: string) => c.get<T>(k);
  return mergeMemoryConfig(DEFAULT_MEMORY_CONFIG, {
    embedder: get('memory.embedder'),
    modelPath: resolveModelPath(get<string>('memory.modelPath')),
    runtime: get('memory.runtime'),
    mode: get('memory.mode'),
    routeObservations: get('memory.routeObservations'),
    instructions: {
      githubInstructions: get('instructions.githubInstructions'),
      agentsMd: get('instructions.agentsMd'),
      claudeMd: get('instructions.claudeMd'),
      applyTo: get('instructions.applyTo'),
      budgetTokens: get('instructions.budgetTokens'),
      write: get('instructions.write'),
      minConfidence: get('instructions.minConfidence'),
      includeGuardcode: get('instructions.includeGuardcode'),
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
