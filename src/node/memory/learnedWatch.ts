// A cheap fingerprint of the learned sources (names, sizes and mtimes of instinct, skill,
// pattern and user-rule files), so the worker notices changes made by anyone — evolve, the
// pipeline, capture, or a person editing SKILL.md — and regenerates only when something moved.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkspacePaths } from '../../core/paths';

function stamp(path: string): string {
  try {
    const s = statSync(path);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return '-';
  }
}

function entries(dir: string, nested?: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((n) => (nested ? `${n}=${stamp(join(dir, n, nested))}` : `${n}=${stamp(join(dir, n))}`));
}

export function learnedFingerprint(paths: WorkspacePaths): string {
  return [
    ...entries(paths.instincts),
    ...entries(paths.skills, 'SKILL.md'),
    ...entries(paths.patternsActive),
    ...entries(paths.patternsCandidates),
    `rules=${stamp(paths.userRules)}`,
  ].join('|');
}
