// A message as the feedback grammar reads it: sentences of folded, stemmed tokens. Contractions
// are opened so that negation is a token of its own ("didn't" -> did not, "n'affiche" -> n' +
// affiche, "t'as" -> t' + as); code blocks and quoted lines are left out (they are not the
// user's words).
import { normalizeForMatch } from '../text';
import { stem } from '../../text/stem';

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

const ELIDED = new Set(['n', 't', 'l', 'd', 'j', 'm', 's', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu']);
const NO_APOSTROPHE = /^(does|do|did|is|are|was|were|has|have|had|could|should|would|wo|ca)nt$/;
const ENGLISH_CLITICS = new Set(['s', 're', 've', 'll', 'd', 'm']);
const QUESTION_OPENERS = new Set(['why', 'what', 'how', 'which', 'where', 'when', 'who', 'pourquoi', 'comment', 'quel', 'quelle', 'ou', 'quoi', 'почему', 'зачем', 'как', 'что', 'где', 'когда']);

const stemMemo = new Map<string, string>();
function stemOf(w: string): string {
  let s = stemMemo.get(w);
  if (s === undefined) {
    if (stemMemo.size > 50_000) stemMemo.clear();
    stemMemo.set(w, (s = /^[a-z]+$/.test(w) ? stem(w) : w));
  }
  return s;
}

const tok = (w: string): Tok => ({ w, s: stemOf(w) });

/** Folded tokens of a phrase or a clause, contractions opened. Commas come back as ",". */
export function tokenizeFolded(folded: string): Tok[] {
  const out: Tok[] = [];
  const raw = folded.match(/[\p{L}\p{N}_]+(?:'[\p{L}\p{N}]+)*'?|,|:/gu) ?? [];
  for (const r of raw) {
    if (r === ',' || r === ':') {
      out.push({ w: ',', s: ',' });
      continue;
    }
    const parts = r.split("'");
    if (parts.length === 1) {
      // Contractions typed without the apostrophe: "doesnt", "isnt", "wont".
      const bare = NO_APOSTROPHE.exec(r);
      if (bare) {
        out.push(tok(bare[1] === 'wo' ? 'will' : bare[1] === 'ca' ? 'can' : bare[1]!), tok('not'));
        continue;
      }
      out.push(tok(r));
      continue;
    }
    const [head, ...rest] = parts;
    const tail = rest.join("'");
    if (tail === 't' && head!.endsWith('n')) {
      // didn't -> did not, can't -> can not, won't -> wo not (kept: "wo" is harmless).
      const base = head!.slice(0, -1);
      if (base) out.push(tok(base === 'ca' ? 'can' : base === 'wo' ? 'will' : base));
      out.push(tok('not'));
    } else if (ELIDED.has(head!) && tail) {
      out.push(tok(`${head}'`));
      for (const t of tokenizeFolded(tail)) out.push(t);
    } else if (ENGLISH_CLITICS.has(tail)) {
      out.push(tok(head!));
      if (tail === 're') out.push(tok('are'));
      else if (tail === 'm') out.push(tok('am'));
      else if (tail === 've') out.push(tok('have'));
    } else if (!tail) out.push(tok(ELIDED.has(head!) ? `${head}'` : head!));
    else out.push(tok(r.replace(/'/g, '')));
  }
  return out;
}

/** The user's own words: fenced code, inline code spans and quoted lines removed. */
export function ownWords(text: string): string {
  return text
    .replace(/```[\s\S]*?(?:```|$)/g, ' ')
    .replace(/`[^`\n]{1,200}`/g, ' code ')
    .split('\n')
    .filter((l) => !/^\s*>/.test(l))
    .join('\n');
}

export function sentencesOf(text: string): Sentence[] {
  const folded = normalizeForMatch(ownWords(text).replace(/\n+/g, ' \n '));
  const parts = folded.split(/(?<=[.!?;])\s+|\s*\n\s*|\s+[-—–]\s+/);
  const out: Sentence[] = [];
  for (const p of parts) {
    const part = p.trim();
    if (!part) continue;
    const toks = tokenizeFolded(part);
    if (!toks.length) continue;
    const clauseStarts = [0];
    const clean: Tok[] = [];
    for (const t of toks) {
      if (t.w === ',') {
        if (clean.length && clauseStarts[clauseStarts.length - 1] !== clean.length) clauseStarts.push(clean.length);
        continue;
      }
      clean.push(t);
    }
    if (!clean.length) continue;
    const question = /\?\s*$/.test(part) || QUESTION_OPENERS.has(clean[0]!.w) && /\?/.test(part);
    out.push({ toks: clean, question, clauseStarts });
  }
  return out;
}

/** Index of the first token of the clause holding token i. */
export function clauseStart(s: Sentence, i: number): number {
  let start = 0;
  for (const c of s.clauseStarts) if (c <= i) start = c;
  return start;
}
