// Validation of a user-edited .act/feedback-patterns.json: bad entries are reported, the rest
// kept, missing parts fall back to the defaults. A version 1 file (phrase lists, before the
// grammar) is reported so the file owner can set it aside.
import { DEFAULT_FEEDBACK_PATTERNS, WORD_CLASSES, type FeedbackPatterns } from './vocabulary';

const EXTRA_KEYS = ['praise', 'criticism', 'corrections', 'ignore'] as const;

function strings(v: unknown, key: string, problems: string[]): string[] | null {
  if (!Array.isArray(v)) {
    problems.push(`"${key}" must be an array of strings; using the defaults`);
    return null;
  }
  const kept = v.filter((x): x is string => typeof x === 'string' && x.trim().length > 0 && x.length <= 200);
  if (kept.length !== v.length)
    problems.push(
      `"${key}": ${v.length - kept.length} entr${v.length - kept.length === 1 ? 'y' : 'ies'} ignored (not a non-empty string of at most 200 characters)`,
    );
  return kept;
}

/** Validates a parsed .act/feedback-patterns.json; missing or invalid parts fall back to defaults. */
export function validateFeedbackPatterns(input: unknown): {
  patterns: FeedbackPatterns;
  problems: string[];
  version1?: boolean;
} {
  const problems: string[] = [];
  const out: FeedbackPatterns = structuredClone(DEFAULT_FEEDBACK_PATTERNS);
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { patterns: out, problems: ['feedback patterns must be a JSON object; using the defaults'] };
  const o = input as Record<string, unknown>;
  const sm = o.shortMessage as Record<string, unknown> | undefined;
  if (sm !== undefined) {
    if (
      typeof sm === 'object' &&
      sm &&
      Number.isInteger(sm.maxWords) &&
      Number.isInteger(sm.maxChars) &&
      (sm.maxWords as number) > 0 &&
      (sm.maxChars as number) > 0
    )
      out.shortMessage = { maxWords: sm.maxWords as number, maxChars: sm.maxChars as number };
    else problems.push('"shortMessage" must be { "maxWords": integer > 0, "maxChars": integer > 0 }; using 5 / 50');
  }
  if (o.version === 1) {
    problems.push(
      'version 1 file (phrase lists): the grammar of version 2 replaces it; using the defaults (the file is kept aside as feedback-patterns.v1.json)',
    );
    return { patterns: out, problems, version1: true };
  }
  if (o.version !== 2) problems.push(`"version" must be 2; reading the file as version 2`);
  const classes = o.classes as Record<string, unknown> | undefined;
  if (classes !== undefined) {
    if (typeof classes !== 'object' || classes === null || Array.isArray(classes))
      problems.push('"classes" must be an object of word lists; using the defaults');
    else
      for (const [key, v] of Object.entries(classes)) {
        if (!(WORD_CLASSES as readonly string[]).includes(key)) {
          problems.push(`unknown word class "${key}" ignored`);
          continue;
        }
        const list = strings(v, `classes.${key}`, problems);
        if (list) out.classes[key as keyof FeedbackPatterns['classes']] = list;
      }
  }
  const extra = o.extra as Record<string, unknown> | undefined;
  if (extra !== undefined) {
    if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
      problems.push('"extra" must be an object of phrase lists');
    else
      for (const [key, v] of Object.entries(extra)) {
        if (!(EXTRA_KEYS as readonly string[]).includes(key)) {
          problems.push(`unknown key "extra.${key}" ignored`);
          continue;
        }
        const list = strings(v, `extra.${key}`, problems);
        if (list) out.extra[key as (typeof EXTRA_KEYS)[number]] = list;
      }
  }
  for (const key of Object.keys(o))
    if (!['version', 'shortMessage', 'classes', 'extra'].includes(key)) problems.push(`unknown key "${key}" ignored`);
  return { patterns: out, problems };
}
