// Win/loss detection of seed 002 on one user message, read in its conversation: praise versus
// criticism by families of phrasing (./families.ts), the short-message filter for mild praise,
// answers to the assistant's question (neutral), "nope" after the assistant said it was done
// (a loss), and corrections. Pure and fast: word classes compile once per patterns object.
import { messageShape } from '../text';
import { wordCount } from '../../text/tokenize';
import { turnFacts, type ConversationContext } from '../conversation';
import { Grammar, type Family, type Hit, type SentenceView } from './families';
import { anyIn, compilePatterns, matchAt, type CompiledPatterns } from './matcher';
import { sentencesOf, type Tok } from './tokens';
import type { FeedbackPatterns } from './vocabulary';

export type FeedbackKind = 'win' | 'loss' | 'neutral';

export interface FeedbackResult {
  feedback: FeedbackKind;
  correction: boolean;
  /** Human-readable reasons, in the order they were found (for --explain). */
  reasons: string[];
  /** The families that decided it. */
  families: Family[];
}

const grammars = new WeakMap<CompiledPatterns, Grammar>();
function grammarOf(c: CompiledPatterns): Grammar {
  let g = grammars.get(c);
  if (!g) grammars.set(c, (g = new Grammar(c.classes)));
  return g;
}

const ALTERNATIVE = new Set(['but', 'actually', 'instead', 'rather', 'mais', 'plutot', 'fait', 'но', 'а', 'лучше', 'вместо']);

