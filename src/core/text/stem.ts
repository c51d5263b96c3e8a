// A light, language-agnostic suffix stripper for folded English and French words. It only has
// to make inflections meet (tests/tested/testing, execute/executed/exécutés/exécuter), not to
// produce dictionary roots, and it must be fast: one pass over a handful of suffixes.

const SUFFIXES: Array<[string, string]> = [
  ['ements', ''], ['ement', ''], ['ations', ''], ['ation', ''], ['utions', 'ut'], ['ution', 'ut'],
  ['ions', ''], ['ion', ''], ['ingly', ''], ['ings', ''], ['ing', ''], ['ies', 'y'], ['ied', 'y'],
  ['ees', ''], ['ee', ''], ['ers', ''], ['er', ''], ['ed', ''], ['ez', ''], ['es', ''], ['ly', ''],
  ['e', ''], ['s', ''],
];
const KEEP_DOUBLE = new Set(['ll', 'ss', 'ff', 'zz']);
const MIN_STEM = 3;

/** Stems one folded token; identifiers, numbers and short words come back unchanged. */
export function stem(word: string): string {
  if (word.length <= MIN_STEM || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  for (const [suffix, repl] of SUFFIXES) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, word.length - suffix.length) + repl;
    if (base.length < MIN_STEM) continue;
    // committed -> committ -> commit; keep "install" and "access" whole.
    const tail = base.slice(-2);
    if (repl === '' && suffix !== 's' && base.length > MIN_STEM && tail[0] === tail[1] && /[bcdgkmnprt]/.test(tail[0]) && !KEEP_DOUBLE.has(tail)) return base.slice(0, -1);
    return base;
  }
  return word;
}
