import test from 'node:test';
import assert from 'node:assert/strict';
import { buildGraph, hitTest, neighbourhood } from '../../../webview/src/graph/model';
import { fitBounds, toWorld, zoomAt, MAX_ZOOM } from '../../../webview/src/graph/camera';
import { createSimulation, warmUp } from '../../../webview/src/graph/simulation';
import { BRIDGE_TYPES, type BridgeItem, type ThreadSummary } from '../../../src/protocol/webview';
import { generateGraph } from '../../../bench/webview/generate';

const t = (id: string, status: ThreadSummary['status'] = 'active', weight = 0.5): ThreadSummary => ({ id, title: id, status, weight, topics: [] });
const b = (id: string, source: string, target: string, type: BridgeItem['type'] = 'extends'): BridgeItem => ({ id, source, target, type, confidence: 0.6 });
const ALL = new Set(BRIDGE_TYPES);
const STATUSES = new Set(['active', 'suspended', 'archived'] as const);

test('filters drop nodes by status and edges by type, and edges to dropped nodes', () => {
  const threads = [t('a'), t('b', 'suspended'), t('c', 'archived')];
  const bridges = [b('1', 'a', 'b'), b('2', 'b', 'c', 'contradicts'), b('3', 'a', 'zzz'), b('4', 'a', 'a')];
  const g = buildGraph(threads, bridges, ALL, STATUSES);
  assert.deepEqual(g.links.map((l) => l.id), ['1', '2'], 'dangling and self links dropped');
  assert.equal(g.byId.get('b')?.degree, 2);
  const noArchived = buildGraph(threads, bridges, ALL, new Set(['active', 'suspended'] as const));
  assert.deepEqual(noArchived.nodes.map((n) => n.id), ['a', 'b']);
  assert.deepEqual(noArchived.links.map((l) => l.id), ['1']);
  const noExtends = buildGraph(threads, bridges, new Set(['contradicts'] as const), STATUSES);
  assert.deepEqual(noExtends.links.map((l) => l.id), ['2']);
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
  const pts = [{ x: -100, y: -50 }, { x: 300, y: 250 }];
  const f = fitBounds(pts, 400, 300);
  for (const p of pts) {
    const sx = p.x * f.k + f.x, sy = p.y * f.k + f.y;
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
