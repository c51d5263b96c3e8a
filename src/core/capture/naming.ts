// Identifier naming styles per language: what style a name is written in, which names a piece
// of code declares, and whether two names are the same words in different styles (a rename
// that only fixes the style: user_id -> userId).
import { identifierParts } from '../text/tokenize';

export type IdentStyle =
  'camelCase' | 'PascalCase' | 'snake_case' | 'SCREAMING_SNAKE_CASE' | 'kebab-case' | 'lowercase';

export function identifierStyle(name: string): IdentStyle | null {
  const n = name.replace(/^[_$]+|[_$]+$/g, '');
  if (!n || /^\d/.test(n)) return null;
  if (/^[a-z][a-z0-9]*$/.test(n)) return 'lowercase';
  if (/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(n)) return 'camelCase';
  if (/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/.test(n)) return 'PascalCase';
  if (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(n)) return 'snake_case';
  if (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(n)) return 'SCREAMING_SNAKE_CASE';
  if (/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(n)) return 'kebab-case';
  return null;
}

/** The lower-case words of a name: getUserID -> [get, user, id]; user_id -> [user, id]. */
export function nameWords(name: string): string[] {
  const parts = identifierParts(name);
  return (parts.length ? parts : [name]).filter(Boolean).map((w) => w.toLowerCase());
}

/** Same words, different multi-word style: a rename that only changes the style. */
export function isStyleOnlyRename(from: string, to: string): boolean {
  if (from === to) return false;
  const a = nameWords(from);
  const b = nameWords(to);
  if (a.length < 2 || a.join(' ') !== b.join(' ')) return false;
  const sa = identifierStyle(from);
  const sb = identifierStyle(to);
  return !!sa && !!sb && sa !== sb && sa !== 'lowercase' && sb !== 'lowercase';
}

// Declarations per language family: the names a person chose (not the ones they call).
const DECLARATIONS: Array<[RegExp, RegExp]> = [
  [
    /^(?:typescript|javascript|typescriptreact|javascriptreact|vue|svelte)$/,
    /\b(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)|^\s*(?:(?:public|private|protected|static|async|readonly)\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::[^{]+)?\{/gm,
  ],
  [/^python$/, /\b(?:def|class)\s+([A-Za-z_]\w*)|^\s*([A-Za-z_]\w*)\s*(?::\s*[\w[\], .]+)?=(?!=)/gm],
  [/^go$/, /\bfunc\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)|\b([A-Za-z_]\w*)\s*:=|\b(?:var|const|type)\s+([A-Za-z_]\w*)/g],
  [/^rust$/, /\b(?:fn|struct|enum|trait|type|mod)\s+([A-Za-z_]\w*)|\blet\s+(?:mut\s+)?([A-Za-z_]\w*)/g],
  [
    /^(?:java|csharp|kotlin|scala|dart|swift)$/,
    /\b(?:class|interface|enum|record|struct|fun|func|val|var|let)\s+([A-Za-z_]\w*)|\b(?:void|int|long|boolean|bool|string|String|double|float|var|auto)\s+([A-Za-z_]\w*)\s*[=(;]/g,
  ],
  [/^(?:ruby)$/, /\bdef\s+(?:self\.)?([a-z_]\w*[?!]?)|^\s*([a-z_]\w*)\s*=(?!=)/gm],
  [
    /^(?:c|cpp)$/,
    /\b(?:int|void|char|long|short|float|double|bool|size_t|auto|struct|enum|class)\s+\**([A-Za-z_]\w*)\s*[=(;[{]/g,
  ],
  [/^(?:php)$/, /\bfunction\s+([A-Za-z_]\w*)|\$([A-Za-z_]\w*)\s*=(?!=)/g],
];

export function declaredIdentifiers(code: string, languageId: string): string[] {
  const entry = DECLARATIONS.find(([lang]) => lang.test(languageId));
  if (!entry) return [];
  const out: string[] = [];
  const re = new RegExp(entry[1].source, entry[1].flags);
  for (const m of code.matchAll(re)) {
    const name = m.slice(1).find((x) => x !== undefined);
    if (
      name &&
      name.length > 2 &&
      !/^(?:if|for|while|switch|catch|return|function|constructor|super|this|self|new|else)$/.test(name)
    )
      out.push(name);
  }
  return out;
}

/** Counts multi-word styles (single lower-case words say nothing about style). */
export function styleCounts(names: string[]): Partial<Record<IdentStyle, number>> {
  const c: Partial<Record<IdentStyle, number>> = {};
  for (const n of names) {
    const s = identifierStyle(n);
    if (s && s !== 'lowercase') c[s] = (c[s] ?? 0) + 1;
  }
  return c;
}
