// Xenova/all-MiniLM-L6-v2 (quantized) through transformers.js: tokenizer + ONNX encoder, mean
// pooling over the attention mask, L2 normalisation, 384 dimensions. Loads only from a local
// folder: remote models are disabled and every network fetch is refused, so the sole network
// access of the product stays the explicit, verified download (modelDownload.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { l2normalize, type Embedder } from '../../core/memory/embedder';
import { bindRuntime, inferenceThreads, type OrtRuntime } from './onnxRuntime';

export const MINILM_ID = 'Xenova/all-MiniLM-L6-v2:q8';
export const MINILM_DIM = 384;
export const MODEL_FILE = join('onnx', 'model_quantized.onnx');
export const REQUIRED_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', MODEL_FILE];

export interface TransformersEmbedderOptions {
  /** Folder with config.json, tokenizer files and onnx/model_quantized.onnx. */
  modelDir: string;
  runtime: OrtRuntime;
  /** MiniLM was trained on 256 word pieces; longer text is truncated. */
  maxTokens?: number;
  batchSize?: number;
  /** Upper bound of batch x padded length, so long texts come in smaller batches (memory). */
  maxBatchTokens?: number;
}

/** Files missing from a model folder (empty when complete). */
export function missingModelFiles(dir: string): string[] {
  return REQUIRED_FILES.filter((f) => !existsSync(join(dir, f)));
}

interface TensorLike {
  data: ArrayLike<number | bigint>;
  dims: number[];
}
type Tokenizer = (texts: string[], opts: Record<string, unknown>) => Record<string, TensorLike>;
type Model = ((inputs: Record<string, TensorLike>) => Promise<Record<string, TensorLike>>) & {
  dispose(): Promise<unknown>;
};

async function loadTransformers(): Promise<typeof import('@huggingface/transformers')> {
  const t = await import('@huggingface/transformers');
  const env = t.env;
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.useBrowserCache = false;
  env.useFSCache = false;
  env.useWasmCache = false;
  env.useFS = true;
  env.fetch = async (url: string | URL) => {
    throw new Error(`network access refused (${String(url)}): models load from a local folder only`);
  };
  return t;
}

export class TransformersEmbedder implements Embedder {
  readonly id = MINILM_ID;
  readonly dim = MINILM_DIM;
  readonly kind = 'semantic' as const;

  private constructor(
    private readonly tokenizer: Tokenizer,
    private readonly model: Model,
    readonly runtime: OrtRuntime,
    readonly modelDir: string,
    readonly loadMs: number,
    private readonly maxTokens: number,
    private readonly batchSize: number,
    private readonly maxBatchTokens: number,
  ) {}

  static async load(opts: TransformersEmbedderOptions): Promise<TransformersEmbedder> {
    const missing = missingModelFiles(opts.modelDir);
    if (missing.length) throw new Error(`model folder ${opts.modelDir} is incomplete (missing ${missing.join(', ')})`);
    const started = performance.now();
    bindRuntime(opts.runtime);
    const t = await loadTransformers();
    const threads = inferenceThreads();
    // Small token-budgeted batches (planBatches) keep the CPU arena's peak low: measured, this
    // beats disabling the arena in both speed and resident memory (docs/EMBEDDINGS.md).
    const sessionOptions =
      opts.runtime === 'onnxruntime-web'
        ? { executionProviders: ['wasm'] }
        : { executionProviders: ['cpu'], intraOpNumThreads: threads, interOpNumThreads: 1 };
    const tokenizer = (await t.AutoTokenizer.from_pretrained(opts.modelDir, {
      local_files_only: true,
    })) as unknown as Tokenizer;
    const model = (await t.AutoModel.from_pretrained(opts.modelDir, {
      local_files_only: true,
      dtype: 'q8',
      // With an injected runtime transformers.js knows no device names; "auto" defers to our execution providers.
      device: opts.runtime === 'onnxruntime-node' ? 'cpu' : 'auto',
      session_options: sessionOptions,
    } as Parameters<typeof t.AutoModel.from_pretrained>[1])) as unknown as Model;
    return new TransformersEmbedder(
      tokenizer,
      model,
      opts.runtime,
      opts.modelDir,
      performance.now() - started,
      opts.maxTokens ?? 256,
      opts.batchSize ?? 32,
      opts.maxBatchTokens ?? 512,
    );
  }

  /**
   * Batches of text indices: similar lengths together (less padding), and long texts in small
   * batches so that batch x length (attention memory) stays bounded. ~3 characters a token.
   */
  planBatches(texts: string[]): number[][] {
    const est = (t: string) => Math.min(this.maxTokens, Math.ceil(t.length / 3) + 2);
    const order = texts
      .map((t, i) => [t.length, i] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, i]) => i);
    const batches: number[][] = [];
    for (let start = 0; start < order.length;) {
      let end = start + 1;
      while (
        end < order.length &&
        end - start < this.batchSize &&
        (end - start + 1) * est(texts[order[end]]) <= this.maxBatchTokens
      )
        end++;
      batches.push(order.slice(start, end));
      start = end;
    }
    return batches;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const out = new Array<Float32Array>(texts.length);
    for (const idx of this.planBatches(texts)) {
      const vectors = await this.embedBatch(idx.map((i) => texts[i] || ' '));
      idx.forEach((i, j) => (out[i] = vectors[j]));
    }
    return out;
  }

  /** Tokenizer options used for every batch (exported for the raw-runtime benchmark). */
  tokenize(texts: string[]) {
    return this.tokenizer(texts, { padding: true, truncation: true, max_length: this.maxTokens });
  }

  private async embedBatch(texts: string[]): Promise<Float32Array[]> {
    const inputs = this.tokenize(texts);
    const { last_hidden_state: hidden } = await this.model(inputs);
    const [batch, seq, dim] = hidden.dims;
    const h = hidden.data as Float32Array;
    const mask = inputs.attention_mask.data as BigInt64Array;
    const result: Float32Array[] = [];
    for (let b = 0; b < batch; b++) {
      const v = new Float32Array(dim);
      let count = 0;
      for (let s = 0; s < seq; s++) {
        if (mask[b * seq + s] === 0n) continue;
        count++;
        const off = (b * seq + s) * dim;
        for (let d = 0; d < dim; d++) v[d] += h[off + d];
      }
      if (count > 0) for (let d = 0; d < dim; d++) v[d] /= count;
      result.push(l2normalize(v));
    }
    return result;
  }

  async dispose(): Promise<void> {
    await this.model.dispose();
  }
}
