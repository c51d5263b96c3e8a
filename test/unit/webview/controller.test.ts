import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SidebarController } from '../../../src/host/webview/controller';
import type { HostToWebviewMessage, Update } from '../../../src/protocol/webview';
import { UPDATE_KEYS } from '../../../src/protocol/webview';
import { fakeWorker, tempWorkspace } from './fixtures';
import { displayScale } from '../../../src/host/webview/scale';
import { levelInfo } from '../../../src/core/scoring';
import { OBSERVATION_TYPES } from '../../../src/core/observation';
import { levelOf } from '../../../webview/src/model/levels';

/** The real timer, kept for deadlines while a test mocks setTimeout. */
const realSetTimeout = globalThis.setTimeout;

test("the display scale sent at ready gives the webview the core's levels, in each interface language, and observation types", () => {
  const scale = structuredClone(displayScale());
  assert.deepEqual(scale.observationTypes, [...OBSERVATION_TYPES]);
  for (const language of ['en', 'fr'] as const) {
    for (let c = 0; c <= 1.0001; c += 0.05) {
      const core = levelInfo(c);
      assert.deepEqual(
        levelOf(scale.levels, c, language),
        { id: core.level, label: core.label[language], min: core.min, action: core.actionLabel[language] },
        `confidence ${c} in ${language}`,
      );
    }
  }
});

function setup(opts: { failing?: string[] } = {}) {
  const ws = tempWorkspace();
  const worker = fakeWorker(ws.root, opts);
  const posted: HostToWebviewMessage[] = [];
  const onPost = new Set<() => void>();
  const logs: string[] = [];
  const opened: Array<[string, number | undefined]> = [];
  const commands: string[] = [];
  const controller = new SidebarController({
    workspaceRoot: ws.root,
    call: worker.call,
    post: (m) => {
      posted.push(m);
      for (const check of [...onPost]) check();
    },
    log: {
      info: (m) => logs.push(`info ${m}`),
      warn: (m) => logs.push(`warn ${m}`),
      error: (m) => logs.push(`error ${m}`),
    },
    workerRunning: () => true,
    openFile: async (p, l) => void opened.push([p, l]),
    runCommand: async (c) => void commands.push(c),
    locale: 'fr',
  });
  const updates = () =>
    posted
      .filter((m): m is Extract<HostToWebviewMessage, { kind: 'event' }> => m.kind === 'event' && m.name === 'update')
      .map((m) => m.data as Update);
  const response = (id: number) =>
    posted.find((m) => m.kind === 'response' && m.id === id) as
      Extract<HostToWebviewMessage, { kind: 'response' }> | undefined;
  const request = async (id: number, method: string, params: unknown) => {
    await controller.handle({ kind: 'request', id, method, params });
    return response(id);
  };
  /** Resolves once what the controller posted satisfies `predicate` (checked at each post). */
  const settle = (predicate: () => boolean, ms = 2000) =>
    new Promise<void>((resolve, reject) => {
      if (predicate()) return resolve();
      const check = () => {
        if (!predicate()) return;
        onPost.delete(check);
        clearTimeout(deadline);
        resolve();
      };
      const deadline = realSetTimeout(() => {
        onPost.delete(check);
        reject(
          new Error(
            `timed out after ${ms} ms; posted: ${JSON.stringify(posted.map((m) => (m.kind === 'event' ? `${m.name}:${(m.data as { key?: string }).key ?? ''}` : m.kind)))}`,
          ),
        );
      }, ms);
      onPost.add(check);
    });
  return { ws, worker, posted, logs, opened, commands, controller, updates, response, request, settle };
}

test('nothing is posted before ready; after ready every key arrives once, by key', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  s.controller.invalidate(['patterns']);
  await s.controller.refresh(['patterns']);
  assert.equal(s.posted.length, 0, 'posted before the ready handshake');

  const r = await s.request(1, 'ready', { protocol: 1 });
  assert.deepEqual(
    r,
    {
      kind: 'response',
      id: 1,
      ok: true,
      result: { protocol: 1, workspace: s.ws.root, locale: 'fr', scale: displayScale() },
    },
    'ready tells the webview the display language',
  );
  await s.settle(() => s.updates().length === UPDATE_KEYS.length);
  assert.deepEqual(
    s
      .updates()
      .map((u) => u.key)
      .sort(),
    [...UPDATE_KEYS].sort(),
  );
  const patterns = s.updates().find((u) => u.key === 'patterns');
  assert.equal(patterns?.state, 'ok');
  if (patterns?.state === 'ok' && patterns.key === 'patterns') {
    assert.deepEqual(
      patterns.data.map((p) => p.state),
      ['candidate', 'candidate'],
    );
    assert.ok(
      patterns.data.every((p) => p.markdown?.includes('## Problem')),
      'candidates carry their Markdown',
    );
    assert.ok(
      patterns.data.every((p) => !/^---|status: "candidate"/m.test(p.markdown ?? '---')),
      'without the front matter: the worker parsed it',
    );
    assert.ok(
      patterns.data.every((p) => p.path?.startsWith('.agent/patterns/candidates/')),
      'paths are workspace-relative',
    );
  }
});

