// Standing-rule families on sentences written for these tests, in English, French and Russian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectRules } from '../../../src/core/capture/rules/detect';

const rules = (t: string) => detectRules(t).rules.map((r) => r.text);

test('explicit markers give the rule text without the marker', () => {
  assert.deepEqual(rules('remember: always use pnpm, never npm'), ['Always use pnpm, never npm']);
  assert.deepEqual(rules('rappelle-toi : on utilise des tabulations'), ['On utilise des tabulations']);
  assert.deepEqual(rules("n'oublie pas de lancer les tests"), ['Lancer les tests']);
  assert.deepEqual(rules("don't forget to update the changelog"), ['Update the changelog']);
  assert.deepEqual(rules('запомни: всегда пиши тесты'), ['Всегда пиши тесты']);
});

test('time markers are cut; scope markers are kept, since they say when the rule holds', () => {
  assert.deepEqual(rules('from now on, write commit messages in English'), ['Write commit messages in English']);
  assert.deepEqual(rules('la prochaine fois, demande avant de supprimer une branche'), ['Demande avant de supprimer une branche']);
  assert.deepEqual(rules('впредь называй ветки по задаче'), ['Называй ветки по задаче']);
  assert.deepEqual(rules('at the start of each session, pull the latest main'), ['At the start of each session, pull the latest main']);
  assert.deepEqual(rules('à chaque début de session, vérifie la branche courante'), ['À chaque début de session, vérifie la branche courante']);
  assert.deepEqual(rules('for any UI work, attach a screenshot of the result'), ['For any UI work, attach a screenshot of the result']);
  assert.deepEqual(rules('rename the variable, and from now on never touch the generated folder'), ['Never touch the generated folder']);
});

test('writes into the assistant memory keep only what is to be written, and the named prompt', () => {
  assert.deepEqual(rules('add to CLAUDE.md that we deploy with make, never by hand'), ['Deploy with make, never by hand']);
  assert.deepEqual(rules('update the deploy prompt so that next time you also bump the version'), ['Deploy prompt: Bump the version']);
  assert.deepEqual(rules("modifie le prompt de test pour qu'il lance aussi le linter"), ['Prompt de test: Lance aussi le linter']);
});

test('always/never instructions are rules; descriptions, questions, one-off orders and scraps are not', () => {
  assert.deepEqual(rules('Always run the tests before committing.'), ['Always run the tests before committing']);
  assert.deepEqual(rules('never force-push to main'), ['Never force-push to main']);
  assert.deepEqual(rules('You should always document public functions'), ['Always document public functions']);
  assert.deepEqual(rules('tu dois toujours écrire les dates au format ISO'), ['Toujours écrire les dates au format ISO']);
  for (const t of ['it always crashes when I open it', 'is it always like this?', 'ça ne marche jamais', 'ça ne marche toujours pas', 'Toujours le même problème', 'commit and push', 'run the linter', 'и так далее, оставь как есть']) assert.deepEqual(rules(t), [], t);
});

test('a stated convention is a rule', () => {
  assert.deepEqual(rules('we use tabs, not spaces'), ['We use tabs, not spaces']);
  assert.deepEqual(rules('on utilise Vitest plutôt que Jest'), ['On utilise Vitest plutôt que Jest']);
});

test('constraints of a pasted ticket are rules; the ticket features and a pasted system prompt are not', () => {
  const ticket = ['## Ticket: CSV export', '', 'Add an export button to the invoices page.', '', '### Constraints', '- You MUST keep the public API unchanged.', '- NEVER commit generated files.', '- The button is green and sits on the right.', ...Array(6).fill('- Some more background about the invoices page and its users.')].join('\n');
  assert.deepEqual(rules(ticket), ['Keep the public API unchanged', 'NEVER commit generated files']);
  const prompt = ['You are a friendly support bot for a bakery.', ...Array(12).fill('- You ALWAYS greet the customer and NEVER talk about prices.')].join('\n');
  assert.deepEqual(rules(prompt), []);
});

test('each rule says its language', () => {
  assert.deepEqual(detectRules('from now on, answer in French').rules.map((r) => r.lang), ['en']);
  assert.deepEqual(detectRules('désormais, réponds toujours en français').rules.map((r) => r.lang), ['fr']);
  assert.deepEqual(detectRules('впредь отвечай по-русски').rules.map((r) => r.lang), ['ru']);
});
