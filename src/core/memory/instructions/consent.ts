// Whether ACT may write its section into the instruction files of the user's repository
// (AGENTS.md, CLAUDE.md, .github/instructions/learned.instructions.md). They are the user's
// files, outside .act/ and .agent/: nothing is created or changed there until the user agreed,
// once per workspace (the remembered answer), or set `act.instructions.write` to always.
// Pure: the worker reads the answer, plans the files and applies what this allows.

import type { TARGET_FILES } from '../../paths';

/** Each file ACT may write (its path: TARGET_FILES in core/paths), in the order the question lists them. */
export const INSTRUCTION_TARGETS = ['agentsMd', 'claudeMd', 'githubInstructions'] as const satisfies ReadonlyArray<
  keyof typeof TARGET_FILES
>;
export type InstructionTarget = (typeof INSTRUCTION_TARGETS)[number];

/** The setting each file is switched with (named in the generated block). */
export const TARGET_SETTINGS: Record<InstructionTarget, string> = {
  agentsMd: 'act.instructions.agentsMd',
  claudeMd: 'act.instructions.claudeMd',
  githubInstructions: 'act.instructions.githubInstructions',
};

/** `act.instructions.write`: ask once per workspace (default), always write, never write. */
export type WritePolicy = 'ask' | 'always' | 'never';
export const WRITE_POLICIES: readonly WritePolicy[] = ['ask', 'always', 'never'];

/** The user's answer for one workspace (.act/consent.json). */
export interface ConsentAnswer {
  decision: 'yes' | 'never';
  /** The files the user agreed to (empty with "never"). */
  files: InstructionTarget[];
  /** Keep the files out of git through .git/info/exclude (local to this clone). */
  gitExclude: boolean;
  /** ISO time of the answer. */
  at: string;
}

/** What a regeneration would do to one file. */
export interface PlannedChange {
  target: InstructionTarget;
  /** create: the file does not exist; update: our section changes; remove: our section goes. */
  action: 'create' | 'update' | 'remove';
}

/** Why nothing is written: nobody answered yet, the answer is "never", the setting is "never". */
export type WriteBlock = 'unanswered' | 'answer' | 'setting';

/** In English, for the log, the CLI and health (the host says it in the interface language). */
export const BLOCK_TEXT: Record<WriteBlock, string> = {
  unanswered: 'this workspace has not agreed yet to ACT writing these files',
  answer: 'you chose never to write instruction files in this workspace',
  setting: 'act.instructions.write is "never"',
};

export type WriteDecision =
  /** Apply the planned changes of these files; leave the others alone. */
  | { kind: 'write'; targets: InstructionTarget[] }
  /** Nothing may be written yet: ask the user about these files (their planned changes). */
  | { kind: 'ask'; changes: PlannedChange[] }
  /** Nothing is written, and nothing is asked: the setting or the answer says never. */
  | { kind: 'off'; why: 'setting' | 'answer' };

/**
 * @param changes what regenerating would change now (files whose content would differ)
 */
export function decideInstructionWrite(
  policy: WritePolicy,
  answer: ConsentAnswer | undefined,
  changes: PlannedChange[],
): WriteDecision {
  if (policy === 'never') return { kind: 'off', why: 'setting' };
  if (policy === 'always') return { kind: 'write', targets: [...INSTRUCTION_TARGETS] };
  if (answer?.decision === 'never') return { kind: 'off', why: 'answer' };
  if (answer?.decision === 'yes')
    return { kind: 'write', targets: INSTRUCTION_TARGETS.filter((t) => answer.files.includes(t)) };
  // Undecided: only a file ACT would create or fill is worth a question; with nothing to
  // create or fill, nothing is written and nothing is asked.
  const asked = changes.filter((c) => c.action !== 'remove');
  return asked.length ? { kind: 'ask', changes: asked } : { kind: 'write', targets: [] };
}

/** Reads a stored answer leniently: anything malformed counts as no answer (ACT asks again). */
export function parseConsent(raw: unknown): ConsentAnswer | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const o = (raw as { instructionFiles?: unknown }).instructionFiles;
  if (!o || typeof o !== 'object') return undefined;
  const v = o as Record<string, unknown>;
  if (v.decision !== 'yes' && v.decision !== 'never') return undefined;
  const files = Array.isArray(v.files) ? INSTRUCTION_TARGETS.filter((t) => (v.files as unknown[]).includes(t)) : [];
  return {
    decision: v.decision,
    files: v.decision === 'yes' ? files : [],
    gitExclude: v.gitExclude === true,
    at: typeof v.at === 'string' ? v.at : '',
  };
}

/** The line of the generated block that says what wrote it and how to turn it off. */
export function generatedNote(target: InstructionTarget): string {
  return (
    '<!-- Written by ACT — Continuous Learning (VS Code extension) from the rules you approved, established skills and reviewed patterns, ' +
    'only between the act:begin and act:end markers: your text outside them is kept. ' +
    `Turn it off: ${TARGET_SETTINGS[target]} = false (removes this section), act.instructions.write = "never", or "ACT: Choose Instruction Files…". -->`
  );
}
