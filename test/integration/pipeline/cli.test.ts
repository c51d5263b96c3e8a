import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CliCommand, CliIO } from '../../../src/cli/command';
import { harvestCommand } from '../../../src/cli/commands/harvest';
import { runCommand } from '../../../src/cli/commands/run';
import { jobsCommand } from '../../../src/cli/commands/jobs';
import { patternsCommand } from '../../../src/cli/commands/patterns';
import { approveCommand } from '../../../src/cli/commands/approve';
import { rejectCommand } from '../../../src/cli/commands/reject';
import { deprecateCommand } from '../../../src/cli/commands/deprecate';
import { UsageError } from '../../../src/cli/command';
import { cleanup, fingerprint, makeRepo, writeFiles } from './helpers';

async function act(cmd: CliCommand, argv: string[], root: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) };
  try {
    return { code: await cmd.run(argv, io, { workspace: root, cwd: root }), out, err };
  } catch (e) {
    if (e instanceof UsageError) return { code: 2, out, err: err + e.message };
    return { code: 1, out, err: err + (e as Error).message };
  }
}

test('CLI: harvest, run (asks --yes the first time), jobs, patterns, approve, deprecate, reject', async () => {
  const root = makeRepo({ Makefile: 'test:\n\tgrep -q ok status.txt\n', 'status.txt': 'ko\n' });
  try {
    writeFiles(root, { 'status.txt': 'ok\n' });
    const before = fingerprint(root);
    writeFileSync(join(root, '..', 'history.json'), JSON.stringify([{ command: 'make test', exitCode: 0, cwd: root }]));
    const h = await act(
      harvestCommand,
      ['--task', 'Status must be ok', '--history', '../history.json', '--json'],
      root,
    );
    assert.equal(h.code, 0, h.err);
    const job = JSON.parse(h.out) as { id: string; status: string; tag: string };
    assert.equal(job.status, 'queued');

    const waiting = await act(runCommand, [job.id.slice(0, 12)], root);
    assert.equal(waiting.code, 1);
    assert.match(waiting.out, /\$ make test[\s\S]*--yes/);
    const done = await act(runCommand, [job.id, '--yes'], root);
    assert.equal(done.code, 0, done.out + done.err);
    assert.match(done.out, /crystallized[\s\S]*candidate pattern: status-must-be-ok/);
    assert.deepEqual(fingerprint(root), before);

    const jobs = await act(jobsCommand, ['--json'], root);
    assert.equal(JSON.parse(jobs.out)[0].status, 'crystallized');
    const list = await act(patternsCommand, [], root);
    assert.match(list.out, /^candidate\s+status-must-be-ok\s+Status must be ok/m);

    assert.equal((await act(approveCommand, ['status-must-be-ok', '--note', 'fine', '--by', 'Alice'], root)).code, 0);
    assert.equal(
      (await act(rejectCommand, ['status-must-be-ok'], root)).code,
      1,
      'an active pattern cannot be rejected',
    );
    const dep = await act(deprecateCommand, ['status-must-be-ok', '--reason', 'replaced'], root);
    assert.equal(dep.code, 0);
    assert.ok(existsSync(join(root, '.agent/patterns/deprecated/status-must-be-ok.md')));
    const audit = readFileSync(join(root, '.agent/patterns/audit.jsonl'), 'utf8');
    assert.match(
      audit,
      /"action":"approve","subject":"status-must-be-ok","subjectKind":"pattern","actor":"Alice","reason":"fine"/,
    );
    const gone = await act(approveCommand, ['../../etc/passwd'], root);
    assert.equal(gone.code, 1);
    assert.match(gone.err, /invalid pattern id/);
  } finally {
    cleanup(root);
  }
});

test('CLI: bad arguments exit 2 with a reason', async () => {
  const root = makeRepo({ 'a.txt': 'a\n' });
  try {
    assert.equal((await act(runCommand, [], root)).code, 2);
    assert.equal((await act(jobsCommand, ['--status', 'nope'], root)).code, 2);
    assert.equal((await act(harvestCommand, ['--task', 'x', '--task-file', 'y'], root)).code, 2);
    assert.equal((await act(harvestCommand, ['--history', 'missing.json'], root)).code, 2);
    assert.equal((await act(runCommand, ['some-job', '--note', 'x'], root)).code, 2);
  } finally {
    cleanup(root);
  }
});
