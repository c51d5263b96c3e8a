// Edit capture on the event sequences a real VS Code sends (seen in test/e2e/capture.e2e.test.ts):
// the first event of a document carries only the text after it, a name typed over a
// double-clicked word arrives as a one-key replacement followed by insertions (often in another
// event or batch), undo is a change like any other, and a paste ends with a newline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EditAnalyzer, applyChanges, type EditEvent, type TextChange } from '../../../src/core/capture/edits';
import { EditBatcher } from '../../../src/host/capture/editBatcher';
import { CaptureService } from '../../../src/node/capture/service';
import { savedText } from '../../../src/node/capture/savedText';
import { openWorkspace } from '../../../src/node/workspace';

const FILE = 'src/orders.ts';
const ORIGINAL = 'const order_id = 1;\nconst order_total = 2;\nconst customer_name = "x";\n';

/** Replays keystrokes through the real host batcher, the way VS Code reports them. */
class Doc {
  text: string;
  events: EditEvent[] = [];
  now = 0;
  readonly batcher: EditBatcher;
  constructor(text: string) {
    this.text = text;
    this.batcher = new EditBatcher({
      send: (ev) => this.events.push(...ev),
      now: () => this.now,
      setTimer: () => 1,
      clearTimer: () => undefined,
    });
  }
  change(offset: number, removed: number, inserted: string, reason?: number) {
    this.text = this.text.slice(0, offset) + inserted + this.text.slice(offset + removed);
    this.batcher.push(
      FILE,
      'typescript',
      [{ rangeOffset: offset, rangeLength: removed, text: inserted }],
      reason,
      () => this.text,
    );
    this.now += 40;
  }
  /** Double-click `from`, then type `to` key by key. */
  retype(from: string, to: string) {
    const at = this.text.indexOf(from);
    this.change(at, from.length, to[0]!);
    for (let i = 1; i < to.length; i++) this.change(at + i, 0, to[i]!);
  }
  take(): EditEvent[] {
    this.batcher.flush();
    return this.events.splice(0);
  }
}

test('applyChanges applies one event from the last change to the first; a change that does not fit never matches', () => {
  const changes: TextChange[] = [
    { offset: 0, removed: 1, text: 'A' },
    { offset: 4, removed: 0, text: '!' },
  ];
  assert.equal(applyChanges('abcd', changes), 'Abcd!');
  assert.notEqual(applyChanges('ab', [{ offset: 1, removed: 5, text: '' }]), 'a');
});

test('three names typed over snake_case ones become one correction, the first edit of the document included', () => {
  const doc = new Doc(ORIGINAL);
  doc.retype('order_id', 'orderId');
  const first = doc.take();
  assert.ok(first[0]!.snapshot !== undefined, 'the first event of the document carries its text');
  first[0]!.base = ORIGINAL; // what the worker reads from disk
  const a = new EditAnalyzer();
  const out = a.apply(first);
  doc.retype('order_total', 'orderTotal');
  out.push(...a.apply(doc.take()));
  // The third rename is split across two batches (the window ended in the middle of the word).
  const at = doc.text.indexOf('customer_name');
  doc.change(at, 'customer_name'.length, 'c');
  doc.change(at + 1, 0, 'ust');
  out.push(...a.apply(doc.take()));
  for (const [i, ch] of [...'omerName'].entries()) doc.change(at + 4 + i, 0, ch);
  out.push(...a.apply(doc.take()));
  assert.equal(out.length, 1, JSON.stringify(out));
  assert.match(out[0]!.observation, /from snake_case to camelCase by hand in typescript \(3 times\)/);
  assert.deepEqual(out[0]!.evidence!.slice(0, 3), [
    'renamed: order_id → orderId',
    'renamed: order_total → orderTotal',
    'renamed: customer_name → customerName',
  ]);
});

test('without the text before the first event, or with a base that does not match, the first rename is not guessed', () => {
  for (const base of [undefined, 'const order_id = 1;\n']) {
    const doc = new Doc(ORIGINAL);
    doc.retype('order_id', 'orderId');
    const first = doc.take();
    if (base !== undefined) first[0]!.base = base;
    const a = new EditAnalyzer();
    const out = a.apply(first);
    doc.retype('order_total', 'orderTotal');
    doc.retype('customer_name', 'customerName');
    out.push(...a.apply(doc.take()));
    assert.deepEqual(out, [], `base ${JSON.stringify(base)}`);
  }
});

