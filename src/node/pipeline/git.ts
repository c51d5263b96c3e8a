// Thin async git runner. Every call sets GIT_OPTIONAL_LOCKS=0 so read commands (status, diff)
// never refresh the user's .git/index behind their back: the pipeline must leave it byte-identical.
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';

export interface GitResult {
  stdout: string;
  stderr: string;
  code: number;
}

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly result: GitResult,
  ) {
    super(
      `git ${args.slice(0, 3).join(' ')} failed (${result.code}): ${result.stderr.trim().split('\n').slice(-3).join(' | ') || result.stdout.trim().slice(0, 200)}`,
    );
    this.name = 'GitError';
  }
}

export interface GitOptions {
  env?: Record<string, string | undefined>;
  input?: string;
  /** Resolve with the result instead of throwing on a non-zero exit. */
  allowFail?: boolean;
  timeoutMs?: number;
}

export function gitEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_OPTIONAL_LOCKS: '0', GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
  // A hook or an outer git process may have exported these; they would redirect our commands.
  for (const k of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_PREFIX']) delete env[k];
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

export function git(cwd: string, args: string[], opts: GitOptions = {}): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      args,
      {
        cwd,
        env: gitEnv(opts.env),
        maxBuffer: 256 * 1024 * 1024,
        timeout: opts.timeoutMs ?? 120_000,
        windowsHide: true,
      },
      (err, stdout, stderr) => {
        const code = err
          ? typeof (err as { code?: unknown }).code === 'number'
            ? (err as { code: number }).code
            : 1
          : 0;
        const result = { stdout: String(stdout), stderr: String(stderr) + (err && !stderr ? err.message : ''), code };
        if (code !== 0 && !opts.allowFail) reject(new GitError(args, result));
        else resolve(result);
      },
    );
    if (opts.input !== undefined) child.stdin?.end(opts.input);
  });
}

/** `git <args>` stdout trimmed, throwing on failure. */
export async function gitOut(cwd: string, args: string[], opts: GitOptions = {}): Promise<string> {
  return (await git(cwd, args, opts)).stdout.trim();
}

/** sha256 of a git command's raw stdout, streamed (for `git archive` of large trees). */
export function gitDigest(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd, env: gitEnv(), windowsHide: true });
    const hash = createHash('sha256');
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => hash.update(b));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(`sha256:${hash.digest('hex')}`);
      else reject(new GitError(args, { stdout: '', stderr, code: code ?? 1 }));
    });
  });
}

export async function isGitRepo(cwd: string): Promise<boolean> {
  const r = await git(cwd, ['rev-parse', '--is-inside-work-tree'], { allowFail: true });
  return r.code === 0 && r.stdout.trim() === 'true';
}

export async function repoTop(cwd: string): Promise<string> {
  return gitOut(cwd, ['rev-parse', '--show-toplevel']);
}

/** Resolves a revision to a full sha, or undefined (unborn HEAD, missing tag). */
export async function resolveRev(cwd: string, rev: string): Promise<string | undefined> {
  const r = await git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], { allowFail: true });
  return r.code === 0 ? r.stdout.trim() : undefined;
}

/** The well-known empty tree, to diff a root commit. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
