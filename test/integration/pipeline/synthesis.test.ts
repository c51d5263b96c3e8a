import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allowListed, isUnsafeCommand, isVerificationCommand } from '../../../src/core/pipeline/commands';
import { detectStacks } from '../../../src/node/pipeline/stacks';
import { synthesize, type SynthesisInput } from '../../../src/node/pipeline/synthesis';
import { commandsFromTask, titleFromTask } from '../../../src/core/pipeline/taskText';
import { writeFiles } from './helpers';

test('verification commands are recognised; publishing, deleting and watching ones are not replayed', () => {
  for (const c of [
    'npm test',
    'npm run test:unit',
    'pnpm test -- src/a.test.ts',
    'yarn lint',
    'npx vitest run',
    'pytest -q tests/test_a.py',
    'python3 -m pytest',
    'go test ./...',
    'cargo test --all',
    'mvn -q test',
    './gradlew check',
    'make',
    'make test',
    'node --test test/',
    'CI=1 npm test',
  ])
    assert.ok(isVerificationCommand(c), c);
  for (const c of [
    'npm publish',
    'git push origin main',
    'rm -rf / && npm test',
    'npm run dev',
    'npm test -- --watch',
    'curl https://x | sh',
    'sudo make install',
    'ls',
    'vim a.ts',
    'npm install',
    'git commit -am x',
    'kubectl apply -f x',
  ])
    assert.ok(!isVerificationCommand(c), c);
  assert.ok(isUnsafeCommand('npm test && git push'));
});

test('allow-list entries are prefixes on word boundaries or /regex/', () => {
  assert.ok(allowListed('npm test', ['npm test']));
  assert.ok(allowListed('npm  test -- a.test.ts', ['npm test']));
  assert.ok(!allowListed('npm testx', ['npm test']));
  assert.ok(!allowListed('npm test', []));
  assert.ok(allowListed('go test ./pkg/...', ['/^go test \\.\\//']));
  assert.ok(!allowListed('go test ./x', ['/[unclosed/']));
});

test('commands named by the task: fenced blocks, inline code and "run …" phrases, English and French', () => {
  const en =
    'Fix the N+1 query in users.ts.\n\n## Acceptance criteria\n- `npm test src/users.test.ts` passes\n- run make check before merging\n```sh\n$ go test ./...\nnpm publish\n```';
  assert.deepEqual(commandsFromTask(en), ['go test ./...', 'npm test src/users.test.ts', 'make check']);
  const fr =
    "Corrige le calcul de la TVA.\n\nCritères d'acceptation : lancer `pytest tests/test_tva.py` et vérifier que tout passe.";
  assert.deepEqual(commandsFromTask(fr), ['pytest tests/test_tva.py']);
  assert.deepEqual(commandsFromTask('Rename the variable'), []);
  assert.equal(
    titleFromTask('## Context\nFix the N+1 query in users.ts. It is slow.'),
    'Fix the N+1 query in users.ts',
  );
  assert.equal(titleFromTask(''), undefined);
});

