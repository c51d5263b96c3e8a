// Validation of everything the webview sends. The webview is untrusted input (SPEC): each
// message is checked for shape, types and lengths before dispatch; unknown keys are refused.
// Knowing whether an id exists is the controller's job (it holds what it last sent).
import {
  BRIDGE_TYPES,
  MAX_ID_CHARS,
  MAX_PATH_CHARS,
  MAX_QUERY_CHARS,
  MAX_REASON_CHARS,
  UPDATE_KEYS,
  WEBVIEW_COMMANDS,
  type WebviewMethod,
  type WebviewRequests,
  type WebviewToHostEvents,
} from '../../protocol/webview';
import type { Params } from '../../protocol/rpc';

export class InvalidMessage extends Error {
  readonly code = 'invalid_message';
  constructor(message: string, readonly requestId?: number) {
    super(message);
  }
}

type Check<T> = (v: unknown, at: string) => T;

const fail = (at: string, what: string): never => {
  throw new InvalidMessage(`${at}: ${what}`);
};

// Printable text only: control characters other than tab and newline are refused.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const str =
  (max: number, opts: { min?: number; multiline?: boolean } = {}): Check<string> =>
  (v, at) => {
    if (typeof v !== 'string') return fail(at, 'must be a string');
    if (v.length < (opts.min ?? 0)) return fail(at, opts.min === 1 ? 'must not be empty' : `must have at least ${opts.min} characters`);
    if (v.length > max) return fail(at, `is longer than ${max} characters`);
    if (CONTROL.test(v) || (!opts.multiline && /[\r\n]/.test(v))) return fail(at, 'contains control characters');
    return v;
  };

const num =
  (min: number, max: number, integer = false): Check<number> =>
  (v, at) => {
    if (typeof v !== 'number' || !Number.isFinite(v)) return fail(at, 'must be a finite number');
    if (integer && !Number.isInteger(v)) return fail(at, 'must be an integer');
    if (v < min || v > max) return fail(at, `must be between ${min} and ${max}`);
    return v;
  };

const bool: Check<boolean> = (v, at) => (typeof v === 'boolean' ? v : fail(at, 'must be a boolean'));

const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (v, at) =>
    typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : fail(at, `must be one of ${values.join(', ')}`);

const arrayOf =
  <T>(item: Check<T>, max: number): Check<T[]> =>
  (v, at) => {
    if (!Array.isArray(v)) return fail(at, 'must be an array');
    if (v.length > max) return fail(at, `has more than ${max} items`);
    return v.map((x, i) => item(x, `${at}[${i}]`));
  };

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

type Shape = Record<string, { check: Check<unknown>; optional?: boolean }>;
const req = <T>(check: Check<T>) => ({ check: check as Check<unknown> });
const opt = <T>(check: Check<T>) => ({ check: check as Check<unknown>, optional: true });

const object =
  <T>(shape: Shape): Check<T> =>
  (v, at) => {
    if (!isPlainObject(v)) return fail(at, 'must be an object');
    const keys = Object.keys(v);
    if (keys.length > 64) return fail(at, 'has too many fields');
    for (const k of keys) if (!Object.prototype.hasOwnProperty.call(shape, k)) fail(at, `has an unknown field "${k.slice(0, 40)}"`);
    const out: Record<string, unknown> = {};
    for (const [k, spec] of Object.entries(shape)) {
      const value = v[k];
      if (value === undefined) {
        if (!spec.optional) fail(`${at}.${k}`, 'is required');
        continue;
      }
      out[k] = spec.check(value, `${at}.${k}`);
    }
    return out as T;
  };

const id = str(MAX_ID_CHARS, { min: 1 });
const kind = oneOf(['instinct', 'skill'] as const);
const reason = str(MAX_REASON_CHARS, { multiline: true });

/** One checker per method: params in, a clean copy out (or InvalidMessage). */
export const PARAM_CHECKS: { [K in WebviewMethod]: Check<Params<WebviewRequests, K>> } = {
  ready: object({ protocol: req(num(0, 1000, true)) }),
  refresh: object({ keys: opt(arrayOf(oneOf(UPDATE_KEYS), UPDATE_KEYS.length)) }),
  patternGet: object({ id: req(id) }),
  patternApprove: object({ id: req(id) }),
  patternReject: object({ id: req(id), reason: opt(reason) }),
  patternDeprecate: object({ id: req(id), reason: opt(reason) }),
  ruleDecide: object({ id: req(id), decision: req(oneOf(['approve', 'reject'] as const)) }),
  learnedAdjust: object({ kind: req(kind), id: req(id), action: req(oneOf(['confirm', 'contradict'] as const)) }),
  learnedDelete: object({ kind: req(kind), id: req(id) }),
  confidenceHistory: object({ kind: req(kind), id: req(id) }),
  threadGet: object({ id: req(id) }),
  threadsSearch: object({ query: req(str(MAX_QUERY_CHARS, { min: 1 })) }),
  evolve: object({ dryRun: req(bool), sinceDays: opt(num(1, 3650)), minConfidence: opt(num(0, 1)) }),
  openSource: object({ path: req(str(MAX_PATH_CHARS, { min: 1 })), line: opt(num(1, 10_000_000, true)) }),
  runCommand: object({ command: req(oneOf(WEBVIEW_COMMANDS)) }),
};

export const EVENT_CHECKS: { [K in keyof WebviewToHostEvents]: Check<WebviewToHostEvents[K]> } = {
  firstData: object({ ms: req(num(0, 3_600_000)) }),
};

export type ValidMessage =
  | { kind: 'request'; id: number; method: WebviewMethod; params: unknown }
  | { kind: 'event'; name: keyof WebviewToHostEvents; data: unknown };

/**
 * Checks an incoming message. Throws InvalidMessage, carrying the request id when one could be
 * read, so the caller can answer the request with an error instead of leaving it hanging.
 */
export function parseWebviewMessage(raw: unknown): ValidMessage {
  if (!isPlainObject(raw)) throw new InvalidMessage('message must be an object');
  if (raw.kind === 'request') {
    const rid = raw.id;
    if (typeof rid !== 'number' || !Number.isSafeInteger(rid) || rid < 0) throw new InvalidMessage('request id must be a non-negative integer');
    for (const k of Object.keys(raw)) if (!['kind', 'id', 'method', 'params'].includes(k)) throw new InvalidMessage(`request has an unknown field "${k.slice(0, 40)}"`, rid);
    const method = raw.method;
    if (typeof method !== 'string' || !Object.prototype.hasOwnProperty.call(PARAM_CHECKS, method)) throw new InvalidMessage(`unknown method "${String(method).slice(0, 60)}"`, rid);
    try {
      const params = PARAM_CHECKS[method as WebviewMethod](raw.params ?? {}, 'params');
      return { kind: 'request', id: rid, method: method as WebviewMethod, params };
    } catch (e) {
      throw new InvalidMessage(`${method}: ${(e as Error).message}`, rid);
    }
  }
  if (raw.kind === 'event') {
    const name = raw.name;
    if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(EVENT_CHECKS, name)) throw new InvalidMessage(`unknown event "${String(name).slice(0, 60)}"`);
    const data = EVENT_CHECKS[name as keyof WebviewToHostEvents](raw.data, 'data');
    return { kind: 'event', name: name as keyof WebviewToHostEvents, data };
  }
  throw new InvalidMessage('message kind must be "request" or "event"');
}

export const BRIDGE_TYPE_SET: ReadonlySet<string> = new Set(BRIDGE_TYPES);
