// Regenerates the instruction files from the learned sources (skills, patterns, user rules)
// and the settings, within what the user agreed to (.act/consent.json, act.instructions.write).
// Called by the worker when those change and by "Reindex", and by the CLI's writing verbs.
// Undecided: nothing is written; the run says what would change so the host can ask.
import { createHash } from 'node:crypto';
import type { WorkspacePaths } from '../../core/paths';
import type { MemoryConfig } from '../../protocol/memory';
import { renderLearnedSection } from '../../core/memory/instructions/render';
import type { GuardcodeSettings } from '../../core/memory/instructions/guardcode';
import {
  decideInstructionWrite,
  type WriteBlock,
  type ConsentAnswer,
  type InstructionTarget,
  type PlannedChange,
  type WriteDecision,
  type WritePolicy,
} from '../../core/memory/instructions/consent';
import {
  DEFAULT_MIN_CONFIDENCE,
  hasLearnedContent,
  selectInstructionInput,
} from '../../core/memory/instructions/select';
import { readLearned, type LearnedSnapshot } from './learnedSources';
import {
  applyInstructionPlan,
  planInstructionFiles,
  plannedChanges,
  type InstructionTargets,
  type WriteReport,
} from './instructionFiles';
import { readConsent } from './consentFile';

export interface InstructionSettings {
  targets: InstructionTargets;
  guardcode: GuardcodeSettings;
  budgetTokens: number;
  /** `act.instructions.write` (default "ask"). */
  write?: WritePolicy;
  /** `act.instructions.minConfidence`: unapproved rules need at least this confidence. */
  minConfidence?: number;
  /** `act.instructions.includeGuardcode` (default false). */
  includeGuardcode?: boolean;
}

export const DEFAULT_BUDGET_TOKENS = 1500;

/** The instruction settings within the memory settings (act.instructions.*, act.guardcode.*). */
export function instructionSettingsOf(config: Pick<MemoryConfig, 'instructions' | 'guardcode'>): InstructionSettings {
  const i = config.instructions;
  return {
    targets: i,
    guardcode: config.guardcode,
    budgetTokens: i.budgetTokens,
    write: i.write,
    minConfidence: i.minConfidence,
    includeGuardcode: i.includeGuardcode,
  };
}

/** What ACT would write and where, waiting for the user's answer. */
export interface PendingConsent {
  files: Array<PlannedChange & { path: string; text: string }>;
  /** Changes when what would be written changes (ask once per distinct proposal). */
  key: string;
}

export interface InstructionRun extends WriteReport {
  lines: number;
  problems: string[];
  decision: WriteDecision;
  pending?: PendingConsent;
}

/** The learned section as it would be written now (no file is read but the learned sources). */
export function learnedLines(settings: InstructionSettings, learned: LearnedSnapshot): string[] {
  const input = selectInstructionInput(
    {
      userRules: learned.userRules.map((r) => ({
        id: r.id,
        text: r.text,
        approved: r.approved,
        confidence: r.confidence,
      })),
      skills: learned.skills,
      patterns: learned.patterns,
    },
    {
      minConfidence: settings.minConfidence ?? DEFAULT_MIN_CONFIDENCE,
      includeGuardcode: settings.includeGuardcode ?? false,
      guardcode: settings.guardcode,
      budgetTokens: settings.budgetTokens,
    },
  );
  // Nothing learned yet: write nothing (GuardCode reminders alone do not justify creating
  // AGENTS.md or CLAUDE.md in a project that never asked for them); an existing section goes.
  return hasLearnedContent(input) ? renderLearnedSection(input) : [];
}

export function regenerateInstructions(
  paths: WorkspacePaths,
  settings: InstructionSettings,
  learned: LearnedSnapshot = readLearned(paths),
  consent: { answer?: ConsentAnswer; problem?: string } = readConsent(paths),
): InstructionRun {
  const lines = learnedLines(settings, learned);
  const plan = planInstructionFiles(paths.root, lines, settings.targets);
  const decision = decideInstructionWrite(settings.write ?? 'ask', consent.answer, plannedChanges(plan));
  const problems = consent.problem ? [...learned.problems, consent.problem] : learned.problems;
  const base = { lines: lines.length, problems, decision };
  if (decision.kind === 'off') return { ...base, ...applyInstructionPlan(paths.root, plan, []) };
  if (decision.kind === 'ask') {
    const files = decision.changes.map((c) => {
      const p = plan.find((f) => f.target === c.target)!;
      return { ...c, path: p.path, text: p.preview };
    });
    const key = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
    return { ...base, ...applyInstructionPlan(paths.root, plan, []), pending: { files, key } };
  }
  return { ...base, ...applyInstructionPlan(paths.root, plan, decision.targets) };
}

/** What each enabled file would get now, whatever the answer on record (the question's preview). */
export function proposeInstructions(
  paths: WorkspacePaths,
  settings: InstructionSettings,
  learned: LearnedSnapshot = readLearned(paths),
): Array<{ target: InstructionTarget; path: string; action?: PlannedChange['action']; text: string }> {
  const plan = planInstructionFiles(paths.root, learnedLines(settings, learned), settings.targets);
  return plan
    .filter((p) => settings.targets[p.target])
    .map((p) => ({ target: p.target, path: p.path, ...(p.change ? { action: p.change } : {}), text: p.preview }));
}

/** Why a run wrote nothing (undefined when it could write). */
export function blockedBy(run: InstructionRun): WriteBlock | undefined {
  if (run.decision.kind === 'off') return run.decision.why;
  if (run.decision.kind === 'ask') return 'unanswered';
  return undefined;
}
