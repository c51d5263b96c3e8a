import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runEvolve } from '../../../src/node/evolution/runEvolve';
import { adjustConfidence, CONFIRM_DELTA, CONTRADICT_DELTA, deleteLearned } from '../../../src/node/evolution/feedback';
import { listInstincts, listSkills } from '../../../src/node/evolution/list';
import { readMetrics } from '../../../src/node/evolution/metrics';
import { EXAMPLE_1, EXAMPLE_2, NOW, OPTIONS, tempWorkspace } from './helpers';

test('confirming an instinct (+0.2) past 0.7 promotes it to a skill rule; precision is tracked', async () => {
  const paths = tempWorkspace();
  await runEvolve({ paths, observations: EXAMPLE_1, options: OPTIONS, now: NOW });
  const [doc] = listInstincts(paths, NOW);
  const r = await adjustConfidence(paths, 'instinct', doc.id, CONFIRM_DELTA, 'confirmed in the sidebar', { now: NOW });
  assert.equal(r.previous, 0.65);
  assert.equal(r.confidence, 0.85);
  assert.equal(r.level, 'certain');
  assert.equal(r.promotedTo?.skill, 'code-style');
  assert.equal(r.promotedTo?.rule, 'Utiliser le nommage camelCase');
  assert.equal(listInstincts(paths, NOW).length, 0);
  const skill = listSkills(paths).find((s) => s.id === 'code-style')!;
  assert.equal(skill.rules[0].confidence, 0.85);
  assert.equal(skill.evidence[skill.rules[0].id].adjustment, 0.2, 'the confirmation is remembered');
  const m = readMetrics(paths) as Record<string, Record<string, unknown>>;
  assert.deepEqual([m.suggestions.confirmed, m.suggestions.contradicted, m.suggestions.precision], [1, 0, 1]);
  assert.equal(m.evolution.instinctToSkillConversionRate, 1);
});

test('a remembered confirmation survives the next evolution (it is not recomputed away)', async () => {
  const paths = tempWorkspace();
  await runEvolve({ paths, observations: EXAMPLE_1, options: OPTIONS, now: NOW });
  const [doc] = listInstincts(paths, NOW);
  await adjustConfidence(paths, 'instinct', doc.id, 0.04, 'small nudge', { now: NOW });
  await runEvolve({ paths, observations: EXAMPLE_1, options: OPTIONS, now: NOW });
  assert.equal(listInstincts(paths, NOW)[0].confidence, 0.69);
});

test('contradicting a skill (-0.3) keeps its rule but marks it below threshold', async () => {
  const paths = tempWorkspace();
  await runEvolve({ paths, observations: EXAMPLE_2, options: OPTIONS, now: NOW });
  const [skill] = listSkills(paths);
  const r = await adjustConfidence(
    paths,
    'skill',
    `${skill.id}#${skill.rules[0].id}`,
    CONTRADICT_DELTA,
    'contradicted',
    { now: NOW },
  );
  assert.equal(r.confidence, 0.65);
  assert.equal(r.status, 'weak');
  const text = readFileSync(join(paths.skills, skill.id, 'SKILL.md'), 'utf8');
  assert.match(
    text,
    /Toujours exécuter les tests avant commit _\(sous le seuil : 0,65 — pas appliquée automatiquement\)_/,
  );
  assert.match(text, /act-level: probable/);
  assert.equal(listSkills(paths)[0].rules[0].status, 'weak');
  // The next evolution with the same evidence keeps the contradiction in its score.
  await runEvolve({ paths, observations: EXAMPLE_2, options: OPTIONS, now: NOW });
  assert.equal(listSkills(paths)[0].rules[0].confidence, 0.65);
  await assert.rejects(() => adjustConfidence(paths, 'skill', 'nope', 0.2, 'x'), /no skill "nope"/);
  await assert.rejects(() => adjustConfidence(paths, 'instinct', 'nope', 0.2, 'x'), /no instinct "nope"/);
});

test('a deleted instinct or rule is not brought back by the same observations', async () => {
  const paths = tempWorkspace();
  await runEvolve({ paths, observations: [...EXAMPLE_1, ...EXAMPLE_2], options: OPTIONS, now: NOW });
  const [doc] = listInstincts(paths, NOW);
  const [skill] = listSkills(paths);
  await deleteLearned(paths, 'instinct', doc.id, { now: NOW });
  await deleteLearned(paths, 'skill', `${skill.id}#${skill.rules[0].id}`, { now: NOW });
  assert.ok(!existsSync(join(paths.instincts, `${doc.id}.md`)));
  const r = await runEvolve({ paths, observations: [...EXAMPLE_1, ...EXAMPLE_2], options: OPTIONS, now: NOW });
  assert.equal(r.instincts.length + r.skills.length, 0, r.report);
  assert.equal(r.ignored.filter((i) => /you deleted/.test(i.reason)).length, 6);
  await deleteLearned(paths, 'skill', skill.id, { now: NOW });
  assert.ok(!existsSync(join(paths.skills, skill.id)));
});

test('deleting a whole skill keeps a person’s other files in its folder', async () => {
  const paths = tempWorkspace();
  await runEvolve({ paths, observations: EXAMPLE_2, options: OPTIONS, now: NOW });
  writeFileSync(join(paths.skills, 'git-workflow', 'reference.md'), 'mine');
  await deleteLearned(paths, 'skill', 'git-workflow', { now: NOW });
  assert.ok(!existsSync(join(paths.skills, 'git-workflow', 'SKILL.md')));
  assert.equal(readFileSync(join(paths.skills, 'git-workflow', 'reference.md'), 'utf8'), 'mine');
});