test('undoing renames is not a rename style the user types', () => {
  const a = new EditAnalyzer();
  let text = 'let userId = 1; let userName = 2; let itemCount = 3;';
  a.apply([{ file: FILE, languageId: 'typescript', at: 0, changes: [], snapshot: text }]);
  const out = [];
  for (const [from, to] of [
    ['userId', 'user_id'],
    ['userName', 'user_name'],
    ['itemCount', 'item_count'],
  ]) {
    const off = text.indexOf(from!);
    out.push(
      ...a.apply([
        {
          file: FILE,
          languageId: 'typescript',
          at: 1000,
          changes: [{ offset: off, removed: from!.length, text: to! }],
          reason: 'undo',
        },
      ]),
    );
    text = text.slice(0, off) + to + text.slice(off + from!.length);
  }
  assert.deepEqual(out, []);
});

test('a pasted snake_case block undone by a camelCase typist: a correction with the language, the real line count and the style clash', () => {
  const doc = new Doc('export {};\n');
  const a = new EditAnalyzer();
  const typed = Array.from({ length: 12 }, (_, i) => `const orderLine${i} = item${i}Price * 2;\n`).join('');
  let out = [];
  doc.change(doc.text.length, 0, typed[0]!);
  const first = doc.take();
  first[0]!.base = 'export {};\n';
  out.push(...a.apply(first));
  for (const ch of typed.slice(1)) doc.change(doc.text.length, 0, ch);
  out.push(...a.apply(doc.take()));
  assert.equal(out.length, 1);
  assert.match(out[0]!.observation, /^Names declarations in camelCase in typescript \(100% of 12 names typed\)$/);
  const block =
    Array.from({ length: 12 }, (_, i) => `const generated_value_${i} = compute_thing(${i});`).join('\n') + '\n';
  const at = doc.text.length;
  doc.change(at, 0, block);
  out = a.apply(doc.take());
  doc.now += 3000;
  doc.change(at, block.length, '', 1);
  out.push(...a.apply(doc.take()), ...a.tick(doc.now));
  assert.equal(out.length, 1, JSON.stringify(out));
  assert.equal(out[0]!.type, 'correction');
  assert.equal(
    out[0]!.observation,
    `A large inserted block (12 lines) in ${FILE} was undone within 3 s — the pasted or AI-applied code was not kept (it named things in snake_case; you type camelCase)`,
  );
  assert.deepEqual(out[0]!.tags, ['edit', 'revert', 'typescript', 'naming']);
});

test('the worker reads the saved file for the first event of a document, never outside the workspace', async () => {
  const root = mkdtempSync(join(tmpdir(), 'act-edits-'));
  const ws = await openWorkspace(root, { persistDebounceMs: 60_000 });
  try {
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, FILE), `\uFEFF${ORIGINAL}`);
    assert.equal(savedText(root, FILE), ORIGINAL, 'without the byte-order mark VS Code strips');
    assert.equal(savedText(root, '../outside.txt'), undefined);
    assert.equal(savedText(root, join(root, FILE)), ORIGINAL, 'an absolute path inside the workspace is fine');
    assert.equal(savedText(root, '/etc/hostname'), undefined);
    assert.equal(savedText(root, 'src/missing.ts'), undefined);
    writeFileSync(join(root, FILE), ORIGINAL);
    const svc = new CaptureService({
      paths: ws.paths,
      store: ws.store,
      observe: (i, s) => ws.observe(i, s),
      home: root,
    });
    const doc = new Doc(ORIGINAL);
    doc.retype('order_id', 'orderId');
    let n = await svc.recordEdits(doc.take());
    doc.retype('order_total', 'orderTotal');
    doc.retype('customer_name', 'customerName');
    n += await svc.recordEdits(doc.take());
    assert.equal(n, 1, 'the three renames, the first one included, make one correction');
  } finally {
    await ws.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('typing merged by the batcher never looks like a paste, however long the window', () => {
  const doc = new Doc('');
  const typed = Array.from({ length: 30 }, (_, i) => `let v${i} = ${i};\n`).join('') + 'x'.repeat(600);
  for (const ch of typed) doc.change(doc.text.length, 0, ch);
  const events = doc.take();
  assert.equal(events.map((e) => e.changes.map((c) => c.text).join('')).join(''), typed, 'nothing lost');
  for (const e of events) {
    const t = e.changes[0]!.text;
    assert.ok(t.length < 400 && (t.match(/\n/g)?.length ?? 0) < 8, `a typed run of ${t.length} characters`);
  }
  const a = new EditAnalyzer();
  events[0]!.base = '';
  a.apply(events);
  // Deleting all of it right away would be a reverted block had any run been taken for a paste.
  doc.change(0, doc.text.length, '');
  assert.deepEqual([...a.apply(doc.take()), ...a.tick(doc.now)], []);
  assert.ok(events.length < 30, 'typing is still merged');
});
