// The Harvester's immutable snapshot (docs/seeds/004.md §4.2 A): a commit holding exactly the approved
// state (uncommitted and untracked, non-ignored files included), kept alive by a
// `learning-snapshot-<uuid>` tag. It is built through a throw-away index file, so the user's
// branch, index, working tree and stash are never touched.
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EMPTY_TREE, git, gitDigest, gitOut, repoTop, resolveRev } from './git';
import type { SnapshotRecord } from '../../protocol/pipeline';

export const SNAPSHOT_TAG_PREFIX = 'learning-snapshot-';

export interface SnapshotRequest {
  /** Workspace folder (may be below the repository top). */
  workspace: string;
  /** Snapshot this commit instead of the working tree (a marked commit, the last commit). */
  commit?: string;
  /** Who approved, recorded as author of the snapshot commit. */
  actor: { name: string; email: string };
  message: string;
  /** Workspace-relative folders never included (ACT's own outputs). */
  exclude: string[];
}

export interface SnapshotResult {
  record: SnapshotRecord;
  top: string;
  diff: string;
  files: string[];
}

/** Takes the snapshot; throws on any git failure (the harvester retries and reports). */
export async function takeSnapshot(req: SnapshotRequest): Promise<SnapshotResult> {
  const top = await repoTop(req.workspace);
  const identity = {
    GIT_AUTHOR_NAME: req.actor.name,
    GIT_AUTHOR_EMAIL: req.actor.email,
    GIT_COMMITTER_NAME: req.actor.name,
    GIT_COMMITTER_EMAIL: req.actor.email,
  };
  let commit: string;
  let base: string | null;
  let mode: SnapshotRecord['mode'];
  if (req.commit) {
    const sha = await resolveRev(top, req.commit);
    if (!sha) throw new Error(`commit ${req.commit} not found`);
    commit = sha;
    base = (await resolveRev(top, `${sha}^1`)) ?? null;
    mode = 'commit';
  } else {
    const head = (await resolveRev(top, 'HEAD')) ?? null;
    const tree = await workingTreeTree(top, req.workspace, req.exclude);
    const headTree = head ? await gitOut(top, ['rev-parse', `${head}^{tree}`]) : EMPTY_TREE;
    if (head && tree === headTree) {
      // Nothing uncommitted: the approved change is the last commit.
      commit = head;
      base = (await resolveRev(top, `${head}^1`)) ?? null;
      mode = 'commit';
    } else {
      const args = ['commit-tree', tree, '-m', req.message];
      if (head) args.splice(2, 0, '-p', head);
      commit = await gitOut(top, args, { env: identity });
      base = head;
      mode = 'working-tree';
    }
  }
  const tree = await gitOut(top, ['rev-parse', `${commit}^{tree}`]);
  const tag = `${SNAPSHOT_TAG_PREFIX}${randomUUID()}`;
  await git(top, ['tag', tag, commit]);
  try {
    const tarballDigest = await archiveDigest(top, commit);
    const diff = await snapshotDiff(top, base, commit);
    const files = (await git(top, ['diff', '--name-only', '-z', '--no-renames', base ?? EMPTY_TREE, commit])).stdout
      .split('\0')
      .filter(Boolean);
    return {
      record: { tag, commit, tree, base, tarballDigest, mode, takenAt: new Date().toISOString() },
      top,
      diff,
      files,
    };
  } catch (e) {
    // A half-made snapshot must not look valid later: drop its tag.
    await deleteSnapshotTag(top, tag).catch(() => undefined);
    throw e;
  }
}

/** Tree of the working tree as `git add -A` would stage it, written through a temporary index. */
async function workingTreeTree(top: string, workspace: string, exclude: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'act-index-'));
  try {
    const tmpIndex = join(dir, 'index');
    const realIndexRel = await gitOut(top, ['rev-parse', '--git-path', 'index']);
    const realIndex = isAbsolute(realIndexRel) ? realIndexRel : join(top, realIndexRel);
    // Starting from a copy keeps git's stat cache: only changed files are re-hashed. The copy
    // keeps the original's mtime (minus a second): git trusts cached stats only for files older
    // than the index file, so a fresh mtime would hide same-size edits made just before.
    if (existsSync(realIndex)) {
      const mtime = statSync(realIndex).mtimeMs / 1000 - 1;
      copyFileSync(realIndex, tmpIndex);
      utimesSync(tmpIndex, mtime, mtime);
    }
    const env = { GIT_INDEX_FILE: tmpIndex };
    const pathspec = [
      '.',
      ...exclude.map((e) => `:(exclude)${relative(top, join(workspace, e)).split('\\').join('/')}`),
    ];
    await git(top, ['add', '-A', '--', ...pathspec], { env });
    return await gitOut(top, ['write-tree'], { env });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function snapshotDiff(top: string, base: string | null, commit: string): Promise<string> {
  return git(top, [
    '-c',
    'core.quotepath=off',
    'diff',
    '--binary',
    '--full-index',
    '--no-color',
    '--no-ext-diff',
    '--no-renames',
    base ?? EMPTY_TREE,
    commit,
  ]).then((r) => r.stdout);
}

export function archiveDigest(top: string, commit: string): Promise<string> {
  return gitDigest(top, ['archive', '--format=tar', commit]);
}

export type IntegrityProblem = { ok: false; reason: string } | { ok: true };

/** Re-checks a recorded snapshot: the tag still names the recorded commit and the tarball digest matches. */
export async function verifySnapshot(top: string, rec: SnapshotRecord): Promise<IntegrityProblem> {
  const tagged = await resolveRev(top, `refs/tags/${rec.tag}`);
  if (!tagged) {
    const stillThere = await resolveRev(top, rec.commit);
    return {
      ok: false,
      reason: `tag ${rec.tag} is missing${stillThere ? ` (commit ${rec.commit.slice(0, 12)} still exists: recovery can re-tag it)` : ` and commit ${rec.commit.slice(0, 12)} is gone`}`,
    };
  }
  if (tagged !== rec.commit)
    return {
      ok: false,
      reason: `tag ${rec.tag} moved: it names ${tagged.slice(0, 12)}, the job recorded ${rec.commit.slice(0, 12)}`,
    };
  const digest = await archiveDigest(top, rec.commit);
  if (digest !== rec.tarballDigest)
    return {
      ok: false,
      reason: `tarball digest mismatch for ${rec.commit.slice(0, 12)}: ${digest} != ${rec.tarballDigest}`,
    };
  return { ok: true };
}

/** Re-creates a missing tag on the recorded commit (manual recovery). */
export async function retag(top: string, rec: SnapshotRecord): Promise<boolean> {
  if (!(await resolveRev(top, rec.commit))) return false;
  const r = await git(top, ['tag', '-f', rec.tag, rec.commit], { allowFail: true });
  return r.code === 0;
}

export async function deleteSnapshotTag(top: string, tag: string): Promise<void> {
  if (!tag.startsWith(SNAPSHOT_TAG_PREFIX)) throw new Error(`refusing to delete ${tag}: not a learning snapshot tag`);
  await git(top, ['tag', '-d', tag], { allowFail: true });
}
