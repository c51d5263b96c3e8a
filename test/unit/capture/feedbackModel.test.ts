// The feedback model: trained only on the project's own sentences, committed up to date, silent
// unless sure, and consulted only where no phrasing family spoke. Sentences below were written
// for this test; none is in the training sets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyzeMessage } from '../../../src/core/capture/analyzeMessage';
import { DEFAULT_FEEDBACK_PATTERNS } from '../../../src/core/capture/feedback';
import {
  FEEDBACK_MODEL,
  MODEL_MAX_WORDS,
  modelFeatures,
  modelVerdict,
  type FeedbackModel,
} from '../../../src/core/capture/feedback/model';
import { trainFeedbackModel, trainingExamples } from '../../eval/model/train';

const done = {
  before: {
    text: 'Done: I moved the date picker into the header and the build passes.',
    actions: [{ kind: 'edit' as const, tool: 'Edit', target: 'src/Header.tsx' }],
  },
  followsAnswer: true,
};

test('the committed model is the one the written sets give (run `npm run train:feedback` after changing them)', () => {
  const examples = trainingExamples();
  assert.ok(examples.length > 1000);
  assert.ok(
    examples.every((e) => /^(?:devset\d*\/a|paraphrases\/)/.test(e.source)),
    'only a halves and paraphrases',
  );
  assert.deepEqual(trainFeedbackModel(examples), FEEDBACK_MODEL);
});

test('where no family speaks, a sure model calls the win or the loss and says so', () => {
  for (const [text, want] of [
    ['hmm the header is twice as tall as before', 'loss'],
    ["c'est bien plus lisible comme ça", 'win'],
  ] as const) {
    const a = analyzeMessage(text, DEFAULT_FEEDBACK_PATTERNS, done);
    assert.equal(a.feedback, want, text);
    assert.deepEqual(a.families, ['model']);
    assert.ok(a.reasons.some((r) => /the model reads a (?:win|loss) \([01]\.\d\d; most: /.test(r)));
  }
  for (const text of ['please rename it to DateField', 'what does the second argument do?'])
    assert.equal(analyzeMessage(text, DEFAULT_FEEDBACK_PATTERNS, done).feedback, 'neutral', text);
});

// A model written by hand, so the mechanism is checked apart from what training gave.
const tiny: FeedbackModel = {
  weights: {
    bias: [0, 0, 1],
    'u:wobbl': [0, 4, 0],
    'u:fine': [2.2, 0, 0],
    'ctx:after': [0, 0.5, 0],
  },
};

test('the model is silent below its threshold, on long messages, on pasted logs and without words that say it', () => {
  const loss = modelVerdict('the chart wobbles', done, tiny);
  assert.equal(loss?.feedback, 'loss');
  assert.deepEqual(loss?.because, ['wobbl']);
  // "fine": 2.2 against the bias's 1 for neutral is under the threshold.
  assert.equal(modelVerdict('fine', done, tiny), null);
  const long = `the chart wobbles ${'and then some more words '.repeat(MODEL_MAX_WORDS / 5)}`;
  assert.equal(modelVerdict(long, done, tiny), null);
  const log = 'the chart wobbles\n```\nError: x\n    at a (b.js:1:1)\n    at c (d.js:2:2)\n```';
  assert.equal(modelVerdict(log, done, tiny), null);
  // The turn alone may make a loss likely; without words that say so the model stays silent.
  const turnOnly: FeedbackModel = { weights: { ...tiny.weights, 'ctx:after': [0, 6, 0] } };
  assert.ok(modelVerdict('the chart wobbles', done, turnOnly));
  assert.equal(modelVerdict('the chart is blue', done, turnOnly), null);
});

test('features: stems, their pairs, the turn before and the end of the message', () => {
  const f = modelFeatures('Still broken?', done);
  assert.ok(f.includes('bias') && f.includes('ctx:after') && f.includes('ctx:done') && f.includes('end:question'));
  assert.ok(f.some((x) => x.startsWith('b:')));
  assert.ok(modelFeatures('Still broken?').includes('ctx:open'));
});
