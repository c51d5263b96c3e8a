// Real git repositories in temp folders, a fingerprint of everything the user owns in them
// (working tree, index, HEAD, branches, stash), and a pipeline service over a real sql.js store.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { workspacePaths } from '../../../src/core/paths';
import { Store } from '../../../src/node/store/store';
import { PipelineService, type PipelineAlert } from '../../../src/node/pipeline/service';
import type { ChangeKey } from '../../../src/protocol/worker';

export const gitEnv = {
  ...process.env,
  GIT_OPTIONAL_LOCKS: '0',
  GIT_AUTHOR_DATE: '2025-01-01T00:00:00Z',
  GIT_COMMITTER_DATE: '2025-01-01T00:00:00Z',
};

export function sh(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, env: gitEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    const p = join(root, rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, content);
    if (rel.endsWith('.sh')) chmodSync(p, 0o755);
  }
}

/** A repository on branch main with one commit holding `files`. */
export function makeRepo(files: Record<string, string>, name = 'repo'): string {
  const root = join(mkdtempSync(join(tmpdir(), 'act-pipe-test-')), name);
  mkdirSync(root);
  sh(root, ['init', '-q', '-b', 'main']);
  sh(root, ['config', 'user.name', 'Test Dev']);
  sh(root, ['config', 'user.email', 'dev@example.com']);
  sh(root, ['config', 'commit.gpgsign', 'false']);
  writeFiles(root, files);
  sh(root, ['add', '-A']);
  sh(root, ['commit', '-q', '-m', 'initial']);
  return root;
}

export function commitAll(root: string, message: string): void {
  sh(root, ['add', '-A']);
  sh(root, ['commit', '-q', '-m', message]);
}

const hash = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
const OURS = new Set(['.git', '.act', '.runs', '.agent']);

/** Everything of the user's a run must never change, byte for byte. */
export function fingerprint(root: string): Record<string, string> {
  const fp: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      const rel = relative(root, p);
      if (dir === root && OURS.has(name)) continue;
      const st = lstatSync(p);
      if (st.isSymbolicLink()) fp[`link:${rel}`] = readlinkSync(p);
      else if (st.isDirectory()) walk(p);
      else fp[`file:${rel}`] = `${hash(readFileSync(p))}:${st.mode.toString(8)}`;
    }
  };
  walk(root);
  const git = join(root, '.git');
  fp.index = existsSync(join(git, 'index')) ? hash(readFileSync(join(git, 'index'))) : 'none';
  fp.HEAD = readFileSync(join(git, 'HEAD'), 'utf8');
  fp.refs = sh(root, ['for-each-ref', '--format=%(refname) %(objectname)'])
    .split('\n')
    .filter((l) => l && !l.startsWith('refs/tags/'))
    .join('\n');
  fp.stash = existsSync(join(git, 'refs', 'stash')) ? readFileSync(join(git, 'refs', 'stash'), 'utf8') : 'none';
  fp.stashList = sh(root, ['stash', 'list']);
  fp.status = sh(root, ['status', '--porcelain=v1', '--untracked-files=all', '--ignored'])
    .split('\n')
    .filter((l) => !/^.. (?:\.act|\.runs|\.agent)\//.test(l))
    .join('\n');
  fp.worktrees = sh(root, ['worktree', 'list', '--porcelain']);
  return fp;
}

export interface Harness {
  service: PipelineService;
  alerts: PipelineAlert[];
  changes: ChangeKey[][];
  crystal: Array<{ candidateId: string; prompt: string }>;
  store: Store;
}

export async function harness(
  root: string,
  config: Parameters<PipelineService['configure']>[0] = {},
): Promise<Harness> {
  const { store } = await Store.open(undefined);
  const alerts: PipelineAlert[] = [];
  const changes: ChangeKey[][] = [];
  const crystal: Harness['crystal'] = [];
  const service = new PipelineService(
    root,
    workspacePaths(root),
    store,
    { changed: (k) => changes.push(k), alert: (a) => alerts.push(a), crystalRequest: (r) => crystal.push(r) },
    { backoffMs: 5 },
  );
  service.configure({ trusted: true, autoRun: false, commandTimeoutSec: 60, ...config });
  return { service, alerts, changes, crystal, store };
}

export function tmpDirsLeft(): string[] {
  return readdirSync(tmpdir()).filter((n) => n.startsWith('act-run-') || n.startsWith('act-index-'));
}

export function cleanup(root: string): void {
  rmSync(dirname(root), { recursive: true, force: true });
}

export const hasPython = (() => {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
