// No mutation is sent twice: the real worker dies in the middle of each mutation (when the
// request arrives, nothing applied; or when its answer is about to leave, everything applied and
// nothing acknowledged). The caller hears "interrupted", the restarted worker never receives the
// mutation again, the state holds it at most once, and the queries in flight are re-sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InterruptedError, NodeWorkerClient } from '../../../src/host/workerClient';
import { DELIVERY, type WorkerRequests } from '../../../src/protocol/worker';
import { PatternLibrary } from '../../../src/node/pipeline/library';
import { workspacePaths } from '../../../src/core/paths';
import { buildWorker } from '../../helpers/buildWorker';
import { tempDir } from '../../helpers/tmp';
import type { CrashPlan } from '../../helpers/crash/plan';
import type { Params } from '../../../src/protocol/rpc';

type When = CrashPlan['when'];

/** A client of the real worker that will die once, as planned. */
function crashingClient(dir: string, method: keyof WorkerRequests, when: When) {
  const plan: CrashPlan = { method, when, marker: join(dir, 'crash.marker'), received: join(dir, 'received.log') };
  process.env.ACT_TEST_CRASH = JSON.stringify(plan);
  const crashes: string[] = [];
  const client = new NodeWorkerClient({
    script: buildWorker('test/helpers/crash/worker.ts'),
    init: () => ({ workspace: dir, settings: {} }),
    onCrash: (m) => crashes.push(m),
  });
  const received = () =>
    (existsSync(plan.received) ? readFileSync(plan.received, 'utf8').trim().split('\n') : []).filter(
      (m) => m === method,
    ).length;
  return { client, crashes, died: () => existsSync(plan.marker), received };
}

/** Sends the mutation with a query behind it; the worker dies during the mutation. */
async function interrupt<K extends keyof WorkerRequests & string>(
  c: ReturnType<typeof crashingClient>,
  method: K,
  params: Params<WorkerRequests, K>,
) {
  const mutation = c.client.request(method, params).then(
    () => assert.fail(`${method} answered although the worker died during it`),
    (e: unknown) => e,
  );
  const query = c.client.request('status', {});
  const error = await mutation;
  assert.ok(error instanceof InterruptedError, `${method}: ${String(error)}`);
  assert.equal(error.code, 'interrupted');
  assert.ok(c.died(), 'the worker died as planned');
  // The query in flight is repeatable: re-sent to the restarted worker and answered.
  assert.equal(typeof (await query).total, 'number');
  assert.ok(
    c.crashes.some((m) => /1 interrupted, not repeated/.test(m)),
    c.crashes.join('\n'),
  );
  assert.equal(c.received(), 1, `${method} reached the worker once, across both of its lives`);
}

const day = 86_400_000;
/** Three observations of one habit (our own sentences), recent enough for Evolve's window. */
function habit(now: number) {
  const at = (daysAgo: number) => new Date(now - daysAgo * day).toISOString();
  return [
    {
      type: 'correction' as const,
      context: { task: 'naming' },
      observation: 'Name boolean variables with an is prefix',
      confidence: 0.5,
      timestamp: at(1.2),
    },
    {
      type: 'correction' as const,
      context: { task: 'naming' },
      observation: 'Boolean variables get an is prefix in their name',
      confidence: 0.5,
      timestamp: at(1.1),
    },
    {
      type: 'pattern' as const,
      context: { task: 'naming' },
      observation: 'The code names boolean variables with an is prefix',
      confidence: 0.6,
      timestamp: at(0.5),
    },
  ];
}

async function learnedHabit(client: NodeWorkerClient) {
  const now = Date.now();
  for (const o of habit(now)) await client.observe(o, 'test');
  await client.request('evolve', { dryRun: false });
  const [instinct] = await client.request('instinctsList', {});
  assert.ok(instinct, 'Evolve learned the habit');
  return instinct;
}

test('every request method says whether a crash may repeat it; the three known mutations may not', () => {
  for (const m of [
    'evolve',
    'learnedAdjust',
    'patternApprove',
    'patternReject',
    'patternDeprecate',
    'pipelineHarvest',
    'memoryRoute',
  ] as const)
    assert.equal(DELIVERY[m], 'once', m);
  for (const m of ['status', 'observe', 'patternsList', 'instinctsList'] as const)
    assert.equal(DELIVERY[m], 'repeat', m);
});

for (const when of ['on-receipt', 'before-answer'] as const) {
  test(
    `evolve: the worker dies ${when}; Evolve is reported interrupted, never run again by itself`,
    { timeout: 120_000 },
    async () => {
      const dir = tempDir();
      const c = crashingClient(dir, 'evolve', when);
      for (const o of habit(Date.now())) await c.client.observe(o, 'test');
      await interrupt(c, 'evolve', { dryRun: false });
      const before = await c.client.request('instinctsList', {});
      assert.equal(
        before.length,
        when === 'on-receipt' ? 0 : 1,
        when === 'on-receipt' ? 'nothing applied' : 'applied once',
      );
      // The caller decides to run it again: one instinct, as after a single Evolve.
      await c.client.request('evolve', { dryRun: false });
      const after = await c.client.request('instinctsList', {});
      assert.equal(after.length, 1);
      if (before[0]) assert.equal(after[0].confidence, before[0].confidence);
      await c.client.dispose();
    },
  );

  test(`learnedAdjust: the worker dies ${when}; the confidence moves at most once`, { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const c = crashingClient(dir, 'learnedAdjust', when);
    const instinct = await learnedHabit(c.client);
    await interrupt(c, 'learnedAdjust', { kind: 'instinct', id: instinct.id, action: 'confirm' });
    const now = (await c.client.request('instinctsList', {})).find((i) => i.id === instinct.id);
    const skills = await c.client.request('skillsList', {});
    const moved = Math.round((instinct.confidence + instinct.adjust.confirm) * 100) / 100;
    if (when === 'on-receipt') assert.equal(now?.confidence, instinct.confidence, 'nothing applied');
    // Applied once: raised by one step, or promoted to a skill rule at that confidence; never two steps.
    else
      assert.ok(
        now ? now.confidence === moved : skills.some((s) => s.confidence === moved),
        `confidence ${now?.confidence ?? skills.map((s) => s.confidence).join(',')} after one confirm from ${instinct.confidence}`,
      );
    await c.client.dispose();
  });

  test(
    `patternApprove: the worker dies ${when}; the decision is recorded at most once`,
    { timeout: 120_000 },
    async () => {
      const dir = tempDir();
      const lib = new PatternLibrary(workspacePaths(dir));
      const p = lib.writeCandidate(
        'Validate configuration at startup',
        { tags: ['config'] },
        '## Problem\nA missing variable fails late.\n\n## Solution\nCheck them all in main.',
        'test',
      );
      const c = crashingClient(dir, 'patternApprove', when);
      await interrupt(c, 'patternApprove', { id: p.id });
      const status = (await c.client.request('patternGet', { id: p.id })).status;
      const approvals = lib.decisions().filter((d) => d.subject === p.id && d.action === 'approve');
      if (when === 'on-receipt') {
        assert.equal(status, 'candidate', 'nothing applied');
        assert.equal(approvals.length, 0);
      } else {
        assert.equal(status, 'active', 'applied once');
        assert.equal(approvals.length, 1, 'one decision in the audit trail');
      }
      await c.client.dispose();
    },
  );
}
