// Code-review remarks on the assistant's work (feedback/review.ts), on sentences written for this test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeMessage } from '../../../src/core/capture/analyzeMessage';
import { DEFAULT_FEEDBACK_PATTERNS } from '../../../src/core/capture/feedback';
import type { ConversationContext } from '../../../src/core/capture/conversation';

const pushed: ConversationContext = {
  before: {
    text: 'Added the retry queue in jobs/retry.py and opened PR #41; 12 tests pass.',
    actions: [{ kind: 'edit', tool: 'Edit', target: 'jobs/retry.py' }],
  },
};
const verdict = (t: string, ctx = pushed) => {
  const a = analyzeMessage(t, DEFAULT_FEEDBACK_PATTERNS, ctx);
  return `${a.feedback}${a.correction ? '+c' : ''}`;
};

test('a suggestion block after the work is the lines the reviewer would put instead: a loss with its correction', () => {
  const t =
    'jobs/retry.py:18:\n```suggestion\nMAX_ATTEMPTS = int(os.environ.get("RETRY_MAX", "5"))\n```\nread it from the environment, ops tune it per site.';
  assert.equal(verdict(t), 'loss+c');
  // Before any work, the same block is part of a request.
  assert.equal(verdict(t, { before: { text: 'Which file should the retry settings live in?' } }), 'neutral');
});

test('"nit:", "blocking:", "request changes" label a remark on the work; with an order it corrects it', () => {
  assert.equal(verdict('nit: rename `go` to `run_once`, it says what it does'), 'loss+c');
  assert.equal(verdict('bloquant : le compteur de tentatives repart à zéro à chaque redémarrage du worker.'), 'loss');
  assert.equal(verdict('Request changes: a failed job is retried forever when the queue is empty.'), 'loss');
});

test('a remark taken back, or a question marked as asking for no change, judges nothing', () => {
  for (const t of [
    'nit: `MAX_ATTEMPTS` could live in the settings file... actually no, ignore that, it is fine here. No change.',
    'nit : le nom `go` pourrait être plus parlant… bon non, oublie, rien à changer.',
    'Not a change request, just curious: why a list and not a deque for the pending jobs?',
    'Просто вопрос, не замечание: почему очередь в памяти, а не в Redis?',
  ])
    assert.equal(verdict(t), 'neutral', t);
  // "forget it, I'll do it myself" and "still no change" are no remarks taken back.
  assert.equal(verdict('still no change, the job still runs twice'), 'loss');
});
