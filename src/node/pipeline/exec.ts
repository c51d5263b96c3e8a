// Runs one scenario command with a time limit and an output limit. The command gets its own
// process group so a timeout kills everything it started (test servers, watchers), not just sh.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { redact } from '../../core/redact';
import type { CommandResult } from '../../protocol/pipeline';

export interface ExecOptions {
  cwd: string;
  env?: Record<string, string>;
  timeoutMs: number;
  /** Bytes of output kept (half from the start, half from the end). */
  maxOutputBytes: number;
  /** Extra PATH entries, first (e.g. the user's .venv/bin). */
  pathPrepend?: string[];
  /** Label shown in results (the command relative to the repository). */
  relCwd?: string;
}

// Inherited variables that would change how a child Node or test runner behaves.
const STRIP_ENV = [
  'NODE_TEST_CONTEXT',
  'NODE_CHANNEL_FD',
  'NODE_CHANNEL_SERIALIZATION_MODE',
  'NODE_UNIQUE_ID',
  'ELECTRON_RUN_AS_NODE',
  'VSCODE_PID',
  'GIT_INDEX_FILE',
  'GIT_DIR',
  'GIT_WORK_TREE',
];

export function commandEnv(opts: Pick<ExecOptions, 'env' | 'pathPrepend'>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0', ...opts.env };
  for (const k of STRIP_ENV) delete env[k];
  if (opts.pathPrepend?.length) {
    const sep = process.platform === 'win32' ? ';' : ':';
    env.PATH = [...opts.pathPrepend, env.PATH ?? ''].join(sep);
  }
  return env;
}

export function runCommand(command: string, opts: ExecOptions): Promise<CommandResult> {
  const started = Date.now();
  const win = process.platform === 'win32';
  const half = Math.max(1024, Math.floor(opts.maxOutputBytes / 2));
  let head = Buffer.alloc(0);
  let tail: Buffer[] = [];
  let tailBytes = 0;
  let total = 0;
  const take = (b: Buffer) => {
    total += b.length;
    if (head.length < half) {
      const n = Math.min(half - head.length, b.length);
      head = Buffer.concat([head, b.subarray(0, n)]);
      b = b.subarray(n);
    }
    if (!b.length) return;
    tail.push(b);
    tailBytes += b.length;
    while (tailBytes - tail[0].length >= half) tailBytes -= tail.shift()!.length;
  };

  return new Promise((resolve) => {
    let child;
    try {
      child = win
        ? spawn(command, { cwd: opts.cwd, env: commandEnv(opts), shell: true, windowsHide: true })
        : spawn('/bin/sh', ['-c', command], { cwd: opts.cwd, env: commandEnv(opts), detached: true });
    } catch (e) {
      resolve(result(127, null, false, `could not start: ${(e as Error).message}`));
      return;
    }
    let timedOut = false;
    let settled = false;
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        if (win) spawn('taskkill', ['/pid', String(child.pid), '/T', '/F'], { windowsHide: true });
        else if (child.pid) process.kill(-child.pid, signal);
      } catch {}
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 2000).unref();
    }, opts.timeoutMs);
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.on('error', (e) => finish(127, null, `could not start: ${e.message}`));
    child.on('exit', (code, signal) => {
      // Leftover background processes of the command would keep the pipes open: end them.
      killGroup('SIGKILL');
      setTimeout(() => finish(code, signal), 50);
    });
    child.on('close', (code, signal) => finish(code, signal));

    function finish(code: number | null, signal: NodeJS.Signals | null, note?: string) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result(code, signal, timedOut, note));
    }
  });

  function result(code: number | null, signal: string | null, timedOut: boolean, note?: string): CommandResult {
    let tailBuf = Buffer.concat(tail);
    if (tailBuf.length > half) tailBuf = tailBuf.subarray(tailBuf.length - half);
    const dropped = total - head.length - tailBuf.length;
    let text = head.toString('utf8');
    if (dropped > 0) text += `\n… [${dropped} bytes of output omitted] …\n`;
    text += tailBuf.toString('utf8');
    if (note) text += `\n${note}`;
    if (timedOut) text += `\n[killed after ${Math.round(opts.timeoutMs / 1000)} s time limit]`;
    tail = [];
    return {
      command: redact(command),
      cwd: opts.relCwd ?? '',
      exitCode: code,
      signal,
      timedOut,
      durationMs: Date.now() - started,
      output: redact(text),
      outputBytes: total,
      truncated: dropped > 0,
    };
  }
}

/** Finds an executable on PATH (no shell), for the "is this runnable here" check. */
export function onPath(bin: string, pathPrepend: string[] = []): boolean {
  const sep = process.platform === 'win32' ? ';' : ':';
  const exts = process.platform === 'win32' ? (process.env.PATHEXT ?? '.EXE;.CMD;.BAT').split(';') : [''];
  for (const dir of [...pathPrepend, ...(process.env.PATH ?? '').split(sep)]) {
    if (!dir) continue;
    for (const ext of exts) {
      const p = join(dir, bin + ext);
      try {
        if (existsSync(p) && statSync(p).isFile()) return true;
      } catch {}
    }
  }
  return false;
}
