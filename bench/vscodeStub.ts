// A minimal stand-in for the `vscode` module, only to time our own activation code in plain
// Node (the real VS Code timing is logged by the end-to-end suite).
import Module from 'node:module';

const disposable = { dispose() {} };
const event = () => disposable;
const channel = { info() {}, warn() {}, error() {}, show() {}, dispose() {}, append() {}, appendLine() {} };
const handler: ProxyHandler<object> = {
  get(_t, prop) {
    if (prop === 'then') return undefined;
    if (typeof prop === 'string' && prop.startsWith('onDid')) return event;
    return new Proxy(function () {}, handler);
  },
  apply() {
    return new Proxy({ ...disposable }, handler);
  },
  construct() {
    return new Proxy({ ...disposable }, handler);
  },
};

export function installVscodeStub(workspaceRoot: string) {
  const stub = new Proxy({
    window: new Proxy({ createOutputChannel: () => channel }, { get: (t, p) => (p in t ? (t as Record<string, unknown>)[p as string] : new Proxy(function () {}, handler)) }),
    workspace: new Proxy({ workspaceFolders: [{ uri: { scheme: 'file', fsPath: workspaceRoot } }], getConfiguration: () => ({ get: () => undefined }), isTrusted: true }, { get: (t, p) => (p in t ? (t as Record<string, unknown>)[p as string] : typeof p === 'string' && p.startsWith('onDid') ? event : new Proxy(function () {}, handler)) }),
  }, { get: (t, p) => (p in t ? (t as Record<string, unknown>)[p as string] : new Proxy(function () {}, handler)) });
  const load = (Module as unknown as { _load: (req: string, ...rest: unknown[]) => unknown })._load;
  (Module as unknown as { _load: unknown })._load = function (req: string, ...rest: unknown[]) {
    if (req === 'vscode') return stub;
    return load.call(this, req, ...rest);
  };
}
