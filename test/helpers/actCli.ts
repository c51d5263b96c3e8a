// Runs the real `act` CLI (from source, through tsx) in a child process, as a user or a hook
// script would: arguments, working folder, exit code, stdout and stderr.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const main = resolve(__dirname, '../../src/cli/main.ts');
// tsx resolved from the project, so the CLI can run with any current folder.
const tsx = require.resolve('tsx');

export function runAct(
  args: string[],
  opts: { cwd?: string; input?: string } = {},
): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, ['--import', tsx, main, ...args], {
    encoding: 'utf8',
    cwd: opts.cwd,
    input: opts.input,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
