// High-entropy sweep: the last line of defence for secrets without a known prefix. It must
// spare what code and logs are made of: identifiers (camelCase, snake_case), file paths, URLs,
// git SHAs (hex only), UUIDs, SRI hashes, data URIs. A random base62/base64 run switches
// character class (lower/upper/digit) on ~60% of positions; a camelCase name on ~15%.

const CANDIDATE = /[A-Za-z0-9+/_=-]{20,}/g;
// Separator-free runs inside a candidate; a secret has at least one long run of mixed classes.
const RUN = /[A-Za-z0-9+/=]{20,}/g;
const MAX_RUN = 1024;
const HAS_UPPER_OR_DIGIT = /[A-Z0-9]/; // longer runs are content (embedded files), not credentials

function cls(c: number): number {
  if (c >= 97 && c <= 122) return 0;
  if (c >= 65 && c <= 90) return 1;
  if (c >= 48 && c <= 57) return 2;
  return 3;
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** True when a separator-free run looks like a random secret rather than a word, hash or name. */
export function looksRandom(run: string): boolean {
  if (run.length < 20 || run.length > MAX_RUN) return false;
  if (/^[0-9a-f]+$/.test(run) || /^[0-9A-F]+$/.test(run)) return false; // hex digests: SHAs, ids
  if (/^\d+$/.test(run)) return false;
  let lower = 0;
  let upper = 0;
  let digit = 0;
  let switches = 0;
  let prev = -1;
  for (let i = 0; i < run.length; i++) {
    const k = cls(run.charCodeAt(i));
    if (k === 0) lower++;
    else if (k === 1) upper++;
    else if (k === 2) digit++;
    if (prev !== -1 && k !== prev) switches++;
    prev = k;
  }
  const kinds = (lower > 0 ? 1 : 0) + (upper > 0 ? 1 : 0) + (digit > 0 ? 1 : 0);
  const ratio = switches / (run.length - 1);
  const mixed = kinds === 3 ? ratio >= 0.3 : kinds === 2 && run.length >= 32 && ratio >= 0.45; // 2 classes: base36 needs more
  if (!mixed) return false;
  // made of words (getUserById2, ReactDOMServer) or low entropy: not random
  return meanChunk(run) < 2.6 && shannonEntropy(run) >= (kinds === 3 ? 3.6 : 3.8);
}

const CHUNK = /[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|[^A-Za-z0-9]+/g;

/** Mean length of word-like chunks; ~1.7 for random base62, 3+ for names made of words. */
function meanChunk(run: string): number {
  const chunks = run.match(CHUNK);
  return chunks ? run.length / chunks.length : run.length;
}

/** True when the candidate is a path (a/b/c with word-like segments), not an encoded blob. */
function isPathLike(tok: string): boolean {
  if (!tok.includes('/')) return false;
  const segs = tok.split('/').filter(Boolean);
  return segs.length >= 2 && segs.every((s) => s.length < 20 || !looksRandom(s.replace(/[_-]/g, '')));
}

/** Replaces random-looking tokens in `text` with `replacement`. */
export function scanHighEntropy(text: string, replacement: string): string {
  if (text.length < 20) return text;
  CANDIDATE.lastIndex = 0;
  return text.replace(CANDIDATE, (tok: string, offset: number) => {
    if (!HAS_UPPER_OR_DIGIT.test(tok)) return tok; // snake_case words, lower-case paths
    RUN.lastIndex = 0;
    let m: RegExpExecArray | null;
    let hit = false;
    while (!hit && (m = RUN.exec(tok)) !== null) hit = looksRandom(m[0]);
    if (!hit || isPathLike(tok)) return tok;
    const before = text.slice(Math.max(0, offset - 12), offset);
    if (/base64,$|sha(?:1|256|384|512)(?:-|\s*[=:]\s*\\?["']?)$/.test(before)) return tok; // data URIs, SRI / nix hashes
    return replacement;
  });
}
