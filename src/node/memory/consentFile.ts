// The user's answer about the instruction files, remembered per workspace in .act/consent.json
// (machine-local: listed in .act/.gitignore, so a teammate's clone is asked for itself). The
// extension's worker and the CLI both read it: the CLI never asks, it only writes when the
// workspace already agreed. Keeping the files out of git goes through .git/info/exclude, which
// is local to the clone and not a tracked file, so the user's own .gitignore is never edited.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { ACT_GITIGNORE, TARGET_FILES, type WorkspacePaths } from '../../core/paths';
import { parseConsent, type ConsentAnswer, type InstructionTarget } from '../../core/memory/instructions/consent';
import { atomicWriteFile } from '../fsutil';

function readJson(paths: WorkspacePaths): { data?: Record<string, unknown>; problem?: string } {
  let raw: string;
  try {
    raw = readFileSync(paths.consent, 'utf8');
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT'
      ? {}
      : { problem: `${paths.consent}: ${(e as Error).message}` };
  }
  try {
    const data = JSON.parse(raw) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data)
      ? { data: data as Record<string, unknown> }
      : { problem: `${paths.consent}: expected a JSON object; ACT will ask again` };
  } catch (e) {
    return { problem: `${paths.consent}: not valid JSON (${(e as Error).message}); ACT will ask again` };
  }
}

/**
 * The answer on record, and the instruction settings the window last applied (so the CLI,
 * which cannot read VS Code's settings, writes the same section to the same files).
 */
export function readConsent(paths: WorkspacePaths): {
  answer?: ConsentAnswer;
  settings?: Record<string, unknown>;
  problem?: string;
} {
  const { data, problem } = readJson(paths);
  if (!data) return problem ? { problem } : {};
  const settings =
    data.instructionSettings && typeof data.instructionSettings === 'object'
      ? (data.instructionSettings as Record<string, unknown>)
      : undefined;
  const answer = parseConsent(data);
  if (!answer && data.instructionFiles !== undefined)
    return { settings, problem: `${paths.consent}: no valid instruction-files answer; ACT will ask again` };
  return { answer, settings };
}

function update(paths: WorkspacePaths, patch: Record<string, unknown>): void {
  const { data } = readJson(paths);
  atomicWriteFile(paths.consent, `${JSON.stringify({ ...data, ...patch }, null, 2)}\n`);
  keepMachineLocal(paths);
}

export function writeConsent(paths: WorkspacePaths, answer: ConsentAnswer): void {
  update(paths, { instructionFiles: answer });
}

/** Records the instruction settings in force in the window, when they changed. */
export function rememberInstructionSettings(paths: WorkspacePaths, settings: Record<string, unknown>): void {
  const { data } = readJson(paths);
  if (JSON.stringify(data?.instructionSettings) === JSON.stringify(settings)) return;
  update(paths, { instructionSettings: settings });
}

/** .act/.gitignore written by an older ACT lacks consent.json: add it (the file is ACT's). */
function keepMachineLocal(paths: WorkspacePaths): void {
  try {
    const text = existsSync(paths.gitignore) ? readFileSync(paths.gitignore, 'utf8') : '';
    if (!text) atomicWriteFile(paths.gitignore, ACT_GITIGNORE);
    else if (!/^consent\.json$/m.test(text))
      appendFileSync(paths.gitignore, `${text.endsWith('\n') ? '' : '\n'}consent.json\n`);
  } catch {
    // not fatal: the answer is still remembered
  }
}

const EXCLUDE_HEADER =
  '# ACT — Continuous Learning: generated instruction files kept out of git (you chose it; remove these lines to track them)';

/** The clone's info/exclude file (worktrees included), or undefined outside a git repository. */
function excludeFile(root: string): string | undefined {
  try {
    const p = execFileSync('git', ['rev-parse', '--git-path', 'info/exclude'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    }).trim();
    return p ? (isAbsolute(p) ? p : join(root, p)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Adds the files to .git/info/exclude (once). A file git already tracks stays tracked: exclude
 * only hides untracked files. Returns what was added, or why nothing could be.
 */
export function excludeFromGit(
  root: string,
  targets: InstructionTarget[],
): { file?: string; added: string[]; problem?: string } {
  const file = excludeFile(root);
  if (!file) return { added: [], problem: 'not a git repository: nothing to keep out of git' };
  try {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const present = new Set(text.split(/\r?\n/).map((l) => l.trim()));
    const added = targets.map((t) => `/${TARGET_FILES[t]}`).filter((l) => !present.has(l));
    if (!added.length) return { file, added };
    mkdirSync(dirname(file), { recursive: true });
    const header = present.has(EXCLUDE_HEADER) ? [] : [EXCLUDE_HEADER];
    appendFileSync(file, `${text && !text.endsWith('\n') ? '\n' : ''}${[...header, ...added].join('\n')}\n`);
    return { file, added };
  } catch (e) {
    return { file, added: [], problem: `${file}: ${(e as Error).message}` };
  }
}
