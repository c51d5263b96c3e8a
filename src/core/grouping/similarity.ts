// The pluggable similarity of grouping. Lexical similarity implements it today; a semantic
// embedder plugs in through the same interface (see ./embedding) without touching the
// clustering or evolution code.
import type { TermAnalysis } from '../text/analyze';

/** One distinct text to compare, with the context that may help. */
export interface SimilarityItem {
  text: string;
  tags?: readonly string[];
  task?: string;
  file?: string;
  /** Pre-computed analysis of `text`, so the lexical model does not tokenize twice. */
  analysis?: TermAnalysis;
}

/** Numbers are cheaper map keys than strings; a model may use either. */
export type BlockingKey = string | number;

/** A model prepared on one batch of items; indices refer to that batch. */
export interface PreparedSimilarity {
  /**
   * Blocking keys of item i: only items sharing a key are ever compared, which is what keeps
   * grouping linear. Return a few informative keys (rare terms, LSH buckets), not every word.
   */
  keys(i: number): readonly BlockingKey[];
  /** How alike items i and j are, in 0..1. */
  similarity(i: number, j: number): number;
  /** Pairs at or above this say the same thing. */
  readonly threshold: number;
  /** Two multi-item groups merge only if their representatives' mean similarity reaches this. */
  readonly mergeFloor: number;
}

export interface SimilarityModel {
  readonly id: string;
  prepare(items: readonly SimilarityItem[]): PreparedSimilarity | Promise<PreparedSimilarity>;
}

/** What a semantic plug-in provides: one vector per text (any dimension, any norm). */
export interface TextEmbedder {
  readonly id: string;
  embed(texts: readonly string[]): Promise<ArrayLike<number>[]> | ArrayLike<number>[];
}
