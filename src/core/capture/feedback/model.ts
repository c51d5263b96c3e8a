// A second opinion for what the phrasing families leave neutral: a linear model (multinomial
// logistic regression) over the message's first words, their pairs and the turn it answers,
// trained only on sentences this project wrote (test/eval: the devsets' `a` halves and the
// paraphrases; never ../shared/data, never a `b` half). It speaks only in a short message of the
// user's own words, when it is sure (MODEL_THRESHOLD) and the words themselves say it
// (MODEL_WORD_MARGIN), so the families stay the detector and the model catches their near misses
// ("hmm the header is twice as tall as before" right after the work). Retrain with
// `npm run train:feedback`; a unit test fails while the committed weights are stale. Verdicts near
// the margin may flip when the sets grow: the unit tests pin sentences well past it.
import { stem } from '../../text/stem';
import { textLanguage } from '../../text/language';
import { tokens, type Token } from '../../text/tokenize';
import { contentForms, turnFacts, turnWords, type ConversationContext } from '../conversation';
import { messageShape } from '../text';
import weights from './model.json';

export const MODEL_CLASSES = ['win', 'loss', 'neutral'] as const;
export type ModelClass = (typeof MODEL_CLASSES)[number];

/** Training reads this many first words of its longer examples: feedback is said first. */
export const MODEL_TOKENS = 40;
/** Below this probability the model stays silent (chosen on the tuning sets, see test/eval/README.md). */
export const MODEL_THRESHOLD = 0.8;
/** Longer messages, pasted logs and documents are left to the families: the model was not taught them. */
export const MODEL_MAX_WORDS = 40;
/** How much the words alone must favour the class over neutral (see wordMargin). */
export const MODEL_WORD_MARGIN = 3.5;
/** A fence or a quoted line: words that are not the user's own. */
const PASTED = /```|^\s*>/m;

export interface FeedbackModel {
  /** Feature -> one weight per class of MODEL_CLASSES. */
  weights: Record<string, readonly number[]>;
}

export const FEEDBACK_MODEL: FeedbackModel = weights as FeedbackModel;

/** The features the model reads: stems, stem pairs, the turn before, the message's length and end. */
export function modelFeatures(text: string, ctx: ConversationContext = {}, words: Token[] = tokens(text)): string[] {
  const lang = textLanguage(text);
  const stems = words.slice(0, MODEL_TOKENS).map((t) => stem(t.text, lang));
  const out = new Set<string>(['bias']);
  for (const s of stems) out.add(`u:${s}`);
  for (let i = 0; i + 1 < stems.length; i++) out.add(`b:${stems[i]}_${stems[i + 1]}`);
  if (ctx.before) {
    const facts = turnFacts(ctx.before);
    out.add('ctx:after');
    if (facts.asked) out.add('ctx:asked');
    if (facts.claimedDone) out.add('ctx:done');
    // Whether the message names something of the turn: "I don't use docker" after a turn that
    // never spoke of docker is about the setup, not the work.
    const named = turnWords(ctx.before);
    out.add(contentForms(text).some((forms) => forms.some((w) => named.has(w))) ? 'ctx:names-turn' : 'ctx:names-other');
  } else out.add('ctx:open');
  out.add(`len:${Math.min(6, Math.floor(Math.log2(1 + words.length)))}`);
  if (/\?\s*$/.test(text)) out.add('end:question');
  return [...out];
}

/** Probability of each class of MODEL_CLASSES. */
export function modelProbabilities(features: readonly string[], model: FeedbackModel = FEEDBACK_MODEL): number[] {
  const z = MODEL_CLASSES.map(() => 0);
  for (const f of features) {
    const w = model.weights[f];
    if (w) for (let c = 0; c < z.length; c++) z[c]! += w[c] ?? 0;
  }
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** A win or a loss the model is sure of, with the features that weighed most for it, or null. */
export function modelVerdict(
  text: string,
  ctx: ConversationContext = {},
  model: FeedbackModel = FEEDBACK_MODEL,
): { feedback: 'win' | 'loss'; probability: number; because: string[] } | null {
  if (messageShape(text) !== 'conversation' || PASTED.test(text)) return null;
  const words = tokens(text);
  if (words.length > MODEL_MAX_WORDS) return null;
  const features = modelFeatures(text, ctx, words);
  const p = modelProbabilities(features, model);
  const best = p.indexOf(Math.max(...p));
  const kind = MODEL_CLASSES[best]!;
  if (kind === 'neutral' || p[best]! <= MODEL_THRESHOLD) return null;
  // The words must say it, not the turn and the length alone: their own margin over neutral.
  if (wordMargin(features, best, model) < MODEL_WORD_MARGIN) return null;
  return { feedback: kind, probability: p[best]!, because: strongest(features, best, model) };
}

/** How much more the message's words and word pairs weigh for class `c` than for neutral. */
function wordMargin(features: readonly string[], c: number, model: FeedbackModel): number {
  const neutral = MODEL_CLASSES.indexOf('neutral');
  let margin = 0;
  for (const f of features) {
    const w = model.weights[f];
    if (w && (f.startsWith('u:') || f.startsWith('b:'))) margin += (w[c] ?? 0) - (w[neutral] ?? 0);
  }
  return margin;
}

/** The word and word-pair features that pushed most towards class `c` ("still", "not show"). */
function strongest(features: readonly string[], c: number, model: FeedbackModel, n = 3): string[] {
  return features
    .filter((f) => f.startsWith('u:') || f.startsWith('b:'))
    .map((f) => ({ f, w: model.weights[f]?.[c] ?? 0 }))
    .filter((x) => x.w > 0)
    .sort((a, b) => b.w - a.w)
    .slice(0, n)
    .map((x) => x.f.slice(2).replace('_', ' '));
}
