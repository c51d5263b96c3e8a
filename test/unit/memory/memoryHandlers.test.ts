// The worker's memory methods on a real workspace: routing, contradiction lowering a learned
// rule by 0.3 in its SKILL.md, observations feeding threads and search with explained scores,
// health, reindex (with cancel) and instruction files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { memoryHandlers, memory } from '../../../src/worker/handlers/memory';
import { workerContext } from '../../helpers/memory/workerContext';
import { renderSkill, parseSkill } from '../../../src/core/evolve/skillFile';
import type { SkillDoc } from '../../../src/core/evolve/types';
import type { Handler } from '../../../src/worker/context';
import type { WorkerRequests } from '../../../src/protocol/worker';
import type { InstructionsConsentEvent, MemoryConfig } from '../../../src/protocol/memory';

const h = memoryHandlers();
const call = <K extends keyof WorkerRequests>(k: K, p: Parameters<Handler<K>>[0], ctx: Parameters<Handler<K>>[1]) =>
  (h as unknown as Record<K, Handler<K>>)[k](p, ctx);

function writeSkill(root: string) {
  const doc = {
    kind: 'skill',
    id: 'testing',
    title: 'Testing',
    description: 'Testing rules',
    confidence: 0.8,
    level: 'certain',
    suppressed: [],
    language: 'en',
    updated: '2026-03-01',
    evidence: {},
    rules: [
      {
        id: 'run-tests',
        text: 'Always run the unit tests before committing',
        confidence: 0.8,
        level: 'certain',
        observations: 4,
        updated: '2026-03-01',
        status: 'active',
        edited: false,
      },
    ],
  } as unknown as SkillDoc;
  mkdirSync(join(root, '.act/skills/testing'), { recursive: true });
  writeFileSync(join(root, '.act/skills/testing/SKILL.md'), renderSkill(doc));
}

test('a message contradicting a skill rule lowers it by 0.3 (once), through the evolve engine', async () => {
  const w = await workerContext();
  try {
    writeSkill(w.root);
    await call('memoryConfigure', { config: { mode: 'light' } }, w.ctx);
    const r = await call(
      'memoryRoute',
      { text: 'Never run the unit tests before committing, they are too slow', source: 'chat' },
      w.ctx,
    );
    assert.ok('decision' in r);
    assert.equal(r.contradicted.length, 1, JSON.stringify(r));
    assert.equal(r.contradicted[0].id, 'testing#run-tests');
    const rule = parseSkill(readFileSync(join(w.root, '.act/skills/testing/SKILL.md'), 'utf8'), 'testing').rules[0];
    assert.ok(Math.abs(rule.confidence - 0.5) < 1e-9, `0.8 - 0.3 = ${rule.confidence}`);
    const again = await call(
      'memoryRoute',
      { text: 'Never run the unit tests before committing, they are too slow', source: 'chat' },
      w.ctx,
    );
    assert.ok('decision' in again && again.contradicted.length === 0, 'the same contradiction counts once');
    assert.ok(w.changes.some((k) => k.includes('skills')));
  } finally {
    await w.close();
  }
});

test('observations feed threads and search; hits explain their score; filters by type and status', async () => {
  const w = await workerContext();
  try {
    await call('memoryConfigure', {}, w.ctx);
    await w.ctx.workspace.observe(
      [
        {
          type: 'error',
          observation: 'Postgres migration failed: column email contains null values',
          context: { task: 'add email column' },
        },
        {
          type: 'success',
          observation: 'Postgres migration passed after backfilling the email column',
          context: { task: 'add email column' },
        },
        { type: 'preference', observation: 'User prefers Tailwind utility classes over CSS modules', context: {} },
      ],
      'test',
    );
    const s = await memory(w.ctx);
    assert.equal(await s.feedObservations(), 3);
    const list = await call('threadsList', {}, w.ctx);
    assert.equal(list.total, 2, list.threads.map((t) => t.title).join(' | '));
    const res = await call('memorySearch', { query: 'why did the postgres email migration fail?', k: 5 }, w.ctx);
    assert.equal(res.hits[0].kind, 'thread');
    const top = res.hits[0];
    assert.ok(
      top.breakdown.embedding > 0 && top.breakdown.sharedTopics.includes('postgres'),
      JSON.stringify(top.breakdown),
    );
    assert.ok(
      Math.abs(
        top.breakdown.total -
          (0.7 * top.breakdown.embedding +
            0.3 * top.breakdown.topicOverlap +
            top.breakdown.topicBoost +
            top.breakdown.prior),
      ) < 1e-6,
    );
    assert.match(top.why, /shares .*postgres/);
    const obs = await call(
      'memorySearch',
      { query: 'postgres email migration', types: ['observation'], status: ['error'] },
      w.ctx,
    );
    assert.ok(obs.hits.length >= 1 && obs.hits.every((x) => x.kind === 'observation' && x.status === 'error'));
    const detail = await call('threadGet', { id: top.id }, w.ctx);
    assert.equal(detail.messages.length, 2);
    assert.match(detail.messages[0].source, /^observation:/);
    const none = await call(
      'memorySearch',
      { query: 'kubernetes helm chart', types: ['thread'], status: ['archived'] },
      w.ctx,
    );
    assert.deepEqual(none.hits, []);
  } finally {
    await w.close();
  }
});

