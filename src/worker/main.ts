// Worker entry: owns the workspace (log + store) and serves the host protocol. Every incoming
// message is validated; a bad one gets an error response, never a crash.
import { parentPort, workerData } from 'node:worker_threads';
import { isEnvelope, toRpcError, type Envelope, type RequestEnvelope } from '../protocol/rpc';
import type { InitParams, WorkerRequests } from '../protocol/worker';
import { allHandlers } from './handlers';
import { createContext, type LiveContext } from './runtime';

if (!parentPort) throw new Error('worker/main must run in a worker thread');
const port = parentPort;
const handlers = allHandlers();
let live: LiveContext | undefined;
let initializing: Promise<LiveContext> | undefined;

function post(msg: Envelope) {
  port.postMessage(msg);
}

async function dispatch(req: RequestEnvelope) {
  const method = String(req.method) as keyof WorkerRequests;
  try {
    if (method === 'init') {
      initializing ??= createContext(req.params as InitParams, post);
      live = await initializing;
      post({ kind: 'response', id: req.id, ok: true, result: { rebuiltReason: live.ctx.workspace.rebuiltReason, diagnostics: live.startupDiagnostics } });
      return;
    }
    if (!live) {
      if (!initializing) throw Object.assign(new Error('worker not initialised: send "init" first'), { code: 'not_initialised' });
      live = await initializing;
    }
    const handler = (handlers as Record<string, (p: unknown, c: unknown) => unknown>)[method];
    if (!handler) throw Object.assign(new Error(`unknown method "${method}"`), { code: 'unknown_method' });
    const result = await handler(req.params ?? {}, live.ctx);
    post({ kind: 'response', id: req.id, ok: true, result });
    if (method === 'shutdown') setImmediate(() => process.exit(0));
  } catch (e) {
    post({ kind: 'response', id: req.id, ok: false, error: toRpcError(e) });
  }
}

port.on('message', (msg: unknown) => {
  if (!isEnvelope(msg) || msg.kind !== 'request') {
    post({ kind: 'event', name: 'diagnostic', data: { level: 'error', message: 'worker ignored a malformed message', source: 'protocol' } });
    return;
  }
  void dispatch(msg as RequestEnvelope);
});

process.on('unhandledRejection', (e) => {
  post({ kind: 'event', name: 'diagnostic', data: { level: 'error', message: `worker: ${toRpcError(e).message}`, source: 'worker' } });
});

void workerData;
