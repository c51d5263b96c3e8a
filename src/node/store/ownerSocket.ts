// The owner socket's wire (one JSON envelope a line, protocol/owner.ts) and its client side:
// a connection that proves it may talk (ownerHello with the advertised token), then sends
// typed requests and matches answers by id.
import { connect, type Socket } from 'node:net';
import { isEnvelope, RemoteError, type Envelope, type Params, type Result } from '../../protocol/rpc';
import { OWNER_MAX_LINE_BYTES, type OwnerAdvertisement, type OwnerRequests } from '../../protocol/owner';

/** Calls `onLine` for each complete line; `onTooLong` when a line outgrows the limit. */
export function readLines(
  socket: Socket,
  onLine: (line: string) => void,
  onTooLong: () => void,
  maxBytes = OWNER_MAX_LINE_BYTES,
): void {
  let parts: Buffer[] = [];
  let length = 0;
  socket.on('data', (chunk: Buffer) => {
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      parts.push(chunk.subarray(start, nl));
      const line = Buffer.concat(parts).toString('utf8');
      parts = [];
      length = 0;
      start = nl + 1;
      onLine(line);
    }
    if (start < chunk.length) {
      parts.push(chunk.subarray(start));
      length += chunk.length - start;
      if (length > maxBytes) onTooLong();
    }
  });
}

export function writeEnvelope(socket: Socket, msg: Envelope): void {
  if (!socket.destroyed) socket.write(JSON.stringify(msg) + '\n');
}

/** The owner went away before answering: the request may or may not have been applied. */
export class OwnerGoneError extends Error {
  readonly code = 'owner_gone';
}

interface Waiting {
  method: string;
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

export class OwnerConnection {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private gone: Error | undefined;

  private constructor(private readonly socket: Socket) {
    readLines(
      socket,
      (line) => this.onLine(line),
      () => socket.destroy(new Error('answer too long')),
    );
    socket.on(
      'error',
      (e) => (this.gone ??= new OwnerGoneError(`lost the connection to the window's worker: ${e.message}`)),
    );
    socket.on('close', () => {
      this.gone ??= new OwnerGoneError("the window's worker closed the connection");
      for (const w of this.waiting.values()) w.reject(this.gone);
      this.waiting.clear();
    });
  }

  /** Connects to the advertised socket and says hello with the token. */
  static open(ad: OwnerAdvertisement, timeoutMs = 5000): Promise<OwnerConnection> {
    return new Promise((resolve, reject) => {
      if (!ad.socket) return reject(new OwnerGoneError('the owner advertises no socket'));
      const socket = connect(ad.socket);
      const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      socket.once('error', (e) => {
        clearTimeout(timer);
        reject(new OwnerGoneError(`cannot reach the window's worker at ${ad.socket}: ${e.message}`));
      });
      socket.once('connect', () => {
        const c = new OwnerConnection(socket);
        c.request('ownerHello', { token: ad.token }).then(
          () => {
            clearTimeout(timer);
            resolve(c);
          },
          (e: Error) => {
            clearTimeout(timer);
            c.close();
            reject(e);
          },
        );
      });
    });
  }

  request<K extends keyof OwnerRequests & string>(
    method: K,
    params: Params<OwnerRequests, K>,
  ): Promise<Result<OwnerRequests, K>> {
    if (this.gone) return Promise.reject(this.gone);
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.waiting.set(id, { method, resolve: resolve as (v: unknown) => void, reject });
      writeEnvelope(this.socket, { kind: 'request', id, method, params });
    });
  }

  private onLine(line: string) {
    let msg: unknown;
    try {
      msg = JSON.parse(line);
    } catch {
      return;
    }
    if (!isEnvelope(msg) || msg.kind !== 'response') return;
    const w = this.waiting.get(msg.id);
    if (!w) return;
    this.waiting.delete(msg.id);
    if (msg.ok) w.resolve(msg.result);
    else w.reject(new RemoteError(msg.error, w.method));
  }

  close(): void {
    this.socket.end();
    this.socket.destroy();
  }
}
