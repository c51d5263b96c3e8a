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

/** Vectors as BLOBs in the store (little-endian float32, the platform order of every VS Code target). */
export function vectorToBlob(v: Float32Array): Uint8Array {
  return new Uint8Array(v.buffer.slice(v.byteOffset, v.byteOffset + v.byteLength));
}

export function blobToVector(b: Uint8Array): Float32Array {
  const copy = new Uint8Array(b.length);
  copy.set(b);
  return new Float32Array(copy.buffer, 0, Math.floor(b.length / 4));
}
