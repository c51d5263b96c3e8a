// The one folding of text shared by capture, Evolve and memory: "Exécutés" and "executes",
// "l’équipe" and "l'equipe", "ВСЁ" and "все" meet. Naming-style spellings have their own
// variant so "camel case", "camel-case" and "camelCase" become one canonical token.

const TYPOGRAPHIC_APOSTROPHES = /[\u2018\u2019\u02bc\u0060\u00b4]/g;
const TYPOGRAPHIC_QUOTES = /[\u201c\u201d\u00ab\u00bb]/g;
// й is a letter of its own in Russian (not и with an accent): its breve is kept, so "новый"
// stays apart from "новыи" and the Russian stemmer sees its adjective endings. ё folds to е,
// as Russian writers usually do themselves.
const DECOMPOSED_SHORT_I = /([иИ])\u0306/g;
const NON_ASCII = /[\u0080-\uffff]/;
const recomposeShortI = (_: string, i: string) => (i === 'и' ? 'й' : 'Й');

/** Typographic apostrophes and quotes made straight: ’ -> ', « » “ ” -> ". Case and accents kept. */
export function straightenQuotes(text: string): string {
  return text.replace(TYPOGRAPHIC_APOSTROPHES, "'").replace(TYPOGRAPHIC_QUOTES, '"');
}

/** Lower case and accents removed (NFKD, marks dropped, й kept); punctuation and spaces untouched. */
export function foldLetters(text: string): string {
  // Most words are plain ASCII: no decomposition to do.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKD')
    .replace(DECOMPOSED_SHORT_I, recomposeShortI)
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * The normal form for matching words and phrases: NFKD with combining marks removed (é -> e,
 * ç -> c, ё -> е; й kept), lower case, typographic apostrophes and quotes straightened,
 * whitespace collapsed to single spaces and trimmed.
 */
export function fold(text: string): string {
  return straightenQuotes(foldLetters(text)).replace(/\s+/g, ' ').trim();
}

/** Canonical ids of naming styles, so "camel case", "camel-case" and "camelCase" are one term. */
export const NAMING_STYLES = ['camelcase', 'pascalcase', 'snake_case', 'kebab-case', 'screaming_snake_case'] as const;
export type NamingStyle = (typeof NAMING_STYLES)[number];

/** How each style is written for people (titles, rules). */
export const NAMING_STYLE_LABEL: Record<NamingStyle, string> = {
  camelcase: 'camelCase',
  pascalcase: 'PascalCase',
  snake_case: 'snake_case',
  'kebab-case': 'kebab-case',
  screaming_snake_case: 'SCREAMING_SNAKE_CASE',
};

const STYLE_SPELLINGS: Array<[RegExp, NamingStyle]> = [
  [/\b(?:screaming[ _-]?snake|upper(?:[ _-]?snake)?|const(?:ant)?)[ _-]?case\b/gi, 'screaming_snake_case'],
  [/\blower[ _-]?camel[ _-]?case\b/gi, 'camelcase'],
  [/\b(?:upper[ _-]?camel|pascal)[ _-]?case\b/gi, 'pascalcase'],
  [/\bcamel[ _-]?case\b/gi, 'camelcase'],
  [/\bsnake[ _-]?case\b/gi, 'snake_case'],
  [/\b(?:kebab|dash|spinal)[ _-]?case\b/gi, 'kebab-case'],
];

/** Rewrites naming-style spellings ("Camel Case", "snake-case") to their canonical id; the rest is left as written. */
export function canonicalNamingStyles(text: string): string {
  if (!/case/i.test(text)) return text;
  let s = text;
  for (const [re, id] of STYLE_SPELLINGS) s = s.replace(re, id);
  return s;
}

/** `fold` with naming-style spellings rewritten to their canonical id. */
export function foldWithStyles(text: string): string {
  return canonicalNamingStyles(fold(text));
}
