// Instincts and skills together, strongest first, with a filter. Two keys of data: each
// renders as soon as it arrives.
import type { LearnedItem } from '../../../src/protocol/webview';
import { Button, EmptyState, NavList, Spinner } from '../ui';
import { useApp, runAction } from '../state/appContext';
import { useEntry, type Entry } from '../state/dataStore';
import { levels } from '../model/levels';
import { LearnedCard } from './LearnedCard';
import { useL10n } from '../l10n';
import { Rich } from '../l10n/Rich';

const FILTERS = ['all', 'instinct', 'skill'] as const;
/** docs/seeds/000.md §6: an instinct becomes a skill rule from this confidence on. */
const SKILL_THRESHOLD = 0.7;

export function Learned() {
  const app = useApp();
  const l = useL10n();
  const { t } = l;
  const instincts = useEntry(app.store, 'instincts');
  const skills = useEntry(app.store, 'skills');
  const filter = app.ui.learnedFilter;
  const wanted = [...(filter !== 'skill' ? [instincts] : []), ...(filter !== 'instinct' ? [skills] : [])];
  const items: LearnedItem[] = wanted.flatMap((e) => (e.state === 'ok' ? e.data : []));
  items.sort((a, b) => b.confidence - a.confidence || a.title.localeCompare(b.title));
  const loading = wanted.some((e) => e.state === 'loading');
  const problems = wanted.flatMap((e) => (e.state === 'error' ? [e.message] : []));

  return (
    <div className="stack">
      <div className="toolbar-row">
        <div className="segmented" role="radiogroup" aria-label={t('learned.show')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              role="radio"
              aria-checked={filter === f}
              className={filter === f ? 'selected' : ''}
              onClick={() => app.setUi({ learnedFilter: f })}
            >
              {t(`learned.filter.${f}`)}
              {f !== 'all' ? (
                <span className="count">{countOf(f === 'instinct' ? instincts : skills) || ''}</span>
              ) : null}
            </button>
          ))}
        </div>
        {items.length > 0 ? (
          <Button
            icon="sparkle"
            secondary
            className="push-right"
            label={t('learned.evolve.label')}
            onClick={() => app.openEvolve()}
          >
            {t('learned.evolve')}
          </Button>
        ) : null}
      </div>
      {items.length > 0 ? (
        <>
          <Legend />
          <NavList label={filter === 'all' ? t('learned.list.all') : t(`learned.filter.${filter}`)}>
            {items.map((it) => (
              <LearnedCard key={`${it.kind}:${it.id}`} item={it} />
            ))}
          </NavList>
        </>
      ) : loading ? (
        <Spinner label={t('learned.loading')} />
      ) : problems.length === wanted.length && problems.length > 0 ? (
        <EmptyState icon="warning" title={t('learned.error')}>
          <p>{problems.join(' · ')}</p>
        </EmptyState>
      ) : (
        <EmptyState
          icon="lightbulb"
          title={t('learned.empty.title')}
          actions={
            <>
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
              <Button icon="sparkle" secondary label={t('learned.evolve.label')} onClick={() => app.openEvolve()}>
                {t('learned.evolve')}
              </Button>
            </>
          }
        >
          <p>
            <Rich
              text={t('learned.empty.body', { threshold: l.number(SKILL_THRESHOLD, 1) })}
              parts={{
                command: <strong>{t('command.recordObservation')}</strong>,
                evolve: <strong>{t('learned.evolveWord')}</strong>,
              }}
            />
          </p>
        </EmptyState>
      )}
    </div>
  );
}

function countOf(e: Entry<'instincts'> | Entry<'skills'>): number {
  return e.state === 'ok' ? e.data.length : 0;
}

function Legend() {
  const { scale } = useApp();
  const l10n = useL10n();
  return (
    <ul className="legend" aria-label={l10n.t('learned.levels')}>
      {levels(scale.levels, l10n.language).map((l) => (
        <li
          key={l.id}
          className={`level-${l.id}`}
          title={l10n.t('learned.level.tooltip', { label: l.label, min: l10n.number(l.min, 1), action: l.action })}
        >
          <span className="swatch" aria-hidden="true" />
          {l.label}
        </li>
      ))}
    </ul>
  );
}
