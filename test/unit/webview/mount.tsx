// Mounts the real sidebar app wired to the real host controller: every message crosses the
// validation and the structured-clone boundary, as in VS Code. Only the worker is stood in for.
import { act, configure, render, waitFor } from '@testing-library/react';
import { SidebarController } from '../../../src/host/webview/controller';
import { App } from '../../../webview/src/App';
import { HostChannel, type VsCodeApi } from '../../../webview/src/state/channel';
import { fakeWorker, tempWorkspace, type FakeWorker } from './fixtures';

// A shared machine can be slow: wait generously (a passing test does not wait for nothing).
configure({ asyncUtilTimeout: 8000 });

export interface Mounted {
  root: string;
  worker: FakeWorker;
  controller: SidebarController;
  logs: string[];
  opened: Array<[string, number | undefined]>;
  commands: string[];
  saved: { state: unknown };
  container: HTMLElement;
  unmount(): void;
  cleanup(): void;
}

export function mountSidebar(
  opts: { failing?: string[]; empty?: boolean; savedState?: unknown; root?: string; locale?: string } = {},
): Mounted {
  const ws = opts.root ? { root: opts.root, cleanup() {} } : tempWorkspace();
  const worker = fakeWorker(ws.root, opts);
  const logs: string[] = [];
  const opened: Mounted['opened'] = [];
  const commands: string[] = [];
  const saved = { state: opts.savedState };
  const channelRef: { current?: HostChannel } = {};
  const controller = new SidebarController({
    workspaceRoot: ws.root,
    call: worker.call,
    post: (m) => setTimeout(() => act(() => channelRef.current?.handle(structuredClone(m)))),
    log: { info: (m) => logs.push(m), warn: (m) => logs.push(`warn ${m}`), error: (m) => logs.push(`error ${m}`) },
    workerRunning: () => true,
    openFile: async (p, l) => void opened.push([p, l]),
    runCommand: async (c) => void commands.push(c),
    locale: opts.locale,
  });
  const api: VsCodeApi = {
    postMessage: (m) => setTimeout(() => void controller.handle(structuredClone(m))),
    getState: () => saved.state,
    setState: (s) => (saved.state = s),
  };
  const channel = (channelRef.current = new HostChannel(api));
  const r = render(<App channel={channel} />);
  return {
    root: ws.root,
    worker,
    controller,
    logs,
    opened,
    commands,
    saved,
    container: r.container,
    unmount: () => r.unmount(),
    cleanup: () => {
      r.unmount();
      controller.dispose();
      channel.dispose();
      ws.cleanup();
    },
  };
}

/** A button by accessible name or text: our own <button>s and vscode-elements' buttons. */
export function button(container: HTMLElement, name: string | RegExp): HTMLElement {
  const all = Array.from(
    container.querySelectorAll<HTMLElement>(
      'button, vscode-button, vscode-toolbar-button, [role="tab"], [role="radio"]',
    ),
  );
  const match = (s: string | null | undefined) =>
    s ? (typeof name === 'string' ? s.trim() === name : name.test(s.trim())) : false;
  const found = all.find(
    (b) => match(b.getAttribute('aria-label')) || match(b.textContent) || match(b.getAttribute('label')),
  );
  if (!found)
    throw new Error(
      `no button "${String(name)}" among: ${all.map((b) => b.getAttribute('aria-label') || b.textContent).join(' | ')}`,
    );
  return found;
}

export async function waitText(container: HTMLElement, text: string | RegExp, timeout = 8000): Promise<void> {
  await waitFor(
    () => {
      const t = container.textContent ?? '';
      if (typeof text === 'string' ? !t.includes(text) : !text.test(t))
        throw new Error(`"${String(text)}" not shown; page says: ${t.slice(0, 400)}`);
    },
    { timeout },
  );
}

export function statusLine(container: HTMLElement): string {
  return container.querySelector('.status-line')?.textContent ?? '';
}
