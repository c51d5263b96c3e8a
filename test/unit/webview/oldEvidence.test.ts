// An instinct learned from an old history says so: the month of its newest evidence.
import './dom';
import test from 'node:test';
import assert from 'node:assert/strict';
import { oldEvidence } from '../../../webview/src/views/LearnedCard';
import type { LearnedItem } from '../../../src/protocol/webview';
import { createL10n, ENGLISH } from '../../../webview/src/l10n';

const item = (timestamps: string[]): LearnedItem => ({
  kind: 'instinct',
  id: 'x',
  title: 'X',
  confidence: 0.6,
  tags: [],
  evidence: timestamps.map((t) => ({ text: 'e', timestamp: t })),
  adjust: { confirm: 0.2, contradict: -0.3 },
});

test('evidence older than a month is named by its month; recent or missing evidence is not', () => {
  const now = Date.parse('2026-11-24T00:00:00Z');
  assert.equal(oldEvidence(item(['2026-03-02T10:00:00Z', '2026-03-05T10:00:00Z']), ENGLISH, now), 'Mar 2026');
  assert.equal(oldEvidence(item(['2026-03-02T10:00:00Z', '2026-03-05T10:00:00Z']), createL10n('fr'), now), 'mars 2026');
  assert.equal(oldEvidence(item(['2026-03-02T10:00:00Z', '2026-11-20T10:00:00Z']), ENGLISH, now), null);
  assert.equal(oldEvidence(item([]), ENGLISH, now), null);
});
