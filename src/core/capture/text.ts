// Small text helpers shared by the capture detectors: shortening for evidence, sentences, and
// the "is this a pasted document rather than something said to the assistant" test. Folding,
// words and stems are the shared text module's (../text).

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
  return text
    .split(/(?<=[.!?;])\s+|\n+|\s+[—–]\s+|^\s*[-*•]\s+/m)
    .flatMap((s) => s.split(/\n\s*[-*•]\s+/))
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
}

export type MessageShape = 'conversation' | 'document' | 'log';

/**
 * Pasted specifications, tickets, system prompts and logs are not things said to the assistant:
 * their "always"/"jamais" are rules for another system and their "error" words are output.
 */
export function messageShape(text: string): MessageShape {
  const lines = text.split('\n');
  const nonEmpty = lines.filter((l) => l.trim());
  const logLines = nonEmpty.filter((l) => /^\s*(?:at\s+\S+\s*\(|\[?\d{2}:\d{2}:\d{2}|\d{4}-\d{2}-\d{2}[T ]\d{2}:|\s*File "|Traceback|npm (?:ERR|WARN)|error(?:\[|:)|warning:|\$ |> |~ ✗|\w+@[\w-]+ .*[%$#] )/i.test(l));
  if (nonEmpty.length >= 3 && logLines.length / nonEmpty.length >= 0.4) return 'log';
  const structure = nonEmpty.filter((l) => /^\s*(?:#{1,6}\s|[-*•]\s|\d+[.)]\s|\|.*\||```|[A-ZÀ-Ý0-9 _—-]{8,}:?\s*$)/.test(l)).length;
  if (text.length > 1200) return 'document';
  if (text.length > 500 && (structure >= 4 || /^\s*(?:#\s|you are\b|tu es\b)/i.test(text))) return 'document';
  if (/^\s*(?:#{1,3}\s|you are (?:an?|the)\b)/i.test(text) && text.length > 200) return 'document';
  return 'conversation';
}
