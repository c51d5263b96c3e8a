// A scripted stream over several topics with returns to old ones, routed with the lexical
// embedder, checked decision by decision against seed 003's table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { memoryFixture, scriptedLlm } from '../../helpers/memory/memoryFixture';
import { MemoryLlm } from '../../../src/core/memory/llm';
import { ThreadManager } from '../../../src/core/memory/threads/manager';
import { LexicalEmbedder } from '../../../src/core/memory/lexicalEmbedder';
import { MemoryRepo } from '../../../src/node/memory/memoryRepo';
import { redact } from '../../../src/core/redact';

const JWT = 'T0';
const PG = 'T1';
const DARK = 'T2';

test('new topics open threads, follow-ups continue them, returns reactivate suspended ones', async () => {
  const { manager } = await memoryFixture({ limit: 2 });
  const route = async (text: string) => (await manager.route({ text, source: 'chat' }))!;
  const steps: Array<[string, string, string]> = [
    ['Add JWT authentication to the login endpoint with refresh token rotation', 'NEW_THREAD', JWT],
    ['The refresh token rotation should invalidate the old JWT on logout', 'CONTINUE', JWT],
    ['Write a Postgres migration adding an email column to the users table', 'NEW_THREAD', PG],
    ['The Postgres migration fails on the users table because existing rows have null emails', 'CONTINUE', PG],
    ['Implement a dark mode theme toggle with CSS variables on the settings page', 'NEW_THREAD', DARK],
    ['The dark mode CSS variables flicker on page load before the theme toggle applies', 'CONTINUE', DARK],
    ['Back to the JWT login: refresh token rotation breaks when two browser tabs refresh at once', 'REACTIVATE', JWT],
    ['Le refresh token JWT doit expirer après 7 jours', 'CONTINUE', JWT],
    ['Add an index on the email column too', 'REACTIVATE', PG],
    ['Исправь миграцию Postgres для таблицы users', 'CONTINUE', PG],
    ['Set up the GitHub Actions workflow to run the unit tests on every pull request', 'NEW_THREAD', 'T3'],
  ];
  for (const [text, decision, thread] of steps) {
    const r = await route(text);
    assert.equal(`${r.decision} ${r.threadId}`, `${decision} ${thread}`, `${text}: ${r.reason}`);
    const t = manager.set.get(r.threadId)!;
    assert.equal(t.status, 'active');
  }
  // Mode limit respected all along: never more than 2 active threads.
  assert.equal(manager.set.byStatus('active').length, 2);
  const jwt = manager.set.get(JWT)!;
  assert.equal(jwt.messageCount, 4);
  assert.ok(jwt.topics.includes('jwt') && jwt.topics.includes('refresh'), jwt.topics.join(','));
  assert.match(jwt.title, /JWT authentication/);
});

test('a reactivation frees the slot of the lowest-weight unrelated thread, then the oldest', async () => {
  const { manager } = await memoryFixture({ limit: 2 });
  const r1 = await manager.route({ text: 'Kubernetes helm chart for the staging cluster', source: 'chat' });
  await manager.route({ text: 'The helm chart values for the staging cluster ingress', source: 'chat' });
  const r2 = await manager.route({ text: 'Translate the onboarding emails into Spanish', source: 'chat' });
  const r3 = await manager.route({ text: 'Profile the slow image thumbnail generation worker', source: 'chat' });
  // Two threads with one message each: equal weight, the older activity goes first.
  assert.deepEqual(
    r3!.suspended,
    [r2!.threadId],
    'the lighter of the two others is suspended, not the heavier helm thread',
  );
  assert.equal(manager.set.get(r1!.threadId)!.status, 'active');
});

test('a sub-topic of an established thread forks a child thread', async () => {
  const { manager } = await memoryFixture();
  for (const text of [
    'Add JWT authentication to the login endpoint with refresh token rotation',
    'The refresh token rotation should invalidate the old JWT on logout',
    'JWT login: refresh token rotation breaks when two browser tabs refresh at once',
    'The login endpoint must return 401 when the JWT refresh token expired',
  ])
    await manager.route({ text, source: 'chat' });
  const r = (await manager.route({
    text: 'For the JWT login we also need rate limiting with Redis counters per IP address',
    source: 'chat',
  }))!;
  assert.equal(r.decision, 'FORK', r.reason);
  assert.equal(r.parentId, JWT);
  const child = manager.set.get(r.threadId)!;
  assert.equal(child.parentId, JWT);
  assert.equal(child.originType, 'split');
  assert.deepEqual(manager.set.get(JWT)!.childIds, [child.id]);
});

test('borderline suspended threads: the language model decides when there is one', async () => {
  for (const verdict of [true, false]) {
    const llm = scriptedLlm((_p, purpose) =>
      purpose === 'borderline' ? JSON.stringify({ related: verdict }) : undefined,
    );
    const { manager } = await memoryFixture({ limit: 1, llm: new MemoryLlm(llm) });
    await manager.route({
      text: 'Implement a dark mode theme toggle with CSS variables on the settings page',
      source: 'chat',
    });
    await manager.route({
      text: 'Write a Postgres migration adding an email column to the users table',
      source: 'chat',
    });
    const r = (await manager.route({ text: 'The toggle button should persist in localStorage', source: 'chat' }))!;
    assert.ok(
      r.candidates.some((c) => c.thread.id === 'T0' && c.sim.total >= 0.15 && c.sim.total <= 0.35),
      'the dark-mode thread is in the borderline zone',
    );
    assert.equal(llm.calls.filter((c) => c.purpose === 'borderline').length, 1);
    assert.equal(r.via, 'llm');
    assert.equal(`${r.decision} ${r.threadId}`, verdict ? 'REACTIVATE T0' : 'NEW_THREAD T2');
  }
});

test('borderline without a language model: the stated heuristic (one shared topic needs embedding >= 0.25)', async () => {
  const { manager } = await memoryFixture({ limit: 1 });
  await manager.route({
    text: 'Implement a dark mode theme toggle with CSS variables on the settings page',
    source: 'chat',
  });
  await manager.route({ text: 'Write a Postgres migration adding an email column to the users table', source: 'chat' });
  const r = (await manager.route({ text: 'The toggle button should persist in localStorage', source: 'chat' }))!;
  assert.equal(r.via, 'heuristic');
  assert.equal(r.decision, 'NEW_THREAD', r.reason);
});

test('noise is not routed, secrets are redacted before storage, and threads survive a reopen', async () => {
  const { manager, store, repo } = await memoryFixture();
  assert.equal(await manager.route({ text: 'ok thanks!', source: 'chat' }), undefined);
  const key = 'sk-ant-api03-' + 'a1B2'.repeat(12);
  const r = (await manager.route({
    text: `Configure the Anthropic client with key ${key} for the summarizer`,
    source: 'chat',
  }))!;
  const stored = repo.recentMessages(r.threadId, 1)[0].text;
  assert.ok(!stored.includes(key), stored);
  assert.match(stored, /REDACTED/);
  const again = new ThreadManager({ embedder: new LexicalEmbedder(), repo: new MemoryRepo(store), redact });
  const t = again.set.get(r.threadId)!;
  assert.equal(t.embedding?.length, 384);
  assert.equal(again.set.vectors.size, 1);
  const next = (await again.route({
    text: 'The summarizer should use the Anthropic client with a lower temperature',
    source: 'chat',
  }))!;
  assert.equal(`${next.decision} ${next.threadId}`, `CONTINUE ${r.threadId}`);
});
