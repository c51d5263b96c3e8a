// What the generated instruction files are built from (read by src/node/memory/learnedSources.ts).
import type { GuardcodeSettings } from './guardcode';

export interface InstructionSkill {
  id: string;
  title: string;
  rules: Array<{ id: string; text: string; confidence: number }>;
}

export interface InstructionPattern {
  id: string;
  title: string;
  /** The gist: the Solution section's first paragraph (or the Problem's). */
  gist: string;
  tags: string[];
}

export interface InstructionInput {
  userRules: Array<{ id: string; text: string }>;
  skills: InstructionSkill[];
  patterns: InstructionPattern[];
  guardcode: GuardcodeSettings;
  /** Upper bound for the generated section, in tokens (~4 characters each). */
  budgetTokens: number;
}
