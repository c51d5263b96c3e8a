// Driving the VS Code workbench in the page like a user: command palette, quick picks, input
// boxes, activity bar, webviews (two nested iframes), notifications, screenshots.
import type { Frame, Page, ElementHandle, Locator } from 'playwright-core';
import type { ExtensionManifest } from './tools';
import { retry, waitFor } from './wait';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = (s: string | RegExp) => (typeof s === 'string' ? new RegExp(`^\\s*${escapeRe(s)}\\s*$`) : s);

export type Part = 'workbench' | 'sidebar' | 'editor' | 'panel' | 'auxiliarybar' | 'statusbar';
const PART_SELECTOR: Record<Exclude<Part, 'workbench'>, string> = {
  sidebar: '[id="workbench.parts.sidebar"]',
  editor: '[id="workbench.parts.editor"]',
  panel: '[id="workbench.parts.panel"]',
  auxiliarybar: '[id="workbench.parts.auxiliarybar"]',
  statusbar: '[id="workbench.parts.statusbar"]',
};

export class Workbench {
  constructor(
    readonly page: Page,
    private readonly manifest: ExtensionManifest,
  ) {}

  private get quickInput() {
    return this.page.locator('.quick-input-widget');
  }

  /** Waits for the workbench shell, then for the explorer or status bar to be drawn. */
  async waitReady(timeout = 60_000): Promise<void> {
    await this.page.locator('.monaco-workbench').waitFor({ state: 'visible', timeout });
    await this.page.locator(PART_SELECTOR.statusbar).waitFor({ state: 'visible', timeout });
  }