test('health, embedder info, reindex with progress, cancel, and instruction files', async () => {
  const w = await workerContext();
  try {
    writeSkill(w.root);
    await call('memoryConfigure', {}, w.ctx);
    for (const text of [
      'Add JWT authentication to the login endpoint',
      'The JWT refresh token rotation on login',
      'Dark mode theme toggle with CSS variables',
    ])
      await call('memoryRoute', { text, source: 'chat' }, w.ctx);
    const hl = await call('health', {}, w.ctx);
    assert.equal(hl.threads, 2);
    assert.equal(hl.continuationRate, 0.5);
    assert.equal(hl.embeddingCoverage, 1);
    assert.equal(hl.embedder.kind, 'lexical');
    assert.match(hl.embedder.reason ?? '', /not installed/);
    assert.equal(hl.decisions.CONTINUE, 1);
    assert.ok(hl.targets.every((t) => t.ok));
    const info = await call('embedderInfo', {}, w.ctx);
    assert.equal(info.id, 'lexical-hash-v2-384');

    const r = await call('reindex', {}, w.ctx);
    assert.equal(r.cancelled, false);
    assert.equal(r.threads, 2);
    assert.ok(r.items >= 1, 'the skill rule is an item');
    const progress = w.events.filter((e) => e.name === 'progress').map((e) => e.data as { id: string; done?: boolean });
    assert.ok(progress.length >= 2 && progress.at(-1)!.done && progress.every((p) => p.id === 'memory.reindex'));

    // Cancel from inside the first progress report: the run stops between batches.
    const tools =
      'kafka nginx sentry grafana terraform ansible webpack eslint prettier docker helm vault consul nomad istio envoy jaeger prometheus loki tempo celery airflow spark flink hadoop kibana logstash fluentd rabbitmq zookeeper cassandra mongodb'.split(
        ' ',
      );
    for (const n of tools) await call('memoryRoute', { text: `${n} ${n}`, source: 'chat' }, w.ctx);
    const s = await memory(w.ctx);
    assert.ok(s.manager.set.threads.size > 16, `${s.manager.set.threads.size} threads: more than one batch`);
    let batches = 0;
    w.hooks.onEvent = (name, data) => {
      if (name === 'progress' && /^Threads/.test((data as { message: string }).message) && ++batches === 1)
        s.reindexAbort?.abort();
    };
    const cancelled = await call('reindex', {}, w.ctx);
    w.hooks.onEvent = undefined;
    assert.equal(cancelled.cancelled, true);
    assert.ok(
      cancelled.threads > 0 && cancelled.threads < s.manager.set.threads.size,
      `stopped after ${cancelled.threads} of ${s.manager.set.threads.size}`,
    );
    assert.deepEqual(await call('reindexCancel', {}, w.ctx), { cancelled: false }, 'nothing left to cancel');

    // Nobody answered yet: nothing outside .act/, the host was asked once, with the text.
    for (const f of ['AGENTS.md', 'CLAUDE.md', '.github'])
      assert.equal(existsSync(join(w.root, f)), false, `${f} not written before the answer`);
    assert.equal(hl.instructionFiles.blocked, 'unanswered');
    const asked = w.events
      .filter((e) => e.name === 'instructionsConsent')
      .map((e) => e.data as InstructionsConsentEvent);
    assert.equal(asked.length, 1, 'one question for one proposal');
    assert.deepEqual(
      asked[0].files.map((f) => [f.path, f.action]),
      [
        ['AGENTS.md', 'create'],
        ['CLAUDE.md', 'create'],
        ['.github/instructions/learned.instructions.md', 'create'],
      ],
    );
    assert.match(asked[0].files[0].text, /Always run the unit tests before committing/);
    await call('instructionsRegenerate', {}, w.ctx);
    assert.equal(
      w.events.filter((e) => e.name === 'instructionsConsent').length,
      1,
      'the same proposal is not asked again',
    );

    const yes = await call(
      'instructionsConsent',
      { decision: 'yes', files: ['agentsMd', 'githubInstructions'], gitExclude: false },
      w.ctx,
    );
    assert.deepEqual(yes.written.sort(), ['.github/instructions/learned.instructions.md', 'AGENTS.md']);
    assert.equal(existsSync(join(w.root, 'CLAUDE.md')), false, 'a file the user did not choose is not written');
    assert.match(
      readFileSync(join(w.root, '.github/instructions/learned.instructions.md'), 'utf8'),
      /Always run the unit tests before committing/,
    );
    const rules = await call('rulesInForce', {}, w.ctx);
    assert.deepEqual(
      rules.rules.map((x) => x.kind),
      ['skill', 'guardcode', 'guardcode', 'guardcode'],
    );
    assert.doesNotMatch(
      readFileSync(join(w.root, 'AGENTS.md'), 'utf8'),
      /GuardCode/,
      'GuardCode agreements stay out of the files until turned on',
    );
    await call(
      'memoryConfigure',
      {
        config: {
          instructions: { includeGuardcode: true } as MemoryConfig['instructions'],
          guardcode: { enforcePlanMode: false, warnQuickSolutions: false, requireAllChoices: true },
        },
      },
      w.ctx,
    );
    const agents = readFileSync(join(w.root, 'AGENTS.md'), 'utf8');
    assert.doesNotMatch(agents, /write a short plan/);
    assert.match(agents, /present them with their trade-offs/);
  } finally {
    await w.close();
  }
});

