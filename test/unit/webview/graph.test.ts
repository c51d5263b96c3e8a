import test from 'node:test';
import assert from 'node:assert/strict';
import { buildGraph, hitTest, neighbourhood } from '../../../webview/src/graph/model';
import { fitBounds, toWorld, zoomAt, MAX_ZOOM } from '../../../webview/src/graph/camera';
import { createSimulation, warmUp } from '../../../webview/src/graph/simulation';
import { BRIDGE_TYPES, type BridgeItem, type ThreadSummary } from '../../../src/protocol/webview';
import { generateGraph } from '../../../bench/webview/generate';
import { placeLabels, truncateToWidth } from '../../../webview/src/graph/labels';
import { contrastRatio, ensureContrast } from '../../../webview/src/theme/contrast';

const t = (id: string, status: ThreadSummary['status'] = 'active', weight = 0.5): ThreadSummary => ({
  id,
  title: id,
  status,
  weight,
  topics: [],
});
const b = (id: string, source: string, target: string, type: BridgeItem['type'] = 'extends'): BridgeItem => ({
  id,
  source,
  target,
  type,
  confidence: 0.6,
});
const ALL = new Set(BRIDGE_TYPES);
const STATUSES = new Set(['active', 'suspended', 'archived'] as const);

test('filters drop nodes by status and edges by type, and edges to dropped nodes', () => {
  const threads = [t('a'), t('b', 'suspended'), t('c', 'archived')];
  const bridges = [b('1', 'a', 'b'), b('2', 'b', 'c', 'contradicts'), b('3', 'a', 'zzz'), b('4', 'a', 'a')];
  const g = buildGraph(threads, bridges, ALL, STATUSES);
  assert.deepEqual(
    g.links.map((l) => l.id),
    ['1', '2'],
    'dangling and self links dropped',
  );
  assert.equal(g.byId.get('b')?.degree, 2);
  const noArchived = buildGraph(threads, bridges, ALL, new Set(['active', 'suspended'] as const));
  assert.deepEqual(
    noArchived.nodes.map((n) => n.id),
    ['a', 'b'],
  );
  assert.deepEqual(
    noArchived.links.map((l) => l.id),
    ['1'],
  );
  const noExtends = buildGraph(threads, bridges, new Set(['contradicts'] as const), STATUSES);
  assert.deepEqual(
    noExtends.links.map((l) => l.id),
    ['2'],
  );
  assert.deepEqual([...(neighbourhood(g, 'b') ?? [])].sort(), ['a', 'b', 'c']);
  assert.equal(neighbourhood(g, 'nope'), null);
});

test('positions survive a rebuild, so a refresh does not reshuffle the picture', () => {
  const g1 = buildGraph([t('a'), t('b')], [b('1', 'a', 'b')], ALL, STATUSES);
  g1.byId.get('a')!.x = 42;
  g1.byId.get('a')!.y = -7;
  const g2 = buildGraph([t('a'), t('b'), t('c')], [b('1', 'a', 'b')], ALL, STATUSES, g1);
  assert.equal(g2.byId.get('a')!.x, 42);
  assert.equal(g2.byId.get('a')!.y, -7);
  assert.equal(g2.byId.get('c')!.x, undefined);
});

test('hit testing finds the nearest node under the pointer', () => {
  const g = buildGraph([t('a'), t('b')], [], ALL, STATUSES);
  Object.assign(g.byId.get('a')!, { x: 0, y: 0 });
  Object.assign(g.byId.get('b')!, { x: 10, y: 0 });
  assert.equal(hitTest(g.nodes, 7, 0, 2)?.id, 'b');
  assert.equal(hitTest(g.nodes, 2, 0, 2)?.id, 'a');
  assert.equal(hitTest(g.nodes, 100, 100, 2), null);
});

test('zooming keeps the point under the cursor fixed, within limits; fit shows every node', () => {
  const cam = { x: 10, y: 20, k: 1 };
  const before = toWorld(cam, 150, 90);
  const z = zoomAt(cam, 150, 90, 2);
  const after = toWorld(z, 150, 90);
  assert.ok(Math.abs(before[0] - after[0]) < 1e-9 && Math.abs(before[1] - after[1]) < 1e-9);
  assert.equal(zoomAt(cam, 0, 0, 1e6).k, MAX_ZOOM);
  const pts = [
    { x: -100, y: -50 },
    { x: 300, y: 250 },
  ];
  const f = fitBounds(pts, 400, 300);
  for (const p of pts) {
    const sx = p.x * f.k + f.x,
      sy = p.y * f.k + f.y;
    assert.ok(sx >= 0 && sx <= 400 && sy >= 0 && sy <= 300, `${sx},${sy} on screen`);
  }
});

test('the layout of 1,000 threads and 3,000 bridges settles and separates nodes', () => {
  const { threads, bridges } = generateGraph(1000, 3000, 7);
  const g = buildGraph(threads, bridges, ALL, STATUSES);
  assert.equal(g.nodes.length, 1000);
  assert.ok(g.links.length >= 2900);
  const sim = createSimulation(g);
  const ticks = warmUp(sim, 2000);
  assert.ok(ticks > 10);
  const xs = g.nodes.map((n) => n.x ?? 0);
  assert.ok(xs.every(Number.isFinite));
  const spread = Math.max(...xs) - Math.min(...xs);
  assert.ok(spread > 100, `nodes spread over ${spread}`);
});

// A monospace stand-in for the canvas's measureText: 6 px a character.
const mono = (s: string) => s.length * 6;
const overlap = (a: number[], b: number[]) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];

