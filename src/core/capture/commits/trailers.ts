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

// One hyphenated word ("Signed-off-by"), or two capitalised words: the Conventional Commits
// footer "BREAKING CHANGE" and review tools' fields ("Differential Revision", "Reviewed By").
const LINE = /^([A-Za-z][A-Za-z0-9-]{1,40}|[A-Z][A-Za-z]+ [A-Z][A-Za-z]+):\s+(\S.*)$/;
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

/** Whether a line reads as a trailer ("Key: value" with a key that is not prose). */
export function isTrailerLine(line: string): boolean {
  const m = LINE.exec(line.trim());
  return !!m && !PROSE_KEYS.has(m[1]!.toLowerCase());
}

/** "co-authored-by" -> "Co-authored-by"; "change-id" -> "Change-Id" (the usual spellings). */
export function canonicalKey(key: string): string {
  const k = key.toLowerCase();
  if (k === 'change-id') return 'Change-Id';
  return k.charAt(0).toUpperCase() + k.slice(1);
}

/**
 * The trailers of a message body: its last paragraph, when every line of it is "Key: value", a
 * continuation or a neutral line (NEUTRAL), with at least one trailer.
 */
export function parseTrailers(body: string): Trailer[] {
  const paragraphs = body
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n\s*\n/);
  const last = paragraphs[paragraphs.length - 1] ?? '';
  const lines = last.split('\n').filter((l) => l.trim());
  const out: Trailer[] = [];
  for (const line of lines) {
    const m = LINE.exec(line.trim());
    if (m && !PROSE_KEYS.has(m[1]!.toLowerCase()))
      out.push({ key: canonicalKey(m[1]!), raw: m[1]!, value: m[2]!.trim() });
    else if (/^\s/.test(line) && out.length)
      continue; // folded continuation of the previous trailer
    else if (NEUTRAL.test(line.trim())) continue;
    else return [];
  }
  return out;
}

/** The body without its trailer block: what the author wrote to explain the change. */
export function bodyWithoutTrailers(body: string): string {
  const text = body.replace(/\r\n/g, '\n').trim();
  if (!parseTrailers(text).length) return text;
  const cut = text.search(/\n\s*\n(?![\s\S]*\n\s*\n)/);
  return cut < 0 ? '' : text.slice(0, cut).trim();
}
