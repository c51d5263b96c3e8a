// The semantic embedder in the installed VSIX, in a real VS Code: with act.memory.modelPath set
// to a model folder, the bundled transformers.js runs the model on the shipped onnxruntime-node
// and every place a user looks (Memory Health, the ACT channel, the sidebar) says so; Reindex
// and Search run with it. Without the setting (or with an incomplete folder) the lexical
// fallback is active and the product says why. The model is a random-weight stand-in with the
// exact inputs, outputs, shape and quantization of all-MiniLM-L6-v2 and its real tokenizer
// (no weights can be downloaded here).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { MINILM_SHAPE, writeStandInModelFolder } from '../helpers/memory/bertStandIn';
import { launchVSCode, type E2ESession } from './harness';

const MODEL_ID = 'Xenova/all-MiniLM-L6-v2:q8';
const LEXICAL_ID = 'lexical-hash-v2-384';
let s: E2ESession;
let modelRoot: string;
let modelDir: string;

before(async () => {
  modelRoot = mkdtempSync(join(process.env.E2E_TMP ?? tmpdir(), 'act-e2e-model-'));
  modelDir = join(modelRoot, 'all-MiniLM-L6-v2');
  writeStandInModelFolder(modelDir, MINILM_SHAPE);
  s = await launchVSCode({ name: 'embeddings', settings: { 'act.memory.modelPath': modelDir } });
});
after(async () => {
  await s?.close();
  if (modelRoot) rmSync(modelRoot, { recursive: true, force: true });
});

const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Runs "ACT: Show Memory Health" and returns the report once it shows `expect`; its lines are
 * joined and spaces collapsed, since the editor wraps long lines.
 */
async function health(expect: RegExp, timeout = 30_000): Promise<string> {
  await s.runCommand('ACT: Show Memory Health');
  const lines = s.page.locator('[id="workbench.parts.editor"] .monaco-editor .view-lines');
  return s.waitFor(
    async () => {
      const texts = await lines.evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText));
      return texts.map((t) => t.replace(/\s+/g, ' ')).find((t) => expect.test(t));
    },
    { timeout, message: `the memory health report to show ${expect}` },
  );
}

/**
 * Changes a setting the way a user does, in the Settings editor (code-server does not pick up
 * edits of settings.json made behind its back).
 */
async function setSetting(key: string, value: string) {
  await s.runCommand('Preferences: Open Settings (UI)');
  const search = s.page.locator('.settings-editor .settings-header .suggest-input-container .monaco-editor').first();
  await search.waitFor({ timeout: 15_000 });
  await search.click();
  await s.page.keyboard.press('ControlOrMeta+A');
  await s.page.keyboard.type(key);
  const input = s.page.locator(`.settings-editor [data-key="${key}"] input`).first();
  await input.waitFor({ timeout: 15_000 });
  await input.fill(value);
  await input.press('Tab');
  await s.waitFor(
    () => {
      const v =
        (
          JSON.parse(readFileSync(join(s.server.userDataDir, 'User', 'settings.json'), 'utf8')) as Record<
            string,
            unknown
          >
        )[key] ?? '';
      return v === value;
    },
    { timeout: 15_000, message: `${key} = "${value}" in the user settings` },
  );
  // Settings open in a modal editor that keeps the focus (F1 would not reach the palette):
  // Escape closes it ("Close Modal Editor"), else its close button.
  const settings = s.page.locator('.settings-editor').first();
  await s.page.keyboard.press('Escape');
  if (
    !(await settings.waitFor({ state: 'hidden', timeout: 3000 }).then(
      () => true,
      () => false,
    ))
  ) {
    await s.page
      .locator('.modal-editor-header .codicon-close, [id="workbench.parts.editor"] .tab.active .codicon-close')
      .first()
      .click();
    await settings.waitFor({ state: 'hidden', timeout: 10_000 });
  }
}

/** The "Embedder" figure of the sidebar's Activity tab: its text and its tooltip (the reason). */
async function sidebarEmbedder(expect: RegExp): Promise<{ text: string; hint: string }> {
  await s.openView('act');
  const frame: Frame = await s.getWebviewFrame('Learning', { timeout: 60_000 });
  await frame.getByRole('tab', { name: /^Activity/ }).click();
  const figure = frame.locator('.figure', { has: frame.locator('dt', { hasText: /^Embedder$/ }) });
  return s.waitFor(
    async () => {
      if (!(await figure.count())) return undefined;
      const text = ((await figure.first().innerText()) ?? '').replace(/\s+/g, ' ');
      return expect.test(text) ? { text, hint: (await figure.first().getAttribute('title')) ?? '' } : undefined;
    },
    { timeout: 30_000, message: `the sidebar's Embedder figure to show ${expect}` },
  );
}

