// Reads a real commit history with `git log` (no shell; bounded output and time), or a JSONL
// history file of the same shape as ../shared/data/git/*.jsonl.
import { execFile } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CommitRecord } from '../../core/capture/commits/types';

const RS = '\x1e';
const US = '\x1f';

function git(args: string[], cwd: string, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      args,
      {
        cwd,
        maxBuffer: 256 * 1024 * 1024,
        timeout: timeoutMs,
        windowsHide: true,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`git ${args[0]} failed in ${cwd}: ${(stderr || err.message).trim().split('\n')[0]}`));
        else resolve(stdout);
      },
    );
  });
}

/** The last `max` commits of the repository containing `dir` (newest first), optionally from `rev`. */
export async function readGitLog(dir: string, opts: { max?: number; rev?: string } = {}): Promise<CommitRecord[]> {
  const max = Math.max(1, Math.min(opts.max ?? 500, 100_000));
  const out = await git(
    [
      'log',
      `-n${max}`,
      '--no-color',
      '--no-renames',
      `--format=${RS}%H${US}%aI${US}%an${US}%ae${US}%s${US}%b${US}`,
      '--name-only',
      ...(opts.rev ? [opts.rev] : []),
      '--',
    ],
    dir,
  );
  const records: CommitRecord[] = [];
  for (const chunk of out.split(RS)) {
    if (!chunk.trim()) continue;
    const parts = chunk.split(US);
    if (parts.length < 7) continue;
    const [sha, time, author, email, subject, body, files] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    records.push({
      sha,
      author_time: time,
      author,
      ...(email ? { author_email: email } : {}),
      subject,
      body: body.trim(),
      files_changed: files
        .split('\n')
        .map((f) => f.trim())
        .filter(Boolean),
    });
  }
  return records;
}

export async function gitHead(dir: string): Promise<string | null> {
  try {
    return (await git(['rev-parse', 'HEAD'], dir, 5000)).trim();
  } catch {
    return null;
  }
}

/**
 * The last entry of .git/logs/HEAD when it records a commit ("commit: …", "commit (amend): …"),
 * for the fallback when the built-in git extension is not available.
 */
export function lastReflogCommit(repoDir: string): { sha: string; subject: string; at: string } | null {
  const path = join(repoDir, '.git', 'logs', 'HEAD');
  if (!existsSync(path)) return null;
  const size = statSync(path).size;
  const fd = openSync(path, 'r');
  let tail: string;
  try {
    const len = Math.min(size, 16 * 1024);
    const buf = Buffer.alloc(len);
    readSync(fd, buf, 0, len, size - len);
    tail = buf.toString('utf8');
  } finally {
    closeSync(fd);
  }
  const line = tail.trimEnd().split('\n').pop() ?? '';
  const m = /^[0-9a-f]{40,64} ([0-9a-f]{40,64}) .*? (\d{9,11}) [+-]\d{4}\t(commit(?: \([^)]*\))?): (.*)$/.exec(line);
  if (!m) return null;
  return { sha: m[1]!, at: new Date(Number(m[2]) * 1000).toISOString(), subject: m[4]! };
}

/** A JSONL history file; malformed lines are reported, not fatal. */
export function readHistoryJsonl(path: string): { records: CommitRecord[]; problems: string[] } {
  const records: CommitRecord[] = [];
  const problems: string[] = [];
  readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .forEach((line, i) => {
      if (!line.trim()) return;
      try {
        const r = JSON.parse(line) as Partial<CommitRecord>;
        if (typeof r.sha !== 'string' || typeof r.subject !== 'string') throw new Error('missing "sha" or "subject"');
        records.push({
          sha: r.sha,
          author_time: String(r.author_time ?? ''),
          author: String(r.author ?? ''),
          subject: r.subject,
          body: String(r.body ?? ''),
          files_changed: Array.isArray(r.files_changed) ? r.files_changed.map(String) : [],
        });
      } catch (e) {
        problems.push(`${path}:${i + 1}: ${(e as Error).message}`);
      }
    });
  return { records, problems };
}
