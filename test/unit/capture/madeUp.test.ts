// What the assistant named does not exist (feedback/madeUp.ts), on sentences written for this test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { madeUpName } from '../../../src/core/capture/feedback/madeUp';

const turn = 'Set `cache_ttl_days: 7` in `render.yaml` and call `client.fetchAllPages()`; needs httpx 0.31.';

test('a name the turn used, said not to exist, is a loss; with the right one given, a correction', () => {
  for (const t of [
    '`cache_ttl_days` is not a render.yaml key, I checked their reference',
    'there is no httpx 0.31, latest is 0.28',
    "il n'y a pas de fetchAllPages dans ce client",
    'у клиента нет метода `fetchAllPages`',
  ])
    assert.equal(madeUpName(t, turn)?.kind, 'loss', t);
  assert.equal(madeUpName('`cache_ttl_days` is not a key here. the option is `cache.max_age`', turn)?.correction, true);
  assert.equal(madeUpName('метода `client.fetchAllPages` у нас нет, он называется иначе', turn)?.correction, true);
  assert.equal(madeUpName('`cache_ttl_days` is not a key, where did you get it?', turn)?.correction, false);
});

test('a name the turn did not use, a thing not there yet, a brand and an opening are not made up', () => {
  for (const t of [
    'there is no `retry_budget` in the config, can you add one?',
    'there is no fetchAllPages yet, we write it today',
    "we don't have GitHub here, only a GitLab",
  ])
    assert.equal(madeUpName(t, turn), null, t);
  assert.equal(madeUpName('there is no `cache_ttl_days` anywhere', undefined), null);
});
