// Is a chat message an approval of the work just done ("LGTM", "ship it", "parfait, on merge",
// "c'est bon, merge")? Deliberately narrower than praise detection: it starts a learning run, so
// questions, negations and long messages never count (the short-message rule of docs/seeds/002.md §2.2).

const APPROVALS: RegExp[] = [
  /\blgtm\b/i,
  /\bship\s*it\b/i,
  /\blooks?\s+good(?:\s+to\s+me)?\b/i,
  /\b(?:approved?|approve\s+it)\b/i,
  /\b(?:good|ready|ok|okay|fine)\s+to\s+(?:merge|ship|go)\b/i,
  /\b(?:let'?s|go\s+ahead\s+and|please|you\s+can)\s+merge\b/i,
  /^(?:\W*(?:ok(?:ay)?|yes|yep|oui|ouais|parfait|nickel|super|top|great|perfect|c['’]est\s+bon|ça\s+marche|ca\s+marche)\W*)*\b(?:merge|merg[ée]|on\s+merge|tu\s+peux\s+merger|merge\s+it|ship)\b\W*$/i,
  /\bc['’]est\s+bon\b/i,
  /\b(?:on\s+(?:peut\s+)?merg(?:e|er)|tu\s+peux\s+merger|vas-y\s+(?:pour\s+le\s+)?merge)\b/i,
  /\b(?:valid[ée]|approuv[ée])(?!\p{L})/iu,
  /^\s*merge\s*[.!]*\s*$/i,
];

const NEGATION =
  /\b(?:not|don'?t|do\s+not|doesn'?t|isn'?t|no|never|wait|but|pas|ne|jamais|attends|mais|sauf|presque)\b|\bn['’]/i;
const MAX_WORDS = 8;
const MAX_CHARS = 60;

export interface ApprovalMatch {
  approved: boolean;
  /** The phrase that matched, or why it did not count. */
  reason: string;
}

export function detectApproval(text: string): ApprovalMatch {
  const t = String(text ?? '').trim();
  if (!t) return { approved: false, reason: 'empty message' };
  if (t.length > MAX_CHARS || t.split(/\s+/).length > MAX_WORDS)
    return { approved: false, reason: 'too long to be a plain approval' };
  if (t.includes('?')) return { approved: false, reason: 'a question, not an approval' };
  if (NEGATION.test(t)) return { approved: false, reason: 'negated or conditional' };
  for (const re of APPROVALS) {
    const m = re.exec(t);
    if (m) return { approved: true, reason: m[0].trim() };
  }
  return { approved: false, reason: 'no approval phrase' };
}
