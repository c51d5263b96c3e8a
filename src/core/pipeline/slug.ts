// Pattern file names: every path built from an (untrusted) id stays inside its folder. The slug
// itself comes from core/text/slug.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { slugify } from '../text/slug';

/** Pattern ids are file names: lower-case ASCII words joined by dashes. */
export const PATTERN_ID = /^[a-z0-9](?:[a-z0-9-]{0,94}[a-z0-9])?$/;

/** A pattern's file name from its title: "pattern" stands in for a title with no Latin letters. */
export function patternSlug(title: string, max = 60): string {
  return slugify(title, { max, fallback: 'pattern' });
}

/** `base/name`, or throws when the result would leave `base` (.., absolute, drive letters). */
export function safeJoin(base: string, name: string): string {
  const root = resolve(base);
  const target = resolve(root, name);
  const rel = relative(root, target);
  if (!rel || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..'))
    throw new Error(`refusing path outside ${root}: ${JSON.stringify(name)}`);
  return target;
}

export function assertPatternId(id: unknown): string {
  if (typeof id !== 'string' || !PATTERN_ID.test(id))
    throw Object.assign(
      new Error(`invalid pattern id ${JSON.stringify(id)}: expected lower-case letters, digits and dashes`),
      { code: 'invalid_id' },
    );
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
