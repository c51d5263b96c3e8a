// Evolve in two steps: a dry run shows what would change (new and updated instincts and skills,
// what was ignored and why), then Apply writes it. Nothing is written before Apply.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EvolvePreview } from '../../../src/protocol/webview';
import { Button, Icon, Select, Spinner, Tag } from '../ui';
import { useApp } from '../state/appContext';
import { Markdown } from './Markdown';
import { useL10n, type L10n } from '../l10n';

const SINCE = [1, 7, 30, 90] as const;
const MIN_CONF = [0.3, 0.5, 0.7] as const;
const EVOLVE_TIMEOUT_MS = 120_000;

type Phase =
  | { step: 'previewing' }
  | { step: 'preview'; result: EvolvePreview }
  | { step: 'applying'; result: EvolvePreview }
  | { step: 'error'; message: string };

export function EvolvePanel({ onClose }: { onClose: () => void }) {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const [sinceDays, setSince] = useState<number>(7);
  const [minConfidence, setMin] = useState<number>(0.5);
  const [phase, setPhase] = useState<Phase>({ step: 'previewing' });
  const [showReport, setShowReport] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The preview re-runs when the options change, not when unrelated app state does.
  const announce = useRef(app.announce);
  announce.current = app.announce;
  const l10n = useRef(l);
  l10n.current = l;
  const channel = app.channel;
  const preview = useCallback(async () => {
    setPhase({ step: 'previewing' });
    try {
      const result = await channel.request('evolve', { dryRun: true, sinceDays, minConfidence }, EVOLVE_TIMEOUT_MS);
      setPhase({ step: 'preview', result });
      announce.current(l10n.current.t('evolve.announce.preview', { summary: summary(result, l10n.current) }));
    } catch (e) {
      setPhase({ step: 'error', message: (e as Error).message });
      announce.current(l10n.current.t('evolve.announce.previewFailed', { message: (e as Error).message }), 'error');
    }
  }, [channel, sinceDays, minConfidence]);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  useEffect(() => {
    void preview();
  }, [preview]);

  const apply = async (result: EvolvePreview) => {
    setPhase({ step: 'applying', result });
    try {
      const applied = await app.channel.request(
        'evolve',
        { dryRun: false, sinceDays, minConfidence },
        EVOLVE_TIMEOUT_MS,
      );
      app.announce(t('evolve.announce.applied', { summary: summary(applied, l) }));
      onClose();
      if (applied.instincts.length + applied.skills.length > 0) app.navigate('learned');
    } catch (e) {
      setPhase({ step: 'error', message: (e as Error).message });
      app.announce(t('evolve.announce.failed', { message: (e as Error).message }), 'error');
    }
  };

  const result = phase.step === 'preview' || phase.step === 'applying' ? phase.result : null;
  const changes = result ? result.instincts.length + result.skills.length : 0;
  return (
    <section
      className="evolve-panel"
      role="region"
      aria-labelledby="evolve-heading"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <div className="section-head">
        <h2 id="evolve-heading" className="section-title" tabIndex={-1} ref={headingRef}>
          <Icon name="sparkle" /> {t('evolve.title')} <Tag tone="preview">{t('evolve.previewTag')}</Tag>
        </h2>
        <Button secondary icon="close" label={t('evolve.close.label')} onClick={onClose}>
          {t('evolve.close')}
        </Button>
      </div>
      <div className="toolbar-row">
        <label className="inline-label">
          {t('evolve.window')}{' '}
          <Select
            label={t('evolve.window.label')}
            value={sinceDays}
            options={SINCE.map((value) => ({
              value,
              label: value === 1 ? t('evolve.window.day') : t('evolve.window.days', { count: value }),
            }))}
            onChange={setSince}
          />
        </label>
        <label className="inline-label">
          {t('evolve.minConfidence')}{' '}
          <Select
            label={t('evolve.minConfidence.label')}
            value={minConfidence}
            options={MIN_CONF.map((value) => ({ value, label: t('evolve.atLeast', { value: l.number(value, 1) }) }))}
            onChange={setMin}
          />
        </label>
      </div>
      {phase.step === 'previewing' ? <Spinner label={t('evolve.previewing')} /> : null}
      {phase.step === 'error' ? (
        <div className="error-box" role="alert">
          <p>
            <Icon name="error" /> {phase.message}
          </p>
          <Button secondary icon="refresh" onClick={() => void preview()}>
            {t('evolve.tryAgain')}
          </Button>
        </div>
      ) : null}
      {result ? (
        <>
          <p className="preview-summary">
            <strong>{t('evolve.dryRun')}</strong> {changes ? summary(result, l) : t('evolve.nothing')}
          </p>
          {changes === 0 ? (
            <p className="muted">{t('evolve.noChangeHelp', { min: l.number(minConfidence, 1) })}</p>
          ) : null}
          <ChangeList title={t('evolve.instincts', { count: result.instincts.length })} items={result.instincts} />
          <ChangeList title={t('evolve.skills', { count: result.skills.length })} items={result.skills} />
          {result.ignored.length ? (
            <details className="ignored">
              <summary>
                {t('evolve.ignored', { observations: l.plural('count.observation', result.ignored.length) })}
              </summary>
              <ul>
                {result.ignored.slice(0, 50).map((o, i) => (
                  <li key={i}>
                    {o.observation} <span className="muted">— {o.reason}</span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {result.report ? (
            <>
              <button
                type="button"
                className="disclosure"
                aria-expanded={showReport}
                onClick={() => setShowReport(!showReport)}
              >
                <Icon name={showReport ? 'chevron-down' : 'chevron-right'} /> {t('evolve.report')}
              </button>
              {showReport ? <Markdown text={result.report} className="report" /> : null}
            </>
          ) : null}
          <div className="card-actions">
            <Button
              icon="check"
              disabled={phase.step === 'applying' || changes === 0}
              onClick={() => void apply(result)}
            >
              {phase.step === 'applying' ? t('evolve.applying') : t('evolve.apply')}
            </Button>
            <Button secondary icon="refresh" disabled={phase.step === 'applying'} onClick={() => void preview()}>
              {t('evolve.previewAgain')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

function ChangeList({ title, items }: { title: string; items: EvolvePreview['instincts'] }) {
  const l = useL10n();
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="detail-title">{title}</h3>
      <ul className="changes">
        {items.map((it) => (
          <li key={it.id}>
            <Tag tone={it.change === 'created' ? 'created' : 'updated'}>
              {l.t(it.change === 'created' ? 'evolve.new' : 'evolve.updated')}
            </Tag>{' '}
            <span className="mono">[{l.number(it.confidence)}]</span> {it.title}
          </li>
        ))}
      </ul>
    </>
  );
}

function summary(r: EvolvePreview, l: L10n): string {
  const created = r.instincts.filter((i) => i.change === 'created').length;
  const parts = [];
  if (r.instincts.length)
    parts.push(l.t('evolve.summary.instincts', { instincts: l.plural('count.instinct', r.instincts.length), created }));
  if (r.skills.length) parts.push(l.plural('count.skill', r.skills.length));
  if (r.ignored.length) parts.push(l.t('evolve.summary.ignored', { count: r.ignored.length }));
  return parts.length ? parts.join(', ') : l.t('evolve.summary.none');
}
