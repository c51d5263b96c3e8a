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

// esbuild's CommonJS interop copies the module's own property names, so every name the
// extension touches at load or activation must exist on the stub.
const NAMES = [
  'EventEmitter',
  'Uri',
  'commands',
  'languages',
  'chat',
  'lm',
  'extensions',
  'tasks',
  'scm',
  'env',
  'debug',
  'tests',
  'StatusBarAlignment',
  'ProgressLocation',
  'ThemeColor',
  'ThemeIcon',
  'CodeLens',
  'Range',
  'Position',
  'Selection',
  'Disposable',
  'RelativePattern',
  'MarkdownString',
  'LanguageModelChatMessage',
  'LanguageModelTextPart',
  'LanguageModelToolResult',
  'LanguageModelError',
  'ChatResponseMarkdownPart',
  'TreeItem',
  'ConfigurationTarget',
  'ViewColumn',
  'QuickPickItemKind',
  'FileType',
  'CancellationTokenSource',
  'TaskScope',
  'ShellExecution',
  'Task',
  'WorkspaceEdit',
  'TextEdit',
  'DiagnosticSeverity',
  'ChatResultFeedbackKind',
  'UIKind',
  'ExtensionMode',
  'TerminalShellExecutionCommandLineConfidence',
];

export function installVscodeStub(workspaceRoot: string) {
  const universal = () => new Proxy(function () {}, handler);
  const stub = new Proxy(
    {
      ...Object.fromEntries(NAMES.map((n) => [n, universal()])),
      window: new Proxy(
        { createOutputChannel: () => channel },
        { get: (t, p) => (p in t ? (t as Record<string, unknown>)[p as string] : new Proxy(function () {}, handler)) },
      ),
      workspace: new Proxy(
        {
          workspaceFolders: [{ uri: { scheme: 'file', fsPath: workspaceRoot } }],
          getConfiguration: () => ({ get: () => undefined }),
          isTrusted: true,
        },
        {
          get: (t, p) =>
            p in t
              ? (t as Record<string, unknown>)[p as string]
              : typeof p === 'string' && p.startsWith('onDid')
                ? event
                : new Proxy(function () {}, handler),
        },
      ),
    },
    { get: (t, p) => (p in t ? (t as Record<string, unknown>)[p as string] : new Proxy(function () {}, handler)) },
  );
  const load = (Module as unknown as { _load: (req: string, ...rest: unknown[]) => unknown })._load;
  (Module as unknown as { _load: unknown })._load = function (req: string, ...rest: unknown[]) {
    if (req === 'vscode') return stub;
    return load.call(this, req, ...rest);
  };
}
