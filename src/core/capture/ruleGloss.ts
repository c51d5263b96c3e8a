// An English gloss for rules the user stated in another language, from the user's language
// model when there is one: one batched prompt for the rules still without a gloss, bounded in
// size, each answer checked (one line, Latin script, not a copy of the rule). Without a model,
// rules keep their own words only: a gloss is never invented word by word.
import { clipForTokens, type LlmClient } from '../llm';

export interface GlossRequest {
  id: string;
  text: string;
}

export const GLOSS_BATCH = 20;

function firstJsonObject(text: string | undefined): Record<string, unknown> | undefined {
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

/** A gloss worth keeping: one short English-looking line that is not the rule itself. */
export function acceptableGloss(gloss: unknown, rule: string): gloss is string {
  if (typeof gloss !== 'string') return false;
  const g = gloss.replace(/\s+/g, ' ').trim();
  if (g.length < 3 || g.length > 240 || /[\u0400-\u04ff]/.test(g)) return false;
  return g.toLowerCase() !== rule.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Glosses for up to GLOSS_BATCH rules; rules the model did not answer well are left out. */
export async function glossRules(client: LlmClient, rules: readonly GlossRequest[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const batch = rules.slice(0, GLOSS_BATCH);
  if (!batch.length || !client.available()) return out;
  const lines = batch.map((r, i) => `${i + 1}. ${clipForTokens(r.text, 80)}`).join('\n');
  const prompt =
    'Translate each of these instructions a developer gave their coding assistant into one short, clear English imperative sentence. Keep code names, file names and commands as they are.\n' +
    `${lines}\n\nAnswer only JSON: {"1": "<English>", "2": "<English>", …}`;
  const j = firstJsonObject(
    await client.complete(prompt, { purpose: 'distill', maxOutputTokens: 60 * batch.length, timeoutMs: 20_000 }),
  );
  if (!j) return out;
  batch.forEach((r, i) => {
    const g = j[String(i + 1)];
    if (acceptableGloss(g, r.text)) out.set(r.id, g.replace(/\s+/g, ' ').trim());
  });
  return out;
}
