// The shared text module on sentences written for these tests, in English, French and Russian:
// one fold, one definition of a word, Snowball stems that make inflections meet, stop words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fold, foldWithStyles } from '../../../src/core/text/normalize';
import { identifierParts, tokenize, tokenizeParts, tokens, wordCount } from '../../../src/core/text/tokenize';
import { stem, stemVariants } from '../../../src/core/text/stem';
import { isFiller, isStopword, STOPWORDS } from '../../../src/core/text/stopwords';
import { detectLanguage, textLanguage } from '../../../src/core/text/language';
import { analyze } from '../../../src/core/text/analyze';
import { contentWords } from '../../../src/core/text/contentWords';

const stemsOf = (text: string) => {
  const lang = textLanguage(text);
  return tokens(text).map((t) => stem(t.raw, lang));
};

test('fold: accents, case, apostrophes and quotes straightened, whitespace collapsed', () => {
  assert.equal(fold('  Les Tests  ÉCHOUENT\n\tencore '), 'les tests echouent encore');
  assert.equal(fold('L’équipe a dit « ça marche »'), 'l\'equipe a dit " ca marche "');
  assert.equal(fold('“Quoted” and ‘single’'), '"quoted" and \'single\'');
  assert.equal(fold('Ça déçoit, naïve façon'), 'ca decoit, naive facon');
  // ё folds to е; й stays a letter of its own.
  assert.equal(fold('ВСЁ ЕЩЁ не работает'), 'все еще не работает');
  assert.equal(fold('Новый тестовый файл'), 'новый тестовый файл');
  assert.equal(foldWithStyles('Use Camel Case, not snake-case'), 'use camelcase, not snake_case');
});

test('one definition of a word: identifiers stay whole once, contractions and elisions are opened', () => {
  assert.deepEqual(tokenize('Rename getUserName in user_service.ts to fetch-user'), [
    'rename',
    'getusername',
    'in',
    'user_service.ts',
    'to',
    'fetch-user',
  ]);
  assert.deepEqual(tokenize("It doesn't build and you're sure it can't?"), [
    'it',
    'does',
    'not',
    'build',
    'and',
    'you',
    'are',
    'sure',
    'it',
    'can',
    'not',
  ]);
  assert.deepEqual(tokenize('it doesnt build'), ['it', 'does', 'not', 'build']);
  assert.deepEqual(tokenize("Pourquoi l’écran n'affiche rien ? As-tu testé, qu'est-ce qui manque ?"), [
    'pourquoi',
    "l'",
    'ecran',
    "n'",
    'affiche',
    'rien',
    'as',
    'tu',
    'teste',
    "qu'",
    'est',
    'ce',
    'qui',
    'manque',
  ]);
  assert.deepEqual(tokenize('Почему тест снова падает?'), ['почему', 'тест', 'снова', 'падает']);
  assert.deepEqual(
    tokens('Exécutés').map((t) => [t.text, t.raw]),
    [['executes', 'Exécutés']],
  );
  // The parts of an identifier are found in one place.
  assert.deepEqual(identifierParts('getUserID'), ['get', 'User', 'ID']);
  assert.deepEqual(identifierParts('MAX_RETRY_COUNT'), ['MAX', 'RETRY', 'COUNT']);
  assert.deepEqual(identifierParts('vite.config.ts'), ['vite', 'config', 'ts']);
  assert.deepEqual(identifierParts('plain'), []);
  assert.deepEqual(tokenizeParts('fix parseHttpRequest in http_client'), [
    'fix',
    'parse',
    'http',
    'request',
    'in',
    'http',
    'client',
  ]);
  assert.equal(wordCount("didn't work, n'affiche rien"), 4);
  // A negation typed fast reads as the one spelled right, and stems the same.
  const spelled = (w: string) => tokens(w).map((t) => [t.text, t.raw]);
  for (const [typo, right] of [
    ['dosent', "doesn't"],
    ["dosen't", 'doesnt'],
    ['doesent', "doesn't"],
    ['didint', "didn't"],
    ['wasint', 'wasnt'],
  ])
    assert.deepEqual(spelled(typo!), spelled(right!), typo);
});

