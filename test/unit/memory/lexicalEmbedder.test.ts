import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LexicalEmbedder, lexicalFeatures } from '../../../src/core/memory/lexicalEmbedder';
import { dot } from '../../../src/core/memory/embedder';
import { contentWords as tokenize } from '../../../src/core/text/contentWords';

const e = new LexicalEmbedder();
const norm = (v: Float32Array) => Math.sqrt(dot(v, v));

test('vectors are deterministic, normalised and of the announced dimension', async () => {
  const [a, b] = await e.embed(['Refactor the token refresh logic', 'Refactor the token refresh logic']);
  assert.equal(a.length, e.dim);
  assert.equal(e.id, 'lexical-hash-v2-384');
  assert.deepEqual(Array.from(a), Array.from(b));
  assert.ok(Math.abs(norm(a) - 1) < 1e-5);
  const [empty] = await e.embed(['the and of']);
  assert.equal(norm(empty), 0, 'only stop words: no features, zero vector rather than noise');
});

test('texts on the same subject are closer than texts on different subjects (en, fr, ru)', async () => {
  const pairs: Array<[string, string, string]> = [
    [
      'Add JWT authentication with refresh token rotation',
      'The refresh token rotation breaks JWT login',
      'Fix the flaky CSS layout of the sidebar',
    ],
    [
      "Ajoute l'authentification JWT avec rotation des tokens",
      "La rotation des tokens JWT casse l'authentification",
      'Corrige la mise en page CSS de la barre latérale',
    ],
    [
      'Исправь миграцию базы данных пользователей',
      'Миграция базы данных падает на таблице пользователей',
      'Поменяй цвет кнопки в интерфейсе',
    ],
  ];
  for (const [a, b, c] of pairs) {
    const [va, vb, vc] = await e.embed([a, b, c]);
    assert.ok(
      dot(va, vb) > dot(va, vc) + 0.15,
      `${a} ~ ${b} (${dot(va, vb).toFixed(2)}) vs ${c} (${dot(va, vc).toFixed(2)})`,
    );
  }
});

test('inflections and identifiers meet: stems, trigrams and identifier parts', () => {
  const keys = tokenize('getUserById failed; user_rules tests testing').map((t) => t.key);
  assert.ok(keys.includes('user'), 'camelCase and snake_case identifiers are split into parts');
  assert.ok(keys.includes('getuserbyid'), 'the whole identifier is kept too');
  assert.equal(keys.filter((k) => k === 'test').length, 2, '"tests" and "testing" share a stem');
  assert.ok(
    [...lexicalFeatures('migrations').keys()].some((f) => f.startsWith('t:')),
    'character trigrams are features',
  );
});

test('stop words of the three languages carry no weight', async () => {
  const [a, b] = await e.embed(['please could you fix the parser', 'fix parser']);
  assert.ok(dot(a, b) > 0.95, `filler words do not move the vector (${dot(a, b)})`);
  assert.deepEqual(tokenize('je veux que tu fasses ça maintenant'), [{ surface: 'fasses', key: 'fass' }]);
  assert.deepEqual(tokenize('пожалуйста сделай это'), []);
});
