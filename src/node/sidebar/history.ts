// Confidence over time of an instinct or a skill rule, from the store's `scores` table (written
// by Evolve, by contradictions, and by the sidebar's confirm / contradict).
import type { HistoryPoint } from '../../protocol/webview';
import type { Store } from '../store/store';

const MAX_POINTS = 500;

/** Keys under which a learned item's scores were recorded (Evolve keys rules by their text). */
export function historyKeys(
  kind: 'instinct' | 'skill',
  id: string,
  ruleText?: string,
  promotedFrom?: string,
): Array<[string, string]> {
  if (kind === 'instinct') return [['instinct', id]];
  const [skill] = id.split('#', 1);
  const keys: Array<[string, string]> = [['skill', id]];
  if (ruleText) keys.push(['skill', `${skill}:${ruleText}`]);
  // A rule promoted from an instinct keeps the instinct's past.
  if (promotedFrom) keys.push(['instinct', promotedFrom]);
  return keys;
}

export function confidenceHistory(store: Store, keys: Array<[string, string]>): HistoryPoint[] {
  if (keys.length === 0) return [];
  const where = keys.map(() => '(kind = ? AND key = ?)').join(' OR ');
  const rows = store.all<{ at: string; confidence: number; reason: string | null }>(
    `SELECT at, confidence, reason FROM scores WHERE ${where} ORDER BY at`,
    keys.flat(),
  );
  // One point per moment: a promotion is recorded for the instinct and for its new rule.
  const points: HistoryPoint[] = [];
  for (const r of rows) {
    const p = { at: r.at, confidence: r.confidence, reason: r.reason ?? undefined };
    if (points.length && points[points.length - 1].at === r.at) points[points.length - 1] = p;
    else points.push(p);
  }
  return points.slice(-MAX_POINTS);
}

export function recordScore(
  store: Store,
  kind: 'instinct' | 'skill',
  key: string,
  confidence: number,
  reason: string,
  at = new Date().toISOString(),
): void {
  store.run('INSERT OR REPLACE INTO scores (kind, key, confidence, at, reason) VALUES (?, ?, ?, ?, ?)', [
    kind,
    key,
    confidence,
    at,
    reason,
  ]);
  store.markDirty();
}
