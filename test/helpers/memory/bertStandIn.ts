// Generates a random-weight BERT encoder with the inputs and output of Xenova/all-MiniLM-L6-v2
// (input_ids, attention_mask, token_type_ids int64 [batch, seq] -> last_hidden_state
// [batch, seq, 384]). Quantized like the real model_quantized.onnx (int8 MatMulInteger with
// dynamic activation quantization, uint8 embedding tables), so speed and memory are comparable.
// Small variants (fewer layers, hashed vocabulary) keep unit tests fast.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DT, floatTensor, int64Tensor, model, node, tensor, valueInfo, type Msg } from './onnxProto';
import { mulberry32 } from '../../../src/core/random';

export interface StandInOptions {
  layers?: number;
  hidden?: number;
  heads?: number;
  ffn?: number;
  vocab?: number;
  /** When smaller than vocab, token ids are hashed (Mod) into this many embedding rows. */
  vocabBuckets?: number;
  maxPositions?: number;
  quantized?: boolean;
  seed?: number;
}

export const MINILM_SHAPE: Required<StandInOptions> = {
  layers: 6,
  hidden: 384,
  heads: 12,
  ffn: 1536,
  vocab: 30522,
  vocabBuckets: 30522,
  maxPositions: 512,
  quantized: true,
  seed: 1,
};
export const TINY_SHAPE: StandInOptions = { layers: 1, vocabBuckets: 512, maxPositions: 512 };

const prng = mulberry32;

