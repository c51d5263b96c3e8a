// The TF-IDF fallback of docs/seeds/003.md §5, made stateless so stored vectors never go stale: features are
// hashed (signed hashing trick) into a fixed dimension. Features: stemmed content words,
// adjacent word pairs (phrases) and character trigrams of words (inflections in French and
// Russian, typos, identifier fragments). Term frequency is sublinear (1 + ln tf); the IDF part
// is played by the en/fr/ru stop-word lists and by weighting longer, rarer-looking words more.
// Deterministic: the same text always gives the same vector. The words and stems are the shared
// text module's (Snowball stems): when they change, LEXICAL_VERSION goes up, which changes the
// embedder id and so makes the reindex recompute every stored lexical vector.
import { l2normalize, type Embedder } from './embedder';
import { contentWords, informativeness } from '../text/contentWords';

// 2: Snowball stems, the shared tokenizer and stop words (was: a hand-written suffix stripper).
export const LEXICAL_VERSION = 2;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const WEIGHT = { word: 1, pair: 0.6, trigram: 0.35 };

/** Weighted features of one text (before hashing); exported for tests and explanations. */
export function lexicalFeatures(text: string): Map<string, number> {
  const tf = new Map<string, number>();
  const add = (f: string, w: number) => tf.set(f, (tf.get(f) ?? 0) + w);
  const tokens = contentWords(text);
  for (let i = 0; i < tokens.length; i++) {
    const { key, surface } = tokens[i];
    const info = informativeness(tokens[i]);
    add(`w:${key}`, WEIGHT.word * info);
    if (i > 0 && tokens[i - 1].key !== key) add(`p:${tokens[i - 1].key}|${key}`, WEIGHT.pair);
    if (surface.length >= 4) {
      const padded = `^${surface}$`;
      const n = padded.length - 2;
      for (let j = 0; j < n; j++) add(`t:${padded.slice(j, j + 3)}`, (WEIGHT.trigram * info) / Math.sqrt(n));
    }
  }
  // Sublinear term frequency: repeating a word ten times is not ten times the topic.
  for (const [f, w] of tf) tf.set(f, w > 1 ? 1 + Math.log(w) : w);
  return tf;
}

export class LexicalEmbedder implements Embedder {
  readonly kind = 'lexical' as const;
  readonly id: string;

  constructor(readonly dim = 384) {
    this.id = `lexical-hash-v${LEXICAL_VERSION}-${dim}`;
  }

  embedOne(text: string): Float32Array {
    const v = new Float32Array(this.dim);
    for (const [f, w] of lexicalFeatures(text)) {
      const h = fnv1a(f);
      // One bit picks the sign so that colliding features cancel on average instead of adding up.
      v[h % this.dim] += h & 0x80000000 ? -w : w;
    }
    return l2normalize(v);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((t) => this.embedOne(t));
  }
}
