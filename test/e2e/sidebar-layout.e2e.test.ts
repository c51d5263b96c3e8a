// The sidebar as it looks: every tab at the default width (300 px) and wider (560 px), in the
// dark, light and high-contrast themes, each with a screenshot AND assertions on what is on
// screen: every tab's label shown whole, nothing wider than the view or sticking out of its card
// (code blocks wrap, the Evolve preview fits), the History sparkline a visible line, the bridges
// graph fitted to its canvas (on load and when the sidebar is resized under it) with its labels
// inside it, legend colours legible on what they are drawn on.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Frame } from 'playwright-core';
import { launchVSCode, type E2ESession } from './harness';

const VIEW = 'Learning';
const TABS = ['Review', 'Learned', 'Threads', 'Bridges', 'Activity'] as const;
type Tab = (typeof TABS)[number];
const WIDTHS = [300, 560] as const;
let s: E2ESession;

before(async () => {
  s = await launchVSCode({ name: 'layout', theme: 'dark' });
});
after(async () => {
  await s?.close();
});

async function view(): Promise<Frame> {
  await s.openView('act');
  return s.getWebviewFrame(VIEW, { timeout: 60_000 });
}

/** Drags the sash between the side bar and the editor until the side bar is `px` wide. */
async function setSidebarWidth(px: number): Promise<void> {
  const sidebar = s.page.locator('[id="workbench.parts.sidebar"]');
  for (let attempt = 0; attempt < 3; attempt++) {
    const box = (await sidebar.boundingBox())!;
    if (Math.abs(box.width - px) <= 1) return;
    const x = box.x + box.width,
      y = box.y + box.height / 2;
    await s.page.mouse.move(x, y);
    await s.page.mouse.down();
    await s.page.mouse.move(x + (px - box.width), y, { steps: 8 });
    await s.page.mouse.up();
  }
  const width = (await sidebar.boundingBox())!.width;
  assert.ok(Math.abs(width - px) <= 1, `side bar ${width} px wide, wanted ${px}`);
}

async function showTab(frame: Frame, name: Tab) {
  await frame.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await frame.waitForFunction(
    (n) => document.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('aria-label')?.startsWith(n),
    name,
  );
  await frame.waitForFunction(() => !document.querySelector('.spinner'), undefined, { timeout: 30_000 });
}

/** Every tab shows its label whole, inside the strip, with an accessible name. */
async function assertTabLabels(frame: Frame, where: string) {
  const tabs = await frame.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[role="tab"]')].map((t) => {
      const label = t.querySelector<HTMLElement>('.tab-label')!;
      const strip = t.closest('[role="tablist"]')!.getBoundingClientRect();
      const r = t.getBoundingClientRect();
      return {
        name: t.getAttribute('aria-label') ?? '',
        text: label.textContent ?? '',
        shown: getComputedStyle(label).display !== 'none' && label.getBoundingClientRect().width > 0,
        whole: label.scrollWidth <= label.clientWidth + 1,
        inside: r.left >= strip.left - 0.5 && r.right <= strip.right + 0.5 && r.width > 0,
      };
    }),
  );
  assert.equal(tabs.length, TABS.length);
  for (const t of tabs) {
    assert.ok(t.name.startsWith(t.text), `${where}: tab "${t.text}" is named "${t.name}"`);
    assert.ok(t.shown, `${where}: the label "${t.text}" is shown`);
    assert.ok(t.whole, `${where}: the label "${t.text}" is not cut`);
    assert.ok(t.inside, `${where}: the tab "${t.text}" is inside the strip`);
  }
}

