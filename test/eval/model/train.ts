// Trains the feedback model (src/core/capture/feedback/model.ts) on the sentences this project
// wrote: every devset's `a` half and the paraphrases. The `b` halves stay blind and
// ../shared/data is never read. Deterministic: a seeded shuffle, so the same sets give the same
// weights, which the unit test compares with the committed model.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32 } from '../../../src/core/random';
import type { ConversationContext } from '../../../src/core/capture/conversation';
import { writtenContext, type WrittenTurn } from '../lib/written';
import {
  MODEL_CLASSES,
  modelFeatures,
  modelProbabilities,
  type FeedbackModel,
  type ModelClass,
} from '../../../src/core/capture/feedback/model';

export interface TrainingExample {
  text: string;
  ctx: ConversationContext;
  label: ModelClass;
  /** Where it comes from ("devset12/a", "paraphrases/fr"), for cross-validation by set. */
  source: string;
}

const EVAL = join(__dirname, '..');

interface Written extends WrittenTurn {
  text: string;
  feedback: ModelClass;
}

const readJsonl = (file: string): Written[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Written);

/** The devsets' `a` halves and the paraphrases, in a fixed order. */
export function trainingExamples(): TrainingExample[] {
  const sets = readdirSync(EVAL)
    .filter((d) => /^devset\d*$/.test(d))
    .sort();
  const out: TrainingExample[] = [];
  for (const set of sets) {
    const file = join(EVAL, set, 'a.jsonl');
    if (!existsSync(file)) continue;
    for (const w of readJsonl(file))
      out.push({ text: w.text, ctx: writtenContext(w), label: w.feedback, source: `${set}/a` });
  }
  const dir = join(EVAL, 'paraphrases');
  for (const f of readdirSync(dir).sort())
    for (const w of readJsonl(join(dir, f)))
      out.push({ text: w.text, ctx: writtenContext(w), label: w.feedback, source: `paraphrases/${f}` });
  return out;
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  l2?: number;
  seed?: number;
  /** Features seen in fewer examples are dropped (rare words and pairs are noise, and weigh the bundle). */
  minCount?: number;
  /** Weights smaller than this in every class are dropped. */
  minWeight?: number;
}

/** Multinomial logistic regression by stochastic gradient descent, weights rounded and pruned. */
export function trainFeedbackModel(examples: readonly TrainingExample[], opts: TrainOptions = {}): FeedbackModel {
  // l2 = 1e-3: chosen by cross-validation over the a halves (folds by set) and on the real tuning half;
  // weaker, words of one set's topics ("docker") took on a verdict.
  const { epochs = 15, rate = 0.1, l2 = 1e-3, seed = 7, minCount = 2, minWeight = 0.05 } = opts;
  const rnd = mulberry32(seed);
  const featured = examples.map((e) => ({ f: modelFeatures(e.text, e.ctx), y: MODEL_CLASSES.indexOf(e.label) }));
  const seen = new Map<string, number>();
  for (const d of featured) for (const f of d.f) seen.set(f, (seen.get(f) ?? 0) + 1);
  const data = featured.map((d) => ({ ...d, f: d.f.filter((f) => seen.get(f)! >= minCount) }));
  const w: Record<string, number[]> = {};
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = data.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [data[i], data[j]] = [data[j]!, data[i]!];
    }
    for (const d of data) {
      const p = modelProbabilities(d.f, { weights: w });
      for (const f of d.f) {
        const row = (w[f] ??= MODEL_CLASSES.map(() => 0));
        for (let c = 0; c < row.length; c++) row[c] = row[c]! * (1 - rate * l2) - rate * (p[c]! - (c === d.y ? 1 : 0));
      }
    }
  }
  const weights: Record<string, number[]> = {};
  for (const f of Object.keys(w).sort()) {
    // "|| 0": no -0, which JSON would write as 0.
    const row = w[f]!.map((v) => Math.round(v * 1000) / 1000 || 0);
    if (row.some((v) => Math.abs(v) >= minWeight)) weights[f] = row;
  }
  return { weights };
}
