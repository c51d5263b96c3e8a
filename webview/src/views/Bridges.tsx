// The bridges graph: filters by relation type and thread status, the canvas, and alongside it
// a keyboard-accessible list of the same threads (arrow keys select, Enter opens) with the
// selected thread's connections.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  BRIDGE_TYPES,
  type BridgeItem,
  type BridgeType,
  type ThreadStatus,
  type ThreadSummary,
} from '../../../src/protocol/webview';
import { Button, Checkbox, EmptyState, Tag } from '../ui';
import { useApp } from '../state/appContext';
import { useEntry } from '../state/dataStore';
import { buildGraph, type GraphData } from '../graph/model';
import { GraphCanvas } from '../graph/GraphCanvas';
import { useThemePalette } from '../theme/useThemePalette';
import { DataGate } from './DataGate';
import { useL10n } from '../l10n';

const STATUSES: ThreadStatus[] = ['active', 'suspended', 'archived'];
const LIST_LIMIT = 300;

export function Bridges() {
  const app = useApp();
  const bridges = useEntry(app.store, 'bridges');
  return (
    <DataGate dataKey="threads">
      {(threads) =>
        bridges.state === 'ok' ? (
          <BridgesGraph threads={threads} bridges={bridges.data} />
        ) : (
          <DataGate dataKey="bridges">{(b) => <BridgesGraph threads={threads} bridges={b} />}</DataGate>
        )
      }
    </DataGate>
  );
}

export function BridgesGraph({ threads, bridges }: { threads: ThreadSummary[]; bridges: BridgeItem[] }) {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const rel = (type: BridgeType) => t(`rel.${type}`);
  const [selected, setSelected] = useState<string | null>(null);
  const types = useMemo(() => new Set(app.ui.graphTypes), [app.ui.graphTypes]);
  const statuses = useMemo(() => new Set(app.ui.graphStatuses), [app.ui.graphStatuses]);
  const previous = useRef<GraphData | undefined>(undefined);
  const graph = useMemo(
    () => (previous.current = buildGraph(threads, bridges, types, statuses, previous.current)),
    [threads, bridges, types, statuses],
  );
  const listRef = useRef<HTMLUListElement>(null);
  const palette = useThemePalette();

  if (threads.length === 0)
    return (
      <EmptyState icon="type-hierarchy" title={t('bridges.empty.title')}>
        <p>{t('bridges.empty.body')}</p>
      </EmptyState>
    );

  const toggleType = (t: BridgeType, on: boolean) =>
    app.setUi({
      graphTypes: on ? BRIDGE_TYPES.filter((x) => x === t || types.has(x)) : app.ui.graphTypes.filter((x) => x !== t),
    });
  const toggleStatus = (s: ThreadStatus, on: boolean) =>
    app.setUi({
      graphStatuses: on
        ? STATUSES.filter((x) => x === s || statuses.has(x))
        : app.ui.graphStatuses.filter((x) => x !== s),
    });
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
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? shown.length - 1
          : e.key === 'ArrowDown'
            ? Math.min(shown.length - 1, i + 1)
            : Math.max(0, i - 1);
    setSelected(shown[next].id);
    listRef.current?.querySelector(`[data-id="${CSS.escape(shown[next].id)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div className="stack bridges">
      <fieldset className="filters">
        <legend>{t('bridges.relations')}</legend>
        {BRIDGE_TYPES.map((type) => (
          <Checkbox
            key={type}
            checked={types.has(type)}
            onChange={(on) => toggleType(type, on)}
            label={t('bridges.showType', { type: rel(type) })}
          >
            <span className="filter">
              <span className="swatch-line" style={{ background: palette.edge[type] }} aria-hidden="true" /> {rel(type)}
            </span>
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className="filters">
        <legend>{t('bridges.threads')}</legend>
        {STATUSES.map((s) => (
          <Checkbox
            key={s}
            checked={statuses.has(s)}
            onChange={(on) => toggleStatus(s, on)}
            label={t('bridges.showStatus', { status: t(`status.${s}`) })}
          >
            <span className="filter">
              <span className="dot" style={{ background: palette.node[s] }} aria-hidden="true" /> {t(`status.${s}`)}
            </span>
          </Checkbox>
        ))}
      </fieldset>
      <GraphCanvas
        graph={graph}
        selected={selected}
        onSelect={setSelected}
        onOpen={(id) => app.openThread(id)}
        label={t('bridges.graph.label', {
          threads: l.plural('count.thread', graph.nodes.length),
          bridges: l.plural('count.bridge', graph.links.length),
        })}
        help={t('bridges.graph.help')}
      />
      <p className="muted">
        {t('bridges.summary', {
          threads: l.plural('count.thread', graph.nodes.length),
          bridges: l.plural('count.bridge', graph.links.length),
        })}
      </p>
      {sel ? (
        <section className="card selected-node" aria-label={t('bridges.selected', { title: sel.title })}>
          <div className="card-head">
            <span className="card-title">{sel.title}</span>
            <Tag tone={sel.status}>{t(`status.${sel.status}`)}</Tag>
          </div>
          <ul className="bridges-list">
            {selLinks.slice(0, 20).map((link) => {
              const other = link.source === sel ? link.target : link.source;
              return (
                <li key={link.id}>
                  <Tag tone={`rel-${link.type}`}>{rel(link.type)}</Tag>{' '}
                  <span className="muted">{link.source === sel ? '→' : '←'}</span>{' '}
                  <button type="button" className="link" onClick={() => setSelected(other.id)}>
                    {other.title}
                  </button>
                </li>
              );
            })}
            {selLinks.length === 0 ? <li className="muted">{t('bridges.noBridge')}</li> : null}
          </ul>
          <div className="card-actions">
            <Button icon="go-to-file" onClick={() => app.openThread(sel.id)}>
              {t('bridges.openThread')}
            </Button>
          </div>
        </section>
      ) : null}
      <ul
        ref={listRef}
        className="node-list"
        role="listbox"
        tabIndex={0}
        aria-label={t('bridges.list.label')}
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
            title={n.title}
            className={n.id === selected ? 'selected' : ''}
            onClick={() => setSelected(n.id)}
            onDoubleClick={() => app.openThread(n.id)}
          >
            <span className={`dot status-${n.status}`} aria-hidden="true" /> {n.title}{' '}
            <span className="muted">· {n.degree}</span>
          </li>
        ))}
        {listed.length > LIST_LIMIT ? (
          <li className="muted" role="presentation">
            {t('bridges.list.more', { count: listed.length - LIST_LIMIT })}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
