// The runner's isolated checkout: a temporary `git worktree` under the OS temp folder, never in
// the user's folder. It checks out the snapshot's base, applies the recorded diff and proves the
// result is the approved tree; any failure there is a `stalled_snapshot`.
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { git, gitOut } from './git';
import type { SnapshotRecord } from '../../protocol/pipeline';

const PREFIX = 'act-run-';
// User hooks (post-checkout, husky, lfs) must not run for our throw-away checkout.
const NO_HOOKS = ['-c', 'core.hooksPath=/dev/null', '-c', 'advice.detachedHead=false'];

export interface Worktree {
  dir: string;
  cleanup(): Promise<void>;
}

export type PrepareResult =
  { ok: true; worktree: Worktree } | { ok: false; reason: string; gitStatus: string; worktree?: Worktree };

export async function prepareWorktree(top: string, snap: SnapshotRecord, diffPath: string): Promise<PrepareResult> {
  const parent = realpathSync(mkdtempSync(join(tmpdir(), PREFIX)));
  const dir = join(parent, 'wt');
  const worktree: Worktree = { dir, cleanup: () => removeWorktree(top, dir) };
  // A root-commit snapshot has nothing to apply onto: check the snapshot out directly.
  const start = snap.base ?? snap.commit;
  const add = await git(top, [...NO_HOOKS, 'worktree', 'add', '--detach', dir, start], { allowFail: true });
  if (add.code !== 0) {
    const status = await git(top, ['status', '--porcelain=v1', '--branch'], { allowFail: true });
    await worktree.cleanup();
    return {
      ok: false,
      reason: `cannot check out ${start.slice(0, 12)}: ${add.stderr.trim()}`,
      gitStatus: `$ git worktree add --detach <tmp> ${start}\n${add.stderr}\n$ git status (user repository)\n${status.stdout}`,
    };
  }
  if (snap.base) {
    const apply = await git(dir, [...NO_HOOKS, 'apply', '--whitespace=nowarn', diffPath], { allowFail: true });
    if (apply.code !== 0) {
      const status = await git(dir, ['status', '--porcelain=v1', '--branch'], { allowFail: true });
      return {
        ok: false,
        reason: `the recorded diff does not apply cleanly on ${snap.base.slice(0, 12)}: ${apply.stderr.trim().split('\n').slice(0, 4).join(' | ')}`,
        gitStatus: `$ git apply\n${apply.stderr}\n$ git status\n${status.stdout}`,
        worktree,
      };
    }
  }
  await git(dir, ['add', '-A']);
  const tree = await gitOut(dir, ['write-tree']);
  if (tree !== snap.tree) {
    const status = await git(dir, ['status', '--porcelain=v1', '--branch'], { allowFail: true });
    const stat = await git(dir, ['diff', '--cached', '--stat', snap.commit], { allowFail: true });
    return {
      ok: false,
      reason: `applied state ${tree.slice(0, 12)} differs from the approved tree ${snap.tree.slice(0, 12)}`,
      gitStatus: `$ git status\n${status.stdout}\n$ git diff --cached --stat ${snap.commit.slice(0, 12)}\n${stat.stdout}`,
      worktree,
    };
  }
  // Leave the index as the snapshot, so tools that look at git status see a clean checkout.
  return { ok: true, worktree };
}

export async function removeWorktree(top: string, dir: string): Promise<void> {
  const r = await git(top, ['worktree', 'remove', '--force', '--force', dir], { allowFail: true });
  rmSync(dirname(dir), { recursive: true, force: true });
  // When git could not remove it (folder already gone), drop only our own admin entry:
  // `git worktree prune` would also prune the user's stale worktrees.
  if (r.code !== 0) await dropAdminEntry(top, dir);
}

async function dropAdminEntry(top: string, dir: string): Promise<void> {
  const common = await gitOut(top, ['rev-parse', '--git-common-dir']).catch(() => '');
  if (!common) return;
  const admin = join(isAbsolute(common) ? common : join(top, common), 'worktrees');
  let names: string[];
  try {
    names = readdirSync(admin);
  } catch {
    return;
  }
  for (const name of names) {
    try {
      const gitdir = readFileSync(join(admin, name, 'gitdir'), 'utf8').trim();
      if (dirname(gitdir) === dir) rmSync(join(admin, name), { recursive: true, force: true });
    } catch {}
  }
}

/** Removes worktrees a crashed run left behind (ours only: `<tmp>/act-run-*\/wt`, older than maxAgeMs). */
export async function sweepStaleWorktrees(top: string, maxAgeMs = 12 * 3600_000): Promise<string[]> {
  const list = await git(top, ['worktree', 'list', '--porcelain'], { allowFail: true });
  const removed: string[] = [];
  for (const line of list.stdout.split('\n')) {
    if (!line.startsWith('worktree ')) continue;
    const dir = line.slice('worktree '.length).trim();
    if (basename(dir) !== 'wt' || !basename(dirname(dir)).startsWith(PREFIX)) continue;
    // Another window or the CLI may be running in a young one: only old leftovers go.
    let age = Infinity;
    try {
      age = Date.now() - statSync(dirname(dir)).mtimeMs;
    } catch {}
    if (age < maxAgeMs) continue;
    await removeWorktree(top, dir);
    removed.push(dir);
  }
  return removed;
}
