// One interface for every way of turning text into vectors. Vectors are L2-normalised, so the
// dot product is the cosine similarity. The id names the vector space: vectors made by two
// different ids are never compared (they are recomputed by "Reindex").
export interface Embedder {
  /** Stable name of the vector space, e.g. "lexical-hash-v2-384" or "Xenova/all-MiniLM-L6-v2:q8". */
  readonly id: string;
  readonly dim: number;
  readonly kind: 'semantic' | 'lexical';
  embed(texts: string[]): Promise<Float32Array[]>;
  dispose?(): Promise<void>;
}

/** What the UI shows about the active embedder, and why a fallback is in use. */
export interface EmbedderInfo {
  id: string;
  kind: 'semantic' | 'lexical';
  dim: number;
  /** onnxruntime-node / onnxruntime-web for the model, "none" for the lexical embedder. */
  runtime: string;
  modelPath?: string;
  /** Why the lexical fallback is active (model absent, failed to load, disabled). */
  fallbackReason?: string;
  /** Whether the model can be downloaded (it is absent and the download is allowed). */
  downloadable: boolean;
  loadMs?: number;
}

export function l2normalize(v: Float32Array): Float32Array {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i] * v[i];
  if (s === 0) return v;
  const inv = 1 / Math.sqrt(s);
  for (let i = 0; i < v.length; i++) v[i] *= inv;
  return v;
}

export function dot(a: Float32Array, b: Float32Array): number {
  const n = Math.min(a.length, b.length);
  let s = 0;
  for (let i = 0; i < n; i++) s += a[i] * b[i];
  return s;
}

/** Cosine similarity of two normalised vectors, clamped to [0, 1] (opposites count as unrelated). */
export function similarity(a: Float32Array | undefined, b: Float32Array | undefined): number {
  if (!a || !b || a.length !== b.length) return 0;
  return Math.max(0, Math.min(1, dot(a, b)));
}

/** Mean of vectors, normalised: the centroid a thread keeps of its messages. */
export function centroid(vectors: Float32Array[], dim: number): Float32Array {
  const c = new Float32Array(dim);
  for (const v of vectors) for (let i = 0; i < dim; i++) c[i] += v[i];
  return l2normalize(c);
}

/**
 * int8 quantisation with one scale per vector (max |v| / 127): what the vector index scans and
 * the compact form the store keeps. Cosine stays within ~0.01, and a vector takes a quarter.
 */
export function quantize(v: Float32Array, dst: Int8Array, dim = dst.length): number {
  let max = 0;
  for (let i = 0; i < dim; i++) max = Math.max(max, Math.abs(v[i] ?? 0));
  const scale = max > 0 ? max / 127 : 1;
  for (let i = 0; i < dim; i++) dst[i] = Math.round((v[i] ?? 0) / scale);
  return scale;
}

/** Bytes of the scale that heads a compact vector (float32, little-endian). */
export const COMPACT_HEADER = 4;

/** Full-precision vectors as BLOBs in the store (little-endian float32, the platform order of every VS Code target). */
export function vectorToBlob(v: Float32Array): Uint8Array {
  return new Uint8Array(v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength));
}

/** A vector in the store's compact form: its int8 scale (float32 LE), then dim int8 values. */
export function vectorToCompactBlob(v: Float32Array): Uint8Array {
  const out = new Uint8Array(COMPACT_HEADER + v.length);
  const scale = quantize(v, new Int8Array(out.buffer, COMPACT_HEADER, v.length));
  new DataView(out.buffer).setFloat32(0, scale, true);
  return out;
}

/** Whether a stored blob of a `dim`-dimensional vector is in the compact form (else float32). */
export function isCompactBlob(b: Uint8Array, dim: number): boolean {
  return b.length === COMPACT_HEADER + dim;
}

/** A stored vector, in either form, as the compact form (old float32 rows are converted). */
export function toCompactBlob(b: Uint8Array, dim: number): Uint8Array {
  return isCompactBlob(b, dim) ? b : vectorToCompactBlob(blobToVector(b, dim));
}

/** A stored vector, in either form, as float32. */
export function blobToVector(b: Uint8Array, dim = Math.floor(b.length / 4)): Float32Array {
  if (isCompactBlob(b, dim)) {
    const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
    const scale = view.getFloat32(0, true);
    const out = new Float32Array(dim);
    for (let i = 0; i < dim; i++) out[i] = view.getInt8(COMPACT_HEADER + i) * scale;
    return out;
  }
  const copy = new Uint8Array(dim * 4);
  copy.set(b.subarray(0, dim * 4));
  return new Float32Array(copy.buffer, 0, dim);
}
