// One pattern of the library: its Markdown (sanitised) and the actions its state allows.
// Candidates: Approve, Reject (with an optional reason). Active: Deprecate (optional reason).
import { useEffect, useState } from 'react';
import type { PatternDecision, PatternItem } from '../../../src/protocol/webview';
import { Button, Icon, Tag, TextArea } from '../ui';
import { MAX_REASON_CHARS } from '../../../src/protocol/webview';
import { runAction, useApp } from '../state/appContext';
import { Markdown } from './Markdown';
import { useL10n } from '../l10n';

type Asking = null | 'reject' | 'deprecate';

export function PatternCard({ pattern, defaultOpen }: { pattern: PatternItem; defaultOpen: boolean }) {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const [open, setOpen] = useState(defaultOpen);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const can = (d: PatternDecision) => pattern.actions.includes(d);
  const [fetched, setFetched] = useState<string | null | 'error'>(null);
  const markdown = pattern.markdown ?? (typeof fetched === 'string' && fetched !== 'error' ? fetched : undefined);
  const body = markdown === undefined ? undefined : withoutTitle(markdown, pattern.title);

  // The list carries Markdown for candidates; others are fetched when opened.
  useEffect(() => {
    if (!open || pattern.markdown !== undefined) return;
    let live = true;
    app.channel.request('patternGet', { id: pattern.id }).then(
      (p) => live && setFetched(p.markdown ?? ''),
      () => live && setFetched('error'),
    );
    return () => {
      live = false;
    };
  }, [open, pattern.id, pattern.markdown, app.channel]);
  const headingId = `pattern-${pattern.id}`;

  const act = async (kind: 'approve' | 'reject' | 'deprecate') => {
    setBusy(true);
    const r = reason.trim() || undefined;
    const done = await runAction(
      app,
      () =>
        kind === 'approve'
          ? app.channel.request('patternApprove', { id: pattern.id })
          : kind === 'reject'
            ? app.channel.request('patternReject', { id: pattern.id, reason: r })
            : app.channel.request('patternDeprecate', { id: pattern.id, reason: r }),
      (res) => res.message || t('pattern.done', { title: pattern.title }),
    );
    setBusy(false);
    if (done) {
      setAsking(null);
      setReason('');
    }
  };

  return (
    <li className={`card pattern-card state-${pattern.state}`} data-nav-item tabIndex={0} aria-labelledby={headingId}>
      <div className="card-head">
        <button
          type="button"
          className="disclosure"
          aria-expanded={open}
          aria-controls={`${headingId}-body`}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'chevron-down' : 'chevron-right'} />
          <span id={headingId} className="card-title">
            {pattern.title}
          </span>
        </button>
        <Tag tone={pattern.state}>{t(`state.${pattern.state}`)}</Tag>
      </div>
      <div className="card-meta">
        {pattern.created ? <span>{l.relativeTime(pattern.created)}</span> : null}
        {pattern.validation ? (
          <span>
            <Icon name={/pass|ok|success/i.test(pattern.validation) ? 'pass' : 'info'} /> {pattern.validation}
          </span>
        ) : null}
        {pattern.tags.map((t) => (
          <Tag key={t}>{t}</Tag>
        ))}
      </div>
      {pattern.flag ? (
        <p className="card-flag" role="note">
          <Icon name="warning" /> {pattern.flag}
        </p>
      ) : null}
      {open ? (
        <div id={`${headingId}-body`}>
          {body !== undefined ? (
            <Markdown text={body} className="pattern-body" />
          ) : fetched === 'error' ? (
            <p className="muted">{t('pattern.unreadable')}</p>
          ) : (
            <p className="muted">{t('common.loading')}</p>
          )}
        </div>
      ) : null}
      {asking ? (
        <div className="card-ask" role="group" aria-label={t(`pattern.${asking}.label`, { title: pattern.title })}>
          <TextArea
            value={reason}
            onValue={(v) => setReason(v.slice(0, MAX_REASON_CHARS))}
            label={t(`pattern.${asking}.reason`)}
            placeholder={t('pattern.reason.placeholder')}
            maxLength={MAX_REASON_CHARS}
            autoFocus
            onEscape={() => setAsking(null)}
          />
          <div className="card-actions">
            <Button icon={asking === 'reject' ? 'close' : 'archive'} disabled={busy} onClick={() => void act(asking)}>
              {t(`pattern.${asking}`)}
            </Button>
            <Button secondary disabled={busy} onClick={() => setAsking(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="card-actions">
          {/* The worker says which decisions are allowed; a candidate is rejected rather than deprecated. */}
          {can('approve') ? (
            pattern.state === 'candidate' ? (
              <Button
                icon="check"
                disabled={busy}
                label={t('pattern.approve.label', { title: pattern.title })}
                onClick={() => void act('approve')}
              >
                {t('pattern.approve')}
              </Button>
            ) : (
              <Button
                icon="history"
                secondary
                disabled={busy}
                label={t('pattern.reactivate.label', { title: pattern.title })}
                onClick={() => void act('approve')}
              >
                {t('pattern.reactivate')}
              </Button>
            )
          ) : null}
          {can('reject') ? (
            <Button
              icon="close"
              secondary
              disabled={busy}
              label={t('pattern.reject.label', { title: pattern.title })}
              onClick={() => setAsking('reject')}
            >
              {t('pattern.reject.more')}
            </Button>
          ) : null}
          {can('deprecate') && !can('reject') ? (
            <Button
              icon="archive"
              secondary
              disabled={busy}
              label={t('pattern.deprecate.label', { title: pattern.title })}
              onClick={() => setAsking('deprecate')}
            >
              {t('pattern.deprecate.more')}
            </Button>
          ) : null}
          {pattern.path ? (
            <Button
              icon="go-to-file"
              secondary
              label={t('pattern.open.label', { title: pattern.title })}
              onClick={() =>
                void runAction(
                  app,
                  () => app.channel.request('openSource', { path: pattern.path as string }),
                  (r) => r.message,
                )
              }
            >
              {t('common.open')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** The card already shows the title: drop a leading "# Title" heading that repeats it. */
export function withoutTitle(body: string, title: string): string {
  const m = /^\s*#\s+(.+)\r?\n/.exec(body);
  return m && m[1].trim() === title.trim() ? body.slice(m[0].length) : body;
}
