import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { detectFeedback } from '../../../src/core/capture/feedback';
import { DEFAULT_FEEDBACK_PATTERNS, validateFeedbackPatterns } from '../../../src/core/capture/feedbackPatterns';
import { analyzeMessage, detectSummary } from '../../../src/core/capture/analyzeMessage';
import { sharedPath } from '../../helpers/shared';

const P = DEFAULT_FEEDBACK_PATTERNS;
const kind = (t: string) => detectFeedback(t, P).feedback;

test('short praise is a win in English, French and Russian', () => {
  for (const t of ['sweet', 'perfect!', 'worked like a charm', 'parfait', 'merci beaucoup', 'Отлично!', 'great.  Can we find a finance dataset']) assert.equal(kind(t), 'win', t);
});

test('praise words in a long request are not feedback (seed 002 short-message filter)', () => {
  assert.equal(kind('can you make the landing page look great on mobile and add a perfect contrast ratio everywhere'), 'neutral');
  assert.equal(kind('what else cool visual tweaks can we do'), 'neutral');
});

test('criticism, negations and criticism phrased as a question are losses', () => {
  for (const t of ['it does not work', 'ça fonctionne pas', 'not great', 'pas terrible', 'why did you squash instead of merge?', 'pourquoi tu as supprimé le fichier ?', 'Ты зациклился. Удалось понять причину бага?', 'you forgot to do the empty commit. why?']) assert.equal(kind(t), 'loss', t);
  for (const t of ['not bad', 'pas mal du tout']) assert.equal(kind(t), 'win', t);
});

test('corrections are flagged; a question containing "instead" is not a correction', () => {
  assert.equal(detectFeedback('no, use pnpm instead', P).correction, true);
  assert.equal(detectFeedback('non, il y a une erreur, en fait c\'était ceci', P).correction, true);
  assert.equal(detectFeedback('I said tabs, not spaces', P).correction, true);
  assert.equal(detectFeedback('why did you squash instead of merge?', P).correction, false);
  assert.equal(detectFeedback('I would like to switch OS, if I decide to go back to Omarchy keep a backup', P).correction, false);
});

test('acknowledgements, plain requests and pasted logs are neutral', () => {
  for (const t of ['ok', 'oui', 'yes', 'continue', 'go', 'npm run dev', 'check the todolist']) assert.equal(kind(t), 'neutral', t);
  const log = 'Traceback (most recent call last):\n  File "x.py", line 3\nerror: bad things\nerror: worse things';
  assert.equal(kind(log), 'neutral');
});

test('the patterns file is validated: bad entries reported, defaults kept', () => {
  const { patterns, problems } = validateFeedbackPatterns({ praise: ['wunderbar', 3], shortMessage: { maxWords: 0 }, extra: 1 });
  assert.deepEqual(patterns.praise, ['wunderbar']);
  assert.equal(patterns.shortMessage.maxWords, 5);
  assert.equal(problems.length, 3);
  assert.equal(detectFeedback('wunderbar', patterns).feedback, 'win');
  assert.equal(detectFeedback('perfect', patterns).feedback, 'neutral');
  assert.equal(validateFeedbackPatterns('nope').problems.length, 1);
});

test('on the 500 real messages: most are neutral, the flagged ones include the obvious cases', () => {
  const msgs = readFileSync(sharedPath('data/user_messages.jsonl'), 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { text: string }).text);
  const res = msgs.map((m) => detectSummary(analyzeMessage(m, P)));
  const wins = res.filter((r) => r.feedback === 'win').length;
  const losses = res.filter((r) => r.feedback === 'loss').length;
  assert.ok(wins >= 8 && wins <= 30, `wins ${wins}`);
  assert.ok(losses >= 15 && losses <= 50, `losses ${losses}`);
  const byText = new Map(msgs.map((m, i) => [m, res[i]!]));
  assert.equal(byText.get('sexy')!.feedback, 'win');
  assert.equal(byText.get('does not work')!.feedback, 'loss');
  assert.equal(byText.get('oof revert the workspace icon to original its getting worse[Image #3]')!.correction, true);
  assert.equal(byText.get('ok')!.feedback, 'neutral');
});
