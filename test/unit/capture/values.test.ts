import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nameSetRight, namedValues, valueOtherThanTurn } from '../../../src/core/capture/feedback/values';

test('values are read by kind: times, e-mails, paths, percentages, quantities in a unit', () => {
  assert.deepEqual(namedValues('it fires at 03:00 server time'), [{ kind: 'time', value: '3:00' }]);
  assert.deepEqual(namedValues('5 utc please'), [{ kind: 'time', value: '5:00' }]);
  assert.deepEqual(namedValues('à 21 h 15'), [{ kind: 'time', value: '21:15' }]);
  assert.deepEqual(namedValues('send it to ops@example.org'), [{ kind: 'email', value: 'ops@example.org' }]);
  assert.deepEqual(namedValues('they go in /srv/share/reports/'), [{ kind: 'path', value: '/srv/share/reports' }]);
  assert.deepEqual(namedValues('la TVA est à 5,5 %'), [{ kind: 'percent', value: '5.5' }]);
  assert.deepEqual(namedValues('радиус 4 км'), [{ kind: 'unit:km', value: '4' }]);
  assert.deepEqual(namedValues('no value here'), []);
});

test('a value other than the turn’s, of a kind the turn named, sets it right; the same value does not', () => {
  const turn = 'Scheduled the digest at 21:00 and set the radius to 3 km, sent to ops@example.org.';
  assert.deepEqual(valueOtherThanTurn('в 20:00', turn), { kind: 'time', value: '20:00' });
  assert.deepEqual(valueOtherThanTurn('the radius is 5 km since september', turn), { kind: 'unit:km', value: '5' });
  assert.equal(valueOtherThanTurn('21:00 is right, thanks', turn), null);
  // A kind the turn never named says nothing against it.
  assert.equal(valueOtherThanTurn('the VAT is 20 %', turn), null);
});

test('a name given back or named otherwise than the turn did sets it right', () => {
  assert.equal(
    nameSetRight(
      'The button says "Discover". It is on the printed maps too.',
      'I changed the start button from "Discover" to "Let\'s go".',
    ),
    'Discover',
  );
  assert.equal(nameSetRight('кнопка называется «Корзина»', 'Переименовал кнопку «Корзина» в «Мой заказ».'), 'Корзина');
  assert.equal(
    nameSetRight('the playlist is called `night-loop`', 'The screensaver plays the `loop` playlist.'),
    'night-loop',
  );
  assert.equal(nameSetRight('the playlist is called `loop`, good', 'The screensaver plays the `loop` playlist.'), null);
  assert.equal(nameSetRight('the weather is called "sunny"', 'The screensaver plays the `loop` playlist.'), null);
});
