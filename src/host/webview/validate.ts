// Validation of everything the webview sends. The webview is untrusted input (SPEC): each
// message is checked for shape, types and lengths before dispatch; unknown keys are refused.
// The checks are zod schemas (zod/mini: the host bundle keeps only what it uses); the protocol (which may import no package) declares the types, and
// the compiler checks below that each schema accepts exactly its method's params.
// Knowing whether an id exists is the controller's job (it holds what it last sent).
import * as z from 'zod/mini';
import {
  MAX_ID_CHARS,
  MAX_PATH_CHARS,
  MAX_QUERY_CHARS,
  MAX_REASON_CHARS,
  UPDATE_KEYS,
  WEBVIEW_COMMANDS,
  type UpdateKey,
  type WebviewMethod,
  type WebviewRequests,
  type WebviewToHostEvents,
} from '../../protocol/webview';
import type { Params } from '../../protocol/rpc';

export class InvalidMessage extends Error {
  readonly code = 'invalid_message';
  constructor(
    message: string,
    readonly requestId?: number,
  ) {
    super(message);
  }
}

/** A missing value says so; a present one of the wrong type gets `what`. */
const typed = (what: string) => ({
  error: (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : what),
});

// Printable text only: control characters other than tab and newline are refused.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (max: number, { min = 0, multiline = false } = {}) =>
  z.string(typed('must be a string')).check(
    z.minLength(min, min === 1 ? 'must not be empty' : `must have at least ${min} characters`),
    z.maxLength(max, `is longer than ${max} characters`),
    z.refine((v) => !CONTROL.test(v) && (multiline || !/[\r\n]/.test(v)), 'contains control characters'),
  );

const num = (min: number, max: number) =>
  z
    .number(typed('must be a finite number'))
    .check(z.gte(min, `must be between ${min} and ${max}`), z.lte(max, `must be between ${min} and ${max}`));
const int = (min: number, max: number) => num(min, max).check(z.refine(Number.isInteger, 'must be an integer'));
const oneOf = <const T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, typed(`must be one of ${values.join(', ')}`));

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

const MAX_FIELDS = 64;

/**
 * A plain object (nothing inherited: a prototype could lend it fields) with exactly these fields.
 * The first unknown field is named, cut short.
 */
const object = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.pipe(
    z.custom<Record<string, unknown>>((v) => isPlainObject(v) && Object.keys(v).length <= MAX_FIELDS, {
      error: (iss) => (isPlainObject(iss.input) ? 'has too many fields' : 'must be an object'),
      abort: true,
    }),
    z.strictObject(shape, {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? `has an unknown field "${String(iss.keys[0]).slice(0, 40)}"`
          : 'must be an object',
    }),
  );

const id = text(MAX_ID_CHARS, { min: 1 });
const kind = oneOf(['instinct', 'skill']);
const reason = text(MAX_REASON_CHARS, { multiline: true });

/** One schema per method. */
const PARAMS = {
  ready: object({ protocol: int(0, 1000) }),
  refresh: object({
    keys: z.optional(
      z
        .array(oneOf(UPDATE_KEYS as readonly [UpdateKey, ...UpdateKey[]]), typed('must be an array'))
        .check(z.maxLength(UPDATE_KEYS.length, `has more than ${UPDATE_KEYS.length} items`)),
    ),
  }),
  patternGet: object({ id }),
  patternApprove: object({ id }),
  patternReject: object({ id, reason: z.optional(reason) }),
  patternDeprecate: object({ id, reason: z.optional(reason) }),
  ruleDecide: object({ id, decision: oneOf(['approve', 'reject']) }),
  learnedAdjust: object({ kind, id, action: oneOf(['confirm', 'contradict']) }),
  learnedDelete: object({ kind, id }),
  confidenceHistory: object({ kind, id }),
  threadGet: object({ id }),
  threadsSearch: object({ query: text(MAX_QUERY_CHARS, { min: 1 }) }),
  evolve: object({
    dryRun: z.boolean(typed('must be a boolean')),
    sinceDays: z.optional(num(1, 3650)),
    minConfidence: z.optional(num(0, 1)),
  }),
  openSource: object({ path: text(MAX_PATH_CHARS, { min: 1 }), line: z.optional(int(1, 10_000_000)) }),
  runCommand: object({ command: oneOf(WEBVIEW_COMMANDS) }),
} satisfies { [K in WebviewMethod]: z.ZodMiniType<Params<WebviewRequests, K>> };