test('Snowball stems make inflections meet in English, French and Russian', () => {
  const meet = (words: string[], lang: 'en' | 'fr' | 'ru') =>
    assert.equal(
      new Set(words.map((w) => stem(w, lang))).size,
      1,
      `${words.join('/')} -> ${words.map((w) => stem(w, lang)).join('/')}`,
    );
  meet(['tests', 'tested', 'testing', 'test'], 'en');
  meet(['deploy', 'deployed', 'deploying', 'deployment'], 'en');
  meet(['exécuter', 'exécutés', 'exécute', 'exécutée'], 'fr');
  meet(['affiche', 'affichés', 'afficher'], 'fr');
  meet(['работает', 'работал', 'работать', 'работают'], 'ru');
  meet(['миграция', 'миграции'], 'ru');
  // French is stemmed with its accents, and the stem comes back folded.
  assert.equal(stem('Vérifiées', 'fr'), stem('vérifier', 'fr'));
  assert.match(stem('vérifié', 'fr'), /^[a-z]+$/);
  // Identifiers and numbers are never cut.
  assert.equal(stem('user_id', 'en'), 'user_id');
  assert.equal(stem('v3', 'en'), 'v3');
  // The script decides for Cyrillic words, whatever the text's language.
  assert.equal(stem('работает', 'en'), stem('работает', 'ru'));
  assert.deepEqual(stemVariants('commits').sort(), [...new Set([stem('commits', 'en'), stem('commits', 'fr')])].sort());
  // Every language's stem of a word is among its variants, and each variant once.
  for (const word of ['commits', 'validées', 'работает', 'user_id', 'naïve', 'dépôts']) {
    const variants = stemVariants(word);
    assert.deepEqual(new Set(variants), new Set((['en', 'fr', 'ru'] as const).map((lang) => stem(word, lang))), word);
    assert.equal(variants.length, new Set(variants).size, word);
  }
});

test('whole sentences: the same subject in different inflections gives the same stems', () => {
  const en = stemsOf('The tests passed after we tested the testing script');
  assert.equal(en.filter((s) => s === stem('test', 'en')).length, 3);
  const fr = stemsOf("Les tâches exécutées hier : j'exécute encore l'exécution de la tâche");
  assert.equal(fr.filter((s) => s === stem('exécute', 'fr')).length, 2, 'exécutées and exécute meet');
  assert.equal(fr.filter((s) => s === stem('tâche', 'fr')).length, 2, 'tâches and tâche meet');
  const ru = stemsOf('Сервер работал вчера, сегодня не работает и должен работать');
  assert.equal(ru.filter((s) => s === stem('работать', 'ru')).length, 3);
  // Derivation (exécution) is the lexicon's job: the analysis maps all three to one concept.
  assert.deepEqual(
    ['exécuter les tests', 'tests exécutés', "l'exécution des tests"].map((t) =>
      analyze(t).terms[0] === 'test' ? analyze(t).terms[1] : analyze(t).terms[0],
    ),
    ['run', 'run', 'run'],
  );
});

test('language: Russian by its script, French and English by their function words', () => {
  assert.equal(textLanguage('Пожалуйста, проверь тесты перед коммитом'), 'ru');
  assert.equal(textLanguage('Il faut toujours lancer les tests avant de pousser'), 'fr');
  assert.equal(textLanguage('Always run the tests before you push'), 'en');
  // Phrasing falls back to English for Russian.
  assert.equal(detectLanguage('Пожалуйста, проверь тесты'), 'en');
  // A French text's English loanwords still meet their English stems in the analysis.
  assert.deepEqual(analyze('Toujours lancer les tests avant le commit').terms.includes('commit'), true);
});

test('stop words: Snowball lists of the three languages plus ours; filler only for the memory', () => {
  for (const w of ['the', 'and', 'les', 'dans', 'и', 'что', 'a', 'donc', 'thing']) assert.ok(isStopword(fold(w)), w);
  for (const w of ['test', 'commit', 'fichier', 'ошибка']) assert.ok(!isStopword(w), w);
  assert.ok(isStopword("l'") && isStopword('42') && isStopword('x'));
  assert.ok(STOPWORDS.fr.has('etre') && !STOPWORDS.en.has('etre'));
  assert.ok(isFiller('thanks') && isFiller('merci') && isFiller('спасибо') && !isStopword('thanks'));
  // The memory's content words skip filler and keep identifiers' parts with the identifier.
  assert.deepEqual(
    contentWords('Thanks, please fix parseUserName').map((w) => w.surface),
    ['fix', 'parse', 'user', 'name', 'parseusername'],
  );
  assert.deepEqual(
    contentWords('Check the JWT expiry').map((w) => [w.surface, !!w.acronym]),
    [
      ['check', false],
      ['jwt', true],
      ['expiry', false],
    ],
  );
  // A capitalised word inside a sentence is a name; the first word of a sentence is not.
  assert.deepEqual(
    contentWords('Sessions live in Redis now. Postgres keeps the users')
      .filter((w) => w.name)
      .map((w) => w.surface),
    ['redis'],
  );
});
