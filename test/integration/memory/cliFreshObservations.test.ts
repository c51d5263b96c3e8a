// Issue 10, item 5: what `act observe` just logged is routed before `act threads`, `act search`
// and `act health` answer (as the window's worker does), once: a second query routes nothing again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runAct } from '../../helpers/actCli';
import { tempDir } from '../../helpers/tmp';

test('act observe, then threads / search / health see it without act reindex', () => {
  const ws = tempDir('act-cli-fresh-');
  const act = (...args: string[]) => {
    const r = runAct([...args, '--workspace', ws]);
    assert.equal(r.code, 0, `act ${args.join(' ')}: ${r.err}`);
    return r.out;
  };
  act(
    'observe',
    '--type',
    'error',
    '--observation',
    'The nightly export job timed out while zipping the invoices folder',
    '--task',
    'invoice export',
  );
  act(
    'observe',
    '--type',
    'success',
    '--observation',
    'Streaming the invoices into the zip fixed the export timeout',
    '--task',
    'invoice export',
  );

  const threads = act('threads');
  assert.doesNotMatch(threads, /No threads yet/);
  assert.match(threads, /2 msg .*(invoice|export)/i, threads);

  const listed = JSON.parse(act('threads', '--json'));
  assert.equal(listed.total, 1, 'both observations went to one thread');
  assert.equal(listed.threads[0].messageCount, 2, 'and were routed once, not again by the second query');

  const search = JSON.parse(act('search', 'export', 'timeout', '--json', '--embedder', 'lexical'));
  assert.ok(
    search.hits.some((h: { kind: string }) => h.kind === 'thread'),
    'the thread is searchable',
  );
  assert.ok(
    search.hits.some(
      (h: { kind: string; snippet: string }) => h.kind === 'observation' && /zipping the invoices/.test(h.snippet),
    ),
  );

  act(
    'observe',
    '--type',
    'preference',
    '--observation',
    'Prefers ISO dates in every CSV report header',
    '--task',
    'reports',
  );
  const health = act('health', '--embedder', 'lexical');
  assert.match(health, /^Threads: 2 \(2 active/m, health);
});
