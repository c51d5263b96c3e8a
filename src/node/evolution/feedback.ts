// Confirm / contradict / delete from the sidebar (or the CLI): adjust a learned document's
// confidence and remember it, promote or mark as needed, and keep the suggestion precision of
// docs/seeds/000.md §12 metrics (confirmed vs contradicted suggestions).
import type { WorkspacePaths } from '../../core/paths';
import { planAdjustment, planDeletion, type AdjustOutcome } from '../../core/evolve/adjust';
import { FACTORS } from '../../core/scoring';
import { join } from 'node:path';
import { atomicWriteFile } from '../fsutil';
import { applyFileOps } from './applyFiles';
import { loadLearned, loadTombstones, TOMBSTONES_FILE } from './learnedFiles';
import { num, ratio, updateMetrics } from './metrics';

export const CONFIRM_DELTA = FACTORS.userValidation;
export const CONTRADICT_DELTA = FACTORS.contradiction;
/** What the sidebar's Confirm and Contradict add to a confidence (docs/seeds/000.md §9, §5.3). */
export const FEEDBACK_DELTAS = { confirm: CONFIRM_DELTA, contradict: CONTRADICT_DELTA } as const;
const MAX_TOMBSTONES = 200;

export interface AdjustResult extends Omit<AdjustOutcome, 'files'> {
  filesWritten: string[];
}

/**
 * Moves a document's confidence by `delta` (confirm = +0.2, contradict = -0.3). An instinct
 * reaching `skillThreshold` becomes a skill rule; a rule falling below it is kept but marked.
 * `id`: instinct slug, skill name (all its learned rules) or "skill#ruleId".
 */
export async function adjustConfidence(
  paths: WorkspacePaths,
  kind: 'instinct' | 'skill',
  id: string,
  delta: number,
  reason: string,
  options: { skillThreshold?: number; now?: Date } = {},
): Promise<AdjustResult> {
  const now = options.now ?? new Date();
  const learned = loadLearned(paths);
  const outcome = planAdjustment({
    existing: learned,
    kind,
    id,
    delta,
    reason,
    now,
    skillThreshold: options.skillThreshold ?? 0.7,
  });
  const filesWritten = applyFileOps(paths, outcome.files);
  // Precision of suggestions = confirmed / (confirmed + contradicted), from user feedback.
  updateMetrics(paths, 'suggestions', (cur) => {
    const confirmed = num(cur.confirmed) + (delta > 0 ? 1 : 0);
    const contradicted = num(cur.contradicted) + (delta < 0 ? 1 : 0);
    return {
      confirmed,
      contradicted,
      precision: ratio(confirmed, confirmed + contradicted),
      updated: now.toISOString(),
    };
  });
  if (outcome.promotedTo)
    updateMetrics(paths, 'evolution', (cur) => {
      const totals = { ...((cur.totals ?? {}) as Record<string, unknown>) };
      totals.instinctsPromoted = num(totals.instinctsPromoted) + 1;
      return {
        totals,
        instinctToSkillConversionRate: ratio(num(totals.instinctsPromoted), num(totals.instinctsCreated)),
      };
    });
  const { files: _files, ...rest } = outcome;
  return { ...rest, filesWritten };
}

/** Forgets a document (or one rule, "skill#ruleId"); its evidence alone will not bring it back. */
export async function deleteLearned(
  paths: WorkspacePaths,
  kind: 'instinct' | 'skill',
  id: string,
  options: { now?: Date } = {},
): Promise<{ filesWritten: string[] }> {
  const now = options.now ?? new Date();
  const learned = loadLearned(paths);
  const { files, tombstones } = planDeletion(learned, kind, id, now);
  const all = [...loadTombstones(paths), ...tombstones].slice(-MAX_TOMBSTONES);
  atomicWriteFile(join(paths.act, TOMBSTONES_FILE), JSON.stringify(all, null, 2) + '\n');
  return { filesWritten: [...applyFileOps(paths, files), TOMBSTONES_FILE] };
}
