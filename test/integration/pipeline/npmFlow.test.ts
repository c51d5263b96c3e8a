import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from '../../../src/core/markdown/frontMatter';
import { cleanup, fingerprint, harness, makeRepo, sh, writeFiles } from './helpers';

const BUGGY = {
  'package.json': JSON.stringify({ name: 'calc', version: '1.0.0', scripts: { test: 'node --test test/' } }, null, 2),
  'src/sum.js': 'exports.sum = (xs) => xs.reduce((a, b) => a + b);\n',
  'test/sum.test.js':
    "const { test } = require('node:test');\nconst assert = require('node:assert');\nconst { sum } = require('../src/sum');\ntest('sums', () => assert.equal(sum([1, 2, 3]), 6));\n",
  '.gitignore': 'node_modules/\n',
};
const FIX = 'exports.sum = (xs) => xs.reduce((a, b) => a + b, 0);\n';
const EMPTY_TEST =
  "const { test } = require('node:test');\nconst assert = require('node:assert');\nconst { sum } = require('../src/sum');\ntest('sums', () => assert.equal(sum([1, 2, 3]), 6));\ntest('empty list sums to 0', () => assert.equal(sum([]), 0));\n";

function extractWorktree(manifest: { log: string[] }): string | undefined {
  return manifest.log.map((l) => /checked out in (\S+)/.exec(l)?.[1]).find(Boolean);
}

