// Win/loss detection of seed 002 on one user message: praise versus criticism with the
// short-message filter for isolated praise, negations ("not bad", "pas terrible"), criticism
// phrased as a question, and corrections. Pure and fast: patterns compile once per config.
import type { FeedbackPatterns } from './feedbackPatterns';
import { messageShape, normalizeForMatch, splitSentences, wordCount } from './text';

export type FeedbackKind = 'win' | 'loss' | 'neutral';

export interface FeedbackResult {
  feedback: FeedbackKind;
  correction: boolean;
  /** Human-readable reasons, in the order they were found (for --explain). */
  reasons: string[];
  /** The phrases that decided it, as written in the patterns. */
  matched: { praise: string[]; criticism: string[]; correction: string[] };
}

interface Compiled {
  praise: Matcher;
  strongPraise: Matcher;
  criticism: Matcher;
  weakCriticism: Matcher;
  ignore: Matcher;
  positiveNegations: Matcher;
  negativeNegations: Matcher;
  questionCriticism: Matcher;
  corrections: Matcher;
  negators: Set<string>;
}

/** Phrases indexed by their first word; matching walks the message's words once per list. */
interface Matcher {
  byFirst: Map<string, Array<{ phrase: string; words: string[] }>>;
}

interface Token {
  w: string;
  start: number;
  end: number;
}

