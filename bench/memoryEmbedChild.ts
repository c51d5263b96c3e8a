// Child process of bench/memory.bench.ts (bundled, run with plain node: no tsx overhead in the
// figures). One ONNX runtime per process, since transformers.js binds its backend once.
//   node embed-child.js <runtime> <modelDir> <textsFile>
// Prints one JSON line: cold load, embedder throughput, raw onnxruntime throughput on the same
// token batches, and the process RSS with the model loaded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TransformersEmbedder } from '../src/node/memory/transformersEmbedder';
import { bindRuntime, inferenceThreads, type OrtRuntime } from '../src/node/memory/onnxRuntime';

async function main() {
  const [runtime, modelDir, textsFile] = process.argv.slice(2) as [OrtRuntime, string, string];
  const texts: string[] = JSON.parse(readFileSync(textsFile, 'utf8'));
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  const e = await TransformersEmbedder.load({ modelDir, runtime });
  await e.embed([texts[0]]);
  const coldLoadMs = performance.now() - t0;

  await e.embed(texts.slice(0, 32)); // warm-up
  const t1 = performance.now();
  await e.embed(texts);
  const embedSeconds = (performance.now() - t1) / 1000;
  const rssLoaded = process.memoryUsage().rss;

  // Raw onnxruntime: the same model, the same batches and padding (the embedder's own plan and
  // tokenizer), tokenized beforehand; only session.run is timed.
  const ort = bindRuntime(runtime);
  const session = await ort.InferenceSession.create(
    join(modelDir, 'onnx', 'model_quantized.onnx'),
    runtime === 'onnxruntime-web'
      ? { executionProviders: ['wasm'] }
      : { executionProviders: ['cpu'], intraOpNumThreads: inferenceThreads(), interOpNumThreads: 1 },
  );
  const feeds = e.planBatches(texts).map((idx) => {
    const enc = e.tokenize(idx.map((i) => texts[i])) as Record<string, { data: BigInt64Array; dims: number[] }>;
    return Object.fromEntries(
      ['input_ids', 'attention_mask', 'token_type_ids'].map((k) => [
        k,
        new ort.Tensor('int64', enc[k].data, enc[k].dims),
      ]),
    );
  });
  await session.run(feeds[0]);
  const t2 = performance.now();
  for (const f of feeds) await session.run(f);
  const rawSeconds = (performance.now() - t2) / 1000;

  process.stdout.write(
    JSON.stringify({
      runtime,
      threads: inferenceThreads(),
      coldLoadMs,
      throughput: texts.length / embedSeconds,
      rawThroughput: texts.length / rawSeconds,
      rssBeforeMB: rssBefore / 1048576,
      rssLoadedMB: rssLoaded / 1048576,
    }) + '\n',
  );
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
