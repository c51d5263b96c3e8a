// What a new user saw at first use (issue 10, item 2), each checked on the real sidebar app
// wired to the real host controller.
import './dom';
import test from 'node:test';
import assert from 'node:assert/strict';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { renderInstinct } from '../../../src/core/evolve/instinctFile';
import { BRIDGE_TYPES } from '../../../src/protocol/webview';
import { GraphCanvas, type GraphHandle } from '../../../webview/src/graph/GraphCanvas';
import { buildGraph } from '../../../webview/src/graph/model';
import { Sparkline, SPARKLINE_STROKE, SPARKLINE_WIDTH } from '../../../webview/src/charts/Sparkline';
import { button, mountSidebar, waitText } from './mount';

const tab = (c: HTMLElement, name: RegExp) => fireEvent.click(button(c, name));

/** The body of an instinct file as ACT writes it (front matter removed, as the host does). */
function instinctBody(): string {
  const text = renderInstinct({
    kind: 'instinct',
    id: 'prefer-early-returns',
    title: 'Prefer early returns',
    confidence: 0.65,
    level: 'probable',
    observations: 3,
    adjustment: 0,
    keywords: ['return'],
    evidence: ['o1'],
    evidenceItems: [
      {
        id: 'o1',
        text: 'Rewrote nested ifs as guard clauses',
        type: 'correction',
        timestamp: '2026-02-01T10:00:00Z',
        confidence: 0.6,
      },
    ],
    contradictions: [],
    language: 'en',
    created: '2026-02-01T10:00:00Z',
    updated: '2026-02-01T10:00:00Z',
    lastSeen: '2026-02-01T10:00:00Z',
    titleEdited: false,
  });
  return text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
}

test('an expanded instinct shows its summary and evidence, never the markers around them', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  m.worker.state.instincts[0].body = instinctBody();
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Learned/);
  await waitText(m.container, 'Utiliser camelCase pour les variables');
  const card = [...m.container.querySelectorAll<HTMLElement>('.learned-card')].find((c) =>
    c.textContent?.includes('camelCase'),
  )!;
  fireEvent.click(card.querySelector('.disclosure')!);
  await waitFor(() => assert.ok(card.querySelector('.learned-body blockquote')));
  const body = card.querySelector('.learned-body')!.textContent ?? '';
  assert.match(body, /Rewrote nested ifs as guard clauses/);
  assert.doesNotMatch(body, /<!--|act:summary|act:evidence/);
});

test('bridges graph: hovering a node puts its full title in the tooltip (labels on the canvas may be truncated)', (t) => {
  t.after(cleanup);
  const title = 'A thread whose title is far too long to be drawn whole beside its node on a narrow canvas';
  const graph = buildGraph(
    [
      { id: 'long', title, status: 'active', weight: 0.8, topics: [] },
      { id: 'other', title: 'Other', status: 'suspended', weight: 0.2, topics: [] },
    ],
    [{ id: 'b', source: 'long', target: 'other', type: 'extends', confidence: 0.6 }],
    new Set(BRIDGE_TYPES),
    new Set(['active', 'suspended', 'archived'] as const),
  );
  const handle: { current: GraphHandle | null } = { current: null };
  const r = render(
    <GraphCanvas
      graph={graph}
      selected={null}
      onSelect={() => undefined}
      onOpen={() => undefined}
      label="graph"
      help="help"
      handleRef={handle}
    />,
  );
  const canvas = r.container.querySelector('canvas')!;
  const [x, y] = handle.current!.screenOf('long')!;
  fireEvent.pointerMove(canvas, { clientX: x, clientY: y, pointerId: 1 });
  assert.equal(canvas.getAttribute('title'), title);
  const [ox, oy] = handle.current!.screenOf('other')!;
  fireEvent.pointerMove(canvas, { clientX: ox, clientY: oy, pointerId: 1 });
  assert.equal(canvas.getAttribute('title'), 'Other');
});

test('the Evolve preview belongs to the Learned view: other tabs are not displaced, and it is still there on coming back', async (t) => {
  const m = mountSidebar();
  t.after(() => m.cleanup());
  await waitText(m.container, 'Batch N+1');
  tab(m.container, /^Learned/);
  fireEvent.click(button(m.container, 'Evolve: preview what would change, then apply'));
  await waitText(m.container, 'Dry run: 1 instinct (1 new), 1 ignored');
  const panel = () => m.container.querySelector<HTMLElement>('.evolve-panel');
  assert.match(panel()!.querySelector('h2')?.textContent ?? '', /preview/i, 'labelled as a preview');
  const visible = (el: HTMLElement | null) => !!el && !el.closest('[hidden]');
  tab(m.container, /^Bridges/);
  await waitFor(() => assert.ok(m.container.querySelector('canvas.graph-canvas')));
  assert.equal(visible(panel()), false, 'not shown above the graph');
  const panelEl = m.container.querySelector('[role="tabpanel"]')!;
  assert.equal(
    panelEl.firstElementChild?.hasAttribute('hidden') || panelEl.firstElementChild?.classList.contains('bridges'),
    true,
    'the graph view starts at the top of the panel',
  );
  tab(m.container, /^Learned/);
  await waitFor(() => assert.equal(visible(panel()), true));
  assert.match(panel()!.textContent ?? '', /Dry run: 1 instinct/);
  assert.equal(m.worker.calls.filter((c) => c.method === 'evolve').length, 1, 'the preview was kept, not run again');
});

test('the History sparkline is a solid line across the chart, even for a brand-new instinct, with an accessible name', (t) => {
  t.after(cleanup);
  const xs = (d: string) => [...d.matchAll(/[ML](-?[\d.]+),/g)].map((m) => Number(m[1]));
  // Created and confirmed within the same minute, looked at an hour later.
  const created = Date.parse('2026-03-10T15:00:00Z');
  const cases = [
    [{ at: new Date(created).toISOString(), confidence: 0.45 }],
    [
      { at: new Date(created).toISOString(), confidence: 0.45 },
      { at: new Date(created + 20_000).toISOString(), confidence: 0.65 },
    ],
  ];
  for (const points of cases) {
    const r = render(<Sparkline points={points} now={created + 3_600_000} />);
    const line = r.container.querySelector('path.sparkline-line')!;
    const x = xs(line.getAttribute('d') ?? '');
    assert.ok(
      Math.max(...x) - Math.min(...x) >= SPARKLINE_WIDTH * 0.9,
      `the line spans ${Math.max(...x) - Math.min(...x)} of ${SPARKLINE_WIDTH}`,
    );
    assert.ok(Number(line.getAttribute('stroke-width')) >= 1.5 && SPARKLINE_STROKE >= 1.5, 'a visible stroke');
    assert.equal(line.getAttribute('stroke-dasharray'), null, 'solid, not dotted');
    assert.match(
      r.container.querySelector('svg')?.getAttribute('aria-label') ?? '',
      /^Confidence history: 0\.45 to 0\.(45|65) over [12] points?$/,
    );
    r.unmount();
  }
});
