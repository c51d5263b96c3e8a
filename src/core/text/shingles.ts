// Shingles: contiguous word n-grams (phrase overlap) and character n-grams (typo-tolerant
// matching of single words). Used by similarity models that want more than bags of words.

/** Word n-grams joined by a space, e.g. ["run tests", "tests before"] for n = 2. */
export function wordShingles(tokens: readonly string[], n = 2): string[] {
  if (n <= 1) return tokens.slice();
  const out: string[] = [];
  for (let i = 0; i + n <= tokens.length; i++) out.push(tokens.slice(i, i + n).join(' '));
  return out;
}

/** Character n-grams of a word padded with boundaries, e.g. "#te", "tes", "est", "st#" for n = 3. */
export function charShingles(word: string, n = 3): string[] {
  const padded = `#${word}#`;
  if (padded.length <= n) return [padded];
  const out: string[] = [];
  for (let i = 0; i + n <= padded.length; i++) out.push(padded.slice(i, i + n));
  return out;
}

/** Jaccard similarity of two shingle lists (as sets). */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 0;
  const sa = new Set(a);
  const sb = new Set(b);
  let inter = 0;
  for (const x of sa) if (sb.has(x)) inter++;
  return inter / (sa.size + sb.size - inter);
}