  /** Takes keyboard focus away from webviews and inputs so workbench keybindings apply. */
  private async focusWorkbench(): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
  }

  /**
   * Runs a command by its palette title (e.g. "ACT: Evolve"): F1, type, click the row whose
   * label is exactly `title`. Fails listing what the palette offered when nothing matches.
   */
  async runCommand(title: string, opts: { timeout?: number } = {}): Promise<void> {
    const timeout = opts.timeout ?? 15_000;
    await this.inPalette(title, async (row) => {
      try {
        await row.waitFor({ state: 'visible', timeout: Math.max(2000, timeout / 3) });
      } catch {
        const offered = await this.quickPickItems();
        const shown =
          JSON.stringify(offered.slice(0, 12)) + (offered.length > 12 ? ` and ${offered.length - 12} more` : '');
        // A missing command will not appear by retrying: fail now (retry only a palette that did not open).
        throw Object.assign(new Error(`command "${title}" is not in the palette; it offered: ${shown}`), {
          fatal: true,
        });
      }
      await row.click();
    });
    // The palette closes, or the command opened its own quick pick / input box.
    const input = this.quickInput.locator('.quick-input-box input');
    await waitFor(async () => !(await this.quickInput.isVisible()) || (await input.inputValue()) !== `>${title}`, {
      timeout: 5000,
      message: `the palette to run "${title}"`,
    }).catch(() => undefined);
  }

  /**
   * Labels of the commands the palette offers for `filter` (those on screen: make the viewport
   * tall enough for the list), read at once when the first row is drawn; closes the palette.
   */
  async paletteLabels(filter: string): Promise<string[]> {
    return this.inPalette(filter, async () => {
      await this.quickInput.locator('.monaco-list-row').first().waitFor({ state: 'visible', timeout: 10_000 });
      const labels = await this.quickPickItems();
      await this.page.keyboard.press('Escape');
      return labels;
    });
  }

  /**
   * Opens the command palette, types `title` and hands `use` the row labelled exactly `title`.
   * Retried (unless `use` throws a fatal error): F1 can land on a widget still being drawn, and a
   * view that takes the focus closes the palette.
   */
  private async inPalette<T>(title: string, use: (row: Locator) => Promise<T>): Promise<T> {
    const input = this.quickInput.locator('.quick-input-box input');
    return retry(
      async () => {
        if (await this.quickInput.isVisible()) await this.page.keyboard.press('Escape');
        await this.focusWorkbench();
        await this.page.keyboard.press('F1');
        await this.quickInput.waitFor({ state: 'visible', timeout: 4000 });
        await input.fill(`>${title}`, { timeout: 4000 });
        return use(
          this.quickInput
            .locator('.monaco-list-row')
            .filter({ has: this.page.locator('.label-name', { hasText: exact(title) }) })
            .first(),
        );
      },
      { attempts: 3, delay: 700, label: `the palette for ${title}` },
    );
  }

  /** Labels of the rows the open quick pick shows. */
  async quickPickItems(): Promise<string[]> {
    if (!(await this.quickInput.isVisible())) return [];
    return this.quickInput
      .locator('.monaco-list-row .label-name')
      .allTextContents()
      .then((a) => a.map((s) => s.trim()));
  }

  /** Chooses the row of the open quick pick whose label is `label` (or matches the RegExp). */
  async quickPick(label: string | RegExp, opts: { timeout?: number; title?: string | RegExp } = {}): Promise<void> {
    if (opts.title) await this.waitForQuickInputTitle(opts.title, opts.timeout);
    const row = this.quickInput
      .locator('.monaco-list-row')
      .filter({ has: this.page.locator('.label-name', { hasText: exact(label) }) })
      .first();
    try {
      await row.waitFor({ state: 'visible', timeout: opts.timeout ?? 10_000 });
    } catch {
      throw new Error(`no quick pick item ${label}; items: ${JSON.stringify(await this.quickPickItems())}`);
    }
    const before = await this.quickInputTitle();
    await row.click();
    await this.waitForQuickInputToMoveOn(before, undefined);
  }

  /**
   * Types into the open input box (showInputBox, or a quick pick's filter) and presses Enter.
   * `title` waits for the step whose title matches first, for multi-step inputs.
   */
  async typeInput(
    text: string,
    opts: { timeout?: number; submit?: boolean; title?: string | RegExp } = {},
  ): Promise<void> {
    const input = this.quickInput.locator('.quick-input-box input');
    if (opts.title) await this.waitForQuickInputTitle(opts.title, opts.timeout);
    await input.waitFor({ state: 'visible', timeout: opts.timeout ?? 10_000 });
    await input.fill(text);
    if (opts.submit === false) return;
    const before = await this.quickInputTitle();
    await input.press('Enter');
    await this.waitForQuickInputToMoveOn(before, text);
  }

  /** Title of the open quick input ("" when none), e.g. "ACT: Record Observation (2/3)". */
  async quickInputTitle(): Promise<string> {
    if (!(await this.quickInput.isVisible())) return '';
    return (
      (await this.quickInput
        .locator('.quick-input-title')
        .textContent()
        .catch(() => '')) ?? ''
    ).trim();
  }

  private async waitForQuickInputTitle(title: string | RegExp, timeout = 10_000): Promise<void> {
    const ok = (t: string) => (typeof title === 'string' ? t.includes(title) : title.test(t));
    let last = '';
    await waitFor(async () => ok((last = await this.quickInputTitle())), {
      timeout,
      message: `a quick input titled ${title}`,
    }).catch(() => {
      throw new Error(`no quick input titled ${title} (open: "${last}")`);
    });
  }

  /** After accepting: the widget hid, or the next step replaced it (title or value changed). */
  private async waitForQuickInputToMoveOn(titleBefore: string, valueBefore: string | undefined): Promise<void> {
    const input = this.quickInput.locator('.quick-input-box input');
    await waitFor(
      async () =>
        !(await this.quickInput.isVisible()) ||
        (await this.quickInputTitle()) !== titleBefore ||
        (valueBefore !== undefined && (await input.inputValue()) !== valueBefore),
      { timeout: 5000, interval: 50 },
    ).catch(() => undefined); // a validation message may keep it open: the caller's next check says so
  }

  /** Title shown by the quick input (placeholder or prompt), to check which step is open. */
  async quickInputPrompt(): Promise<string> {
    if (!(await this.quickInput.isVisible())) return '';
    const input = this.quickInput.locator('.quick-input-box input');
    const parts = [
      await input.getAttribute('placeholder'),
      await this.quickInput
        .locator('.quick-input-message')
        .textContent()
        .catch(() => ''),
    ];
    return parts.filter(Boolean).join(' | ');
  }

  /**
   * Shows a view container by its id (package.json viewsContainers): clicks its activity bar
   * icon unless it is already open, else falls back to "View: Show <title>".
   */
  async openView(containerId: string, opts: { timeout?: number } = {}): Promise<void> {
    const composite = `workbench.view.extension.${containerId}`;
    const sidebar = this.page.locator(PART_SELECTOR.sidebar);
    const isOpen = async () =>
      (await sidebar.isVisible()) && (await sidebar.getAttribute('data-active-composite')) === composite;
    if (await isOpen()) return;
    const re = new RegExp(`^activity-workbench-view-extension-${escapeRe(containerId)}-[0-9a-f]+$`);
    const index = await this.page
      .locator('.activitybar a.action-label')
      .evaluateAll(
        (els, src) => els.findIndex((e) => [...e.classList].some((c) => new RegExp(src).test(c))),
        re.source,
      );
    if (index >= 0) {
      await this.page.locator('.activitybar a.action-label').nth(index).click();
    } else {
      const title = this.manifest.containers.find((c) => c.id === containerId)?.title;
      if (!title)
        throw new Error(
          `unknown view container "${containerId}"; the extension declares ${JSON.stringify(this.manifest.containers)}`,
        );
      await this.runCommand(`View: Show ${title}`);
    }
    await waitFor(isOpen, { timeout: opts.timeout ?? 10_000, message: `view container ${containerId} to open` });
  }

  /** Screen rectangle where the view or editor titled `title` draws its content, or undefined. */
  private async viewRect(
    title: string,
  ): Promise<{ x: number; y: number; width: number; height: number; collapsedHeader?: boolean } | undefined> {
    return this.page.evaluate((t) => {
      const box = (e: Element | null | undefined) => {
        if (!e) return undefined;
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : undefined;
      };
      for (const h of document.querySelectorAll('.pane-header')) {
        if (h.querySelector('h3.title')?.textContent?.trim() !== t) continue;
        if (h.getAttribute('aria-expanded') === 'false' && box(h)) return { ...box(h)!, collapsedHeader: true };
        const r = box(h.closest('.pane')?.querySelector('.pane-body'));
        if (r) return r;
      }
      for (const part of document.querySelectorAll('.part.sidebar, .part.auxiliarybar, .part.panel')) {
        const h2 = part.querySelector('.composite.title h2')?.textContent?.trim() ?? '';
        if (h2 === t || h2.endsWith(`: ${t}`)) return box(part.querySelector('.content'));
      }
      for (const tab of document.querySelectorAll('.tabs-container .tab.active')) {
        const label = tab.querySelector('.label-name')?.textContent?.trim() ?? tab.getAttribute('aria-label');
        if (label === t) return box(tab.closest('.editor-group-container')?.querySelector('.editor-container'));
      }
      return undefined;
    }, title);
  }

  /**
   * The document inside the webview shown in the view (or editor tab) titled `viewTitle`.
   * VS Code nests it twice: iframe.webview.ready (host side) > iframe#active-frame (content).
   * Expands a collapsed view first. The Frame goes stale if the webview is disposed or reloaded
   * (e.g. its view is hidden without retainContextWhenHidden): call again after re-showing it.
   */
  async getWebviewFrame(viewTitle: string, opts: { timeout?: number } = {}): Promise<Frame> {
    const timeout = opts.timeout ?? 20_000;
    const outer = await waitFor(
      async () => {
        const rect = await this.viewRect(viewTitle);
        if (!rect) return undefined;
        if (rect.collapsedHeader) {
          await this.page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
          return undefined;
        }
        const frames = await this.page.$$('iframe.webview.ready');
        for (const f of frames) {
          const src = (await f.getAttribute('src')) ?? '';
          if (
            !src.includes(`extensionId=${this.manifest.id}`) &&
            !src.toLowerCase().includes(`extensionid=${this.manifest.id}`)
          )
            continue;
          const b = await f.boundingBox();
          if (!b || b.width === 0 || !(await f.isVisible())) continue;
          const cx = b.x + b.width / 2;
          const cy = b.y + b.height / 2;
          if (cx >= rect.x && cx <= rect.x + rect.width && cy >= rect.y && cy <= rect.y + rect.height)
            return f as ElementHandle<HTMLIFrameElement>;
        }
        return undefined;
      },
      { timeout, message: `the webview of "${viewTitle}"` },
    );
    const host = await outer.contentFrame();
    if (!host) throw new Error(`webview host frame of "${viewTitle}" has no document`);
    const active = await host.waitForSelector('iframe#active-frame', { timeout });
    const content = await active.contentFrame();
    if (!content) throw new Error(`webview content frame of "${viewTitle}" has no document`);
    await waitFor(
      () =>
        content.evaluate(
          () => document.readyState !== 'loading' && !!document.body && document.body.childElementCount > 0,
        ),
      {
        timeout,
        message: `the content of the "${viewTitle}" webview`,
      },
    );
    return content;
  }

  /** Waits for a notification toast whose message matches; returns its text. */
  async waitForNotification(text: string | RegExp, opts: { timeout?: number } = {}): Promise<string> {
    const msg = this.page.locator('.notification-toast .notification-list-item-message', { hasText: text }).first();
    await msg.waitFor({ state: 'visible', timeout: opts.timeout ?? 15_000 });
    return (await msg.textContent())?.trim() ?? '';
  }

  /** Messages of the notification toasts on screen. */
  async notifications(): Promise<string[]> {
    return (await this.page.locator('.notification-toast .notification-list-item-message').allTextContents()).map((s) =>
      s.trim(),
    );
  }

  /** Messages of the error notifications on screen (toasts with the error icon). */
  async errorNotifications(): Promise<string[]> {
    const items = this.page
      .locator('.notification-toast .notification-list-item')
      .filter({ has: this.page.locator('.codicon-error') });
    return (await items.locator('.notification-list-item-message').allTextContents()).map((t) => t.trim());
  }

  /** Closes every notification toast ("Notifications: Clear All Notifications"). */
  async clearNotifications(): Promise<void> {
    if ((await this.page.locator('.notification-toast').count()) > 0)
      await this.runCommand('Notifications: Clear All Notifications');
  }

  /** PNG of the whole page or of one workbench part, written to `path`. */
  async screenshot(path: string, part: Part = 'workbench'): Promise<void> {
    if (part === 'workbench') await this.page.screenshot({ path });
    else await this.page.locator(PART_SELECTOR[part]).screenshot({ path });
  }
}
