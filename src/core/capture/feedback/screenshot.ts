// A screenshot pasted right after the work with a plain line on what it shows ("[Image #1] the
// totals column says NaN", "la carte est à l'envers [Image #2]"): the user shows what the work
// produced, and shows it because it is wrong. Not a design or a mockup to build from, not a
// question about it, not an order that comes with it.
import { opensRequest, REQUEST_OPENERS, type Hit, type SentenceView } from './families';

/** The placeholder a chat writes for a pasted image: "[Image #1]", "[Screenshot]". */
export const SCREENSHOT_PLACEHOLDER = String.raw`\[(?:image|screenshot|pasted image|capture)(?: #?\d+)?\]`;

// Pasted before the words or after them: "[Image #1] the table …", "the table … [Image #1]".
const SCREENSHOT_AT_AN_END = new RegExp(String.raw`^\s*${SCREENSHOT_PLACEHOLDER}|${SCREENSHOT_PLACEHOLDER}\s*$`, 'iu');
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

/** The message pairs a screenshot with a line on what it shows, after a turn that did the work. */
export function screenshotOfResult(
  message: string,
  sentences: readonly SentenceView[],
  facts: { readonly claimedDone: boolean; readonly askedForInput: boolean },
): Hit | null {
  if (!facts.claimedDone || facts.askedForInput || !SCREENSHOT_AT_AN_END.test(message)) return null;
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length < 3 || ACK.has(toks[0]!.w)) return null;
  if (sentences.some((s) => s.question || [0, ...s.clauseStarts].some((at) => opensRequest(s, at)))) return null;
  if (toks.some((t) => REQUEST_OPENERS.has(t.w) || DESIGN.has(t.w))) return null;
  return { family: 'symptom', kind: 'loss', correction: false, words: toks[0]!.w, sentence: 0, index: 0 };
}
