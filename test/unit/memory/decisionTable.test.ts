// The decision table and the weight rules, at their edges.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decide, borderlineHeuristic, type Candidate } from '../../../src/core/memory/threads/decide';
import {
  currentWeight,
  solicit,
  threadsToSuspend,
  shouldArchive,
  HALF_LIFE_MS,
} from '../../../src/core/memory/threads/weight';
import { scoreThread } from '../../../src/core/memory/threads/similarity';
import type { Thread, ThreadStatus } from '../../../src/core/memory/threads/types';
import { memoryFixture, scriptedLlm } from '../../helpers/memory/memoryFixture';
import { MemoryLlm } from '../../../src/core/memory/llm';

function thread(id: string, status: ThreadStatus, extra: Partial<Thread> = {}): Thread {
  return {
    id,
    title: id,
    titleSource: 'extractive',
    status,
    summary: '',
    topics: [],
    topicCounts: {},
    topicLabels: {},
    originType: 'prompt',
    driftHistory: [],
    parentId: null,
    childIds: [],
    weight: 0,
    solicitation: 1,
    createdAt: '',
    lastActiveMs: 0,
    messageCount: 1,
    undescribed: 0,
    ...extra,
  };
}
const cand = (t: Thread, total: number, shared: string[] = [], embedding = total): Candidate => ({
  thread: t,
  sim: { embedding, topicOverlap: 0, topicBoost: 0, total, sharedTopics: shared },
});

test('similarity follows the seed formula: 0.7 emb + 0.3 overlap + 0.15 boost', () => {
  const t = { topicCounts: { jwt: 1, token: 1 }, topicLabels: { jwt: 'JWT' } };
  const s = scoreThread(0.5, ['jwt', 'redis', 'limit', 'rate'], t, new Set(['jwt', 'token']));
  assert.equal(s.topicOverlap, 0.25);
  assert.equal(s.topicBoost, 0.15);
  assert.ok(Math.abs(s.total - (0.35 + 0.075 + 0.15)) < 1e-9);
  assert.deepEqual(s.sharedTopics, ['JWT']);
  assert.equal(scoreThread(0.5, ['redis'], t, new Set(['jwt'])).topicBoost, 0);
});

test('decision table thresholds', () => {
  const a = thread('a', 'active');
  const s = thread('s', 'suspended');
  assert.equal(decide([cand(a, 0.36)], []).decision, 'CONTINUE');
  assert.equal(decide([cand(a, 0.35)], []).decision, 'NEW_THREAD', 'strictly above 0.35 continues');
  assert.equal(decide([cand(a, 0.4), cand(s, 0.51)], []).decision, 'REACTIVATE');
  assert.equal(
    decide([cand(a, 0.45), cand(s, 0.4)], []).decision,
    'CONTINUE',
    'a suspended thread below 0.50 must beat the active one',
  );
  assert.equal(decide([cand(a, 0.2), cand(s, 0.4)], []).decision, 'REACTIVATE');
  const b = decide([cand(a, 0.2), cand(s, 0.3)], []);
  assert.equal(b.decision, 'BORDERLINE');
  assert.equal(decide([cand(s, 0.14)], []).decision, 'NEW_THREAD');
  assert.equal(
    decide([cand(thread('x', 'archived'), 0.6)], []).decision,
    'REACTIVATE',
    'archived threads are dormant, not dead',
  );
});

test('fork needs an established thread, a moderate score and mostly new topics', () => {
  const parent = thread('p', 'active', { messageCount: 4, topicCounts: { jwt: 2, login: 2 } });
  assert.equal(decide([cand(parent, 0.42)], ['jwt', 'redis', 'rate', 'limit']).decision, 'FORK');
  assert.equal(
    decide([cand(parent, 0.55)], ['jwt', 'redis', 'rate', 'limit']).decision,
    'CONTINUE',
    'a strong match is the same topic',
  );
  assert.equal(
    decide([cand({ ...parent, messageCount: 3 }, 0.42)], ['jwt', 'redis', 'rate', 'limit']).decision,
    'CONTINUE',
  );
  assert.equal(decide([cand(parent, 0.42)], ['jwt', 'login', 'redis']).decision, 'CONTINUE');
});

test('borderline heuristic as stated', () => {
  const s = thread('s', 'suspended');
  assert.equal(borderlineHeuristic(cand(s, 0.3, ['a', 'b'], 0.1)), true);
  assert.equal(borderlineHeuristic(cand(s, 0.3, ['a'], 0.25)), true);
  assert.equal(borderlineHeuristic(cand(s, 0.3, ['a'], 0.2)), false);
  assert.equal(borderlineHeuristic(cand(s, 0.3, [], 0.5)), false);
});

test('weight grows with solicitations, halves its mass weekly, and orders slot freeing', () => {
  const t = thread('t', 'active', { solicitation: 0, lastActiveMs: 0 });
  solicit(t, 0);
  const one = t.weight;
  solicit(t, 1000);
  solicit(t, 2000);
  assert.ok(t.weight > one && t.weight < 1);
  assert.ok(Math.abs(currentWeight(t, 2000 + HALF_LIFE_MS) - (1 - Math.exp(-t.solicitation / 2 / 3))) < 1e-9);
  const heavy = thread('heavy', 'active', { solicitation: 5, lastActiveMs: 0 });
  const lightOld = thread('lightOld', 'active', { solicitation: 1, lastActiveMs: 0 });
  const lightNew = thread('lightNew', 'active', { solicitation: 1, lastActiveMs: 10 });
  const protectedLight = thread('prot', 'active', { solicitation: 0.1, lastActiveMs: 0 });
  const victims = threadsToSuspend([heavy, lightNew, lightOld, protectedLight], 2, new Set(['prot']), 10);
  assert.deepEqual(
    victims.map((v) => v.id),
    ['lightOld', 'lightNew'],
  );
  assert.equal(shouldArchive({ ...lightOld, status: 'suspended' }, 40 * 24 * 3600 * 1000), true);
  assert.equal(shouldArchive({ ...heavy, status: 'suspended', solicitation: 200 }, 40 * 24 * 3600 * 1000), false);
});

test('the language model titles and summarises due threads; its output is redacted', async () => {
  const llm = scriptedLlm((_p, purpose) =>
    purpose === 'describe'
      ? '```json\n{"title": "JWT refresh rotation for ghp_' +
        'Zr8Kq2Lm9Vx4Tn7Pb3Wc6Yd1Hs5Fg0Ja8Ue2Q' +
        '", "summary": "Rotating refresh tokens on login.", "topics": ["JWT", "refresh tokens"]}\n```'
      : undefined,
  );
  const { manager } = await memoryFixture({ llm: new MemoryLlm(llm) });
  await manager.route({
    text: 'Add JWT authentication to the login endpoint with refresh token rotation',
    source: 'chat',
  });
  assert.equal(await manager.describePending(), 0, 'one message is not enough to describe');
  await manager.route({ text: 'The refresh token rotation should invalidate the old JWT on logout', source: 'chat' });
  assert.equal(await manager.describePending(), 1);
  const t = manager.set.get('T0')!;
  assert.equal(t.titleSource, 'llm');
  assert.match(t.title, /^JWT refresh rotation for \[REDACTED/);
  assert.equal(t.summary, 'Rotating refresh tokens on login.');
  assert.ok(t.topics.includes('jwt'));
  assert.equal(await manager.describePending(), 0, 'not again until 5 more messages');
});