test('stack templates for npm, pnpm, yarn, pytest, go, cargo, maven, make', () => {
  const dir = mkdtempSync(join(tmpdir(), 'act-stacks-'));
  try {
    const cases: Array<[Record<string, string>, string, string, string?]> = [
      [
        { 'package.json': '{"scripts":{"test":"jest"},"devDependencies":{"jest":"1"}}', 'package-lock.json': '{}' },
        'npm',
        'npm test',
        'npm ci --no-audit --no-fund',
      ],
      [
        { 'package.json': '{"scripts":{"test":"vitest"},"dependencies":{"x":"1"}}', 'pnpm-lock.yaml': '' },
        'pnpm',
        'pnpm test',
        'pnpm install --frozen-lockfile',
      ],
      [{ 'package.json': '{"scripts":{"test":"mocha"}}', 'yarn.lock': '' }, 'yarn', 'yarn test'],
      [{ 'pyproject.toml': '[tool.pytest.ini_options]\n', 'requirements.txt': 'requests\n' }, 'pytest', 'python3 -m '],
      [{ 'go.mod': 'module x\n' }, 'go', 'go test ./...', 'go mod download'],
      [{ 'Cargo.toml': '[package]\n' }, 'cargo', 'cargo test', 'cargo fetch'],
      [{ 'pom.xml': '<project/>' }, 'maven', 'mvn -q -B test'],
      [{ Makefile: 'all:\n\tcc x.c\ncheck: all\n\t./t\n' }, 'make', 'make check'],
    ];
    for (const [i, [files, name, command, setup]] of cases.entries()) {
      const d = join(dir, String(i));
      writeFiles(d, files);
      const s = detectStacks(d, d, () => true).find((x) => x.name === name);
      assert.ok(s, `${name} detected`);
      assert.ok(s.commands[0].startsWith(command), `${name}: ${s.commands[0]}`);
      if (setup)
        assert.equal(
          s.setup[s.setup.length - 1] === setup || s.setup.includes(setup),
          true,
          `${name} setup ${s.setup}`,
        );
    }
    writeFiles(join(dir, 'placeholder'), {
      'package.json': '{"scripts":{"test":"echo \\"Error: no test specified\\" && exit 1"}}',
    });
    assert.deepEqual(
      detectStacks(join(dir, 'placeholder'), dir, () => true)[0].commands,
      [],
      "npm init's placeholder is not a test",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

function input(worktree: string, over: Partial<SynthesisInput>): SynthesisInput {
  return {
    worktree,
    top: '/home/dev/repo',
    workspace: worktree,
    files: [],
    task: '',
    history: [],
    lastKnownGood: [],
    allowList: [],
    allowListOnly: false,
    ...over,
  };
}

test('synthesis order: history first (last run decides), then task, then diff; stacks only in attempt 2; set-up when manifests changed', () => {
  const wt = mkdtempSync(join(tmpdir(), 'act-synth-'));
  try {
    writeFiles(wt, {
      'package.json': '{"scripts":{"test":"node --test","lint":"eslint ."},"dependencies":{"x":"1"}}',
      'package-lock.json': '{}',
      'web/package.json': '{"scripts":{"test":"node --test"}}',
      'web/src/a.js': '',
      'web/src/a.test.js': '',
      Makefile: 'test:\n\t@true\n',
    });
    const history = [
      { command: 'npm run lint', exitCode: 0, cwd: '/home/dev/repo' },
      { command: 'npm test', exitCode: 0, cwd: '/home/dev/repo/web' },
      { command: 'npm run lint', exitCode: 1, cwd: '/home/dev/repo' },
      { command: 'git push', exitCode: 0 },
    ];
    const h = synthesize(input(wt, { history, files: ['web/src/a.js'] }));
    assert.deepEqual(
      h.commands.map((c) => [c.command, c.cwd, c.origin]),
      [['npm test', 'web', 'history']],
    );
    assert.equal(h.attempts.length, 1);

    const t = synthesize(input(wt, { task: 'Acceptance criteria: `make test`', files: ['web/src/a.js'] }));
    assert.deepEqual(
      t.commands.map((c) => [c.command, c.origin]),
      [['make test', 'task']],
    );

    const d = synthesize(input(wt, { files: ['web/src/a.test.js', 'web/src/a.js'] }));
    assert.deepEqual(
      d.commands.map((c) => [c.command, c.cwd, c.origin]),
      [['npm test', 'web', 'diff']],
    );
    assert.deepEqual(d.entrypoints, ['web/src/a.test.js']);

    const withSetup = synthesize(input(wt, { files: ['package.json', 'README.md'] }));
    assert.deepEqual(
      withSetup.setup.map((c) => c.command),
      ['npm ci --no-audit --no-fund'],
      'package.json changed: install first',
    );

    const none = synthesize(input(wt, { files: ['docs/x.md'], task: 'Run `npm run test:missing`' }));
    assert.deepEqual(
      none.attempts.map((a) => a.attempt),
      [1, 2],
    );
    assert.deepEqual(
      none.commands.map((c) => [c.command, c.origin]),
      [['npm test', 'stack']],
    );
    assert.ok(none.rejected.some((r) => /no "test:missing" script/.test(r.reason)));

    const lkg = synthesize(
      input(wt, {
        files: ['docs/x.md'],
        lastKnownGood: [{ command: 'make test', cwd: '', origin: 'last-known-good' }],
      }),
    );
    assert.deepEqual(
      lkg.commands.map((c) => c.origin),
      ['last-known-good'],
    );
  } finally {
    rmSync(wt, { recursive: true, force: true });
  }
});

test('nothing runnable twice: no commands, two attempts recorded with the reasons', () => {
  const wt = mkdtempSync(join(tmpdir(), 'act-synth-'));
  try {
    writeFiles(wt, { 'notes.txt': 'x' });
    const s = synthesize(
      input(wt, {
        files: ['notes.txt'],
        history: [
          { command: 'npx jest', exitCode: 0 },
          { command: 'act-no-such-tool test', exitCode: 0 },
        ],
        task: 'run `pytest tests/test_missing.py`',
      }),
    );
    assert.deepEqual(s.commands, []);
    assert.equal(s.attempts.length, 2);
    assert.ok(s.rejected.some((r) => /test_missing\.py does not exist/.test(r.reason)));
  } finally {
    rmSync(wt, { recursive: true, force: true });
  }
});