/** Families that report a failure: feedback only when the failure follows the assistant's work. */
const FAILURE_FAMILIES: ReadonlySet<Family> = new Set(['negated-function', 'no-effect', 'persistence', 'breakage', 'error-report', 'lost-feature']);
// The user frames their own attempt: "I'm trying to …", "when I …", "j'essaie de …", "я пытаюсь …".
const ATTEMPT = /(?<![\p{L}])(?:i(?:'m| am)? try(?:ing)? to|i tried to|when i|whenever i|i want to|i'd like to|j'essaie|j'ai essaye|j'ai essayé|quand je|lorsque je|je voudrais|я пытаюсь|я пробую|когда я|хочу)(?![\p{L}])/iu;

const REASON: Record<Family, string> = {
  'negated-function': 'says something does not work / show / load',
  'no-effect': 'says the change had no effect',
  persistence: 'says the problem is still there',
  breakage: 'says something broke, crashes or got worse',
  'error-report': 'reports an error after the assistant’s work',
  looping: 'says the assistant is going in circles',
  undo: 'asks to undo or go back',
  meant: 'says what they meant or said before',
  'not-x-but-y': 'says "not this but that"',
  'pointed-question': 'questions what the assistant did',
  omission: 'points out something the assistant forgot or did not do',
  'lost-feature': 'says something is gone',
  judgement: 'judges the result negatively',
  confusion: 'says the answer was not understood',
  inability: 'cannot use what was given',
  dislike: 'does not like the result',
  'actual-value': 'gives the right value instead',
  'negated-praise': 'faint or negated praise',
  praise: 'praise',
  'weak-praise': 'mild approval in a short message',
  thanks: 'thanks in a short message',
  'works-now': 'says it works',
  solved: 'says it is solved',
  'extra-praise': 'praise phrase from .act/feedback-patterns.json',
  'extra-criticism': 'criticism phrase from .act/feedback-patterns.json',
  'extra-correction': 'correction phrase from .act/feedback-patterns.json',
};

/** Classifies one user message as praise (win), criticism (loss) or neither, and flags corrections. */
export function detectFeedback(text: string, patterns: FeedbackPatterns, ctx: ConversationContext = {}): FeedbackResult {
  const res: FeedbackResult = { feedback: 'neutral', correction: false, reasons: [], families: [] };
  const shape = messageShape(text);
  if (shape !== 'conversation') {
    res.reasons.push(shape === 'log' ? 'pasted log or command output: not feedback' : 'long pasted document: not feedback');
    return res;
  }
  const followsAnswer = ctx.followsAnswer ?? true;
  if (!followsAnswer) {
    res.reasons.push('opening message of a conversation: a problem described here is a request, not feedback');
    return res;
  }
  const c = compilePatterns(patterns);
  const g = grammarOf(c);
  const sentences: SentenceView[] = sentencesOf(text).map((s, n) => ({ ...s, n }));
  if (!sentences.length) {
    res.reasons.push('no words');
    return res;
  }
  const facts = turnFacts(ctx.before);
  const all = sentences.flatMap((s) => s.toks);

  // An answer to the assistant's question is not a judgement of its work.
  const bare = onlyAnswerWords(all, c);
  const first = sentences[0]!.toks;
  const refuses = matchAt(first, 0, c.classes.refusal);
  if (facts.asked && bare) {
    res.reasons.push(refuses ? 'declines what the assistant offered: an answer, not feedback' : 'answers the assistant’s question: not praise');
    return res;
  }

  const trimmed = text.trim();
  const shortMessage = wordCount(trimmed) <= c.shortMessage.maxWords && trimmed.length <= c.shortMessage.maxChars;
  const lead = sentences[0]!;
  // The lead clause ends at a comma or where a new request starts ("looks great can we add …").
  const requestAt = lead.toks.findIndex((_, i) => i > 0 && matchAt(lead.toks, i, c.classes.requestLead) > 0);
  const leadEnd = Math.min(lead.clauseStarts[1] ?? lead.toks.length, requestAt > 0 ? requestAt : lead.toks.length);
  const leadShort = !lead.question && leadEnd <= c.shortMessage.maxWords;
  const short = (sentence: number, index: number) => shortMessage || (leadShort && sentence === 0 && index < leadEnd);

  const hits: Hit[] = [];
  for (const s of sentences) hits.push(...g.losses(s));
  for (const s of sentences) hits.push(...g.wins(s, short));
  hits.push(...extraHits(c, sentences));

  // "No, but actually …" proposes something else, even in answer to a question.
  if (refuses && facts.asked && first.length - refuses >= 3 && first.slice(refuses, refuses + 4).some((t) => ALTERNATIVE.has(t.w))) hits.push({ family: 'not-x-but-y', kind: 'loss', correction: true, words: first.slice(0, 4).map((t) => t.w).join(' '), sentence: 0, index: 0 });
  // "No, …" with more to say, or "nope" after the assistant said it was done.
  else if (refuses && !facts.asked) {
    const rest = first.length - refuses;
    // "no, use X" says what instead; "no, still broken" is a plain complaint (the families found it).
    const complained = hits.some((h) => h.kind === 'loss');
    if (rest >= 2 && !complained && !hits.some((h) => h.kind === 'win')) hits.push({ family: 'not-x-but-y', kind: 'loss', correction: true, words: first.slice(0, 3).map((t) => t.w).join(' '), sentence: 0, index: 0 });
    else if (bare && (facts.claimedDone || ctx.before === undefined)) hits.push({ family: 'negated-praise', kind: 'loss', correction: false, words: first[0]!.w, sentence: 0, index: 0 });
  }

  // A problem described after a turn that changed nothing, when the assistant had asked for it or
  // the user frames their own attempt ("I'm trying to … but it fails"), is a bug report, not feedback.
  const report = ctx.before !== undefined && !facts.claimedDone && (facts.asked || ATTEMPT.test(text));
  if (report) {
    const kept = hits.filter((h) => !(h.kind === 'loss' && FAILURE_FAMILIES.has(h.family)));
    if (kept.length !== hits.length) res.reasons.push('describes a problem the assistant had not worked on yet (nothing changed before): a request, not feedback');
    hits.length = 0;
    hits.push(...kept);
  }
  const losses = hits.filter((h) => h.kind === 'loss');
  const wins = hits.filter((h) => h.kind === 'win');
  for (const h of losses) res.reasons.push(`${REASON[h.family]} ("${h.words}")`);
  if (losses.length) {
    res.feedback = 'loss';
    res.correction = losses.some((h) => h.correction);
    res.families = [...new Set(losses.map((h) => h.family))];
    if (res.correction) res.reasons.push('and says what is right instead: correction');
  } else if (wins.length) {
    // "looks great except the footer": a reservation right after the praise takes it back.
    const lastWin = wins[wins.length - 1]!;
    const s = sentences[lastWin.sentence]!;
    const reserved = !shortMessage && anyIn(s.toks, c.classes.reservation, lastWin.index + 1, Math.min(s.toks.length, lastWin.index + 6)) && s.toks.length - lastWin.index > 3;
    for (const h of wins) res.reasons.push(`${REASON[h.family]} ("${h.words}")`);
    if (reserved) res.reasons.push('praise with a reservation ("but/except …"): not counted');
    else {
      res.feedback = 'win';
      res.families = [...new Set(wins.map((h) => h.family))];
    }
  }
  if (!res.reasons.length) res.reasons.push('no praise, criticism or correction found');
  return res;
}

/** The message says nothing but yes / no / ok / go (and politeness): an answer. */
function onlyAnswerWords(all: readonly Tok[], c: CompiledPatterns): boolean {
  for (let i = 0; i < all.length; ) {
    const n = Math.max(matchAt(all, i, c.classes.acknowledge), matchAt(all, i, c.classes.refusal));
    if (n) {
      i += n;
      continue;
    }
    if (!ANSWER_FILLER.has(all[i]!.w) && !/^\d+$/.test(all[i]!.w)) return false;
    i++;
  }
  return true;
}

const ANSWER_FILLER = new Set(['please', 'stp', 'pls', 'the', 'all', 'both', 'first', 'one', 'two', 'three', 'les', 'tous', 'пожалуйста']);

function extraHits(c: CompiledPatterns, sentences: SentenceView[]): Hit[] {
  const out: Hit[] = [];
  for (const s of sentences) {
    for (let i = 0; i < s.toks.length; i++) {
      if (matchAt(s.toks, i, c.extra.ignore)) continue;
      let n: number;
      if ((n = matchAt(s.toks, i, c.extra.criticism))) out.push({ family: 'extra-criticism', kind: 'loss', correction: false, words: s.toks.slice(i, i + n).map((t) => t.w).join(' '), sentence: s.n, index: i });
      if ((n = matchAt(s.toks, i, c.extra.corrections))) out.push({ family: 'extra-correction', kind: 'loss', correction: true, words: s.toks.slice(i, i + n).map((t) => t.w).join(' '), sentence: s.n, index: i });
      if ((n = matchAt(s.toks, i, c.extra.praise)) && !s.question) out.push({ family: 'extra-praise', kind: 'win', correction: false, words: s.toks.slice(i, i + n).map((t) => t.w).join(' '), sentence: s.n, index: i });
    }
  }
  return out;
}