test('a worker method that fails is an error of its key only; health shows the sources that answered', async (t) => {
  const s = setup({ failing: ['threadsList', 'bridgesList', 'memorySearch', 'health', 'embedderInfo'] });
  t.after(() => s.ws.cleanup());
  await s.request(1, 'ready', { protocol: 1 });
  await s.settle(() => s.updates().length === UPDATE_KEYS.length);
  const byKey = Object.fromEntries(s.updates().map((u) => [u.key, u]));
  assert.equal(byKey.threads.state, 'error');
  assert.match(byKey.threads.state === 'error' ? byKey.threads.message : '', /threadsList failed/);
  assert.equal(byKey.bridges.state, 'error');
  assert.equal(byKey.patterns.state, 'ok');
  const health = byKey.health;
  assert.equal(health.state, 'ok', 'health still shows what the foundation and the pipeline know');
  const labels = health.state === 'ok' && health.key === 'health' ? health.data.figures.map((f) => f.label) : [];
  assert.ok(
    labels.includes('Observations') && labels.includes('Waiting for review') && !labels.includes('Threads'),
    labels.join(', '),
  );
  const r = await s.request(2, 'threadsSearch', { query: 'jwt' });
  assert.equal(r?.ok, false);
  assert.equal(r && !r.ok && r.error.code, 'failed');
});

test('hostile messages get an error response and one log line, never a crash', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  await s.controller.handle(null);
  await s.controller.handle({ kind: 'request', id: 5, method: '__proto__', params: {} });
  await s.controller.handle({ kind: 'request', id: 6, method: 'patternApprove', params: { id: 'x'.repeat(5000) } });
  assert.equal(s.response(5)?.ok, false);
  assert.equal(s.response(6)?.ok, false);
  assert.equal(s.logs.filter((l) => l.startsWith('warn sidebar: rejected')).length, 3);
  // A flood is logged at most 20 times per 10 s.
  for (let i = 0; i < 100; i++) await s.controller.handle({ kind: 'nope' });
  assert.equal(s.logs.filter((l) => l.startsWith('warn sidebar: rejected')).length, 20);
  assert.equal(s.worker.calls.length, 0, 'nothing reached the worker');
});

test('ids must be known: actions on what the webview was never shown are refused', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  await s.request(1, 'ready', { protocol: 1 });
  await s.settle(() => s.updates().length === UPDATE_KEYS.length);
  for (const [id, method, params] of [
    [2, 'patternApprove', { id: 'not-a-pattern' }],
    [3, 'learnedAdjust', { kind: 'instinct', id: 'session-recovery#r-1a2b3c', action: 'confirm' }],
    [4, 'learnedDelete', { kind: 'skill', id: 'utiliser-camelcase' }],
    [5, 'threadGet', { id: 't-nope' }],
  ] as const) {
    const r = await s.request(id, method, params);
    assert.equal(r?.ok, false, method);
    assert.equal(r && !r.ok && r.error.code, 'unknown_id', method);
  }
  assert.ok(
    !s.worker.calls.some((c) => ['patternApprove', 'learnedAdjust', 'learnedDelete', 'threadGet'].includes(c.method)),
  );
});

test('approve moves the candidate to active/ through the Pattern Library and refreshes patterns', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  await s.request(1, 'ready', { protocol: 1 });
  await s.settle(() => s.updates().length === UPDATE_KEYS.length);
  const [first] = s.worker.lib.list('candidate');
  const r = await s.request(2, 'patternApprove', { id: first.id });
  assert.equal(r?.ok, true);
  assert.ok(existsSync(join(s.ws.root, '.agent/patterns/active', `${first.id}.md`)));
  assert.ok(!existsSync(join(s.ws.root, '.agent/patterns/candidates', `${first.id}.md`)));
  await s.settle(() => s.updates().filter((u) => u.key === 'patterns').length === 2);
  const last = s
    .updates()
    .filter((u) => u.key === 'patterns')
    .pop();
  assert.ok(
    last?.state === 'ok' && last.key === 'patterns' && last.data.find((p) => p.id === first.id)?.state === 'active',
  );
  // An approved pattern cannot be rejected.
  const again = await s.request(3, 'patternReject', { id: first.id });
  assert.equal(again && !again.ok && again.error.code, 'invalid_state');
});

