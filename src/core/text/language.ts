// Which language a text is written in: Russian by its script, French or English by votes of
// the function words only one of them has (and French accents). Stemming uses all three;
// generated titles and rules are phrased in English or French (Language), Russian falling
// back to English.
import { STOPWORDS } from './stopwords';
import { tokens as tokensOf, type Token } from './tokenize';
import type { TextLanguage } from './stem';

export type { TextLanguage } from './stem';
/** Languages that generated titles and rules are phrased in. */
export type Language = 'en' | 'fr';

const FRENCH_LETTER = /[éèêàùçœ]/i;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const ASCII_WORD = /^[ -~]*$/;

/** Votes: French-only function words and accented letters vs English-only function words. */
function frenchVotes(tokens: readonly Token[]): number {
  let score = 0;
  let accent = false;
  for (const t of tokens) {
    // Only a word with a letter beyond ASCII can hold an accent: most words skip the regex.
    if (!accent && !ASCII_WORD.test(t.raw) && FRENCH_LETTER.test(t.raw)) accent = true;
    const fr = STOPWORDS.fr.has(t.text);
    const en = STOPWORDS.en.has(t.text);
    if (fr && !en) score += 1;
    else if (en && !fr) score -= 1;
  }
  return accent ? score + 1 : score;
}

/** > 0 for French, < 0 for English. */
export function languageScore(text: string): number {
  return frenchVotes(tokensOf(text));
}

/** The language of already tokenised text: Russian when most words are Cyrillic. */
export function languageOfTokens(tokens: readonly Token[]): TextLanguage {
  let cyrillic = 0;
  for (const t of tokens) if (CYRILLIC.test(t.text)) cyrillic++;
  if (cyrillic * 2 > tokens.length) return 'ru';
  return frenchVotes(tokens) > 0 ? 'fr' : 'en';
}

/** en, fr or ru: the language to stem a text's words in. */
export function textLanguage(text: string): TextLanguage {
  return languageOfTokens(tokensOf(text));
}

/** The phrasing language of a text: French or English. */
export function detectLanguage(text: string): Language {
  return languageScore(text) > 0 ? 'fr' : 'en';
}

/** Language of a set of texts: the sum of votes, ties going to English. */
export function dominantLanguage(texts: readonly string[]): Language {
  let score = 0;
  for (const t of texts) score += Math.sign(languageScore(t));
  return score > 0 ? 'fr' : 'en';
}
