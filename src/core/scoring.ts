// Confidence scoring of docs/seeds/000.md §5: base by type, recency weight, frequency bonus, the factor
// table and the five levels. One rule keeps the factors from counting twice:
// - an observation's own `confidence` already holds its base and the correction bonus (the
//   correction range of docs/seeds/001.md §5 is the pattern range + 0.2), so it is taken as given;
// - "+0.1 per repetition" is the frequency bonus (1 + 0.1 x occurrences, capped at 1.3);
// - "-0.02 per week of age" applies to learned instincts/skills that are no longer re-observed
//   (observations themselves decay through the recency weight);
// - explicit user feedback and contradictions are the only additive factors on a group.
import { BASE_CONFIDENCE, type ObservationType } from './observation';

const DAY_MS = 86_400_000;

export const FACTORS = {
  explicitFeedback: 0.3,
  repetition: 0.1,
  correction: 0.2,
  agePerWeek: -0.02,
  contradiction: -0.3,
  /** The life cycle of docs/seeds/000.md §9: "Validation utilisateur (+0.2)". */
  userValidation: 0.2,
} as const;

export const FREQUENCY_CAP = 1.3;
export const RECENCY_DAYS = 30;

export type ConfidenceLevel = 'noise' | 'tentative' | 'probable' | 'certain' | 'established';
export type RecommendedAction = 'ignore' | 'suggest' | 'propose' | 'apply' | 'permanent';

export interface LevelInfo {
  level: ConfidenceLevel;
  min: number;
  max: number;
  action: RecommendedAction;
  label: { en: string; fr: string };
  actionLabel: { en: string; fr: string };
}

/** The scale of docs/seeds/000.md §5.1; a score on a boundary belongs to the higher level (0.7 is "certain"). */
export const LEVELS: readonly LevelInfo[] = [
  {
    level: 'noise',
    min: 0,
    max: 0.3,
    action: 'ignore',
    label: { en: 'Noise', fr: 'Bruit' },
    actionLabel: { en: 'ignored', fr: 'ignoré' },
  },
  {
    level: 'tentative',
    min: 0.3,
    max: 0.5,
    action: 'suggest',
    label: { en: 'Tentative', fr: 'Tentative' },
    actionLabel: { en: 'suggested, asks for confirmation', fr: 'suggéré, demande confirmation' },
  },
  {
    level: 'probable',
    min: 0.5,
    max: 0.7,
    action: 'propose',
    label: { en: 'Probable', fr: 'Probable' },
    actionLabel: { en: 'proposed, applied unless you object', fr: 'proposé, appliqué sauf objection' },
  },
  {
    level: 'certain',
    min: 0.7,
    max: 0.9,
    action: 'apply',
    label: { en: 'Certain', fr: 'Certain' },
    actionLabel: { en: 'applied automatically', fr: 'appliqué automatiquement' },
  },
  {
    level: 'established',
    min: 0.9,
    max: 1,
    action: 'permanent',
    label: { en: 'Established', fr: 'Établi' },
    actionLabel: { en: 'permanent rule', fr: 'règle permanente' },
  },
];

/** Rounding guard so 0.7000000000000001 and 0.6999999999999999 both read as 0.7. */
const EPS = 1e-9;

export function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

/** Two decimals, the precision shown to people and stored in front matter. */
export function round2(x: number): number {
  return Math.round(x * 100 + EPS) / 100;
}

export function levelInfo(confidence: number): LevelInfo {
  const c = clamp01(confidence);
  for (let i = LEVELS.length - 1; i >= 0; i--) if (c + EPS >= LEVELS[i].min) return LEVELS[i];
  return LEVELS[0];
}

export function levelOf(confidence: number): ConfidenceLevel {
  return levelInfo(confidence).level;
}

export function actionOf(confidence: number): RecommendedAction {
  return levelInfo(confidence).action;
}

/** Age in days of an ISO timestamp at `now`; future timestamps (clock skew) count as age 0. */
export function ageDays(timestamp: string, now: Date): number {
  const t = Date.parse(timestamp);
  if (Number.isNaN(t)) return Infinity;
  return Math.max(0, (now.getTime() - t) / DAY_MS);
}

/** recency_weight = exp(-days_old / 30). */
export function recencyWeight(daysOld: number): number {
  return Math.exp(-Math.max(0, daysOld) / RECENCY_DAYS);
}

/** frequency_bonus = min(1.3, 1 + occurrences x 0.1). */
export function frequencyBonus(occurrences: number): number {
  return Math.min(FREQUENCY_CAP, 1 + FACTORS.repetition * Math.max(0, occurrences));
}

