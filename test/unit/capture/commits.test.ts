import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyzeCommit } from '../../../src/core/capture/commits/message';
import { analyzeHistory, habitObservations } from '../../../src/core/capture/commits/history';
import type { CommitRecord } from '../../../src/core/capture/commits/types';
import { validateObservation } from '../../../src/core/observation';
import { sharedPath } from '../../helpers/shared';

const load = (name: string): CommitRecord[] => readFileSync(sharedPath(`data/git/${name}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const c = (subject: string, body = '', files = ['src/a.ts'], author = 'Ann'): CommitRecord => ({ sha: 'a'.repeat(40), author_time: '2026-01-01T00:00:00Z', author, subject, body, files_changed: files });

test('one commit message: conventional parts, mood, language, trailers, bots', () => {
  const f = analyzeCommit(c('feat(parser)!: add streaming mode (#12)', 'Body.\n\nCo-Authored-By: Claude Opus <noreply@anthropic.com>'));
  assert.deepEqual(f.conventional, { type: 'feat', scope: 'parser', breaking: true });
  assert.equal(f.imperative, true);
  assert.equal(f.prNumber, true);
  assert.equal(f.trailers.aiCoAuthor, 'Claude');
  assert.equal(analyzeCommit(c('Fixed the crash')).imperative, false);
  assert.equal(analyzeCommit(c('Adds a button')).imperative, false);
  assert.equal(analyzeCommit(c('fix(onboarding): débloquer la complétion après session')).language, 'fr');
  assert.equal(analyzeCommit(c('fix(deps): update all', '', ['package.json'], 'renovate[bot]')).bot, true);
  assert.equal(analyzeCommit(c('Merge pull request #558 from x/y', '', [])).merge, true);
});

const habits = (name: string) => analyzeHistory(load(name)).habits.map((h) => h.id);

test('vite: Conventional Commits with scopes, PR numbers, renovate bot, no merges', () => {
  const a = analyzeHistory(load('vitejs__vite'));
  const text = a.habits.map((h) => h.text).join('\n');
  assert.match(text, /Uses Conventional Commits \((9\d|100)%/);
  assert.match(text, /scope/);
  assert.ok(habits('vitejs__vite').includes('pr-number'));
  assert.match(text, /renovate\[bot\]/);
  assert.ok(!habits('vitejs__vite').includes('free-form'));
});

test('redis: free-form imperative subjects with PR numbers and explanatory bodies, many contributors', () => {
  const ids = habits('redis__redis');
  for (const id of ['free-form', 'imperative', 'pr-number', 'explains-in-body', 'many-contributors']) assert.ok(ids.includes(id), id);
  assert.ok(!ids.includes('conventional-commits'));
});

test('vim-plug: short free-form subjects, mostly one maintainer, frequent "Update README"', () => {
  const a = analyzeHistory(load('junegunn__vim-plug'));
  const ids = a.habits.map((h) => h.id);
  for (const id of ['free-form', 'single-maintainer', 'small-commits']) assert.ok(ids.includes(id), id);
  assert.ok(a.habits.find((h) => h.id === 'subject-length')!.text.startsWith('Short'));
  assert.ok(ids.some((id) => id.startsWith('repeated:update readme')));
});

test('K3RN: Conventional Commits with scopes, AI co-author trailers, some French', () => {
  const text = analyzeHistory(load('K3RN-LABS__k3rn.labs')).habits.map((h) => h.text).join('\n');
  assert.match(text, /Conventional Commits/);
  assert.match(text, /AI assistant \(Claude/);
  assert.match(text, /French/);
});

test('habits become valid pattern observations with examples, stable across re-runs', () => {
  const a = analyzeHistory(load('redis__redis'));
  const obs = habitObservations(a, 'redis');
  assert.equal(obs.length, a.habits.length);
  for (const o of obs) {
    assert.ok(validateObservation(o).ok);
    assert.equal(o.type, 'pattern');
    assert.equal(o.confidence, 0.4);
  }
  assert.deepEqual(habitObservations(analyzeHistory(load('redis__redis')), 'redis'), obs);
});