const cache = new WeakMap<FeedbackPatterns, Compiled>();
// Text is folded (lower case, no accents) first, so this class covers Latin, Greek and Cyrillic.
const WORD = /[a-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]+(?:'[a-z0-9\u00c0-\u024f\u0400-\u04ff]+)*'?|\*/g;

export function tokens(norm: string): Token[] {
  const out: Token[] = [];
  WORD.lastIndex = 0;
  for (const m of norm.matchAll(WORD)) out.push({ w: m[0], start: m.index, end: m.index + m[0].length });
  return out;
}

function matcher(list: string[]): Matcher {
  const byFirst: Matcher['byFirst'] = new Map();
  for (const phrase of list) {
    const words = tokens(normalizeForMatch(phrase)).map((t) => t.w);
    if (!words.length || words[0] === '*' && words.length === 1) continue;
    // A leading wildcard ("* instead of") is the same as the phrase without it.
    while (words[0] === '*') words.shift();
    const arr = byFirst.get(words[0]!) ?? [];
    arr.push({ phrase, words });
    byFirst.set(words[0]!, arr);
  }
  return { byFirst };
}

/** Index just past the match of words[k..] starting at token i, or -1. `*` spans 1 to 8 words. */
function matchFrom(toks: Token[], i: number, words: string[], k: number): number {
  if (k === words.length) return i;
  if (i >= toks.length) return -1;
  if (words[k] === '*') {
    for (let skip = 1; skip <= 8 && i + skip <= toks.length; skip++) {
      const r = matchFrom(toks, i + skip, words, k + 1);
      if (r !== -1) return r;
    }
    return -1;
  }
  return toks[i]!.w === words[k] ? matchFrom(toks, i + 1, words, k + 1) : -1;
}

function compile(p: FeedbackPatterns): Compiled {
  let c = cache.get(p);
  if (!c) {
    c = {
      praise: matcher(p.praise), strongPraise: matcher(p.strongPraise), criticism: matcher(p.criticism), weakCriticism: matcher(p.weakCriticism),
      ignore: matcher(p.ignore), positiveNegations: matcher(p.positiveNegations), negativeNegations: matcher(p.negativeNegations),
      questionCriticism: matcher(p.questionCriticism), corrections: matcher(p.corrections), negators: new Set(p.negators.map(normalizeForMatch)),
    };
    cache.set(p, c);
  }
  return c;
}

function find(m: Matcher, text: string, toks: Token[] = tokens(text)): Array<{ phrase: string; index: number; length: number }> {
  const hits: Array<{ phrase: string; index: number; length: number }> = [];
  for (let i = 0; i < toks.length; i++) {
    const cands = m.byFirst.get(toks[i]!.w);
    if (!cands) continue;
    let best: { phrase: string; end: number } | undefined;
    for (const c of cands) {
      const j = matchFrom(toks, i, c.words, 0);
      if (j !== -1 && (!best || toks[j - 1]!.end > best.end)) best = { phrase: c.phrase, end: toks[j - 1]!.end };
    }
    if (best) hits.push({ phrase: best.phrase, index: toks[i]!.start, length: best.end - toks[i]!.start });
  }
  return hits;
}

/** Blanks matched spans so an inner word ("bad" in "not bad") is not matched again. */
function blank(text: string, hits: Array<{ index: number; length: number }>): string {
  let out = text;
  for (const h of hits) out = out.slice(0, h.index) + ' '.repeat(h.length) + out.slice(h.index + h.length);
  return out;
}

// Where the leading clause ends: punctuation, or a new request glued on without punctuation
// ("looks great any way to add weather?").
const CLAUSE_END = /[.!?,;:\n()]|\s(?:can|could|would|will) (?:we|you|i)\b|\s(?:is there|are there|what about|how about|any way|anyway|but|mais|et|and|now|lets|let's|peux[- ]tu|pourrais[- ]tu|est[- ]ce que)\b/u;

const QUESTION_START = /^(?:what|how|which|where|when|who|why|is|are|do|does|can|could|should|quoi|comment|quel|quelle|quels|ou|pourquoi|est-ce|что|как|где|почему)(?![a-z\u0400-\u04ff])/;

function leadingClause(norm: string): string {
  const m = CLAUSE_END.exec(norm);
  return (m ? norm.slice(0, m.index) : norm).trim();
}

function negatedAt(norm: string, index: number, length: number, negators: Set<string>): boolean {
  // Only within the same clause: "on va pas travailler là-dessus, c'est parfait" is not negated.
  const clause = norm.slice(Math.max(0, index - 40), index).split(/[,.;:!?\n]/).pop() ?? '';
  const before = clause.split(/\s+/).filter(Boolean).slice(-3);
  if (before.some((w) => negators.has(w) || /n't$|^n'/.test(w))) return true;
  const after = norm.slice(index + length, index + length + 12);
  return /^\s+(?:pas|plus|jamais|не)(?![a-z\u0400-\u04ff])/.test(after);
}

/** Classifies one user message as praise (win), criticism (loss) or neither, and flags corrections. */
export function detectFeedback(text: string, patterns: FeedbackPatterns): FeedbackResult {
  const res: FeedbackResult = { feedback: 'neutral', correction: false, reasons: [], matched: { praise: [], criticism: [], correction: [] } };
  const shape = messageShape(text);
  if (shape !== 'conversation') {
    res.reasons.push(shape === 'log' ? 'pasted log or command output: not feedback' : 'long pasted document: not feedback');
    return res;
  }
  const c = compile(patterns);
  let norm = normalizeForMatch(text);
  norm = blank(norm, find(c.ignore, norm));
  const trimmed = text.trim();
  const short = wordCount(trimmed) <= patterns.shortMessage.maxWords && trimmed.length <= patterns.shortMessage.maxChars;
  const lead = leadingClause(norm);
  const leadShort = lead.length > 0 && wordCount(lead) <= patterns.shortMessage.maxWords && !lead.includes('?') && !QUESTION_START.test(lead);
  const leadEnd = norm.indexOf(lead) + lead.length;
  let wins = 0;
  let losses = 0;
  let lastPraiseEnd = -1;

  const posNeg = find(c.positiveNegations, norm);
  const negNeg = find(c.negativeNegations, norm);
  for (const h of posNeg) {
    wins++;
    res.matched.praise.push(h.phrase);
    res.reasons.push(`negated criticism "${h.phrase}" is praise`);
  }
  for (const h of negNeg) {
    losses++;
    res.matched.criticism.push(h.phrase);
    res.reasons.push(`faint or negated praise "${h.phrase}" is criticism`);
  }
  norm = blank(norm, [...posNeg, ...negNeg]);

  // Questions and corrections are judged per sentence: "instead of" inside a "why did you ...?"
  // question is a reproach, not a correction.
  const sentences = splitSentences(norm);
  const isQuestion = (s: string) => s.includes('?') || /^(?:why|pourquoi|почему|зачем)\b/u.test(s);
  for (const s of sentences) {
    if (!isQuestion(s)) continue;
    const q = find(c.questionCriticism, s);
    if (q.length) {
      losses++;
      res.matched.criticism.push(q[0]!.phrase);
      res.reasons.push(`criticism phrased as a question ("${q[0]!.phrase} …?")`);
    }
  }

  const crit = find(c.criticism, norm);
  for (const h of crit) {
    losses++;
    res.matched.criticism.push(h.phrase);
    res.reasons.push(`criticism "${h.phrase}"`);
  }
  norm = blank(norm, crit);
  for (const h of find(c.weakCriticism, norm)) {
    if (!short && !(leadShort && h.index < leadEnd)) continue;
    losses++;
    res.matched.criticism.push(h.phrase);
    res.reasons.push(`criticism "${h.phrase}" in a short message`);
  }

  const strong = find(c.strongPraise, norm);
  const praiseHits = [...strong.map((h) => ({ ...h, strong: true })), ...find(c.praise, blank(norm, strong)).map((h) => ({ ...h, strong: false }))];
  for (const h of praiseHits) {
    const inLead = leadShort && h.index < leadEnd;
    const inQuestion = !inLead && sentences.some((s) => isQuestion(s) && s.includes(norm.slice(h.index, h.index + h.length)));
    if (negatedAt(norm, h.index, h.length, c.negators)) {
      losses++;
      res.matched.criticism.push(`not ${h.phrase}`);
      res.reasons.push(`negated praise "${h.phrase}" is criticism`);
    } else if ((h.strong || short || inLead) && !inQuestion) {
      wins++;
      lastPraiseEnd = Math.max(lastPraiseEnd, h.index + h.length);
      res.matched.praise.push(h.phrase);
      res.reasons.push(h.strong ? `praise "${h.phrase}"` : `praise "${h.phrase}" in a ${short ? 'short message' : 'short leading clause'}`);
    }
  }

  const starts = /^(?:no|non|nope|nah|нет)\b[,.!]?\s+(?:(?:use|utilise|mets|put|it'?s|c'?est|il faut|you should|tu dois|en fait|actually|rather|plutot|instead|not|pas|il y a|that|ce|the|le|la|les)\b)/u;
  if (starts.test(norm)) {
    res.correction = true;
    losses++;
    res.matched.correction.push('no, …');
    res.reasons.push('starts by contradicting the assistant ("no, …")');
  }
  for (const s of sentences) {
    if (isQuestion(s)) continue;
    for (const h of find(c.corrections, s)) {
      res.correction = true;
      res.matched.correction.push(h.phrase);
      res.reasons.push(`correction "${h.phrase}"`);
    }
  }

  if (losses > 0) res.feedback = 'loss';
  else if (wins > 0) {
    // "looks sweet except fastfetch": a reservation right after the praise takes it back.
    const reservation = lastPraiseEnd >= 0 && /^[^.!?\n]{0,30}?(?<![\p{L}])(?:except|sauf|but|mais|however|cependant|par contre|кроме|но)(?![\p{L}])/u.test(norm.slice(lastPraiseEnd));
    if (reservation && !short) res.reasons.push('praise with a reservation ("except/but …"): not counted');
    else res.feedback = 'win';
  }
  if (!res.reasons.length) res.reasons.push('no praise, criticism or correction found');
  return res;
}
