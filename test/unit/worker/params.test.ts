// The worker's request params (src/worker/params.ts and src/worker/schemas/*): every method is
// behind a zod schema that agrees with the protocol; bad params are refused before the handler
// runs, with the method and the field named; good ones reach it as before.
import test from 'node:test';
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { DELIVERY, type PipelineRequests, type SidebarRequests } from '../../../src/protocol/worker';
import { allHandlers } from '../../../src/worker/handlers';
import type { WorkerContext } from '../../../src/worker/context';
import { InvalidParams, object, parseParams, str, type Agreement, type Expect } from '../../../src/worker/params';
import { captureParams } from '../../../src/worker/schemas/capture';
import { foundationParams } from '../../../src/worker/schemas/foundation';
import { memoryParams } from '../../../src/worker/schemas/memory';
import { pipelineParams } from '../../../src/worker/schemas/pipeline';
import { sidebarParams } from '../../../src/worker/schemas/sidebar';

const schemas: Record<string, z.ZodMiniType> = {
  ...foundationParams,
  ...captureParams,
  ...memoryParams,
  ...pipelineParams,
  ...sidebarParams,
};
const handlers = allHandlers() as unknown as Record<string, (p: unknown, ctx: WorkerContext) => unknown>;
/** A refused call never reaches the context: any use of it would throw another error. */
const noContext = new Proxy({} as WorkerContext, {
  get: () => assert.fail('the handler ran despite bad params'),
});

async function refused(method: string, params: unknown, message: RegExp) {
  await assert.rejects(
    async () => handlers[method]!(params, noContext),
    (e: unknown) => {
      assert.ok(e instanceof InvalidParams, `${method}: ${String(e)}`);
      assert.equal(e.code, 'invalid_params');
      assert.match(e.message, message);
      return true;
    },
  );
}

test('every worker method but init has a schema and a handler behind it', () => {
  const methods = Object.keys(DELIVERY).filter((m) => m !== 'init');
  assert.deepEqual(Object.keys(schemas).sort(), methods.sort());
  assert.deepEqual(Object.keys(handlers).sort(), methods.sort());
});

test('capture: wrong params are refused, naming the method and the field', async () => {
  await refused('recordUserMessage', { text: 42, source: 'chat' }, /^recordUserMessage: "text" must be a string$/);
  await refused('recordFeedback', { kind: 'meh', source: 'x' }, /^recordFeedback: "kind" must be "win" or "loss"$/);
  await refused(
    'captureRun',
    { command: 'npm test', origin: 'shell', at: 'now' },
    /"origin" must be "task" or "terminal"/,
  );
  await refused('ingestTranscripts', { paths: ['a.jsonl', 7] }, /^ingestTranscripts: "paths\[1\]" must be a string$/);
  await refused('rulesEdit', { id: 'r1', status: 'maybe' }, /"status" must be "candidate", "approved" or "rejected"/);
  await refused('captureEdits', { events: 'not a list' }, /^captureEdits: "events" must be an array$/);
});

test('capture: a malformed edit event is dropped, the good ones kept; text is cut to what is kept', () => {
  const good = { file: 'src/a.ts', languageId: 'typescript', at: 5, changes: [{ offset: 0, removed: 0, text: 'x' }] };
  const out = parseParams('captureEdits', captureParams.captureEdits, {
    events: [
      { ...good, changes: [...good.changes, { offset: -1, removed: 0, text: 'y' }, null], reason: 'sideways' },
      null,
      { file: 3 },
      { ...good, reason: 'undo', snapshot: 'x' },
    ],
  });
  assert.deepEqual(out.events, [
    { ...good, reason: undefined },
    { ...good, reason: 'undo', snapshot: 'x' },
  ]);
  const msg = parseParams('recordUserMessage', captureParams.recordUserMessage, {
    text: 'a'.repeat(100_010),
    source: 'chat',
    extra: 'dropped',
  });
  assert.equal(msg.text.length, 100_000);
  assert.deepEqual(Object.keys(msg).sort(), ['source', 'text']);
});

test('memory: wrong params are refused, naming the method and the field', async () => {
  await refused('memoryRoute', { source: 'chat' }, /^memoryRoute: "text" must be a string$/);
  await refused(
    'memorySearch',
    { query: 'naming', types: ['thread', 'gossip'] },
    /^memorySearch: "types\[1\]" must be/,
  );
  await refused(
    'instructionsConsent',
    { decision: 'perhaps', files: [], gitExclude: false },
    /"decision" must be "yes" or "never"/,
  );
  await refused('threadsList', { limit: 'ten' }, /^threadsList: "limit" must be a finite number$/);
  await refused('memoryConfigure', { config: 'lexical' }, /^memoryConfigure: "config" must be an object$/);
});

