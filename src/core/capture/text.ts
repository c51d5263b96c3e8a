// Small text helpers shared by the capture detectors: shortening for evidence, sentences, and
// the "is this a pasted document rather than something said to the assistant" test. Folding,
// words and stems are the shared text module's (../text).
import { wordCount } from '../text/tokenize';

/** One line, at most `max` characters, cut at a word boundary with an ellipsis. */
export function shorten(text: string, max = 120): string {
  const one = text.replace(/\s+/g, ' ').trim();
  if (one.length <= max) return one;
  const cut = one.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max * 0.6 ? cut.slice(0, sp) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Splits into sentences/clauses on . ! ? ; newlines and bullets, keeping the text of each. */
export function splitSentences(text: string): string[] {
  return (
    text
      // Not at a dash: "в каждом MR — чеклист", "new ViewModel — tests in the same MR" is one sentence.
      .split(/(?<=[.!?;])\s+|\n+|^\s*[-*•]\s+/m)
      .flatMap((s) => s.split(/\n\s*[-*•]\s+/))
      .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
      .filter(Boolean)
  );
}

// One line of pasted output: a stack frame, a timestamp, a prompt, a compiler or npm diagnostic.
// "> * item" and "> **Heading**" quote Markdown; "> npm run build" is a prompt.
const LOG_LINE =
  /^\s*(?:at\s+\S+\s*\(|\[?\d{2}:\d{2}:\d{2}|\d{4}-\d{2}-\d{2}[T ]\d{2}:|\s*File "|Traceback|npm (?:ERR|WARN)|error(?:\[|:)|warning:|\$ |> (?![-*•#>]|\*\*)|~ ✗|\w+@[\w-]+ .*[%$#] )/i;
// A line of a structured document: heading, bullet, numbered item, table row, fence, capitals.
const STRUCTURE_LINE = /^\s*(?:#{1,6}\s|[-*•]\s|\d+[.)]\s|\|.*\||```|[A-ZÀ-Ý0-9 _—-]{8,}:?\s*$)/;
const PROSE_MAX_WORDS = 60;
const OPENING_MAX_WORDS = 40;
// A line that titles a section of a ticket or spec.
const SECTIONED =
  /^\s*(?:#{1,4}\s|\*\*[^*\n]{3,80}\*\*\s*$|(?:context|contexte|background|acceptance criteria|crit[èe]res d'acceptation|constraints?|contraintes(?: techniques)?|requirements|besoin|scope|out of scope|hors p[ée]rim[èe]tre|контекст|критерии при[её]мки|ограничения|требования)(?![\p{L}]))/imu;

export type MessageShape = 'conversation' | 'document' | 'log';

/**
 * Pasted specifications, tickets, system prompts and logs are not things said to the assistant:
 * their "always"/"jamais" are rules for another system and their "error" words are output.
 */
export function messageShape(text: string): MessageShape {
  // Rules, feedback and the analysis of one message each ask: remember the last answer.
  if (text === lastShape.text) return lastShape.shape;
  const shape = shapeOf(text);
  lastShape = { text, shape };
  return shape;
}

let lastShape: { text: string; shape: MessageShape } = { text: '', shape: 'conversation' };

function shapeOf(text: string): MessageShape {
  const lines = text.split('\n');
  const nonEmpty = lines.filter((l) => l.trim());
  const logLines = nonEmpty.filter((l) => LOG_LINE.test(l));
  if (nonEmpty.length >= 3 && logLines.length / nonEmpty.length >= 0.4) return 'log';
  const structure = nonEmpty.filter((l) => STRUCTURE_LINE.test(l)).length;
  if (text.length > 1200) return 'document';
  if (text.length > 500 && (structure >= 4 || /^\s*(?:#\s|you are\b|tu es\b)/i.test(text))) return 'document';
  if (/^\s*(?:#{1,3}\s|you are (?:an?|the)\b)/i.test(text) && text.length > 200) return 'document';
  // A ticket or spec, even a short one: lists under titled sections ("Context:", "**SHOP-12 …**").
  if (text.length > 250 && structure >= 3 && SECTIONED.test(text)) return 'document';
  return 'conversation';
}

/**
 * The paragraphs of a long message written as prose: no heading, list item, table, quote, log or
 * labelled field ("**Steps:** …") in them. In a pasted ticket or runbook these are the user's own
 * words around it ("for you specifically: always …"), read sentence by sentence.
 */
export function proseParagraphs(text: string): string {
  const field = /^\s*(?:\*\*[^*\n]{1,60}\*\*|[\p{L} ]{2,30}\s?:\s*$)/u;
  return text
    .replace(/```[\s\S]*?(?:```|$)/g, '\n\n')
    .split(/\n\s*\n/)
    .filter((p) =>
      p
        .split('\n')
        .filter((l) => l.trim())
        .every((l) => !STRUCTURE_LINE.test(l) && !LOG_LINE.test(l) && !/^\s*>/.test(l) && !field.test(l)),
    )
    .join('\n\n');
}

/**
 * What the user wrote around a paste: the prose lines before a pasted log or document and the
 * ones after it, when they are short ("still failing after your change:" + 40 lines of output),
 * or the first two sentences of a long opening paragraph. Empty when the message is only the paste.
 */
export function proseAroundPaste(text: string): string {
  const lines = text.replace(/```[\s\S]*?(?:```|$)/g, '\n\u0000\n').split('\n');
  const pasted = (l: string) =>
    l.includes('\u0000') || LOG_LINE.test(l) || STRUCTURE_LINE.test(l) || /^(?: {4}|\t)\S/.test(l);
  const run = (from: number, step: 1 | -1): string[] => {
    const out: string[] = [];
    for (let i = from; i >= 0 && i < lines.length; i += step) {
      const l = lines[i]!;
      if (!l.trim()) {
        if (out.length) break;
        continue;
      }
      if (pasted(l)) break;
      out.push(l.trim());
    }
    return step === 1 ? out : out.reverse();
  };
  const short = (r: string[]) => r.length > 0 && r.length <= 3 && wordCount(r.join(' ')) <= PROSE_MAX_WORDS;
  const head = run(0, 1);
  const tail = run(lines.length - 1, -1);
  // A long opening paragraph: its first two sentences, where a reaction to the last turn comes
  // ("Good plan. Splitting X from Y is what I'd have done. … the design doc is below").
  const opening = (r: string[]) => {
    if (short(r)) return r.join(' ');
    const first = splitSentences(r.join(' ')).slice(0, 2).join(' ');
    return first && wordCount(first) <= OPENING_MAX_WORDS ? first : '';
  };
  const parts = [opening(head), short(tail) && tail.join(' ') !== head.join(' ') ? tail.join(' ') : ''];
  return parts.filter(Boolean).join('\n');
}
