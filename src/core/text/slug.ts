// The one slug of the project: a title (from a model, a task or a person: untrusted) made into a
// file or folder name that is portable, including to Windows, whose reserved device names
// (CON, PRN, AUX, NUL, COM1…, LPT1…) cannot be file names whatever their extension.
import { createHash } from 'node:crypto';
import { foldLetters } from './normalize';

const RESERVED = /^(?:con|prn|aux|nul|com\d|lpt\d)$/;
// Latin letters that NFKD does not decompose.
const LATIN: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

export interface SlugOptions {
  /** Longest slug; a longer one is cut at a word boundary. */
  max?: number;
  /** The word used for an empty title, before a hash for a title with no Latin letters, and after a reserved name. */
  fallback?: string;
}

/** ASCII slug: "Utiliser le nommage camelCase" -> "utiliser-le-nommage-camelcase". */
export function slugify(text: string, { max = 60, fallback = 'item' }: SlugOptions = {}): string {
  const title = String(text ?? '');
  const ascii = foldLetters(title)
    .replace(/[øæœßđłþðı]/g, (c) => LATIN[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = ascii.length > max ? ascii.slice(0, max).replace(/-[^-]*$/, '') : ascii;
  let slug = cut.replace(/-+$/, '');
  // Titles with no Latin letters (日本語, emoji) still get a stable, distinct name.
  if (!slug)
    slug = title.trim() ? `${fallback}-${createHash('sha256').update(title).digest('hex').slice(0, 8)}` : fallback;
  if (RESERVED.test(slug)) slug = `${slug}-${fallback}`;
  return slug;
}
