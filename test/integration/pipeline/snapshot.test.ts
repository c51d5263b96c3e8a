import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeSnapshot, verifySnapshot } from '../../../src/node/pipeline/snapshot';
import { SNAPSHOT_EXCLUDES } from '../../../src/node/pipeline/harvester';
import { cleanup, fingerprint, harness, makeRepo, sh, writeFiles } from './helpers';

const actor = { name: 'Test Dev', email: 'dev@example.com' };

test('the snapshot holds staged, unstaged and untracked work, not ignored files nor ACT outputs, and leaves the user state alone', async () => {
  const root = makeRepo({ 'a.txt': 'a1\n', 'b.txt': 'b1\n', '.gitignore': 'secret.env\nbuild/\n' });
  try {
    writeFiles(root, { 'a.txt': 'a2 staged\n' });
    sh(root, ['add', 'a.txt']);
    writeFiles(root, {
      'a.txt': 'a3 unstaged on top\n',
      'new/c.txt': 'untracked\n',
      'secret.env': 'TOKEN=x\n',
      'build/out.js': 'x',
      '.act/observations.jsonl': '{}\n',
      '.runs/x/job.json': '{}',
      '.agent/patterns/candidates/p.md': '# p',
    });
    writeFileSync(join(root, 'bin.dat'), Buffer.from([0, 1, 2, 255, 254]));
    sh(root, ['rm', '-q', '--cached', 'b.txt']); // a staged deletion the user has not committed
    const before = fingerprint(root);
    const snap = await takeSnapshot({ workspace: root, actor, message: 'm', exclude: SNAPSHOT_EXCLUDES });
    assert.deepEqual(fingerprint(root), before);
    const tree = sh(root, ['ls-tree', '-r', '--name-only', snap.record.commit]).trim().split('\n').sort();
    assert.deepEqual(tree, ['.gitignore', 'a.txt', 'b.txt', 'bin.dat', 'new/c.txt']);
    assert.equal(
      sh(root, ['show', `${snap.record.commit}:a.txt`]),
      'a3 unstaged on top\n',
      'the working tree, as approved',
    );
    assert.equal(snap.record.mode, 'working-tree');
    assert.equal(snap.record.base, sh(root, ['rev-parse', 'HEAD']).trim());
    assert.match(snap.diff, /GIT binary patch/);
    assert.deepEqual(await verifySnapshot(root, snap.record), { ok: true });
    assert.equal(sh(root, ['log', '-1', '--format=%an', snap.record.commit]).trim(), 'Test Dev');
  } finally {
    cleanup(root);
  }
});

test('a repository with no commit yet, and a workspace folder below the repository top', async () => {
  const base = mkdtempSync(join(tmpdir(), 'act-pipe-test-'));
  try {
    const root = join(base, 'fresh');
    mkdirSync(root);
    sh(root, ['init', '-q', '-b', 'main']);
    writeFiles(root, { 'app/main.py': 'print(1)\n', 'app/.act/x': 'ours' });
    const before = fingerprint(root);
    const snap = await takeSnapshot({ workspace: join(root, 'app'), actor, message: 'm', exclude: SNAPSHOT_EXCLUDES });
    assert.equal(snap.record.base, null);
    assert.deepEqual(snap.files, ['app/main.py'], "the workspace's .act folder is excluded relative to the workspace");
    assert.deepEqual(fingerprint(root), before);
    assert.throws(() => sh(root, ['rev-parse', '--verify', '--quiet', 'HEAD']), 'still no commit on the branch');
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});

test('a moved tag or a changed archive is detected', async () => {
  const root = makeRepo({ 'a.txt': 'a\n' });
  try {
    writeFiles(root, { 'a.txt': 'b\n' });
    const snap = await takeSnapshot({ workspace: root, actor, message: 'm', exclude: [] });
    sh(root, ['tag', '-f', snap.record.tag, 'HEAD']);
    const moved = await verifySnapshot(root, snap.record);
    assert.equal(moved.ok, false);
    assert.match((moved as { reason: string }).reason, /moved/);
    sh(root, ['tag', '-f', snap.record.tag, snap.record.commit]);
    const tampered = await verifySnapshot(root, { ...snap.record, tarballDigest: 'sha256:00' });
    assert.match((tampered as { reason: string }).reason, /digest mismatch/);
  } finally {
    cleanup(root);
  }
});

test('a same-size edit that git can only see through its racy-timestamp check is in the snapshot', async () => {
  const root = makeRepo({ 'answer.txt': '41\n' });
  try {
    // git compares only size and whole-second mtime here, so the edit below is invisible to the
    // stat cache; only "the file is not older than the index" makes git look at its content.
    sh(root, ['config', 'core.checkStat', 'minimal']);
    sh(root, ['config', 'core.trustctime', 'false']);
    // The scene is set ten seconds in the past instead of waiting: git records the file with that
    // mtime and its index carries the same second, so the entry is racy; a copy of the index made
    // now would be ten seconds younger than the file and hide the edit.
    const file = join(root, 'answer.txt');
    const past = Math.floor(Date.now() / 1000) - 10;
    utimesSync(file, past, past);
    sh(root, ['update-index', '-q', '--refresh']); // the entry now records the past mtime
    writeFiles(root, { 'answer.txt': '42\n' });
    utimesSync(file, past, past);
    utimesSync(join(root, '.git/index'), past, past);
    const snap = await takeSnapshot({ workspace: root, actor, message: 'm', exclude: [] });
    assert.equal(snap.record.mode, 'working-tree');
    assert.equal(sh(root, ['show', `${snap.record.commit}:answer.txt`]), '42\n');
  } finally {
    cleanup(root);
  }
});

test("ACT's own untracked instruction files stay out of the snapshot; a person's AGENTS.md does not", async () => {
  const { BEGIN, END } = await import('../../../src/core/memory/instructions/markers');
  const { generatedOnly } = await import('../../../src/node/pipeline/harvester');
  const root = makeRepo({ 'a.txt': 'a\n' });
  try {
    const section = `${BEGIN}\n- learned rule\n${END}\n`;
    writeFiles(root, {
      'a.txt': 'b\n',
      'CLAUDE.md': section,
      '.github/instructions/learned.instructions.md': `---\napplyTo: "**"\n---\n\n${section}`,
      'AGENTS.md': `# Our agents guide\n\nWritten by us.\n\n${section}`,
    });
    assert.deepEqual((await generatedOnly(root)).sort(), ['.github/instructions/learned.instructions.md', 'CLAUDE.md']);
    const h = await harness(root);
    const job = await h.service.harvest({ task: 'x' });
    assert.deepEqual(job.files.sort(), ['AGENTS.md', 'a.txt']);
  } finally {
    cleanup(root);
  }
});
