// Threads of work (docs/seeds/003.md §3.1): search, status filter, list; Enter or click opens one.
import { useEffect, useMemo, useState } from 'react';
import type { ThreadSummary } from '../../../src/protocol/webview';
import { MAX_QUERY_CHARS } from '../../../src/protocol/webview';
import { EmptyState, Icon, NavList, Select, Tag, TextField } from '../ui';
import { useApp } from '../state/appContext';
import { DataGate } from './DataGate';
import { ThreadDetailView } from './ThreadDetail';
import { useL10n } from '../l10n';
import { Rich } from '../l10n/Rich';

const STATUS_FILTERS = ['all', 'active', 'suspended', 'archived'] as const;

export function Threads() {
  const app = useApp();
  if (app.openedThread) return <ThreadDetailView id={app.openedThread} onBack={app.closeThread} />;
  return <DataGate dataKey="threads">{(threads) => <ThreadList threads={threads} />}</DataGate>;
}

/** Local filter on title, topics and summary; the host's semantic ranking is merged in when it answers. */
export function filterThreads(
  threads: ThreadSummary[],
  query: string,
  status: string,
  ranking: Map<string, number> | null,
): ThreadSummary[] {
  const q = query.trim().toLowerCase();
  let out = status === 'all' ? threads : threads.filter((t) => t.status === status);
  if (q) {
    const words = q.split(/\s+/);
    const lexical = (t: ThreadSummary) => {
      const hay = `${t.title} ${t.topics.join(' ')} ${t.summary ?? ''}`.toLowerCase();
      return words.every((w) => hay.includes(w));
    };
    out = out.filter((t) => lexical(t) || (ranking?.has(t.id) ?? false));
    if (ranking) out = [...out].sort((a, b) => (ranking.get(b.id) ?? 0) - (ranking.get(a.id) ?? 0));
  }
  return out;
}

function ThreadList({ threads }: { threads: ThreadSummary[] }) {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const query = app.ui.threadQuery;
  const [ranking, setRanking] = useState<Map<string, number> | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 3) {
      setRanking(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      app.channel.request('threadsSearch', { query: q }).then(
        (r) => live && setRanking(new Map(r.map((x) => [x.id, x.score]))),
        () => live && setRanking(null),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, app.channel]);

  const shown = useMemo(
    () => filterThreads(threads, query, app.ui.threadStatus, ranking),
    [threads, query, app.ui.threadStatus, ranking],
  );

  if (threads.length === 0)
    return (
      <EmptyState icon="comment-discussion" title={t('threads.empty.title')}>
        <p>
          <Rich
            text={t('threads.empty.body')}
            parts={{ participant: <strong>@act</strong>, bridges: <em>{t('tab.graph')}</em> }}
          />
        </p>
      </EmptyState>
    );
  return (
    <div className="stack">
      <div className="toolbar-row">
        <TextField
          className="grow"
          value={query}
          onValue={(v) => app.setUi({ threadQuery: v.slice(0, MAX_QUERY_CHARS) })}
          label={t('threads.search')}
          placeholder={t('threads.search')}
          maxLength={MAX_QUERY_CHARS}
          onEscape={() => app.setUi({ threadQuery: '' })}
        />
        <Select
          label={t('threads.filter.label')}
          value={app.ui.threadStatus}
          options={STATUS_FILTERS.map((value) => ({ value, label: t(`threads.filter.${value}`) }))}
          onChange={(v) => app.setUi({ threadStatus: v })}
        />
      </div>
      <p className="muted" aria-live="polite">
        {shown.length === threads.length
          ? l.plural('count.thread', threads.length)
          : t('threads.countOf', { shown: shown.length, total: l.plural('count.thread', threads.length) })}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon="search" title={t('threads.noMatch.title')}>
          <p>{t('threads.noMatch.body')}</p>
        </EmptyState>
      ) : (
        <NavList label={t('threads.list')}>
          {shown.slice(0, 500).map((t) => (
            <ThreadRow key={t.id} thread={t} onOpen={() => app.openThread(t.id)} />
          ))}
        </NavList>
      )}
    </div>
  );
}

function ThreadRow({ thread, onOpen }: { thread: ThreadSummary; onOpen: () => void }) {
  const l = useL10n();
  const { t } = l;
  const weight = l.number(thread.weight);
  return (
    <li
      className={`row thread-row status-${thread.status}`}
      data-nav-item
      tabIndex={0}
      aria-label={t('threads.row.label', { title: thread.title, status: t(`status.${thread.status}`), weight })}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
    >
      <div className="row-main">
        <Icon
          name={
            thread.status === 'active' ? 'circle-filled' : thread.status === 'suspended' ? 'circle-outline' : 'archive'
          }
          className={`status-icon status-${thread.status}`}
        />
        <span className="row-title" title={thread.title}>
          {thread.title}
        </span>
        <span className="weight" title={t('threads.weight', { weight })} aria-hidden="true">
          <span
            className="weight-fill"
            style={{ width: `${Math.round(Math.max(0, Math.min(1, thread.weight)) * 100)}%` }}
          />
        </span>
      </div>
      <div className="row-meta">
        <Tag tone={thread.status}>{t(`status.${thread.status}`)}</Tag>
        {thread.topics.slice(0, 3).map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
        {thread.messageCount !== undefined ? (
          <span className="muted">{t('threads.messages', { count: thread.messageCount })}</span>
        ) : null}
        <span className="muted">{l.relativeTime(thread.lastActive)}</span>
      </div>
    </li>
  );
}
