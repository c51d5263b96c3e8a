// How a message says what is right (feedback/orders.ts), on sentences written for this test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { saysTheRightWay } from '../../../src/core/capture/feedback/orders';

test('an order, "should" and "instead" say what is right; questions, fixes and the user’s own acts do not', () => {
  assert.equal(saysTheRightWay('ok. use 15 instead of 10'), 'order');
  assert.equal(saysTheRightWay('non, mets-le en haut à droite'), 'order');
  assert.equal(saysTheRightWay('оставь как было'), 'order');
  assert.equal(saysTheRightWay('it should be 15 minutes'), 'ought');
  assert.equal(saysTheRightWay('plutôt en UTC'), 'instead');
  for (const t of [
    'did you manage to find it?',
    'Удалось понять причину?',
    'fix it',
    'try again',
    'I put it in the drawer',
    'should it be 15?',
  ])
    assert.equal(saysTheRightWay(t), null, t);
});

test('a polite question that orders, a formal "merci de …" and a redo that says how are orders', () => {
  assert.equal(saysTheRightWay('Hmm, not what I pictured. Could you drop the badge from the header?'), 'order');
  assert.equal(saysTheRightWay('c’est trop chargé. tu peux enlever la colonne des totaux ?'), 'order');
  assert.equal(saysTheRightWay('Pourriez-vous remettre le tri par nom ?'), 'order');
  assert.equal(saysTheRightWay('это лишнее. можешь убрать второй график?'), 'order');
  assert.equal(saysTheRightWay('Merci de réécrire ce test sans le mock du réseau.'), 'order');
  assert.equal(saysTheRightWay('redo it with one query per shop'), 'order');
  assert.equal(saysTheRightWay('refais la page en deux colonnes'), 'order');
  assert.equal(saysTheRightWay('переделай через очередь'), 'order');
  assert.equal(saysTheRightWay('Why a new chart library? Do this one the same way as the sales page.'), 'order');
  assert.equal(saysTheRightWay('fais pareil que pour les factures'), 'order');
  assert.equal(saysTheRightWay('names are too long. call them src_name and dst_name'), 'order');
  assert.equal(saysTheRightWay('trop long. appelle-les total et reste'), 'order');
  assert.equal(saysTheRightWay('зачем новая библиотека? делай график так же, как там'), 'order');
  // A bare redo, a polite question that asks to take over, and a sincere question order nothing.
  for (const t of ['redo it', 'tu peux le refaire ?', 'Can you take it from here?', 'could you explain why?'])
    assert.equal(saysTheRightWay(t), null, t);
});

test('"rip it out", "get rid of", spoken French "tu vires …" and a Russian order after its object are orders', () => {
  assert.equal(saysTheRightWay('nobody wanted the banner. rip it out'), 'order');
  assert.equal(saysTheRightWay('ok, just get rid of the second chart'), 'order');
  assert.equal(saysTheRightWay('la date est fausse. tu la remets comme avant et tu vires le filtre'), 'order');
  assert.equal(saysTheRightWay('теперь всё мелко. шрифт верни на 14'), 'order');
  assert.equal(saysTheRightWay('кнопку убери, она никому не нужна'), 'order');
  // The user's own past act or a statement about the assistant's act orders nothing.
  for (const t of ['я вернул шрифт на 14', 'ты поставил 15', 'tu as viré le filtre', 'I ripped the old one out myself'])
    assert.equal(saysTheRightWay(t), null, t);
});

test('where a thing belongs, a redo "again without …" and an order after a short place say what is right', () => {
  assert.equal(saysTheRightWay("it's a repo secret: it goes in the workflow's env block"), 'order');
  assert.equal(saysTheRightWay('ça va dans le fichier .env du serveur, pas dans le code'), 'order');
  assert.equal(saysTheRightWay('please do it again without the debug dump'), 'order');
  assert.equal(saysTheRightWay('the table is right. In the mail show the times in local time.'), 'order');
  for (const t of ['it goes into production tomorrow', 'in the end it works', 'I put it in the drawer'])
    assert.equal(saysTheRightWay(t), null, t);
});
