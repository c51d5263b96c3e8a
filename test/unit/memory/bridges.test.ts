// ThinkBridges: typed on creation, gossip with growing depth and falling confidence, bounded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BridgeGraph, BRIDGE_LIMITS } from '../../../src/core/memory/bridges/bridgeGraph';
import { Bridger } from '../../../src/core/memory/bridges/bridger';
import { guessRelation } from '../../../src/core/memory/bridges/relationHeuristics';
import { MemoryLlm } from '../../../src/core/memory/llm';
import { memoryFixture, scriptedLlm } from '../../helpers/memory/memoryFixture';
import type { ThinkBridge } from '../../../src/core/memory/threads/types';

function memStore() {
  const rows = new Map<string, ThinkBridge>();
  return {
    rows,
    saveBridge: (b: ThinkBridge) => void rows.set(b.id, { ...b }),
    deleteBridge: (id: string) => void rows.delete(id),
  };
}

test('gossip: a new bridge reaches neighbours with depth + 1 and lower confidence, up to the maximum depth', () => {
  const store = memStore();
  const g = new BridgeGraph(store);
  g.link('B', 'C', 'extends', 'r', 0.8, 0, 'heuristic');
  g.link('C', 'D', 'extends', 'r', 0.8, 0, 'heuristic');
  g.link('D', 'E', 'extends', 'r', 0.9, 0, 'heuristic');
  const ab = g.link('A', 'B', 'depends', 'r', 0.9, 0, 'heuristic')!;
  const made = g.propagate(ab);
  const ac = g.between('A', 'C')!;
  assert.equal(ac.propagationDepth, 1);
  assert.ok(ac.confidence < Math.min(0.9, 0.8), `confidence falls (${ac.confidence})`);
  assert.equal(ac.via, ab.id);
  assert.equal(ac.relationType, 'extends', 'depends then extends is only "extends"');
  const ad = g.between('A', 'D')!;
  assert.equal(ad.propagationDepth, 2);
  assert.ok(ad.confidence < ac.confidence);
  assert.equal(g.between('A', 'E'), undefined, `depth ${BRIDGE_LIMITS.maxDepth} is the limit`);
  assert.ok(made.every((b) => b.propagationDepth >= 1 && b.propagationDepth <= BRIDGE_LIMITS.maxDepth));
  assert.equal(store.rows.size, g.all().length, 'every bridge is persisted');
});

test('weak chains stop: confidence below the minimum is not propagated', () => {
  const g = new BridgeGraph(memStore());
  g.link('B', 'C', 'extends', 'r', 0.22, 0, 'heuristic');
  const ab = g.link('A', 'B', 'extends', 'r', 0.9, 0, 'heuristic')!;
  assert.deepEqual(g.propagate(ab), []);
  assert.equal(g.between('A', 'C'), undefined);
});

test('the graph never explodes: a hub keeps at most maxPerThread bridges, propagated ones giving way', () => {
  const g = new BridgeGraph(memStore());
  for (let i = 0; i < 30; i++) {
    const b = g.link('hub', `n${i}`, 'extends', 'r', 0.5 + i / 100, 0, 'heuristic')!;
    for (let j = 0; j < 5; j++) g.link(`n${i}`, `m${i}-${j}`, 'extends', 'r', 0.9, 0, 'heuristic');
    g.propagate(b);
  }
  assert.ok(g.of('hub').length <= BRIDGE_LIMITS.maxPerThread);
  assert.ok(
    g.of('hub').every((b) => b.propagationDepth === 0),
    'direct bridges outrank propagated ones',
  );
  const threads = new Set(g.all().flatMap((b) => [b.sourceId, b.targetId]));
  for (const t of threads) assert.ok(g.of(t).length <= BRIDGE_LIMITS.maxPerThread, `${t} has ${g.of(t).length}`);
  assert.ok(g.all().length <= (threads.size * BRIDGE_LIMITS.maxPerThread) / 2);
});

