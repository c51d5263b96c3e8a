// Activity and health: observations over time by type, win/loss, evolution history, health
// figures. Each block renders from its own key as soon as it arrives.
import type { ActivityData, HealthData, StatusData } from '../../../src/protocol/webview';
import { Button, EmptyState, Icon, Select, Spinner, Tag } from '../ui';
import { formatPercent, plural, relativeTime } from '../model/format';
import { runAction, useApp } from '../state/appContext';
import { useEntry } from '../state/dataStore';
import { StackedBars } from '../charts/StackedBars';
import { SplitBar } from '../charts/SplitBar';

const DAYS = [
  { value: 7, label: 'Last 7 days' },
  { value: 30, label: 'Last 30 days' },
  { value: 90, label: 'Last 90 days' },
] as const;

export function Activity() {
  const app = useApp();
  const activity = useEntry(app.store, 'activity');
  const health = useEntry(app.store, 'health');
  const status = useEntry(app.store, 'status');
  return (
    <div className="stack">
      <section aria-labelledby="h-activity">
        <div className="section-head">
          <h2 id="h-activity" className="section-title">
            Observations
          </h2>
          <Select label="Period" value={app.ui.activityDays} options={DAYS} onChange={(v) => app.setUi({ activityDays: v })} />
        </div>
        {activity.state === 'ok' ? (
          <ActivityBlock data={activity.data} days={app.ui.activityDays} status={status.state === 'ok' ? status.data : null} />
        ) : activity.state === 'loading' ? (
          <Spinner label="Loading activity…" />
        ) : (
          <p className="muted">Activity is unavailable: {activity.message}</p>
        )}
      </section>
      <section aria-labelledby="h-health">
        <h2 id="h-health" className="section-title">
          Health
        </h2>
        {health.state === 'ok' ? <HealthBlock data={health.data} /> : health.state === 'loading' ? <Spinner label="Loading health…" /> : <p className="muted">Health figures are unavailable: {health.message}</p>}
        {status.state === 'ok' && status.data.rejectedTotal > 0 ? (
          <p className="warning-line">
            <Icon name="warning" /> {plural(status.data.rejectedTotal, 'log line')} rejected (kept in <code>.act/rejected.jsonl</code>).{' '}
            <button type="button" className="link" onClick={() => void runAction(app, () => app.channel.request('runCommand', { command: 'act.showLog' }), (r) => r.message)}>
              Show log
            </button>
          </p>
        ) : null}
      </section>
    </div>
  );
}

export function ActivityBlock({ data, days, status }: { data: ActivityData; days: number; status: StatusData | null }) {
  const app = useApp();
  const types = app.scale.observationTypes;
  const series = data.series.slice(-days);
  const totals = Object.fromEntries(types.map((t) => [t, series.reduce((s, d) => s + (d.counts[t] ?? 0), 0)])) as Record<string, number>;
  const total = types.reduce((s, t) => s + totals[t], 0);
  const wins = series.reduce((s, d) => s + d.wins, 0);
  const losses = series.reduce((s, d) => s + d.losses, 0);
  if (total === 0 && (status?.total ?? 0) === 0 && data.evolutions.length === 0)
    return (
      <EmptyState
        icon="pulse"
        title="No observations yet"
        actions={
          <Button icon="add" onClick={() => void runAction(app, () => app.channel.request('runCommand', { command: 'act.recordObservation' }), (r) => r.message)}>
            Record Observation
          </Button>
        }
      >
        <p>
          Run <strong>ACT: Record Observation</strong>, or just work: ACT learns from your commits, test runs, edits and chat feedback. Other tools can append
          to <code>.act/observations.jsonl</code> too.
        </p>
      </EmptyState>
    );
  return (
    <>
      <StackedBars series={series} types={types} />
      <ul className="legend" aria-label="Observation types">
        {types.map((t) => (
          <li key={t} className={`type-${t}`}>
            <span className="swatch" aria-hidden="true" />
            {t} <strong>{totals[t]}</strong>
          </li>
        ))}
      </ul>
      <p className="muted">
        {plural(total, 'observation')} in this period{status ? ` · ${status.total} known in all` : ''}
      </p>
      <h3 className="detail-title">Wins and losses</h3>
      <SplitBar left={wins} right={losses} leftLabel="wins" rightLabel="losses" />
      <p className="muted">
        {wins} wins · {losses} losses · win rate {formatPercent(wins + losses ? wins / (wins + losses) : null)}
      </p>
      <h3 className="detail-title">Evolution history</h3>
      {data.evolutions.length === 0 ? (
        <p className="muted">Evolve has not run yet.</p>
      ) : (
        <ol className="evolutions">
          {data.evolutions.slice(0, 12).map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <span className="muted">{relativeTime(e.at)}</span> {e.dryRun ? <Tag>dry run</Tag> : null} {plural(e.instincts, 'instinct')}, {plural(e.skills, 'skill')},{' '}
              {e.ignored} ignored
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function HealthBlock({ data }: { data: HealthData }) {
  if (data.figures.length === 0) return <p className="muted">No health figure yet.</p>;
  return (
    <dl className="figures">
      {data.figures.map((f) => (
        <div key={f.label} className={`figure${f.ok === false ? ' bad' : f.ok ? ' good' : ''}`} title={f.hint}>
          <dt>{f.label}</dt>
          <dd>
            {f.ok === undefined ? null : <Icon name={f.ok ? 'pass' : 'warning'} label={f.ok ? 'on target' : 'off target'} />} {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
