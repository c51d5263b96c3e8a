import type { SkillRule } from './types';

/** A skill's confidence: mean of the rules applied automatically; when none is, of all its rules. */
export function skillConfidence(rules: readonly SkillRule[]): number {
  const active = rules.filter((r) => r.status === 'active');
  const counted = active.length ? active : rules;
  return counted.length ? counted.reduce((s, r) => s + r.confidence, 0) / counted.length : 0;
}
