// The first memory request of a session answers with what the observation log already holds:
// in a real VS Code, an agent's search for threads right after start-up found nothing, because
// the log was routed into threads only after the first answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { memory, memoryHandlers } from '../../../src/worker/handlers/memory';
import { workerContext } from '../../helpers/memory/workerContext';
import { serializeObservation } from '../../../src/core/observation';
import { FIRST_RUN_ROUTED } from '../../../src/node/memory/observationFeed';
import { MemoryService } from '../../../src/node/memory/memoryService';

test('the first thread search after start finds the threads of the observations already in the log', async () => {
  const w = await workerContext();
  try {
    mkdirSync(join(w.root, '.act'), { recursive: true });
    const at = new Date().toISOString();
    writeFileSync(
      join(w.root, '.act/observations.jsonl'),
      [
        serializeObservation({
          timestamp: at,
          type: 'correction',
          context: { task: 'naming cleanup' },
          observation: 'Correction: snake_case → camelCase',
          evidence: ['get_user → getUser'],
          confidence: 0.5,
          tags: ['style'],
        }),
        serializeObservation({
          timestamp: at,
          type: 'preference',
          context: {},
          observation: 'Prefers the node:test runner over Jest',
          confidence: 0.4,
          tags: ['testing'],
        }),
      ].join('\n') + '\n',
    );
    await w.ctx.workspace.ingest(); // the worker ingests the log when it opens the workspace
    const r = await memoryHandlers().memorySearch!({ query: 'camelCase naming', k: 5, types: ['thread'] }, w.ctx);
    assert.ok(
      r.hits.some((h) => h.kind === 'thread' && /snake_case → camelCase/.test(h.title + h.snippet)),
      `the log was routed into threads before the first answer: ${JSON.stringify(r.hits.map((h) => h.title))}`,
    );
  } finally {
    await w.close();
  }
});

test('on a first run only the newest observations are routed into threads, however many pages the log holds', async () => {
  const w = await workerContext();
  try {
    mkdirSync(join(w.root, '.act'), { recursive: true });
    const start = Date.now() - 3 * 86_400_000;
    const topics = [
      'the retry policy of the HTTP client',
      'the layout of the settings page',
      'the nightly database backup',
    ];
    const lines = Array.from({ length: 1300 }, (_, i) =>
      serializeObservation({
        timestamp: new Date(start + i * 60_000).toISOString(),
        type: 'pattern',
        context: {},
        observation: `Looked again at ${topics[i % 3]} (pass ${i})`,
        confidence: 0.4,
      }),
    );
    writeFileSync(join(w.root, '.act/observations.jsonl'), lines.join('\n') + '\n');
    await w.ctx.workspace.ingest();
    const messages = () => w.ctx.workspace.store.get<{ n: number }>('SELECT count(*) AS n FROM memory_messages')!.n;
    await memoryHandlers().threadsList!({}, w.ctx); // starts the memory: indexes everything, routes the newest
    assert.equal(messages(), FIRST_RUN_ROUTED, 'older pages are history: indexed, not routed');
    const items = await memoryHandlers().memorySearch!(
      { query: 'nightly database backup', k: 3, types: ['observation'] },
      w.ctx,
    );
    assert.ok(items.hits.length > 0, 'every observation is still searchable');
    assert.equal((await memory(w.ctx)).items.count('observation'), 1300, 'every observation is indexed');
    // The next session indexes what was fed before from the store, before feeding anything.
    const next = await MemoryService.open({
      paths: w.ctx.workspace.paths,
      store: w.ctx.workspace.store,
      config: { embedder: 'lexical' },
      writeInstructions: false,
    });
    try {
      await next.indexAll();
      assert.equal(next.items.count('observation'), 1300);
    } finally {
      await next.close();
    }
  } finally {
    await w.close();
  }
});