test('memory: good params pass as given', () => {
  const p = { query: 'why did the build fail', k: 5, types: ['thread', 'skill'] };
  assert.deepEqual(parseParams('memorySearch', memoryParams.memorySearch, p), p);
  assert.deepEqual(
    parseParams('memoryRoute', memoryParams.memoryRoute, { text: 'hello', source: 'chat', kind: 'prompt' }),
    {
      text: 'hello',
      source: 'chat',
      kind: 'prompt',
    },
  );
});

test('pipeline: wrong params are refused, naming the method and the field', async () => {
  await refused('jobGet', {}, /^jobGet: "id" must be a non-empty string$/);
  await refused('jobGet', { id: '   ' }, /"id" must be a non-empty string/);
  await refused(
    'patternsList',
    { status: 'bogus' },
    /"status" must be "candidate", "active", "deprecated" or "rejected"/,
  );
  await refused('jobsList', { status: 'sleeping' }, /^jobsList: "status" must be "queued"/);
  await refused(
    'patternRefine',
    { id: 'p1', author: 'model', draft: { title: 'T', tags: 'x', problem: 'p', solution: 's', rationale: 'r' } },
    /^patternRefine: "draft.tags" must be an array$/,
  );
  await refused(
    'pipelineHarvest',
    { history: [{ command: 4 }] },
    /^pipelineHarvest: "history\[0\].command" must be a string$/,
  );
  await refused('jobRun', 'job-1', /^jobRun: params must be an object$/);
});

test('pipeline: blank optional text means "not given", a blank approval source means chat', () => {
  assert.deepEqual(parseParams('patternApprove', pipelineParams.patternApprove, { id: ' p1', note: '  ', by: 'Ana' }), {
    id: ' p1',
    note: undefined,
    by: 'Ana',
  });
  const t = parseParams('pipelineTriggerFromApproval', pipelineParams.pipelineTriggerFromApproval, {
    text: 'looks good, merge it',
    source: ' ',
  });
  assert.equal(t.source, 'chat');
  assert.equal(parseParams('jobGet', pipelineParams.jobGet, { id: 'x'.repeat(150) }).id.length, 100);
});

test('sidebar: wrong params are refused, naming the method and the field', async () => {
  await refused(
    'learnedAdjust',
    { kind: 'rule', id: 'a', action: 'confirm' },
    /^learnedAdjust: "kind" must be "instinct" or "skill"$/,
  );
  await refused(
    'learnedAdjust',
    { kind: 'skill', id: 'a', action: 'boost' },
    /"action" must be "confirm" or "contradict"/,
  );
  await refused('learnedDelete', { kind: 'instinct', id: '' }, /^learnedDelete: "id" must be a non-empty string$/);
  await refused('confidenceHistory', { kind: 'instinct', id: 'x'.repeat(201) }, /"id" is longer than 200 characters/);
  await refused('activity', { days: 'week' }, /^activity: "days" must be a finite number$/);
  const ok = parseParams('learnedAdjust', sidebarParams.learnedAdjust, {
    kind: 'skill',
    id: 's#1',
    action: 'confirm',
    reason: ' ',
  });
  assert.deepEqual(ok, { kind: 'skill', id: 's#1', action: 'confirm', reason: undefined });
});

test('foundation: wrong params are refused; methods without params ignore what they get', async () => {
  await refused('observe', { items: 'x', source: 's' }, /^observe: "items" must be an array$/);
  await refused('evolve', { dryRun: 'yes' }, /^evolve: "dryRun" must be a boolean$/);
  await refused('recentObservations', { limit: 10, type: 'rumour' }, /"type" must be "pattern"/);
  assert.deepEqual(parseParams('status', foundationParams.status, { anything: 1 }), { anything: 1 });
});

// ---- compile time: a schema that disagrees with the protocol does not typecheck ----
// (npm run typecheck compiles this file: each @ts-expect-error fails if its line compiles.)
const _withNumberId = { jobGet: object({ id: z.number() }) };
const _withoutReason = {
  learnedDelete: sidebarParams.learnedDelete,
  learnedAdjust: object({
    kind: sidebarParams.learnedAdjust.shape.kind,
    id: str(),
    action: sidebarParams.learnedAdjust.shape.action,
  }),
};
export type Checks = [
  // @ts-expect-error the id is a string in the protocol
  Expect<Agreement<typeof _withNumberId, Pick<PipelineRequests, 'jobGet'>>>,
  // @ts-expect-error the protocol's optional `reason` is missing from the schema
  Expect<Agreement<typeof _withoutReason, Pick<SidebarRequests, 'learnedAdjust' | 'learnedDelete'>>>,
  // @ts-expect-error a method without a schema
  Expect<Agreement<{ jobGet: typeof pipelineParams.jobGet }, Pick<PipelineRequests, 'jobGet' | 'jobCancel'>>>,
  // and the real ones agree:
  Expect<Agreement<typeof sidebarParams, SidebarRequests>>,
];
