import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseObservationLine, serializeObservation, validateObservation } from '../../../src/core/observation';

const valid = {
  timestamp: '2026-02-02T06:00:00Z',
  type: 'correction',
  context: { task: 'naming', file: 'src/utils.ts', phase: 'implementation' },
  observation: 'Demande camelCase au lieu de snake_case',
  evidence: ["user: 'utilise camelCase stp'"],
  confidence: 0.6,
  tags: ['code', 'style'],
};

test('accepts every example of seed 001', () => {
  const lines = [
    '{"timestamp": "2026-02-02T06:00:00Z", "type": "pattern", "context": {"task": "refactoring", "phase": "implementation"}, "observation": "Utilise toujours des commits atomiques", "confidence": 0.5, "tags": ["workflow", "git"]}',
    '{"timestamp": "2026-02-02T06:00:00Z", "type": "error", "context": {"task": "commit", "phase": "review"}, "observation": "Commit sans exécuter les tests - CI rouge", "evidence": ["CI failed", "user: \'lance les tests avant!\'"], "confidence": 0.8, "tags": ["workflow", "testing"]}',
    '{"timestamp": "2026-02-01T16:00:00Z", "type": "success", "context": {"task": "testing", "phase": "testing"}, "observation": "Tests edge cases appréciés", "evidence": ["user: \'bien vu les edge cases\'"], "confidence": 0.6, "tags": ["testing"]}',
  ];
  for (const l of lines) assert.equal(parseObservationLine(l).ok, true, l);
});

test('requires the five required fields, each with a clear reason', () => {
  for (const field of ['timestamp', 'type', 'context', 'observation', 'confidence']) {
    const o: Record<string, unknown> = { ...valid };
    delete o[field];
    const r = validateObservation(o);
    assert.equal(r.ok, false);
    assert.match((r as { reason: string }).reason, new RegExp(`missing required field "${field}"`));
  }
});

test('rejects wrong types and out-of-range values', () => {
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ type: 'opinion' }, /"type" must be one of/],
    [{ confidence: 1.2 }, /between 0.0 and 1.0/],
    [{ confidence: -0.1 }, /between 0.0 and 1.0/],
    [{ confidence: '0.5' }, /"confidence" must be a number/],
    [{ timestamp: 'yesterday' }, /ISO 8601/],
    [{ context: 'naming' }, /"context" must be an object/],
    [{ context: { phase: 'deploy' } }, /"context.phase" must be one of/],
    [{ context: { task: 3 } }, /"context.task" must be a string/],
    [{ evidence: 'CI failed' }, /"evidence" must be an array/],
    [{ tags: ['ok', 4] }, /"tags\[1\]" must be a string/],
    [{ observation: '   ' }, /non-empty string/],
    [{ extra: true }, /unknown field "extra"/],
  ];
  for (const [patch, reason] of cases) {
    const r = validateObservation({ ...valid, ...patch });
    assert.equal(r.ok, false, JSON.stringify(patch));
    assert.match((r as { reason: string }).reason, reason);
  }
});

test('distinguishes malformed JSON and oversized lines', () => {
  const r1 = parseObservationLine('{"timestamp": "2026-02-02T06:00:00Z", "type": "pat');
  assert.equal(r1.ok, false);
  assert.match((r1 as { reason: string }).reason, /malformed JSON/);
  const r2 = parseObservationLine(JSON.stringify({ ...valid, observation: 'x'.repeat(20000) }));
  assert.match((r2 as { reason: string }).reason, /larger than/);
});

test('serialisation round-trips with a stable key order', () => {
  const r = validateObservation(valid);
  assert.ok(r.ok);
  const line = serializeObservation(r.value);
  assert.deepEqual(JSON.parse(line), valid);
  assert.deepEqual(Object.keys(JSON.parse(line)), [
    'timestamp',
    'type',
    'context',
    'observation',
    'evidence',
    'confidence',
    'tags',
  ]);
});
