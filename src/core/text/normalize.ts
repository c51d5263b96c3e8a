// Text normalisation shared by tokenizing, grouping and naming: case and accent folding so
// "Exécutés" and "executes" meet, and naming-style spellings collapse to one canonical token.

/** Lower-cases and removes combining marks (é -> e, ç -> c); keeps every script's letters. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
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
  [/\b(?:screaming[ _-]?snake|upper(?:[ _-]?snake)?|const(?:ant)?)[ _-]?case\b/g, 'screaming_snake_case'],
  [/\blower[ _-]?camel[ _-]?case\b/g, 'camelcase'],
  [/\b(?:upper[ _-]?camel|pascal)[ _-]?case\b/g, 'pascalcase'],
  [/\bcamel[ _-]?case\b/g, 'camelcase'],
  [/\bsnake[ _-]?case\b/g, 'snake_case'],
  [/\b(?:kebab|dash|spinal)[ _-]?case\b/g, 'kebab-case'],
];

/** Folds and rewrites naming-style spellings to their canonical token. */
export function foldWithStyles(text: string): string {
  let s = fold(text);
  if (!s.includes('case')) return s;
  for (const [re, id] of STYLE_SPELLINGS) s = s.replace(re, id);
  return s;
}

/** Collapses runs of whitespace and trims; used to recognise repeated texts cheaply. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
