import test from 'node:test';
import assert from 'node:assert/strict';
import { keysForChanges, keysForPath } from '../../../src/host/webview/keys';
import { bridgeItem, patternItem, threadDetail, threadSummary, toRelative } from '../../../src/host/webview/viewModels';
import type { PatternSummary } from '../../../src/protocol/pipeline';
import { BRIDGES, memoryHealth, pipelineMetrics, THREADS } from './fixtures';
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
  assert.deepEqual(keysForChanges(['observations', 'instincts', 'nonsense']).sort(), [
    'activity',
    'health',
    'instincts',
    'status',
  ]);
});

test('worker results become view models: workspace-relative paths, view field names, allowed actions kept', () => {
  const root = '/ws';
  const summary: PatternSummary = {
    id: 'p',
    status: 'candidate',
    title: 'P',
    path: '/ws/.agent/patterns/candidates/p.md',
    tags: ['x'],
    reintroduces: 'old-one',
    actions: ['approve', 'reject', 'deprecate'],
  };
  const p = patternItem(summary, root);
  assert.equal(p.path, '.agent/patterns/candidates/p.md');
  assert.equal(p.state, 'candidate');
  assert.deepEqual(p.actions, ['approve', 'reject', 'deprecate']);
  assert.match(p.flag ?? '', /old-one/);
  assert.equal(toRelative(root, '/elsewhere/x.md'), undefined);
  assert.deepEqual(bridgeItem(BRIDGES[0]), {
    id: 'b1',
    source: 't-auth',
    target: 't-db',
    type: 'depends',
    confidence: 0.7,
    reason: 'tokens stored per user',
    depth: 0,
  });
  const d = threadDetail({
    thread: THREADS[0],
    messages: [
      { id: 1, text: 'hi', at: '2026-01-01T00:00:00Z', source: 'chat', kind: 'prompt', decision: 'CONTINUE', score: 1 },
    ],
    bridges: [],
  });
  assert.equal(d.summary, THREADS[0].summary);
  assert.deepEqual(d.messages, [{ text: 'hi', at: '2026-01-01T00:00:00Z', role: 'chat' }]);
  assert.deepEqual(threadSummary(THREADS[1]).lastActive, '2026-01-20T09:00:00.000Z');
});

test('health figures: the memory targets as stated, pipeline figures with their targets', () => {
  const pipeline = pipelineMetrics();
  const memory = {
    ...memoryHealth(),
    targets: [...memoryHealth().targets, { name: 'Worker status', value: 'running', target: 'running', ok: true }],
  };
  const figs = healthFigures({ workerRunning: true, memory, pipeline });
  const by = Object.fromEntries(figs.map((f) => [f.label, f]));
  assert.equal(by['Continuation rate'].ok, true);
  assert.equal(by['Worker status'], undefined, 'the worker is shown once');
  assert.equal(by.Threads.value, '3');
  assert.equal(by['Validation pass rate'].value, '50%');
  assert.equal(by['Median review latency'].value, '2 h');
  assert.equal(by['Deprecated reintroduced'].ok, false);
  assert.match(by.Embedder.value, /lexical fallback/);
  assert.deepEqual(
    healthFigures({ workerRunning: false }).map((f) => [f.label, f.ok]),
    [['Worker', false]],
  );
});
