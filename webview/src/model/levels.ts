// Seed 000's confidence scale, from the core (one definition for the whole product), shaped
// for display: each level with its label and the action it recommends, in the interface language.
import { FACTORS, LEVELS as CORE_LEVELS, levelInfo, type ConfidenceLevel } from '../../../src/core/scoring';
import type { Language } from '../l10n';

export type LevelId = ConfidenceLevel;

export interface Level {
  id: LevelId;
  label: string;
  min: number;
  action: string;
}

const toLevel = (l: (typeof CORE_LEVELS)[number], language: Language): Level => ({ id: l.level, label: l.label[language], min: l.min, action: l.actionLabel[language] });

export function levels(language: Language = 'en'): readonly Level[] {
  return CORE_LEVELS.map((l) => toLevel(l, language));
}

export function levelOf(confidence: number, language: Language = 'en'): Level {
  return toLevel(levelInfo(confidence), language);
}

/** Seed 000's user validation (+0.2) and contradiction (-0.3). */
export const CONFIRM_DELTA = FACTORS.userValidation;
export const CONTRADICT_DELTA = FACTORS.contradiction;
