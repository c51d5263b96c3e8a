import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  actionOf,
  adjustedConfidence,
  aggregateConfidence,
  applyFactors,
  baseConfidence,
  decayedConfidence,
  FACTORS,
  frequencyBonus,
  levelOf,
  recencyWeight,
} from '../../../src/core/scoring';

const near = (a: number, b: number, eps = 1e-9) => assert.ok(Math.abs(a - b) <= eps, `${a} is not ${b}`);

test('levels follow seed 000 scale, a boundary belongs to the higher level', () => {
  const cases: Array<[number, string, string]> = [
    [0, 'noise', 'ignore'],
    [0.29, 'noise', 'ignore'],
    [0.3, 'tentative', 'suggest'],
    [0.49, 'tentative', 'suggest'],
    [0.5, 'probable', 'propose'],
    [0.69, 'probable', 'propose'],
    [0.7, 'certain', 'apply'],
    [0.1 + 0.6, 'certain', 'apply'],
    [0.89, 'certain', 'apply'],
    [0.9, 'established', 'permanent'],
    [1, 'established', 'permanent'],
  ];
  for (const [c, level, action] of cases) {
    assert.equal(levelOf(c), level, `level of ${c}`);
    assert.equal(actionOf(c), action, `action of ${c}`);
  }
  assert.equal(levelOf(1.7), 'established');
  assert.equal(levelOf(-1), 'noise');
  assert.equal(levelOf(Number.NaN), 'noise');
});

test('recency weight is exp(-days/30) and frequency bonus min(1.3, 1 + 0.1 n)', () => {
  near(recencyWeight(0), 1);
  near(recencyWeight(30), Math.exp(-1));
  near(recencyWeight(-5), 1);
  near(frequencyBonus(1), 1.1);
  near(frequencyBonus(2), 1.2);
  near(frequencyBonus(3), 1.3);
  near(frequencyBonus(50), 1.3);
  near(adjustedConfidence(0.5, 0, 3), 0.65);
  near(adjustedConfidence(0.9, 0, 5), 1); // clamped
});

test('factor table is additive and clamped to 0..1', () => {
  near(applyFactors(0.5, { explicitFeedback: 1 }), 0.8);
  near(applyFactors(0.5, { repetitions: 2 }), 0.7);
  near(applyFactors(0.4, { corrections: 1 }), 0.6);
  near(applyFactors(0.5, { ageWeeks: 5 }), 0.4);
  near(applyFactors(0.5, { contradictions: 1 }), 0.2);
  assert.equal(applyFactors(0.2, { contradictions: 2 }), 0);
  assert.equal(applyFactors(0.9, { explicitFeedback: 1 }), 1);
  assert.equal(FACTORS.contradiction, -0.3);
});

test('base confidence by type stays inside the seed 001 ranges', () => {
  assert.equal(baseConfidence('pattern'), 0.4);
  assert.equal(baseConfidence('correction'), 0.6);
  assert.equal(baseConfidence('error'), 0.7);
  assert.equal(baseConfidence('correction', 3), 0.7);
  assert.equal(baseConfidence('correction', 10), 0.7);
  // The correction range is the pattern range + 0.2: the factor table's correction bonus.
  near(baseConfidence('correction') - baseConfidence('pattern'), FACTORS.correction, 1e-9);
});

test('seed 000 example 1 aggregates to 0.65 (mean 0.5 x frequency 1.3), not double counted', () => {
  const now = new Date('2026-02-02T09:00:00Z');
  const a = aggregateConfidence(
    [
      { timestamp: '2026-02-01T10:00:00Z', confidence: 0.4 },
      { timestamp: '2026-02-01T14:00:00Z', confidence: 0.5 },
      { timestamp: '2026-02-02T09:00:00Z', confidence: 0.6 },
    ],
    now,
  );
  near(a.mean, 0.5);
  near(a.frequency, 1.3);
  near(a.recency, 1);
  assert.ok(Math.abs(a.confidence - 0.65) < 0.005, String(a.confidence));
});

test('an old group decays with the age of its newest observation', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const fresh = aggregateConfidence(
    [0, 1, 2].map(() => ({ timestamp: '2026-03-01T00:00:00Z', confidence: 0.6 })),
    now,
  );
  const old = aggregateConfidence(
    [0, 1, 2].map(() => ({ timestamp: '2026-01-30T00:00:00Z', confidence: 0.6 })),
    now,
  );
  near(fresh.confidence, 0.78);
  near(old.confidence, 0.78 * Math.exp(-30 / 30), 1e-6);
  assert.ok(aggregateConfidence([], now).confidence === 0);
});

test('learned documents lose 0.02 per week since last seen', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  near(decayedConfidence(0.8, '2026-02-15T00:00:00Z', now), 0.76);
  near(decayedConfidence(0.8, undefined, now), 0.8);
});
