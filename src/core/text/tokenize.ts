// What a word is, once for capture, Evolve and memory. A word is a run of letters, digits and
// underscores, joined by inner apostrophes, hyphens or dots, so identifiers (snake_case,
// kebab-case, package.json, __init__) stay whole and camelCase is one word. Then:
// - contractions are opened so negation is a token of its own: "didn't" -> did not, "doesnt"
//   -> does not, "you're" -> you are, "user's" -> user;
// - French elisions keep their particle as a token: "n'affiche" -> n' affiche, "l'équipe" ->
//   l' equipe ("n'" is the negation, the others are stop words);
// - French verb-pronoun inversions are split ("as-tu" -> as tu, "vas-y" -> vas y), since the
//   pronoun matters and no identifier ends in one;
// - every token is folded (./normalize) and keeps the form it was written in, for stemming
//   (French is stemmed with its accents), acronyms and the parts of an identifier.
import { canonicalNamingStyles, foldLetters, straightenQuotes } from './normalize';

export interface Token {
  /** Folded: lower case, no accents ("executes", "n'", "snake_case", "getuserid"). */
  text: string;
  /** As written, apostrophes straightened ("Exécutés", "n'", "snake_case", "getUserId"). */
  raw: string;
  /** Where the word it comes from starts in the text (naming-style rewriting aside). */
  at: number;
}

export interface TokenizeOptions {
  /** Rewrite naming-style spellings first ("camel case", "Snake-Case" -> camelcase, snake_case). */
  namingStyles?: boolean;
}

const WORD = /[\p{L}\p{N}_]+(?:['.-][\p{L}\p{N}_]+)*'?/gu;
const ANY_APOSTROPHE_WORD = /[\p{L}\p{N}_]+(?:['\u2018\u2019\u02bc.-][\p{L}\p{N}_]+)*/gu;
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ELIDED = new Set(['n', 't', 'l', 'd', 'j', 'm', 's', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu']);
const ENGLISH_CLITICS: Record<string, string | null> = { s: null, d: null, ll: null, re: 'are', m: 'am', ve: 'have' };
// English negative contractions typed without their apostrophe.
const NO_APOSTROPHE = /^(does|do|did|is|are|was|were|has|have|had|could|should|would|wo|ca)nt$/;
const AUXILIARY: Record<string, string> = { ca: 'can', wo: 'will' };
// The same, as people mistype them: "dosnt", "dosent", "dosen't", "doesent", "didint", "isint".
// Not "doesn't" / "doesnt": spelled right, the paths below open them.
const MISTYPED_NEGATION = /^(?:(do(?:s|se|ese))n'?t|(did|is|was)in'?t)$/;
const FRENCH_INVERTED_PRONOUNS = new Set([
  'je',
  'tu',
  'il',
  'elle',
  'on',
  'nous',
  'vous',
  'ils',
  'elles',
  'ce',
  'moi',
  'toi',
  'le',
  'la',
  'les',
  'lui',
  'leur',
  'y',
  'en',
  't',
]);

function push(out: Token[], at: number, raw: string, text = foldLetters(raw)): void {
  out.push({ text, raw, at });
}

/** One word, hyphens of French inversions split. */
function pushWord(out: Token[], at: number, raw: string): void {
  if (raw.includes('-') && !raw.includes('_')) {
    const parts = raw.split('-');
    if (parts.slice(1).every((p) => FRENCH_INVERTED_PRONOUNS.has(foldLetters(p)))) {
      // "a-t-il": the euphonic t is no word.
      parts.forEach((p, i) =>
        i > 0 && i < parts.length - 1 && p.toLowerCase() === 't' ? undefined : push(out, at, p),
      );
      return;
    }
  }
  push(out, at, raw);
}

/** Opens the contractions of one matched word. */
function openWord(out: Token[], at: number, raw: string): void {
  const mistyped = /n'?t$/i.test(raw) ? MISTYPED_NEGATION.exec(raw.toLowerCase()) : null;
  if (mistyped) {
    push(out, at, mistyped[1] ? 'does' : mistyped[2]!);
    push(out, at, 'not');
    return;
  }
  const apostrophe = raw.indexOf("'");
  if (apostrophe < 0) {
    const bare = /nt$/i.test(raw) ? NO_APOSTROPHE.exec(raw.toLowerCase()) : null;
    if (bare) {
      push(out, at, bare[1]!, AUXILIARY[bare[1]!] ?? bare[1]!);
      push(out, at, 'not');
    } else pushWord(out, at, raw);
    return;
  }
  const head = raw.slice(0, apostrophe);
  const tail = raw.slice(apostrophe + 1);
  const h = foldLetters(head);
  const t = tail.toLowerCase();
  if (t === 't' && h.endsWith('n')) {
    // didn't -> did not, can't -> can not, won't -> will not.
    const base = h.slice(0, -1);
    if (base) push(out, at, head.slice(0, -1), AUXILIARY[base] ?? base);
    push(out, at, 'not');
  } else if (ELIDED.has(h) && tail) {
    push(out, at, `${head}'`);
    openWord(out, at, tail);
  } else if (t in ENGLISH_CLITICS) {
    pushWord(out, at, head);
    const clitic = ENGLISH_CLITICS[t];
    if (clitic) push(out, at, clitic);
  } else if (!tail) push(out, at, ELIDED.has(h) ? `${head}'` : head);
  else pushWord(out, at, raw.replace(/'/g, ''));
}

/** The words of a text as tokens, in order (see the header for what a word is). */
export function tokens(text: string, options: TokenizeOptions = {}): Token[] {
  let s = straightenQuotes(text);
  if (options.namingStyles) s = canonicalNamingStyles(s);
  const out: Token[] = [];
  // exec in a loop rather than matchAll: no iterator per text (Evolve tokenizes 100,000s).
  WORD.lastIndex = 0;
  for (let m = WORD.exec(s); m !== null; m = WORD.exec(s)) {
    if (!HAS_LETTER_OR_DIGIT.test(m[0])) continue;
    openWord(out, m.index, m[0]);
  }
  return out;
}

/** How many words a text has, as written ("didn't" and "n'affiche" are one word each). */
export function wordCount(text: string): number {
  // WORD with typographic apostrophes too, so the text need not be straightened first.
  const words = text.match(ANY_APOSTROPHE_WORD);
  let n = 0;
  if (words) for (const w of words) if (HAS_LETTER_OR_DIGIT.test(w)) n++;
  return n;
}

/** The folded words of a text, in order, naming-style spellings made canonical. */
export function tokenize(text: string): string[] {
  return tokens(text, { namingStyles: true }).map((t) => t.text);
}

/**
 * The parts of an identifier written as camelCase, PascalCase, snake_case, kebab-case, with
 * dots or with $, as written (getUserID -> get User ID, package.json -> package json); [] for a
 * plain word.
 */
export function identifierParts(raw: string): string[] {
  if (!/[_.$-]|\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}/u.test(raw)) return [];
  return raw
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[\s_.$-]+/)
    .filter(Boolean);
}

/** Folded words, each identifier replaced by its parts ("fix delete_branch" -> fix delete branch). */
export function tokenizeParts(text: string): string[] {
  return tokens(text).flatMap((t) => {
    const parts = identifierParts(t.raw);
    return parts.length ? parts.map(foldLetters) : [t.text];
  });
}
