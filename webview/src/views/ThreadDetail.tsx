// One thread opened: summary, topics, its bridges to other threads, and its messages.
import { useEffect, useState } from 'react';
import type { ThreadDetail } from '../../../src/protocol/webview';
import { Button, EmptyState, Icon, Spinner, Tag } from '../ui';
import { useApp } from '../state/appContext';
import { useEntry } from '../state/dataStore';
import { useL10n } from '../l10n';

const KNOWN_ROLES = new Set(['user', 'assistant']);

export function ThreadDetailView({ id, onBack }: { id: string; onBack: () => void }) {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const [detail, setDetail] = useState<ThreadDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bridges = useEntry(app.store, 'bridges');
  const threads = useEntry(app.store, 'threads');

  useEffect(() => {
    let live = true;
    setDetail(null);
    setError(null);
    app.channel.request('threadGet', { id }).then(
      (d) => live && setDetail(d),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [id, app.channel]);

  const titles = new Map(threads.state === 'ok' ? threads.data.map((t) => [t.id, t.title]) : []);
  const links = bridges.state === 'ok' ? bridges.data.filter((b) => b.source === id || b.target === id) : [];

  return (
    <div className="stack thread-detail">
      <div className="toolbar-row">
        <Button icon="arrow-left" secondary onClick={onBack} label={t('thread.back.label')}>
          {t('thread.back')}
        </Button>
      </div>
      {error ? (
        <EmptyState icon="warning" title={t('thread.error')}>
          <p>{error}</p>
        </EmptyState>
      ) : !detail ? (
        <Spinner label={t('thread.loading')} />
      ) : (
        <>
          <h2 className="detail-heading">{detail.title}</h2>
          <div className="card-meta">
            <Tag tone={detail.status}>{t(`status.${detail.status}`)}</Tag>
            <span>{t('thread.weight', { weight: l.number(detail.weight) })}</span>
            <span>{l.relativeTime(detail.lastActive)}</span>
          </div>
          {detail.topics.length ? (
            <div className="card-meta" aria-label={t('thread.topics')}>
              {detail.topics.map((t) => (
                <Tag key={t}>{t}</Tag>
              ))}
            </div>
          ) : null}
          <h3 className="detail-title">{t('thread.summary')}</h3>
          <p className="summary">{detail.summary || <span className="muted">{t('thread.summary.none')}</span>}</p>
          {links.length ? (
            <>
              <h3 className="detail-title">{t('thread.bridges', { count: links.length })}</h3>
              <ul className="bridges-list">
                {links.map((b) => {
                  const other = b.source === id ? b.target : b.source;
                  return (
                    <li key={b.id}>
                      <Tag tone={`rel-${b.type}`}>{t(`rel.${b.type}`)}</Tag>{' '}
                      <span className="muted">{b.source === id ? '→' : '←'}</span>{' '}
                      <button type="button" className="link" onClick={() => app.openThread(other)}>
                        {titles.get(other) ?? other}
                      </button>
                      {b.reason ? <span className="muted"> — {b.reason}</span> : null}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
          <h3 className="detail-title">{t('thread.messages', { count: detail.messages.length })}</h3>
          {detail.messages.length === 0 ? (
            <p className="muted">{t('thread.messages.none')}</p>
          ) : (
            <ol className="messages">
              {detail.messages.map((m, i) => (
                <li key={i} className={`message role-${m.role ?? 'user'}`}>
                  <div className="message-meta">
                    <Icon name={m.role === 'assistant' ? 'hubot' : m.role === 'user' || !m.role ? 'account' : 'file'} />{' '}
                    {roleName(m.role, t)} · {l.relativeTime(m.at)}
                  </div>
                  <div className="message-text">{m.text}</div>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}

/** "user" and "assistant" in the interface language; other sources as the host names them. */
function roleName(role: string | undefined, t: ReturnType<typeof useL10n>['t']): string {
  const r = role ?? 'user';
  return KNOWN_ROLES.has(r) ? t(`role.${r as 'user' | 'assistant'}`) : r;
}
