// Generic request/response/event envelopes shared by host<->worker and host<->webview channels.
// A channel is described by a map `method: [Params, Result]` plus a map of event payloads.

export type RequestMap = Record<string, [unknown, unknown]>;
export type EventMap = Record<string, unknown>;

export type Params<M, K extends keyof M> = M[K] extends [infer P, unknown] ? P : never;
export type Result<M, K extends keyof M> = M[K] extends [unknown, infer R] ? R : never;

export interface RequestEnvelope<M = RequestMap, K extends keyof M = keyof M> {
  kind: 'request';
  id: number;
  method: K;
  params: Params<M, K>;
}
export interface RpcError {
  message: string;
  code?: string;
  stack?: string;
}
export type ResponseEnvelope =
  | { kind: 'response'; id: number; ok: true; result: unknown }
  | { kind: 'response'; id: number; ok: false; error: RpcError };
export interface EventEnvelope<E = EventMap, K extends keyof E = keyof E> {
  kind: 'event';
  name: K;
  data: E[K];
}
export type Envelope = RequestEnvelope | ResponseEnvelope | EventEnvelope;

/** An error that crossed a channel: keeps the remote message and code. */
export class RemoteError extends Error {
  constructor(
    readonly remote: RpcError,
    readonly method: string,
  ) {
    super(remote.message);
    this.name = 'RemoteError';
  }
  get code() {
    return this.remote.code;
  }
}

export function toRpcError(e: unknown): RpcError {
  if (e instanceof Error) return { message: e.message, code: (e as { code?: string }).code, stack: e.stack };
  return { message: String(e) };
}

/** Structural check of an incoming envelope; anything else is rejected before dispatch. */
export function isEnvelope(v: unknown): v is Envelope {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  if (e.kind === 'request') return Number.isSafeInteger(e.id) && typeof e.method === 'string';
  if (e.kind === 'response') return Number.isSafeInteger(e.id) && typeof e.ok === 'boolean';
  if (e.kind === 'event') return typeof e.name === 'string';
  return false;
}
