// Writes the learned section into the instruction files assistants already read. Each target
// is a setting; a target switched off gets its section removed (nothing stale stays behind).
// Files are replaced atomically and only when their content changes, so regenerating on every
// change is cheap and does not churn file watchers or git status.
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { atomicWriteFile } from '../fsutil';
import { mergeSection } from '../../core/memory/instructions/markers';
import { TARGET_FILES } from '../../core/paths';

export interface InstructionTargets {
  githubInstructions: boolean;
  agentsMd: boolean;
  claudeMd: boolean;
  /** Glob of the .instructions.md front matter (files the instructions apply to). */
  applyTo: string;
}

export const DEFAULT_TARGETS: InstructionTargets = { githubInstructions: true, agentsMd: true, claudeMd: true, applyTo: '**' };

export interface WriteReport {
  written: string[];
  deleted: string[];
  unchanged: string[];
  errors: string[];
}

export function writeInstructionFiles(root: string, lines: string[], targets: InstructionTargets): WriteReport {
  const report: WriteReport = { written: [], deleted: [], unchanged: [], errors: [] };
  for (const key of Object.keys(TARGET_FILES) as Array<keyof typeof TARGET_FILES>) {
    const rel = TARGET_FILES[key];
    const file = join(root, rel);
    const preamble = key === 'githubInstructions' ? `---\napplyTo: ${JSON.stringify(targets.applyTo || '**')}\ndescription: "What ACT learned in this project: user rules, skills, reviewed patterns (generated)"\n---\n\n` : '';
    try {
      const existing = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
      const r = mergeSection(existing, targets[key] ? lines : [], preamble);
      if (r.kind === 'write') {
        atomicWriteFile(file, r.text);
        report.written.push(rel);
      } else if (r.kind === 'delete') {
        unlinkSync(file);
        report.deleted.push(rel);
      } else if (r.kind === 'error') report.errors.push(`${rel}: ${r.message}`);
      else report.unchanged.push(rel);
    } catch (e) {
      report.errors.push(`${rel}: ${(e as Error).message}`);
    }
  }
  return report;
}
