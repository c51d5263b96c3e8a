// Writes the learned section into the instruction files assistants already read. Planning reads
// the files and says what would change; applying writes only the files the user agreed to
// (src/core/memory/instructions/consent.ts). Each target is a setting; a target switched off
// gets its section removed (nothing stale stays behind). Files are replaced atomically and only
// when their content changes, so regenerating on every change is cheap and does not churn file
// watchers or git status.
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { atomicWriteFile } from '../fsutil';
import { mergeSection, sectionBlock, type MergeResult } from '../../core/memory/instructions/markers';
import {
  generatedNote,
  INSTRUCTION_TARGETS,
  type InstructionTarget,
  type PlannedChange,
} from '../../core/memory/instructions/consent';
import { TARGET_FILES } from '../../core/paths';
import { renderFrontMatter } from '../../core/markdown/frontMatter';

export interface InstructionTargets {
  githubInstructions: boolean;
  agentsMd: boolean;
  claudeMd: boolean;
  /** Glob of the .instructions.md front matter (files the instructions apply to). */
  applyTo: string;
}

export const DEFAULT_TARGETS: InstructionTargets = {
  githubInstructions: true,
  agentsMd: true,
  claudeMd: true,
  applyTo: '**',
};

export interface WriteReport {
  written: string[];
  deleted: string[];
  unchanged: string[];
  errors: string[];
}

/** One file: what regenerating would do to it, and the text a preview shows. */
export interface FilePlan {
  target: InstructionTarget;
  /** Workspace-relative path. */
  path: string;
  result: MergeResult;
  change?: PlannedChange['action'];
  /** What ACT would write: the whole new file, or the section it would put in an existing one. */
  preview: string;
}

function preambleOf(target: InstructionTarget, targets: InstructionTargets): string {
  return target === 'githubInstructions'
    ? `${renderFrontMatter(
        [
          ['applyTo', targets.applyTo || '**'],
          ['description', 'What ACT learned in this project: user rules, skills, reviewed patterns (generated)'],
        ],
        null,
        'json',
      )}\n\n`
    : '';
}

/** Reads the files and plans each one; writes nothing. */
export function planInstructionFiles(root: string, lines: string[], targets: InstructionTargets): FilePlan[] {
  return INSTRUCTION_TARGETS.map((target) => {
    const path = TARGET_FILES[target];
    const file = join(root, path);
    const note = generatedNote(target);
    const wanted = targets[target] ? lines : [];
    let existing: string | undefined;
    try {
      existing = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    } catch (e) {
      return { target, path, result: { kind: 'error', message: (e as Error).message }, preview: '' };
    }
    const result = mergeSection(existing, wanted, preambleOf(target, targets), note);
    const change =
      result.kind === 'delete'
        ? 'remove'
        : result.kind !== 'write'
          ? undefined
          : existing === undefined
            ? 'create'
            : wanted.length
              ? 'update'
              : 'remove';
    const preview =
      result.kind === 'write' && existing === undefined
        ? result.text
        : wanted.length
          ? sectionBlock(wanted, '\n', note)
          : '';
    return { target, path, result, change, preview };
  });
}

export function plannedChanges(plan: FilePlan[]): PlannedChange[] {
  return plan.filter((p) => p.change).map((p) => ({ target: p.target, action: p.change! }));
}

/** Applies the plan of the `allowed` files; the others are not touched (not even listed). */
export function applyInstructionPlan(
  root: string,
  plan: FilePlan[],
  allowed: readonly InstructionTarget[],
): WriteReport {
  const report: WriteReport = { written: [], deleted: [], unchanged: [], errors: [] };
  for (const { target, path, result } of plan) {
    if (!allowed.includes(target)) continue;
    try {
      if (result.kind === 'write') {
        atomicWriteFile(join(root, path), result.text);
        report.written.push(path);
      } else if (result.kind === 'delete') {
        unlinkSync(join(root, path));
        report.deleted.push(path);
      } else if (result.kind === 'error') report.errors.push(`${path}: ${result.message}`);
      else report.unchanged.push(path);
    } catch (e) {
      report.errors.push(`${path}: ${(e as Error).message}`);
    }
  }
  return report;
}

/** Plans and applies every target (tests and callers that already have the user's agreement). */
export function writeInstructionFiles(root: string, lines: string[], targets: InstructionTargets): WriteReport {
  return applyInstructionPlan(root, planInstructionFiles(root, lines, targets), INSTRUCTION_TARGETS);
}
