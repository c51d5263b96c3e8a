// The real loading path (transformers.js + onnxruntime-node) on a random-weight model of the
// real model's inputs and output, generated here: no weights can be downloaded in tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeStandInModelFolder } from '../../helpers/memory/bertStandIn';
import { selectEmbedder } from '../../../src/node/memory/embedderSelection';
import { storedModelDir } from '../../../src/node/memory/modelFiles';
import { dot } from '../../../src/core/memory/embedder';

const root = mkdtempSync(join(tmpdir(), 'act-embed-'));
test.after(() => rmSync(root, { recursive: true, force: true }));

test('a model folder set in the settings is loaded through transformers.js and yields normalised 384-d mean-pooled vectors', async () => {
  const dir = join(root, 'all-MiniLM-L6-v2');
  writeStandInModelFolder(dir);
  const { embedder, info } = await selectEmbedder({ mode: 'auto', modelPath: dir, runtime: 'onnxruntime-node' });
  assert.equal(info.kind, 'semantic', info.fallbackReason);
  assert.equal(info.id, 'Xenova/all-MiniLM-L6-v2:q8');
  assert.equal(info.runtime, 'onnxruntime-node');
  assert.equal(info.modelPath, dir);
  const texts = [
    'Add JWT refresh token rotation',
    "Ajoute l'authentification",
    'Исправь миграцию базы данных',
    'x'.repeat(5000),
  ];
  const vectors = await embedder.embed(texts);
  assert.equal(vectors.length, 4);
  for (const v of vectors) {
    assert.equal(v.length, 384);
    assert.ok(Math.abs(Math.sqrt(dot(v, v)) - 1) < 1e-4);
  }
  // Padding in a batch must not change a text's vector (the attention mask is honoured): here the
  // short text is padded to the long one's 512 tokens, which an ignored mask would pool. Not to the
  // last digit: the dynamic int8 quantization takes its scale over the whole batch, and on some
  // CPUs (AMD EPYC here) that moves the vector slightly (0.997), where different texts are ~0.7.
  const [alone] = await embedder.embed([texts[0]]);
  assert.ok(dot(alone, vectors[0]) > 0.99, `batched vs alone: ${dot(alone, vectors[0])}`);
  assert.ok(dot(vectors[0], vectors[2]) < 0.9, 'different texts give different vectors');
  await embedder.dispose?.();
});

test('an incomplete folder falls back to the lexical embedder and says why', async () => {
  const { info } = await selectEmbedder({ mode: 'auto', modelPath: join(root, 'nowhere') });
  assert.equal(info.kind, 'lexical');
  assert.match(info.fallbackReason ?? '', /act\.memory\.modelPath .*lacks .*model_quantized\.onnx/);
});

test('a download in global storage that fails its sha256 check is not loaded', async () => {
  const storage = join(root, 'storage');
  writeStandInModelFolder(storedModelDir(storage)); // random weights: not the published file
  const { info } = await selectEmbedder({ mode: 'auto' }, { globalStorage: storage });
  assert.equal(info.kind, 'lexical');
  assert.equal(info.downloadable, true);
  assert.match(info.fallbackReason ?? '', /integrity check .*model_quantized\.onnx has/);
});

test('with nothing installed the lexical embedder is active and a download is offered', async () => {
  const { info } = await selectEmbedder({ mode: 'auto' }, { globalStorage: join(root, 'empty') });
  assert.equal(info.kind, 'lexical');
  assert.equal(info.downloadable, true);
  assert.match(info.fallbackReason ?? '', /Download Embedding Model/);
  const off = await selectEmbedder({ mode: 'lexical' }, { globalStorage: join(root, 'empty') });
  assert.match(off.info.fallbackReason ?? '', /disabled in the settings/);
});
