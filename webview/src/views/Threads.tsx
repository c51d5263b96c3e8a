// Threads of work (seed 003): search, status filter, list; Enter or click opens one.
import { useEffect, useMemo, useState } from 'react';
import type { ThreadSummary } from '../../../src/protocol/webview';
import { MAX_QUERY_CHARS } from '../../../src/protocol/webview';
import { EmptyState, Icon, NavList, Select, Tag, TextField } from '../ui';
import { relativeTime } from '../model/format';
import { useApp } from '../state/appContext';
import { DataGate } from './DataGate';
import { ThreadDetailView } from './ThreadDetail';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'archived', label: 'Archived' },
] as const;

export function Threads() {
  const app = useApp();
  if (app.openedThread) return <ThreadDetailView id={app.openedThread} onBack={app.closeThread} />;
  return <DataGate dataKey="threads" what="threads">{(threads) => <ThreadList threads={threads} />}</DataGate>;
}

/** Local filter on title, topics and summary; the host's semantic ranking is merged in when it answers. */
export function filterThreads(threads: ThreadSummary[], query: string, status: string, ranking: Map<string, number> | null): ThreadSummary[] {
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

  const shown = useMemo(() => filterThreads(threads, query, app.ui.threadStatus, ranking), [threads, query, app.ui.threadStatus, ranking]);

  if (threads.length === 0)
    return (
      <EmptyState icon="comment-discussion" title="No threads yet">
        <p>
          Threads are the topics you work on. ACT builds them by itself from your chats with the <strong>@act</strong> participant, imported assistant
          transcripts and your edits and commits. Keep working: related work is grouped, and the <em>Bridges</em> tab shows how topics connect.
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
          label="Search threads"
          placeholder="Search threads"
          maxLength={MAX_QUERY_CHARS}
          onEscape={() => app.setUi({ threadQuery: '' })}
        />
        <Select label="Thread status" value={app.ui.threadStatus} options={STATUS_OPTIONS} onChange={(v) => app.setUi({ threadStatus: v })} />
      </div>
      <p className="muted" aria-live="polite">
        {shown.length === threads.length ? `${threads.length} threads` : `${shown.length} of ${threads.length} threads`}
      </p>
      {shown.length === 0 ? (
        <EmptyState icon="search" title="No thread matches">
          <p>Try other words, or clear the search (Escape).</p>
        </EmptyState>
      ) : (
        <NavList label="Threads">
          {shown.slice(0, 500).map((t) => (
            <ThreadRow key={t.id} thread={t} onOpen={() => app.openThread(t.id)} />
          ))}
        </NavList>
      )}
    </div>
  );
}

function ThreadRow({ thread, onOpen }: { thread: ThreadSummary; onOpen: () => void }) {
  return (
    <li
      className={`row thread-row status-${thread.status}`}
      data-nav-item
      tabIndex={0}
      aria-label={`${thread.title}, ${thread.status}, weight ${thread.weight.toFixed(2)}`}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
    >
      <div className="row-main">
        <Icon name={thread.status === 'active' ? 'circle-filled' : thread.status === 'suspended' ? 'circle-outline' : 'archive'} className={`status-icon status-${thread.status}`} />
        <span className="row-title">{thread.title}</span>
        <span className="weight" title={`Weight ${thread.weight.toFixed(2)}`} aria-hidden="true">
          <span className="weight-fill" style={{ width: `${Math.round(Math.max(0, Math.min(1, thread.weight)) * 100)}%` }} />
        </span>
      </div>
      <div className="row-meta">
        <Tag tone={thread.status}>{thread.status}</Tag>
        {thread.topics.slice(0, 3).map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
        {thread.messageCount !== undefined ? <span className="muted">{thread.messageCount} msg</span> : null}
        <span className="muted">{relativeTime(thread.lastActive)}</span>
      </div>
    </li>
  );
}
