// Worker entry: owns the workspace (log + store) and serves the host protocol, and the CLI over
// the owner socket (./ownerServer.ts). Every incoming message is validated; a bad one gets an
// error response, never a crash.
import { parentPort, workerData } from 'node:worker_threads';
import { isEnvelope, toRpcError, type Envelope, type RequestEnvelope, type ResponseEnvelope } from '../protocol/rpc';
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

async function dispatch(req: RequestEnvelope, reply: (r: ResponseEnvelope) => void) {
  const method = String(req.method) as keyof WorkerRequests;
  try {
    if (method === 'init') {
      initializing ??= createContext(req.params as InitParams, post, (r, answer) => void dispatch(r, answer));
      live = await initializing;
      reply({
        kind: 'response',
        id: req.id,
        ok: true,
        result: { rebuiltReason: live.ctx.workspace.rebuiltReason, diagnostics: live.startupDiagnostics },
      });
      return;
    }
    if (!live) {
      if (!initializing)
        throw Object.assign(new Error('worker not initialised: send "init" first'), { code: 'not_initialised' });
      live = await initializing;
    }
    const handler = (handlers as Record<string, (p: unknown, c: unknown) => unknown>)[method];
    if (!handler) throw Object.assign(new Error(`unknown method "${method}"`), { code: 'unknown_method' });
    // The store's last save happens in shutdown: no CLI request may start after it, and the
    // CLI may take the store over only once it is on disk.
    if (method === 'shutdown') live.owner.stopServing();
    const result = await handler(req.params ?? {}, live.ctx);
    if (method === 'shutdown') await live.owner.release();
    reply({ kind: 'response', id: req.id, ok: true, result });
    if (method === 'shutdown') setImmediate(() => process.exit(0));
  } catch (e) {
    reply({ kind: 'response', id: req.id, ok: false, error: toRpcError(e) });
  }
}

port.on('message', (msg: unknown) => {
  if (!isEnvelope(msg) || msg.kind !== 'request') {
    post({
      kind: 'event',
      name: 'diagnostic',
      data: { level: 'error', message: 'worker ignored a malformed message', source: 'protocol' },
    });
    return;
  }
  void dispatch(msg as RequestEnvelope, post);
});

process.on('unhandledRejection', (e) => {
  post({
    kind: 'event',
    name: 'diagnostic',
    data: { level: 'error', message: `worker: ${toRpcError(e).message}`, source: 'worker' },
  });
});

void workerData;
