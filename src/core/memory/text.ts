// Language-light text analysis shared by the lexical embedder and extractive topics: Unicode
// word splitting (code identifiers split into their parts), accent folding, stop words of
// en/fr/ru, and a light suffix stemmer so "tests"/"testing" or "миграции"/"миграция" meet.
import { STOPWORDS } from './stopwords';

export interface Token {
  /** Lowercased surface form, as a person would read it (for topics and titles). */
  surface: string;
  /** Folded and stemmed key used for matching. */
  key: string;
  /** Written in capitals (JWT, CSS, API): short but usually the very subject. */
  acronym?: boolean;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}_'’-]*/gu;
const LATIN_SUFFIXES = ['ations', 'ation', 'ements', 'ement', 'ingly', 'ings', 'ing', 'euses', 'euse', 'eurs', 'eur', 'ies', 'ers', 'ees', 'er', 'ee', 'ed', 'es', 'ly', 's', 'e'];
const CYRILLIC_SUFFIXES = ['иями', 'ями', 'ами', 'ого', 'его', 'ому', 'ему', 'ыми', 'ими', 'ах', 'ях', 'ов', 'ев', 'еи', 'ои', 'ыи', 'ии', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ом', 'ем', 'ам', 'ям', 'ть', 'ти', 'а', 'я', 'о', 'е', 'ы', 'и', 'у', 'ю', 'ь'];

/** Lowercase and strip diacritics (é -> e, й -> и) so spelling variants share a key. */
export function fold(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

export function stem(word: string): string {
  const cyr = /[\u0400-\u04ff]/.test(word);
  const suffixes = cyr ? CYRILLIC_SUFFIXES : LATIN_SUFFIXES;
  const minStem = cyr ? 3 : 3;
  for (const suf of suffixes) {
    if (word.length - suf.length >= minStem && word.endsWith(suf)) return word.slice(0, -suf.length);
  }
  return word;
}

export function isStopword(folded: string): boolean {
  return STOPWORDS.has(folded);
}

/** Splits camelCase, PascalCase, snake_case and kebab-case identifiers into parts. */
function identifierParts(raw: string): string[] {
  return raw
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_'’-]+/)
    .filter(Boolean);
}

/** Content tokens of a text, in order; identifiers yield their parts and themselves. */
export function tokenize(text: string, maxChars = 20000): Token[] {
  const out: Token[] = [];
  const push = (w: string) => {
    const surface = w.toLowerCase();
    const folded = fold(w);
    if (folded.length < 2 || isStopword(folded) || /^\d+$/.test(folded)) return;
    const acronym = /^\p{Lu}[\p{Lu}\p{N}]{1,6}$/u.test(w);
    out.push(acronym ? { surface, key: folded, acronym } : { surface, key: stem(folded) });
  };
  for (const m of text.slice(0, maxChars).matchAll(WORD)) {
    const raw = m[0].replace(/['’-]+$/, '');
    const parts = identifierParts(raw);
    if (parts.length > 1) {
      for (const p of parts) push(p);
      if (/[_\p{Lu}]/u.test(raw.slice(1))) push(raw.replace(/['’-]/g, ''));
    } else push(raw.replace(/['’]/g, ''));
  }
  return out;
}

/** Lowercased trimmed text without markup noise, for titles and summaries. */
export function cleanSentence(s: string): string {
  return s
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]{1,200}>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
