// End-to-end harness: a real VS Code (code-server) with the built VSIX installed, opened on a
// seeded temporary workspace in headless Chromium. See docs/E2E.md for the API and examples.
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoWorkspace } from '../../scripts/demo-workspace';
import { CodeServer } from './harness/codeServer';
import { artifactsDir, resolveTools, resolveVsix } from './harness/tools';
import { PhaseTimer, retry, waitFor, type WaitOptions } from './harness/wait';
import { Workbench, type Part } from './harness/workbench';

export { waitFor, retry, type WaitOptions } from './harness/wait';
export type { Part } from './harness/workbench';

export type Theme = 'dark' | 'light' | 'high-contrast';

/**
 * Records, in a seeded workspace, that it already agreed to ACT writing the three instruction
 * files (.act/consent.json, as the answer to ACT's question would): for suites whose subject is
 * what those files say, not the question (consent.e2e.test.ts asks it).
 */
export function agreeToInstructionFiles(workspace: string): void {
  mkdirSync(join(workspace, '.act'), { recursive: true });
  writeFileSync(
    join(workspace, '.act/consent.json'),
    JSON.stringify({
      instructionFiles: {
        decision: 'yes',
        files: ['agentsMd', 'claudeMd', 'githubInstructions'],
        gitExclude: false,
        at: new Date().toISOString(),
      },
    }),
  );
}
const THEMES: Record<Theme, string> = {
  dark: 'Default Dark Modern',
  light: 'Default Light Modern',
  'high-contrast': 'Default High Contrast',
};

export interface LaunchOptions {
  /** Session name: prefixes screenshots, names the run folder. Default "e2e". */
  name?: string;
  /** 'demo' (default): the demo workspace; 'empty': git project only, no .act/; or a seeding function. */
  workspace?: 'demo' | 'empty' | ((dir: string) => void | Promise<void>);
  theme?: Theme;
  /** Extra user settings (merged over the harness defaults). */
  settings?: Record<string, unknown>;
  vsix?: string;
  /** More VSIX files to install into the same code-server (after the extension under test). */
  extraVsix?: string[];
  /** Extra code-server arguments (e.g. ['--enable-proposed-api', '<probe id>']). */
  serverArgs?: string[];
  viewport?: { width: number; height: number };
  /** Wait for the extension to activate before returning (default true). */
  waitForActivation?: boolean;
  /** Slows the workbench page's main thread this many times (CDP), as on a slow or busy machine. */
  cpuThrottle?: number;
}

