// "it's already installed" right after "install the client, then …": the user says the step the
// assistant told them to take was taken long ago, so the assistant worked from a wrong picture of
// their setup. A loss with a correction (the fact is the right version).
import { fold } from '../../text/normalize';
import type { AssistantTurnView } from '../conversation';
import type { Hit, SentenceView } from './families';

// A sentence of the turn that tells the user to do something ("install …", "you need to run …",
// "lance …", "il faut …", "установи …", "нужно …"). Folded text: no accents, lower case.
const TELLS_USER = new RegExp(
  String.raw`(?:^|[.!?:\n]\s*|\d\.\s*|[-*]\s+|\b(?:first|then|now|next|please|just),?\s+|\b(?:you(?:'ll| will)? (?:need|have|want) to|you (?:should|must|can)|make sure (?:to|you))\s+)` +
    String.raw`(?:install|run|open|restart|reboot|add|enable|create|set up|configure|download|go to|click|type|execute|start|launch|log ?in|sign in|update|upgrade|pull|clone)\b` +
    String.raw`|(?:^|[.!?:\n]\s*|\d\.\s*|[-*]\s+|\b(?:d'abord|puis|ensuite|il (?:te|vous) faut|tu dois|vous devez),?\s+)` +
    String.raw`(?:installe|lance|ouvre|redemarre|ajoute|active|cree|configure|telecharge|clique|tape|execute|demarre|connecte|mets a jour)` +
    String.raw`|(?<![\p{L}])(?:установи|запусти|открой|перезапусти|добавь|включи|создай|скачай|нажми|выполни|обнови|нужно|надо)`,
  'mu',
);

const ALREADY = new Set(['already', 'alredy', 'allready', 'deja', 'уже']);
const DENIAL = new Set(['not', 'no', 'never', 'pas', 'plus', 'jamais', 'не', 'нет', 'ни']);

/** The turn ends by telling the user to do something (its last few sentences). */
export function toldUserToAct(turn: AssistantTurnView | undefined): boolean {
  if (!turn) return false;
  const tail = fold(turn.text.replace(/```[\s\S]*?```/g, ' ').slice(-1200));
  return TELLS_USER.test(tail);
}

/**
 * A short statement with "already" and no denial, after a turn that told the user to act:
 * "already did that", "c'est déjà installé", "уже установлен". A question ("already done?") asks.
 */
export function alreadyDone(sentences: readonly SentenceView[], turn: AssistantTurnView | undefined): Hit | null {
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length > 10 || sentences.some((s) => s.question)) return null;
  const at = toks.findIndex((t) => ALREADY.has(t.w));
  if (at < 0 || toks.some((t) => DENIAL.has(t.w)) || !toldUserToAct(turn)) return null;
  return { family: 'already-so', kind: 'loss', correction: true, words: toks[at]!.w, sentence: 0, index: at };
}
