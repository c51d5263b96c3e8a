// Where every file of the product lives, relative to the workspace root. One place, so the
// extension, the worker and the CLI agree.
import { join } from 'node:path';

export const ACT_DIR = '.act';
export const PATTERNS_DIR = '.agent/patterns';
/** The instruction files ACT writes its learned section into, relative to the workspace root. */
export const TARGET_FILES = {
  githubInstructions: '.github/instructions/learned.instructions.md',
  agentsMd: 'AGENTS.md',
  claudeMd: 'CLAUDE.md',
} as const;
/** .act/.gitignore: derived and machine-local files (the store, locks, temp files, the user's answers). */
export const ACT_GITIGNORE =
  '# Written by ACT: derived, machine-local files\nstore.sqlite\nstore.sqlite.*\nowner.json\n*.lock\n.*.tmp\nconsent.json\n';

export function workspacePaths(root: string) {
  const act = join(root, ACT_DIR);
  const patterns = join(root, PATTERNS_DIR);
  return {
    root,
    act,
    observations: join(act, 'observations.jsonl'),
    rejected: join(act, 'rejected.jsonl'),
    archive: (yyyyMm: string) => join(act, `observations-${yyyyMm}.jsonl.gz`),
    rotationLock: join(act, 'observations.lock'),
    database: join(act, 'store.sqlite'),
    /** Who owns the store now (src/protocol/owner.ts), and the lock taken to change that. */
    owner: join(act, 'owner.json'),
    ownerLock: join(act, 'owner.lock'),
    metrics: join(act, 'metrics.json'),
    instincts: join(act, 'instincts'),
    skills: join(act, 'skills'),
    reports: join(act, 'reports'),
    userRules: join(act, 'user_rules.json'),
    /** The user's answers about files outside .act/ and .agent/ (machine-local). */
    consent: join(act, 'consent.json'),
    feedbackPatterns: join(act, 'feedback-patterns.json'),
    gitignore: join(act, '.gitignore'),
    patterns,
    patternsCandidates: join(patterns, 'candidates'),
    patternsActive: join(patterns, 'active'),
    patternsDeprecated: join(patterns, 'deprecated'),
    patternsRejected: join(patterns, 'rejected'),
    patternsAudit: join(patterns, 'audit.jsonl'),
    runs: join(root, '.runs'),
  };
}
export type WorkspacePaths = ReturnType<typeof workspacePaths>;

/** ~/.claude/projects/<mangled workspace path> (Claude Code's own naming); `home` is the user's home. */
export function claudeProjectDir(workspaceRoot: string, home: string): string {
  const mangled = workspaceRoot.replace(/[\\/.:]/g, '-');
  return join(home, '.claude', 'projects', mangled);
}
