// The one slug, shared by instinct files (Evolve) and pattern files (the pipeline).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slugify } from '../../../src/core/text/slug';
import { patternSlug } from '../../../src/core/pipeline/slug';

test('a title becomes lower-case ASCII words joined by dashes, accents and Latin ligatures folded', () => {
  assert.equal(slugify('Utiliser le nommage camelCase'), 'utiliser-le-nommage-camelcase');
  assert.equal(slugify('  Cœur de l’équipe: Øresund & straße!  '), 'coeur-de-l-equipe-oresund-strasse');
});

test('reserved Windows device names get a suffix, for instincts and patterns alike', () => {
  for (const name of ['CON', 'prn', 'Aux', 'nul', 'COM1', 'lpt9']) {
    assert.equal(slugify(name), `${name.toLowerCase()}-item`);
    assert.equal(patternSlug(name), `${name.toLowerCase()}-pattern`);
  }
  assert.equal(slugify('console'), 'console');
  assert.equal(slugify('con fig'), 'con-fig');
});

test('a long title is cut at a word boundary, a single long word at the limit', () => {
  const s = slugify('keep every database query inside one transaction per request handler', { max: 30 });
  assert.equal(s, 'keep-every-database-query');
  assert.equal(slugify('x'.repeat(500)).length, 60);
});

test('a title with no Latin letter gets a stable hashed name; an empty one the fallback word', () => {
  assert.match(slugify('日本語のタイトル'), /^item-[0-9a-f]{8}$/);
  assert.equal(slugify('日本語のタイトル'), slugify('日本語のタイトル'));
  assert.notEqual(slugify('日本語のタイトル'), slugify('другой заголовок'));
  assert.equal(slugify('   '), 'item');
  assert.equal(patternSlug(''), 'pattern');
});