/**
 * confidence_base = f(type, evidence) for an observation logged without a confidence: the
 * midpoint of its type's range, +0.05 per supporting evidence item beyond the first, within
 * the range of docs/seeds/001.md §5.
 */
export function baseConfidence(type: ObservationType, evidenceCount = 0): number {
  const r = BASE_CONFIDENCE[type];
  return round2(Math.min(r.max, r.base + 0.05 * Math.max(0, evidenceCount - 1)));
}

/** confidence_adjusted = confidence_base x recency_weight x frequency_bonus, clamped. */
export function adjustedConfidence(base: number, daysOld: number, occurrences: number): number {
  return clamp01(base * recencyWeight(daysOld) * frequencyBonus(occurrences));
}

export interface Factors {
  explicitFeedback?: number;
  repetitions?: number;
  corrections?: number;
  ageWeeks?: number;
  contradictions?: number;
}

/** Applies the additive factor table (counts of each factor) to a score, clamped to 0..1. */
export function applyFactors(score: number, f: Factors): number {
  return clamp01(
    score +
      (f.explicitFeedback ?? 0) * FACTORS.explicitFeedback +
      (f.repetitions ?? 0) * FACTORS.repetition +
      (f.corrections ?? 0) * FACTORS.correction +
      (f.ageWeeks ?? 0) * FACTORS.agePerWeek +
      (f.contradictions ?? 0) * FACTORS.contradiction,
  );
}

/** A learned instinct/skill that has not been seen again loses 0.02 per week since last seen. */
export function decayedConfidence(confidence: number, lastSeen: string | undefined, now: Date): number {
  if (!lastSeen) return clamp01(confidence);
  return applyFactors(confidence, { ageWeeks: ageDays(lastSeen, now) / 7 });
}

export interface ScoredItem {
  confidence: number;
  timestamp: string;
  /**
   * The newest activity of the history this item came from (an imported conversation, a git
   * history): its age counts from there, so a months-old history does not land at 0. Absent:
   * the age counts from `now`.
   */
  asOf?: number;
}

export interface Aggregate {
  occurrences: number;
  /** Plain mean of the given confidences ("confidence moyenne" of docs/seeds/000.md §4.2). */
  mean: number;
  /** Mean weighted by each observation's recency. */
  weightedMean: number;
  /** Recency weight of the newest occurrence: a pattern still seen today is fresh. */
  recency: number;
  frequency: number;
  /** weightedMean x recency x frequency + additive factors, clamped. */
  confidence: number;
  newest: string;
  oldest: string;
}

/**
 * Aggregated confidence of a group: the recency-weighted mean of the observations' own
 * confidences x the recency of the newest one x the frequency bonus, then additive factors.
 * Example 1 of docs/seeds/000.md §10.1 (0.4, 0.5, 0.6 seen within a day) gives 0.5 x 1.0 x 1.3 = 0.65.
 */
export function aggregateConfidence(items: readonly ScoredItem[], now: Date, factors: Factors = {}): Aggregate {
  let sum = 0;
  let wsum = 0;
  let wcsum = 0;
  let newest = '';
  let newestMs = -Infinity;
  let oldest = '';
  let oldestMs = Infinity;
  let newestAsOf = now;
  for (const it of items) {
    const c = clamp01(it.confidence);
    const ref = it.asOf !== undefined && it.asOf < now.getTime() ? new Date(it.asOf) : now;
    const w = recencyWeight(ageDays(it.timestamp, ref));
    sum += c;
    wsum += w;
    wcsum += w * c;
    const t = Date.parse(it.timestamp);
    if (t > newestMs) {
      newestMs = t;
      newest = it.timestamp;
      newestAsOf = ref;
    }
    if (t < oldestMs) {
      oldestMs = t;
      oldest = it.timestamp;
    }
  }
  const n = items.length;
  const mean = n ? sum / n : 0;
  const weightedMean = wsum > 0 ? wcsum / wsum : 0;
  const recency = n ? recencyWeight(ageDays(newest, newestAsOf)) : 0;
  const frequency = frequencyBonus(n);
  const confidence = applyFactors(weightedMean * recency * frequency, factors);
  return { occurrences: n, mean, weightedMean, recency, frequency, confidence, newest, oldest };
}

/** True when `a >= b` up to floating-point noise (0.1 + 0.2 style sums). */
export function atLeast(a: number, b: number): boolean {
  return a + EPS >= b;
}