test('labels never overlap each other or another node, stay inside the canvas, and are truncated with the full title kept apart', () => {
  // Five threads bunched near the right edge of a 280 px canvas, with long titles.
  const nodes = [
    { id: 'a', title: 'Batched lookups with Promise.all across the user service', x: 230, y: 100, r: 8 },
    { id: 'b', title: 'User prefers the built-in node:test runner over jest', x: 200, y: 118, r: 10 },
    { id: 'c', title: 'Commit messages follow Conventional Commits', x: 250, y: 140, r: 12 },
    { id: 'd', title: 'Inline doc comments preferred over a separate README', x: 215, y: 150, r: 7 },
    { id: 'e', title: 'Short', x: 40, y: 40, r: 6 },
  ];
  const placed = placeLabels(nodes, nodes, { width: 280, height: 200, maxWidth: 160, budget: 80 }, mono);
  assert.ok(placed.length >= 4, `${placed.length} labels placed`);
  for (const [i, l] of placed.entries()) {
    assert.ok(l.box[0] >= 0 && l.box[1] >= 0 && l.box[2] <= 280 && l.box[3] <= 200, `${l.id} inside: ${l.box}`);
    for (const other of placed.slice(i + 1)) assert.ok(!overlap(l.box, other.box), `${l.id} and ${other.id} overlap`);
    for (const n of nodes) {
      if (n.id === l.id) continue;
      const cx = Math.max(l.box[0], Math.min(n.x, l.box[2])),
        cy = Math.max(l.box[1], Math.min(n.y, l.box[3]));
      assert.ok((cx - n.x) ** 2 + (cy - n.y) ** 2 >= n.r * n.r, `label ${l.id} runs through node ${n.id}`);
    }
    assert.ok(mono(l.text) <= 160, 'at most the widest label allowed');
  }
  const long = placed.find((l) => l.id === 'a')!;
  assert.equal(long.truncated, true);
  assert.match(long.text, /^Batched lookups.*…$/);
  assert.equal(placed.find((l) => l.id === 'e')?.text, 'Short', 'a short title is kept whole');
});

test('the selected node always gets its label, even when every free spot is taken', () => {
  const crowd = Array.from({ length: 30 }, (_, i) => ({
    id: `n${i}`,
    title: `thread ${i}`,
    x: 10 + (i % 6) * 20,
    y: 10 + Math.floor(i / 6) * 20,
    r: 9,
  }));
  const placed = placeLabels(
    [{ ...crowd[14], forced: true }],
    crowd,
    { width: 120, height: 100, maxWidth: 100, budget: 0 },
    mono,
  );
  assert.equal(placed.length, 1);
  const [l] = placed;
  assert.ok(l.box[0] >= 0 && l.box[2] <= 120, 'inside the canvas');
});

test('truncation keeps the longest prefix that fits, with an ellipsis', () => {
  assert.deepEqual(truncateToWidth('abcdefghij', 60, mono), { text: 'abcdefghij', truncated: false });
  assert.deepEqual(truncateToWidth('abcdefghij', 36, mono), { text: 'abcde…', truncated: true });
  assert.deepEqual(
    truncateToWidth('abc def', 30, mono),
    { text: 'abc…', truncated: true },
    'no space before the ellipsis',
  );
});

test("edge and node colours are raised to 3:1 contrast on the theme's background, and kept when they have it", () => {
  // Light Modern: chart orange and the disabled grey are too faint on white.
  for (const faint of ['#d18616', '#a0a0a0']) {
    assert.ok((contrastRatio(faint, '#ffffff') ?? 0) < 3);
    const fixed = ensureContrast(faint, '#ffffff', '#3b3b3b');
    assert.ok((contrastRatio(fixed, '#ffffff') ?? 0) >= 3, `${faint} -> ${fixed}`);
  }
  assert.equal(ensureContrast('#388a34', '#ffffff', '#3b3b3b'), '#388a34', 'green on white is legible as it is');
  assert.equal(ensureContrast('#3794ff', '#000000', '#ffffff'), '#3794ff');
  assert.equal(ensureContrast('not a colour', '#ffffff', '#000000'), 'not a colour');
});

test('fitting the view includes each node disc, and a handful of nodes fills the canvas', () => {
  const few = [
    { x: -20, y: -10, r: 8 },
    { x: 25, y: 12, r: 12 },
    { x: 5, y: 30, r: 6 },
  ];
  const cam = fitBounds(few, 280, 320, 24, 4);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of few) {
    const sx = p.x * cam.k + cam.x,
      sy = p.y * cam.k + cam.y,
      r = p.r * cam.k;
    [x0, y0, x1, y1] = [Math.min(x0, sx - r), Math.min(y0, sy - r), Math.max(x1, sx + r), Math.max(y1, sy + r)];
  }
  assert.ok(x0 >= 23.9 && y0 >= 0 && x1 <= 256.1 && y1 <= 320, `discs inside the margins: ${[x0, y0, x1, y1]}`);
  assert.ok(x1 - x0 >= 200, `spread over ${Math.round(x1 - x0)} of 280 px`);
});

test('a translucent theme colour is judged as painted on the background, and drawn opaque and legible', () => {
  const faint = 'rgba(209, 134, 22, 0.35)';
  assert.ok((contrastRatio(faint, '#ffffff') ?? 0) < 3);
  const fixed = ensureContrast(faint, '#ffffff', '#3b3b3b');
  assert.match(fixed, /^#[0-9a-f]{6}$/);
  assert.ok((contrastRatio(fixed, '#ffffff') ?? 0) >= 3, fixed);
});
