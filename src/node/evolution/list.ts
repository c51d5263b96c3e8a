// Learned documents for the sidebar and the CLI: instincts and skills with their confidence
// (and the confidence after the age decay of docs/seeds/000.md §5.3), level, rules and evidence.
import type { WorkspacePaths } from '../../core/paths';
import { decayedConfidence, levelOf, round2, type ConfidenceLevel } from '../../core/scoring';
import type { InstinctDoc, SkillDoc } from '../../core/evolve/types';
import { loadInstincts, loadSkills } from './learnedFiles';

export interface ListedInstinct extends Omit<InstinctDoc, 'source'> {
  path: string;
  /** Confidence minus 0.02 per week since it was last seen (what eviction ranks by). */
  effectiveConfidence: number;
  effectiveLevel: ConfidenceLevel;
}

export interface ListedSkill extends Omit<SkillDoc, 'source'> {
  path: string;
}

export function listInstincts(paths: WorkspacePaths, now: Date = new Date()): ListedInstinct[] {
  return loadInstincts(paths)
    .map(({ source: _s, ...d }) => {
      const eff = round2(decayedConfidence(d.confidence, d.lastSeen || d.updated, now));
      return { ...d, path: `instincts/${d.id}.md`, effectiveConfidence: eff, effectiveLevel: levelOf(eff) };
    })
    .sort((a, b) => b.effectiveConfidence - a.effectiveConfidence || a.id.localeCompare(b.id));
}

export function listSkills(paths: WorkspacePaths): ListedSkill[] {
  return loadSkills(paths)
    .map(({ source: _s, ...d }) => ({ ...d, path: `skills/${d.id}/SKILL.md` }))
    .sort((a, b) => b.confidence - a.confidence || a.id.localeCompare(b.id));
}
