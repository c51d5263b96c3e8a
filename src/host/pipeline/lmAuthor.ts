// The Crystalizer's language model: vscode.lm behind the pipeline's LanguageModel interface,
// with a token budget. When the worker writes a candidate from its template it asks for a
// refinement; we ask the model and send the draft back. No model, no consent, a bad answer or
// a timeout: the template candidate simply stays.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import { parseModelDraft, type LanguageModel } from '../../core/pipeline/crystalizer';
import type { CrystalRequest } from '../../protocol/pipeline';

const TIMEOUT_MS = 90_000;
const MAX_ANSWER_CHARS = 40_000;

export class VsCodeLanguageModel implements LanguageModel {
  constructor(private readonly chat: vscode.LanguageModelChat) {}

  get name(): string {
    return this.chat.name || this.chat.id;
  }

  async complete(prompt: string, opts: { maxInputTokens: number }): Promise<string> {
    const cts = new vscode.CancellationTokenSource();
    const timer = setTimeout(() => cts.cancel(), TIMEOUT_MS);
    try {
      const budget = Math.max(500, Math.min(opts.maxInputTokens, this.chat.maxInputTokens - 1000));
      let text = prompt;
      // Cut the end of the prompt (the diff's tail) until it fits the budget.
      for (let i = 0; i < 5; i++) {
        const tokens = await this.chat.countTokens(text, cts.token);
        if (tokens <= budget) break;
        text = text.slice(0, Math.floor(((text.length * budget) / tokens) * 0.95));
      }
      const res = await this.chat.sendRequest(
        [vscode.LanguageModelChatMessage.User(text)],
        { justification: 'ACT turns the change you approved into a reusable pattern for your review.' },
        cts.token,
      );
      let answer = '';
      for await (const part of res.text) {
        answer += part;
        if (answer.length > MAX_ANSWER_CHARS) break;
      }
      return answer;
    } finally {
      clearTimeout(timer);
      cts.dispose();
    }
  }
}

export function registerLanguageModelAuthor(services: HostServices): vscode.Disposable[] {
  const onRequest = async (r: CrystalRequest) => {
    const cfg = vscode.workspace.getConfiguration('act.pipeline');
    if (!cfg.get<boolean>('useLanguageModel', true)) return;
    try {
      const [chat] = await vscode.lm.selectChatModels();
      if (!chat)
        return void services.log.info('pipeline: no language model available; the candidate keeps its template text');
      const model = new VsCodeLanguageModel(chat);
      const answer = await model.complete(r.prompt, {
        maxInputTokens: cfg.get<number>('languageModelTokenBudget', 6000),
      });
      const draft = parseModelDraft(answer);
      if (!draft)
        return void services.log.warn(
          `pipeline: ${model.name} did not return a usable draft for ${r.candidateId}; keeping the template text`,
        );
      await services.worker.request('patternRefine', { id: r.candidateId, draft, author: model.name });
      services.log.info(`pipeline: candidate ${r.candidateId} written by ${model.name}`);
    } catch (e) {
      services.log.warn(`pipeline: language model refinement of ${r.candidateId} skipped: ${(e as Error).message}`);
    }
  };
  return [services.worker.onEvent('pipelineCrystalRequest', (r) => void onRequest(r as CrystalRequest))];
}
