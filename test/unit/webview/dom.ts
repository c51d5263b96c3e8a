// A DOM for component tests: happy-dom's window exposed as globals before React loads.
// happy-dom lacks ElementInternals (used by vscode-elements' form controls): a minimal stand-in
// keeps those components constructible; the tests never rely on form association.
import { Window } from 'happy-dom';
import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';
import { useSanitizerWindow } from '../../../webview/src/model/markdown';
import Module from 'node:module';
import { dirname, join } from 'node:path';

// @lit/react's "node" export is for server rendering: it sets no properties and adds no event
// listeners. Components under test need the browser build, as in the webview bundle.
const litReactBrowser = join(dirname(require.resolve('@lit/react')), '..', 'index.js');
const M = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolveFilename = M._resolveFilename;
M._resolveFilename = function (request: string, ...rest: unknown[]) {
  return request === '@lit/react' ? litReactBrowser : resolveFilename.call(this, request, ...rest);
};

const win = new Window({
  url: 'http://localhost/',
  width: 400,
  height: 900,
  settings: {
    disableCSSFileLoading: true,
    disableJavaScriptFileLoading: true,
    disableIframePageLoading: true,
    navigator: { userAgent: 'happy-dom' },
  },
});
// As in the real page (see src/host/webview/html.ts): vscode-icon looks for this stylesheet.
const link = win.document.createElement('link');
link.id = 'vscode-codicon-stylesheet';
link.rel = 'stylesheet';
link.href = 'codicon.css';
win.document.head.appendChild(link);
const g = globalThis as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(win)) {
  if (key in g) continue;
  try {
    g[key] = (win as unknown as Record<string, unknown>)[key];
  } catch {
    // some accessors throw outside a browsing context: not needed here
  }
}
Object.assign(g, {
  window: win,
  document: win.document,
  navigator: win.navigator,
  HTMLElement: win.HTMLElement,
  customElements: win.customElements,
  IS_REACT_ACT_ENVIRONMENT: true,
});
const proto = win.HTMLElement.prototype as unknown as { attachInternals?: () => unknown };
if (!proto.attachInternals) {
  proto.attachInternals = function attachInternals() {
    return {
      setFormValue() {},
      setValidity() {},
      checkValidity: () => true,
      reportValidity: () => true,
      states: new Set(),
      form: null,
      labels: [],
      validity: {},
      validationMessage: '',
      willValidate: false,
    };
  };
}
if (!(g.CSS as { escape?: unknown } | undefined)?.escape)
  g.CSS = { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

// DOMPurify does not support happy-dom (its NodeIterator loses its place when a node is removed,
// so whatever follows an unknown element would go unsanitised): the sanitiser parses in jsdom,
// which DOMPurify supports, as it would in the webview's Chromium.
useSanitizerWindow(new JSDOM('').window as unknown as WindowLike);

export const domWindow = win;

// Node's inspector trips over happy-dom elements (private fields behind getters): print DOM
// nodes passed to the console as their tag names.
for (const level of ['log', 'warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) =>
    original(
      ...args.map((a) =>
        a && typeof a === 'object' && 'nodeType' in a
          ? `<${String((a as { nodeName?: string }).nodeName).toLowerCase()}>`
          : a,
      ),
    );
}
