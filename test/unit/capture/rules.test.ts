import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { detectRules } from '../../../src/core/capture/rules';
import { sharedPath } from '../../helpers/shared';

const rules = (t: string) => detectRules(t).rules.map((r) => r.text);

test('explicit markers give the rule text without the marker', () => {
  assert.deepEqual(rules('remember: always use pnpm, never npm'), ['Always use pnpm, never npm']);
  assert.deepEqual(rules('rappelle-toi : on utilise des tabulations'), ['On utilise des tabulations']);
  assert.deepEqual(rules("n'oublie pas de lancer les tests"), ['Lancer les tests']);
  assert.deepEqual(rules("don't forget to update the changelog"), ['Update the changelog']);
  assert.deepEqual(rules('règle : pas de console.log'), ['Pas de console.log']);
  assert.deepEqual(rules('запомни: всегда пиши тесты'), ['Всегда пиши тесты']);
});

test('always/never/toujours/jamais instructions are rules; descriptions and questions are not', () => {
  assert.deepEqual(rules('Always run the tests before committing.'), ['Always run the tests before committing']);
  assert.deepEqual(rules('never commit .env files'), ['Never commit .env files']);
  assert.deepEqual(rules('tu ne dois jamais pousser sur main'), ['Tu ne dois jamais pousser sur main']);
  assert.deepEqual(rules('from now on, write commit messages in English'), ['Write commit messages in English']);
  for (const t of ['it always crashes when I open it', 'is it always like this?', 'ça ne marche jamais', 'ça ne marche toujours pas', 'Toujours le même problème', 'I dont remember what they do', 'I am in Merrill but not always']) assert.deepEqual(rules(t), [], t);
});

test('rules inside a pasted document (a prompt for another system) are not the user\'s rules', () => {
  const doc = `# TICKET 4 — Menu Telegram\n\n## RÈGLES ABSOLUES\n${'- Tu ne dis jamais "Comment puis-je vous aider ?"\n'.repeat(10)}\n## Contexte\n${'Le système ne fait jamais sans lui. '.repeat(30)}`;
  assert.deepEqual(rules(doc), []);
});

test('on the real messages: standing instructions are found, ordinary sentences are not', () => {
  const msgs = readFileSync(sharedPath('data/user_messages.jsonl'), 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { text: string }).text);
  const found = msgs.flatMap((m) => detectRules(m).rules.map((r) => r.text));
  assert.ok(found.length >= 4 && found.length <= 20, `found ${found.length}: ${found.join(' | ')}`);
  assert.ok(found.includes('Ignorer les CRLF'));
  assert.ok(found.some((r) => /tout soit en français/.test(r)));
  assert.ok(found.some((r) => /each sentence or long phrase/.test(r)));
});
