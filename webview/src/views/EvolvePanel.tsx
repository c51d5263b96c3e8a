// Evolve in two steps: a dry run shows what would change (new and updated instincts and skills,
// what was ignored and why), then Apply writes it. Nothing is written before Apply.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EvolvePreview } from '../../../src/protocol/webview';
import { Button, Icon, Select, Spinner, Tag } from '../ui';
import { formatConfidence, plural } from '../model/format';
import { useApp } from '../state/appContext';
import { Markdown } from './Markdown';

const SINCE = [
  { value: 1, label: 'last day' },
  { value: 7, label: 'last 7 days' },
  { value: 30, label: 'last 30 days' },
  { value: 90, label: 'last 90 days' },
] as const;
const MIN_CONF = [
  { value: 0.3, label: '≥ 0.3' },
  { value: 0.5, label: '≥ 0.5' },
  { value: 0.7, label: '≥ 0.7' },
] as const;
const EVOLVE_TIMEOUT_MS = 120_000;

type Phase = { step: 'previewing' } | { step: 'preview'; result: EvolvePreview } | { step: 'applying'; result: EvolvePreview } | { step: 'error'; message: string };

export function EvolvePanel({ onClose }: { onClose: () => void }) {
  const app = useApp();
  const [sinceDays, setSince] = useState<number>(7);
  const [minConfidence, setMin] = useState<number>(0.5);
  const [phase, setPhase] = useState<Phase>({ step: 'previewing' });
  const [showReport, setShowReport] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The preview re-runs when the options change, not when unrelated app state does.
  const announce = useRef(app.announce);
  announce.current = app.announce;
  const channel = app.channel;
  const preview = useCallback(async () => {
    setPhase({ step: 'previewing' });
    try {
      const result = await channel.request('evolve', { dryRun: true, sinceDays, minConfidence }, EVOLVE_TIMEOUT_MS);
      setPhase({ step: 'preview', result });
      announce.current(`Preview: ${summary(result)}`);
    } catch (e) {
      setPhase({ step: 'error', message: (e as Error).message });
      announce.current(`Evolve preview failed: ${(e as Error).message}`, 'error');
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
      const applied = await app.channel.request('evolve', { dryRun: false, sinceDays, minConfidence }, EVOLVE_TIMEOUT_MS);
      app.announce(`Evolve applied: ${summary(applied)}`);
      onClose();
      if (applied.instincts.length + applied.skills.length > 0) app.navigate('learned');
    } catch (e) {
      setPhase({ step: 'error', message: (e as Error).message });
      app.announce(`Evolve failed: ${(e as Error).message}`, 'error');
    }
  };

  const result = phase.step === 'preview' || phase.step === 'applying' ? phase.result : null;
  const changes = result ? result.instincts.length + result.skills.length : 0;
  return (
    <section className="evolve-panel" role="region" aria-labelledby="evolve-heading" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="section-head">
        <h2 id="evolve-heading" className="section-title" tabIndex={-1} ref={headingRef}>
          <Icon name="sparkle" /> Evolve
        </h2>
        <Button secondary icon="close" label="Close Evolve" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="toolbar-row">
        <label className="inline-label">
          Observations from the <Select label="Analysis window" value={sinceDays} options={SINCE} onChange={setSince} />
        </label>
        <label className="inline-label">
          Mean confidence <Select label="Minimum mean confidence" value={minConfidence} options={MIN_CONF} onChange={setMin} />
        </label>
      </div>
      {phase.step === 'previewing' ? <Spinner label="Computing what would change (dry run)…" /> : null}
      {phase.step === 'error' ? (
        <div className="error-box" role="alert">
          <p>
            <Icon name="error" /> {phase.message}
          </p>
          <Button secondary icon="refresh" onClick={() => void preview()}>
            Try again
          </Button>
        </div>
      ) : null}
      {result ? (
        <>
          <p className="preview-summary">
            <strong>Dry run:</strong> {changes ? summary(result) : 'nothing would change.'}
          </p>
          {changes === 0 ? (
            <p className="muted">
              A pattern needs at least 3 similar observations with a mean confidence of {minConfidence} or more, and no recent contradiction. Record more
              observations or widen the window.
            </p>
          ) : null}
          <ChangeList title="Instincts" items={result.instincts} />
          <ChangeList title="Skills" items={result.skills} />
          {result.ignored.length ? (
            <details className="ignored">
              <summary>{plural(result.ignored.length, 'observation')} ignored</summary>
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
              <button type="button" className="disclosure" aria-expanded={showReport} onClick={() => setShowReport(!showReport)}>
                <Icon name={showReport ? 'chevron-down' : 'chevron-right'} /> Full report
              </button>
              {showReport ? <Markdown text={result.report} className="report" /> : null}
            </>
          ) : null}
          <div className="card-actions">
            <Button icon="check" disabled={phase.step === 'applying' || changes === 0} onClick={() => void apply(result)}>
              {phase.step === 'applying' ? 'Applying…' : 'Apply'}
            </Button>
            <Button secondary icon="refresh" disabled={phase.step === 'applying'} onClick={() => void preview()}>
              Preview again
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

function ChangeList({ title, items }: { title: string; items: EvolvePreview['instincts'] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="detail-title">
        {title} ({items.length})
      </h3>
      <ul className="changes">
        {items.map((it) => (
          <li key={it.id}>
            <Tag tone={it.change === 'created' ? 'created' : 'updated'}>{it.change === 'created' ? 'new' : 'updated'}</Tag> <span className="mono">[{formatConfidence(it.confidence)}]</span> {it.title}
          </li>
        ))}
      </ul>
    </>
  );
}

function summary(r: EvolvePreview): string {
  const created = r.instincts.filter((i) => i.change === 'created').length;
  const parts = [];
  if (r.instincts.length) parts.push(`${plural(r.instincts.length, 'instinct')} (${created} new)`);
  if (r.skills.length) parts.push(plural(r.skills.length, 'skill'));
  if (r.ignored.length) parts.push(`${r.ignored.length} ignored`);
  return parts.length ? parts.join(', ') : 'no change';
}
