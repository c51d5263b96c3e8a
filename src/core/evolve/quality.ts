// Groups that recur but teach nothing: acknowledgements ("ok go", "yes", "continue") and
// questions ("what is the plan?"). Seen three times, they are still not a rule to learn.
import { termPrior } from '../grouping/lexical';
import { NAMING_STYLE_SET } from '../text/lexicon';
import type { AnalysedGroup, Corpus } from './groups';

const QUESTION_START =
  /^(?:what|why|how|where|when|who|which|is|are|can|could|should|do|does|did|will|would|shall|may|est-ce|pourquoi|comment|quel|quelle|quels|quelles|où|ou|quand|qui|peux|pourrais|as[- ]tu|es[- ]tu)\b/i;

export function isQuestion(text: string): boolean {
  const t = text.trim();
  return t.endsWith('?') || (QUESTION_START.test(t) && t.length < 200 && !/[.!]\s/.test(t));
}

/** Why a group is not worth learning, or null when it is. */
export function vagueness(corpus: Corpus, g: AnalysedGroup): 'question' | 'vague' | null {
  let questions = 0;
  let total = 0;
  for (const u of g.units) {
    const n = corpus.units[u].windowCount;
    total += n;
    if (isQuestion(corpus.units[u].text)) questions += n;
  }
  if (questions * 2 > total) return 'question';
  const a = corpus.units[g.representative.unit].analysis;
  const informative = a.terms.filter((t) => NAMING_STYLE_SET.has(t) || termPrior(t) >= 1);
  if (informative.length >= 2 || informative.some((t) => NAMING_STYLE_SET.has(t))) return null;
  // One subject word is enough for an explicit preference ("Prefer tabs"), not for "ok go".
  const explicit =
    a.directive || a.negations > 0 || g.records.some((r) => r.o.type === 'preference' || r.o.type === 'correction');
  return informative.length === 1 && explicit ? null : 'vague';
}
