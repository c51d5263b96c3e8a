// The observation schema of docs/seeds/001.md §1, exactly: required timestamp, type, context, observation,
// confidence; optional evidence, tags, context.file, context.phase. Validation is shared by the
// write path (our own appends) and the read path (lines other tools append).

export const OBSERVATION_TYPES = ['pattern', 'correction', 'preference', 'error', 'success'] as const;
export type ObservationType = (typeof OBSERVATION_TYPES)[number];

export const PHASES = ['planning', 'implementation', 'review', 'testing'] as const;
export type Phase = (typeof PHASES)[number];

export interface ObservationContext {
  task?: string;
  file?: string;
  phase?: Phase;
}

export interface Observation {
  timestamp: string;
  type: ObservationType;
  context: ObservationContext;
  observation: string;
  evidence?: string[];
  confidence: number;
  tags?: string[];
}

/** Base confidence range per type (docs/seeds/001.md §5); the midpoint is the default. */
export const BASE_CONFIDENCE: Record<ObservationType, { min: number; max: number; base: number }> = {
  pattern: { min: 0.3, max: 0.5, base: 0.4 },
  correction: { min: 0.5, max: 0.7, base: 0.6 },
  preference: { min: 0.3, max: 0.5, base: 0.4 },
  error: { min: 0.6, max: 0.8, base: 0.7 },
  success: { min: 0.5, max: 0.7, base: 0.6 },
};

/** Hard limits on what one observation may carry, so a hostile line cannot bloat the store. */
export const LIMITS = {
  observationChars: 2000,
  evidenceItems: 20,
  evidenceChars: 500,
  tags: 20,
  tagChars: 64,
  taskChars: 300,
  fileChars: 1024,
  lineBytes: 16384,
};

export type ValidationResult = { ok: true; value: Observation } | { ok: false; reason: string };

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const KNOWN_KEYS = new Set(['timestamp', 'type', 'context', 'observation', 'evidence', 'confidence', 'tags']);
const CONTEXT_KEYS = new Set(['task', 'file', 'phase']);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function stringArray(v: unknown, field: string, maxItems: number, maxChars: number): string | string[] {
  if (!Array.isArray(v)) return `"${field}" must be an array of strings`;
  if (v.length > maxItems) return `"${field}" has ${v.length} items (max ${maxItems})`;
  for (let i = 0; i < v.length; i++) {
    if (typeof v[i] !== 'string') return `"${field}[${i}]" must be a string`;
    if ((v[i] as string).length > maxChars) return `"${field}[${i}]" is longer than ${maxChars} characters`;
  }
  return v as string[];
}

/** Validates an unknown value against the schema; returns a normalised copy (unknown keys dropped). */
export function validateObservation(input: unknown): ValidationResult {
  if (!isPlainObject(input)) return { ok: false, reason: 'not a JSON object' };
  const fail = (reason: string): ValidationResult => ({ ok: false, reason });
  const { timestamp, type, context, observation, evidence, confidence, tags } = input;

  if (timestamp === undefined) return fail('missing required field "timestamp"');
  if (typeof timestamp !== 'string' || !ISO_8601.test(timestamp) || Number.isNaN(Date.parse(timestamp)))
    return fail('"timestamp" must be an ISO 8601 date-time string');
  if (type === undefined) return fail('missing required field "type"');
  if (typeof type !== 'string' || !(OBSERVATION_TYPES as readonly string[]).includes(type))
    return fail(`"type" must be one of ${OBSERVATION_TYPES.join(', ')}`);
  if (context === undefined) return fail('missing required field "context"');
  if (!isPlainObject(context)) return fail('"context" must be an object');
  if (observation === undefined) return fail('missing required field "observation"');
  if (typeof observation !== 'string' || observation.trim() === '')
    return fail('"observation" must be a non-empty string');
  if (observation.length > LIMITS.observationChars)
    return fail(`"observation" is longer than ${LIMITS.observationChars} characters`);
  if (confidence === undefined) return fail('missing required field "confidence"');
  if (typeof confidence !== 'number' || !Number.isFinite(confidence)) return fail('"confidence" must be a number');
  if (confidence < 0 || confidence > 1) return fail('"confidence" must be between 0.0 and 1.0');

  const ctx: ObservationContext = {};
  for (const key of Object.keys(context)) if (!CONTEXT_KEYS.has(key)) return fail(`unknown field "context.${key}"`);
  if (context.task !== undefined) {
    if (typeof context.task !== 'string') return fail('"context.task" must be a string');
    if (context.task.length > LIMITS.taskChars)
      return fail(`"context.task" is longer than ${LIMITS.taskChars} characters`);
    ctx.task = context.task;
  }
  if (context.file !== undefined) {
    if (typeof context.file !== 'string') return fail('"context.file" must be a string');
    if (context.file.length > LIMITS.fileChars)
      return fail(`"context.file" is longer than ${LIMITS.fileChars} characters`);
    ctx.file = context.file;
  }
  if (context.phase !== undefined) {
    if (typeof context.phase !== 'string' || !(PHASES as readonly string[]).includes(context.phase))
      return fail(`"context.phase" must be one of ${PHASES.join(', ')}`);
    ctx.phase = context.phase as Phase;
  }
  for (const key of Object.keys(input)) if (!KNOWN_KEYS.has(key)) return fail(`unknown field "${key}"`);

  const value: Observation = { timestamp, type: type as ObservationType, context: ctx, observation, confidence };
  if (evidence !== undefined) {
    const ev = stringArray(evidence, 'evidence', LIMITS.evidenceItems, LIMITS.evidenceChars);
    if (typeof ev === 'string') return fail(ev);
    value.evidence = ev;
  }
  if (tags !== undefined) {
    const tg = stringArray(tags, 'tags', LIMITS.tags, LIMITS.tagChars);
    if (typeof tg === 'string') return fail(tg);
    value.tags = tg;
  }
  return { ok: true, value };
}

/** Parses one JSONL line; distinguishes malformed JSON from schema errors for the diagnostic. */
export function parseObservationLine(line: string): ValidationResult {
  if (Buffer.byteLength(line, 'utf8') > LIMITS.lineBytes)
    return { ok: false, reason: `line is larger than ${LIMITS.lineBytes} bytes` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (e) {
    return { ok: false, reason: `malformed JSON (${(e as Error).message})` };
  }
  return validateObservation(parsed);
}

/** Serialises with a stable key order so identical observations produce identical lines. */
export function serializeObservation(o: Observation): string {
  const out: Record<string, unknown> = {
    timestamp: o.timestamp,
    type: o.type,
    context: o.context,
    observation: o.observation,
  };
  if (o.evidence && o.evidence.length) out.evidence = o.evidence;
  out.confidence = o.confidence;
  if (o.tags && o.tags.length) out.tags = o.tags;
  return JSON.stringify(out);
}

/** Identity of an observation's content, for de-duplication across sources and archives. */
export function observationKey(o: Observation): string {
  return `${o.timestamp}\u0000${o.type}\u0000${o.observation}\u0000${o.context.task ?? ''}\u0000${o.context.file ?? ''}`;
}
