// Activity and health: observations over time by type, win/loss, evolution history, health
// figures. Each block renders from its own key as soon as it arrives.
import type { ActivityData, HealthData, StatusData } from '../../../src/protocol/webview';
import { Button, EmptyState, Icon, Select, Spinner, Tag } from '../ui';
import { runAction, useApp } from '../state/appContext';
import { useEntry } from '../state/dataStore';
import { StackedBars } from '../charts/StackedBars';
import { SplitBar } from '../charts/SplitBar';
import { useL10n } from '../l10n';
import { Rich } from '../l10n/Rich';
import { useThemePalette } from '../theme/useThemePalette';

const DAYS = [7, 30, 90] as const;

export function Activity() {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const activity = useEntry(app.store, 'activity');
  const health = useEntry(app.store, 'health');
  const status = useEntry(app.store, 'status');
  return (
    <div className="stack">
      <section aria-labelledby="h-activity">
        <div className="section-head">
          <h2 id="h-activity" className="section-title">
            {t('activity.observations')}
          </h2>
          <Select
            label={t('activity.period')}
            value={app.ui.activityDays}
            options={DAYS.map((value) => ({ value, label: t('activity.days', { count: value }) }))}
            onChange={(v) => app.setUi({ activityDays: v })}
          />
        </div>
        {activity.state === 'ok' ? (
          <ActivityBlock
            data={activity.data}
            days={app.ui.activityDays}
            status={status.state === 'ok' ? status.data : null}
          />
        ) : activity.state === 'loading' ? (
          <Spinner label={t('activity.loading')} />
        ) : (
          <p className="muted">{t('activity.unavailable', { message: activity.message })}</p>
        )}
      </section>
      <section aria-labelledby="h-health">
        <h2 id="h-health" className="section-title">
          {t('activity.health')}
        </h2>
        {health.state === 'ok' ? (
          <HealthBlock data={health.data} />
        ) : health.state === 'loading' ? (
          <Spinner label={t('activity.health.loading')} />
        ) : (
          <p className="muted">{t('activity.health.unavailable', { message: health.message })}</p>
        )}
        {status.state === 'ok' && status.data.rejectedTotal > 0 ? (
          <p className="warning-line">
            <Icon name="warning" />{' '}
            <Rich
              text={t('activity.rejected')}
              parts={{
                lines: l.plural('count.logLine', status.data.rejectedTotal),
                file: <code>.act/rejected.jsonl</code>,
              }}
            />{' '}
            <button
              type="button"
              className="link"
              onClick={() =>
                void runAction(
                  app,
                  () => app.channel.request('runCommand', { command: 'act.showLog' }),
                  (r) => r.message,
                )
              }
            >
              {t('activity.showLog')}
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
  const palette = useThemePalette();
  const l = useL10n();
  const { t } = l;
  const series = data.series.slice(-days);
  const totals = Object.fromEntries(
    types.map((t) => [t, series.reduce((s, d) => s + (d.counts[t] ?? 0), 0)]),
  ) as Record<string, number>;
  const total = types.reduce((s, t) => s + totals[t], 0);
  const wins = series.reduce((s, d) => s + d.wins, 0);
  const losses = series.reduce((s, d) => s + d.losses, 0);
  if (total === 0 && (status?.total ?? 0) === 0 && data.evolutions.length === 0)
    return (
      <EmptyState
        icon="pulse"
        title={t('activity.empty.title')}
        actions={
          <Button
            icon="add"
            onClick={() =>
              void runAction(
                app,
                () => app.channel.request('runCommand', { command: 'act.recordObservation' }),
                (r) => r.message,
              )
            }
          >
            {t('action.recordObservation')}
          </Button>
        }
      >
        <p>
          <Rich
            text={t('activity.empty.body')}
            parts={{
              command: <strong>{t('command.recordObservation')}</strong>,
              file: <code>.act/observations.jsonl</code>,
            }}
          />
        </p>
      </EmptyState>
    );
  return (
    <>
      <StackedBars series={series} types={types} />
      <ul className="legend" aria-label={t('activity.types')}>
        {types.map((type) => (
          <li key={type}>
            <span className="swatch" style={{ background: palette.observation[type] }} aria-hidden="true" />
            {t(`type.${type}`)} <strong>{totals[type]}</strong>
          </li>
        ))}
      </ul>
      <p className="muted">
        {t('activity.inPeriod', { observations: l.plural('count.observation', total) })}
        {status ? ` · ${t('activity.knownInAll', { count: status.total })}` : ''}
      </p>
      <h3 className="detail-title">{t('activity.winsLosses')}</h3>
      <SplitBar left={wins} right={losses} leftLabel={t('activity.wins')} rightLabel={t('activity.losses')} />
      <p className="muted">
        {t('activity.winRate', { wins, losses, rate: wins + losses ? l.percent(wins / (wins + losses)) : '–' })}
      </p>
      <h3 className="detail-title">{t('activity.evolutions')}</h3>
      {data.evolutions.length === 0 ? (
        <p className="muted">{t('activity.evolutions.none')}</p>
      ) : (
        <ol className="evolutions">
          {data.evolutions.slice(0, 12).map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <span className="muted">{l.relativeTime(e.at)}</span>{' '}
              {e.dryRun ? <Tag>{t('activity.dryRun')}</Tag> : null}{' '}
              {t('activity.evolution', {
                instincts: l.plural('count.instinct', e.instincts),
                skills: l.plural('count.skill', e.skills),
                ignored: e.ignored,
              })}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function HealthBlock({ data }: { data: HealthData }) {
  const { t } = useL10n();
  if (data.figures.length === 0) return <p className="muted">{t('health.none')}</p>;
  return (
    <dl className="figures">
      {data.figures.map((f) => (
        <div key={f.label} className={`figure${f.ok === false ? ' bad' : f.ok ? ' good' : ''}`} title={f.hint}>
          <dt>{f.label}</dt>
          <dd>
            {f.ok === undefined ? null : (
              <Icon name={f.ok ? 'pass' : 'warning'} label={t(f.ok ? 'health.onTarget' : 'health.offTarget')} />
            )}{' '}
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
