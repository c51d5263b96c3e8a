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
