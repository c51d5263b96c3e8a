// The CLI as a user or a hook script runs it: seed 000's two examples, exit codes, --json.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from '../../helpers/tmp';

const main = resolve(__dirname, '../../../src/cli/main.ts');
// tsx resolved from the project, so the CLI can run with any current folder.
const tsx = require.resolve('tsx');
function act(args: string[], cwd?: string) {
  const r = spawnSync(process.execPath, ['--import', tsx, main, ...args], { encoding: 'utf8', cwd });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('seed 000 examples through the CLI: a camelCase instinct at about 0.65 and a "run tests before commit" skill rule', () => {
  const dir = tempDir();
  const obs: Array<[string, string, string]> = [
    ['correction', 'Utilisateur demande nommage camelCase', '0.4'],
    ['correction', 'Correction: snake_case → camelCase', '0.5'],
    ['pattern', 'Tout le code utilise camelCase', '0.6'],
    ['success', 'Tests exécutés avant commit', '0.7'],
    ['success', 'CI verte après commit', '0.7'],
    ['error', 'Commit sans tests = CI rouge', '0.8'],
  ];
  for (const [type, text, c] of obs)
    assert.equal(
      act(['observe', '--workspace', dir, '--type', type, '--observation', text, '--confidence', c]).code,
      0,
    );

  const dry = act(['evolve', '--workspace', dir, '--dry-run', '--json']);
  assert.equal(dry.code, 0, dry.err);
  const preview = JSON.parse(dry.out);
  assert.equal(preview.dryRun, true);
  assert.ok(!existsSync(join(dir, '.act/instincts')), 'dry run writes nothing');

  const run = act(['evolve', '--workspace', dir, '--json']);
  const r = JSON.parse(run.out);
  assert.equal(r.instincts.length, 1);
  assert.match(r.instincts[0].title, /camelCase/);
  assert.ok(Math.abs(r.instincts[0].confidence - 0.65) < 0.03, `instinct confidence ${r.instincts[0].confidence}`);
  assert.equal(r.skills.length, 1);
  assert.match(r.skills[0].rule, /test/i);
  assert.match(r.skills[0].rule, /commit/i);
  assert.ok(r.skills[0].confidence >= 0.7);
  assert.equal(readdirSync(join(dir, '.act/instincts')).length, 1);
  const skillDirs = readdirSync(join(dir, '.act/skills'));
  assert.ok(readFileSync(join(dir, '.act/skills', skillDirs[0]!, 'SKILL.md'), 'utf8').includes(r.skills[0].rule));
  assert.match(r.report, /Evolution detected/);

  const status = JSON.parse(act(['status', '--workspace', dir, '--json']).out);
  assert.equal(status.total, 6);
  assert.equal(status.lastEvolution.instincts, 1);
});

test('bad arguments exit 2 with a one-line reason; --workspace defaults to the current folder', () => {
  const dir = tempDir();
  for (const args of [
    ['observe', '--type', 'nope', '--observation', 'x'],
    ['observe', '--type', 'error'],
    ['observe', '--type', 'error', '--observation', 'x', '--confidence', 'high'],
    ['evolve', '--since', 'soon'],
    ['evolve', '--bogus'],
    ['frobnicate'],
  ]) {
    const r = act(args, dir);
    assert.equal(r.code, 2, `${args.join(' ')} -> ${r.code} ${r.err}`);
    assert.equal(r.err.trim().split('\n').length, 1, r.err);
  }
  assert.equal(
    act(
      [
        'observe',
        '--type',
        'preference',
        '--observation',
        'Prefers tabs',
        '--tag',
        'style',
        '--tag',
        'format',
        '--phase',
        'review',
        '--evidence',
        'user said so',
      ],
      dir,
    ).code,
    0,
  );
  const line = JSON.parse(readFileSync(join(dir, '.act/observations.jsonl'), 'utf8').trim());
  assert.deepEqual(line.tags, ['style', 'format']);
  assert.equal(line.context.phase, 'review');
  assert.equal(line.confidence, 0.4, 'base confidence of its type');
});