test('npm: an approved uncommitted fix whose test passes in the worktree becomes a candidate; the user keeps every byte', async () => {
  const root = makeRepo(BUGGY);
  try {
    // The user's state at approval: an uncommitted fix, a new test file, something staged,
    // an ignored node_modules, and a stash entry.
    writeFiles(root, { 'notes.txt': 'stash me\n' });
    sh(root, ['add', 'notes.txt']);
    sh(root, ['stash', 'push', '-q', '-m', 'wip']);
    writeFiles(root, {
      'src/sum.js': FIX,
      'test/sum.test.js': EMPTY_TEST,
      'node_modules/dep/index.js': 'module.exports = 1;\n',
    });
    sh(root, ['add', 'test/sum.test.js']);
    const before = fingerprint(root);

    const h = await harness(root);
    const job = await h.service.harvest({
      task: 'Fix sum() of an empty list: it throws a TypeError.\n\nAcceptance criteria: `npm test` passes.',
      history: [
        { command: 'npm test', exitCode: 1, cwd: root, startedAt: '2025-01-01T10:00:00Z' },
        { command: 'npm test', exitCode: 0, cwd: root, startedAt: '2025-01-01T10:05:00Z' },
      ],
    });
    assert.equal(job.status, 'queued');
    assert.match(job.snapshot!.tag, /^learning-snapshot-[0-9a-f-]{36}$/);
    assert.equal(sh(root, ['rev-parse', `refs/tags/${job.snapshot!.tag}`]).trim(), job.snapshot!.commit);
    assert.match(job.snapshot!.tarballDigest, /^sha256:[0-9a-f]{64}$/);
    assert.deepEqual(job.files.sort(), ['src/sum.js', 'test/sum.test.js']);
    // The snapshot commit holds the approved working tree, not HEAD and not the index.
    assert.equal(sh(root, ['show', `${job.snapshot!.commit}:src/sum.js`]), FIX);
    assert.deepEqual(fingerprint(root), before, 'harvest changed the user state');

    // First run in this workspace: nothing runs before a person confirms.
    const waiting = await h.service.run(job.id, {});
    assert.equal(waiting.status, 'awaiting_confirmation');
    assert.deepEqual(waiting.pendingCommands, ['npm test']);
    const done = await h.service.run(job.id, { confirm: true, actor: 'Test Dev' });
    assert.equal(done.status, 'crystallized', done.error);
    assert.deepEqual(fingerprint(root), before, 'the run changed the user state');
    assert.ok(
      existsSync(join(root, 'node_modules/dep/index.js')),
      'the borrowed node_modules survived the worktree removal',
    );

    const manifest = JSON.parse(readFileSync(done.manifestPath!, 'utf8'));
    assert.equal(done.manifestPath, join(root, '.runs', job.id, done.lastRunId!, 'manifest.json'));
    assert.equal(manifest.outcome, 'passed');
    assert.equal(manifest.scenario.commands[0].origin, 'history');
    assert.equal(manifest.results[0].exitCode, 0);
    const wt = extractWorktree(manifest);
    assert.ok(wt && !wt.startsWith(root), 'ran outside the user folder');
    assert.equal(existsSync(wt!), false, 'worktree removed');

    const candidates = readdirSync(join(root, '.agent/patterns/candidates'));
    assert.deepEqual(candidates, [`${done.candidateId}.md`]);
    const md = readFileSync(join(root, '.agent/patterns/candidates', candidates[0]), 'utf8');
    const { data, body } = parseDocument(md);
    for (const k of ['id', 'title', 'tags', 'source_snapshot', 'run_id', 'validation', 'created'])
      assert.ok(data[k], `front matter ${k}`);
    assert.equal(data.source_snapshot, job.snapshot!.tag);
    assert.equal(data.validation, 'passed');
    assert.equal(data.run_id, done.lastRunId);
    assert.match(body, /## Problem[\s\S]*## Solution[\s\S]*## Rationale/);
    assert.match(body, /reduce\(\(a, b\) => a \+ b, 0\)/, 'the solution shows the code that matters');
    assert.equal(h.crystal.length, 1, 'a model may refine the candidate');
    assert.ok(h.alerts.some((a) => a.kind === 'candidate'));

    // The next run does not ask again.
    writeFiles(root, { 'src/sum.js': FIX.replace('0);', '0 );') });
    const second = await h.service.harvest({ task: 'Tidy sum' });
    assert.equal((await h.service.run(second.id, {})).status, 'crystallized');
  } finally {
    cleanup(root);
  }
});

test('npm: a fix whose test fails in isolation is not crystallized', async () => {
  const root = makeRepo(BUGGY);
  try {
    writeFiles(root, { 'test/sum.test.js': EMPTY_TEST }); // new test, no fix
    const h = await harness(root);
    const job = await h.service.harvest({ task: 'Add a test for empty lists' });
    const done = await h.service.run(job.id, { confirm: true });
    assert.equal(done.status, 'validation_failed');
    assert.match(done.error!, /npm test/);
    assert.equal(existsSync(join(root, '.agent/patterns/candidates')), false);
    const m = h.service.metrics();
    assert.equal(m.validation.failureCauses.testFailures, 1);
    assert.equal(m.validation.passRate, 0);
  } finally {
    cleanup(root);
  }
});

test('a clean working tree learns from the last commit; a marked commit is learned as it was', async () => {
  const root = makeRepo(BUGGY);
  try {
    writeFiles(root, { 'src/sum.js': FIX, 'test/sum.test.js': EMPTY_TEST });
    sh(root, ['add', '-A']);
    sh(root, ['commit', '-q', '-m', 'fix: sum of an empty list is 0']);
    const fixSha = sh(root, ['rev-parse', 'HEAD']).trim();
    writeFiles(root, { 'README.md': 'later work\n' });
    sh(root, ['add', '-A']);
    sh(root, ['commit', '-q', '-m', 'docs']);
    mkdirSync(join(root, 'node_modules'), { recursive: true });
    const before = fingerprint(root);
    const h = await harness(root);
    const marked = await h.service.harvest({ commit: fixSha, trigger: 'commit' });
    assert.equal(marked.snapshot!.mode, 'commit');
    assert.equal(marked.snapshot!.commit, fixSha);
    assert.equal(marked.title, 'fix: sum of an empty list is 0');
    const done = await h.service.run(marked.id, { confirm: true });
    assert.equal(done.status, 'crystallized', done.error);
    const last = await h.service.harvest({});
    assert.equal(last.snapshot!.mode, 'commit');
    assert.deepEqual(last.files, ['README.md']);
    assert.deepEqual(fingerprint(root), before);
    writeFileSync(join(root, 'x'), '');
  } finally {
    cleanup(root);
  }
});
