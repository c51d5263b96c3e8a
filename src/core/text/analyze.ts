// One pass over a text that yields what grouping and contradiction detection need: the subject
// terms (stemmed, concept-mapped, function and marker words removed) and the stance markers.
import { tokens as tokensOf } from './tokenize';
import { isStopword } from './stopwords';
import { memoPerWord, stem, type TextLanguage } from './stem';
import { languageOfTokens } from './language';
import { foldLetters } from './normalize';
import { CONCEPTS, DIRECTIVES, NAMING_STYLE_SET, NEGATIONS, NEGATION_OF_NE, PRAISE } from './lexicon';

export interface TextAnalysis {
  /** Folded tokens, in order ("n'" read as "ne"). */
  tokens: string[];
  /** The language the words were stemmed in. */
  language: TextLanguage;
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

// Local aliases (hot path).
const STYLES = NAMING_STYLE_SET;
const NEG = NEGATIONS;
const DIR = DIRECTIVES;
const PRAISED = PRAISE;
const NE_PARTNERS = NEGATION_OF_NE;

// "PRs", "APIs", "MRs": the plural of an acronym is the acronym (a stemmer leaves "prs" as it is).
const ACRONYM_PLURAL = /^(\p{Lu}{2,})s$/u;

function computeSubjectTerm(raw: string, lang: TextLanguage): string | null {
  const word = raw.replace(ACRONYM_PLURAL, '$1');
  const token = foldLetters(word);
  if (STYLES.has(token)) return token;
  if (isStopword(token) || NEG.has(token) || DIR.has(token) || PRAISED.has(token)) return null;
  const s = stem(word, lang);
  return CONCEPTS.get(s) ?? s;
}

/**
 * The subject term of one word (as written, or folded), or null for function words and stance
 * markers: its Snowball stem in `lang`, or the concept the stem stands for.
 */
export const subjectTerm: (word: string, lang?: TextLanguage) => string | null = memoPerWord(computeSubjectTerm);

export function analyze(text: string): TextAnalysis {
  const toks = tokensOf(text, { namingStyles: true });
  const language = languageOfTokens(toks);
  const tokens = toks.map((t) => (t.text === "n'" ? 'ne' : t.text));
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
    const term = subjectTerm(toks[i]!.raw, language);
    if (term && !seen.has(term)) {
      seen.add(term);
      terms.push(term);
    }
  }
  return { tokens, language, terms, negations, directive, praise };
}
