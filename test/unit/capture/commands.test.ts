import { test } from 'node:test';
import assert from 'node:assert/strict';
import { classifyCommand } from '../../../src/core/capture/commands';
import { emptyRunsState, recordCommit, recordRun } from '../../../src/core/capture/runs';
import { validateObservation } from '../../../src/core/observation';

test('commands are classified across ecosystems', () => {
  const cases: Array<[string, string, string]> = [
    ['npm test', 'test', 'npm test'],
    ['pnpm run test:unit', 'test', 'pnpm run test:unit'],
    ['yarn lint', 'lint', 'yarn run lint'],
    ['bun run build', 'build', 'bun run build'],
    ['npx vitest run', 'test', 'vitest'],
    ['CI=1 pytest -x tests/', 'test', 'pytest'],
    ['python -m pytest', 'test', 'python -m pytest'],
    ['uv run pytest', 'test', 'pytest'],
    ['go test ./...', 'test', 'go test'],
    ['cargo build --release', 'build', 'cargo build'],
    ['cargo clippy', 'lint', 'cargo clippy'],
    ['./gradlew test', 'test', 'gradle test'],
    ['mvn -q package', 'build', 'maven build'],
    ['make test', 'test', 'make test'],
    ['dotnet test', 'test', 'dotnet test'],
    ['git commit -m "fix: x"', 'commit', 'git commit'],
    ['npm install', 'install', 'npm install'],
    ['npx tsc --noEmit', 'typecheck', 'tsc'],
    ['ls -la', 'other', 'ls'],
    ['cd app && npm test', 'test', 'npm test'],
  ];
  for (const [line, kind, key] of cases) {
    const c = classifyCommand(line);
    assert.equal(c.kind, kind, line);
    assert.equal(c.key, key, line);
  }
});

test('a failing run then a passing one is an error then a success of the same task; retries are not re-logged', () => {
  const s = emptyRunsState();
  const e1 = recordRun(s, { command: 'npm test', exitCode: 1, origin: 'terminal', at: '2026-01-01T10:00:00Z' });
  const e2 = recordRun(s, {
    command: 'npm test -- --watch=false',
    exitCode: 1,
    origin: 'terminal',
    at: '2026-01-01T10:01:00Z',
  });
  const ok = recordRun(s, { command: 'npm test', exitCode: 0, origin: 'task', at: '2026-01-01T10:05:00Z' });
  const again = recordRun(s, { command: 'npm test', exitCode: 0, origin: 'task', at: '2026-01-01T10:06:00Z' });
  assert.equal(e1.length, 1);
  assert.equal(e1[0]!.type, 'error');
  assert.equal(e1[0]!.confidence, 0.7);
  assert.equal(e2.length, 0);
  assert.equal(ok.length, 1);
  assert.equal(ok[0]!.type, 'success');
  assert.match(ok[0]!.observation, /passes again after failing 2 times \(5 min\)/);
  assert.equal(again.length, 0);
  for (const o of [...e1, ...ok]) assert.ok(validateObservation(o).ok);
});

test('a commit while tests fail is the seed-000 error; tests passing before a commit is a success', () => {
  const s = emptyRunsState();
  recordRun(s, { command: 'pytest', exitCode: 2, origin: 'terminal', at: '2026-01-01T10:00:00Z' });
  const bad = recordCommit(s, { sha: 'abcdef1234567', subject: 'feat: add parser', at: '2026-01-01T10:02:00Z' });
  assert.equal(bad.length, 1);
  assert.equal(bad[0]!.type, 'error');
  assert.match(bad[0]!.observation, /while `pytest` was failing — commit without passing tests = CI red/);
  recordRun(s, { command: 'pytest', exitCode: 0, origin: 'terminal', at: '2026-01-01T10:10:00Z' });
  const good = recordCommit(s, { sha: '1234567abcdef', subject: 'fix: parser', at: '2026-01-01T10:11:00Z' });
  assert.equal(good[0]!.type, 'success');
  assert.equal(recordCommit(s, { sha: '999', subject: 'docs', at: '2026-01-01T10:12:00Z' }).length, 0);
});
