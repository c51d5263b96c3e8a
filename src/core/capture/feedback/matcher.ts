// Word classes compiled for matching: each entry is a sequence of words, each word an exact
// stem or (with a trailing `*`) a prefix of the folded token. Entries are not tagged with a
// language, so a word keeps its stems in each language and meets a token stemmed in any.
import { tokens } from '../../text/tokenize';
import { stemVariants } from '../../text/stem';
import type { Tok } from './tokens';
import { WORD_CLASSES, type FeedbackPatterns, type WordClass } from './vocabulary';

interface WordSpec {
  text: string;
  /** Its stems (English, French, Russian) of at least 3 letters. */
  stems: string[];
  prefix: boolean;
}

export interface Entry {
  phrase: string;
  words: WordSpec[];
}

/** Entries of one class, indexed by their first word so a token looks at a handful, not all. */
export interface EntryIndex {
  all: Entry[];
  byWord: Map<string, Entry[]>;
  byStem: Map<string, Entry[]>;
  /** Prefix entries ("work*") by their first two letters. */
  byPrefix: Map<string, Entry[]>;
}

export type Classes = Record<WordClass, EntryIndex>;

export interface CompiledPatterns {
  classes: Classes;
  extra: { praise: EntryIndex; criticism: EntryIndex; corrections: EntryIndex; ignore: EntryIndex };
  shortMessage: FeedbackPatterns['shortMessage'];
}

/** An entry is a phrase; `word*` matches a prefix, `=word` only that exact form (no stemming: "=annule" is not "annulée"). */
function compileEntry(phrase: string): Entry | null {
  const exact = phrase.startsWith('=');
  const written = (exact ? phrase.slice(1) : phrase).trim();
  const prefix = written.endsWith('*');
  const toks = tokens(prefix ? written.slice(0, -1) : written);
  if (!toks.length) return null;
  const words = toks.map((t, i) => ({
    text: t.text,
    stems: exact ? [] : stemVariants(t.raw).filter((s) => s.length >= 3),
    prefix: prefix && i === toks.length - 1,
  }));
  return { phrase, words };
}

function push(m: Map<string, Entry[]>, k: string, e: Entry) {
  const list = m.get(k);
  if (list) {
    if (!list.includes(e)) list.push(e);
  } else m.set(k, [e]);
}

export function compileList(list: readonly string[]): EntryIndex {
  const all = list.map(compileEntry).filter((e): e is Entry => e !== null);
  const byWord = new Map<string, Entry[]>();
  const byStem = new Map<string, Entry[]>();
  const byPrefix = new Map<string, Entry[]>();
  for (const e of all) {
    const w = e.words[0]!;
    if (w.prefix) push(byPrefix, w.text.slice(0, 2), e);
    else {
      push(byWord, w.text, e);
      for (const s of w.stems) push(byStem, s, e);
    }
  }
  return { all, byWord, byStem, byPrefix };
}

const cache = new WeakMap<FeedbackPatterns, CompiledPatterns>();

export function compilePatterns(p: FeedbackPatterns): CompiledPatterns {
  let c = cache.get(p);
  if (!c) {
    const classes = Object.fromEntries(WORD_CLASSES.map((k) => [k, compileList(p.classes[k] ?? [])])) as Classes;
    c = {
      classes,
      extra: {
        praise: compileList(p.extra.praise),
        criticism: compileList(p.extra.criticism),
        corrections: compileList(p.extra.corrections),
        ignore: compileList(p.extra.ignore),
      },
      shortMessage: p.shortMessage,
    };
    cache.set(p, c);
  }
  return c;
}

function wordMatches(t: Tok, w: WordSpec): boolean {
  if (w.prefix) return t.w.startsWith(w.text);
  return t.w === w.text || w.stems.includes(t.s);
}

/** Length in tokens of the longest entry matching at token i, or 0. */
export function matchAt(toks: readonly Tok[], i: number, idx: EntryIndex): number {
  const t = toks[i];
  if (!t) return 0;
  let best = longestIn(idx.byWord.get(t.w), toks, i, 0);
  best = longestIn(idx.byStem.get(t.s), toks, i, best);
  return idx.byPrefix.size ? longestIn(idx.byPrefix.get(t.w.slice(0, 2)), toks, i, best) : best;
}

function longestIn(list: Entry[] | undefined, toks: readonly Tok[], i: number, best: number): number {
  if (!list) return best;
  for (const e of list) {
    const n = e.words.length;
    if (n <= best || i + n > toks.length) continue;
    let ok = true;
    for (let k = 0; k < n && ok; k++) ok = wordMatches(toks[i + k]!, e.words[k]!);
    if (ok) best = n;
  }
  return best;
}

export function anyIn(toks: readonly Tok[], entries: EntryIndex, from = 0, to = toks.length): boolean {
  for (let i = Math.max(0, from); i < Math.min(to, toks.length); i++) if (matchAt(toks, i, entries)) return true;
  return false;
}
