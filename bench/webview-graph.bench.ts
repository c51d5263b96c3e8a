// Sidebar figures: the webview bundle size (production build, as shipped) and the bridges graph
// frame rate while dragging a node with 1,000 threads and 3,000 bridges, in headless Chromium
// (playwright-core + /usr/bin/chromium or $CHROMIUM), on a page with the sidebar's CSP.
// Prints `name: value unit` lines. Run: npx tsx bench/webview-graph.bench.ts
import * as esbuild from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../src/host/webview/html';
import { THEME_CSS } from './webview/theme';

const root = join(__dirname, '..');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const DRAG_MS = Number(process.env.GRAPH_DRAG_MS ?? 4000);

async function bundleSize(out: string): Promise<number> {
  await esbuild.build({
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    entryPoints: [join(root, 'webview/src/main.tsx')],
    outfile: join(out, 'webview/main.js'),
    loader: { '.ttf': 'file', '.woff': 'file', '.woff2': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return (
    statSync(join(out, 'webview/main.js')).size +
    (existsSync(join(out, 'webview/main.css')) ? statSync(join(out, 'webview/main.css')).size : 0)
  );
}

async function buildPage(out: string): Promise<string> {
  await esbuild.build({
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    logLevel: 'silent',
    entryPoints: [join(root, 'bench/webview/graphPage.tsx')],
    outfile: join(out, 'graph.js'),
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  writeFileSync(
    join(out, 'theme.css'),
    `${THEME_CSS.dark}\nbody{margin:0;padding:8px;width:420px;background:var(--vscode-sideBar-background)}\n.graph-canvas{display:block;width:100%;}`,
  );
  const nonce = 'benchnonce123';
  writeFileSync(
    join(out, 'graph.html'),
    `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy('file:', nonce)}">` +
      `<link rel="stylesheet" href="theme.css"></head><body class="vscode-dark"><div id="root"></div><script nonce="${nonce}" src="graph.js"></script></body></html>`,
  );
  return join(out, 'graph.html');
}

type PageGraph = {
  __actGraph: {
    handle: { current: { screenOf(id: string): [number, number] | null; warm(): boolean } | null };
    threads: string[];
    resetStats(): void;
    stats: { frames: number; workMs: number; tickMs: number; maxWorkMs: number };
  };
};

async function measure(
  page: Page,
  nodes: number,
  edges: number,
): Promise<{ fps: number; meanMs: number; tickMs: number; maxMs: number; layoutMs: number; rafFps: number }> {
  const t0 = Date.now();
  await page.goto(`file://${process.env.BENCH_PAGE}?nodes=${nodes}&edges=${edges}`);
  await page.waitForFunction(() => !!(window as unknown as PageGraph).__actGraph?.handle.current);
  await page.waitForFunction(() => !(window as unknown as PageGraph).__actGraph.handle.current!.warm(), undefined, {
    timeout: 60_000,
    polling: 100,
  });
  const layoutMs = Date.now() - t0;
  // What the browser gives at most here (headless, no GPU): frames per second of an empty rAF loop.
  const rafFps = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let n = 0;
        const start = performance.now();
        const tick = () => {
          if (performance.now() - start < 1000) {
            n++;
            requestAnimationFrame(tick);
          } else resolve(n);
        };
        requestAnimationFrame(tick);
      }),
  );
  // Grab the node nearest the middle and drag it in circles; every frame ticks the layout.
  const start = await page.evaluate(() => {
    const g = (window as unknown as PageGraph).__actGraph;
    let best: [number, number] = [0, 0];
    let bestD = Infinity;
    for (const id of g.threads) {
      const p = g.handle.current!.screenOf(id);
      if (!p) continue;
      const d = Math.hypot(p[0] - 218, p[1] - 308);
      if (d < bestD) {
        bestD = d;
        best = p;
      }
    }
    return best;
  });
  await page.mouse.move(start[0], start[1]);
  await page.mouse.down();
  await page.evaluate(() => (window as unknown as PageGraph).__actGraph.resetStats());
  const begin = Date.now();
  let i = 0;
  while (Date.now() - begin < DRAG_MS) {
    const a = (i++ / 30) * Math.PI * 2;
    await page.mouse.move(start[0] + Math.cos(a) * 90, start[1] + Math.sin(a) * 90);
  }
  const elapsed = (Date.now() - begin) / 1000;
  const stats = await page.evaluate(() => ({ ...(window as unknown as PageGraph).__actGraph.stats }));
  await page.mouse.up();
  return {
    fps: stats.frames / elapsed,
    meanMs: stats.workMs / Math.max(1, stats.frames),
    tickMs: stats.tickMs / Math.max(1, stats.frames),
    maxMs: stats.maxWorkMs,
    layoutMs,
    rafFps,
  };
}

async function main() {
  const out = mkdtempSync(join(tmpdir(), 'act-webview-bench-'));
  try {
    const bytes = await bundleSize(out);
    console.log(`webview_bundle: ${Math.round(bytes / 1024)} KB`);
    process.env.BENCH_PAGE = await buildPage(out);
    if (!existsSync(CHROMIUM)) {
      console.log(`# graph fps skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM)`);
      return;
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
    try {
      const page = await browser.newPage({ viewport: { width: 460, height: 700 } });
      const violations: string[] = [];
      page.on('console', (m) => m.type() === 'error' && violations.push(m.text()));
      // Init scripts are injected by the debugger, outside the page's CSP. __name: tsx keeps
      // function names in code passed to page.evaluate through a helper the page lacks.
      await page.addInitScript({
        content:
          "window.__name = (f) => f; document.addEventListener('securitypolicyviolation', (e) => console.error('CSP: ' + e.violatedDirective + ' ' + e.blockedURI))",
      });
      for (const [n, m] of [
        [300, 900],
        [1000, 3000],
      ] as const) {
        const r = await measure(page, n, m);
        const tag = `${n}_nodes`;
        console.log(`graph_layout_${tag}: ${r.layoutMs} ms`);
        console.log(`graph_fps_${tag}: ${r.fps.toFixed(1)} fps`);
        console.log(`graph_frame_work_mean_${tag}: ${r.meanMs.toFixed(2)} ms`);
        console.log(`graph_frame_layout_mean_${tag}: ${r.tickMs.toFixed(2)} ms`);
        console.log(`graph_frame_work_max_${tag}: ${r.maxMs.toFixed(2)} ms`);
        if (n === 1000) console.log(`graph_raf_ceiling: ${r.rafFps} fps`);
      }
      console.log(`graph_csp_violations: ${violations.filter((v) => v.startsWith('CSP')).length} count`);
      for (const v of violations) console.log(`# ${v.slice(0, 200)}`);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
