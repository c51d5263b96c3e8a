// Git trailers: the "Key: value" lines of a commit message's last paragraph (Signed-off-by,
// Co-authored-by, Change-Id, Reviewed-by, Reviewed-on, Reported-by, Suggested-by, Bug, Fixes…).
// Keys are normalised so "Co-Authored-By" and "Co-authored-by" are one trailer; the spelling as
// written is kept, so a report can quote a key the way the project writes it ("Commit-Queue").

export interface Trailer {
  /** Normalised: the key to count by. */
  key: string;
  /** As written in the message. */
  raw: string;
  value: string;
}

// One hyphenated word ("Signed-off-by"), or two words both capitalised or both in capitals: the
// Conventional Commits footer "BREAKING CHANGE" and review tools' fields ("Differential Revision",
// "Reviewed By"). A label of mixed case ("Failed CI: …") is prose.
const LINE = /^([A-Za-z][A-Za-z0-9-]{1,40}|[A-Z][a-z]+ [A-Z][a-z]+|[A-Z]+ [A-Z]+):\s+(\S.*)$/;
// Lines a trailer block may hold besides trailers, as git and the mailing lists write them: a
// closing keyword without a colon ("Closes #12"), git's "(cherry picked from commit …)" and a
// maintainer's bracketed note between sign-offs ("[jd: reworded]").
const NEUTRAL =
  /^(?:(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?|refs?)\s+[\w./-]*#\d+[\s,#\d]*|\(cherry picked from commit [0-9a-f]{7,40}\)|\[[^\]]{1,200}\])$/i;
// Keys people write in prose that look like trailers but are not ("Note: …", "Example: …").
const PROSE_KEYS = new Set([
  'note',
  'notes',
  'example',
  'examples',
  'see',
  'warning',
  'todo',
  'update',
  'edit',
  'before',
  'after',
  'result',
  'results',
  'problem',
  'solution',
  'usage',
  'summary',
  'details',
  'context',
  'why',
  'how',
  'what',
  'step',
  'test',
  'tests',
  'test plan',
  'http',
  'https',
]);

/** A line's key and value when it reads as a trailer ("Key: value" with a key that is not prose). */
function trailerMatch(line: string): RegExpExecArray | null {
  const m = LINE.exec(line.trim());
  return m && !PROSE_KEYS.has(m[1]!.toLowerCase()) ? m : null;
}

/** Whether a line reads as a trailer. */
export function isTrailerLine(line: string): boolean {
  return trailerMatch(line) !== null;
}

/** "co-authored-by" -> "Co-authored-by"; "change-id" -> "Change-Id" (the usual spellings). */
export function canonicalKey(key: string): string {
  const k = key.toLowerCase();
  if (k === 'change-id') return 'Change-Id';
  return k.charAt(0).toUpperCase() + k.slice(1);
}

/**
 * A body split into its trailers and the rest: the trailers are the last paragraph, when every
 * line of it is "Key: value", a continuation or a neutral line (NEUTRAL), with at least one trailer.
 */
export function splitTrailers(body: string): { trailers: Trailer[]; rest: string } {
  // Lines of blanks separate paragraphs as empty lines do.
  const text = body
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+(?=\n)/g, '\n')
    .trim();
  const cut = text.lastIndexOf('\n\n');
  const last = cut < 0 ? text : text.slice(cut + 2);
  const none = { trailers: [], rest: text };
  const out: Trailer[] = [];
  for (const line of last.split('\n')) {
    if (!line.trim()) continue;
    const m = trailerMatch(line);
    if (m) out.push({ key: canonicalKey(m[1]!), raw: m[1]!, value: m[2]!.trim() });
    else if (/^\s/.test(line) && out.length)
      continue; // folded continuation of the previous trailer
    else if (!NEUTRAL.test(line.trim())) return none;
  }
  if (!out.length) return none;
  return { trailers: out, rest: cut < 0 ? '' : text.slice(0, cut).trim() };
}

/** The trailers of a message body (splitTrailers). */
export function parseTrailers(body: string): Trailer[] {
  return splitTrailers(body).trailers;
}

/** The body without its trailer block: what the author wrote to explain the change. */
export function bodyWithoutTrailers(body: string): string {
  return splitTrailers(body).rest;
}
