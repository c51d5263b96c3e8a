// Better wording from the user's language model, never dependence on it: for a group Evolve is
// about to name (a lesson drawn from reactions, or a recurring observation), the model sees the
// group's texts and the deterministic proposal and may return a clearer title and rule. Batched
// (one prompt per group, the group's texts together), bounded (a few calls per run), cached (the
// same evidence is never asked twice), and checked: the answer must be one line, redacted by the
// caller, and grounded in the evidence (it shares a subject word with it), or the proposal stands.
import type { LlmClient } from '../llm';
import { clipForTokens } from '../llm';
import { analyze } from '../text/analyze';
import { textHash } from './ids';
import type { NameProposal, Namer, NamerInput } from './naming';

export interface NameCache {
  get(key: string): NameProposal | undefined;
  set(key: string, value: NameProposal): void;
}

export interface LlmNamerOptions {
  /** Model calls allowed per Evolve run (the rest keep the deterministic wording). */
  maxCalls?: number;
  timeoutMs?: number;
}

function firstJson(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const v = JSON.parse(text.slice(start, end + 1));
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function namerCacheKey(input: NamerInput): string {
  const body = [input.kind, input.language, ...input.observations.map((o) => o.text).sort()].join('\u0000');
  return textHash(body);
}

/** The answer names something the evidence talks about (no invented subject). */
export function grounded(text: string, input: NamerInput): boolean {
  const evidence = new Set([
    ...input.keywords,
    ...input.observations.flatMap((o) => analyze(o.text).terms),
    ...analyze(input.proposal.title).terms,
  ]);
  return analyze(text).terms.some((t) => evidence.has(t));
}

export function promptFor(input: NamerInput): string {
  const lines = input.observations
    .slice(0, 12)
    .map((o, i) => `${i + 1}. [${o.type}] ${clipForTokens(o.text, 80)}`)
    .join('\n');
  const what =
    input.kind === 'instinct'
      ? 'a lesson the coding assistant should apply from now on'
      : 'a standing rule for the coding assistant';
  return (
    'These observations come from a developer working with a coding assistant (complaints, corrections, praise, habits, with what the assistant had just done).\n' +
    `Observations:\n${clipForTokens(lines, 900)}\n\n` +
    `A first wording of ${what}: "${input.proposal.title}"\n\n` +
    'Write the lesson they teach, specific to what the observations are about, as one imperative sentence of at most 20 words, ' +
    `in ${input.language === 'fr' ? 'French' : 'English'}; start with the topic and a colon when it helps ("Release: …"). Never include secrets, names or URLs.\n` +
    'Answer only JSON: {"title": "<the lesson>", "rule": "<the same as a directive>"}'
  );
}

export function languageModelNamer(
  client: LlmClient,
  cache: NameCache,
  options: LlmNamerOptions = {},
): Namer & { calls(): number } {
  let calls = 0;
  const maxCalls = options.maxCalls ?? 8;
  return {
    id: 'language-model',
    calls: () => calls,
    async name(input: NamerInput): Promise<Partial<NameProposal> | undefined> {
      const key = namerCacheKey(input);
      const cached = cache.get(key);
      if (cached) return cached;
      if (!client.available() || calls >= maxCalls) return undefined;
      calls++;
      const j = firstJson(
        await client.complete(promptFor(input), {
          purpose: 'distill',
          maxOutputTokens: 120,
          timeoutMs: options.timeoutMs ?? 15_000,
        }),
      );
      const title = typeof j?.title === 'string' ? j.title.trim() : '';
      const rule = typeof j?.rule === 'string' && j.rule.trim() ? j.rule.trim() : title;
      if (!title || !grounded(title, input)) return undefined;
      const out = { title, rule };
      cache.set(key, out);
      return out;
    },
  };
}
