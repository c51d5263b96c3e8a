// Instincts and skills together, strongest first, with a filter. Two keys of data: each
// renders as soon as it arrives.
import type { LearnedItem } from '../../../src/protocol/webview';
import { Button, EmptyState, NavList, Spinner } from '../ui';
import { useApp, runAction } from '../state/appContext';
import { useEntry, type Entry } from '../state/dataStore';
import { LearnedCard } from './LearnedCard';

const FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'instinct', label: 'Instincts' },
  { id: 'skill', label: 'Skills' },
] as const;

export function Learned() {
  const app = useApp();
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
      <div className="segmented" role="radiogroup" aria-label="Show">
        {FILTERS.map((f) => (
          <button key={f.id} type="button" role="radio" aria-checked={filter === f.id} className={filter === f.id ? 'selected' : ''} onClick={() => app.setUi({ learnedFilter: f.id })}>
            {f.label}
            {f.id !== 'all' ? <span className="count">{countOf(f.id === 'instinct' ? instincts : skills) || ''}</span> : null}
          </button>
        ))}
      </div>
        {items.length > 0 ? (
          <Button icon="sparkle" secondary className="push-right" label="Evolve: preview what would change, then apply" onClick={() => app.openEvolve()}>
            Evolve…
          </Button>
        ) : null}
      </div>
      {items.length > 0 ? (
        <>
          <Legend />
          <NavList label={filter === 'skill' ? 'Skills' : filter === 'instinct' ? 'Instincts' : 'Instincts and skills'}>
            {items.map((it) => (
              <LearnedCard key={`${it.kind}:${it.id}`} item={it} />
            ))}
          </NavList>
        </>
      ) : loading ? (
        <Spinner label="Loading what ACT learned…" />
      ) : problems.length === wanted.length && problems.length > 0 ? (
        <EmptyState icon="warning" title="Could not load what ACT learned">
          <p>{problems.join(' · ')}</p>
        </EmptyState>
      ) : (
        <EmptyState
          icon="lightbulb"
          title="Nothing learned yet"
          actions={
            <>
              <Button icon="add" onClick={() => void runAction(app, () => app.channel.request('runCommand', { command: 'act.recordObservation' }), (r) => r.message)}>
                Record Observation
              </Button>
              <Button icon="sparkle" secondary label="Evolve: preview what would change, then apply" onClick={() => app.openEvolve()}>
                Evolve…
              </Button>
            </>
          }
        >
          <p>
            ACT learns from your commits, tests, edits and chat feedback, or from <strong>ACT: Record Observation</strong>. When the same thing is observed at
            least 3 times with enough confidence, <strong>Evolve</strong> turns it into an instinct (a suggestion) and, once confident (≥ 0.7), into a skill
            rule.
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
  const { levels } = useApp().scale;
  return (
    <ul className="legend" aria-label="Confidence levels">
      {levels.map((l) => (
        <li key={l.id} className={`level-${l.id}`} title={`${l.label} (≥ ${l.min.toFixed(1)}): ${l.action}`}>
          <span className="swatch" aria-hidden="true" />
          {l.label}
        </li>
      ))}
    </ul>
  );
}
