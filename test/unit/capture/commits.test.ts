// Commit habits on histories and subjects written for these tests (test/eval/commits has the
// families used by `npm run eval`): the grammar of a subject, trailers, pull requests versus
// issues, bots, and the habits a history gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeCommit } from '../../../src/core/capture/commits/message';
import { analyzeHistory, habitObservations } from '../../../src/core/capture/commits/history';
import { parseSubject } from '../../../src/core/capture/commits/subject';
import { parseTrailers } from '../../../src/core/capture/commits/trailers';
import { commitRefs } from '../../../src/core/capture/commits/refs';
import { botAuthors } from '../../../src/core/capture/commits/bots';
import type { CommitRecord } from '../../../src/core/capture/commits/types';
import { validateObservation } from '../../../src/core/observation';
import { families } from '../../eval/commits/generate';

let n = 0;
const c = (subject: string, body = '', author = 'Ann', files = ['src/a.ts']): CommitRecord => ({
  sha: (++n).toString(16).padStart(40, '0'),
  author_time: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  author,
  subject,
  body,
  files_changed: files,
});

test('subject grammar: each prefix style is recognised and the description follows the prefix', () => {
  const cases: Array<[string, string, string | undefined, string]> = [
    ['feat(parser)!: add streaming mode', 'conventional', 'feat(parser)!', 'add streaming mode'],
    ['net/http: reject empty header names', 'path', 'net/http', 'reject empty header names'],
    ['ssh: close idle channels', 'path', 'ssh', 'close idle channels'],
    ['drm: i915: fix the cursor offset', 'area', 'drm: i915', 'fix the cursor offset'],
    ['PAY-482: Round totals half up', 'ticket', 'PAY-482', 'Round totals half up'],
    ['[CORE-12] Drop the legacy flag', 'ticket', 'CORE-12', 'Drop the legacy flag'],
    [':bug: Guard against a null user', 'gitmoji', ':bug:', 'Guard against a null user'],
    ['✨ Add the dark theme', 'emoji', '✨', 'Add the dark theme'],
    ['[docs] Explain the cache keys', 'tag', '[docs]', 'Explain the cache keys'],
    ['gh-10423: Guard the parser against empty input', 'ticket', 'gh-10423', 'Guard the parser against empty input'],
    ['Fixed #2210 -- Corrected the form error text.', 'ticket', 'Fixed #2210', 'Corrected the form error text.'],
    ['Note: this is a plain sentence', 'free', undefined, 'Note: this is a plain sentence'],
    ['Fix the login redirect', 'free', undefined, 'Fix the login redirect'],
  ];
  for (const [subject, style, prefix, description] of cases) {
    const p = parseSubject(subject);
    assert.equal(p.style, style, subject);
    assert.equal(p.prefix, prefix, subject);
    assert.equal(p.description, description, subject);
  }
});

test('mood is judged after the prefix, never on it', () => {
  assert.equal(analyzeCommit(c('wg-quick: added a timeout')).imperative, false);
  assert.equal(analyzeCommit(c('wg-quick: add a timeout')).imperative, true);
  const a = analyzeHistory(
    Array.from({ length: 12 }, (_, i) =>
      c(`${['ssh', 'dns', 'ci'][i % 3]}: ${['add', 'drop', 'keep'][i % 3]} the retry path ${i}`),
    ),
  );
  const mood = a.habits.find((h) => h.id === 'imperative')!.text;
  assert.ok(!/Ssh|Dns/.test(mood), mood);
  assert.ok(a.habits.some((h) => h.id === 'style:path'));
  assert.ok(
    !a.habits.some((h) => h.id === 'conventional-commits'),
    'a few "ci:" subjects in an area history are areas',
  );
});

