// Turns a title (from a model, a task or a person: untrusted) into a file name that can only
// live inside its folder, and checks every path we build from it.
import { createHash } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** Pattern ids are file names: lower-case ASCII words joined by dashes. */
export const PATTERN_ID = /^[a-z0-9](?:[a-z0-9-]{0,94}[a-z0-9])?$/;
const RESERVED = /^(?:con|prn|aux|nul|com\d|lpt\d)$/;
// Latin letters that NFKD does not decompose.
const LATIN: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

export function slugify(title: string, max = 60): string {
  const ascii = String(title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæœßđłþðı]/g, (c) => LATIN[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = ascii.slice(0, max).replace(/-+$/, '');
  // Titles with no Latin letters (日本語, emoji) still get a stable, distinct name.
  if (!slug) slug = String(title ?? '').trim() ? `pattern-${createHash('sha256').update(String(title)).digest('hex').slice(0, 8)}` : 'pattern';
  if (RESERVED.test(slug)) slug = `${slug}-pattern`;
  return slug;
}

/** `base/name`, or throws when the result would leave `base` (.., absolute, drive letters). */
export function safeJoin(base: string, name: string): string {
  const root = resolve(base);
  const target = resolve(root, name);
  const rel = relative(root, target);
  if (!rel || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) throw new Error(`refusing path outside ${root}: ${JSON.stringify(name)}`);
  return target;
}

export function assertPatternId(id: unknown): string {
  if (typeof id !== 'string' || !PATTERN_ID.test(id)) throw Object.assign(new Error(`invalid pattern id ${JSON.stringify(id)}: expected lower-case letters, digits and dashes`), { code: 'invalid_id' });
  return id;
}

/** One printable line, for titles and front-matter values. */
export function oneLine(text: unknown, max = 120): string {
  const s = String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
}
