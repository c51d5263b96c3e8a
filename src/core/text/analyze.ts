// One pass over a text that yields what grouping and contradiction detection need: the subject
// terms (stemmed, concept-mapped, function and marker words removed) and the stance markers.
import { tokenize } from './tokenize';
import { isStopword } from './stopwords';
import { stem } from './stem';
import { CONCEPTS, DIRECTIVES, NAMING_STYLE_SET, NEGATIONS, NEGATION_OF_NE, PRAISE } from './lexicon';

export interface TextAnalysis {
  /** Folded tokens, in order. */
  tokens: string[];
  /** Subject terms in order of first appearance, without duplicates. */
  terms: string[];
  /** Negations, with French "ne … pas" counted once. */
  negations: number;
  /** An explicit directive word (always, toujours, must, faut…). */
  directive: boolean;
  /** A word of praise (apprécié, appreciated, perfect…). */
  praise: boolean;
}

/** The subject term of one folded token, or null for function words and stance markers. */
export function subjectTerm(token: string): string | null {
  if (NAMING_STYLE_SET.has(token)) return token;
  if (isStopword(token) || NEGATIONS.has(token) || DIRECTIVES.has(token) || PRAISE.has(token)) return null;
  const s = stem(token);
  return CONCEPTS.get(s) ?? s;
}

export function analyze(text: string): TextAnalysis {
  const tokens = tokenize(text);
  const terms: string[] = [];
  const seen = new Set<string>();
  let negations = 0;
  let directive = false;
  let praise = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (NEGATIONS.has(t)) {
      // "ne" is only a negation when its partner word is absent ("n'utilise que" is not one).
      if (t === 'ne') {
        if (!tokens.slice(i + 1, i + 5).some((x) => NEGATION_OF_NE.has(x))) negations++;
      } else negations++;
      if (t === 'never' || t === 'jamais') directive = true;
      continue;
    }
    if (DIRECTIVES.has(t)) directive = true;
    if (PRAISE.has(t)) praise = true;
    const term = subjectTerm(t);
    if (term && !seen.has(term)) {
      seen.add(term);
      terms.push(term);
    }
  }
  return { tokens, terms, negations, directive, praise };
}
