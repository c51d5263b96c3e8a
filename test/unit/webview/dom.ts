// A DOM for component tests: happy-dom's window exposed as globals before React loads.
// happy-dom lacks ElementInternals (used by vscode-elements' form controls): a minimal stand-in
// keeps those components constructible; the tests never rely on form association.
import { Window } from 'happy-dom';

const win = new Window({ url: 'http://localhost/', width: 400, height: 900 });
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
    return { setFormValue() {}, setValidity() {}, checkValidity: () => true, reportValidity: () => true, states: new Set(), form: null, labels: [], validity: {}, validationMessage: '', willValidate: false };
  };
}
if (!(g.CSS as { escape?: unknown } | undefined)?.escape) g.CSS = { escape: (s: string) => s.replace(/["\\]/g, '\\$&') };

export const domWindow = win;
