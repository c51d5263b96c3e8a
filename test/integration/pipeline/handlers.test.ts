import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openWorkspace, type Workspace } from '../../../src/node/workspace';
import { pipelineHandlers } from '../../../src/worker/handlers/pipeline';
import type { WorkerContext } from '../../../src/worker/context';
import type { ChangeKey, WorkerEvents } from '../../../src/protocol/worker';
import { ModelAuthor, TemplateAuthor, type LanguageModel } from '../../../src/core/pipeline/crystalizer';
import { cleanup, fingerprint, makeRepo, writeFiles } from './helpers';

function context(ws: Workspace) {
  const changed: ChangeKey[][] = [];
  const events: Array<{ name: string; data: unknown }> = [];
  const ctx: WorkerContext = {
    workspace: ws,
    globalStorage: undefined,
    settings: () => ws.settings(),
    changed: (k) => changed.push(k),
    onChanged: () => undefined,
    emit: <K extends keyof WorkerEvents & string>(name: K, data: WorkerEvents[K]) => void events.push({ name, data }),
    diagnostic: () => undefined,
  };
  return { ctx, changed, events };
}

// Handlers are called the way the worker runtime calls them (params may be hostile).
type AnyHandler = (p: unknown, ctx: WorkerContext) => Promise<unknown> | unknown;

test('worker handlers: trust from the host, chat approval trigger, background run, pattern decisions, metrics in .act/metrics.json', async () => {
  const root = makeRepo({ Makefile: 'test:\n\tsh t.sh\n', 't.sh': 'grep -q 42 answer.txt\n', 'answer.txt': '41\n' });
  const ws = await openWorkspace(root, { persistDebounceMs: 60_000 });
  try {
    mkdirSync(join(root, '.act'), { recursive: true });
    writeFileSync(join(root, '.act/metrics.json'), JSON.stringify({ evolution: { runs: 3 } }));
    const h = pipelineHandlers() as Record<string, AnyHandler>;
    const { ctx, changed, events } = context(ws);
    writeFiles(root, { 'answer.txt': '42\n' });
    const before = fingerprint(root);

    // Not told the workspace is trusted: nothing starts.
    const refused = (await h.pipelineTriggerFromApproval({ text: 'LGTM', source: 'chat' }, ctx)) as { jobId?: string };
    assert.equal(refused.jobId, undefined);
    await h.pipelineConfigure({ trusted: true }, ctx);
    const notApproval = (await h.pipelineTriggerFromApproval(
      { text: 'can you also rename it?', source: 'chat' },
      ctx,
    )) as { jobId?: string; matched: boolean };
    assert.equal(notApproval.matched, false);

    const first = (await h.pipelineTriggerFromApproval(
      { text: "c'est bon, merge", source: 'chat:participant', task: 'The answer must be 42' },
      ctx,
    )) as { jobId: string };
    assert.ok(first.jobId);
    const { pipelineFor } = await import('../../../src/worker/handlers/pipeline');
    await pipelineFor(ctx).idle();
    let job = (await h.jobGet({ id: first.jobId }, ctx)) as {
      status: string;
      trigger: string;
      pendingCommands: string[];
    };
    assert.equal(job.trigger, 'chat');
    assert.equal(job.status, 'awaiting_confirmation');
    assert.ok(
      events.some((e) => e.name === 'pipelineAlert' && (e.data as { kind: string }).kind === 'awaiting_confirmation'),
    );
    assert.deepEqual(job.pendingCommands, ['make test']);

    await h.jobRun({ id: first.jobId, confirm: true, wait: true }, ctx);
    job = (await h.jobGet({ id: first.jobId }, ctx)) as typeof job & { candidateId: string };
    assert.equal(job.status, 'crystallized', JSON.stringify(job));
    assert.ok(events.some((e) => e.name === 'pipelineCrystalRequest'));
    assert.ok(changed.some((k) => k.includes('jobs')));
    assert.deepEqual(fingerprint(root), before);

    const candidates = (await h.patternsList({ status: 'candidate' }, ctx)) as Array<{ id: string }>;
    assert.equal(candidates.length, 1);
    const id = candidates[0].id;
    const detail = (await h.patternGet({ id }, ctx)) as { markdown: string; body: string };
    assert.match(detail.markdown, /^---\n/);
    assert.match(detail.body, /## Solution/);
    const approved = (await h.patternApprove({ id, note: 'yes' }, ctx)) as { status: string };
    assert.equal(approved.status, 'active');
    assert.ok(changed.some((k) => k.includes('patterns')));
    await assert.rejects(async () => h.patternReject({ id }, ctx), /cannot reject/);
    await assert.rejects(async () => h.patternGet({ id: '../../etc/passwd' }, ctx), /invalid pattern id/);
    await assert.rejects(
      async () => h.patternsList({ status: 'bogus' }, ctx),
      /patternsList: "status" must be "candidate"/,
    );
    await assert.rejects(async () => h.jobGet({}, ctx), /"id" must be/);

    const m = (await h.pipelineMetrics({}, ctx)) as {
      validation: { passRate: number };
      review: { approved: number; medianReviewLatencyMs: number };
    };
    assert.equal(m.validation.passRate, 1);
    assert.equal(m.review.approved, 1);
    assert.equal(typeof m.review.medianReviewLatencyMs, 'number');
    const file = JSON.parse(readFileSync(join(root, '.act/metrics.json'), 'utf8'));
    assert.deepEqual(file.evolution, { runs: 3 }, "another area's section is kept");
    assert.equal(file.pipeline.review.approved, 1);
    const jobs = (await h.jobsList({}, ctx)) as unknown[];
    assert.equal(jobs.length, 1);
  } finally {
    await ws.close();
    cleanup(root);
  }
});

test('a model author behind the LanguageModel interface writes the draft; a useless answer falls back on the template', async () => {
  const input = {
    jobId: 'j-1',
    runId: 'r-1',
    task: 'Batch the user queries',
    diff: 'diff --git a/u.js b/u.js\n@@ -1 +1 @@\n-a\n+b\n',
    files: ['u.js'],
    snapshot: {
      tag: 'learning-snapshot-x',
      commit: 'c'.repeat(40),
      tree: 't',
      base: 'b',
      tarballDigest: 'sha256:0',
      mode: 'working-tree' as const,
      takenAt: '',
    },
    validation: [],
    stacks: ['npm'],
    entrypoints: [],
    approvedBy: 'Dev',
  };
  const prompts: Array<{ prompt: string; max: number }> = [];
  const fake = (answer: string): LanguageModel => ({
    name: 'fake',
    complete: async (prompt, o) => (prompts.push({ prompt, max: o.maxInputTokens }), answer),
  });
  const good = await new ModelAuthor(
    fake(
      'Sure! {"title":"Batch queries with Promise.all","tags":["perf"],"problem":"N+1","solution":"```js\\nawait Promise.all(ids.map(load))\\n```","rationale":"One round trip."}',
    ),
    2000,
  ).draft(input);
  assert.equal(good.title, 'Batch queries with Promise.all');
  assert.match(prompts[0].prompt, /Batch the user queries[\s\S]*\+b/);
  assert.equal(prompts[0].max, 2000);
  const fallback = await new ModelAuthor(fake('I cannot help with that.'), 2000).draft(input);
  assert.deepEqual(fallback, await new TemplateAuthor().draft(input));
});
