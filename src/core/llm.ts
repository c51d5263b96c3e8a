// The one interface to a language model that every core step shares (capture's rule glosses,
// Evolve's namer, the memory's titles and bridges). The host implements it over vscode.lm;
// nothing requires a model: callers fall back to their heuristic when `complete` gives undefined.

export type LlmPurpose = 'borderline' | 'describe' | 'bridge' | 'chat' | 'distill';

export interface LlmClient {
  available(): boolean;
  /** The model's text answer, or undefined on no model / timeout / refusal / error. */
  complete(
    prompt: string,
    opts: { purpose: LlmPurpose; maxOutputTokens: number; timeoutMs?: number },
  ): Promise<string | undefined>;
}

/** Keeps prompts within budget: ~4 characters per token is the usual estimate. */
export function clipForTokens(text: string, tokens: number): string {
  const max = tokens * 4;
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
