// The capture methods through the real worker thread, as the host and the chat participant call them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NodeWorkerClient } from '../../../src/host/workerClient';
import { buildWorker } from '../../helpers/buildWorker';
import { tempDir } from '../../helpers/tmp';

test('chat messages, explicit feedback, rules CRUD, stats, runs and edits through the worker', async () => {
  const dir = tempDir();
  const c = new NodeWorkerClient({
    script: buildWorker(),
    init: () => ({ workspace: dir, settings: {} }),
    onCrash: () => {},
  });
  try {
    const m = await c.request('recordUserMessage', {
      text: "non, utilise plutôt pnpm. n'oublie pas de lancer le linter",
      source: 'chat',
      session: 's1',
    });
    assert.deepEqual(
      { ...m, observations: m.observations > 0 },
      { feedback: 'loss', correction: true, rules: ['Lancer le linter'], observations: true },
    );
    assert.deepEqual(await c.request('recordFeedback', { kind: 'win', note: 'great refactor', source: 'command' }), {
      ok: true,
    });
    await assert.rejects(
      c.request('recordFeedback', { kind: 'meh' as never, source: 'x' }),
      /"kind" must be "win" or "loss"/,
    );
    await assert.rejects(
      c.request('recordUserMessage', { text: 42 as never, source: 'chat' }),
      // An error response naming the method and the field; the worker goes on serving (below).
      (e: Error & { code?: string }) =>
        e.code === 'invalid_params' && /^recordUserMessage: "text" must be a string$/.test(e.message),
    );

    const rules = await c.request('rulesList', {});
    assert.equal(rules.length, 1);
    const added = await c.request('rulesAdd', { text: 'Write commit messages in English' });
    assert.equal(added.created, true);
    const edited = await c.request('rulesEdit', { id: added.rule.id, enabled: false });
    assert.equal(edited.enabled, false);
    assert.deepEqual(await c.request('rulesRemove', { id: added.rule.id }), { removed: true });

    const stats = await c.request('feedbackStats', {});
    assert.equal(stats.wins, 1);
    assert.equal(stats.losses, 1);
    assert.equal(stats.winRate, 0.5);

    assert.equal(
      (
        await c.request('captureRun', {
          command: 'npm test',
          exitCode: 1,
          origin: 'terminal',
          at: new Date().toISOString(),
        })
      ).observations,
      1,
    );
    assert.equal(
      (
        await c.request('captureRun', {
          command: 'npm test',
          exitCode: 0,
          origin: 'task',
          at: new Date().toISOString(),
        })
      ).observations,
      1,
    );
    const edits = await c.request('captureEdits', {
      events: [
        { bogus: true } as never,
        {
          file: 'a.ts',
          languageId: 'typescript',
          at: Date.now(),
          changes: [{ offset: -1, removed: 0, text: 'x' }],
          snapshot: 'x',
        },
      ],
    });
    assert.deepEqual(edits, { observations: 0 });
    const { packEdits } = await import('../../../src/core/capture/editWire');
    const block = Array.from({ length: 10 }, (_, i) => `const v${i} = ${i};`).join('\n');
    const t = Date.now();
    await c.request('captureEdits', {
      packed: packEdits([
        { file: 'src/b.ts', languageId: 'typescript', at: t, changes: [], snapshot: '' },
        { file: 'src/b.ts', languageId: 'typescript', at: t + 10, changes: [{ offset: 0, removed: 0, text: block }] },
      ]),
    });
    const reverted = await c.request('captureEdits', {
      packed: packEdits([
        {
          file: 'src/b.ts',
          languageId: 'typescript',
          at: t + 5000,
          changes: [{ offset: 0, removed: block.length, text: '' }],
          reason: 'undo',
        },
      ]),
    });
    assert.equal(reverted.observations, 1, 'an AI-sized block undone within seconds is a correction');
    const d = await c.request('captureDetect', { text: 'pas terrible' });
    assert.equal(d.feedback, 'loss');
    await c.request('flush', {});
    const log = readFileSync(join(dir, '.act/observations.jsonl'), 'utf8');
    assert.match(log, /"type":"correction",.*"observation":"Correction: /);
    assert.match(log, /passes again after failing 1 time/);
    assert.match(log, /marked the assistant's answer as helpful: great refactor/);
  } finally {
    await c.dispose();
  }
});
