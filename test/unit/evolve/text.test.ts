import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tokenize } from '../../../src/core/text/tokenize';
import { stem } from '../../../src/core/text/stem';
import { analyze } from '../../../src/core/text/analyze';
import { detectLanguage, dominantLanguage } from '../../../src/core/text/language';
import { choiceOf } from '../../../src/core/text/choice';
import { charShingles, jaccard, wordShingles } from '../../../src/core/text/shingles';
import { isStopword } from '../../../src/core/text/stopwords';

test('tokenizer folds accents and case, keeps identifiers, handles elisions and contractions', () => {
  assert.deepEqual(tokenize('Tests exécutés AVANT commit'), ['tests', 'executes', 'avant', 'commit']);
  assert.deepEqual(tokenize("L'utilisateur n'aime pas"), ["l'", 'utilisateur', "n'", 'aime', 'pas']);
  assert.deepEqual(tokenize("Don't touch package.json or my_var"), [
    'do',
    'not',
    'touch',
    'package.json',
    'or',
    'my_var',
  ]);
  assert.deepEqual(tokenize('camel case, Camel-Case et snake case → kebab-case'), [
    'camelcase',
    'camelcase',
    'et',
    'snake_case',
    'kebab-case',
  ]);
  assert.deepEqual(tokenize('Проверь тесты'), ['проверь', 'тесты']);
  assert.deepEqual(tokenize(''), []);
});

test('Snowball stemming makes English and French inflections meet', () => {
  const groups: Array<[string[], 'en' | 'fr']> = [
    [['test', 'tests', 'tested', 'testing'], 'en'],
    [['execute', 'executed', 'executing', 'executes', 'execution'], 'en'],
    [['commit', 'commits', 'committed', 'committing'], 'en'],
    [['variable', 'variables'], 'en'],
    [['exécuter', 'exécute', 'exécutés', 'exécutée'], 'fr'],
  ];
  for (const [g, lang] of groups)
    assert.equal(
      new Set(g.map((w) => stem(w, lang))).size,
      1,
      `${g.join(',')} -> ${g.map((w) => stem(w, lang)).join(',')}`,
    );
  assert.equal(stem('ci'), 'ci');
  assert.equal(stem('snake_case'), 'snake_case');
  assert.equal(stem('access'), 'access');
});

test('analysis maps concepts across languages and counts negations (ne…pas once)', () => {
  assert.deepEqual(analyze('Tests exécutés avant commit').terms, ['test', 'run', 'commit']);
  assert.deepEqual(analyze('Run the tests before committing').terms, ['run', 'test', 'commit']);
  assert.equal(analyze('Ne lance pas les tests').negations, 1);
  assert.equal(analyze('Commit sans tests').negations, 1);
  assert.equal(analyze('Toujours lancer les tests').directive, true);
  assert.equal(analyze('Format de PR apprécié').praise, true);
  assert.ok(isStopword('les') && isStopword('the') && !isStopword('commit'));
});

test('language detection tells English from French', () => {
  assert.equal(detectLanguage('Tests exécutés avant commit'), 'fr');
  assert.equal(detectLanguage('Tout le code utilise camelCase'), 'fr');
  assert.equal(detectLanguage('Always run the tests before you commit'), 'en');
  assert.equal(
    dominantLanguage([
      'Utilisateur demande nommage camelCase',
      'Correction: snake_case → camelCase',
      'Tout le code utilise camelCase',
    ]),
    'fr',
  );
});

test('choices: arrows and "instead of" say what is preferred and rejected', () => {
  assert.deepEqual(choiceOf('Correction: snake_case → camelCase'), { prefer: ['camelcase'], reject: ['snake_case'] });
  assert.deepEqual(choiceOf('Demande camelCase au lieu de snake_case'), {
    prefer: ['camelcase'],
    reject: ['snake_case'],
  });
  assert.deepEqual(choiceOf('Use tabs instead of spaces'), { prefer: ['tab'], reject: ['space'] });
  assert.deepEqual(choiceOf('Nothing to choose here'), { prefer: [], reject: [] });
});

test('shingles', () => {
  assert.deepEqual(wordShingles(['run', 'tests', 'first'], 2), ['run tests', 'tests first']);
  assert.deepEqual(charShingles('ab', 3), ['#ab', 'ab#']);
  assert.equal(jaccard(['a', 'b'], ['b', 'c']), 1 / 3);
});
