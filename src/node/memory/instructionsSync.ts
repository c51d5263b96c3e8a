// Regenerates the instruction files from the learned sources (skills, patterns, user rules)
// and the GuardCode settings. Called by the worker when those change and by "Reindex".
import type { WorkspacePaths } from '../../core/paths';
import { renderLearnedSection } from '../../core/memory/instructions/render';
import type { GuardcodeSettings } from '../../core/memory/instructions/guardcode';
import { readLearned, type LearnedSnapshot } from './learnedSources';
import { writeInstructionFiles, type InstructionTargets, type WriteReport } from './instructionFiles';

export interface InstructionSettings {
  targets: InstructionTargets;
  guardcode: GuardcodeSettings;
  budgetTokens: number;
}

export const DEFAULT_BUDGET_TOKENS = 1500;

export function regenerateInstructions(paths: WorkspacePaths, settings: InstructionSettings, learned: LearnedSnapshot = readLearned(paths)): WriteReport & { lines: number; problems: string[] } {
  // Nothing learned yet: write nothing (GuardCode reminders alone do not justify creating
  // AGENTS.md or CLAUDE.md in a project that never asked for them); an existing section goes.
  const hasLearned = learned.userRules.length > 0 || learned.skills.some((s) => s.rules.length > 0) || learned.patterns.length > 0;
  const lines = hasLearned ? renderLearnedSection({ userRules: learned.userRules, skills: learned.skills, patterns: learned.patterns, guardcode: settings.guardcode, budgetTokens: settings.budgetTokens }) : [];
  const report = writeInstructionFiles(paths.root, lines, settings.targets);
  return { ...report, lines: lines.length, problems: learned.problems };
}
