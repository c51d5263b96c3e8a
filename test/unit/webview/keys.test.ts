import test from 'node:test';
import assert from 'node:assert/strict';
import { keysForChanges, keysForPath } from '../../../src/host/webview/keys';
import { adaptBridge, adaptPattern, adaptSearch, adaptThread, adaptThreadDetail, toRelative } from '../../../src/host/webview/adapters';
import { healthFigures } from '../../../src/host/webview/health';

test('file changes map to the data they touch; the derived store does not refresh anything', () => {
  assert.deepEqual(keysForPath('.act/instincts/camel.md'), ['instincts']);
  assert.deepEqual(keysForPath('.act/skills/git-workflow/SKILL.md'), ['skills']);
  assert.deepEqual(keysForPath('.act/observations.jsonl'), ['activity', 'status', 'health']);
  assert.deepEqual(keysForPath('.act/observations-2026-02.jsonl.gz'), ['activity', 'status', 'health']);
  assert.deepEqual(keysForPath('.agent/patterns/candidates/x.md'), ['patterns', 'health']);
  assert.deepEqual(keysForPath('.act/store.sqlite'), []);
  assert.deepEqual(keysForPath('src/index.ts'), []);
  assert.deepEqual(keysForPath('.act\\instincts\\win.md'), ['instincts']);
  assert.deepEqual(keysForChanges(['observations', 'instincts', 'nonsense']).sort(), ['activity', 'health', 'instincts', 'status']);
});

test('other areas\' results are read tolerantly and bad items dropped', () => {
  assert.deepEqual(adaptThread({ id: 't', title: 'T', status: 'weird', weight: 7, topics: ['a', 3], lastActiveMs: 0 }), { id: 't', title: 'T', status: 'active', weight: 1, topics: ['a'], lastActive: undefined, messageCount: undefined, summary: undefined });
  assert.equal(adaptThread({ title: 'no id' }), null);
  assert.deepEqual(adaptBridge({ id: 'b', sourceId: 's', targetId: 't', relationType: 'depends', confidence: 0.4, reason: 'r', propagationDepth: 1 }), { id: 'b', source: 's', target: 't', type: 'depends', confidence: 0.4, reason: 'r', depth: 1 });
  assert.equal(adaptBridge({ sourceId: 's', targetId: 't', relationType: 'hates' }), null);
  const d = adaptThreadDetail({ thread: { id: 't', title: 'T', status: 'active', weight: 0.5, topics: [], summary: 'S' }, messages: [{ text: 'hi', at: '2026-01-01T00:00:00Z', source: 'chat' }, { text: '' }] });
  assert.equal(d?.summary, 'S');
  assert.deepEqual(d?.messages, [{ text: 'hi', at: '2026-01-01T00:00:00Z', role: 'chat' }]);
  assert.deepEqual(adaptSearch({ hits: [{ kind: 'thread', id: 't1', score: 0.8 }, { kind: 'skill', id: 's', score: 0.9 }] }), [{ id: 't1', score: 0.8 }]);
  const p = adaptPattern({ id: 'p', status: 'candidate', title: 'P', path: '/ws/.agent/patterns/candidates/p.md', tags: ['x'], reintroduces: 'old-one' }, '/ws');
  assert.equal(p?.path, '.agent/patterns/candidates/p.md');
  assert.match(p?.flag ?? '', /old-one/);
  assert.equal(adaptPattern({ id: 'p', status: 'limbo' }, '/ws'), null);
  assert.equal(toRelative('/ws', '/elsewhere/x.md'), undefined);
});

test('health figures: each source optional, targets marked', () => {
  const figs = healthFigures({ workerRunning: true, memory: { targets: [{ name: 'Continuation rate', value: '40%', target: '> 20%', ok: true }, { name: 'Worker status', value: 'running', target: 'running', ok: true }], threads: 12 }, pipeline: { review: { pending: 2, medianReviewLatencyMs: 7_200_000 }, hygiene: { deprecatedReintroduced: 1 } } });
  const by = Object.fromEntries(figs.map((f) => [f.label, f]));
  assert.equal(by['Continuation rate'].ok, true);
  assert.equal(by['Worker status'], undefined, 'the worker is shown once');
  assert.equal(by.Threads.value, '12');
  assert.equal(by['Median review latency'].value, '2 h');
  assert.equal(by['Deprecated reintroduced'].ok, false);
  assert.deepEqual(healthFigures({ workerRunning: false }).map((f) => [f.label, f.ok]), [['Worker', false]]);
});
