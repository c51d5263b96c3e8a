import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AuditLog } from '../../../src/node/pipeline/audit';
import { PipelineError } from '../../../src/node/pipeline/service';
import { cleanup, fingerprint, harness, hasPython, makeRepo, writeFiles } from './helpers';

test('make: with no history and no task commands, diff analysis finds the Makefile test target', async () => {
  const root = makeRepo({
    Makefile: 'CC ?= cc\ntest: build\n\tsh tests/run.sh\nbuild:\n\t@true\n',
    'lib/slug.sh': 'slug() { printf "%s" "$1" | tr "A-Z " "a-z-"; }\n',
    'tests/run.sh':
      '#!/bin/sh\n. ./lib/slug.sh\n[ "$(slug "Hello World")" = "hello-world" ] || { echo "bad slug: $(slug "Hello World")"; exit 1; }\n',
  });
  try {
    writeFiles(root, { 'lib/slug.sh': 'slug() { printf "%s" "$1" | tr "A-Z " "a-z-" | tr -s "-"; }\n' });
    const before = fingerprint(root);
    const h = await harness(root);
    const job = await h.service.harvest({ task: 'Collapse repeated dashes in slugs' });
    const done = await h.service.run(job.id, { confirm: true });
    assert.equal(done.status, 'crystallized', done.error);
    const manifest = JSON.parse(readFileSync(done.manifestPath!, 'utf8'));
    assert.deepEqual(
      manifest.scenario.commands.map((c: { command: string; origin: string }) => [c.command, c.origin]),
      [['make test', 'diff']],
    );
    assert.ok(manifest.scenario.stacks.includes('make'));
    assert.deepEqual(fingerprint(root), before);
  } finally {
    cleanup(root);
  }
});

test(
  'python: a touched test file is run alone with pytest (or unittest) in the worktree',
  { skip: !hasPython && 'python3 not available' },
  async () => {
    const root = makeRepo({
      'pkg/__init__.py': '',
      'pkg/mathx.py': 'def clamp(x, lo, hi):\n    return max(lo, x)\n',
      'tests/test_mathx.py':
        'import unittest\nfrom pkg.mathx import clamp\n\nclass T(unittest.TestCase):\n    def test_low(self):\n        self.assertEqual(clamp(-5, 0, 10), 0)\n',
      'tests/test_other.py':
        'import unittest\n\nclass T(unittest.TestCase):\n    def test_broken_elsewhere(self):\n        self.fail("unrelated failure")\n',
      '.gitignore': '__pycache__/\n.pytest_cache/\n',
    });
    try {
      writeFiles(root, {
        'pkg/mathx.py': 'def clamp(x, lo, hi):\n    return max(lo, min(x, hi))\n',
        'tests/test_mathx.py':
          'import unittest\nfrom pkg.mathx import clamp\n\nclass T(unittest.TestCase):\n    def test_low(self):\n        self.assertEqual(clamp(-5, 0, 10), 0)\n\n    def test_high(self):\n        self.assertEqual(clamp(50, 0, 10), 10)\n',
      });
      const before = fingerprint(root);
      const h = await harness(root);
      const job = await h.service.harvest({ task: 'clamp() ignores the upper bound' });
      const done = await h.service.run(job.id, { confirm: true });
      assert.equal(done.status, 'crystallized', done.error);
      const manifest = JSON.parse(readFileSync(done.manifestPath!, 'utf8'));
      const cmd = manifest.scenario.commands[0];
      assert.equal(cmd.origin, 'diff');
      assert.match(
        cmd.command,
        /tests\/test_mathx\.py|-p test_mathx\.py/,
        'only the touched test runs, not the unrelated broken one',
      );
      assert.deepEqual(manifest.scenario.entrypoints, ['tests/test_mathx.py']);
      assert.deepEqual(fingerprint(root), before, 'no __pycache__ or .pytest_cache in the user folder');
    } finally {
      cleanup(root);
    }
  },
);

test('a task with no runnable command becomes needs_manual_scenario; a signed form re-queues it and the signer is audited', async () => {
  const root = makeRepo({
    'docs/guide.txt': 'Install with make install.\n',
    'tools/lint-docs.sh': '#!/bin/sh\n! grep -q "make install" docs/guide.txt\n',
  });
  try {
    writeFiles(root, { 'docs/guide.txt': 'Install with the package manager.\n' });
    const h = await harness(root);
    const job = await h.service.harvest({
      task: 'Fix the install instructions',
      history: [
        { command: 'git commit -am wip', exitCode: 0 },
        { command: 'vim docs/guide.txt', exitCode: 0 },
      ],
    });
    const manual = await h.service.run(job.id, { confirm: true });
    assert.equal(manual.status, 'needs_manual_scenario');
    const runDir = join(root, '.runs', job.id, manual.lastRunId!);
    const scenario = JSON.parse(readFileSync(join(runDir, 'scenario.json'), 'utf8'));
    assert.equal(scenario.commands.length, 0);
    assert.deepEqual(
      scenario.attempts.map((a: { attempt: number }) => a.attempt),
      [1, 2],
    );
    assert.equal(JSON.parse(readFileSync(join(runDir, 'manifest.json'), 'utf8')).scenario.attempts.length, 2);
    assert.equal(manual.formPath, join(runDir, 'manual-scenario.md'));
    assert.ok(h.alerts.some((a) => a.kind === 'needs_manual_scenario' && a.path === manual.formPath));
    // No run proceeds without the acknowledgement.
    await assert.rejects(
      h.service.run(job.id, { confirm: true }),
      (e: PipelineError) => e.code === 'needs_manual_scenario',
    );
    await assert.rejects(h.service.submitScenario(job.id, { requeue: false }), /not signed/);

    const form = readFileSync(manual.formPath!, 'utf8')
      .replace(/(## Verification commands\n<!--[^\n]*-->\n```sh\n)/, '$1sh tools/lint-docs.sh\n')
      .replace('Approved-by: ', 'Approved-by: Carol Lead');
    writeFileSync(manual.formPath!, form);

    const queued = await h.service.submitScenario(job.id, { requeue: false });
    assert.equal(queued.status, 'queued');
    const done = await h.service.run(job.id, {});
    assert.equal(done.status, 'crystallized', done.error);
    const audit = new AuditLog(join(root, '.agent/patterns/audit.jsonl')).for(job.id);
    assert.equal(audit[0].action, 'manual_scenario');
    assert.equal(audit[0].actor, 'Carol Lead');
    assert.equal(h.service.metrics().validation.failureCauses.scenarioSynthesis, 1);
  } finally {
    cleanup(root);
  }
});

test('allow-list only: commands outside the list are never run', async () => {
  const root = makeRepo({
    'package.json': JSON.stringify({ scripts: { test: "node -e \"require('fs').writeFileSync('ran', '1')\"" } }),
    'a.js': '1\n',
  });
  try {
    writeFiles(root, { 'a.js': '2\n' });
    const h = await harness(root, { allowListOnly: true, allowList: ['make test'] });
    const job = await h.service.harvest({ task: 'change a', history: [{ command: 'npm test', exitCode: 0 }] });
    const r = await h.service.run(job.id, { confirm: true });
    assert.equal(r.status, 'needs_manual_scenario');
    const scenario = JSON.parse(readFileSync(join(root, '.runs', job.id, r.lastRunId!, 'scenario.json'), 'utf8'));
    assert.ok(scenario.rejected.some((x: { reason: string }) => /allow-list/.test(x.reason)));
    assert.equal(existsSync(join(root, 'ran')), false);
  } finally {
    cleanup(root);
  }
});