test('trailers: the last paragraph of Key: value lines, keys normalised; prose is not a trailer', () => {
  assert.deepEqual(
    parseTrailers('Body text.\n\nChange-Id: I123\nReviewed-on: https://r.example/1\nCo-Authored-By: Bo <b@x.org>').map(
      (t) => t.key,
    ),
    ['Change-Id', 'Reviewed-on', 'Co-authored-by'],
  );
  assert.deepEqual(parseTrailers('Note: the cache is cold at start.'), []);
  assert.deepEqual(parseTrailers('Fixes a crash.\n\nThis paragraph explains more.'), []);
});

test('pull requests are told from issues; a merge script line is a pull request', () => {
  assert.deepEqual(commitRefs('Fix the cache (#1234)', ''), { pullRequest: true, issue: false, review: false });
  assert.deepEqual(commitRefs('Rollup merge of #512 - ana:docs, r=li', ''), {
    pullRequest: true,
    issue: false,
    review: false,
  });
  assert.deepEqual(commitRefs('gh-4410: Fix the cache', ''), { pullRequest: false, issue: true, review: false });
  assert.deepEqual(commitRefs('Fix the cache', 'Closes #88 from ana/fix-cache'), {
    pullRequest: true,
    issue: false,
    review: false,
  });
  assert.deepEqual(commitRefs('Fix the cache', 'Fixes #88'), { pullRequest: false, issue: true, review: false });
  assert.deepEqual(commitRefs('Fix the cache', 'Reviewed-on: https://review.example/c/1'), {
    pullRequest: false,
    issue: false,
    review: true,
  });
  assert.equal(commitRefs('Fix the cache', 'Bug: 4411').issue, true);
});

test('bots: by account, and by templated subjects under a human-looking name', () => {
  const history = [
    ...Array.from({ length: 12 }, (_, i) => c(`all: update vendored modules to v1.${i}.0`, '', 'Walter Grey')),
    ...Array.from({ length: 14 }, (_, i) =>
      c(`runtime: ${['tune', 'shrink', 'speed up'][i % 3]} the allocator ${i}`, '', 'Ines Duarte'),
    ),
    c('chore(deps): update x', '', 'renovate[bot]'),
  ];
  const bots = botAuthors(history);
  assert.ok(bots.has('Walter Grey'));
  assert.ok(bots.has('renovate[bot]'));
  assert.ok(!bots.has('Ines Duarte'));
  assert.match(analyzeHistory(history).habits.find((h) => h.id === 'bots')!.text, /Walter Grey/);
});

test('every convention family of the eval is named, with its trailers, and no other style', () => {
  const habitOf = (style: string) =>
    style === 'conventional' ? 'conventional-commits' : style === 'free' ? 'free-form' : `style:${style}`;
  const styleIds = ['conventional', 'free', 'path', 'area', 'ticket', 'gitmoji', 'emoji', 'tag'].map(habitOf);
  for (const f of families()) {
    const ids = analyzeHistory(f.records).habits.map((h) => h.id);
    // A family too small to name a style names none.
    if (!f.styles.length) assert.ok(!ids.some((id) => styleIds.includes(id)), `${f.id}: ${ids.join(', ')}`);
    else assert.ok(ids.includes(habitOf(f.styles[0]!)), `${f.id}: ${ids.join(', ')}`);
    for (const k of f.trailers)
      assert.ok(
        ids.includes(`trailer:${k.toLowerCase().replace(/\s+/g, '-')}`) ||
          (k === 'Signed-off-by' && ids.includes('signed-off')) ||
          (k === 'Co-authored-by' && ids.includes('co-authors')),
        `${f.id}: ${k}`,
      );
  }
});

test('habits become valid pattern observations with examples, stable across re-runs', () => {
  const f = families()[0]!;
  const obs = habitObservations(analyzeHistory(f.records), f.id);
  assert.ok(obs.length > 3);
  for (const o of obs) {
    assert.ok(validateObservation(o).ok);
    assert.equal(o.type, 'pattern');
  }
  assert.deepEqual(habitObservations(analyzeHistory(f.records), f.id), obs);
});
