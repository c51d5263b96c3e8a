import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { detectApproval } from '../../../src/core/pipeline/approval';
import { sharedPath, withoutShared } from '../../helpers/shared';

test('approvals in English and French start a learning run', () => {
  for (const t of [
    'LGTM',
    'lgtm!',
    'Ship it',
    'ship it 🚀',
    'parfait, on merge',
    "c'est bon, merge",
    'c’est bon',
    'Looks good to me',
    'approved',
    'ok merge',
    'oui, merge',
    'merge',
    'good to merge',
    "let's merge",
    'nickel, tu peux merger',
    'validé',
  ]) {
    assert.equal(detectApproval(t).approved, true, t);
  }
});

test('questions, negations, conditions and long messages do not', () => {
  for (const t of [
    'LGTM?',
    'not LGTM',
    "don't merge yet",
    'ne merge pas',
    "c'est pas bon",
    'LGTM but fix the typo first',
    'looks good, mais attends les tests',
    'how come you rebased rather than merging?',
    "shouldn't we merge develop into this branch first?",
    '',
    'fix the button',
    'merge conflict in users.ts, please resolve it and run the tests again',
  ]) {
    assert.equal(detectApproval(t).approved, false, t);
  }
});

// Real messages (data/README.md): the approvals in them are found, the questions are not.
const DATA = sharedPath('data/user_messages.jsonl');
test(
  'real user messages: short approvals match, nothing long or interrogative does',
  { skip: withoutShared('data/user_messages.jsonl') },
  () => {
    const texts = readFileSync(DATA, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { text: string }).text);
    const approved = texts.filter((t) => detectApproval(t).approved);
    for (const t of ["c'est bon", 'merge', 'oui, merge']) assert.ok(approved.includes(t), t);
    for (const t of approved) {
      assert.ok(t.length <= 60 && !t.includes('?'), t);
    }
    assert.ok(approved.length < texts.length * 0.05, `${approved.length} of ${texts.length} is too many`);
  },
);
