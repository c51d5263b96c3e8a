import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from '../../../src/node/pipeline/exec';

const posix = process.platform !== 'win32';

/** Dead: no such process, or a zombie waiting for a reaper (containers often have none). */
function gone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  try {
    return /^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
}

test(
  'the time limit kills the whole process group, background children included',
  { skip: !posix && 'POSIX process groups' },
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'act-exec-'));
    try {
      const started = Date.now();
      const r = await runCommand('sleep 30 & echo $! > child.pid; sleep 30', {
        cwd: dir,
        timeoutMs: 400,
        maxOutputBytes: 4096,
      });
      assert.equal(r.timedOut, true);
      assert.notEqual(r.exitCode, 0);
      assert.ok(Date.now() - started < 5000, 'returned promptly');
      const child = Number(readFileSync(join(dir, 'child.pid'), 'utf8'));
      // SIGKILL went to the whole group before runCommand returned; its death is not announced to
      // us (it is not our child), so look until it is gone, for at most 5 s.
      for (const deadline = Date.now() + 5000; !gone(child) && Date.now() < deadline;)
        await new Promise((res) => setImmediate(res));
      assert.ok(gone(child), 'the background sleep was killed too');
      assert.match(r.output, /time limit/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('output beyond the limit keeps its head and tail; exit codes and secrets are handled', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'act-exec-'));
  try {
    const r = await runCommand('node -e "for (let i = 0; i < 20000; i++) console.log(\'line \' + i)"', {
      cwd: dir,
      timeoutMs: 20_000,
      maxOutputBytes: 8192,
    });
    assert.equal(r.exitCode, 0);
    assert.equal(r.truncated, true);
    assert.ok(r.outputBytes > 100_000);
    assert.ok(r.output.length < 10_000);
    assert.match(r.output, /^line 0\n/);
    assert.match(r.output, /line 19999\n$/);
    assert.match(r.output, /bytes of output omitted/);

    const fail = await runCommand('echo "token ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"; exit 3', {
      cwd: dir,
      timeoutMs: 5000,
      maxOutputBytes: 4096,
    });
    assert.equal(fail.exitCode, 3);
    assert.doesNotMatch(fail.output, /ghp_a1B2/);
    const missing = await runCommand('act-definitely-not-a-command', {
      cwd: dir,
      timeoutMs: 5000,
      maxOutputBytes: 4096,
    });
    assert.equal(missing.exitCode, 127);
    // A test runner's own variables never leak into the replayed command.
    const env = await runCommand('echo "ctx=${NODE_TEST_CONTEXT:-none} ci=$CI"', {
      cwd: dir,
      timeoutMs: 5000,
      maxOutputBytes: 4096,
    });
    assert.match(env.output, /ctx=none ci=1/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
