import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contradicts, mergeStances, stanceOf, findContradiction } from '../../../src/core/evolve/contradiction';

const yes = (a: string, b: string, ta?: string, tb?: string) =>
  assert.ok(
    contradicts({ text: a, type: ta as never }, { text: b, type: tb as never }),
    `${a} <> ${b} should contradict`,
  );
const no = (a: string, b: string, ta?: string, tb?: string) =>
  assert.equal(
    contradicts({ text: a, type: ta as never }, { text: b, type: tb as never }),
    null,
    `${a} <> ${b} should not contradict`,
  );

test('opposite naming styles contradict for the same (or an unspecified) scope only', () => {
  assert.equal(
    contradicts({ text: 'Use camelCase for variables' }, { text: 'Use snake_case for variables' })?.kind,
    'naming',
  );
  yes('Utilise camelCase', 'Utiliser snake_case pour les variables');
  no('Use camelCase for variables', 'Use PascalCase for classes');
  no('Correction: snake_case → camelCase', 'Tout le code utilise camelCase', 'correction', 'pattern');
  yes('Correction: snake_case → camelCase', 'Utilise snake_case partout', 'correction', 'pattern');
  yes("N'utilise jamais snake_case", 'Utilise snake_case', 'correction', 'pattern');
  no("N'utilise jamais snake_case", 'Tout le code utilise camelCase', 'correction', 'pattern');
});

test('always/never and toujours/jamais on the same subject contradict', () => {
  assert.equal(
    contradicts({ text: 'Toujours lancer les tests avant commit' }, { text: 'Ne jamais lancer les tests avant commit' })
      ?.kind,
    'polarity',
  );
  yes('Always run tests before commit', 'Never run the tests before committing');
  yes('Préfère documentation inline', 'Pas de documentation inline', 'preference', 'correction');
  no('Always run tests before commit', 'Never push on Friday');
  no('Always run tests before commit', 'Always run the tests before committing');
});

test('an error teaches the opposite of what it describes', () => {
  // "commit without tests = red CI" is the same lesson as "tests run before commit".
  no('Tests exécutés avant commit', 'Commit sans tests = CI rouge', 'success', 'error');
  yes('Commit sans tests', 'Commit sans tests = CI rouge', 'success', 'error');
  no('CI verte après commit', 'CI rouge après commit', 'success', 'error');
  assert.equal(
    contradicts(
      { text: 'Format de PR avec checklist', type: 'success' },
      { text: 'Format de PR avec checklist', type: 'error' },
    )?.kind,
    'outcome',
  );
});

test('opposite choices contradict', () => {
  assert.equal(contradicts({ text: 'Tabs instead of spaces' }, { text: 'Spaces instead of tabs' })?.kind, 'choice');
  no('Tabs instead of spaces', 'Tabs instead of spaces, again');
});

test('a group stance is the majority; a dissenting member contradicts it', () => {
  const members = ['Use camelCase', 'camelCase please', 'Tout le code utilise camelCase', 'Use snake_case'].map((t) =>
    stanceOf(t),
  );
  const group = mergeStances(members);
  assert.deepEqual(
    group.naming.filter((n) => n.prefer).map((n) => n.style),
    ['camelcase'],
  );
  assert.ok(findContradiction(group, members[3]));
  assert.equal(findContradiction(group, members[0]), null);
});
