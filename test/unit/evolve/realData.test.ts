// Evolution over real user messages (third-party data, en/fr/ru, with pasted logs and a fake
// credential of real shape): it must not crash, stay bounded, and never write a secret.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runEvolve } from '../../../src/node/evolution/runEvolve';
import { OBSERVATION_TYPES, type Observation } from '../../../src/core/observation';
import { listInstincts } from '../../../src/node/evolution/list';
import { NOW, OPTIONS, snapshot, tempWorkspace } from './helpers';
import { sharedPath, withoutShared } from '../../helpers/shared';

const DATA = sharedPath('data/user_messages.jsonl');

function realObservations(): Observation[] {
  const texts = readFileSync(DATA, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { text: string }).text.slice(0, 400).trim())
    .filter(Boolean);
  const out: Observation[] = [];
  texts.forEach((text, i) => {
    // Messages that carry a credential, and every 25th message, recur three times.
    const times = /sk-ant-|ghp_|AIza/.test(text) || i % 25 === 0 ? 3 : 1;
    for (let k = 0; k < times; k++)
      out.push({
        timestamp: new Date(NOW.getTime() - ((i * 7 + k * 13) % 140) * 3_600_000).toISOString(),
        type: OBSERVATION_TYPES[(i + k) % 5],
        context: { task: 'chat' },
        observation: text,
        confidence: 0.5 + ((i + k) % 4) * 0.1,
      });
  });
  return out;
}

test(
  'real messages: bounded output, readable titles, no secret written',
  { skip: withoutShared('data/user_messages.jsonl') },
  async () => {
    const observations = realObservations();
    const secret = readFileSync(DATA, 'utf8').match(/sk-ant-[A-Za-z0-9_-]{20,}/)?.[0];
    assert.ok(secret, 'the data set has a credential of real shape');
    const paths = tempWorkspace();
    const r = await runEvolve({ paths, observations, options: OPTIONS, now: NOW });
    assert.ok((r.analysed ?? 0) > 500);
    assert.ok(r.instincts.length + r.skills.length > 0, r.report);
    assert.ok(listInstincts(paths, NOW).length <= OPTIONS.maxInstincts);
    for (const i of r.instincts) assert.ok(i.title.length <= 120 && !i.title.includes('\n'), i.title);
    for (const [file, content] of Object.entries(snapshot(paths.act)))
      assert.ok(!content.includes(secret), `${file} contains the credential`);
    assert.ok(!r.report.includes(secret));
  },
);