/** Browser console noise of code-server that says nothing about our extension. */
const CONSOLE_NOISE =
  /Failed to load resource|ENOTFOUND|open-vsx\.org|authentication provider 'github'|\[Extension Host\] \(node:\d+\) \[DEP|Ignoring fetching additional builtin extensions/;

export class E2ESession {
  readonly consoleErrors: string[] = [];
  private failed = false;
  private closed = false;

  constructor(
    readonly name: string,
    readonly runDir: string,
    readonly workspace: string,
    readonly server: CodeServer,
    private readonly browser: Browser,
    readonly page: Page,
    readonly workbench: Workbench,
    readonly artifacts: string,
    readonly timer: PhaseTimer,
  ) {
    page.on('console', (m) => {
      if (m.type() === 'error' && !CONSOLE_NOISE.test(m.text())) this.consoleErrors.push(m.text().slice(0, 500));
    });
    page.on('pageerror', (e) => this.consoleErrors.push(`pageerror: ${e.message}`.slice(0, 500)));
  }

  /** The extension id (publisher.name) of the installed VSIX. */
  get extensionId(): string {
    return this.server.manifest.id;
  }

  // --- workbench ---------------------------------------------------------------------------
  runCommand(title: string, opts?: { timeout?: number }): Promise<void> {
    return this.workbench.runCommand(title, opts);
  }
  paletteLabels(filter: string): Promise<string[]> {
    return this.workbench.paletteLabels(filter);
  }
  quickPick(label: string | RegExp, opts?: { timeout?: number; title?: string | RegExp }): Promise<void> {
    return this.workbench.quickPick(label, opts);
  }
  quickPickItems(): Promise<string[]> {
    return this.workbench.quickPickItems();
  }
  quickInputTitle(): Promise<string> {
    return this.workbench.quickInputTitle();
  }
  typeInput(text: string, opts?: { timeout?: number; submit?: boolean; title?: string | RegExp }): Promise<void> {
    return this.workbench.typeInput(text, opts);
  }
  openView(containerId: string, opts?: { timeout?: number }): Promise<void> {
    return this.workbench.openView(containerId, opts);
  }
  getWebviewFrame(viewTitle: string, opts?: { timeout?: number }): Promise<Frame> {
    return this.workbench.getWebviewFrame(viewTitle, opts);
  }
  waitForNotification(text: string | RegExp, opts?: { timeout?: number }): Promise<string> {
    return this.workbench.waitForNotification(text, opts);
  }

  /** Saves `<artifacts>/<session>-<name>.png` (whole page or one part); returns its path. */
  async screenshot(name: string, part: Part = 'workbench'): Promise<string> {
    mkdirSync(this.artifacts, { recursive: true });
    const file = join(this.artifacts, `${this.name}-${name}`.replace(/[^\w.-]+/g, '_') + '.png');
    await this.workbench.screenshot(file, part);
    return file;
  }

  // --- workspace files ---------------------------------------------------------------------
  path(rel: string): string {
    return join(this.workspace, rel);
  }
  /** Text of a workspace file, or undefined when it does not exist. */
  readWorkspaceFile(rel: string): string | undefined {
    const p = this.path(rel);
    return existsSync(p) ? readFileSync(p, 'utf8') : undefined;
  }
  writeWorkspaceFile(rel: string, text: string): void {
    mkdirSync(join(this.path(rel), '..'), { recursive: true });
    writeFileSync(this.path(rel), text);
  }
  /** Names in a workspace folder ([] when it does not exist). */
  listWorkspaceFiles(relDir: string): string[] {
    const p = this.path(relDir);
    return existsSync(p) ? readdirSync(p).sort() : [];
  }
  /** Waits until the file exists and `condition(text)` holds; returns its text. */
  waitForFile(
    rel: string,
    condition: (text: string) => boolean = () => true,
    opts: WaitOptions & { failOn?: RegExp | null } = {},
  ): Promise<string> {
    return this.waitFor(
      () => {
        const text = this.readWorkspaceFile(rel);
        return text !== undefined && condition(text) ? text : undefined;
      },
      { message: `file ${rel}${condition.length ? ' to meet its condition' : ''}`, ...opts },
    );
  }
  /**
   * Polls `fn` like waitFor(), but gives up at once when an error notification matching
   * `failOn` (default: any message starting with "ACT") is on screen: a failed command shows one.
   * step() clears notifications when it starts; pass `failOn: null` when an error is expected.
   */
  waitFor<T>(fn: () => T | Promise<T>, opts: WaitOptions & { failOn?: RegExp | null } = {}): Promise<NonNullable<T>> {
    const failOn = opts.failOn === undefined ? /^ACT\b/ : opts.failOn;
    return waitFor(async () => {
      if (failOn) {
        const errors = await this.workbench.errorNotifications().catch(() => []);
        const err = errors.find((m) => failOn.test(m));
        if (err) throw Object.assign(new Error(`error notification: ${err}`), { fatal: true });
      }
      return fn();
    }, opts);
  }
  /**
   * Waits for an element of the workbench page matching `selector` whose rendered text contains
   * `text` (or matches the RegExp); returns that text. Monaco renders spaces as U+00A0: they are
   * turned back into plain spaces before matching.
   */
  async waitForText(
    selector: string,
    text: string | RegExp,
    opts: WaitOptions & { failOn?: RegExp | null } = {},
  ): Promise<string> {
    const matches = (t: string) => (typeof text === 'string' ? t.includes(text) : text.test(t));
    return this.waitFor(
      async () => {
        const texts = await this.page
          .locator(selector)
          .evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));
        return texts.map((t) => t.replace(/\u00a0/g, ' ')).find(matches);
      },
      { message: `${selector} to show ${text}`, ...opts },
    );
  }
  /** Waits for a text editor showing `text` (e.g. a report a command opened); returns its rendered lines. */
  waitForEditorText(text: string | RegExp, opts: WaitOptions & { failOn?: RegExp | null } = {}): Promise<string> {
    return this.waitForText('[id="workbench.parts.editor"] .monaco-editor .view-lines', text, opts);
  }

  // --- extension state ---------------------------------------------------------------------
  /** Text of an output channel of any extension (e.g. "ACT"), or undefined if it has none yet. */
  outputChannel(name: string): string | undefined {
    return this.server.outputChannel(name);
  }
  waitForOutput(name: string, text: string | RegExp, opts: WaitOptions = {}): Promise<string> {
    const ok = (s: string) => (typeof text === 'string' ? s.includes(text) : text.test(s));
    return waitFor(
      () => {
        const s = this.outputChannel(name);
        return s !== undefined && ok(s) ? s : undefined;
      },
      { message: `output channel "${name}" to show ${text}`, ...opts },
    );
  }
  /** Waits until the extension host has activated the extension; fails fast on an activation error. */
  async waitForActivation(opts: WaitOptions = {}): Promise<void> {
    const id = this.extensionId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await waitFor(
      () => {
        const log = this.server.extHostLog();
        const failure = log
          .split('\n')
          .find((l) => new RegExp(`Activating extension '?${id}'? failed|${id}.*activation failed`, 'i').test(l));
        if (failure) throw Object.assign(new Error(`activation failed: ${failure}`), { fatal: true });
        return new RegExp(`_doActivateExtension ${id}[, ]`, 'i').test(log);
      },
      { timeout: 30_000, message: `activation of ${this.extensionId}`, ...opts },
    );
  }

  /** Merges settings into the user settings.json; VS Code applies them live. */
  updateSettings(patch: Record<string, unknown>): void {
    const file = join(this.server.userDataDir, 'User', 'settings.json');
    const current = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...current, ...patch }, null, 2));
  }
  setTheme(theme: Theme): void {
    this.updateSettings({ 'workbench.colorTheme': THEMES[theme] });
  }

  // --- failures and teardown ---------------------------------------------------------------
  /** Runs one step of a test; on failure saves a screenshot and prints code-server's logs. */
  async step<T>(name: string, fn: () => Promise<T>): Promise<T> {
    try {
      await this.workbench.clearNotifications(); // each step starts without the previous one's toasts
      return await fn();
    } catch (e) {
      await this.dumpFailure(name);
      throw e;
    }
  }

  async dumpFailure(label: string): Promise<void> {
    this.failed = true;
    const shot = await this.screenshot(`FAIL-${label}`).catch((e) => `(no screenshot: ${(e as Error).message})`);
    // Errors and warnings, and lines about ACT (not every extension's activation line).
    const ours = new RegExp(`\\[(error|warning)\\]|${this.extensionId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i');
    const extHost = this.server
      .extHostLog()
      .split('\n')
      .filter((l) => ours.test(l))
      .slice(-40)
      .join('\n');
    const act = (this.outputChannel('ACT') ?? '(no ACT output channel)').split('\n').slice(-40).join('\n');
    console.log(
      [
        `----- e2e failure in "${label}" (session ${this.name}) -----`,
        `screenshot: ${shot}`,
        `run folder (kept): ${this.runDir}`,
        `notifications: ${JSON.stringify(await this.workbench.notifications().catch(() => []))}`,
        `--- code-server.log (tail) ---\n${this.server
          .logTail(60)
          .split('\n')
          .filter((l) => l.trim())
          .slice(-40)
          .join('\n')}`,
        `--- extension host log (errors, warnings, act) ---\n${extHost}`,
        `--- ACT output channel (tail) ---\n${act}`,
        `--- browser console errors ---\n${this.consoleErrors.slice(-20).join('\n')}`,
        '----- end of failure dump -----',
      ].join('\n'),
    );
  }

  /** Closes the browser and kills code-server's process group; keeps the run folder after a failure or with E2E_KEEP=1. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.browser.close().catch(() => undefined);
    await this.server.stop();
    if (this.failed || process.env.E2E_KEEP) console.log(`[e2e] run folder kept: ${this.runDir}`);
    else rmSync(this.runDir, { recursive: true, force: true });
  }
}

/** Harness defaults: quiet, deterministic workbench (no welcome page, chat, tips, updates, trust prompt). */
function defaultSettings(theme: Theme): Record<string, unknown> {
  return {
    'workbench.colorTheme': THEMES[theme],
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'workbench.welcomePage.walkthroughs.openOnInstall': false,
    'workbench.secondarySideBar.defaultVisibility': 'hidden',
    'workbench.enableExperiments': false,
    'chat.disableAIFeatures': true,
    'chat.commandCenter.enabled': false,
    'telemetry.telemetryLevel': 'off',
    'update.mode': 'none',
    'extensions.autoUpdate': false,
    'extensions.autoCheckUpdates': false,
    'extensions.ignoreRecommendations': true,
    'security.workspace.trust.enabled': false,
    'git.openRepositoryInParentFolders': 'never',
    'files.autoSave': 'off',
    'window.restoreWindows': 'none',
  };
}

/** Starts code-server with the VSIX on a fresh seeded workspace and opens it in Chromium. */
export async function launchVSCode(opts: LaunchOptions = {}): Promise<E2ESession> {
  const name = opts.name ?? 'e2e';
  const timer = new PhaseTimer();
  const tools = resolveTools();
  const vsix = resolveVsix(opts.vsix);
  const root = process.env.E2E_TMP || tmpdir();
  mkdirSync(root, { recursive: true });
  const runDir = mkdtempSync(join(root, `act-e2e-${name.replace(/[^\w-]+/g, '_')}-`));
  const workspace = join(runDir, 'workspace');
  const seed = opts.workspace ?? 'demo';
  if (typeof seed === 'function') {
    mkdirSync(workspace, { recursive: true });
    await seed(workspace);
  } else seedDemoWorkspace(workspace, { empty: seed === 'empty' });
  cpSync(vsix, join(runDir, 'under-test.vsix')); // package.sh may rebuild meanwhile

  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  try {
    const theme = opts.theme ?? 'dark';
    server = await CodeServer.start({
      tools,
      runDir,
      workspace,
      vsix: join(runDir, 'under-test.vsix'),
      extraVsix: opts.extraVsix,
      serverArgs: opts.serverArgs,
      settings: { ...defaultSettings(theme), ...opts.settings },
    });
    timer.mark(`${name}.code-server-start`);
    const env = CodeServer.env(runDir);
    browser = await chromium.launch({
      executablePath: tools.chromium,
      headless: true,
      env: { ...process.env, HOME: env.HOME, XDG_CONFIG_HOME: env.XDG_CONFIG_HOME, XDG_CACHE_HOME: env.XDG_CACHE_HOME },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    });
    const context = await browser.newContext({
      viewport: opts.viewport ?? { width: 1400, height: 900 },
      deviceScaleFactor: 1,
      colorScheme: theme === 'light' ? 'light' : 'dark',
    });
    // tsx compiles evaluate() callbacks with esbuild's keepNames, which calls a __name helper that
    // does not exist in the page or in webviews: define it in every frame.
    await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((f) => f);' });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    if (opts.cpuThrottle && opts.cpuThrottle > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: opts.cpuThrottle });
    const workbench = new Workbench(page, server.manifest);
    const session = new E2ESession(name, runDir, workspace, server, browser, page, workbench, artifactsDir(), timer);
    await retry(
      async (attempt) => {
        if (attempt === 1) await page.goto(server!.url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
        else await page.reload({ waitUntil: 'domcontentloaded', timeout: 60_000 });
        await workbench.waitReady(45_000);
      },
      { attempts: 2, label: 'loading the workbench' },
    );
    timer.mark(`${name}.workbench-ready`);
    if (opts.waitForActivation !== false) {
      await session.waitForActivation().catch(async (e) => {
        await session.dumpFailure('activation');
        throw e;
      });
      timer.mark(`${name}.extension-activated`);
    }
    return session;
  } catch (e) {
    if (server && !browser) console.log(`--- code-server.log (tail) ---\n${server.logTail(60)}`);
    await browser?.close().catch(() => undefined);
    await server?.stop();
    console.log(`[e2e] launch failed; run folder kept: ${runDir}`);
    throw e;
  }
}
