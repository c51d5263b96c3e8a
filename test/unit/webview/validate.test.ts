import test from 'node:test';
import assert from 'node:assert/strict';
import { InvalidMessage, parseWebviewMessage } from '../../../src/host/webview/validate';

const req = (method: string, params: unknown, id: unknown = 7) => ({ kind: 'request', id, method, params });
const reject = (msg: unknown, pattern: RegExp) => {
  assert.throws(
    () => parseWebviewMessage(msg),
    (e: unknown) => e instanceof InvalidMessage && pattern.test(e.message),
  );
};

test('valid requests pass and come out as clean copies', () => {
  const m = parseWebviewMessage(req('patternReject', { id: 'n-plus-one', reason: 'too specific\nto one file' }));
  assert.deepEqual(m, {
    kind: 'request',
    id: 7,
    method: 'patternReject',
    params: { id: 'n-plus-one', reason: 'too specific\nto one file' },
  });
  assert.deepEqual(parseWebviewMessage(req('refresh', undefined)), {
    kind: 'request',
    id: 7,
    method: 'refresh',
    params: {},
  });
  assert.deepEqual(parseWebviewMessage({ kind: 'event', name: 'firstData', data: { ms: 120 } }), {
    kind: 'event',
    name: 'firstData',
    data: { ms: 120 },
  });
});

test('anything that is not a plain envelope is refused', () => {
  for (const bad of [null, 42, 'ready', [], { kind: 'response', id: 1, ok: true }, { kind: 'request' }, new Date()])
    reject(bad, /./);
  reject(req('ready', { protocol: 1 }, -1), /request id/);
  reject(req('ready', { protocol: 1 }, 1.5), /request id/);
  reject(req('ready', { protocol: 1 }, '1'), /request id/);
  reject({ ...req('ready', { protocol: 1 }), extra: true }, /unknown field "extra"/);
});

test('unknown methods, including prototype keys, are refused with the request id', () => {
  for (const method of ['deleteEverything', '__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
    try {
      parseWebviewMessage(req(method, {}, 99));
      assert.fail(`accepted ${method}`);
    } catch (e) {
      assert.ok(e instanceof InvalidMessage);
      assert.equal(e.requestId, 99);
      assert.match(e.message, /unknown method/);
    }
  }
  reject({ kind: 'event', name: 'update', data: {} }, /unknown event/);
});

test('params are checked for types, lengths, ranges and unknown fields', () => {
  reject(req('patternApprove', { id: '' }), /must not be empty/);
  reject(req('patternApprove', { id: 'x'.repeat(201) }), /longer than 200/);
  reject(req('patternApprove', { id: 42 }), /must be a string/);
  reject(req('patternApprove', { id: 'a', force: true }), /unknown field "force"/);
  reject(req('patternApprove', {}), /params\.id: is required/);
  reject(req('patternApprove', ['a']), /must be an object/);
  reject(req('patternApprove', { id: 'a\u0000b' }), /control characters/);
  reject(req('patternApprove', { id: 'a\nb' }), /control characters/);
  reject(req('patternReject', { id: 'a', reason: 'r'.repeat(501) }), /longer than 500/);
  reject(req('learnedAdjust', { kind: 'skill', id: 'x', action: 'boost' }), /must be one of confirm, contradict/);
  reject(req('learnedAdjust', { kind: 'rule', id: 'x', action: 'confirm' }), /must be one of instinct, skill/);
  reject(req('evolve', { dryRun: 'yes' }), /must be a boolean/);
  reject(req('evolve', { dryRun: true, minConfidence: 2 }), /between 0 and 1/);
  reject(req('evolve', { dryRun: true, sinceDays: Number.NaN }), /finite number/);
  reject(req('openSource', { path: 'a.ts', line: 0 }), /between 1 and/);
  reject(req('openSource', { path: 'a.ts', line: 2.5 }), /integer/);
  reject(req('runCommand', { command: 'workbench.action.terminal.new' }), /must be one of/);
  reject(req('refresh', { keys: ['threads', 'secrets'] }), /must be one of/);
  reject(req('threadsSearch', { query: 'q'.repeat(201) }), /longer than 200/);
  reject({ kind: 'event', name: 'firstData', data: { ms: -1 } }, /between 0/);
});

test('an object with a hostile prototype or getters is not trusted', () => {
  const withProto = Object.create({ id: 'inherited' });
  reject(req('patternApprove', withProto), /must be an object/);
  reject(req('patternApprove', JSON.parse('{"id":"a","__proto__":{"x":1}}')), /unknown field "__proto__"/);
  reject(
    req('patternApprove', Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, 1]))),
    /too many fields/,
  );
  const throwing = {
    get id(): string {
      throw new Error('getter ran');
    },
  };
  reject(req('patternApprove', throwing), /getter ran/);
});
