// Does new work bring back a known pattern? We compare the code a pattern's Solution shows with
// the code a new change adds, as sets of token 3-grams: formatting and renamed files do not
// matter, the same statements do. Used to flag deprecated patterns that reappear and to count
// reuse of active ones.
import { addedCode } from './diffText';

const MIN_SHINGLES = 6;
export const REINTRODUCED_THRESHOLD = 0.6;

export function tokens(code: string): string[] {
  return code.match(/[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|===|!==|=>|==|!=|<=|>=|&&|\|\||[{}()[\];,.=+\-*/<>!?:]/g) ?? [];
}

export function shingles(code: string, k = 3): Set<string> {
  const t = tokens(code);
  const out = new Set<string>();
  for (let i = 0; i + k <= t.length; i++) out.add(t.slice(i, i + k).join(' '));
  return out;
}

/** The code of a pattern's Solution section: added lines of diff blocks, all lines of other blocks. */
export function solutionCode(markdown: string): string {
  const sol = /^##\s+Solution\s*$([\s\S]*?)(?=^##\s|(?![\s\S]))/m.exec(markdown)?.[1] ?? markdown;
  const code: string[] = [];
  for (const m of sol.matchAll(/^(`{3,}|~{3,})([\w-]*)[^\n]*\n([\s\S]*?)^\1\s*$/gm)) {
    const lang = m[2].toLowerCase();
    const body = m[3];
    code.push(
      lang === 'diff' || lang === 'patch'
        ? addedCode(
            body
              .split('\n')
              .filter((l) => !l.startsWith('@@'))
              .join('\n'),
          )
        : body,
    );
  }
  return code.join('\n');
}

/** Share of the pattern's shingles found in the work; 0 when the pattern shows too little code. */
export function containment(pattern: Set<string>, work: Set<string>): number {
  if (pattern.size < MIN_SHINGLES) return 0;
  let hit = 0;
  for (const s of pattern) if (work.has(s)) hit++;
  return hit / pattern.size;
}

export function matchPatterns(
  diff: string,
  patterns: Array<{ id: string; markdown: string }>,
  threshold = REINTRODUCED_THRESHOLD,
): Array<{ id: string; similarity: number }> {
  const work = shingles(addedCode(diff));
  if (!work.size) return [];
  return patterns
    .map((p) => ({
      id: p.id,
      similarity: Math.round(containment(shingles(solutionCode(p.markdown)), work) * 100) / 100,
    }))
    .filter((m) => m.similarity >= threshold)
    .sort((a, b) => b.similarity - a.similarity);
}
