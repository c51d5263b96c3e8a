// Code-review remarks on the assistant's work, in the forms code hosts and reviewers use: a
// "suggestion" block, a "nit:" or "blocking:" remark, a remark the reviewer takes back, and a
// question marked as no request for change.
import { turnFacts, type ConversationContext } from '../conversation';
import type { FeedbackResult } from './detect';
import type { Hit } from './families';
import { saysTheRightWay } from './orders';

// A code host's suggested replacement: "```suggestion" opens the lines the reviewer would put instead.
const SUGGESTION_BLOCK = /```suggestion\b/i;
// A review remark's label at the start of the message or after a file reference:
// "nit:", "nit sur X :", "nit по !315:", "blocking:", "bloquant :", "request changes".
const REMARK_LABEL =
  /^(?:[^\n:]{0,60}:\s*)?(?:nit(?:pick)?|blocking|bloquant|блокер|блокирующее|request(?:ing)? changes)(?:\s+(?:on|in|sur|dans|по|в)\s+[^\s:]+)?\s*[:.—-]/iu;
// The reviewer takes the remark back: "… actually no, ignore that. No change.", "bon non, oublie,
// rien à changer", "а, нет, … Снимаю.".
const TAKEN_BACK =
  /(?<![\p{L}])(?:no change(?: needed)?|nothing to change|never ?mind|ignore (?:that|it|this)|forget (?:it|that)|scratch that|rien [àa] changer|aucun changement|pas de changement|oublie(?:[- ](?:le|[çc]a))?(?!\s+pas)|laisse tomber|снимаю|забудь|ничего не (?:меняй|менять)|менять ничего не)(?![\p{L}])/iu;
// A question the user says asks for no change: "non-blocking question", "not a change request",
// "par curiosité", "просто вопрос".
const ONLY_A_QUESTION =
  /(?<![\p{L}])(?:non-blocking question|not (?:asking for|a request for) (?:a )?change|not a change request|is not a change request|(?:just|only) (?:a )?question|out of curiosity|(?:pure|simple) curiosity|par curiosit[ée]|(?:juste|simple) (?:une )?question|pas une demande de (?:modification|changement)|просто вопрос|вопрос,? не замечание|не прошу (?:ничего )?менять|из любопытства)(?![\p{L}])/iu;

export type ReviewReading = { kind: 'remark'; hit: Hit } | { kind: 'taken-back' } | { kind: 'only-a-question' } | null;

/**
 * How a review remark on the work reads: a suggestion block or a labelled remark ("nit: …",
 * "blocking: …") is a loss, with its correction when it says what is right; a remark taken back
 * or a question marked as no request for change judges nothing.
 */
export function reviewRemark(text: string): ReviewReading {
  const label = REMARK_LABEL.exec(text.trim());
  const labelled = label !== null;
  // Taken back, the remark said nothing: "nit: … actually no, ignore that." Not "forget it, I'll
  // do it myself" or "still no change", which are no remarks.
  if (labelled && TAKEN_BACK.test(text)) return { kind: 'taken-back' };
  if (ONLY_A_QUESTION.test(text)) return { kind: 'only-a-question' };
  const suggestion = SUGGESTION_BLOCK.test(text);
  if (!suggestion && !labelled) return null;
  const correction = suggestion || saysTheRightWay(text) === 'order';
  const words = suggestion ? 'suggestion' : (label?.[0] ?? '').trim();
  return { kind: 'remark', hit: { family: 'review', kind: 'loss', correction, words, sentence: 0, index: 0 } };
}

/**
 * A suggestion block after the work is the reviewer's replacement for lines of it: a loss with its
 * correction, whatever the words around it say. Read on the message as written, since the block is
 * fenced and fenced text is set aside before the words are judged.
 */
export function withSuggestion(res: FeedbackResult, text: string, ctx: ConversationContext): FeedbackResult {
  const facts = turnFacts(ctx.before);
  if (!SUGGESTION_BLOCK.test(text) || !(facts.claimedDone || facts.toldUserToAct)) return res;
  if (res.feedback === 'loss' && res.correction) return res;
  return {
    ...res,
    feedback: 'loss',
    correction: true,
    families: [...new Set([...res.families, 'review' as const])],
    reasons: [...res.reasons, 'a suggestion block: the lines the reviewer would put instead'],
  };
}

/** The message takes its remark back or asks only a question: no verdict on the work, from any reader. */
export function asksForNoChange(text: string): boolean {
  const kind = reviewRemark(text)?.kind;
  return kind === 'taken-back' || kind === 'only-a-question';
}
