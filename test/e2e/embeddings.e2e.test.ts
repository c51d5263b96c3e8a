// The semantic embedder in the installed VSIX, in a real VS Code: with act.memory.modelPath set
// to a model folder, the bundled transformers.js runs the model on the shipped onnxruntime-node
// and every place a user looks (Memory Health, the ACT channel, the sidebar) says so; Reindex
// and Search run with it. Without the setting (or with an incomplete folder) the lexical
// fallback is active and the product says why. The model is a random-weight stand-in with the
// exact inputs, outputs, shape and quantization of all-MiniLM-L6-v2 and its real tokenizer
// (no weights can be downloaded here).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { MINILM_SHAPE, writeStandInModelFolder } from '../helpers/memory/bertStandIn';
import { launchVSCode, type E2ESession } from './harness';

const MODEL_ID = 'Xenova/all-MiniLM-L6-v2:q8';
const LEXICAL_ID = 'lexical-hash-v1-384';
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

/** Runs "ACT: Show Memory Health" and returns the report's text once it shows `expect`. */
async function health(expect: RegExp): Promise<string> {
  await s.runCommand('ACT: Show Memory Health');
  return s.waitForEditorText(expect, { timeout: 30_000 });
}

/** The "Embedder" figure of the sidebar's Activity tab: its text and its tooltip (the reason). */
async function sidebarEmbedder(expect: RegExp): Promise<{ text: string; hint: string }> {
  await s.openView('act');
  const frame: Frame = await s.getWebviewFrame('Learning', { timeout: 60_000 });
  await frame.getByRole('tab', { name: /^Activity/ }).click();
  const figure = frame.locator('.figure', { has: frame.locator('dt', { hasText: /^Embedder$/ }) });
  return s.waitFor(async () => {
    if (!(await figure.count())) return undefined;
    const text = ((await figure.first().innerText()) ?? '').replace(/\s+/g, ' ');
    return expect.test(text) ? { text, hint: (await figure.first().getAttribute('title')) ?? '' } : undefined;
  }, { timeout: 30_000, message: `the sidebar's Embedder figure to show ${expect}` });
}

test('with act.memory.modelPath set, the transformers.js embedder is active on onnxruntime-node', () =>
  s.step('semantic-active', async () => {
    const out = await s.waitForOutput('ACT', new RegExp(`memory: embedder ${MODEL_ID.replace(/[/.]/g, '\\$&')}`), { timeout: 90_000 });
    assert.doesNotMatch(out, /failed to load/, 'the model loaded on the first try');
    const report = await health(/Embedder:.*semantic, onnxruntime-node/);
    assert.match(report, new RegExp(`Embedder:\\s*${MODEL_ID.replace(/[/.]/g, '\\$&')}`));
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
    assert.match(msg, new RegExp(`with ${MODEL_ID.replace(/[/.]/g, '\\$&')}`));
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
    const title = await s.waitFor(async () => {
      const t = await s.quickInputTitle();
      return /ACT memory: \d+ result/.test(t) ? t : undefined;
    }, { timeout: 30_000, message: 'the search results' });
    assert.match(title, new RegExp(`${MODEL_ID.replace(/[/.]/g, '\\$&')}\\)$`), 'the results were embedded by the model');
    assert.ok(Number(/(\d+) result/.exec(title)![1]) > 0, title);
    assert.ok((await s.quickPickItems()).length > 0, 'results are listed');
    await s.screenshot('search-semantic');
    await s.page.keyboard.press('Escape');
  }));

test('without the setting, the lexical fallback is active and the product says why', () =>
  s.step('lexical-fallback', async () => {
    s.updateSettings({ 'act.memory.modelPath': '' });
    const out = await s.waitForOutput('ACT', new RegExp(`memory: embedder ${LEXICAL_ID} \\(the semantic model is not installed`), { timeout: 60_000 });
    assert.match(out, /Download Embedding Model/);
    const report = await health(/Embedder:.*lexical fallback/);
    assert.match(report, new RegExp(`Embedder:\\s*${LEXICAL_ID}`));
    assert.match(report, /the semantic model is not installed: run "ACT: Download Embedding Model".*or set act\.memory\.modelPath/);
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
    s.updateSettings({ 'act.memory.modelPath': incomplete });
    const report = await s.waitFor(async () => {
      await s.runCommand('ACT: Show Memory Health');
      return s.waitForEditorText(/lacks onnx\/model_quantized\.onnx/, { timeout: 5_000 }).catch(() => undefined);
    }, { timeout: 60_000, message: 'the health report to name the missing model file' });
    assert.match(report, /lexical fallback/);
    assert.match(report, /act\.memory\.modelPath/);
  }));
