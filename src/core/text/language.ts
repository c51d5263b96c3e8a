// Which language an observation is written in, so generated titles and rules read like the
// observations they come from. Only en/fr get phrasing; anything else falls back to English.
import { STOPWORDS_EN, STOPWORDS_FR } from './stopwords';
import { tokenize } from './tokenize';

export type Language = 'en' | 'fr';

/** Votes: French-only function words and accented letters vs English-only function words. */
export function languageScore(text: string): number {
  let score = 0;
  if (/[éèêàùçœ]/i.test(text)) score += 1;
  for (const t of tokenize(text)) {
    const fr = STOPWORDS_FR.has(t);
    const en = STOPWORDS_EN.has(t);
    if (fr && !en) score += 1;
    else if (en && !fr) score -= 1;
  }
  return score;
}

export function detectLanguage(text: string): Language {
  return languageScore(text) > 0 ? 'fr' : 'en';
}

/** Language of a set of texts: the sum of votes, ties going to English. */
export function dominantLanguage(texts: readonly string[]): Language {
  let score = 0;
  for (const t of texts) score += Math.sign(languageScore(t));
  return score > 0 ? 'fr' : 'en';
}