export function buildStandInModel(options: StandInOptions = {}): Uint8Array {
  const o = { ...MINILM_SHAPE, ...options };
  const rand = prng(o.seed);
  const nodes: Msg[] = [];
  const inits: Msg[] = [];
  let n = 0;
  const id = (p: string) => `${p}_${n++}`;
  const op = (type: string, inputs: string[], attrs: Parameters<typeof node>[3] = {}) => {
    const out = id(type.toLowerCase());
    nodes.push(node(type, inputs, [out], attrs));
    return out;
  };
  const floats = (dims: number[], std: number, mean = 0) => {
    const name = id('w');
    const size = dims.reduce((a, b) => a * b, 1);
    const d = new Float32Array(size);
    for (let i = 0; i < size; i++) d[i] = mean + (rand() * 2 - 1) * std * 1.732;
    inits.push(floatTensor(name, dims, d));
    return name;
  };
  const scalar = (v: number) => {
    const name = id('c');
    inits.push(floatTensor(name, [], Float32Array.of(v)));
    return name;
  };
  const ints = (v: number[], dims = [v.length]) => {
    const name = id('i');
    inits.push(int64Tensor(name, dims, v));
    return name;
  };
  const int8s = (dims: number[]) => {
    const name = id('q');
    const size = dims.reduce((a, b) => a * b, 1);
    const d = new Uint8Array(size);
    for (let i = 0; i < size; i++) d[i] = (Math.floor(rand() * 255) - 127) & 0xff;
    inits.push(tensor(name, DT.INT8, dims, d));
    return name;
  };
  const linear = (x: string, inDim: number, outDim: number) => {
    const bias = floats([outDim], 0.02);
    if (!o.quantized) return op('Add', [op('MatMul', [x, floats([inDim, outDim], 0.05)]), bias]);
    const qx = [id('xq'), id('xs'), id('xz')];
    nodes.push(node('DynamicQuantizeLinear', [x], qx));
    const acc = op('MatMulInteger', [qx[0], int8s([inDim, outDim]), qx[2]]);
    const scale = op('Mul', [qx[1], scalar(0.05 / 73)]);
    return op('Add', [op('Mul', [op('Cast', [acc], { to: { i: DT.FLOAT } }), scale]), bias]);
  };
  const layerNorm = (x: string) =>
    op('LayerNormalization', [x, floats([o.hidden], 0.1, 1), floats([o.hidden], 0.02)], {
      axis: { i: -1 },
      epsilon: { f: 1e-12 },
    });

  // Embeddings: word (optionally hashed and quantized) + position + token type.
  const ids = o.vocabBuckets < o.vocab ? op('Mod', ['input_ids', ints([o.vocabBuckets], [])]) : 'input_ids';
  let word: string;
  if (o.quantized) {
    const table = id('emb');
    const data = new Uint8Array(o.vocabBuckets * o.hidden);
    for (let i = 0; i < data.length; i++) data[i] = Math.floor(rand() * 256);
    inits.push(tensor(table, DT.UINT8, [o.vocabBuckets, o.hidden], data));
    const zp = id('zp');
    inits.push(tensor(zp, DT.UINT8, [], Uint8Array.of(128)));
    word = op('DequantizeLinear', [op('Gather', [table, ids]), scalar(0.5 / 128), zp]);
  } else {
    word = op('Gather', [floats([o.vocabBuckets, o.hidden], 0.5), ids]);
  }
  const seqLen = op('Unsqueeze', [
    op('Gather', [op('Shape', ['input_ids']), ints([1], [])], { axis: { i: 0 } }),
    ints([0]),
  ]);
  const pos = op('Slice', [floats([o.maxPositions, o.hidden], 0.1), ints([0]), seqLen, ints([0])]);
  const types = op('Gather', [floats([2, o.hidden], 0.1), 'token_type_ids']);
  let x = layerNorm(op('Add', [op('Add', [word, pos]), types]));

  // Additive attention mask [batch, 1, 1, seq]: 0 where attended, -10000 on padding.
  const maskF = op('Cast', ['attention_mask'], { to: { i: DT.FLOAT } });
  const mask = op('Unsqueeze', [op('Mul', [op('Sub', [scalar(1), maskF]), scalar(-10000)]), ints([1, 2])]);
  const headDim = o.hidden / o.heads;
  const split = ints([0, 0, o.heads, headDim]);
  const merge = ints([0, 0, o.hidden]);

  for (let l = 0; l < o.layers; l++) {
    const heads = (t: string, perm: number[]) => op('Transpose', [op('Reshape', [t, split])], { perm: { ints: perm } });
    const q = heads(linear(x, o.hidden, o.hidden), [0, 2, 1, 3]);
    const k = heads(linear(x, o.hidden, o.hidden), [0, 2, 3, 1]);
    const v = heads(linear(x, o.hidden, o.hidden), [0, 2, 1, 3]);
    const scores = op('Add', [op('Mul', [op('MatMul', [q, k]), scalar(1 / Math.sqrt(headDim))]), mask]);
    const ctx = op('MatMul', [op('Softmax', [scores], { axis: { i: -1 } }), v]);
    const merged = op('Reshape', [op('Transpose', [ctx], { perm: { ints: [0, 2, 1, 3] } }), merge]);
    x = layerNorm(op('Add', [x, linear(merged, o.hidden, o.hidden)]));
    const h = linear(x, o.hidden, o.ffn);
    const gelu = op('Mul', [
      op('Mul', [h, scalar(0.5)]),
      op('Add', [scalar(1), op('Erf', [op('Mul', [h, scalar(Math.SQRT1_2)])])]),
    ]);
    x = layerNorm(op('Add', [x, linear(gelu, o.ffn, o.hidden)]));
  }
  nodes.push(node('Identity', [x], ['last_hidden_state']));

  return model({
    name: 'bert-stand-in',
    opset: 17,
    nodes,
    initializers: inits,
    inputs: ['input_ids', 'attention_mask', 'token_type_ids'].map((name) =>
      valueInfo(name, DT.INT64, ['batch_size', 'sequence_length']),
    ),
    outputs: [valueInfo('last_hidden_state', DT.FLOAT, ['batch_size', 'sequence_length', o.hidden])],
  });
}

/** Tokenizer and config of the real model (byte-identical copies, Apache-2.0). */
export const TOKENIZER_FIXTURE = join(__dirname, '..', '..', 'fixtures', 'models', 'all-MiniLM-L6-v2');
export const TOKENIZER_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'special_tokens_map.json'];

/** Writes a complete model folder (tokenizer, config, onnx/model_quantized.onnx) into dir. */
export function writeStandInModelFolder(dir: string, options: StandInOptions = TINY_SHAPE): string {
  mkdirSync(join(dir, 'onnx'), { recursive: true });
  for (const f of TOKENIZER_FILES) copyFileSync(join(TOKENIZER_FIXTURE, f), join(dir, f));
  const file = join(dir, 'onnx', 'model_quantized.onnx');
  writeFileSync(file, buildStandInModel(options));
  return file;
}
