// Win/loss statistics over time (docs/seeds/002.md §3.1 baseline stats): every judged message or explicit
// feedback is a row; stats are totals, win rate, and per-week trend, per origin.
import { createHash } from 'node:crypto';
import type { Store } from '../store/store';
import type { FeedbackStatsView } from '../../protocol/capture';

export interface FeedbackRow {
  at: string;
  kind: 'win' | 'loss' | 'neutral';
  correction: boolean;
  origin: string;
  session?: string;
  note?: string;
  /** Identity of the message, so re-importing a transcript does not count it twice. */
  messageKey?: string;
}

export type FeedbackStats = FeedbackStatsView;

export function recordFeedbackRow(store: Store, r: FeedbackRow): boolean {
  const hash = r.messageKey ? createHash('sha1').update(r.messageKey).digest('hex') : null;
  if (hash && store.get('SELECT 1 AS x FROM capture_feedback WHERE msg_hash = ?', [hash])) return false;
  const ms = Date.parse(r.at);
  store.run(
    'INSERT INTO capture_feedback (at, at_ms, kind, correction, origin, session, note, msg_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [
      r.at,
      Number.isNaN(ms) ? Date.now() : ms,
      r.kind,
      r.correction ? 1 : 0,
      r.origin,
      r.session ?? null,
      r.note ?? null,
      hash,
    ],
  );
  store.markDirty();
  return true;
}

/** Monday of the ISO week of `ms`, as YYYY-MM-DD. */
function weekOf(ms: number): string {
  const d = new Date(ms);
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day)).toISOString().slice(0, 10);
}

export function feedbackStats(store: Store, opts: { sinceMs?: number; weeks?: number } = {}): FeedbackStats {
  const rows = store.all<{ at: string; at_ms: number; kind: string; correction: number; origin: string }>(
    'SELECT at, at_ms, kind, correction, origin FROM capture_feedback WHERE at_ms >= ? ORDER BY at_ms',
    [opts.sinceMs ?? 0],
  );
  const s: FeedbackStats = {
    total: rows.length,
    wins: 0,
    losses: 0,
    neutral: 0,
    corrections: 0,
    winRate: null,
    byOrigin: {},
    weekly: [],
    last: null,
  };
  const weeks = new Map<string, { wins: number; losses: number }>();
  for (const r of rows) {
    const o = (s.byOrigin[r.origin] ??= { wins: 0, losses: 0, neutral: 0 });
    if (r.kind === 'win') {
      s.wins++;
      o.wins++;
    } else if (r.kind === 'loss') {
      s.losses++;
      o.losses++;
    } else {
      s.neutral++;
      o.neutral++;
    }
    if (r.correction) s.corrections++;
    if (r.kind !== 'neutral') {
      const w = weeks.get(weekOf(r.at_ms)) ?? { wins: 0, losses: 0 };
      if (r.kind === 'win') w.wins++;
      else w.losses++;
      weeks.set(weekOf(r.at_ms), w);
    }
  }
  s.winRate = s.wins + s.losses ? s.wins / (s.wins + s.losses) : null;
  s.weekly = [...weeks]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .slice(-(opts.weeks ?? 12))
    .map(([week, w]) => ({ week, ...w, winRate: w.wins + w.losses ? w.wins / (w.wins + w.losses) : null }));
  const last = rows[rows.length - 1];
  s.last = last ? { at: last.at, kind: last.kind, origin: last.origin } : null;
  return s;
}
