// Snowball stemming for English, French and Russian, so inflections meet (tests/tested/testing,
// exécuter/exécutés/exécute, работает/работал/работать).
//
// Libraries, and why:
// - English: wink-porter2-stemmer (MIT, ~12 KB), Martin Porter's Porter2 algorithm, which is
//   the Snowball English stemmer; it gave the same stems as the Snowball reference port on all
//   3,204 distinct words of this project's sources. @orama/stemmers' "english" is the original
//   1980 Porter algorithm instead, whose known faults hit our words (deploy/deployed give
//   "deploi", yes -> "ye", this -> "thi").
// - French and Russian: @orama/stemmers (Apache-2.0, maintained with the Orama search engine),
//   generated from the Snowball sources; one small module per language (11 KB and 7 KB), so
//   esbuild bundles only these two. Same stems as the jssnowball port (snowball-stemmers) on
//   our test words, 5 to 8 times faster, and it folds ё itself; snowball-stemmers ships all 24
//   languages in one 860 KB file that cannot be split.
//
// French is stemmed with its accents and the stem folded afterwards: folding first loses the
// participle endings (validée -> "valide" instead of "valid"). Words with digits, underscores,
// dots or mixed scripts are identifiers and come back folded but whole. Stems are memoised:
// the same words recur across thousands of messages.
import englishStemmer from 'wink-porter2-stemmer';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import { stemmer as russianStemmer } from '@orama/stemmers/russian';
import { foldLetters } from './normalize';

/** Languages with a stemmer (and stop words). */
export type TextLanguage = 'en' | 'fr' | 'ru';

const LATIN_WORD = /^\p{Script=Latin}+$/u;
const CYRILLIC_WORD = /^\p{Script=Cyrillic}+$/u;
const ASCII_WORD = /^[a-z]+$/;

function stemUncached(word: string, lang: TextLanguage): string {
  const lower = word.toLowerCase();
  // The script decides first: a Cyrillic word is Russian, a Latin word in a Russian text is
  // (nearly always) an English technical term.
  if (CYRILLIC_WORD.test(lower)) return foldLetters(russianStemmer(lower));
  if (!LATIN_WORD.test(lower)) return foldLetters(lower);
  if (lang === 'fr') return foldLetters(frenchStemmer(lower));
  const folded = foldLetters(lower);
  return ASCII_WORD.test(folded) ? englishStemmer(folded) : folded;
}

const MEMO_MAX = 100_000;

/** `compute` remembered per language and word: the same words recur across thousands of messages. */
export function memoPerWord<T>(
  compute: (word: string, lang: TextLanguage) => T,
): (word: string, lang?: TextLanguage) => T {
  const memo: Record<TextLanguage, Map<string, T>> = { en: new Map(), fr: new Map(), ru: new Map() };
  return (word, lang = 'en') => {
    const m = memo[lang];
    let v = m.get(word);
    if (v === undefined) {
      if (m.size >= MEMO_MAX) m.clear();
      m.set(word, (v = compute(word, lang)));
    }
    return v;
  };
}

/** The folded Snowball stem of one word, as written (any case, accents kept for French) or folded. */
export const stem: (word: string, lang?: TextLanguage) => string = memoPerWord(stemUncached);

/** The distinct stems a word gets in English, French and Russian texts (for words of no known language). */
export function stemVariants(word: string): string[] {
  // A Russian text stems a Latin word as English, and every text stems a Cyrillic word as Russian
  // (stemUncached): the English and French stems are all there are.
  const en = stem(word, 'en');
  const fr = stem(word, 'fr');
  return en === fr ? [en] : [en, fr];
}

/** The stems of a list of words, in every language (a word list matched on stems, not spellings). */
export function stemSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).filter(Boolean).flatMap(stemVariants));
}

/** Whether a word, stemmed in every language, is in a stem set. */
export function hasStem(set: ReadonlySet<string>, word: string): boolean {
  return stemVariants(word).some((x) => set.has(x));
}
