import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EditBatcher } from '../../../src/host/capture/editBatcher';
import { EditAnalyzer, type EditEvent } from '../../../src/core/capture/edits';

function manual() {
  const sent: EditEvent[][] = [];
  let fire: (() => void) | undefined;
  let timers = 0;
  const b = new EditBatcher({
    send: (e) => sent.push(e),
    windowMs: 500,
    maxEvents: 100,
    setTimer: (fn) => ((fire = fn), ++timers),
    clearTimer: () => (fire = undefined),
    now: () => 1000,
  });
  return { b, sent, flushTimer: () => fire?.(), timers: () => timers };
}

test('typing is merged, one timer per window, snapshot only once per document', () => {
  const { b, sent, flushTimer, timers } = manual();
  let snaps = 0;
  const snap = () => (snaps++, 'hello');
  b.push('a.ts', 'typescript', [{ rangeOffset: 5, rangeLength: 0, text: ' ' }], undefined, snap);
  for (const [i, ch] of [...'world'].entries())
    b.push('a.ts', 'typescript', [{ rangeOffset: 6 + i, rangeLength: 0, text: ch }], undefined, snap);
  b.push('a.ts', 'typescript', [{ rangeOffset: 0, rangeLength: 5, text: '' }], 1, snap);
  assert.equal(timers(), 1);
  assert.equal(sent.length, 0);
  flushTimer();
  assert.equal(sent.length, 1);
  assert.deepEqual(
    sent[0]!.map((e) => [e.changes.map((c) => c.text).join('|'), e.reason ?? '', e.snapshot ?? '']),
    [
      [' ', '', 'hello'],
      ['world', '', ''],
      ['', 'undo', ''],
    ],
  );
  assert.equal(snaps, 1);
});

test('a full queue flushes early; the analyzer reconstructs the text from snapshot + deltas', () => {
  const { b, sent } = manual();
  for (let i = 0; i < 250; i++) b.push(`f${i % 3}.ts`, 'typescript', [{ rangeOffset: 0, rangeLength: 0, text: 'x' }]);
  assert.equal(sent.length, 2);
  assert.equal(b.pending, 50);
  b.dispose();
  assert.equal(sent.length, 3);
  const huge = 'y'.repeat(200_000);
  b.push('big.ts', 'typescript', [{ rangeOffset: 0, rangeLength: 0, text: huge }]);
  b.flush();
  assert.equal(sent[3]![0]!.changes[0]!.text.length, 64 * 1024);
  const a = new EditAnalyzer();
  assert.deepEqual(a.apply([{ file: 'z.ts', languageId: 'typescript', at: 0, changes: [], snapshot: 'abc' }]), []);
});

test('the packed wire format round-trips and survives malformed input', async () => {
  const { packEdits, unpackEdits } = await import('../../../src/core/capture/editWire');
  const events: EditEvent[] = [
    {
      file: 'a.ts',
      languageId: 'typescript',
      at: 1,
      changes: [
        { offset: 3, removed: 1, text: 'héllo' },
        { offset: 0, removed: 0, text: '' },
      ],
      snapshot: 'abc',
    },
    { file: 'b.py', languageId: 'python', at: 2, changes: [{ offset: 9, removed: 2, text: 'x\ny' }], reason: 'undo' },
  ];
  const packed = structuredClone(packEdits(events));
  assert.deepEqual(unpackEdits(packed), events);
  assert.deepEqual(unpackEdits({ ...packed, nums: new Float64Array([0, 0, 1, 0, -1, 99]) }), []);
  assert.deepEqual(unpackEdits({ files: 'x' } as never), []);
});