test('a direct observation upgrades a propagated bridge', () => {
  const g = new BridgeGraph(memStore());
  g.link('B', 'C', 'extends', 'r', 0.9, 0, 'heuristic');
  g.propagate(g.link('A', 'B', 'extends', 'r', 0.9, 0, 'heuristic')!);
  assert.equal(g.between('A', 'C')!.propagationDepth, 1);
  g.link('C', 'A', 'replaces', 'direct', 0.5, 0, 'heuristic');
  const ac = g.between('A', 'C')!;
  assert.equal(ac.propagationDepth, 0);
  assert.equal(ac.relationType, 'replaces');
  assert.equal(ac.via, undefined);
});

test('relation heuristics: contradiction, replacement, dependency (en/fr/ru), otherwise extends', () => {
  assert.equal(
    guessRelation(
      'Never store the refresh token in localStorage',
      ['Store the refresh token in localStorage for now'],
      'Tokens',
      ['token'],
    ).type,
    'contradicts',
  );
  assert.equal(
    guessRelation('Use Vitest instead of Jest for the unit tests', [], 'Jest setup', ['tests']).type,
    'replaces',
  );
  assert.equal(guessRelation('Remplacer Jest par Vitest', [], 'Jest', []).type, 'replaces');
  assert.equal(guessRelation('The deploy job depends on the Docker image build', [], 'Docker', []).type, 'depends');
  assert.equal(guessRelation('Деплой зависит от сборки образа', [], 'Docker', []).type, 'depends');
  assert.equal(guessRelation('Add more cases to the parser tests', [], 'Parser', ['parser']).type, 'extends');
});

test('routing creates bridges: child_of for a fork, typed links to related threads; the model re-types later', async () => {
  const llm = scriptedLlm((_p, purpose) =>
    purpose === 'bridge' ? '{"type": "depends", "reason": "rate limiting needs the login flow"}' : undefined,
  );
  const { manager, repo } = await memoryFixture();
  const graph = new BridgeGraph(repo, repo.loadBridges());
  const bridger = new Bridger(
    graph,
    { get: (id) => manager.set.get(id), recentTexts: (id, n) => repo.messageTexts(id, n) },
    new MemoryLlm(llm),
  );
  const route = async (text: string) => {
    const r = (await manager.route({ text, source: 'chat' }))!;
    bridger.onRouted(r, manager.set.get(r.threadId)!, text);
    return r;
  };
  for (const text of [
    'Add JWT authentication to the login endpoint with refresh token rotation',
    'The refresh token rotation should invalidate the old JWT on logout',
    'JWT login: refresh token rotation breaks when two browser tabs refresh at once',
    'The login endpoint must return 401 when the JWT refresh token expired',
  ])
    await route(text);
  const fork = await route('For the JWT login we also need rate limiting with Redis counters per IP address');
  assert.equal(fork.decision, 'FORK');
  const child = graph.between(fork.threadId, 'T0')!;
  assert.equal(child.relationType, 'child_of');
  assert.equal(child.sourceId, fork.threadId);
  const related = await route('Rate limiting for the login needs Redis: use a sliding window per IP address');
  assert.equal(related.threadId, fork.threadId);
  const redis = await route('Deploy a Redis cluster on the staging servers');
  assert.equal(redis.decision, 'NEW_THREAD');
  const link = graph.between(redis.threadId, fork.threadId)!;
  assert.equal(link.relationType, 'extends');
  assert.equal(link.typedBy, 'heuristic');
  assert.ok(link.confidence >= 0.25 && link.confidence <= 0.35, `confidence from similarity (${link.confidence})`);
  assert.ok(graph.between(redis.threadId, 'T0'), "gossip: the fork's parent hears of the new thread");
  assert.equal(graph.between(redis.threadId, 'T0')!.propagationDepth, 1);
  assert.ok((await bridger.retypePending()) >= 1);
  assert.equal(link.relationType, 'depends');
  assert.equal(link.typedBy, 'llm');
  assert.equal(link.reason, 'rate limiting needs the login flow');
  const reloaded = new BridgeGraph(repo, repo.loadBridges());
  assert.equal(reloaded.all().length, graph.all().length, 'bridges persist in sql.js');
});
