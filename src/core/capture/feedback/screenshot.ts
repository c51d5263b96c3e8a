// A screenshot pasted right after the work, then a plain line on what it shows ("[Image #1] the
// totals column says NaN", "[Image #2] la carte est à l'envers"): the user shows what the work
// produced, and shows it because it is wrong. Not a design or a mockup to build from, not a
// question about it, not an order that comes with it.
import { opensRequest, REQUEST_OPENERS, type Hit, type SentenceView } from './families';

const LEADING_SCREENSHOT = /^\s*\[(?:image|screenshot|pasted image|capture)(?: #?\d+)?\]/iu;
const DESIGN = new Set([
  'figma',
  'design',
  'mockup',
  'mock',
  'wireframe',
  'maquette',
  'макет',
  'дизайн',
  'inspiration',
  'reference',
]);
const ACK = new Set(['yes', 'yep', 'yeah', 'ok', 'okay', 'cool', 'oui', 'ouais', 'da', 'да', 'ок', 'ага']);

/** The message opens on a screenshot and describes it, after a turn that did the work. */
export function screenshotOfResult(
  message: string,
  sentences: readonly SentenceView[],
  facts: { readonly claimedDone: boolean; readonly askedForInput: boolean },
): Hit | null {
  if (!facts.claimedDone || facts.askedForInput || !LEADING_SCREENSHOT.test(message)) return null;
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length < 3 || ACK.has(toks[0]!.w)) return null;
  if (sentences.some((s) => s.question || [0, ...s.clauseStarts].some((at) => opensRequest(s, at)))) return null;
  if (toks.some((t) => REQUEST_OPENERS.has(t.w) || DESIGN.has(t.w))) return null;
  return { family: 'symptom', kind: 'loss', correction: false, words: toks[0]!.w, sentence: 0, index: 0 };
}
