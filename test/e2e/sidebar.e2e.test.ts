// The sidebar in a real VS Code (code-server + Chromium): opened on the demo workspace, data
// within the time target, Evolve from the command palette shows the new instinct in the
// webview, inline Approve moves the candidate to active/, Confirm promotes an instinct. Every
// tab's look, at two widths and in three themes, is sidebar-layout.e2e.test.ts.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Frame } from 'playwright-core';
import { launchVSCode, type E2ESession } from './harness';

const VIEW = 'Learning';
type Tab = 'Review' | 'Learned' | 'Threads' | 'Bridges' | 'Activity';
let s: E2ESession;

before(async () => {
  s = await launchVSCode({ name: 'sidebar', theme: 'dark' });
});
after(async () => {
  await s?.close();
});

async function view(): Promise<Frame> {
  await s.openView('act');
  return s.getWebviewFrame(VIEW, { timeout: 60_000 });
}

async function showTab(frame: Frame, name: Tab) {
  const tab = frame.getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click();
  await frame.waitForFunction(
    (n) => document.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('aria-label')?.startsWith(n),
    name,
  );
}

test('the sidebar opens on the activity bar icon and shows data within the time target', () =>
  s.step('open', async () => {
    const frame = await view();
    await frame.getByRole('tab', { name: /^Review/ }).waitFor({ timeout: 30_000 });
    await frame.getByText('Batch per-item lookups with Promise.all').first().waitFor({ timeout: 30_000 });
    const out = await s.waitForOutput('ACT', /sidebar_first_data: \d+ ms/);
    const ms = Number(/sidebar_first_data: (\d+) ms/.exec(out)![1]);
    console.log(`e2e.sidebar.first-data: ${ms} ms`);
    assert.ok(ms < 5000, `first data after ${ms} ms`);
    assert.doesNotMatch(out, /rejected a message from the webview/, 'every message of the webview passed validation');
  }));

test('"ACT: Evolve (Preview in Sidebar)": a dry run shows what would change and writes nothing', () =>
  s.step('evolve-preview', async () => {
    await s.runCommand('ACT: Evolve (Preview in Sidebar)');
    const frame = await view();
    const summary = frame.locator('.preview-summary');
    await summary.waitFor({ timeout: 60_000 });
    assert.match((await summary.textContent()) ?? '', /Dry run: .*instinct/);
    assert.deepEqual(s.listWorkspaceFiles('.act/instincts'), [], 'a dry run writes no instinct');
    assert.match((await frame.locator('.evolve-panel h2').textContent()) ?? '', /preview/i, 'labelled as a preview');
    await s.screenshot('evolve-preview-dark', 'sidebar');
    // It belongs to the Learned view: the graph is not pushed down, and the preview waits there.
    await showTab(frame, 'Bridges');
    await frame.locator('canvas.graph-canvas').waitFor();
    assert.equal(await frame.locator('.evolve-panel').isVisible(), false, 'no preview above the graph');
    const panelTop = await frame.locator('[role="tabpanel"]').evaluate((p) => p.getBoundingClientRect().top);
    const filtersTop = await frame.locator('.bridges').evaluate((b) => b.getBoundingClientRect().top);
    assert.ok(
      filtersTop - panelTop < 40,
      `the graph view starts at the top of its tab (${filtersTop - panelTop} px down)`,
    );
    await showTab(frame, 'Learned');
    await summary.waitFor();
    await frame.getByRole('button', { name: 'Close Evolve' }).click();
  }));

test('"ACT: Evolve" from the command palette: the new instinct appears in the webview', () =>
  s.step('evolve-palette', async () => {
    const frame = await view();
    await showTab(frame, 'Learned');
    await frame.getByText(/Nothing learned yet/).waitFor({ timeout: 30_000 });
    await s.runCommand('ACT: Evolve');
    await s.quickPick('Evolve', { title: 'ACT: Evolve' });
    const again = await view();
    await again
      .locator('.learned-card', { hasText: /camel\s*case/i })
      .first()
      .waitFor({ timeout: 60_000 });
    const meter = again
      .locator('.learned-card', { hasText: /camel\s*case/i })
      .first()
      .getByRole('meter');
    const value = Number(await meter.getAttribute('aria-valuenow'));
    assert.ok(value >= 0.5 && value < 0.7, `camelCase instinct at ${value}`);
    await s.screenshot('learned-after-evolve-dark', 'sidebar');
  }));

test('inline Approve moves the candidate pattern to active/', () =>
  s.step('approve', async () => {
    const frame = await view();
    await showTab(frame, 'Review');
    await frame.getByRole('button', { name: 'Approve Batch per-item lookups with Promise.all' }).click();
    await s.waitFor(() => s.listWorkspaceFiles('.agent/patterns/active').includes('api-optimization.md'), {
      message: 'api-optimization.md in active/',
    });
    assert.ok(
      !s.listWorkspaceFiles('.agent/patterns/candidates').includes('api-optimization.md'),
      'no longer a candidate',
    );
    await frame.getByText('Active (given to assistants)').waitFor();
    await frame.locator('.status-line', { hasText: /approved/ }).waitFor();
    await s.screenshot('review-after-approve-dark', 'sidebar');
  }));

test('Confirm (+0.2) on the instinct promotes it to a skill rule on disk', () =>
  s.step('confirm', async () => {
    const frame = await view();
    await showTab(frame, 'Learned');
    const card = frame.locator('.learned-card.kind-instinct', { hasText: /camel\s*case/i }).first();
    const title = (await card.locator('.card-title').textContent())!.trim();
    await card.getByRole('button', { name: `Confirm ${title} (+0.2)` }).click();
    await frame.locator('.status-line', { hasText: /promoted to a rule/ }).waitFor({ timeout: 30_000 });
    await s.waitFor(
      () =>
        !s
          .listWorkspaceFiles('.act/instincts')
          .some((f) => /camel/i.test(s.readWorkspaceFile(`.act/instincts/${f}`) ?? '')),
      { message: 'instinct file gone' },
    );
    await frame.locator('.learned-card.kind-skill', { hasText: title }).first().waitFor({ timeout: 30_000 });
  }));
