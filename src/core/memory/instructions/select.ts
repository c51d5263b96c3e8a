// What may go into the instruction files: the rules the user approved (or stated often enough
// to reach the confidence the settings allow), skill rules at that confidence, reviewed
// patterns, and the GuardCode agreements only when the user turned them on for these files.
import type { GuardcodeSettings } from './guardcode';
import type { InstructionInput, InstructionPattern, InstructionSkill } from './types';

export interface ContentPolicy {
  /** `act.instructions.minConfidence`: unapproved rules need at least this confidence. */
  minConfidence: number;
  /** `act.instructions.includeGuardcode`: the GuardCode agreements go in only when true. */
  includeGuardcode: boolean;
  guardcode: GuardcodeSettings;
  budgetTokens: number;
}

export interface LearnedForInstructions {
  userRules: Array<{ id: string; text: string; approved: boolean; confidence: number }>;
  skills: InstructionSkill[];
  patterns: InstructionPattern[];
}

export const DEFAULT_MIN_CONFIDENCE = 0.7;
const NO_GUARDCODE: GuardcodeSettings = { enforcePlanMode: false, warnQuickSolutions: false, requireAllChoices: false };
const EPS = 1e-9;

export function selectInstructionInput(learned: LearnedForInstructions, policy: ContentPolicy): InstructionInput {
  const enough = (c: number) => c + EPS >= policy.minConfidence;
  return {
    userRules: learned.userRules
      .filter((r) => r.approved || enough(r.confidence))
      .map((r) => ({ id: r.id, text: r.text })),
    skills: learned.skills
      .map((s) => ({ ...s, rules: s.rules.filter((r) => enough(r.confidence)) }))
      .filter((s) => s.rules.length),
    patterns: learned.patterns,
    guardcode: policy.includeGuardcode ? policy.guardcode : NO_GUARDCODE,
    budgetTokens: policy.budgetTokens,
  };
}

/** Something learned is worth a section (GuardCode alone never creates one). */
export function hasLearnedContent(input: InstructionInput): boolean {
  return input.userRules.length > 0 || input.skills.some((s) => s.rules.length > 0) || input.patterns.length > 0;
}
