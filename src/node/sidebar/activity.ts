// Activity of the sidebar, straight from the store: observations per UTC day by type (counts
// grouped in SQL, zero-filled here), wins (success) and losses (errors and corrections), and the
// evolution history.
import { OBSERVATION_TYPES, type ObservationType } from '../../core/observation';
import type { ActivityData, EvolutionEntry } from '../../protocol/webview';
import type { Store } from '../store/store';

const DAY_MS = 86_400_000;
const WIN_TYPES: ReadonlySet<ObservationType> = new Set(['success']);
const LOSS_TYPES: ReadonlySet<ObservationType> = new Set(['error', 'correction']);

const zero = () => Object.fromEntries(OBSERVATION_TYPES.map((t) => [t, 0])) as Record<ObservationType, number>;

export function activity(store: Store, days: number, now = Date.now()): ActivityData {
  const n = Math.max(1, Math.min(366, Math.floor(days)));
  const today = Math.floor(now / DAY_MS);
  const first = today - n + 1;
  const series: ActivityData['series'] = [];
  for (let d = first; d <= today; d++)
    series.push({ day: new Date(d * DAY_MS).toISOString().slice(0, 10), counts: zero(), wins: 0, losses: 0 });
  const rows = store.all<{ day: number; type: string; n: number }>(
    'SELECT ts_ms / 86400000 AS day, type, count(*) AS n FROM observations WHERE ts_ms >= ? AND ts_ms < ? GROUP BY day, type',
    [first * DAY_MS, (today + 1) * DAY_MS],
  );
  const totals = zero();
  let wins = 0;
  let losses = 0;
  for (const r of rows) {
    const slot = series[Math.floor(r.day) - first];
    const type = r.type as ObservationType;
    if (!slot || !(type in totals)) continue;
    slot.counts[type] += r.n;
    totals[type] += r.n;
    if (WIN_TYPES.has(type)) {
      slot.wins += r.n;
      wins += r.n;
    }
    if (LOSS_TYPES.has(type)) {
      slot.losses += r.n;
      losses += r.n;
    }
  }
  return {
    days: n,
    series,
    totals,
    wins,
    losses,
    winRate: wins + losses ? wins / (wins + losses) : null,
    evolutions: evolutionHistory(store, 50),
  };
}

export function evolutionHistory(store: Store, limit: number): EvolutionEntry[] {
  return store
    .all<{ at: string; dry_run: number; instincts: number; skills: number; ignored: number; duration_ms: number }>(
      'SELECT at, dry_run, instincts, skills, ignored, duration_ms FROM evolutions ORDER BY id DESC LIMIT ?',
      [limit],
    )
    .map((r) => ({
      at: r.at,
      dryRun: !!r.dry_run,
      instincts: r.instincts,
      skills: r.skills,
      ignored: r.ignored,
      durationMs: r.duration_ms,
    }));
}
