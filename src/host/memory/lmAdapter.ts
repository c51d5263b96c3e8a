// The worker's language-model requests, answered with vscode.lm: a small model preferred for
// background steps (titles, borderline reactivation, bridge typing), a prompt budget, a timeout,
// and never an exception out of the event listener. No model, no consent, or an error: the
// worker gets no text and uses its heuristic.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import type { MemoryLlmEvent } from '../../protocol/memory';
import { languageModelEnabled } from './config';

const PROMPT_BUDGET_TOKENS = 3000;
const SMALL = /mini|haiku|flash|small|lite|nano/i;

export async function pickModel(): Promise<vscode.LanguageModelChat | undefined> {
  try {
    const models = await vscode.lm.selectChatModels();
    return models.find((m) => SMALL.test(`${m.family} ${m.name}`)) ?? models[0];
  } catch {
    return undefined;
  }
}

export async function languageModelAvailable(): Promise<boolean> {
  return languageModelEnabled() && !!(await pickModel());
}

export async function completeWith(
  model: vscode.LanguageModelChat,
  prompt: string,
  maxOutputTokens: number,
  timeoutMs: number,
  token?: vscode.CancellationToken,
): Promise<string | undefined> {
  const cts = new vscode.CancellationTokenSource();
  const timer = setTimeout(() => cts.cancel(), timeoutMs);
  const sub = token?.onCancellationRequested(() => cts.cancel());
  try {
    const budget = Math.min(PROMPT_BUDGET_TOKENS, Math.floor((model.maxInputTokens || 8000) / 2));
    const text = prompt.length > budget * 4 ? `${prompt.slice(0, budget * 4)}…` : prompt;
    const res = await model.sendRequest(
      [vscode.LanguageModelChatMessage.User(text)],
      {
        justification:
          'ACT titles your work threads, links related ones and decides borderline cases, using the model you chose.',
      },
      cts.token,
    );
    let out = '';
    for await (const part of res.text) {
      out += part;
      // The answers asked for are short JSON: stop reading well past the requested size.
      if (out.length > maxOutputTokens * 8) break;
    }
    return out;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    sub?.dispose();
    cts.dispose();
  }
}

/** Answers `memoryLlm` events from the worker. */
export function registerLmAdapter(services: HostServices): vscode.Disposable {
  return services.worker.onEvent('memoryLlm', (data) => {
    const e = data as MemoryLlmEvent;
    if (!e || typeof e.id !== 'number' || typeof e.prompt !== 'string') return;
    void (async () => {
      const model = languageModelEnabled() ? await pickModel() : undefined;
      const text = model
        ? await completeWith(
            model,
            e.prompt,
            Math.min(500, e.maxOutputTokens || 100),
            Math.min(60_000, e.timeoutMs || 8000),
          )
        : undefined;
      await services.worker.request('memoryLlmReply', { id: e.id, text }).catch(() => undefined);
    })();
  });
}
