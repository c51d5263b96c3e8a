// Stable identifiers: observation ids (hash of the observation's identity), slugs for file
// names (their unique suffix), and short content hashes that tell whether a person edited a generated line.
import type { Observation } from '../observation';
import { fold } from '../text/normalize';

/** cyrb53: a fast 53-bit string hash, good enough to tell texts apart (not cryptographic). */
export function hash53(text: string, seed = 0): number {
  return hash53Parts([text], seed);
}

/**
 * hash53 of the parts joined by U+0000, without building the joined string (Evolve hashes
 * every observation's key: that string was most of what it allocated).
 */
export function hash53Parts(parts: readonly string[], seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let p = 0; p < parts.length; p++) {
    if (p > 0) {
      h1 = Math.imul(h1, 2654435761);
      h2 = Math.imul(h2, 1597334677);
    }
    const text = parts[p]!;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** Short id of an observation, the same wherever it was read from (log or archive). */
export function observationId(o: Observation): string {
  // The parts of observationKey(o), hashed in place.
  return (
    'o' + hash53Parts([o.timestamp, o.type, o.observation, o.context.task ?? '', o.context.file ?? '']).toString(36)
  );
}

/** Hash of a generated line's text, to notice later that a person reworded it. */
export function textHash(text: string): string {
  return hash53(text.trim()).toString(36).slice(0, 7);
}

export function ruleId(skill: string, text: string): string {
  return (
    'r-' +
    hash53(`${skill}\u0000${fold(text)}`)
      .toString(36)
      .slice(0, 8)
  );
}

/** A slug not in `taken` (adds -2, -3… when needed). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** Skill names must be safe folder names (Agent Skills: lowercase letters, digits, hyphens). */
export function isSafeName(name: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,63}$/.test(name);
}
