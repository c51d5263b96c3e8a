// Semantic plug-in: any TextEmbedder (MiniLM through transformers.js, or anything else)
// becomes a SimilarityModel. Blocking uses random-hyperplane LSH so grouping stays linear;
// `combineSimilarity` runs lexical and semantic models together (a pair matches if either says so).
import type { PreparedSimilarity, SimilarityItem, SimilarityModel, TextEmbedder } from './similarity';
import { mulberry32 } from '../random';

export interface EmbeddingOptions {
  /** Cosine at or above which two texts say the same thing (default 0.8, MiniLM-like). */
  threshold?: number;
  /** Group-merge floor on mean cosine (default 0.6). */
  mergeFloor?: number;
  /** LSH bands and bits per band (defaults 6 x 10): more bands find more pairs, more bits fewer. */
  bands?: number;
  bits?: number;
  seed?: number;
}

const prng = mulberry32;

function normalise(v: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(v as ArrayLike<number>);
  let norm = 0;
  for (let i = 0; i < out.length; i++) norm += out[i] * out[i];
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] /= norm;
  return out;
}

export function embeddingSimilarity(embedder: TextEmbedder, options: EmbeddingOptions = {}): SimilarityModel {
  const threshold = options.threshold ?? 0.8;
  const mergeFloor = options.mergeFloor ?? 0.6;
  const bands = options.bands ?? 6;
  const bits = options.bits ?? 10;
  return {
    id: `embedding:${embedder.id}`,
    async prepare(items: readonly SimilarityItem[]): Promise<PreparedSimilarity> {
      const raw = await embedder.embed(items.map((i) => i.text));
      if (raw.length !== items.length)
        throw new Error(`embedder ${embedder.id} returned ${raw.length} vectors for ${items.length} texts`);
      const vecs = raw.map(normalise);
      const dim = vecs[0]?.length ?? 0;
      const rand = prng(options.seed ?? 0x5eed);
      // Gaussian hyperplanes (Box-Muller), one per bit of every band.
      const planes: Float32Array[] = [];
      for (let p = 0; p < bands * bits; p++) {
        const h = new Float32Array(dim);
        for (let d = 0; d < dim; d++) h[d] = Math.sqrt(-2 * Math.log(rand() || 1e-12)) * Math.cos(2 * Math.PI * rand());
        planes.push(h);
      }
      const keyCache: Array<string[] | undefined> = new Array(items.length);
      const keys = (i: number): string[] => {
        if (keyCache[i]) return keyCache[i]!;
        const v = vecs[i];
        const out: string[] = [];
        for (let b = 0; b < bands; b++) {
          let sig = 0;
          for (let k = 0; k < bits; k++) {
            const h = planes[b * bits + k];
            let dot = 0;
            for (let d = 0; d < dim; d++) dot += h[d] * v[d];
            if (dot >= 0) sig |= 1 << k;
          }
          out.push(`e${b}:${sig}`);
        }
        return (keyCache[i] = out);
      };
      const similarity = (i: number, j: number): number => {
        const a = vecs[i];
        const b = vecs[j];
        let dot = 0;
        for (let d = 0; d < a.length; d++) dot += a[d] * b[d];
        return Math.max(0, Math.min(1, dot));
      };
      return { keys, similarity, threshold, mergeFloor };
    },
  };
}

/**
 * Several models at once: keys are the union, and a pair's score is the best of the models'
 * scores, each rescaled so that its own threshold maps to 0.5.
 */
export function combineSimilarity(...models: SimilarityModel[]): SimilarityModel {
  return {
    id: models.map((m) => m.id).join('+'),
    async prepare(items) {
      const prepared = await Promise.all(models.map((m) => m.prepare(items)));
      const scale = prepared.map((p) => 0.5 / (p.threshold || 1));
      return {
        threshold: 0.5,
        mergeFloor: Math.min(...prepared.map((p, k) => p.mergeFloor * scale[k])),
        keys: (i) => prepared.flatMap((p, k) => p.keys(i).map((key) => `${k}|${String(key)}`)),
        similarity: (i, j) => {
          let best = 0;
          for (let k = 0; k < prepared.length; k++)
            best = Math.max(best, Math.min(1, prepared[k].similarity(i, j) * scale[k]));
          return best;
        },
      };
    },
  };
}