const EVENTS = {
  firstData: object({ ms: num(0, 3_600_000) }),
} satisfies { [K in keyof WebviewToHostEvents]: z.ZodMiniType<WebviewToHostEvents[K]> };

// `satisfies` checks that each schema's output fits its protocol type; this checks the converse,
// so a field added to the protocol and not to its schema fails to compile.
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Mutually assignable with the same keys (an extra optional field would be assignable both ways). */
type Same<A, B> = Mutual<A, B> extends true ? Mutual<keyof A, keyof B> : false;
const paramsAgree: { [K in WebviewMethod]: Same<z.infer<(typeof PARAMS)[K]>, Params<WebviewRequests, K>> } = {} as {
  [K in WebviewMethod]: true;
};
const eventsAgree: { [K in keyof WebviewToHostEvents]: Same<z.infer<(typeof EVENTS)[K]>, WebviewToHostEvents[K]> } =
  {} as { [K in keyof WebviewToHostEvents]: true };
void paramsAgree;
void eventsAgree;

const REQUEST = z.strictObject(
  { kind: z.literal('request'), id: z.number(), method: z.unknown(), params: z.unknown() },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `request has an unknown field "${String(iss.keys[0]).slice(0, 40)}"`
        : 'request is malformed',
  },
);

export type ValidMessage =
  | {
      [K in WebviewMethod]: { kind: 'request'; id: number; method: K; params: Params<WebviewRequests, K> };
    }[WebviewMethod]
  | {
      [K in keyof WebviewToHostEvents]: { kind: 'event'; name: K; data: WebviewToHostEvents[K] };
    }[keyof WebviewToHostEvents];

/** `at.field[2]: what is wrong` for the first problem zod found. */
function describe(error: z.core.$ZodError, at: string): string {
  const issue = error.issues[0];
  const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  return `${at}${path}: ${issue.message}`;
}

function check<T>(schema: z.ZodMiniType<T>, value: unknown, at: string): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new InvalidMessage(describe(r.error, at));
  return r.data;
}

const has = (o: object, key: unknown): boolean =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(o, key);

/**
 * Checks an incoming message. Throws InvalidMessage, carrying the request id when one could be
 * read, so the caller can answer the request with an error instead of leaving it hanging.
 */
export function parseWebviewMessage(raw: unknown): ValidMessage {
  if (!isPlainObject(raw)) throw new InvalidMessage('message must be an object');
  if (raw.kind === 'request') {
    const rid = raw.id;
    if (typeof rid !== 'number' || !Number.isSafeInteger(rid) || rid < 0)
      throw new InvalidMessage('request id must be a non-negative integer');
    const r = REQUEST.safeParse(raw);
    if (!r.success) throw new InvalidMessage(r.error.issues[0].message, rid);
    const method = r.data.method;
    if (!has(PARAMS, method)) throw new InvalidMessage(`unknown method "${String(method).slice(0, 60)}"`, rid);
    try {
      const params = check(PARAMS[method as WebviewMethod] as z.ZodMiniType<unknown>, raw.params ?? {}, 'params');
      return { kind: 'request', id: rid, method, params } as ValidMessage;
    } catch (e) {
      throw new InvalidMessage(`${String(method)}: ${(e as Error).message}`, rid);
    }
  }
  if (raw.kind === 'event') {
    const name = raw.name;
    if (!has(EVENTS, name)) throw new InvalidMessage(`unknown event "${String(name).slice(0, 60)}"`);
    return {
      kind: 'event',
      name,
      data: check(EVENTS[name as keyof WebviewToHostEvents], raw.data, 'data'),
    } as ValidMessage;
  }
  throw new InvalidMessage('message kind must be "request" or "event"');
}
