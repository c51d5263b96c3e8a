import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toImperative } from '../../../src/core/evolve/phrasing';
import { nameGroup, proposeNames, ruleFromTitle, sanitizeName, type Namer } from '../../../src/core/evolve/naming';
import { mergeStances, stanceOf } from '../../../src/core/evolve/contradiction';
import type { ObservationType } from '../../../src/core/observation';

test('observations are rephrased as imperatives a person would write (en and fr)', () => {
  const cases: Array<[string, 'en' | 'fr', boolean, string]> = [
    ['Tests exécutés avant commit', 'fr', false, 'Exécuter les tests avant commit'],
    ['Tests non exécutés avant commit', 'fr', true, 'Exécuter les tests avant commit'],
    ['Tests run before commit', 'en', false, 'Run tests before commit'],
    ['Commits squashed before merge', 'en', false, 'Squash commits before merge'],
    ['Utilise toujours des commits atomiques', 'fr', false, 'Toujours utiliser des commits atomiques'],
    ["L'utilisateur préfère les commits atomiques", 'fr', false, 'Préférer les commits atomiques'],
    ['Demande de simplifier le code', 'fr', false, 'Simplifier le code'],
    ['User asks to simplify the code.', 'en', false, 'Simplify the code'],
    ['Uses early returns instead of nested ifs', 'en', false, 'Use early returns instead of nested ifs'],
    ['Oublié de vérifier la version dans package.json', 'fr', true, 'Vérifier la version dans package.json'],
    ['Forgot to update the changelog', 'en', true, 'Update the changelog'],
    ['Format de PR apprécié avec checklist', 'fr', false, 'Format de PR avec checklist'],
  ];
  for (const [text, lang, isError, expected] of cases)
    assert.equal(toImperative(text, lang, isError).text, expected, text);
});

const group = (texts: Array<[string, ObservationType]>, lang: 'en' | 'fr', rep = 0) => ({
  language: lang,
  representative: { text: texts[rep][0], type: texts[rep][1] },
  stance: mergeStances(texts.map(([t, ty]) => stanceOf(t, ty))),
});

test('naming conventions get a convention sentence, with scope and in the observations language', () => {
  assert.deepEqual(
    proposeNames(
      group(
        [
          ['Utilisateur demande nommage camelCase', 'correction'],
          ['Correction: snake_case → camelCase', 'correction'],
          ['Tout le code utilise camelCase', 'pattern'],
        ],
        'fr',
      ),
    ),
    {
      title: 'Utiliser le nommage camelCase',
      rule: 'Utiliser le nommage camelCase',
    },
  );
  assert.equal(
    proposeNames(
      group(
        [
          ['Renamed user_id to userId in variables', 'correction'],
          ['Use camelCase for variables', 'preference'],
        ],
        'en',
        1,
      ),
    ).title,
    'Use camelCase for variables',
  );
  assert.equal(
    proposeNames(group([['Les fichiers sont en kebab-case', 'pattern']], 'fr')).title,
    'Utiliser kebab-case pour les noms de fichiers',
  );
});

test('skill rules are directives; errors that cannot be turned around become "Avoid"', () => {
  assert.equal(
    proposeNames(group([['Tests exécutés avant commit', 'success']], 'fr')).rule,
    'Toujours exécuter les tests avant commit',
  );
  assert.equal(
    proposeNames(group([['Tests run before commit', 'success']], 'en')).rule,
    'Always run tests before commit',
  );
  assert.equal(
    proposeNames(group([['Commit sans tests = CI rouge', 'error']], 'fr')).rule,
    'Éviter : commit sans tests (CI rouge)',
  );
  assert.equal(ruleFromTitle('Préférer les commits atomiques', 'fr'), 'Préférer les commits atomiques');
  assert.equal(ruleFromTitle('CI green first', 'en', false), 'CI green first');
});

test('a Namer may propose better wording; bad or failing proposals fall back to the heuristic', async () => {
  const input = group([['Tests run before commit', 'success']], 'en');
  const meta = {
    kind: 'skill-rule' as const,
    language: 'en' as const,
    keywords: ['test', 'commit'],
    observations: [{ text: 'Tests run before commit', type: 'success' as const, confidence: 0.7 }],
  };
  const seen: string[] = [];
  const good: Namer = {
    id: 'fake-llm',
    name: async (i) => (seen.push(i.proposal.rule), { rule: 'Run the test suite before every commit' }),
  };
  assert.deepEqual(await nameGroup(input, meta, good), {
    title: 'Run tests before commit',
    rule: 'Run the test suite before every commit',
  });
  assert.deepEqual(seen, ['Always run tests before commit']);
  const failing: Namer = { id: 'down', name: async () => Promise.reject(new Error('model unavailable')) };
  assert.equal((await nameGroup(input, meta, failing)).rule, 'Always run tests before commit');
  const rambling: Namer = { id: 'long', name: async () => ({ rule: 'x'.repeat(500), title: '\n' }) };
  assert.deepEqual(await nameGroup(input, meta, rambling), {
    title: 'Run tests before commit',
    rule: 'Always run tests before commit',
  });
  const leaky: Namer = {
    id: 'leaky',
    name: async () => ({ rule: 'Use key sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789 for CI' }),
  };
  assert.doesNotMatch((await nameGroup(input, meta, leaky)).rule, /sk-ant-api03-abcdef/);
  assert.equal(sanitizeName('  "Run tests first"  '), 'Run tests first');
});
