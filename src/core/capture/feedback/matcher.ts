// Word classes compiled for matching: each entry is a sequence of words, each word an exact
// stem or (with a trailing `*`) a prefix of the folded token.
import { normalizeForMatch } from '../text';
import { tokenizeFolded, type Tok } from './tokens';
import { WORD_CLASSES, type FeedbackPatterns, type WordClass } from './vocabulary';

interface WordSpec {
  text: string;
  stem: string;
  prefix: boolean;
}

export interface Entry {
  phrase: string;
  words: WordSpec[];
}

export type Classes = Record<WordClass, Entry[]>;

export interface CompiledPatterns {
  classes: Classes;
  extra: { praise: Entry[]; criticism: Entry[]; corrections: Entry[]; ignore: Entry[] };
  shortMessage: FeedbackPatterns['shortMessage'];
}

function compileEntry(phrase: string): Entry | null {
  const folded = normalizeForMatch(phrase);
  const prefix = folded.endsWith('*');
  const toks = tokenizeFolded(prefix ? folded.slice(0, -1) : folded).filter((t) => t.w !== ',');
  if (!toks.length) return null;
  const words = toks.map((t, i) => ({ text: t.w, stem: t.s, prefix: prefix && i === toks.length - 1 }));
  return { phrase, words };
}

export const compileList = (list: readonly string[]): Entry[] => list.map(compileEntry).filter((e): e is Entry => e !== null);

const cache = new WeakMap<FeedbackPatterns, CompiledPatterns>();

export function compilePatterns(p: FeedbackPatterns): CompiledPatterns {
  let c = cache.get(p);
  if (!c) {
    const classes = Object.fromEntries(WORD_CLASSES.map((k) => [k, compileList(p.classes[k] ?? [])])) as Classes;
    c = { classes, extra: { praise: compileList(p.extra.praise), criticism: compileList(p.extra.criticism), corrections: compileList(p.extra.corrections), ignore: compileList(p.extra.ignore) }, shortMessage: p.shortMessage };
    cache.set(p, c);
  }
  return c;
}

function wordMatches(t: Tok, w: WordSpec): boolean {
  if (w.prefix) return t.w.startsWith(w.text);
  return t.w === w.text || (t.s === w.stem && w.stem.length >= 3);
}

/** Length in tokens of the longest entry matching at token i, or 0. */
export function matchAt(toks: readonly Tok[], i: number, entries: readonly Entry[]): number {
  let best = 0;
  for (const e of entries) {
    const n = e.words.length;
    if (n <= best || i + n > toks.length) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) ok = wordMatches(toks[i + k]!, e.words[k]!);
    if (ok) best = n;
  }
  return best;
}

/** The entry phrase matching at token i (for reasons), or undefined. */
export function phraseAt(toks: readonly Tok[], i: number, entries: readonly Entry[]): string | undefined {
  let best: Entry | undefined;
  for (const e of entries) {
    const n = e.words.length;
    if ((best && n <= best.words.length) || i + n > toks.length) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) ok = wordMatches(toks[i + k]!, e.words[k]!);
    if (ok) best = e;
  }
  return best?.phrase;
}

/** Token indices in [from, to) where an entry of the list starts. */
export function findIn(toks: readonly Tok[], entries: readonly Entry[], from = 0, to = toks.length): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) if (matchAt(toks, i, entries)) out.push(i);
  return out;
}

export function anyIn(toks: readonly Tok[], entries: readonly Entry[], from = 0, to = toks.length): boolean {
  for (let i = Math.max(0, from); i < Math.min(to, toks.length); i++) if (matchAt(toks, i, entries)) return true;
  return false;
}
