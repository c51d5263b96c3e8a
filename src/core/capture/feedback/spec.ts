// The requirement said again, right after the work: "the ticket says 30 days", "AC4: five
// digits", "comme indiqué dans mon premier message, …", "по WH-61 только за вчера", "My bookings
// is supposed to be by date". Citing the ticket or an earlier message, or saying what the work was
// meant to do, after the work is done, tells it missed the requirement: a loss, and what is right.
import { fold } from '../../text/normalize';
import { wholeHit, type Hit, type SentenceView } from './families';

// The ticket, the spec, its acceptance criteria, or the user's earlier message. Folded text.
const CITES_SPEC =
  /(?<![\p{L}])(?:the (?:ticket|spec|specs|issue|story|brief|requirements?)|acceptance criteri(?:a|on)|ac ?\d+|(?:see |in |read )?(?:my|the) (?:first|earlier|previous|original) (?:message|msg|request)|le ticket|la spec|les specs|le cahier des charges|(?:mon|le) premier message|comme (?:indique|dit|demande|precise)|crit[eè]res? d'acceptation|тикет\p{L}*|в тз|по тз|в задаче|критери\p{L}* при[её]мки|в (?:первом|моём|моем) сообщении)(?![\p{L}])/u;
// A ticket key as written: "RH-93", "PAD-11", "WH-54".
const TICKET_KEY = /(?<![\p{L}\p{N}-])\p{Lu}[\p{Lu}\p{N}]{1,9}-\d{1,6}(?![\p{L}\p{N}])/u;
// What the work was meant to do: "is supposed to be", "devait être", "должна была". Not "should",
// which also foretells ("it should pass now").
const MEANT_TO =
  /(?<![\p{L}])(?:(?:is|are|was|were) (?:supposed|meant) to|(?:devait|devaient|etait cense\p{L}*|etaient cense\p{L}*|est cense\p{L}*|sont cense\p{L}*)|(?:должна|должен|должно|должны) (?:была |был |было |были )?(?:быть|идти|выгружать\p{L}*))(?![\p{L}])/u;
// The next ticket opened, not this one reopened: "Ticket suivant, RH-93 : …", "now PAD-12: …",
// "here's the ticket", "continue on KM-23"; or the user's own plan ("I'll answer the issue").
const NEXT_ONE =
  /(?<![\p{L}])(?:next|now|here'?s|here is|continue|suivant\p{L}*|prochain\p{L}*|voila|voici|maintenant|continue[rz]?|следующ\p{L}*|дальше|теперь|вот|продолжай|i'?ll|i will|je vais|je serai|я (?:сам|закрываю|посмотрю))(?![\p{L}])/u;
// What a requirement that was missed sounds like: a limit, a negation, an addition ("only the
// month", "not 14", "also the reminder", "réservé aux admins", "только за вчера", "ещё сумма").
const LIMIT_OR_MISSING =
  /(?<![\p{L}])(?:only|not|no|also|too|instead|reserved|uniquement|seulement|pas|non|aussi|reserve\p{L}*|au lieu|только|не|нет|ещё|еще|тоже|вместо)(?![\p{L}])/u;
// Thanks or praise with the citation: it confirms ("that's WH-61 as written, thanks").
const THANKS = /(?<![\p{L}])(?:thanks?|thank you|merci|спасибо|parfait|perfect|great)(?![\p{L}])/u;

/**
 * After finished work, the requirement cited or said again. `praised`: a win was heard ("this is
 * what PAD-11 asks, thanks"): the citation confirms it.
 */
export function requirementRestated(text: string, sentences: readonly SentenceView[], praised: boolean): Hit | null {
  // A short reply, asking nothing: "does the ticket say anything about rain? can't remember" asks.
  if (praised || sentences.length > 4 || sentences.some((s) => s.question)) return null;
  if (sentences.reduce((n, s) => n + s.toks.length, 0) > 50) return null;
  const folded = fold(text);
  if (NEXT_ONE.test(folded) || THANKS.test(folded)) return null;
  const cited = CITES_SPEC.exec(folded)?.[0] ?? TICKET_KEY.exec(text)?.[0];
  const meant = MEANT_TO.exec(folded);
  // "it isn't supposed to have one", "его и не должно быть": what it should lack, already lacking.
  const negatedMeant = meant && /(?:not|n'|не)\s+(?:\p{L}+\s+){0,2}$/u.test(folded.slice(0, meant.index));
  if (cited && LIMIT_OR_MISSING.test(folded)) return wholeHit('loss', 'requirement-restated', cited, 0, true);
  if (meant && !negatedMeant) return wholeHit('loss', 'requirement-restated', meant[0], 0, true);
  return null;
}
