// Applies planned file operations under .act/: every write is atomic (temp file + rename), so
// a crash leaves each file either as it was or as planned. Paths are checked to stay inside .act/.
import { existsSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { WorkspacePaths } from '../../core/paths';
import type { FileOp } from '../../core/evolve/planTypes';
import { atomicWriteFile } from '../fsutil';

export function resolveInAct(paths: WorkspacePaths, rel: string): string {
  const abs = resolve(paths.act, rel);
  const r = relative(paths.act, abs);
  if (r === '' || isAbsolute(r) || r.split(sep).includes('..'))
    throw new Error(`refusing to touch ${rel}: outside .act/`);
  return abs;
}

/** Writes (or deletes) each file; returns the paths (relative to .act/) actually changed. */
export function applyFileOps(paths: WorkspacePaths, files: readonly FileOp[]): string[] {
  const targets = files.map((f) => ({ f, abs: resolveInAct(paths, f.path) }));
  const done: string[] = [];
  for (const { f, abs } of targets) {
    if (f.content !== undefined) {
      atomicWriteFile(abs, f.content);
      done.push(f.path);
    } else if (existsSync(abs)) {
      unlinkSync(abs);
      done.push(f.path);
      // A skill folder left empty goes too (never a folder that still holds a person's files).
      const dir = dirname(abs);
      if (dir !== paths.act && dirname(dir) === paths.skills && readdirSync(dir).length === 0) rmdirSync(dir);
    }
  }
  return done;
}

export const actPath = (paths: WorkspacePaths, rel: string) => join(paths.act, rel);
