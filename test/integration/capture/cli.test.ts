// The capture verbs as a user runs them: detect, ingest, learn-git.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tempDir } from '../../helpers/tmp';
import { sharedPath, withoutShared } from '../../helpers/shared';

const main = resolve(__dirname, '../../../src/cli/main.ts');
const tsx = require.resolve('tsx');
function act(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['--import', tsx, main, ...args], { encoding: 'utf8', input });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('detect --json prints the exact summary; --explain says why; stdin works', () => {
  const dir = tempDir();
  const r = act(['detect', '--workspace', dir, '--json', 'non, utilise pnpm. remember: always run the linter']);
  assert.equal(r.code, 0, r.err);
  assert.deepEqual(JSON.parse(r.out), { feedback: 'loss', correction: true, rules: ['Always run the linter'] });
  const e = act(['detect', '--workspace', dir, '--explain', 'not bad']);
  assert.match(e.out, /feedback: win/);
  assert.match(e.out, /praise \("not bad"\)/);
  assert.equal(JSON.parse(act(['detect', '--workspace', dir, '--json', '-'], 'sweet').out).feedback, 'win');
  assert.equal(act(['detect', '--workspace', dir]).code, 2);
  assert.ok(!existsSync(join(dir, '.act')), 'detect writes nothing');
});

const AIDER = 'data/transcripts/Aquaticat__Monochromatic__.aider.chat.history.md';
const GIT_JSONL = 'data/git/junegunn__vim-plug.jsonl';

test('ingest: an observation file is accepted, a file of no known format is refused', () => {
  const dir = tempDir();
  const obsFile = join(dir, 'other.jsonl');
  writeFileSync(
    obsFile,
    `${JSON.stringify({ timestamp: '2026-01-01T00:00:00Z', type: 'pattern', context: {}, observation: 'Uses pnpm', confidence: 0.4 })}\n`,
  );
  const o = act(['ingest', '--workspace', dir, obsFile]);
  assert.equal(o.code, 0, o.err);
  assert.match(o.out, /observations — 1 accepted/);
  const bad = join(dir, 'bad.txt');
  writeFileSync(bad, 'hello');
  const b = act(['ingest', '--workspace', dir, bad]);
  assert.equal(b.code, 1);
  assert.match(b.err, /not a transcript \(Claude Code, Codex or Engram JSONL/);
  const gemini = join(dir, 'session-1.json');
  const message = (type: string, content: string) => ({ type, content, timestamp: '2026-01-02T00:00:00Z' });
  writeFileSync(
    gemini,
    JSON.stringify(
      {
        sessionId: 'g',
        messages: [
          message('user', 'sort the list by date'),
          message('gemini', 'Done: the list is now sorted by date.'),
          message('user', 'still sorted by name, not by date'),
        ],
      },
      null,
      2,
    ),
  );
  const g = act(['ingest', '--workspace', dir, gemini]);
  assert.equal(g.code, 0, g.err);
  assert.match(g.out, /chat-json — 2 human messages; 0 praise, 1 criticism/);
});

test(
  'ingest a real Aider transcript; learn-git on a real JSONL history',
  { skip: withoutShared(AIDER, GIT_JSONL) },
  () => {
    const dir = tempDir();
    const t = act(['ingest', '--workspace', dir, sharedPath(AIDER), '--json']);
    assert.equal(t.code, 0, t.err);
    const res = JSON.parse(t.out);
    assert.equal(res[0].format, 'aider');
    assert.equal(res[0].userMessages, 23); // 19 distinct, some asked twice
    const g = act(['learn-git', '--workspace', dir, '--file', sharedPath(GIT_JSONL), '--max', '500']);
    assert.equal(g.code, 0, g.err);
    assert.match(g.out, /Free-form subjects/);
    assert.match(g.out, /single author/);
    assert.match(readFileSync(join(dir, '.act/observations.jsonl'), 'utf8'), /Git history: Free-form subjects/);
  },
);
