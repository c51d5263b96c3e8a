// A message as the feedback grammar reads it: sentences of folded, stemmed tokens, split into
// clauses at commas and colons. Words, contractions ("didn't" -> did not, "n'affiche" -> n' +
// affiche, "t'as" -> t' + as) and stems are the shared text module's; each word is stemmed in
// the message's language. Code blocks and quoted lines are left out (they are not the user's
// words).
import { tokens, type Token } from '../../text/tokenize';
import { straightenQuotes } from '../../text/normalize';
import { stem, type TextLanguage } from '../../text/stem';
import { languageOfTokens } from '../../text/language';

export interface Tok {
  /** Folded word ("affiche", "n'", "not"). */
  w: string;
  /** Stem used for matching ("affich"). */
  s: string;
}

export interface Sentence {
  toks: Tok[];
  /** Ends with "?" or opens with an interrogative word. */
  question: boolean;
  /** Token indices where a new clause starts (after a comma or a colon). */
  clauseStarts: number[];
}

/** Interrogative words: a clause they open asks, with or without its "?". */
export const QUESTION_OPENERS: ReadonlySet<string> = new Set([
  'why',
  'what',
  'how',
  'which',
  'where',
  'when',
  'who',
  'pourquoi',
  'comment',
  'quel',
  'quelle',
  'ou',
  'quoi',
  'почему',
  'зачем',
  'как',
  'что',
  'где',
  'когда',
]);

const tok = (t: Token, lang: TextLanguage): Tok => ({ w: t.text, s: stem(t.raw, lang) });

// A shell prompt opening a pasted command ("$ make test", "me@box:~$ ls").
const SHELL_PROMPT = /^\s*(?:\$ |[\w.-]+@[\w.-]+\S*[$#%] )/;

/**
 * The user's own words: fenced code, inline code spans, quoted lines and pasted terminal sessions
 * (from a prompt line to the end of its paragraph, when output follows it) removed.
 */
export function ownWords(text: string): string {
  return text
    .replace(/```[\s\S]*?(?:```|$)/g, ' ')
    .replace(/`[^`\n]{1,200}`/g, ' code ')
    .split(/(\n\s*\n)/)
    .map(withoutTerminalSession)
    .join('')
    .split('\n')
    .filter((l) => !/^\s*>/.test(l))
    .join('\n');
}

function withoutTerminalSession(paragraph: string): string {
  const lines = paragraph.split('\n');
  const prompt = lines.findIndex((l) => SHELL_PROMPT.test(l));
  return prompt >= 0 && prompt < lines.length - 1 ? lines.slice(0, prompt).join('\n') : paragraph;
}

// One message is read several times (its opening, its prose, its whole): the last few readings
// are kept. Callers never change what they get.
const READ_CACHE = new Map<string, Sentence[]>();
const READ_CACHE_SIZE = 8;

export function sentencesOf(text: string): Sentence[] {
  let read = READ_CACHE.get(text);
  if (!read) {
    if (READ_CACHE.size >= READ_CACHE_SIZE) READ_CACHE.delete(READ_CACHE.keys().next().value!);
    READ_CACHE.set(text, (read = readSentences(text)));
  }
  return read;
}

function readSentences(text: string): Sentence[] {
  const flat = straightenQuotes(ownWords(text)).replace(/\s+/g, ' ').trim();
  // "…" ends a sentence as "." does: "des if/else imbriqués… je t'ai dit X".
  const parts = flat.split(/(?<=[.!?;…])\s+|\s+[-—–]\s+/);
  const read = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((part) => ({ part, clauses: part.split(/[,:]/).map((c) => tokens(c)) }));
  const lang = languageOfTokens(read.flatMap((r) => r.clauses.flat()));
  const out: Sentence[] = [];
  for (const { part, clauses } of read) {
    const clauseStarts = [0];
    const clean: Tok[] = [];
    for (const clause of clauses) {
      if (clean.length && clauseStarts[clauseStarts.length - 1] !== clean.length) clauseStarts.push(clean.length);
      for (const t of clause) clean.push(tok(t, lang));
    }
    if (!clean.length) continue;
    const question = /\?\s*$/.test(part) || (QUESTION_OPENERS.has(clean[0]!.w) && /\?/.test(part));
    out.push({ toks: clean, question, clauseStarts });
  }
  return out;
}

/**
 * The token names one of `forms` (a turn's words): as written, by its stem, or by a part of it,
 * since the turn's words are split at "-", ".", "/" and "_" ("прогресс-бар", "config.yaml") and a token is not.
 */
export function namedIn(t: Tok, forms: ReadonlySet<string>, min = 3): boolean {
  return [t.w, t.s, ...t.w.split(/[./_-]+/)].some((f) => f.length >= min && forms.has(f));
}

/** Index of the first token of the clause holding token i. */
export function clauseStart(s: Sentence, i: number): number {
  let start = 0;
  for (const c of s.clauseStarts) if (c <= i) start = c;
  return start;
}

const ADVERB_BETWEEN = new Set(['also', 'then', 'just', 'first', 'finally', 'already']);

/** "I opened …", "we then loaded …": the user is the subject of the verb at `i` (an adverb may sit between). */
export function userDid(t: readonly Tok[], i: number): boolean {
  const subject = t[i - 1] && ADVERB_BETWEEN.has(t[i - 1]!.w) ? t[i - 2] : t[i - 1];
  // "working from the garden today", "working on the invoices": what the user is doing.
  const userAtWork = t[i]?.w === 'working' && WHERE_OR_WHAT.has(t[i + 1]?.w ?? '');
  return subject?.w === 'i' || subject?.w === 'we' || userAtWork;
}
const WHERE_OR_WHAT = new Set(['from', 'on', 'at', 'in', 'with']);

/** "where you said", "like you said", "comme tu as dit", "как ты сказал": the user followed what the turn said. */
export const FOLLOWED_LEAD: ReadonlySet<string> = new Set(['where', 'like', 'as', 'comme', 'ou', 'как', 'куда', 'где']);
