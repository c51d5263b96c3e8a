// Checks of request parameters in the worker. The worker trusts no caller (the host, the CLI over
// the owner socket, a test calling a handler): every method's params go through one zod schema
// (zod/mini, as in the host's webview validation: the bundle keeps only what it uses) before its
// handler runs, and the handler gets what the schema made of them (text cut to length, blanks
// dropped). Unknown fields are dropped, not refused, as the handlers did before the schemas.
// The protocol (which may import no package) declares the types; each area's schema file checks
// with Agreement below that its schemas accept exactly those types.
import * as z from 'zod/mini';
import type { Params, Result } from '../protocol/rpc';
import type { WorkerRequests } from '../protocol/worker';
import type { HandlersFor, WorkerContext } from './context';

export class InvalidParams extends Error {
  readonly code = 'invalid_params';
}

/** The same words whether the value is missing or of the wrong type. */
const says = (what: string) => ({ error: () => what });

export const object = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, says('must be an object'));

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Any object, as T: for methods without params, and settings their owner merges field by field. */
export const anyObject = <T extends object>() => z.custom<T>(isObject, says('must be an object'));
/** No params: whatever is sent is ignored, as before (a shutdown must not fail on its params). */
export const none = () => z.custom<Record<string, never>>();

/** A field the protocol types as `T | undefined` but required: JSON drops it when undefined. */
export const present = <T extends z.ZodMiniType>(s: T) =>
  z.optional(s) as unknown as z.ZodMiniType<z.output<T> | undefined, z.input<T> | undefined>;

export const str = () => z.string(says('must be a string'));

/** A string refused beyond `max` characters (identifiers: a cut one would name something else). */
export const capped = (max: number) =>
  z
    .string(says('must be a non-empty string'))
    .check(z.minLength(1, 'must be a non-empty string'), z.maxLength(max, `is longer than ${max} characters`));

/** Free text, cut to the `max` characters its consumer keeps. */
export const cut = (max: number) =>
  z.pipe(
    str(),
    z.transform((s) => s.slice(0, max)),
  );

/** Text that must hold more than blanks, cut to `max` characters. */
export const filled = (max: number) =>
  z.pipe(
    z.string(says('must be a non-empty string')).check(z.refine((s) => s.trim() !== '', 'must be a non-empty string')),
    z.transform((s) => s.slice(0, max)),
  );

/** Optional text where blanks mean "not given": cut to `max` characters, or undefined. */
export const blankless = (max: number) =>
  z.optional(
    z.pipe(
      str(),
      z.transform((s) => (s.trim() ? s.slice(0, max) : undefined)),
    ),
  );

/** A finite number (NaN and Infinity are refused). */
export const num = () => z.number(says('must be a finite number'));

export const bool = () => z.boolean(says('must be a boolean'));

const quoted = (values: readonly string[]) =>
  values.length === 1
    ? `"${values[0]}"`
    : `${values
        .slice(0, -1)
        .map((v) => `"${v}"`)
        .join(', ')} or "${values.at(-1)}"`;

/** One of these words (a list owned elsewhere, never empty): `must be "a", "b" or "c"`. */
export const oneOf = <const T extends string>(values: readonly T[]) =>
  z.enum(values as readonly [T, ...T[]], says(`must be ${quoted(values)}`));

/** An array, each item checked by `item`. */
export const list = <T extends z.core.SomeType>(item: T) => z.array(item, says('must be an array'));

/** An array cut to its first `max` items, each checked by `item`. */
export const cutList = <T extends z.core.SomeType>(item: T, max: number) =>
  z.pipe(
    list(item),
    z.transform((a) => a.slice(0, max)),
  );

/**
 * An array of which the first `max` items that `item` accepts are kept, the others dropped: one
 * malformed event does not cost the batch its good ones. `item`'s output must be an I.
 */
export const kept = <I>(item: z.ZodMiniType<I>, max: number) =>
  z.pipe(
    z.array(z.custom<I>(), says('must be an array')),
    z.transform((a) => {
      const out: I[] = [];
      for (const x of a) {
        const r = item.safeParse(x);
        if (r.success && out.push(r.data) >= max) break;
      }
      return out;
    }),
  );

/** `method: "field[2].name" what is wrong`, from the first problem zod found. */
function describe(method: string, error: z.core.$ZodError): string {
  const issue = error.issues[0]!;
  const path = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
  return `${method}: ${path ? `"${path}"` : 'params'} ${issue.message}`;
}

/** The params of `method` as its schema makes them; InvalidParams (code invalid_params) when refused. */
export function parseParams<S extends z.ZodMiniType>(method: string, schema: S, params: unknown): z.output<S> {
  const r = schema.safeParse(params ?? {});
  if (!r.success) throw new InvalidParams(describe(method, r.error));
  return r.data;
}

type Impl<S, K extends keyof WorkerRequests & keyof S> = (
  params: S[K] extends z.ZodMiniType ? z.output<S[K]> : never,
  ctx: WorkerContext,
) => Promise<Result<WorkerRequests, K>> | Result<WorkerRequests, K>;

/** The handlers of one area, each behind its method's schema. */
export function checked<K extends keyof WorkerRequests, S extends { [P in K]: z.ZodMiniType }>(
  schemas: S,
  impl: { [P in K]: Impl<S, P> },
): HandlersFor<K> {
  const out: Partial<Record<K, unknown>> = {};
  for (const method of Object.keys(impl) as K[]) {
    const run = impl[method] as (p: unknown, ctx: WorkerContext) => unknown;
    out[method] = (params: unknown, ctx: WorkerContext) => run(parseParams(method, schemas[method], params), ctx);
  }
  return out as HandlersFor<K>;
}

// ---- agreement with the protocol, checked by the compiler ----

type Identical<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * The same type field for field at every depth: mutual assignability alone would miss an
 * optional field one side lacks (a caller's field the schema would drop).
 */
export type Same<A, B> =
  Identical<A, B> extends true ? true : Mutual<A, B> extends true ? SameFields<NonNullable<A>, NonNullable<B>> : false;
type SameFields<A, B> = [A] extends [readonly (infer X)[]]
  ? [B] extends [readonly (infer Y)[]]
    ? Same<X, Y>
    : false
  : [A] extends [object]
    ? Mutual<keyof A, keyof B> extends true
      ? false extends { [K in keyof A & keyof B]-?: Same<A[K], B[K]> }[keyof A & keyof B]
        ? false
        : true
      : false
    : true;

/**
 * A schema agrees with its method's params when it accepts exactly the protocol's type (its
 * input) and what it gives the handler (its output: text cut, blanks dropped) is still of that type.
 */
type Agrees<S, P> = S extends z.ZodMiniType
  ? Same<z.input<S>, P> extends true
    ? [z.output<S>] extends [P]
      ? true
      : 'output differs'
    : 'input differs'
  : 'not a schema';

/** Per method, `true` when its schema agrees with the protocol, else why not. */
export type Agreement<S, M> = { [K in keyof M]: K extends keyof S ? Agrees<S[K], Params<M, K>> : 'no schema' };
/** `Expect<Agreement<…>>` fails to compile while a method of the area disagrees (its entry says why). */
export type Expect<T extends Record<string, true>> = T;
