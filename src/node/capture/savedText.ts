// The saved text of a workspace file, for edit capture: the first change event of a document
// only brings the text after it, and the saved file is usually the text before it (the
// analyzer checks that exactly before using it). Bounded, and never outside the workspace.
import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';

export function savedText(root: string, rel: string, maxChars = 1_000_000): string | undefined {
  try {
    const file = resolve(root, rel);
    const inside = relative(root, file);
    if (!inside || inside.startsWith('..') || isAbsolute(inside)) return undefined;
    const st = statSync(file);
    if (!st.isFile() || st.size > maxChars * 4) return undefined;
    const text = readFileSync(file, 'utf8');
    // VS Code's document text has no byte-order mark.
    return text.length > maxChars ? undefined : text.replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}