test('with act.memory.modelPath set, the transformers.js embedder is active on onnxruntime-node', () =>
  s.step('semantic-active', async () => {
    const out = await s.waitForOutput('ACT', new RegExp(`memory: embedder ${esc(MODEL_ID)}`), { timeout: 90_000 });
    assert.doesNotMatch(out, /failed to load/, 'the model loaded on the first try');
    const report = await health(/Embedder:.*semantic, onnxruntime-node/);
    assert.match(
      report,
      new RegExp(`Embedder:\\*\\* \`${esc(MODEL_ID)}\` \\(semantic, onnxruntime-node, loaded in \\d+ ms\\)`),
    );
    const ms = Number(/loaded in (\d+) ms/.exec(report)?.[1]);
    assert.ok(ms > 0, `the report gives the model's load time (${report})`);
    console.log(`e2e.embeddings.model-load: ${ms} ms`);
    await s.screenshot('health-semantic', 'editor');
    const fig = await sidebarEmbedder(/Xenova/);
    assert.match(fig.text, /all-MiniLM-L6-v2/);
    assert.doesNotMatch(fig.text, /lexical fallback/);
    await s.screenshot('sidebar-semantic', 'sidebar');
  }));

test('"ACT: Reindex Memory" recomputes every vector with the model', () =>
  s.step('reindex', async () => {
    const t = performance.now();
    await s.runCommand('ACT: Reindex Memory');
    const msg = await s.waitForNotification(/reindexed \d+ thread\(s\) and \d+ item\(s\) with/, { timeout: 120_000 });
    console.log(`e2e.embeddings.reindex: ${Math.round(performance.now() - t)} ms`);
    assert.match(msg, new RegExp(`with ${esc(MODEL_ID)}`));
    const [, threads, items] = /reindexed (\d+) thread\(s\) and (\d+) item\(s\)/.exec(msg)!.map(Number);
    assert.ok(threads + items > 0, `the demo workspace's observations were indexed (${msg})`);
    const report = await health(/Embedding coverage: [\d.]+%/);
    assert.match(report, /Embedding coverage: 100% of threads have a vector of the active embedder/);
    assert.doesNotMatch(report, /from another embedder/, 'no stale vector is left');
  }));

test('"ACT: Search Memory" answers with the model', () =>
  s.step('search', async () => {
    await s.runCommand('ACT: Search Memory');
    await s.typeInput('camelCase naming for variables', { title: 'ACT: Search Memory' });
    const title = await s.waitFor(
      async () => {
        const t = await s.quickInputTitle();
        return /ACT memory: \d+ result/.test(t) ? t : undefined;
      },
      { timeout: 30_000, message: 'the search results' },
    );
    assert.match(title, new RegExp(`${esc(MODEL_ID)}\\)$`), 'the results were embedded by the model');
    assert.ok(Number(/(\d+) result/.exec(title)![1]) > 0, title);
    assert.ok((await s.quickPickItems()).length > 0, 'results are listed');
    await s.screenshot('search-semantic');
    await s.page.keyboard.press('Escape');
  }));

test('without the setting, the lexical fallback is active and the product says why', () =>
  s.step('lexical-fallback', async () => {
    await setSetting('act.memory.modelPath', '');
    const out = await s.waitForOutput(
      'ACT',
      new RegExp(`memory: embedder ${LEXICAL_ID} \\(the semantic model is not installed`),
      { timeout: 60_000 },
    );
    assert.match(out, /Download Embedding Model/);
    const report = await health(/Embedder:.*lexical fallback/);
    assert.match(report, new RegExp(`Embedder:\\*\\* \`${esc(LEXICAL_ID)}\` \\(lexical fallback\\)`));
    assert.match(
      report,
      /the semantic model is not installed: run "ACT: Download Embedding Model".*or set act\.memory\.modelPath/,
    );
    await s.screenshot('health-lexical', 'editor');
    const fig = await sidebarEmbedder(/lexical fallback/);
    assert.match(fig.hint, /not installed/, 'the sidebar tells why on hover');
    await s.screenshot('sidebar-lexical', 'sidebar');
  }));

test('an incomplete model folder falls back to lexical and names the missing file', () =>
  s.step('incomplete-folder', async () => {
    const incomplete = join(modelRoot, 'tokenizer-only');
    mkdirSync(incomplete);
    writeStandInModelFolder(incomplete, { layers: 1, vocabBuckets: 64 });
    rmSync(join(incomplete, 'onnx'), { recursive: true });
    await setSetting('act.memory.modelPath', incomplete);
    await s.waitForOutput(
      'ACT',
      /memory: embedder lexical-hash-v2-384 \(the folder set in act\.memory\.modelPath .* lacks onnx\/model_quantized\.onnx\)/,
      { timeout: 60_000 },
    );
    const report = await health(/lacks onnx\/model_quantized\.onnx/);
    assert.match(report, /lexical fallback/);
    assert.match(report, /act\.memory\.modelPath/);
  }));