test('switching to the model (folder setting) reindexes into its space and plugs it into Evolve; back to lexical unplugs it', async () => {
  const { writeStandInModelFolder } = await import('../../helpers/memory/bertStandIn');
  const { evolvePlugins } = await import('../../../src/worker/handlers/evolve');
  const plugged = () => evolvePlugins.similarity;
  const w = await workerContext();
  try {
    await call('memoryConfigure', { config: { embedder: 'lexical' } }, w.ctx);
    for (const text of ['Add JWT authentication to the login endpoint', 'Dark mode theme toggle with CSS variables'])
      await call('memoryRoute', { text, source: 'chat' }, w.ctx);
    assert.equal(plugged(), undefined);
    const modelDir = join(w.root, 'model');
    writeStandInModelFolder(modelDir);
    const r = await call('memoryConfigure', { config: { embedder: 'auto', modelPath: modelDir } }, w.ctx);
    assert.equal(r.embedder.id, 'Xenova/all-MiniLM-L6-v2:q8');
    assert.match(String(plugged()?.id), /embedding:Xenova\/all-MiniLM-L6-v2:q8/);
    const s = await memory(w.ctx);
    await w.waitForEvent((e) => e.name === 'progress' && !!(e.data as { done?: boolean }).done); // the background reindex
    const hl = await call('health', {}, w.ctx);
    assert.equal(hl.embeddingCoverage, 1, 'every thread has a vector of the new embedder after the background reindex');
    assert.ok(
      [...s.manager.set.threads.values()].every(
        (t) => t.embedderId === 'Xenova/all-MiniLM-L6-v2:q8' && t.embedding?.length === 384,
      ),
    );
    await call('memoryConfigure', { config: { embedder: 'lexical' } }, w.ctx);
    assert.equal(plugged(), undefined);
  } finally {
    await w.close();
  }
});

test('thread vectors stored by another version of the lexical embedder are recomputed when the memory starts', async () => {
  const w = await workerContext();
  try {
    await call('memoryConfigure', { config: { embedder: 'lexical' } }, w.ctx);
    const r = await call(
      'memoryRoute',
      { text: 'The Postgres migration fails on the email column', source: 'chat' },
      w.ctx,
    );
    assert.ok('decision' in r);
    const store = w.ctx.workspace.store;
    const current = (await memory(w.ctx)).embedderInfo.id;
    // As left by an earlier release whose words or stems were different.
    store.run("UPDATE memory_embeddings SET embedder_id = 'lexical-hash-v0-384' WHERE kind = 'thread'");
    const stale = () =>
      store.get<{ n: number }>('SELECT COUNT(*) AS n FROM memory_embeddings WHERE kind = ? AND embedder_id <> ?', [
        'thread',
        current,
      ])!.n;
    assert.equal(stale(), 1);
    const reindexed = new Promise<void>((resolve) => {
      w.hooks.onEvent = (name, data) => {
        if (
          name === 'progress' &&
          (data as { id: string; done?: boolean }).id === 'memory.reindex' &&
          (data as { done?: boolean }).done
        )
          resolve();
      };
    });
    // A new start of the memory service on the same workspace (as after a worker restart).
    await memory({ ...w.ctx });
    await reindexed;
    assert.equal(stale(), 0);
  } finally {
    await w.close();
  }
});
