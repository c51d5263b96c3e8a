// The bridges graph: filters by relation type and thread status, the canvas, and alongside it
// a keyboard-accessible list of the same threads (arrow keys select, Enter opens) with the
// selected thread's connections.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BRIDGE_TYPES, type BridgeItem, type BridgeType, type ThreadStatus, type ThreadSummary } from '../../../src/protocol/webview';
import { Button, Checkbox, EmptyState, Tag } from '../ui';
import { useApp } from '../state/appContext';
import { useEntry } from '../state/dataStore';
import { buildGraph, type GraphData } from '../graph/model';
import { GraphCanvas } from '../graph/GraphCanvas';
import { useGraphPalette } from '../graph/hooks/useGraphPalette';
import { DataGate } from './DataGate';

const STATUSES: ThreadStatus[] = ['active', 'suspended', 'archived'];
const TYPE_LABEL: Record<BridgeType, string> = { extends: 'extends', contradicts: 'contradicts', depends: 'depends on', replaces: 'replaces', child_of: 'child of' };
const LIST_LIMIT = 300;

export function Bridges() {
  const app = useApp();
  const bridges = useEntry(app.store, 'bridges');
  return (
    <DataGate dataKey="threads" what="threads">
      {(threads) =>
        bridges.state === 'ok' ? (
          <BridgesGraph threads={threads} bridges={bridges.data} />
        ) : (
          <DataGate dataKey="bridges" what="bridges">
            {(b) => <BridgesGraph threads={threads} bridges={b} />}
          </DataGate>
        )
      }
    </DataGate>
  );
}

export function BridgesGraph({ threads, bridges }: { threads: ThreadSummary[]; bridges: BridgeItem[] }) {
  const app = useApp();
  const [selected, setSelected] = useState<string | null>(null);
  const types = useMemo(() => new Set(app.ui.graphTypes), [app.ui.graphTypes]);
  const statuses = useMemo(() => new Set(app.ui.graphStatuses), [app.ui.graphStatuses]);
  const previous = useRef<GraphData | undefined>(undefined);
  const graph = useMemo(() => (previous.current = buildGraph(threads, bridges, types, statuses, previous.current)), [threads, bridges, types, statuses]);
  const listRef = useRef<HTMLUListElement>(null);
  const palette = useGraphPalette();

  if (threads.length === 0)
    return (
      <EmptyState icon="type-hierarchy" title="No threads to connect yet">
        <p>The graph shows your threads of work as nodes and the bridges between them (extends, contradicts, depends, replaces, child of). It fills in as ACT routes your chats, edits and commits into threads.</p>
      </EmptyState>
    );

  const toggleType = (t: BridgeType, on: boolean) => app.setUi({ graphTypes: on ? BRIDGE_TYPES.filter((x) => x === t || types.has(x)) : app.ui.graphTypes.filter((x) => x !== t) });
  const toggleStatus = (s: ThreadStatus, on: boolean) => app.setUi({ graphStatuses: on ? STATUSES.filter((x) => x === s || statuses.has(x)) : app.ui.graphStatuses.filter((x) => x !== s) });
  const listed = [...graph.nodes].sort((a, b) => b.weight - a.weight || a.title.localeCompare(b.title));
  const sel = selected ? graph.byId.get(selected) : undefined;
  const selLinks = sel ? graph.links.filter((l) => l.source === sel || l.target === sel) : [];

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter', ' '].includes(e.key)) return;
    e.preventDefault();
    const shown = listed.slice(0, LIST_LIMIT);
    if (shown.length === 0) return;
    if ((e.key === 'Enter' || e.key === ' ') && selected) return app.openThread(selected);
    const i = shown.findIndex((n) => n.id === selected);
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? shown.length - 1 : e.key === 'ArrowDown' ? Math.min(shown.length - 1, i + 1) : Math.max(0, i - 1);
    setSelected(shown[next].id);
    listRef.current?.querySelector(`[data-id="${CSS.escape(shown[next].id)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div className="stack bridges">
      <fieldset className="filters">
        <legend>Relations</legend>
        {BRIDGE_TYPES.map((t) => (
          <Checkbox key={t} checked={types.has(t)} onChange={(on) => toggleType(t, on)} label={`Show ${TYPE_LABEL[t]} bridges`}>
            <span className="filter">
              <span className="swatch-line" style={{ background: palette.edge[t] }} aria-hidden="true" /> {TYPE_LABEL[t]}
            </span>
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className="filters">
        <legend>Threads</legend>
        {STATUSES.map((s) => (
          <Checkbox key={s} checked={statuses.has(s)} onChange={(on) => toggleStatus(s, on)} label={`Show ${s} threads`}>
            <span className="filter">
              <span className="dot" style={{ background: palette.node[s] }} aria-hidden="true" /> {s}
            </span>
          </Checkbox>
        ))}
      </fieldset>
      <GraphCanvas
        graph={graph}
        selected={selected}
        onSelect={setSelected}
        onOpen={(id) => app.openThread(id)}
        label={`Bridges graph: ${graph.nodes.length} threads, ${graph.links.length} bridges`}
        help="Drag to pan, wheel or plus and minus to zoom, 0 to fit, arrows to pan. Hover a node for its full title. Use the thread list below to move between threads with the keyboard."
      />
      <p className="muted">
        {graph.nodes.length} threads · {graph.links.length} bridges · drag, scroll to zoom, double-click to open
      </p>
      {sel ? (
        <section className="card selected-node" aria-label={`Selected thread ${sel.title}`}>
          <div className="card-head">
            <span className="card-title">{sel.title}</span>
            <Tag tone={sel.status}>{sel.status}</Tag>
          </div>
          <ul className="bridges-list">
            {selLinks.slice(0, 20).map((l) => {
              const other = l.source === sel ? l.target : l.source;
              return (
                <li key={l.id}>
                  <Tag tone={`rel-${l.type}`}>{TYPE_LABEL[l.type]}</Tag> <span className="muted">{l.source === sel ? '→' : '←'}</span>{' '}
                  <button type="button" className="link" onClick={() => setSelected(other.id)}>
                    {other.title}
                  </button>
                </li>
              );
            })}
            {selLinks.length === 0 ? <li className="muted">No bridge with the current filters.</li> : null}
          </ul>
          <div className="card-actions">
            <Button icon="go-to-file" onClick={() => app.openThread(sel.id)}>
              Open thread
            </Button>
          </div>
        </section>
      ) : null}
      <ul
        ref={listRef}
        className="node-list"
        role="listbox"
        tabIndex={0}
        aria-label="Threads in the graph (arrow keys select, Enter opens)"
        aria-activedescendant={selected ? `node-${selected}` : undefined}
        onKeyDown={onListKey}
      >
        {listed.slice(0, LIST_LIMIT).map((n) => (
          <li
            key={n.id}
            id={`node-${n.id}`}
            data-id={n.id}
            role="option"
            aria-selected={n.id === selected}
            className={n.id === selected ? 'selected' : ''}
            onClick={() => setSelected(n.id)}
            onDoubleClick={() => app.openThread(n.id)}
          >
            <span className={`dot status-${n.status}`} aria-hidden="true" /> {n.title} <span className="muted">· {n.degree}</span>
          </li>
        ))}
        {listed.length > LIST_LIMIT ? (
          <li className="muted" role="presentation">
            …and {listed.length - LIST_LIMIT} lighter threads (select them on the canvas)
          </li>
        ) : null}
      </ul>
    </div>
  );
}