/** Nothing is wider than the view: no horizontal scrolling, no cut-off code block. */
async function assertNoOverflow(frame: Frame, where: string) {
  const r = await frame.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements that stick out on the right, to say what overflows.
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (e) =>
        e.getBoundingClientRect().right > width + 1 &&
        !(e.parentElement && e.parentElement.getBoundingClientRect().right > width + 1),
    );
    // Content sticking out of its card or panel (a button cut by the border).
    for (const box of document.querySelectorAll<HTMLElement>('.card, .evolve-panel, .figure')) {
      const right = box.getBoundingClientRect().right;
      for (const e of box.querySelectorAll<HTMLElement>('*'))
        if (e.getBoundingClientRect().right > right + 1 && e.getBoundingClientRect().width > 0) out.push(e);
    }
    return {
      page: document.documentElement.scrollWidth - width,
      inBoxes: out.filter((e) => e.closest('.card, .evolve-panel, .figure')).length,
      culprits: out
        .slice(0, 3)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(e.getBoundingClientRect().right)}`,
        ),
      pre: [...document.querySelectorAll<HTMLElement>('.markdown pre')].map((p) => ({
        over: p.scrollWidth - p.clientWidth,
        text: (p.textContent ?? '').slice(0, 40),
      })),
    };
  });
  assert.ok(
    r.page <= 1 && r.inBoxes === 0,
    `${where}: content wider than the view or its card: ${r.culprits.join('; ')}`,
  );
  for (const p of r.pre) assert.ok(p.over <= 1, `${where}: the code block "${p.text}" is cut by ${p.over} px`);
}

/**
 * WCAG contrast of each element matching `selector` (its `colour`: background or stroke) on the
 * background it is drawn on: that of `on` when given, else the first opaque background up the
 * tree, else the side bar's.
 */
async function contrasts(
  frame: Frame,
  selector: string,
  colour: 'backgroundColor' | 'stroke',
  on?: string,
): Promise<Array<{ what: string; ratio: number }>> {
  return frame.evaluate(
    ([sel, prop, onSel]) => {
      const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const rgb = (c: string) => {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = '#000';
        ctx.fillStyle = c;
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      };
      const lum = (c: number[]) =>
        c
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
      const clear = (c: string) => /rgba\(.*, 0\)|transparent/.test(c);
      return [...document.querySelectorAll<HTMLElement>(sel)].map((el) => {
        let bg = onSel ? getComputedStyle(document.querySelector(onSel)!).backgroundColor : 'transparent';
        for (let e: Element | null = el.parentElement; e && clear(bg); e = e.parentElement)
          bg = getComputedStyle(e).backgroundColor;
        if (clear(bg)) bg = getComputedStyle(document.body).getPropertyValue('--vscode-sideBar-background');
        const [a, b] = [lum(rgb(getComputedStyle(el)[prop as 'stroke'])), lum(rgb(bg))].sort((x, y) => y - x);
        return { what: el.parentElement?.textContent?.trim().slice(0, 30) ?? sel, ratio: (a + 0.05) / (b + 0.05) };
      });
    },
    [selector, colour, on ?? ''] as const,
  );
}

/** Opens the first instinct or skill and checks its History line is a line one can see. */
async function assertSparkline(frame: Frame, where: string) {
  const card = frame.locator('.learned-card').first();
  if ((await card.locator('.card-details').count()) === 0) await card.locator('.disclosure').click();
  await card.locator('svg.sparkline').waitFor({ timeout: 30_000 });
  const line = await card.evaluate((el) => {
    const svg = el.querySelector('svg.sparkline')!;
    const path = svg.querySelector('path.sparkline-line')!;
    const style = getComputedStyle(path);
    return {
      width: path.getBoundingClientRect().width,
      svgWidth: svg.getBoundingClientRect().width,
      stroke: parseFloat(style.strokeWidth),
      dash: style.strokeDasharray,
      label: svg.getAttribute('aria-label') ?? '',
    };
  });
  const [{ ratio }] = await contrasts(frame, '.learned-card svg.sparkline path.sparkline-line', 'stroke');
  assert.ok(line.width >= line.svgWidth * 0.9, `${where}: the History line spans ${line.width} of ${line.svgWidth} px`);
  assert.ok(line.stroke >= 1.5, `${where}: stroke ${line.stroke} px`);
  assert.ok(line.dash === 'none' || line.dash === '', `${where}: solid (dash ${line.dash})`);
  assert.ok(ratio >= 3, `${where}: the line's contrast on its background is ${ratio.toFixed(2)}`);
  assert.match(line.label, /^Confidence history: /, `${where}: accessible name`);
}

