import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runEvolve } from '../../../src/node/evolution/runEvolve';
import { listInstincts, listSkills } from '../../../src/node/evolution/list';
import { updateMetrics, readMetrics } from '../../../src/node/evolution/metrics';
import { ago, EXAMPLE_1, EXAMPLE_2, NOW, obs, OPTIONS, snapshot, tempWorkspace } from './helpers';
import type { Observation } from '../../../src/core/observation';

test('seed 000 example 1: an instinct about camelCase at about 0.65', async () => {
  const paths = tempWorkspace();
  const r = await runEvolve({ paths, observations: EXAMPLE_1, options: OPTIONS, now: NOW, language: 'fr' });
  assert.equal(r.instincts.length, 1);
  assert.equal(r.instincts[0].change, 'created');
  assert.match(r.instincts[0].title, /camelCase/);
  assert.ok(Math.abs(r.instincts[0].confidence - 0.65) <= 0.01, String(r.instincts[0].confidence));
  assert.equal(r.skills.length, 0);
  assert.match(r.report, /^## Évolution détectée/);
  assert.match(r.report, /### Nouveaux instincts \(1\)\n- \[0\.65\] Utiliser le nommage camelCase/);
  const [doc] = listInstincts(paths, NOW);
  assert.equal(doc.level, 'probable');
  assert.equal(doc.observations, 3);
  assert.ok(existsSync(join(paths.instincts, `${doc.id}.md`)));
  assert.ok(r.filesWritten.includes(`instincts/${doc.id}.md`));
});

test('seed 000 example 2: a skill rule "always run tests before commit"', async () => {
  const paths = tempWorkspace();
  const r = await runEvolve({ paths, observations: EXAMPLE_2, options: OPTIONS, now: NOW, language: 'fr' });
  assert.equal(r.instincts.length, 0);
  assert.equal(r.skills.length, 1);
  assert.match(r.skills[0].rule, /^Toujours exécuter (les )?tests avant commit$/);
  assert.ok(r.skills[0].confidence >= 0.9);
  assert.match(
    r.report,
    /### Skills mis à jour \(1\)\n- git-workflow: Ajout règle "Toujours exécuter les tests avant commit"/,
  );
  const [skill] = listSkills(paths);
  assert.equal(skill.id, 'git-workflow');
  assert.equal(skill.rules[0].level, 'established');
  assert.deepEqual(
    skill.evidence[skill.rules[0].id].items.map((i) => i.text),
    EXAMPLE_2.map((o) => o.observation),
  );
});

test("example 2 updates an existing skill on the same subject (the seed's session-recovery)", async () => {
  const paths = tempWorkspace();
  mkdirSync(join(paths.skills, 'session-recovery'), { recursive: true });
  const human =
    '---\nname: session-recovery\ndescription: Recover a work session safely. Commit often, run the tests, keep the CI green.\n---\n\n# Session recovery\n\nWritten by hand.\n';
  writeFileSync(join(paths.skills, 'session-recovery', 'SKILL.md'), human);
  const r = await runEvolve({ paths, observations: EXAMPLE_2, options: OPTIONS, now: NOW, language: 'fr' });
  assert.equal(r.skills[0].name, 'session-recovery');
  assert.match(r.report, /- session-recovery: Ajout règle "Toujours exécuter les tests avant commit"/);
  const text = readFileSync(join(paths.skills, 'session-recovery', 'SKILL.md'), 'utf8');
  assert.match(text, /Written by hand\./);
  assert.match(text, /description: Recover a work session safely\./);
  assert.match(text, /- Toujours exécuter les tests avant commit <!-- act:rule /);
  assert.ok(!existsSync(join(paths.skills, 'git-workflow')));
});

test('dry run writes nothing and shows what would change', async () => {
  const paths = tempWorkspace();
  const before = snapshot(paths.root);
  const r = await runEvolve({
    paths,
    observations: [...EXAMPLE_1, ...EXAMPLE_2],
    options: { ...OPTIONS, dryRun: true },
    now: NOW,
  });
  assert.deepEqual(snapshot(paths.root), before);
  assert.deepEqual(r.filesWritten, []);
  assert.equal(r.instincts.length, 1);
  assert.equal(r.skills.length, 1);
  assert.match(r.report, /dry run: nothing was written/);
  assert.ok(
    r.plannedFiles?.some((f) => f.startsWith('instincts/')) && r.plannedFiles.includes('skills/git-workflow/SKILL.md'),
  );
});

test('--min-confidence filters groups by their mean confidence; --since filters the window', async () => {
  const paths = tempWorkspace();
  const strict = await runEvolve({
    paths,
    observations: [...EXAMPLE_1, ...EXAMPLE_2],
    options: { ...OPTIONS, dryRun: true, minConfidence: 0.6 },
    now: NOW,
  });
  assert.equal(strict.instincts.length, 0, 'example 1 has a mean of 0.5');
  assert.equal(strict.skills.length, 1, 'example 2 has a mean of 0.73');
  assert.ok(strict.ignored.some((i) => /mean confidence 0\.50 is below 0\.6/.test(i.reason)));
  const old = EXAMPLE_2.map((o) => ({ ...o, timestamp: ago(24 * 10) }));
  const narrow = await runEvolve({ paths, observations: old, options: { ...OPTIONS, dryRun: true }, now: NOW });
  assert.equal(narrow.analysed, 0);
  const wide = await runEvolve({
    paths,
    observations: old,
    options: { ...OPTIONS, dryRun: true, sinceDays: 14 },
    now: NOW,
  });
  // Ten days old: 0.733 x exp(-10/30) x 1.3 = 0.68, below the skill threshold.
  assert.equal(wide.skills.length, 0);
  assert.ok(Math.abs(wide.instincts[0].confidence - 0.68) < 0.01, String(wide.instincts[0]?.confidence));
});

test('fewer than 3 occurrences or a low mean are ignored, with why', async () => {
  const paths = tempWorkspace();
  const r = await runEvolve({
    paths,
    observations: [
      obs('Prefer tabs', 'preference', 0.4, ago(1)),
      obs('Prefer tabs', 'preference', 0.4, ago(2)),
      obs('Prefer tabs', 'preference', 0.4, ago(3)),
      obs('Squash before merge', 'pattern', 0.5, ago(1)),
    ],
    options: OPTIONS,
    now: NOW,
  });
  assert.equal(r.instincts.length + r.skills.length, 0);
  assert.equal(r.ignoredTotal, 4);
  assert.match(r.report, /### Observations ignored \(4\)/);
  assert.match(r.report, /3 × mean confidence too low/);
  assert.match(r.report, /1 × seen fewer than 3 times/);
});

test('a contradiction in the last 7 days blocks a group; an older one costs 0.3', async () => {
  const paths = tempWorkspace();
  const never = obs('Ne jamais lancer les tests avant commit', 'preference', 0.5, ago(5));
  const blocked = await runEvolve({
    paths,
    observations: [...EXAMPLE_2, never],
    options: { ...OPTIONS, dryRun: true },
    now: NOW,
  });
  assert.equal(blocked.skills.length, 0);
  assert.ok(
    blocked.ignored.some((i) => /contradicted on .* by "Ne jamais lancer les tests avant commit"/.test(i.reason)),
  );
  const snake = obs('Use snake_case', 'preference', 0.5, ago(2));
  const blocked2 = await runEvolve({
    paths,
    observations: [...EXAMPLE_1.map((o) => ({ ...o, timestamp: ago(1) })), snake],
    options: { ...OPTIONS, dryRun: true },
    now: NOW,
  });
  assert.equal(blocked2.instincts.length, 0);
  const older = { ...never, timestamp: ago(24 * 10) };
  const penalised = await runEvolve({
    paths,
    observations: [...EXAMPLE_2, older],
    options: { ...OPTIONS, dryRun: true, sinceDays: 14 },
    now: NOW,
  });
  assert.equal(penalised.skills.length, 0);
  assert.equal(penalised.instincts.length, 1, '0.95 - 0.3 = 0.65: an instinct, not a rule');
  assert.ok(Math.abs(penalised.instincts[0].confidence - 0.65) < 0.01);
});

test('at most maxInstincts active instincts: the weakest are evicted', async () => {
  const paths = tempWorkspace();
  const subjects = [
    'tabs for indentation',
    'early returns',
    'small pull requests',
    'pnpm over npm',
    'zod for validation',
    'vitest for tests',
  ];
  const make = (s: string, c: number, h: number): Observation[] =>
    [0, 1, 2].map((k) => obs(`Prefers ${s}`, 'preference', c, ago(h + k)));
  const first = await runEvolve({
    paths,
    observations: subjects.slice(0, 4).flatMap((s, i) => make(s, 0.5 + i * 0.01, 1)),
    options: { ...OPTIONS, maxInstincts: 3 },
    now: NOW,
  });
  assert.equal(first.instincts.length, 3);
  assert.ok(
    first.ignored.some((i) => /active instincts are all stronger/.test(i.reason)),
    'the weakest new one is not created',
  );
  assert.equal(listInstincts(paths, NOW).length, 3);
  const second = await runEvolve({
    paths,
    observations: subjects.slice(4).flatMap((s) => make(s, 0.53, 1)),
    options: { ...OPTIONS, maxInstincts: 3 },
    now: NOW,
  });
  assert.equal(second.instincts.length, 2);
  assert.equal(second.removed?.filter((r) => r.reason === 'evicted').length, 2);
  const left = listInstincts(paths, NOW);
  assert.equal(left.length, 3);
  assert.ok(
    left.every((d) => d.confidence >= 0.68),
    left.map((d) => `${d.id}:${d.confidence}`).join(' '),
  );
});

test('evolving twice does not duplicate anything (idempotent)', async () => {
  const paths = tempWorkspace();
  const all = [...EXAMPLE_1, ...EXAMPLE_2];
  await runEvolve({ paths, observations: all, options: OPTIONS, now: NOW });
  const before = snapshot(paths.act);
  const again = await runEvolve({ paths, observations: all, options: OPTIONS, now: NOW });
  assert.equal(again.instincts.length + again.skills.length, 0);
  assert.match(again.report, /2 patterns already learned and unchanged/);
  const after = snapshot(paths.act);
  for (const [file, content] of Object.entries(before))
    if (!file.startsWith('reports') && file !== 'metrics.json') assert.equal(after[file], content, file);
  assert.equal(listSkills(paths)[0].rules.length, 1);
  assert.equal(listInstincts(paths, NOW).length, 1);
});

test('new evidence updates an instinct, keeps what a person wrote, and promotes it past 0.7', async () => {
  const paths = tempWorkspace();
  await runEvolve({ paths, observations: EXAMPLE_1, options: OPTIONS, now: NOW });
  const [doc] = listInstincts(paths, NOW);
  const file = join(paths.instincts, `${doc.id}.md`);
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace('## Observations', 'Note : aussi pour les clés JSON.\n\n## Observations'),
  );
  const more = [...EXAMPLE_1, obs('Renommé user_id en userId (camelCase)', 'correction', 0.5, '2026-02-02T10:00:00Z')];
  const later = new Date('2026-02-02T10:00:00Z');
  const r = await runEvolve({ paths, observations: more, options: OPTIONS, now: later });
  assert.equal(r.instincts[0]?.change, 'updated');
  const text = readFileSync(file, 'utf8');
  assert.match(text, /Note : aussi pour les clés JSON\./);
  assert.match(text, /observations: 4/);
  assert.match(text, /Renommé user_id en userId/);
  const strong = [
    ...more,
    ...[1, 2, 3].map((k) => obs('Utilise camelCase', 'correction', 0.7, `2026-02-02T1${k}:00:00Z`)),
  ];
  const p = await runEvolve({ paths, observations: strong, options: OPTIONS, now: new Date('2026-02-02T14:00:00Z') });
  assert.equal(p.removed?.[0]?.reason, 'promoted');
  assert.equal(p.skills[0].change, 'created');
  assert.equal(p.skills[0].name, 'code-style');
  assert.ok(!existsSync(file));
  const skill = listSkills(paths).find((s) => s.id === 'code-style')!;
  assert.equal(skill.rules[0].from, doc.id);
  assert.equal(skill.rules[0].text, 'Utiliser le nommage camelCase');
});

test('metrics.json: observations per type and conversion, other sections preserved', async () => {
  const paths = tempWorkspace();
  updateMetrics(paths, 'capture', { listeners: 4 });
  await runEvolve({ paths, observations: [...EXAMPLE_1, ...EXAMPLE_2], options: OPTIONS, now: NOW });
  const m = readMetrics(paths) as Record<string, Record<string, unknown>>;
  assert.deepEqual(m.capture, { listeners: 4 });
  assert.deepEqual(m.observations.byType, { pattern: 1, correction: 2, preference: 0, error: 1, success: 2 });
  assert.equal((m.evolution.totals as Record<string, number>).instinctsCreated, 1);
  assert.equal(m.evolution.instinctToSkillConversionRate, 0);
  assert.equal(m.evolution.runs, 1);
  writeFileSync(paths.metrics, '{ not json');
  updateMetrics(paths, 'evolution', { runs: 5 });
  assert.equal(readMetrics(paths).evolution && (readMetrics(paths).evolution as Record<string, number>).runs, 5);
  assert.ok(existsSync(`${paths.metrics}.corrupt`), 'the corrupt file is kept aside');
  assert.throws(() => updateMetrics(paths, '../x', {}), /invalid metrics section/);
});

test('unreadable or hand-written learned files do not stop an evolution', async () => {
  const paths = tempWorkspace();
  mkdirSync(paths.instincts, { recursive: true });
  writeFileSync(join(paths.instincts, 'handmade.md'), '# Prefer composition\n\nNo front matter at all.\n');
  writeFileSync(join(paths.instincts, 'broken.md'), '---\nconfidence: [unclosed\n');
  mkdirSync(join(paths.skills, 'x'), { recursive: true });
  writeFileSync(join(paths.skills, 'x', 'SKILL.md'), '---\nname: x\n---\n');
  writeFileSync(join(paths.skills, 'x', 'act-evidence.json'), '{{{');
  const diagnostics: string[] = [];
  const r = await runEvolve({
    paths,
    observations: EXAMPLE_1,
    options: OPTIONS,
    now: NOW,
    onDiagnostic: (d) => diagnostics.push(d),
  });
  assert.equal(r.instincts.length, 1);
  assert.ok(diagnostics.some((d) => /act-evidence\.json: not valid JSON/.test(d)));
  assert.match(readFileSync(join(paths.instincts, 'handmade.md'), 'utf8'), /No front matter at all/);
  assert.equal(listInstincts(paths, NOW).length, 3);
});
