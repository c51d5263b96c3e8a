// docs/seeds/000.md §4.2: a pattern is significant only with "no recent contradiction (last 7 days)".
// For each candidate group, look for observations that contradict the group's stance, inside
// the group (a minority saying the opposite) and outside it (found through a term index, so
// the search stays bounded). Older contradictions inside the window cost -0.3 instead.
import { NAMING_STYLES } from '../text/normalize';
import { findContradiction, type Contradiction } from './contradiction';
import type { AnalysedGroup, Corpus, ObsRecord } from './groups';

export const RECENT_DAYS = 7;
const MAX_UNITS_SCANNED = 3000;
const DAY_MS = 86_400_000;

export interface GroupConflict {
  /** A contradiction seen in the last 7 days: the group is not learned. */
  blockedBy?: { record: ObsRecord; why: Contradiction };
  /** An older contradiction inside the window: -0.3 on the group's confidence. */
  olderBy?: { record: ObsRecord; why: Contradiction };
}

/** Subject term -> units containing it (all units in scope, window or recent). */
export function buildTermIndex(corpus: Corpus): Map<string, number[]> {
  const index = new Map<string, number[]>();
  corpus.units.forEach((u, i) => {
    for (const t of u.analysis.terms) {
      const list = index.get(t);
      if (list) list.push(i);
      else index.set(t, [i]);
    }
  });
  return index;
}

export function groupConflict(
  corpus: Corpus,
  index: Map<string, number[]>,
  g: AnalysedGroup,
  now: Date,
): GroupConflict {
  const recentStart = now.getTime() - RECENT_DAYS * DAY_MS;
  const candidates: number[] = [...g.units];
  const seen = new Set(candidates);
  const terms = g.keywords.slice(0, 4).map((k) => k.term);
  if (g.stance.naming.length) terms.push(...NAMING_STYLES);
  for (const term of terms) {
    const list = index.get(term) ?? [];
    // Newest first: recent contradictions are the ones that block.
    for (let p = list.length - 1; p >= 0 && candidates.length < MAX_UNITS_SCANNED; p--) {
      if (!seen.has(list[p])) {
        seen.add(list[p]);
        candidates.push(list[p]);
      }
    }
  }
  const result: GroupConflict = {};
  for (const u of candidates) {
    // One stance per (text, type); the newest record of each type decides recency. A text
    // comes with one or two types: a short list, not a map per text (thousands per group).
    const newest: ObsRecord[] = [];
    for (const r of corpus.units[u].records) {
      const rec = corpus.records[r];
      let k = 0;
      while (k < newest.length && newest[k]!.o.type !== rec.o.type) k++;
      if (k === newest.length) newest.push(rec);
      else if (rec.t > newest[k]!.t) newest[k] = rec;
    }
    for (const rec of newest) {
      const why = findContradiction(g.stance, corpus.stance(u, rec.o.type));
      if (!why) continue;
      if (rec.t >= recentStart) return { blockedBy: { record: rec, why } };
      if (rec.inWindow && !result.olderBy) result.olderBy = { record: rec, why };
    }
  }
  return result;
}
