// Seed 000's confidence scale: five levels, each with the action it recommends.
export type LevelId = 'noise' | 'tentative' | 'probable' | 'certain' | 'established';

export interface Level {
  id: LevelId;
  label: string;
  min: number;
  action: string;
}

export const LEVELS: readonly Level[] = [
  { id: 'noise', label: 'Noise', min: 0, action: 'ignored' },
  { id: 'tentative', label: 'Tentative', min: 0.3, action: 'suggested, asks for confirmation' },
  { id: 'probable', label: 'Probable', min: 0.5, action: 'proposed, applied unless you object' },
  { id: 'certain', label: 'Certain', min: 0.7, action: 'applied automatically' },
  { id: 'established', label: 'Established', min: 0.9, action: 'permanent rule' },
];

export function levelOf(confidence: number): Level {
  const c = Number.isFinite(confidence) ? confidence : 0;
  for (let i = LEVELS.length - 1; i >= 0; i--) if (c >= LEVELS[i].min) return LEVELS[i];
  return LEVELS[0];
}

/** Seed 000's user validation (+0.2) and contradiction (-0.3). */
export const CONFIRM_DELTA = 0.2;
export const CONTRADICT_DELTA = -0.3;
