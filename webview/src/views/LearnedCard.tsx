// One instinct or skill: confidence bar, what its level means, and on expansion its history
// (sparkline), its evidence (each opens its source) and its Markdown. Actions: confirm (+0.2),
// contradict (−0.3), delete (asks first).
import { useEffect, useState } from 'react';
import type { HistoryPoint, LearnedItem } from '../../../src/protocol/webview';
import { Button, Icon, Tag } from '../ui';
import { levelOf } from '../model/levels';
import { runAction, useApp } from '../state/appContext';
import { useL10n, type L10n } from '../l10n';
import { Sparkline } from '../charts/Sparkline';
import { ConfidenceBar } from './ConfidenceBar';
import { Markdown } from './Markdown';

export function LearnedCard({ item }: { item: LearnedItem }) {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const [open, setOpen] = useState(false);
  const [history, setHistory] = useState<HistoryPoint[] | null | 'error'>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const level = levelOf(app.scale.levels, item.confidence, l.language);
  const old = oldEvidence(item, l);
  // The worker owns the feedback deltas and sends them on each item.
  const confirmDelta = signed(item.adjust.confirm, l);
  const contradictDelta = signed(item.adjust.contradict, l);
  const headingId = `learned-${item.kind}-${item.id}`;

  // History is fetched when the card opens and again when the confidence changes.
  useEffect(() => {
    if (!open) return;
    let live = true;
    app.channel.request('confidenceHistory', { kind: item.kind, id: item.id }).then(
      (h) => live && setHistory(h),
      () => live && setHistory('error'),
    );
    return () => {
      live = false;
    };
  }, [open, item.kind, item.id, item.confidence, app.channel]);

  const adjust = async (action: 'confirm' | 'contradict') => {
    setBusy(true);
    await runAction(
      app,
      () => app.channel.request('learnedAdjust', { kind: item.kind, id: item.id, action }),
      (r) => r.message,
    );
    setBusy(false);
  };
  const remove = async () => {
    setBusy(true);
    await runAction(
      app,
      () => app.channel.request('learnedDelete', { kind: item.kind, id: item.id }),
      (r) => r.message,
    );
    setBusy(false);
    setConfirmDelete(false);
  };

  return (
    <li className={`card learned-card kind-${item.kind}`} data-nav-item tabIndex={0} aria-labelledby={headingId}>
      <div className="card-head">
        <button type="button" className="disclosure" aria-expanded={open} onClick={() => setOpen(!open)}>
          <Icon name={open ? 'chevron-down' : 'chevron-right'} />
          <span id={headingId} className="card-title">
            {item.title}
          </span>
        </button>
        <Tag tone={item.kind}>{t(`kind.${item.kind}`)}</Tag>
      </div>
      <ConfidenceBar value={item.confidence} />
      <div className="card-meta">
        <span className="muted">{capitalize(level.action)}</span>
        {item.occurrences ? <span>{t('learned.seen', { count: item.occurrences })}</span> : null}
        {item.updatedAt ? <span>{t('learned.updated', { when: l.relativeTime(item.updatedAt) })}</span> : null}
        {old ? (
          <span className="old-evidence" title={t('learned.oldEvidence.title')}>
            <Icon name="history" /> {t('learned.oldEvidence', { month: old })}
          </span>
        ) : null}
      </div>
      {open ? (
        <div className="card-details">
          <h3 className="detail-title">{t('learned.history')}</h3>
          {history === null ? (
            <span className="muted">{t('common.loading')}</span>
          ) : history === 'error' ? (
            <span className="muted">{t('learned.history.unavailable')}</span>
          ) : (
            <Sparkline points={history} />
          )}
          <h3 className="detail-title">{t('learned.evidence', { count: item.evidence.length })}</h3>
          {item.evidence.length === 0 ? (
            <p className="muted">{t('learned.evidence.none')}</p>
          ) : (
            <ul className="evidence">
              {item.evidence.map((e, i) => (
                <li key={i}>
                  {e.source ? (
                    <button
                      type="button"
                      className="link"
                      title={t('learned.evidence.open', {
                        place: `${e.source.path}${e.source.line ? `:${e.source.line}` : ''}`,
                      })}
                      onClick={() =>
                        void runAction(
                          app,
                          () => app.channel.request('openSource', e.source as { path: string; line?: number }),
                          (r) => r.message,
                        )
                      }
                    >
                      <Icon name="go-to-file" /> {e.text}
                    </button>
                  ) : (
                    <span>{e.text}</span>
                  )}
                  {e.type || e.timestamp ? (
                    <span className="muted">
                      {' '}
                      · {e.type ? t(`type.${e.type}`) : ''} {l.relativeTime(e.timestamp)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {item.body ? <Markdown text={item.body} className="learned-body" /> : null}
        </div>
      ) : null}
      <div className="card-actions">
        {confirmDelete ? (
          <>
            <span role="alert">{t('learned.delete.ask', { title: item.title })}</span>
            <Button icon="trash" disabled={busy} onClick={() => void remove()}>
              {t('learned.delete')}
            </Button>
            <Button secondary disabled={busy} onClick={() => setConfirmDelete(false)}>
              {t('learned.keep')}
            </Button>
          </>
        ) : (
          <>
            <Button
              icon="thumbsup"
              secondary
              disabled={busy}
              label={t('learned.confirm.label', { title: item.title, delta: confirmDelta })}
              title={t('learned.confirm.title', { delta: confirmDelta })}
              onClick={() => void adjust('confirm')}
            >
              {t('learned.confirm')}
            </Button>
            <Button
              icon="thumbsdown"
              secondary
              disabled={busy}
              label={t('learned.contradict.label', { title: item.title, delta: contradictDelta })}
              title={t('learned.contradict.title', { delta: contradictDelta })}
              onClick={() => void adjust('contradict')}
            >
              {t('learned.contradict')}
            </Button>
            <Button
              icon="trash"
              secondary
              disabled={busy}
              label={t('learned.delete.label', { title: item.title })}
              onClick={() => setConfirmDelete(true)}
            >
              {t('learned.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function capitalize(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const OLD_AFTER_MS = 30 * 86_400_000;

/** The month of the newest evidence when it is older than a month ("Mar 2026"), else null. */
export function oldEvidence(item: LearnedItem, l: L10n, now = Date.now()): string | null {
  const newest = Math.max(
    ...item.evidence.map((e) => (e.timestamp ? Date.parse(e.timestamp) : NaN)).filter((t) => !Number.isNaN(t)),
  );
  if (!Number.isFinite(newest) || now - newest < OLD_AFTER_MS) return null;
  return l.monthYear(newest);
}

/** A confidence change with its sign ("+0.2", "−0,3"). */
function signed(delta: number, l: L10n): string {
  return `${delta > 0 ? '+' : ''}${l.number(delta, 1)}`;
}