test('a rejection reason is redacted before it is written to the audit trail', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  await s.request(1, 'ready', { protocol: 1 });
  await s.settle(() => s.updates().length === UPDATE_KEYS.length);
  const [, second] = s.worker.lib.list('candidate');
  const secret = 'sk-ant-api03-' + 'A1b2C3d4E5f6G7h8'.repeat(6);
  const r = await s.request(2, 'patternReject', { id: second.id, reason: `leaks ${secret} in the example` });
  assert.equal(r?.ok, true);
  const audit = readFileSync(join(s.ws.root, '.agent/patterns/audit.jsonl'), 'utf8');
  assert.ok(!audit.includes(secret), 'secret written to the audit trail');
  assert.match(audit, /leaks .* in the example/);
});

test('confirm and contradict are sent as what the person did; the worker applies seed 000 deltas (+0.2, -0.3)', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  await s.request(1, 'ready', { protocol: 1 });
  await s.settle(() => s.updates().length === UPDATE_KEYS.length);
  const r1 = await s.request(2, 'learnedAdjust', { kind: 'instinct', id: 'commits-atomiques', action: 'confirm' });
  const r2 = await s.request(3, 'learnedAdjust', {
    kind: 'skill',
    id: 'session-recovery#r-1a2b3c',
    action: 'contradict',
  });
  const sent = s.worker.calls
    .filter((c) => c.method === 'learnedAdjust')
    .map((c) => (c.params as { action: string }).action);
  assert.deepEqual(sent, ['confirm', 'contradict']);
  assert.ok(r1?.ok && (r1.result as { confidence: number }).confidence === 0.55);
  assert.ok(r2?.ok && (r2.result as { confidence: number }).confidence === 0.62);
});

test('openSource opens files inside the workspace only', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  assert.equal((await s.request(1, 'openSource', { path: 'src/api.ts', line: 2 }))?.ok, true);
  assert.deepEqual(s.opened, [[join(s.ws.root, 'src/api.ts'), 2]]);
  mkdirSync(join(s.ws.root, 'links'));
  writeFileSync(join(s.ws.root, '..', `outside-${process.pid}.txt`), 'x');
  symlinkSync(join(s.ws.root, '..', `outside-${process.pid}.txt`), join(s.ws.root, 'links/out.txt'));
  for (const [id, path] of [
    [2, '../etc/passwd'],
    [3, '/etc/passwd'],
    [4, 'src/../../x'],
    [5, 'links/out.txt'],
    [6, 'src/missing.ts'],
  ] as const) {
    const r = await s.request(id, 'openSource', { path });
    assert.equal(r?.ok, false, path);
  }
  assert.equal(s.opened.length, 1);
});

test('bursts of changes are coalesced into one refresh per key', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  await s.request(1, 'ready', { protocol: 1 });
  await s.settle(() => s.updates().length === UPDATE_KEYS.length);
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const loads = () => s.worker.calls.filter((c) => c.method === 'instinctsList').length;
  const before = loads();
  for (let i = 0; i < 20; i++) s.controller.invalidate(['instincts']);
  assert.equal(loads(), before, 'nothing loads before the debounce delay');
  t.mock.timers.tick(10_000); // far past the debounce delay: every refresh due has started
  await s.settle(() => s.updates().filter((u) => u.key === 'instincts').length === 2);
  t.mock.timers.tick(10_000);
  assert.equal(loads() - before, 1);
  // After the view went away, nothing is posted until the next ready.
  s.controller.reset();
  const n = s.posted.length;
  s.controller.invalidate(['instincts']);
  t.mock.timers.tick(10_000);
  await new Promise((r) => setImmediate(r)); // a refresh started now would post within this turn
  assert.equal(s.posted.length, n);
  assert.equal(loads() - before, 1);
});

test('first-data timing from the webview is logged as a figure', async (t) => {
  const s = setup();
  t.after(() => s.ws.cleanup());
  await s.controller.handle({ kind: 'event', name: 'firstData', data: { ms: 84.4 } });
  assert.ok(s.logs.includes('info sidebar_first_data: 84 ms'));
});
