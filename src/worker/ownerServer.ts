// The window's worker is the store's one owner (protocol/owner.ts): before opening the store it
// claims `.act/owner.json` (waiting while the CLI holds it), and it serves local clients over a
// socket with the same handlers as the host's requests, restricted to OWNER_SOCKET_METHODS,
// once a client has proved with the advertised token that it could read the advertisement.
import { createServer, type Server, type Socket } from 'node:net';
import { chmodSync } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import { workspacePaths } from '../core/paths';
import { OWNER_SOCKET_METHODS, type OwnerRequests } from '../protocol/owner';
import { isEnvelope, type RequestEnvelope, type ResponseEnvelope } from '../protocol/rpc';
import type { Diagnostic } from '../protocol/worker';
import { readLines, writeEnvelope } from '../node/store/ownerSocket';
import { advertisement, ownerSocketPath, takeOwnership } from '../node/store/ownership';

export type Dispatch = (req: RequestEnvelope, reply: (r: ResponseEnvelope) => void) => void;

export interface StoreOwner {
  /** Closes the socket to new connections (before the store's last save). */
  stopServing(): void;
  /** Gives the store up (after its last save). */
  release(): Promise<void>;
}

const SERVED = new Set<string>(OWNER_SOCKET_METHODS);

const tokenMatches = (given: unknown, token: string) =>
  typeof given === 'string' && given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

function refuse(reply: (r: ResponseEnvelope) => void, id: number, code: string, message: string) {
  reply({ kind: 'response', id, ok: false, error: { code, message } });
}

function serveConnection(socket: Socket, token: string, workspace: string, dispatch: Dispatch): void {
  let greeted = false;
  const reply = (r: ResponseEnvelope) => writeEnvelope(socket, r);
  socket.on('error', () => undefined);
  readLines(
    socket,
    (line) => {
      let msg: unknown;
      try {
        msg = JSON.parse(line);
      } catch {
        msg = undefined;
      }
      if (!isEnvelope(msg) || msg.kind !== 'request') return void socket.destroy();
      const req = msg as RequestEnvelope;
      const method = String(req.method);
      if (method === 'ownerHello') {
        greeted = tokenMatches((req.params as OwnerRequests['ownerHello'][0] | undefined)?.token, token);
        if (!greeted)
          return void (refuse(reply, req.id, 'forbidden', 'wrong token: read it from .act/owner.json'), socket.end());
        return reply({
          kind: 'response',
          id: req.id,
          ok: true,
          result: { pid: process.pid, workspace } satisfies OwnerRequests['ownerHello'][1],
        });
      }
      if (!greeted)
        return void (refuse(reply, req.id, 'forbidden', 'say ownerHello with the token first'), socket.end());
      if (!SERVED.has(method))
        return refuse(reply, req.id, 'unknown_method', `"${method}" is not served over the owner socket`);
      dispatch(req, reply);
    },
    () => socket.destroy(),
  );
}

function listen(path: string, onConnection: (s: Socket) => void): Promise<Server> {
  const server = createServer(onConnection);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      // Only this user may connect (the token is the second key).
      if (process.platform !== 'win32') chmodSync(path, 0o600);
      resolve(server);
    });
  });
}

const NOT_OWNER: StoreOwner = { stopServing: () => undefined, release: async () => undefined };

export async function ownStore(
  root: string,
  dispatch: Dispatch,
  diagnostic: (d: Diagnostic) => void,
): Promise<StoreOwner> {
  const socketPath = ownerSocketPath(root);
  const ad = advertisement('window', root, socketPath);
  let server: Server;
  try {
    server = await listen(socketPath, (s) => serveConnection(s, ad.token, root, dispatch));
  } catch (e) {
    diagnostic({
      level: 'warn',
      message: `cannot listen on ${socketPath} (${(e as Error).message}): the act CLI will open the store itself while this window is open, and the last to save wins`,
      source: 'store',
    });
    return NOT_OWNER;
  }
  const claim = await takeOwnership(workspacePaths(root), ad, {
    onWait: (o) =>
      diagnostic({
        level: 'info',
        message: `waiting for act (pid ${o.pid}) to finish with .act/store.sqlite`,
        source: 'store',
      }),
  });
  if ('owner' in claim) {
    server.close();
    diagnostic({
      level: 'warn',
      message: `another window (pid ${claim.owner.pid}) owns .act/store.sqlite; this window opens it too, and the last to save wins`,
      source: 'store',
    });
    return NOT_OWNER;
  }
  return {
    stopServing: () => void server.close(),
    release: () => claim.owned.release(),
  };
}
