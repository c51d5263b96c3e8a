// Git trailers: the "Key: value" lines of a commit message's last paragraph (Signed-off-by,
// Co-authored-by, Change-Id, Reviewed-by, Reviewed-on, Reported-by, Suggested-by, Bug, Fixes…).
// Keys are normalised so "Co-Authored-By" and "Co-authored-by" are one trailer.

export interface Trailer {
  key: string;
  value: string;
}

const LINE = /^([A-Za-z][A-Za-z0-9-]{1,40}):\s+(\S.*)$/;
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
  'http',
  'https',
]);

/** "co-authored-by" -> "Co-authored-by"; "change-id" -> "Change-Id" (the usual spellings). */
export function canonicalKey(key: string): string {
  const k = key.toLowerCase();
  if (k === 'change-id') return 'Change-Id';
  return k.charAt(0).toUpperCase() + k.slice(1);
}

/** The trailers of a message body: its last paragraph, when every line of it is "Key: value" (or a continuation). */
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
    if (m && !PROSE_KEYS.has(m[1]!.toLowerCase())) out.push({ key: canonicalKey(m[1]!), value: m[2]!.trim() });
    else if (/^\s/.test(line) && out.length)
      continue; // folded continuation of the previous trailer
    else return [];
  }
  return out;
}
