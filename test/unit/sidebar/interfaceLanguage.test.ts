// Issue 10, item 4: ACT's own wording follows the interface language, learned content keeps the
// user's words. A French instinct (learned from French observations) reads "proposé, appliqué
// sauf objection…" in its file; the English interface shows ACT's summary in English, the French
// one in French, and the title and the evidence stay as the user wrote them. The Evolve report
// follows the interface language too.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Workspace } from '../../../src/node/workspace';
import { evolveWorkspace } from '../../../src/node/evolveWorkspace';
import { EvidenceLocator, instinctItems } from '../../../src/node/sidebar/learned';
import { interfaceLanguage } from '../../../src/core/text/interfaceLanguage';
import { tempDir } from '../../helpers/tmp';

const DAY = 86_400_000;

// Three French corrections about one habit (written for this test).
function frenchHabit(now: number) {
  return [
    'Utilise des guillemets simples dans le code',
    'Corrigé : guillemets doubles remplacés par des simples',
    'Le projet veut des guillemets simples partout',
  ].map((observation, i) => ({
    timestamp: new Date(now - (2 - i * 0.5) * DAY).toISOString(),
    type: 'correction' as const,
    context: { task: 'style' },
    observation,
    confidence: 0.55,
  }));
}

test('display locale → interface language', () => {
  for (const l of ['fr', 'fr-CA', 'FR_fr']) assert.equal(interfaceLanguage(l), 'fr', l);
  for (const l of ['en', 'en-US', 'de', 'frisian', '', undefined]) assert.equal(interfaceLanguage(l), 'en', String(l));
});

test("a French instinct shows ACT's summary in the interface language; the user's words stay", async () => {
  const root = tempDir('act-ui-lang-');
  const now = Date.now();
  const ws = await Workspace.open(root, { persistDebounceMs: 10 });
  try {
    await ws.observe(frenchHabit(now), 'test');
    await evolveWorkspace(ws, { dryRun: false }, {}, new Date(now));
    const file = (await import('node:fs')).readFileSync(`${root}/.act/instincts/${instinctItems(ws)[0].id}.md`, 'utf8');
    assert.match(file, /Instinct appris par ACT/, 'the file is written in the language of its content');

    const [en] = instinctItems(ws, new EvidenceLocator(ws), 'en');
    assert.match(en.body ?? '', /Instinct learned by ACT from 3 observations/);
    assert.doesNotMatch(en.body ?? '', /appris par ACT|appliqué sauf objection|## Observations/);
    assert.match(en.body ?? '', /## Evidence/);
    assert.match(en.body ?? '', /guillemets/, "the user's words are kept");
    const [fr] = instinctItems(ws, new EvidenceLocator(ws), 'fr');
    assert.match(fr.body ?? '', /Instinct appris par ACT à partir de 3 observations/);
    assert.equal(fr.title, en.title, 'the title is learned content: the same in both');

    ws.updateSettings({ language: 'fr' });
    const report = await evolveWorkspace(ws, { dryRun: true }, {}, new Date(now));
    ws.updateSettings({ language: 'en' });
    const english = await evolveWorkspace(ws, { dryRun: true }, {}, new Date(now));
    assert.notEqual(report.report, english.report, 'the report follows the interface language');
    assert.match(english.report, /Evolution/);
    assert.match(report.report, /Évolution|évolution/);
  } finally {
    await ws.close();
  }
});
