// Observation ids are written into learned files as evidence: hashing the key's parts in place
// must give the very ids that hashing the joined key gave.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { observationKey, type Observation } from '../../../src/core/observation';
import { hash53, hash53Parts, observationId } from '../../../src/core/evolve/ids';

test('hash53Parts equals hash53 of the parts joined by U+0000, and observation ids are unchanged', () => {
  assert.equal(hash53Parts(['a', 'bc', '', 'd']), hash53('a\u0000bc\u0000\u0000d'));
  assert.equal(hash53Parts([]), hash53(''));
  assert.equal(hash53Parts(['x'], 7), hash53('x', 7));
  const obs: Observation[] = [
    {
      timestamp: '2026-04-01T08:00:00.000Z',
      type: 'correction',
      context: { task: 'refactor', file: 'src/é.ts' },
      observation: 'Keep the public API stable',
      confidence: 0.5,
    },
    {
      timestamp: '2026-04-01T08:01:00.000Z',
      type: 'success',
      context: {},
      observation: 'Le build passe après la mise à jour 🎉',
      confidence: 0.7,
    },
  ];
  for (const o of obs) assert.equal(observationId(o), 'o' + hash53(observationKey(o)).toString(36));
});
