// The first memory request of a session answers with what the observation log already holds:
// in a real VS Code, an agent's search for threads right after start-up found nothing, because
// the log was routed into threads only after the first answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { memoryHandlers } from '../../../src/worker/handlers/memory';
import { workerContext } from '../../helpers/memory/workerContext';
import { serializeObservation } from '../../../src/core/observation';

test('the first thread search after start finds the threads of the observations already in the log', async () => {
  const w = await workerContext();
  try {
    mkdirSync(join(w.root, '.act'), { recursive: true });
    const at = new Date().toISOString();
    writeFileSync(
      join(w.root, '.act/observations.jsonl'),
      [
        serializeObservation({ timestamp: at, type: 'correction', context: { task: 'naming cleanup' }, observation: 'Correction: snake_case → camelCase', evidence: ['get_user → getUser'], confidence: 0.5, tags: ['style'] }),
        serializeObservation({ timestamp: at, type: 'preference', context: {}, observation: 'Prefers the node:test runner over Jest', confidence: 0.4, tags: ['testing'] }),
      ].join('\n') + '\n',
    );
    await w.ctx.workspace.ingest(); // the worker ingests the log when it opens the workspace
    const r = await memoryHandlers().memorySearch!({ query: 'camelCase naming', k: 5, types: ['thread'] }, w.ctx);
    assert.ok(r.hits.some((h) => h.kind === 'thread' && /snake_case → camelCase/.test(h.title + h.snippet)), `the log was routed into threads before the first answer: ${JSON.stringify(r.hits.map((h) => h.title))}`);
  } finally {
    await w.close();
  }
});
