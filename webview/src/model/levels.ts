// Seed 000's confidence scale, from the core (one definition for the whole product), shaped
// for display: each level with its English label and the action it recommends.
import { FACTORS, LEVELS as CORE_LEVELS, levelInfo, type ConfidenceLevel } from '../../../src/core/scoring';

export type LevelId = ConfidenceLevel;

export interface Level {
  id: LevelId;
  label: string;
  min: number;
  action: string;
}

const toLevel = (l: (typeof CORE_LEVELS)[number]): Level => ({ id: l.level, label: l.label.en, min: l.min, action: l.actionLabel.en });

export const LEVELS: readonly Level[] = CORE_LEVELS.map(toLevel);

export function levelOf(confidence: number): Level {
  return toLevel(levelInfo(confidence));
}

/** Seed 000's user validation (+0.2) and contradiction (-0.3). */
export const CONFIRM_DELTA = FACTORS.userValidation;
export const CONTRADICT_DELTA = FACTORS.contradiction;
