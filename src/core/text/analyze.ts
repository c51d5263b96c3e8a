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

/** What is kept of a text's analysis once its tokens have been read (Evolve keeps one per distinct text). */
export type TermAnalysis = Omit<TextAnalysis, 'tokens'>;

// Local aliases (hot path) and a memo: the same words recur across thousands of observations.
const STYLES = NAMING_STYLE_SET;
const NEG = NEGATIONS;
const DIR = DIRECTIVES;
const PRAISED = PRAISE;
const NE_PARTNERS = NEGATION_OF_NE;
const MEMO_MAX = 100_000;
const memo = new Map<string, string | null>();

function computeSubjectTerm(token: string): string | null {
  if (STYLES.has(token)) return token;
  if (isStopword(token) || NEG.has(token) || DIR.has(token) || PRAISED.has(token)) return null;
  const s = stem(token);
  return CONCEPTS.get(s) ?? s;
}

/** The subject term of one folded token, or null for function words and stance markers. */
export function subjectTerm(token: string): string | null {
  let t = memo.get(token);
  if (t === undefined) {
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(token, (t = computeSubjectTerm(token)));
  }
  return t;
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
    if (NEG.has(t)) {
      // "ne" is only a negation when its partner word is absent ("n'utilise que" is not one).
      if (t === 'ne') {
        if (!tokens.slice(i + 1, i + 5).some((x) => NE_PARTNERS.has(x))) negations++;
      } else negations++;
      if (t === 'never' || t === 'jamais') directive = true;
      continue;
    }
    if (DIR.has(t)) directive = true;
    if (PRAISED.has(t)) praise = true;
    const term = subjectTerm(t);
    if (term && !seen.has(term)) {
      seen.add(term);
      terms.push(term);
    }
  }
  return { tokens, terms, negations, directive, praise };
}