/** Waits until the graph has settled and fills its canvas, labels inside; checks legend contrast. */
async function assertGraphFits(frame: Frame, where: string) {
  const handle = await frame
    .waitForFunction(
      () => {
        const c = document.querySelector<HTMLCanvasElement>('canvas.graph-canvas');
        if (!c || c.dataset.layout !== 'settled' || !c.dataset.nodeBox) return null;
        const { width: w, height: h } = c.getBoundingClientRect();
        // The last frame was drawn at this size (after any resize).
        if (Math.abs(c.width - Math.round(w * devicePixelRatio)) > 1) return null;
        const [x0, y0, x1, y1] = c.dataset.nodeBox.split(' ').map(Number);
        const inside = x0 >= 0 && y0 >= 0 && x1 <= w && y1 <= h;
        const spread = (x1 - x0) / w >= 0.6 || (y1 - y0) / h >= 0.6;
        if (!inside || !spread) return null;
        const labels = (c.dataset.labelBox ?? '').split(' ').map(Number);
        return { w, h, nodes: [x0, y0, x1, y1], labels, count: Number(c.dataset.labels) };
      },
      undefined,
      { timeout: 30_000, polling: 100 },
    )
    .catch(async (e) => {
      const data = await frame.evaluate(() => ({
        ...document.querySelector<HTMLCanvasElement>('canvas.graph-canvas')?.dataset,
      }));
      throw new Error(
        `${where}: the graph did not settle fitted to its canvas: ${JSON.stringify(data)} (${(e as Error).message})`,
      );
    });
  const g = (await handle.jsonValue())!;
  assert.ok(g.count >= 3, `${where}: ${g.count} labels drawn`);
  const [l0, t0, r0, b0] = g.labels;
  assert.ok(
    l0 >= 0 && t0 >= 0 && r0 <= g.w && b0 <= g.h,
    `${where}: labels inside the canvas: ${g.labels} in ${g.w}×${g.h}`,
  );
  // The legend's swatches are the canvas's colours: legible on the canvas's background.
  // The legend's swatches are the canvas's colours: legible on the canvas's background.
  const legend = await contrasts(
    frame,
    '.filters .swatch-line, .filters .dot',
    'backgroundColor',
    'canvas.graph-canvas',
  );
  assert.equal(legend.length, 8, `${where}: 5 relation and 3 status swatches`);
  for (const c of legend)
    assert.ok(c.ratio >= 2.95, `${where}: the "${c.what}" swatch has contrast ${c.ratio.toFixed(2)} on the graph`);
}

/** The Evolve preview, open on the Learned tab (it stays there, hidden on the others). */
async function openEvolvePreview(frame: Frame) {
  if ((await frame.locator('.evolve-panel').count()) === 0)
    await frame.getByRole('button', { name: 'Evolve: preview what would change, then apply' }).click();
  await frame.locator('.preview-summary').waitFor({ timeout: 60_000 });
}

/** The activity chart's type colours are legible on the side bar (its bars and legend share them). */
async function assertChartColours(frame: Frame, where: string) {
  const swatches = await contrasts(frame, '.legend .swatch', 'backgroundColor');
  assert.equal(swatches.length, 5, `${where}: one swatch per observation type`);
  for (const c of swatches)
    assert.ok(c.ratio >= 2.95, `${where}: the "${c.what}" swatch has contrast ${c.ratio.toFixed(2)}`);
}

async function checkEveryTab(theme: string) {
  for (const width of WIDTHS) {
    await setSidebarWidth(width);
    const frame = await view();
    for (const name of TABS) {
      const where = `${name} at ${width} px, ${theme}`;
      await showTab(frame, name);
      await assertTabLabels(frame, where);
      if (name === 'Learned') {
        await assertSparkline(frame, where);
        await openEvolvePreview(frame);
      }
      if (name === 'Bridges') await assertGraphFits(frame, where);
      if (name === 'Activity') await assertChartColours(frame, where);
      await assertNoOverflow(frame, where);
      await s.screenshot(`${name.toLowerCase()}-${width}-${theme}`, 'sidebar');
    }
  }
}

async function pickTheme(label: RegExp, filter: string, bodyClass: string) {
  await s.runCommand('Preferences: Color Theme');
  await s.page.keyboard.type(filter); // the list is virtual: filter it first
  await s.quickPick(label);
  // The webview has switched once its body carries the theme's class.
  const frame = await view();
  await frame.waitForFunction((c) => document.body.classList.contains(c), bodyClass, { timeout: 30_000 });
}

test('something learned first, so every tab has content', () =>
  s.step('evolve', async () => {
    const frame = await view();
    await frame.getByText('Batch per-item lookups with Promise.all').first().waitFor({ timeout: 30_000 });
    await s.runCommand('ACT: Evolve');
    await s.quickPick('Evolve', { title: 'ACT: Evolve' });
    await showTab(await view(), 'Learned');
    await (await view()).locator('.learned-card').first().waitFor({ timeout: 60_000 });
  }));

test('every tab at 300 and 560 px, dark theme', () => s.step('dark', () => checkEveryTab('dark')));

test('the graph fits its canvas again when the sidebar is resized under it', () =>
  s.step('graph-resize', async () => {
    const frame = await view();
    await showTab(frame, 'Bridges');
    for (const width of [420, 300]) {
      await setSidebarWidth(width);
      await assertGraphFits(frame, `Bridges resized to ${width} px`);
    }
  }));

test('every tab at 300 and 560 px, light theme', () =>
  s.step('light', async () => {
    await pickTheme(/^Light Modern$/, 'Light Modern', 'vscode-light');
    await checkEveryTab('light');
  }));

test('every tab at 300 and 560 px, high-contrast theme', () =>
  s.step('high-contrast', async () => {
    await pickTheme(/^Dark High Contrast$/, 'High Contrast', 'vscode-high-contrast');
    await checkEveryTab('high-contrast');
  }));
