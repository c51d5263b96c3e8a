// The sidebar's worker methods over a real workspace: real log, real sql.js store, real Evolve.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace } from '../../../src/node/workspace';
import { evolveWorkspace } from '../../../src/node/evolveWorkspace';
import { sidebarHandlers } from '../../../src/worker/handlers/sidebar';
import type { WorkerContext } from '../../../src/worker/context';
import type { ChangeKey } from '../../../src/protocol/worker';
import type { LearnedItem } from '../../../src/protocol/webview';

async function workspace() {
  const root = mkdtempSync(join(tmpdir(), 'act-sidebar-worker-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/utils.ts'), 'export const userName = 1;\n');
  const ws = await Workspace.open(root, { persistDebounceMs: 10 });
  const changes: ChangeKey[] = [];
  const ctx: WorkerContext = {
    workspace: ws,
    globalStorage: undefined,
    settings: () => ws.settings(),
    changed: (k) => void changes.push(...k),
    onChanged: () => undefined,
    emit: () => undefined,
    diagnostic: () => undefined,
  };
  return {
    root,
    ws,
    ctx,
    changes,
    cleanup: async () => {
      await ws.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const h = sidebarHandlers();
const call = async <T>(name: keyof typeof h, params: unknown, ctx: WorkerContext): Promise<T> =>
  (await (h[name] as (p: unknown, c: WorkerContext) => unknown)(params, ctx)) as T;

// Example 1 of docs/seeds/000.md §10.1 (timestamps moved to yesterday so the 7-day window holds them).
function example1(now: number) {
  const day = 86_400_000;
  return [
    {
      timestamp: new Date(now - 1.5 * day).toISOString(),
      type: 'correction' as const,
      context: { task: 'naming', file: 'src/utils.ts' },
      observation: 'Utilisateur demande nommage camelCase',
      confidence: 0.4,
    },
    {
      timestamp: new Date(now - 1.3 * day).toISOString(),
      type: 'correction' as const,
      context: { task: 'naming' },
      observation: 'Correction: snake_case → camelCase',
      confidence: 0.5,
    },
    {
      timestamp: new Date(now - 0.5 * day).toISOString(),
      type: 'pattern' as const,
      context: { task: 'naming' },
      observation: 'Tout le code utilise camelCase',
      confidence: 0.6,
    },
  ];
}

test('after Evolve, the instinct is listed with its evidence resolved to places that can be opened', async (t) => {
  const w = await workspace();
  t.after(w.cleanup);
  const now = Date.now();
  await w.ws.observe(example1(now), 'test');
  await evolveWorkspace(w.ws, { dryRun: false }, {}, new Date(now));
  const items = await call<LearnedItem[]>('instinctsList', {}, w.ctx);
  assert.equal(items.length, 1);
  const [camel] = items;
  assert.match(camel.title, /camelCase/i);
  assert.ok(camel.confidence >= 0.55 && camel.confidence < 0.7, `confidence ${camel.confidence}`);
  assert.equal(camel.path, `.act/instincts/${camel.id}.md`);
  assert.equal(camel.evidence.length, 3);
  const bySource = Object.fromEntries(camel.evidence.map((e) => [e.text, e.source]));
  assert.deepEqual(
    bySource['Utilisateur demande nommage camelCase'],
    { path: 'src/utils.ts' },
    'an observation about a file opens the file',
  );
  const logged = bySource['Tout le code utilise camelCase'];
  assert.equal(logged?.path, '.act/observations.jsonl');
  assert.ok(logged?.line && logged.line >= 1 && logged.line <= 3, 'otherwise its line in the log');
  assert.ok(camel.body && !camel.body.startsWith('---'), 'Markdown body without front matter');
});

test('confirm (+0.2) promotes the instinct to a skill rule; history follows it; contradict lowers it', async (t) => {
  const w = await workspace();
  t.after(w.cleanup);
  const now = Date.now();
  await w.ws.observe(example1(now), 'test');
  await evolveWorkspace(w.ws, { dryRun: false }, {}, new Date(now));
  const [camel] = await call<LearnedItem[]>('instinctsList', {}, w.ctx);
  const r = await call<{ confidence: number; promotedTo?: { skill: string; ruleId: string } }>(
    'learnedAdjust',
    { kind: 'instinct', id: camel.id, action: 'confirm', reason: 'confirmed in the sidebar' },
    w.ctx,
  );
  assert.equal(r.confidence, Math.round((camel.confidence + 0.2) * 100) / 100);
  assert.ok(r.promotedTo, 'crossed 0.7: became a skill rule');
  assert.deepEqual(await call<LearnedItem[]>('instinctsList', {}, w.ctx), []);
  const rules = await call<LearnedItem[]>('skillsList', {}, w.ctx);
  const rule = rules.find((x) => x.id === `${r.promotedTo!.skill}#${r.promotedTo!.ruleId}`);
  assert.ok(rule, `rule listed among ${rules.map((x) => x.id).join(', ')}`);
  assert.equal(rule.evidence.length, 3, 'the rule keeps the instinct evidence');
  const history = await call<Array<{ confidence: number; reason?: string }>>(
    'confidenceHistory',
    { kind: 'skill', id: rule.id },
    w.ctx,
  );
  assert.deepEqual(
    history.map((p) => p.confidence),
    [camel.confidence, r.confidence],
    'history runs from the instinct to the rule',
  );
  assert.ok(w.changes.includes('instincts') && w.changes.includes('skills'));

  const down = await call<{ confidence: number }>(
    'learnedAdjust',
    { kind: 'skill', id: rule.id, action: 'contradict' },
    w.ctx,
  );
  assert.equal(down.confidence, Math.round((r.confidence - 0.3) * 100) / 100);
  const after = (await call<LearnedItem[]>('skillsList', {}, w.ctx)).find((x) => x.id === rule.id)!;
  assert.equal(after.confidence, down.confidence);
  assert.ok(after.tags.includes('below threshold'), 'a rule under 0.7 is kept but marked');
});

test('delete forgets the instinct; bad parameters are refused', async (t) => {
  const w = await workspace();
  t.after(w.cleanup);
  const now = Date.now();
  await w.ws.observe(example1(now), 'test');
  await evolveWorkspace(w.ws, { dryRun: false }, {}, new Date(now));
  const [camel] = await call<LearnedItem[]>('instinctsList', {}, w.ctx);
  await call('learnedDelete', { kind: 'instinct', id: camel.id }, w.ctx);
  assert.deepEqual(await call<LearnedItem[]>('instinctsList', {}, w.ctx), []);
  // Evolve again over the same observations: deleted means deleted.
  await evolveWorkspace(w.ws, { dryRun: false }, {}, new Date(now));
  assert.deepEqual(await call<LearnedItem[]>('instinctsList', {}, w.ctx), []);
  await assert.rejects(
    call('learnedAdjust', { kind: 'instinct', id: camel.id, delta: 5 }, w.ctx),
    /action/,
    'a caller cannot choose the delta',
  );
  await assert.rejects(call('learnedAdjust', { kind: 'rule', id: 'x', action: 'confirm' }, w.ctx), /kind/);
  await assert.rejects(call('learnedDelete', { kind: 'skill', id: '' }, w.ctx), /id/);
});

test('activity: observations per day by type, wins and losses, evolution history', async (t) => {
  const w = await workspace();
  t.after(w.cleanup);
  const now = Date.now();
  await w.ws.observe(
    [
      ...example1(now),
      {
        timestamp: new Date(now - 3600_000).toISOString(),
        type: 'success',
        context: { task: 'tests' },
        observation: 'Tests exécutés avant commit',
        confidence: 0.7,
      },
      {
        timestamp: new Date(now - 40 * 86_400_000).toISOString(),
        type: 'error',
        context: { task: 'commit' },
        observation: 'Commit sans tests = CI rouge',
        confidence: 0.8,
      },
    ],
    'test',
  );
  await evolveWorkspace(w.ws, { dryRun: true }, {}, new Date(now));
  const a = await call<{
    days: number;
    series: Array<{ day: string; counts: Record<string, number> }>;
    totals: Record<string, number>;
    wins: number;
    losses: number;
    winRate: number;
    evolutions: Array<{ dryRun: boolean }>;
  }>('activity', { days: 30 }, w.ctx);
  assert.equal(a.days, 30);
  assert.equal(a.series.length, 30);
  assert.equal(a.series[29].day, new Date(now).toISOString().slice(0, 10));
  assert.deepEqual(
    a.totals,
    { pattern: 1, correction: 2, preference: 0, error: 0, success: 1 },
    'the 40-day-old error is outside 30 days',
  );
  assert.equal(a.wins, 1);
  assert.equal(a.losses, 2);
  assert.equal(a.winRate, 1 / 3);
  assert.deepEqual(
    a.evolutions.map((e) => e.dryRun),
    [true],
  );
  const wide = await call<{ totals: Record<string, number> }>('activity', { days: 90 }, w.ctx);
  assert.equal(wide.totals.error, 1);
});

test('a skill rule Evolve just wrote says when, to the second: not midnight of that day', async (t) => {
  const w = await workspace();
  t.after(w.cleanup);
  // Mid-afternoon: a date-only stamp would read as 15 h earlier (UTC midnight).
  const now = new Date('2026-03-10T15:42:07.000Z');
  const hour = 3_600_000;
  await w.ws.observe(
    [
      {
        timestamp: new Date(now.getTime() - 3 * hour).toISOString(),
        type: 'success',
        context: { task: 'commit' },
        observation: 'Tests exécutés avant commit',
        confidence: 0.7,
      },
      {
        timestamp: new Date(now.getTime() - 2 * hour).toISOString(),
        type: 'success',
        context: { task: 'commit' },
        observation: 'CI verte après commit',
        confidence: 0.7,
      },
      {
        timestamp: new Date(now.getTime() - 1 * hour).toISOString(),
        type: 'error',
        context: { task: 'commit' },
        observation: 'Commit sans tests = CI rouge',
        confidence: 0.8,
      },
    ],
    'test',
  );
  await evolveWorkspace(w.ws, { dryRun: false }, {}, now);
  const rules = await call<LearnedItem[]>('skillsList', {}, w.ctx);
  assert.equal(rules.length, 1, 'one skill rule learned');
  assert.equal(rules[0].updatedAt, now.toISOString());
});
