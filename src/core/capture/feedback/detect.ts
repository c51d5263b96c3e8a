// Win/loss detection of docs/seeds/002.md §2.1 on one user message, read in its conversation: praise versus
// criticism by families of phrasing (./families.ts), the short-message filter for mild praise,
// answers to the assistant's question (neutral), "nope" after the assistant said it was done
// (a loss), and corrections. Pure and fast: word classes compile once per patterns object.
import { messageShape, proseAroundPaste } from '../text';
import { fold, straightenQuotes } from '../../text/normalize';
import { wordCount } from '../../text/tokenize';
import { isStopword } from '../../text/stopwords';
import { contentWords } from '../../text/contentWords';
import { asksForInformation, offeredChoice, turnFacts, turnWords, type ConversationContext } from '../conversation';
import {
  BAD_RESULT,
  countThatStayed,
  echoesTheTurn,
  evenMeme,
  is,
  GOOD_STATE,
  TOO,
  Grammar,
  NOW,
  opensRequest,
  WORSE_STATE,
  wholeHit,
  whyNotOther,
  type Family,
  type Hit,
  type SentenceView,
  type TurnView,
} from './families';
import { anyIn, compileList, compilePatterns, matchAt, type CompiledPatterns } from './matcher';
import { requirementRestated } from './spec';
import { understatedComplaint } from './understated';
import { madeUpName } from './madeUp';
import { FOLLOWED_LEAD, ownWords, sentencesOf, userDid, type Tok } from './tokens';
import {
  alreadyDone,
  deniesAssumedTool,
  factAgainstGuess,
  missingWhatWasPromised,
  valueAgainstTurn,
} from './assumption';
import { answerReactions, preferredInstead } from './answer';
import {
  asksIfItFollowedItsPrompt,
  badNewsAboutOthers,
  deniesTheCause,
  EXCEPTION_NAME,
  approvesTheState,
  checkedAndApproved,
  goodThenBut,
  httpFailure,
  notThereYet,
  anotherPick,
  stateThenThanks,
  expectedCount,
  narrowedScope,
  ruYouDidNot,
  valueSetRight,
  whyTheChoice,
} from './afterWork';
import { SCREENSHOT_PLACEHOLDER, screenshotOfResult } from './screenshot';
import { reviewRemark } from './review';
import { removesUnaskedExtra, reversesChoice, turnAddedExtra, undidUsersChoice, undoesTurnVerb } from './reversal';
import type { FeedbackPatterns } from './vocabulary';

export type FeedbackKind = 'win' | 'loss' | 'neutral';

export interface FeedbackResult {
  feedback: FeedbackKind;
  correction: boolean;
  /** Human-readable reasons, in the order they were found (for --explain). */
  reasons: string[];
  /** The families that decided it. */
  families: Family[];
}

const grammars = new WeakMap<CompiledPatterns, Grammar>();
function grammarOf(c: CompiledPatterns): Grammar {
  let g = grammars.get(c);
  if (!g) grammars.set(c, (g = new Grammar(c.classes)));
  return g;
}

const ALTERNATIVE = new Set([
  'but',
  'actually',
  'instead',
  'rather',
  'mais',
  'plutot',
  'fait',
  'но',
  'а',
  'лучше',
  'вместо',
]);

const CLOSING =
  /(?<![\p{L}])(?:a (?:demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|bientot|plus tard|la semaine prochaine)|bonne soiree|bonne nuit|bon week-end|bonne fin de (?:journee|soiree|semaine)|ce sera tout|see you|see ya|good night|have a good|(?:that )?all for today|(?:done|enough|it|finished|stop|stop here|stop there) for (?:today|tonight|the day)|call it a (?:day|night)|(?:tout|assez|fini) pour (?:aujourdhui|ce soir)|на сегодня (?:вс[её]|хватит|закончим)|хватит на сегодня|до (?:завтра|понедельника|вторника|среды|четверга|пятницы|субботы|воскресенья|встречи|связи)|всем пока|пока|(?:talk|speak) (?:to you )?(?:tomorrow|soon|on monday|next week))(?![\p{L}])/u;
const NO_IDIOM = new Set([
  'worries',
  'worry',
  'problem',
  'prob',
  'probs',
  'biggie',
  'rush',
  'pressure',
  'stress',
  // "no idea which one", "no clue": not knowing, not refusing.
  'idea',
  'clue',
  'souci',
  'soucis',
  'probleme',
  'проблем',
]);
/** "no worries", "pas de souci", "нет проблем": the word after the first one (or after "de") is an idiom's. */
const noIdiomAfterFirst = (first: readonly Tok[]) =>
  NO_IDIOM.has(first[1]?.w ?? '') || (first[1]?.w === 'de' && NO_IDIOM.has(first[2]?.w ?? ''));

// The first word of the user's own words (what sentencesOf reads first) is one of the openers.
const NO_OPENER = /^[^\p{L}\p{N}]*(?:no|pas|aucun|нет|без)(?![\p{L}\p{N}])/iu;
/** "pas de problème", "no problem", "нет проблем": the message opens by acknowledging, whatever follows. */
export function acknowledgesNoProblem(message: string): boolean {
  // Most messages open on another word: no need to read them.
  if (!NO_OPENER.test(ownWords(message))) return false;
  const first = sentencesOf(message)[0]?.toks ?? [];
  return ['no', 'pas', 'aucun', 'нет', 'без'].includes(first[0]?.w ?? '') && noIdiomAfterFirst(first);
}
const EXASPERATED = /[^\s?!]\s*(?:\?\s*\?|\?!|!\?)/u;
const NOT_HOW_IT_WORKS = /how it works|comme ca que ca|так работает/u;
const NEXT_ORDER_FAMILIES: ReadonlySet<Family> = new Set(['not-x-but-y', 'symptom', 'persistence']);
// What the user says the state is: after the work, "as expected" makes it the state wanted.
const STATE_FAMILIES: ReadonlySet<Family> = new Set(['symptom', 'lost-feature', 'persistence']);
// What "as expected" takes back: "got its 409, like it should" is the error wanted.
const EXPECTED_FAMILIES: ReadonlySet<Family> = new Set([...STATE_FAMILIES, 'error-report']);
const AS_EXPECTED = compileList([
  'as expected',
  'as it should be',
  'like it should be',
  // "capacities went 7→6 like they should": the state the user checked is the one wanted.
  'like it should',
  'like they should',
  'as it should',
  'as they should',
  'as intended',
  'comme prevu',
  'comme il se doit',
  'как и должно',
  'как и должны',
  'comme il faut',
  'comme attendu',
  'так и должно быть',
  'как и должно быть',
  'как и ожидалось',
  'как положено',
]);
// The turn foretells a failure: a test written first, a check meant to go red ("it should fail
// until …", "doit échouer", "должен упасть"). Folded text.
const PREDICTS_FAILURE =
  /(?<![\p{L}])(?:(?:should|will|must|is expected to) fail|fails? first|test first|red first|(?:should|will) (?:be|go|stay) red|doit (?:echouer|planter|etre rouge)|va (?:echouer|planter)|(?:devrait|doivent) (?:echouer|planter)|(?:должен|должна|должно|должны) (?:упасть|падать|быть красн\p{L}*)|упад[её]т)(?![\p{L}])/u;
// What confirms the foretold failure: "as expected", "like you said", "comme prévu", "как ты и говорил".
const AS_FORETOLD = compileList([
  'as expected',
  'like you said',
  'as you said',
  'as predicted',
  'comme prevu',
  'comme tu disais',
  "comme tu l'as dit",
  'comme annonce',
  'как и ожидалось',
  'как ты и говорил',
  'как ты и сказал',
  'как и говорил',
]);
// A yes that opens the answer to the turn's question ("yes please, …", "oui, …").
const YES_LEAD = new Set(['yes', 'yeah', 'yep', 'oui', 'ouais', 'да', 'ага']);

/** A negation, a failure or a problem word in the sentence: bad news, whatever came before. */
function badNewsIn(s: SentenceView, c: CompiledPatterns): boolean {
  const t = s.toks;
  // "not too much, perhaps half": a negated excess measures what is asked, it is no bad news.
  const negation = t.some(
    (_, k) =>
      matchAt(t, k, c.classes.negator) > 0 && !matchAt(t, k + 1, c.classes.excess) && !TOO.has(t[k + 1]?.w ?? ''),
  );
  // "list works. the payload column is empty": a result that came out empty or wrong.
  return (
    negation ||
    anyIn(t, c.classes.breakage, 0, t.length) ||
    anyIn(t, c.classes.problem, 0, t.length) ||
    t.some((x) => BAD_RESULT.test(x.w))
  );
}

const EVEN = new Set(['even', 'meme', 'вообще']);
const SHOULD_NOT =
  /(?:^|\s)(?:it|this|that|they|ca|cela|il|elle|это|оно)\s+(?:should only|should not|ne devrait|devrait pas|devrait que|не (?:должен|должн\p{L}*))(?![\p{L}])/u;

/** "it should not crash", "ça ne devrait pas planter", "не должно падать": only the breakage denied. */
function shouldNotBreak(t: readonly Tok[], c: CompiledPatterns): boolean {
  const at = t.findIndex((x) => /^(?:should|devrait|долж(?:ен|н))/u.test(x.w));
  return at >= 0 && [1, 2].some((k) => matchAt(t, at + k, c.classes.breakage) > 0);
}

const AGREEMENT = new Set([
  'fine',
  'ok',
  'okay',
  'good',
  'right',
  'alright',
  'bien',
  'parfait',
  'daccord',
  'норм',
  'нормально',
  'хорошо',
  'ладно',
]);

/** What picks one of the options the assistant offered before it did anything: "I meant X", "not A, B". */
const CHOICE_LOSSES: ReadonlySet<Family> = new Set(['meant', 'not-x-but-y']);

/** Families that report a failure: feedback only when the failure follows the assistant's work. */
const FAILURE_FAMILIES: ReadonlySet<Family> = new Set([
  'negated-function',
  'no-effect',
  'persistence',
  'breakage',
  'error-report',
  'lost-feature',
  'symptom',
]);
// Beside the failure families, what "not your fault" also takes back: the judgement of a problem
// that was already there, "it skips …", "3x too much", and "can we do X instead" proposed for that old problem.
const OLDER_PROBLEM_FAMILIES: ReadonlySet<Family> = new Set(['judgement', 'omission', 'not-x-but-y', 'excess']);
// Face-palm, eye-roll, unamused, angry: exasperation, whatever the words say.
// 🤦 🙄 😒 😤 😡 🤬 🙃 😑 🫠
const EXASPERATION =
  /\u{1F926}|\u{1F644}|\u{1F612}|\u{1F624}|\u{1F621}|\u{1F92C}|\u{1F643}|\u{1F611}|\u{1FAE0}|\u{1F62C}/u;
// The turn says what it is about to change: "Next I'll drop …", "je vais supprimer …", "сейчас удалю …".
const ANNOUNCES_CHANGE =
  /(?<![\p{L}])(?:i'll|i will|i'm going to|next i|let me|now i|je vais|je m'occupe|j'enchaine|я сейчас|сейчас (?:я )?\p{L}+(?:у|ю)|давай я)(?![\p{L}])/iu;
// The user frames their own attempt: "I'm trying to …", "when I …", "j'essaie de …", "я пытаюсь …".
const ATTEMPT =
  /(?<![\p{L}])(?:i(?:'m| am)? try(?:ing)? to|i tried to|when i|whenever i|i want to|i'd like to|j'essaie|j'ai essaye|j'ai essayé|quand je|lorsque je|je voudrais|я пытаюсь|я пробую|когда я|хочу)(?![\p{L}])/iu;

const REASON: Record<Family, string> = {
  'negated-function': 'says something does not work / show / load',
  'no-effect': 'says the change had no effect',
  persistence: 'says the problem is still there',
  breakage: 'says something broke, crashes or got worse',
  'error-report': 'reports an error after the assistant’s work',
  looping: 'says the assistant is going in circles',
  undo: 'asks to undo or go back',
  meant: 'says what they meant or said before',
  'not-x-but-y': 'says "not this but that"',
  'pointed-question': 'questions what the assistant did',
  omission: 'points out something the assistant forgot or did not do',
  'lost-feature': 'says something is gone',
  judgement: 'judges the result negatively',
  confusion: 'says the answer was not understood',
  inability: 'cannot use what was given',
  dislike: 'does not like the result',
  'actual-value': 'gives the right value instead',
  symptom: 'describes what went wrong after the assistant’s change',
  excess: 'says the result is more than was needed',
  understatement: 'says, without a word of failure, that it is not what was wanted',
  'requirement-restated': 'says again what the ticket or an earlier message asked, after the work',
  exasperation: 'exasperation (face-palm, eye-roll)',
  'made-up': 'says what the assistant named does not exist (made up)',
  regression: 'says it worked before the change: a regression',
  'you-did': 'points flatly at what the assistant did',
  sarcasm: 'praise, then "now" and a state no one wants: sarcasm',
  'stop-doing': 'asks the assistant to stop doing something',
  redo: 'asks to redo what was delivered',
  'already-so': 'says the step the assistant asked for was already taken: it assumed wrong',
  reversal: 'takes back a choice the assistant made on its own',
  'wrong-setup': 'says it does not use what the assistant assumed',
  'negated-praise': 'faint or negated praise',
  disagreement: 'disagrees with what the assistant said',
  agreement: 'agrees with what the assistant said',
  praise: 'praise',
  'weak-praise': 'mild approval in a short message',
  thanks: 'thanks in a short message',
  'works-now': 'says it works',
  solved: 'says it is solved',
  'extra-praise': 'praise phrase from .act/feedback-patterns.json',
  'extra-criticism': 'criticism phrase from .act/feedback-patterns.json',
  'extra-correction': 'correction phrase from .act/feedback-patterns.json',
  review: 'a review remark on the work ("nit: …", a suggestion block)',
};

// Lines of output that say a run failed: FAILED, ✖ 3 problems, Traceback, "Error:", "exit status 2",
// a Go panic, a crash signal, "fatal:", "could not find", "No such file".
const FAILING_OUTPUT =
  /(?:^|\s)(?:FAILED|FAIL|✖|✗|×|Traceback \(most recent call last\)|(?:[A-Z][A-Za-z]*)?(?:Error|Exception|Conflict):|Error (?:while|in|during|at) |(?:a nil|null|undefined) value|[Cc]annot read propert|is not (?:defined|a function)|error(?:\[E\d+\])?:|fatal:|panic:|SIG(?:SEGV|ABRT|KILL)|[Ss]egmentation fault|could not (?:find|resolve|open|connect)|No such file|[Pp]ermission denied|command not found|(?<!\d)[1-9]\d* (?:failed|errors?|problems?)\b|exit (?:code|status) [1-9]|panicked at|\*\*\* \[[^\]]*\] Error \d+|HTTP\/[\d.]+ [45]\d\d\b|(?:GET|POST|PUT|PATCH|DELETE) \S+ [45]\d\d\b|undefined (?:function|method|variable|index|constant))/u;

// The assistant said it runs clean: "all tests pass", "lint errors are fixed", "should work now".
const SUCCESS_CLAIM =
  /(?<![\p{L}])(?:pass(?:es|ing)?|green|fixe[ds]|works|should (?:now )?work|resolved|clean|passent|passe|corrig\p{L}*|fonctionne|r[ée]solu\p{L}*|проход\p{L}*|работает|исправ\p{L}*|починил\p{L}*)(?![\p{L}])/iu;

/**
 * "hmm" + the lint output that still fails, "pourtant :" + a failing test, right after "all tests
 * pass": the user lets the output contradict the claim. Not when the assistant asked for the
 * output, nor when the user asks about it.
 */
/**
 * The order itself when a message opens by dictating items to be written down ("add to the
 * backlog: …", "mets à jour la todo list avec : …", "запиши в заметки: …"), else null.
 */
function dictatedAfter(text: string): string | null {
  const colon = text.indexOf(':');
  if (colon < 0 || colon > 120) return null;
  const lead = text.slice(0, colon).toLowerCase().trim();
  if (!WRITE_DOWN.test(lead) || /[.!?]\s/.test(lead)) return null;
  return text.slice(colon + 1).trim() ? text.slice(0, colon) : null;
}

// A verb of writing something down, opening the message (after an optional "ok," / "bon").
const WRITE_DOWN =
  /^(?:(?:ok|okay|bon|alors|ок|ладно)[,.]?\s+)?(?:add|append|write|note|update|record|list|ajoute|rajoute|[ée]cris|note|notes|mets|met|compl[èe]te|inscris|добавь|допиши|запиши|внеси|обнови)(?![\p{L}])[^:]*(?<![\p{L}])(?:to|in|into|with|à|au|aux|dans|avec|в|во)(?![\p{L}])/u;

export function failingPasteAfterClaim(text: string, patterns: FeedbackPatterns, ctx: ConversationContext): boolean {
  // The paste first: most messages have none, and the turn is long to read.
  const fenced = [...text.matchAll(/```[\s\S]*?(?:```|$)/g)].map((m) => m[0]);
  // Without a fence, a paste starts at a shell prompt or a log line ("$ make test", "panic: …").
  const pasted = fenced.length ? fenced : unfencedPaste(text);
  if (!pasted.length || !pasted.some((f) => FAILING_OUTPUT.test(f))) return false;
  // The test written first fails, as the turn said it would.
  if (PREDICTS_FAILURE.test(fold(ctx.before?.text ?? ''))) return false;
  const facts = turnFacts(ctx.before);
  // After a claim that it runs clean, or after a change the assistant made (an edit, a deploy).
  if (!facts.claimedDone || facts.askedForInput || !(facts.changed || SUCCESS_CLAIM.test(ctx.before?.text ?? '')))
    return false;
  const prose = pasted.reduce((t, f) => t.replace(f, ' '), text).trim();
  // A paste with no word of the user is not judged (test/eval/README.md): nothing was said.
  if (prose.includes('?') || wordCount(prose) < 1 || wordCount(prose) > 8) return false;
  // "это с утра так, ещё до тебя", "in the log forever": older than the work, or not its doing.
  const own = sentencesOf(prose).flatMap((x) => x.toks);
  return !anyIn(own, compilePatterns(patterns).classes.unrelated, 0, own.length);
}

/** The pasted part of a message with no fence: from its first log or prompt line to the blank line after. */
function unfencedPaste(text: string): string[] {
  const paragraphs = text.split(/\n\s*\n/);
  return paragraphs.filter((p) => p.includes('\n') && p.split('\n').some((l) => LOG_START.test(l)));
}

// "here is the log. thanks": the user hands something over; the thanks is politeness.
const HANDS_OVER = new Set(['here', 'heres', 'attached', 'voici', 'voila', 'ci-joint', 'вот', 'держи']);

const SCREENSHOT = new RegExp(SCREENSHOT_PLACEHOLDER, 'giu');

// The assistant's work of an earlier session, named with when it was done.
const EARLIER_WORK = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:yesterday|last night|this morning|last week)'?s? (?:fix|change|changes|deploy|deployment|update|release|migration|script|cron|job)|` +
    String.raw`(?:you|we) (?:set up|made|added|wrote|changed|fixed|did|built|deployed|pushed|installed|configured|created|merged|scheduled)\b[^.!?]{0,40}?\b(?:yesterday|last night|last time|last week|this morning|the other day)|` +
    String.raw`(?:le|la|les|ton|ta|tes) [\p{L}-]+ d'hier(?: soir| matin)?|(?:tu as|t'as|vous avez|on a) [\p{L}-]+ [^.!?]{0,30}?hier|` +
    String.raw`вчерашн\p{L}+ (?:фикс|деплой|изменени\p{L}*|правк\p{L}*|скрипт|релиз|миграци\p{L}*|крон)|(?:ты|вы|мы) вчера \p{L}+)(?![\p{L}])`,
  'u',
);
// Orders that redirect a proposal ("no, run it on dev"); not "leave it" or "wait", which hold it back.
const REDIRECT = new Set([
  'run',
  'use',
  'point',
  'put',
  'target',
  'deploy',
  'send',
  'lance',
  'utilise',
  'mets',
  'pointe',
  'envoie',
  'deploie',
  'запусти',
  'используй',
  'направь',
  'отправь',
  'задеплой',
  'катни',
]);

const STOP_LEAD =
  /^(?:(?:wait|hold on|attends|подожди|погоди)[\s,.!]+)?(?:stop|halt|arr[êe]te|stoppe|стоп|стой|остановись)(?:\s+(?:stop|стоп))?\s*[,.!:;]+\s*/iu;

const BARE_STOP = /^(?:stop|halt|arr[êe]te|stoppe|стоп|стой|остановись)(?:\s+(?:stop|стоп))?[\s.!]*$/iu;

/**
 * The message halts the assistant ("stop!", "arrête,", "стоп.") after it changed or ran something,
 * with a reason, or bare while it is still at it; "stop the server" is an order, and a bare "stop" to
 * a change only announced ("next I'll run the formatter on src/") declines a plan.
 */
function interruptsWithReason(
  text: string,
  sentences: readonly SentenceView[],
  facts: { changed: boolean; claimedDone: boolean },
  turnText = '',
): boolean {
  if (BARE_STOP.test(text.trim())) return facts.changed && !ANNOUNCES_CHANGE.test(turnText.slice(-300));
  const lead = STOP_LEAD.exec(text.trim());
  if (!lead || !(facts.changed || facts.claimedDone)) return false;
  const rest = text.trim().slice(lead[0].length);
  if (CLOSING.test(fold(text)) || sentences.every((s) => s.question)) return false;
  return rest.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 3;
}

// A line comment ("discards.ts L18:", "mensuel.py l.34", "Splitter.kt:41 —", "main.py line 33:") or a nit.
const LINE_COMMENT =
  /^\s*`?[\w./-]+\.[a-z]{1,5}`?(?:\s*(?:L|l\.\s?|line\s+|ligne\s+|строка\s+|стр\.\s?)\d+|:\d+)(?![\w.])/u;
// "L42 in lib/csv.ts:", "L40:", "L12 looks like …": a line number alone opens the comment too.
const LINE_ONLY = /^\s*L\d+(?:-L?\d+)?(?:\s+(?:in|of|dans|de|в)\s+`?[\w./-]+\.[a-z]{1,5}`?)?(?![\w.])/u;
const NIT = /^\s*(?:nit(?:pick)?|petit d[ée]tail|нит|мелочь)\s*[:,]/iu;
// A review comment that asks: a reproach only when it asks whether it is meant, or why.
const REPROACHING_QUESTION =
  /(?<![\p{L}])(?:intended|on purpose|deliberate|why|voulu|expr[eè]s|pourquoi|задумано|специально|зачем|почему)(?![\p{L}])/iu;
const ORDER_AFTER =
  /(?:^|[.:;,—]\s*)(?:make|use|return|put|move|rename|add|remove|drop|skip|keep|write|fais|mets|utilise|renomme|ajoute|enl[eè]ve|retire|garde|отдавай|верни|добавь|убери|переименуй|сделай|используй|вынеси)(?![\p{L}])/iu;

function reviewComment(text: string): Hit | null {
  const lead = LINE_COMMENT.exec(text) ?? LINE_ONLY.exec(text) ?? NIT.exec(text);
  if (!lead) return null;
  const rest = text.slice(lead[0].length).replace(/^[\s:—–-]+/u, '');
  if (rest.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 3) return null;
  if (/\?\s*$/.test(rest) && !REPROACHING_QUESTION.test(rest)) return null;
  return {
    family: 'judgement',
    kind: 'loss',
    correction: ORDER_AFTER.test(rest),
    words: lead[0].trim(),
    sentence: 0,
    index: 0,
  };
}

/** After "no": a clause that orders the same act another way, and no plan of the user's own. */
function redirectsProposal(sentences: readonly SentenceView[], refuses: number): boolean {
  const all = sentences.flatMap((s) => s.toks);
  // "no, I'll run it myself", "no, run it tomorrow": the user's own plan, or only later.
  if (all.slice(refuses).some((t) => FIRST_PERSON_WORDS.has(t.w) || LATER.has(t.w))) return false;
  return sentences.some((s, n) =>
    s.clauseStarts.some((k) => (n > 0 || k >= refuses) && REDIRECT.has(s.toks[k]?.w ?? '')),
  );
}
const LATER = new Set([
  'later',
  'tomorrow',
  'tonight',
  'monday',
  'demain',
  'tard',
  'soir',
  'lundi',
  'завтра',
  'позже',
  'потом',
  'вечером',
]);
const FIRST_PERSON_WORDS = new Set(['i', 'ill', 'je', "j'", 'я', 'moi', 'myself', 'сам', 'сама']);

/** What an opening about earlier work is judged against: the work, claimed done. */
const EARLIER_SESSION = { text: 'Done: the work of the previous session.' };

const EVERYWHERE = new Set(['everywhere', 'partout', 'везде', 'всюду']);

const LOG_START =
  /^\s*(?:\$ |> |[\w.-]+@[\w.-]+.*[$#%] |panic:|fatal:|error(?:\[E\d+\])?:|Traceback|\[?\d{2}:\d{2}:\d{2})/i;

export function detectFeedback(
  message: string,
  patterns: FeedbackPatterns,
  ctx: ConversationContext = {},
): FeedbackResult {
  // "[Image #1] where's the pager?": the placeholder of a pasted screenshot is not the user's words.
  const text = message.replace(SCREENSHOT, ' ').trim() || message;
  const res: FeedbackResult = { feedback: 'neutral', correction: false, reasons: [], families: [] };
  const shape = messageShape(text);
  if (shape !== 'conversation') {
    // A paste is not feedback; what the user wrote around it may be ("still failing:" + the log).
    const prose = proseAroundPaste(text);
    if (!prose) {
      res.reasons.push(
        shape === 'log' ? 'pasted log or command output: not feedback' : 'long pasted document: not feedback',
      );
      return res;
    }
    const own = detectFeedback(prose, patterns, ctx);
    own.reasons.unshift(`judged on the words around the pasted ${shape === 'log' ? 'output' : 'document'}`);
    return own;
  }
  // "update the todo list with: + … + …": what follows the colon is dictated, not said about the work.
  const dictation = dictatedAfter(text);
  if (dictation) {
    const own = detectFeedback(dictation, patterns, ctx);
    own.reasons.unshift('judged on the order before the colon: what follows is dictated content');
    return own;
  }
  const followsAnswer = ctx.followsAnswer ?? true;
  if (!followsAnswer) {
    // "the cron you set up last night fired twice", "вчерашний фикс не помог": an opening that
    // reports on the assistant's work of an earlier session is judged as if it followed that work.
    if (EARLIER_WORK.test(fold(text))) {
      const own = detectFeedback(message, patterns, { before: EARLIER_SESSION, followsAnswer: true });
      own.reasons.unshift('opening message about the assistant’s work of an earlier session');
      return own;
    }
    res.reasons.push('opening message of a conversation: a problem described here is a request, not feedback');
    return res;
  }
  const c = compilePatterns(patterns);
  const g = grammarOf(c);
  const split = sentencesOf(text);
  const sentences: SentenceView[] = split.map((s, n) => ({ ...s, n, of: split.length }));
  const facts = turnFacts(ctx.before);
  if (!sentences.length) return emojiOnly(res, text, facts.claimedDone);
  const all = sentences.flatMap((s) => s.toks);

  // An answer to the assistant's question is not a judgement of its work.
  const bare = onlyAnswerWords(all, c);
  const first = sentences[0]!.toks;
  // Spoken Russian says "не," for "no,": "не, сделай через systemd".
  // "no worries", "pas de souci", "no problem": an idiom, not a refusal.
  const noIdiom = noIdiomAfterFirst(first);
  const refusal = noIdiom
    ? 0
    : matchAt(first, 0, c.classes.refusal) || (first[0]?.w === 'не' && sentences[0]!.clauseStarts.includes(1) ? 1 : 0);
  // "no errors now", "no duplicates": "no" that opens the noun of a fault says it is absent; "no, errors" refuses.
  const refuses =
    refusal && !sentences[0]!.clauseStarts.includes(refusal) && matchAt(first, refusal, c.classes.problem) > 0
      ? 0
      : refusal;
  // "nope" to "does it work now?": the answer is that the fix failed.
  // "нет, ни одного", "no, none", "non, rien": a "no" made stronger is still the answer to "does it work?".
  const emphaticNo = !!refuses && all.slice(refuses).every((t) => NO_AT_ALL.has(t.w) || ANSWER_FILLER.has(t.w));
  if (facts.asked && (bare || emphaticNo) && refuses && facts.askedIfItWorks) {
    res.reasons.push('answers "no" to whether the fix works: a loss');
    return { ...res, feedback: 'loss', families: ['negated-praise'] };
  }
  // "non merci", "нет, спасибо", "no, that's fine" to "want me to also …?": a polite decline.
  const declines =
    !!refuses &&
    !facts.askedIfItWorks &&
    all.length - refuses <= 3 &&
    all
      .slice(refuses)
      .every(
        (t, k, rest) => ANSWER_FILLER.has(t.w) || matchAt(rest, k, c.classes.thanks) > 0 || DECLINE_FILLER.has(t.w),
      );
  if (facts.asked && (bare || declines)) {
    res.reasons.push(
      refuses
        ? 'declines what the assistant offered: an answer, not feedback'
        : 'answers the assistant’s question: not praise',
    );
    return res;
  }

  const trimmed = text.trim();
  const shortMessage = wordCount(trimmed) <= c.shortMessage.maxWords && trimmed.length <= c.shortMessage.maxChars;
  const lead = sentences[0]!;
  // The lead clause ends at a comma or where a new request starts ("looks great can we add …").
  const requestAt = lead.toks.findIndex((_, i) => i > 0 && matchAt(lead.toks, i, c.classes.requestLead) > 0);
  const leadEnd = Math.min(lead.clauseStarts[1] ?? lead.toks.length, requestAt > 0 ? requestAt : lead.toks.length);
  const leadShort = !lead.question && leadEnd <= c.shortMessage.maxWords;
  // "tried it on the big org, 3.8k rows. thanks" / "v2 done, eval 3.78. nice!": a last word of thanks
  // or praise, after the user checked the result of the work, acknowledges it.
  // "… I checked 3 rows. Thank you very much!", "… where they should be, thx": a short thanks ends the report.
  const closing = (sentence: number, index = 0) =>
    sentence === sentences.length - 1 &&
    (sentence > 0 ? sentences[sentence]!.toks.length <= 4 : lastClauseFrom(sentences[sentence]!, index) <= 3) &&
    facts.claimedDone &&
    !facts.askedForInput &&
    !sentences.some((x) => x.question || opensRequest(x, 0) || HANDS_OVER.has(x.toks[0]?.w ?? ''));
  const short = (sentence: number, index: number) =>
    shortMessage || (leadShort && sentence === 0 && index < leadEnd) || closing(sentence, index);

  const hits: Hit[] = [];
  // The turn's words are read only by the few families that compare with it (cached per turn).
  const turn: TurnView = {
    // Steps the user was told to take ("restart it, then reload") are work whose result comes next.
    afterWork: facts.claimedDone || facts.toldUserToAct,
    // Not "Next I'll drop the table": a change announced is work that "leave it" stops.
    noWork:
      ctx.before !== undefined &&
      !facts.claimedDone &&
      !facts.toldUserToAct &&
      !ANNOUNCES_CHANGE.test(ctx.before.text.slice(-600)),
    asked: facts.asked,
    denied: TURN_DENIES.test(ctx.before?.text ?? ''),
    get said() {
      return turnWords(ctx.before);
    },
  };
  // "nickel. maintenant la pagination …": after a sentence of praise alone, "now X" is the next order.
  const praiseAt = sentences.findIndex(
    (s) =>
      !s.question &&
      ((s.toks.length <= 3 &&
        (anyIn(s.toks, c.classes.praise, 0, s.toks.length) ||
          anyIn(s.toks, c.classes.weakPraise, 0, s.toks.length) ||
          anyIn(s.toks, c.classes.success, 0, s.toks.length))) ||
        // "ah oui bien vu le bootstrap.": a short sentence that opens on praise.
        (s.toks.length <= 6 && anyIn(s.toks, c.classes.praise, 0, 3))),
  );
  if (praiseAt >= 0) for (const s of sentences.slice(praiseAt + 1)) s.afterPraise = true;
  // "the robot goes straight now, very smooth. Really good job.": short praise or thanks at the end
  // says the statements before it are good news.
  const last = sentences[sentences.length - 1]!;
  if (
    sentences.length > 1 &&
    !last.question &&
    // One word ("great.") after a "now" statement is as often irony: it decides nothing here; a
    // lone "Thanks." is not.
    ((last.toks.length >= 2 &&
      last.toks.length <= 8 &&
      !anyIn(last.toks, c.classes.negator, 0, last.toks.length) &&
      (anyIn(last.toks, c.classes.praise, 0, last.toks.length) ||
        anyIn(last.toks, c.classes.weakPraise, 0, last.toks.length) ||
        anyIn(last.toks, c.classes.thanks, 0, last.toks.length))) ||
      (last.toks.length === 1 && matchAt(last.toks, 0, c.classes.thanks) > 0))
  )
    for (const s of sentences.slice(0, -1)) s.beforePraise = true;
  // "ok.", "Ah ok.", "смержил.", "pushed.": an acknowledgement or a one-word status before the next order.
  const ackAt = sentences.findIndex(
    (s) =>
      s.toks.length > 0 &&
      !s.question &&
      (onlyAnswerWords(s.toks, c) ||
        (s.toks.length === 1 && /^(?:[a-z]{3,}ed|[а-яё]{3,}(?:л|ла|ли))$/u.test(s.toks[0]!.w))),
  );
  if (ackAt >= 0) for (const s of sentences.slice(ackAt + 1)) s.afterAck = true;
  for (const s of sentences) hits.push(...g.losses(s, turn));
  for (const s of sentences) hits.push(...g.wins(s, short));
  hits.push(...extraHits(c, sentences));
  // "… Thank you, that was the last thing on the list.": thanks for what was done, however long the message.
  if (turn.afterWork)
    for (const s of sentences)
      if (!s.question && THANKED_FOR_IT.test(s.toks.map((x) => x.w).join(' ')))
        hits.push(wholeHit('win', 'thanks', s.toks[0]!.w, s.n));
  const reactions = answerReactions(sentences, turn, c);
  hits.push(...reactions);
  // "you were right: the cookie is gone from the log", "ты прав, два маяка висят рядом": the states
  // told with the agreement confirm what the turn said, they are no failures of the work.
  if (reactions.some((h) => h.family === 'agreement'))
    for (let k = hits.length - 1; k >= 0; k--) if (FAILURE_FAMILIES.has(hits[k]!.family)) hits.splice(k, 1);
  // "pourquoi pas format_datetime ? il est déjà installé": the other way, and that it is there already.
  // ("why not a tar.gz?" alone stays a question.)
  if (turn.afterWork && ALREADY_THERE.test(text))
    for (const s of sentences)
      if (s.question && whyNotOther(s.toks))
        hits.push({ family: 'not-x-but-y', kind: 'loss', correction: true, words: 'why not', sentence: s.n, index: 0 });
  // "im an idiot 🤦 docker wasnt even running": the face-palm is at the user's own slip.
  if (EXASPERATION.test(text) && ctx.before !== undefined && !anyIn(all, c.classes.ownMistake, 0, all.length)) {
    // A face-palm or an eye-roll takes back any praise around it ("great, now every route is public 🙃").
    for (let k = hits.length - 1; k >= 0; k--) if (hits[k]!.kind === 'win') hits.splice(k, 1);
    hits.push({
      family: 'exasperation',
      kind: 'loss',
      correction: false,
      words: EXASPERATION.exec(text)![0],
      sentence: 0,
      index: 0,
    });
  }
  hits.push(...approvalHits(sentences, c, turn.afterWork, text));
  if (facts.claimedDone && asksAgain(text, ctx.previousRequest))
    hits.push({
      family: 'redo',
      kind: 'loss',
      correction: false,
      words: 'the same request again',
      sentence: 0,
      index: 0,
    });
  if (ctx.before !== undefined) sarcasticPraise(hits, sentences, c);
  praiseOfSomethingElse(hits, sentences);
  sameAsTheUsersCount(hits, sentences, facts.claimedDone);
  const madeUp = madeUpName(text, ctx.before?.text);
  if (madeUp) hits.push(madeUp);
  if (facts.claimedDone) hits.push(...afterWorkHits(sentences, c, shortMessage, text, facts.asked));
  // "why is date-fns even in there", "pourquoi t'as même …", "зачем вообще …": doubt, after the work.
  if (
    facts.claimedDone &&
    sentences.some((s) => matchAt(s.toks, 0, c.classes.why) > 0 && s.toks.some((t) => EVEN.has(t.w)))
  )
    hits.push({
      family: 'pointed-question',
      kind: 'loss',
      correction: false,
      words: 'why … even',
      sentence: 0,
      index: 0,
    });
  // "it should only be there when logged in", "ça devrait pas …", "не должно …": not what the work does.
  if (facts.claimedDone) {
    const at = sentences.findIndex((s) => !s.question && SHOULD_NOT.test(s.toks.map((t) => t.w).join(' ')));
    if (at >= 0)
      hits.push({
        family: 'symptom',
        kind: 'loss',
        // "it shouldn't crash" names no right behaviour beyond the failure; "it should only show X" does.
        correction: !shouldNotBreak(sentences[at]!.toks, c),
        words: 'should only / should not',
        sentence: at,
        index: 0,
      });
  }
  const RECALL =
    /^(?:do you |you )?remember (?:the|that|when|how)|^(?:tu te (?:souviens|rappelles)|vous vous souvenez)|^помнишь/u;

  // "did both, nothing": after a change, or after steps the user was told to take.
  const nothing = facts.claimedDone || facts.toldUserToAct ? DID_IT_NOTHING.exec(fold(text)) : null;
  if (nothing)
    hits.push({
      family: 'no-effect',
      kind: 'loss',
      correction: false,
      words: nothing[0].trim(),
      sentence: 0,
      index: 0,
    });
  if (facts.claimedDone && !hits.some((h) => h.kind === 'loss')) hits.push(...goodNewsNow(sentences, c, turn));
  hits.push(...challengeHits(sentences, facts.claimedDone));
  // "already did that" after "run ssh-add": not the assistant looping, the user's setup misread.
  const already = hits.some((h) => h.kind === 'loss' && h.family !== 'looping')
    ? null
    : alreadyDone(sentences, ctx.before);
  if (already) hits.splice(0, hits.length, ...hits.filter((h) => h.family !== 'looping'), already);
  const denied = hits.some((h) => h.kind === 'loss') || !ctx.before ? null : deniesAssumedTool(text, turn);
  if (denied) hits.push(denied);
  // "запускаю … — ModuleNotFoundError: No module named …": an exception named right after a change.
  if (!hits.length && facts.changed && all.length <= 24 && !sentences.some((s) => s.question)) {
    const error = all.find((t) => EXCEPTION_NAME.test(t.w));
    if (error && !anyIn(all, c.classes.unrelated, 0, all.length)) hits.push(wholeHit('loss', 'error-report', error.w));
  }
  const fact = hits.length
    ? null
    : (factAgainstGuess(sentences, ctx.before) ??
      valueAgainstTurn(sentences, ctx.before, facts) ??
      valueSetRight(text, sentences, ctx.before?.text, facts, c, checkVerbAt(sentences[0]!.toks) >= 0) ??
      missingWhatWasPromised(sentences, ctx.before, facts) ??
      screenshotOfResult(message, sentences, facts));
  if (fact) hits.push(fact);
  // "why autocapture??", "t'as ajouté deux dépendances ??", "waybar is gone??" right after the work:
  // a doubled question mark is exasperation, not a question.
  if (facts.claimedDone && !hits.some((h) => h.kind === 'loss') && EXASPERATED.test(text))
    hits.splice(0, hits.length, {
      family: 'pointed-question',
      kind: 'loss',
      correction: false,
      words: '??',
      sentence: 0,
      index: 0,
    });
  const reversal = hits.some((h) => h.kind === 'loss')
    ? null
    : (reversesChoice(sentences, ctx.before) ??
      undidUsersChoice(text, facts.claimedDone) ??
      (facts.claimedDone ? undoesTurnVerb(sentences, ctx.before) : null));
  // "remove the colored output, it breaks our parser": the extra taken back, whatever else is said.
  const taken =
    reversal ?? (facts.claimedDone ? (removesUnaskedExtra(sentences, ctx.before) ?? whyTheExtra(all, ctx)) : null);
  if (taken) hits.splice(0, hits.length, ...hits.filter((h) => h.kind !== 'win'), taken);
  keepThanksForResults(hits, sentences, shortMessage, c, closing);
  dropHedged(hits, all, c);
  // "remember the crash on android 12 last week? could it be the same?": a past incident, recalled.
  if (sentences[0]!.question && RECALL.test(sentences[0]!.toks.map((t) => t.w).join(' ')))
    for (let k = hits.length - 1; k >= 0; k--) if (FAILURE_FAMILIES.has(hits[k]!.family)) hits.splice(k, 1);
  // "thanks for the backup job, but the password sits right there in render.yaml": the thanks
  // holds, the reservation after it says what is wrong.
  if (facts.claimedDone && !hits.some((h) => h.kind === 'loss')) {
    const thanked = sentences.find((s) => !s.question && matchAt(s.toks, 0, c.classes.thanks) > 0);
    if (thanked && reservationStates(thanked, 0, c) && !badNewsAboutOthers(thanked))
      hits.push(wholeHit('loss', 'judgement', 'thanks, but', thanked.n));
  }
  if (facts.claimedDone)
    for (const s of sentences) {
      const preferred = preferredInstead(s, c);
      if (preferred) {
        hits.splice(0, hits.length, ...hits.filter((h) => h.kind !== 'win'), preferred);
        break;
      }
    }
  // "did it follow its prompt?", "ты их не добавил": the work's instructions or its omission, asked or told.
  if (facts.claimedDone && !hits.some((h) => h.kind === 'loss')) {
    if (asksIfItFollowedItsPrompt(text)) hits.push(wholeHit('loss', 'pointed-question', 'followed its prompt?'));
    else if (ruYouDidNot(text)) hits.push(wholeHit('loss', 'omission', 'ты … не …л'));
  }
  // "nickel, … no password prompt anymore", "отлично, ветки нет": a thing gone, with praise and no
  // "but", is the removal wanted.
  if (
    hits.some((h) => GOOD_WORDS.has(h.family)) &&
    hits.filter((h) => h.kind === 'loss').every((h) => h.family === 'lost-feature') &&
    !anyIn(all, c.classes.reservation, 0, all.length)
  )
    for (let k = hits.length - 1; k >= 0; k--) if (hits[k]!.family === 'lost-feature') hits.splice(k, 1);
  // "pourquoi 777 ?", "зачем cluster-admin?", "why force?": a why about the turn's own choice, named.
  if (facts.claimedDone && !hits.some((h) => h.kind === 'loss'))
    for (const s of sentences)
      if (whyTheChoice(s, turn.said))
        hits.push(wholeHit('loss', 'pointed-question', s.toks.map((t) => t.w).join(' '), s.n));
  // "no, leave it, the accountant still uses it" to "shall I delete it?": the offer declined.
  if (facts.asked && !facts.askedIfItWorks && refuses)
    for (let k = hits.length - 1; k >= 0; k--) if (DECLINED_OFFER.has(hits[k]!.family)) hits.splice(k, 1);
  // "yes average, 5 is fine" to "do you want averaging?": the answer, with its reason; no work was judged.
  if (facts.asked && !facts.claimedDone && (refuses || matchAt(first, 0, c.classes.acknowledge)))
    for (let k = hits.length - 1; k >= 0; k--) if (ANSWER_WINS.has(hits[k]!.family)) hits.splice(k, 1);
  // "ok ça me va, go", "that works for me, go ahead", "Option 1, go" to a proposal: a go-ahead, not praise.
  if (
    (facts.asked || !facts.claimedDone) &&
    GO_AHEAD.test(fold(text)) &&
    hits.every((h) => h.kind !== 'win' || ANSWER_WINS.has(h.family))
  )
    for (let k = hits.length - 1; k >= 0; k--) if (ANSWER_WINS.has(hits[k]!.family)) hits.splice(k, 1);

  // "wait, stop. exports/ isn't ignored and the csv has names in it", "стоп, эта папка в общем доступе":
  // the user halts what the assistant is doing and says why.
  if (!hits.some((h) => h.kind === 'loss') && interruptsWithReason(text, sentences, facts, ctx.before?.text))
    hits.push({ family: 'stop-doing', kind: 'loss', correction: false, words: first[0]!.w, sentence: 0, index: 0 });
  // "ties.ts L27: sorts in place, …", "mensuel.py l.34 …", "nit: return a List": a review comment on
  // the assistant's code, the way reviewers write them.
  if (ctx.before && !facts.askedForInput && !hits.some((h) => h.kind === 'loss')) {
    const review = reviewComment(text);
    if (review) hits.push(review);
  }
  // "No, but actually …" proposes something else, even in answer to a question; "no, run it on
  // dev" to "shall I run the migration on prod?" redirects what the assistant chose on its own.
  if (
    refuses &&
    facts.asked &&
    ((facts.changed &&
      first.length - refuses >= 3 &&
      first.slice(refuses, refuses + 4).some((t) => ALTERNATIVE.has(t.w))) ||
      redirectsProposal(sentences, refuses))
  )
    hits.push({
      family: 'not-x-but-y',
      kind: 'loss',
      correction: true,
      words: first
        .slice(0, 4)
        .map((t) => t.w)
        .join(' '),
      sentence: 0,
      index: 0,
    });
  // "No, …" with more to say, or "nope" after the assistant said it was done.
  else if (refuses && !facts.asked) {
    const rest = first.length - refuses;
    // "no, use X" says what instead; "no, still broken" is a plain complaint (the families found it).
    const complained = hits.some((h) => h.kind === 'loss');
    // "no it's not", "no that's wrong": a refusal with nothing said instead is no correction.
    const instead = first.slice(refuses).some(
      (t, k, rest) =>
        t.w.length >= 3 &&
        !isStopword(t.w) &&
        !matchAt(rest, k, c.classes.badJudgement) &&
        !matchAt(rest, k, c.classes.negator) &&
        // "no, duplicates everywhere": the fault, not what to do instead.
        !matchAt(rest, k, c.classes.problem) &&
        !EVERYWHERE.has(t.w),
    );
    // "No, that's all. Have a nice evening!": nothing more to ask, a closing.
    const closes = THATS_ALL.test(
      first
        .slice(refuses)
        .map((t) => t.w)
        .join(' '),
    );
    if (rest >= 2 && !complained && !closes && !hits.some((h) => h.kind === 'win'))
      hits.push({
        family: instead ? 'not-x-but-y' : 'negated-praise',
        kind: 'loss',
        correction: instead,
        words: first
          .slice(0, 3)
          .map((t) => t.w)
          .join(' '),
        sentence: 0,
        index: 0,
      });
    else if (bare && (facts.claimedDone || ctx.before === undefined))
      hits.push({
        family: 'negated-praise',
        kind: 'loss',
        correction: false,
        words: first[0]!.w,
        sentence: 0,
        index: 0,
      });
  }

  // "the folder is empty now, as expected", "теперь пусто, так и должно быть": the state the user
  // describes is the one wanted, after the work.
  // "red like you said", "il plante, comme prévu" after "I wrote the test first, it should fail": the
  // failure the turn foretold.
  const foretold = PREDICTS_FAILURE.test(fold(ctx.before?.text ?? '')) && anyIn(all, AS_FORETOLD, 0, all.length);
  if (turn.afterWork && (foretold || anyIn(all, AS_EXPECTED, 0, all.length))) {
    const gone = foretold ? FAILURE_FAMILIES : EXPECTED_FAMILIES;
    for (let k = hits.length - 1; k >= 0; k--) if (gone.has(hits[k]!.family)) hits.splice(k, 1);
    if (!hits.some((h) => h.kind === 'loss'))
      hits.push({ family: 'works-now', kind: 'win', correction: false, words: 'as expected', sentence: 0, index: 0 });
  }
  // "Unrelated, but …", "not your change", "my bad, I pasted the wrong log": a problem the user does not lay at the assistant's door.
  const unrelated = anyIn(all, c.classes.unrelated, 0, all.length);
  const ownSlip = anyIn(all, c.classes.ownMistake, 0, all.length);
  if (unrelated || ownSlip) {
    // "my bad, the logs are in /var/log/app, not nginx" still says where the assistant went wrong.
    // "it was working before your change" lays the failure at the change's door: only the user's own slip takes it back.
    const takenBack = (f: Family) =>
      FAILURE_FAMILIES.has(f) ||
      (f === 'pointed-question' && unrelated && !ownSlip) ||
      (f === 'regression' && ownSlip) ||
      (OLDER_PROBLEM_FAMILIES.has(f) && (unrelated || f !== 'not-x-but-y'));
    for (let k = hits.length - 1; k >= 0; k--)
      if (hits[k]!.kind === 'loss' && takenBack(hits[k]!.family)) hits.splice(k, 1);
  }
  // "perfect. now the Book button: … should say 'Waitlist' … instead": after praise alone, the next
  // order says how, and is no correction, unless it names something wrong.
  if (praiseAt >= 0)
    for (let k = hits.length - 1; k >= 0; k--) {
      const h = hits[k]!;
      const s = sentences[h.sentence]!;
      // "great. the tooltip is still empty": a state that lasts is no order, whatever came before.
      // Not an aside deep in a long sentence ("… j'ai créé l'endpoint (toujours en test) …").
      const stillAState = h.family === 'persistence' && h.index <= 6 && !opensRequest(s, 0);
      if (
        h.kind === 'loss' &&
        h.sentence > praiseAt &&
        NEXT_ORDER_FAMILIES.has(h.family) &&
        !badNewsIn(s, c) &&
        !stillAState
      )
        hits.splice(k, 1);
    }
  // "yes please. I never use the hdmi audio anyway, …": after a yes to the question, the reasons.
  if (facts.asked && sentences[0] && YES_LEAD.has(sentences[0].toks[0]?.w ?? ''))
    for (let k = hits.length - 1; k >= 0; k--)
      if (hits[k]!.kind === 'loss' && (FAILURE_FAMILIES.has(hits[k]!.family) || hits[k]!.family === 'judgement'))
        hits.splice(k, 1);
  // "fine." / "fair. fine." alone in its sentence acknowledges, like "ok".
  for (let k = hits.length - 1; k >= 0; k--) {
    const h = hits[k]!;
    const s = sentences[h.sentence]!;
    if (h.family === 'weak-praise' && s.toks.length <= 2 && s.toks.every((t) => t.w === 'fine' || t.w === 'fair'))
      hits.splice(k, 1);
  }
  // "that's fine, security wanted it anyway. leave it": "leave it" that accepts the work is no undo.
  if (all.some((x) => AGREEMENT.has(x.w)))
    for (let k = hits.length - 1; k >= 0; k--)
      if (hits[k]!.family === 'undo' && /^(?:leave|laisse|оставь|оставим)/.test(hits[k]!.words)) hits.splice(k, 1);
  // "that file is garbage", "leur API c'est n'importe quoi", "этот скрипт ужас" after a turn that only
  // looked or explained: the judgement has its own subject, a thing the assistant did not make.
  if (turn.noWork)
    for (let k = hits.length - 1; k >= 0; k--) {
      const h = hits[k]!;
      // "ce n'est pas comme ça que ça marche" after an explanation judges the explanation itself.
      if (
        h.kind === 'loss' &&
        h.family === 'judgement' &&
        !NOT_HOW_IT_WORKS.test(h.words) &&
        judgesAThing(sentences[h.sentence]!, h.index)
      )
        hits.splice(k, 1);
    }
  // A problem described after a turn that changed nothing, when the assistant had asked for it or
  // the user frames their own attempt ("I'm trying to … but it fails"), is a bug report, not feedback.
  const report =
    ctx.before !== undefined && (facts.askedForInput || (!facts.claimedDone && (facts.asked || ATTEMPT.test(text))));
  if (report) {
    const aboutApp = (h: Hit) =>
      FAILURE_FAMILIES.has(h.family) || (h.family === 'judgement' && !addressesAssistant(sentences[h.sentence]!.toks));
    // And "it works on Android" answering "which devices?" is information, not praise.
    const informs = facts.asked && asksForInformation(ctx.before?.text ?? '');
    const kept = hits.filter(
      (h) => !(h.kind === 'loss' && aboutApp(h)) && !(informs && h.kind === 'win' && ANSWER_WINS.has(h.family)),
    );
    if (kept.length !== hits.length)
      res.reasons.push(
        'describes a problem the assistant had not worked on yet (nothing changed before): a request, not feedback',
      );
    hits.length = 0;
    hits.push(...kept);
  }
  // "ok. the footer links still point at the old urls, they need to go to our pages": after an
  // acknowledgement, "still" of a thing the turn never named is the next order's reason, not the
  // work's failure.
  if (turn.afterWork && matchAt(sentences[0]!.toks, 0, c.classes.acknowledge) > 0)
    for (let k = hits.length - 1; k >= 0; k--) {
      const h = hits[k]!;
      if (h.family !== 'persistence') continue;
      const content = sentences[h.sentence]!.toks.filter((x) => x.w.length >= 3 && !isStopword(x.w));
      if (content.length >= 2 && !content.some((x) => turn.said.has(x.w) || turn.said.has(x.s))) hits.splice(k, 1);
    }
  // "reloaded, the header says 7 tabs now. next: a shortcut for the popup": a state told before
  // moving on to the next task is what the user accepts, not what is wrong.
  const movesOn = sentences.findIndex(
    (x, k) =>
      k > 0 &&
      NEXT_TASK.test(
        x.toks
          .slice(0, 2)
          .map((t) => t.w)
          .join(' '),
      ),
  );
  if (movesOn > 0)
    for (let k = hits.length - 1; k >= 0; k--)
      if (hits[k]!.sentence < movesOn && MOVED_ON_FROM.has(hits[k]!.family)) hits.splice(k, 1);
  // "wait, change of plan before you start: …": the user changes their own request before any work
  // on it, which says nothing against the work.
  if (PLAN_CHANGED.test(text.slice(0, 120))) {
    const kept = hits.filter((h) => h.kind !== 'loss');
    if (kept.length !== hits.length) res.reasons.push('changes the plan before the work on it began: not feedback');
    hits.length = 0;
    hits.push(...kept);
  }
  // "1) text + CHECK. 2) no, only active ones block. 3) …", "a) yes. b) yes, but company first":
  // answers to the questions or the plan the turn ended on, point by point: no verdict on the work.
  if (facts.asked && ANSWERS_BY_POINT.test(text)) {
    const kept = hits.filter((h) => h.kind !== 'loss');
    if (kept.length !== hits.length) res.reasons.push("answers the turn's questions point by point: not feedback");
    hits.length = 0;
    hits.push(...kept);
  }
  // "nit: …", "```suggestion", "blocking: …" on the work; a remark taken back or "just a question".
  const review = turn.afterWork ? reviewRemark(text) : null;
  // A remark taken back says nothing of the work; a question marked as such keeps its praise.
  if (review?.kind === 'taken-back' || review?.kind === 'only-a-question') {
    const kept = review.kind === 'taken-back' ? [] : hits.filter((h) => h.kind !== 'loss');
    if (kept.length !== hits.length) res.reasons.push('a remark taken back or a question asking for no change');
    hits.length = 0;
    hits.push(...kept);
  } else if (review && (!hits.some((h) => h.kind === 'loss') || review.hit.correction)) hits.push(review.hit);
  // "spinner is fine" answering "a skeleton, or is a spinner enough?" picks an option.
  // "I meant app.config.ts" / "pas main, develop" answering "app.config.ts or .env?" before any work picks one too.
  const choiceBeforeWork = facts.asked && !facts.claimedDone && !facts.changed;
  if (facts.asked && offeredChoice(ctx.before?.text ?? ''))
    for (let k = hits.length - 1; k >= 0; k--)
      if (
        (hits[k]!.kind === 'win' && ANSWER_WINS.has(hits[k]!.family)) ||
        (choiceBeforeWork && CHOICE_LOSSES.has(hits[k]!.family))
      )
        hits.splice(k, 1);
  // "✅ signup ok ✅ glossary ok ❌ the rates step …": a test report where an item failed.
  if (turn.afterWork && FAILED_MARK.test(text)) {
    for (let k = hits.length - 1; k >= 0; k--) if (hits[k]!.kind === 'win') hits.splice(k, 1);
    hits.push({ family: 'symptom', kind: 'loss', correction: false, words: '❌', sentence: 0, index: 0 });
  }
  if (!hits.length && turn.afterWork) {
    const checked = checkedReport(sentences, all, c);
    if (checked) hits.push(checked);
  }
  // "only for Kreuzberg! the other clinics …", "только с января!", "pdf/ only": the change was wider
  // than wanted; the scope that was right, named.
  // Not an answer: "only the record" to "the record or the whole zone?".
  if (facts.changed && !facts.asked && !hits.some((h) => h.kind === 'loss')) {
    const scope = narrowedScope(sentences, text);
    if (scope) hits.push(scope);
  }
  // "training stops at epoch 30. we should be at 60": a count against the one expected.
  if (facts.claimedDone && !facts.asked && !hits.some((h) => h.kind === 'loss')) {
    const expected = expectedCount(text, all, c);
    if (expected) hits.push(expected);
  }
  // "the ticket says 30 days", "AC4: five digits", "должна быть по складу": the requirement said again.
  if ((facts.changed || facts.claimedDone) && !facts.asked && !hits.some((h) => h.kind === 'loss')) {
    const restated = requirementRestated(
      text,
      sentences,
      hits.some((h) => h.kind === 'win'),
    );
    if (restated) hits.push(restated);
  }
  // "I was hoping for something simpler", "that's… a lot of code for one toggle", "interesting
  // choice", "don't we already have one?": not what was wanted, said without a word of failure.
  if ((facts.changed || facts.claimedDone) && !hits.some((h) => h.kind === 'loss')) {
    const soft = understatedComplaint(
      text,
      sentences,
      hits.some((h) => h.kind === 'win'),
      turn.said,
    );
    if (soft) hits.push(soft);
  }
  // "stalls look right. the circle is drawn on top though": a part works, the rest told as a state.
  if ((facts.changed || facts.claimedDone) && !hits.some((h) => h.kind === 'loss')) {
    const but = goodThenBut(sentences, c) ?? httpFailure(sentences, c);
    if (but) hits.push(but);
  }
  // "the other one", "нет, третий" after the work: done in the wrong one of what the turn named.
  const pick = facts.claimedDone && !facts.asked ? anotherPick(sentences, c) : null;
  if (pick) hits.push(pick);
  // "almost.", "mieux, plus qu'un test rouge": progress short of done, after any turn of the work.
  if (ctx.before && !hits.some((h) => h.kind === 'loss')) {
    const short = notThereYet(sentences);
    if (short) hits.push(short);
  }
  // "the sheet comes up smooth now, before it was jumping. Very good.": the state told is the one wanted.
  if (facts.claimedDone && stateThenThanks(sentences, hits, c))
    hits.push(wholeHit('win', 'thanks', 'state, then thanks'));
  if (turn.afterWork && (approvesTheState(sentences, hits, c) || checkedAndApproved(text, sentences, hits, c))) {
    for (let k = hits.length - 1; k >= 0; k--) if (hits[k]!.kind === 'loss') hits.splice(k, 1);
    if (!hits.some((h) => h.kind === 'win')) hits.push(wholeHit('win', 'praise', 'approval'));
  }
  // "no, it's not the cache: …", "le problème n'est pas là", "причина не в этом": the turn's cause denied,
  // with facts against it; what is right instead is not said.
  if (deniesTheCause(text)) for (const h of hits) if (h.family === 'not-x-but-y') h.correction = false;
  const losses = hits.filter((h) => h.kind === 'loss');
  const wins = hits.filter((h) => h.kind === 'win');
  for (const h of losses) res.reasons.push(`${REASON[h.family]} ("${h.words}")`);
  if (losses.length) {
    res.feedback = 'loss';
    // "close, but the padding should be on the inner div": the complaint says what is right.
    res.correction =
      losses.some((h) => h.correction) ||
      sentences.some(
        (x) => !x.question && anyIn(x.toks, c.classes.should, 0, x.toks.length) && !shouldNotBreak(x.toks, c),
      );
    res.families = [...new Set(losses.map((h) => h.family))];
    if (res.correction) res.reasons.push('and says what is right instead: correction');
  } else if (wins.length) {
    // "looks great except the footer": a reservation right after the praise takes it back.
    const lastWin = wins[wins.length - 1]!;
    const s = sentences[lastWin.sentence]!;
    const reserved =
      !shortMessage &&
      anyIn(s.toks, c.classes.reservation, lastWin.index + 1, Math.min(s.toks.length, lastWin.index + 6)) &&
      s.toks.length - lastWin.index > 3;
    for (const h of wins) res.reasons.push(`${REASON[h.family]} ("${h.words}")`);
    // "ok cool, got the mail. but it lists the IPA with 0 kegs": the reservation in a sentence of its own.
    const laterReservation =
      facts.claimedDone &&
      sentences
        .slice(lastWin.sentence + 1)
        .some((x) => !x.question && matchAt(x.toks, 0, c.classes.reservation) > 0 && reservationStates(x, -1, c));
    const complaint =
      (reserved && facts.claimedDone && reservationStates(s, lastWin.index, c)) ||
      laterReservation ||
      (facts.claimedDone && overallThenMore(sentences, lastWin));
    if (complaint) {
      res.feedback = 'loss';
      res.families = ['judgement'];
      res.reasons.push('praise, then "but …" about what is wrong: a complaint');
    } else if (reserved) res.reasons.push('praise with a reservation ("but/except …"): not counted');
    else {
      res.feedback = 'win';
      res.families = [...new Set(wins.map((h) => h.family))];
    }
  }
  if (!res.reasons.length) res.reasons.push('no praise, criticism or correction found');
  return res;
}

/**
 * "looks good overall, only report.rs L18: the colons …", "c'est bon dans l'ensemble, juste …", "в целом
 * норм, только …": praise held to the whole, then the part that is not good.
 */
function overallThenMore(sentences: readonly SentenceView[], win: Hit): boolean {
  const toks = sentences.slice(win.sentence).flatMap((x) => x.toks);
  const at = toks.findIndex(
    (t, i) =>
      OVERALL.has(t.w) ||
      (t.w === 'dans' && is(toks[i + 1], "l'") && is(toks[i + 2], 'ensemble')) ||
      (t.w === 'в' && is(toks[i + 1], 'целом')),
  );
  return at >= 0 && toks.length - at > 5;
}
const OVERALL = new Set(['overall', 'globalement', 'mostly']);

/** A verdict that a whole sentence (or the message) carries, not one word of it. */

const GOOD_WORDS: ReadonlySet<Family> = new Set(['praise', 'weak-praise', 'thanks', 'agreement']);

// What "no, leave it" / "нет, не трогай" reads as when it declines an offer rather than the work.
const DECLINED_OFFER: ReadonlySet<Family> = new Set(['undo', 'persistence']);

/** The number of tokens from the clause that holds `index` to the end, when it is the sentence's last clause. */
function lastClauseFrom(s: SentenceView, index: number): number {
  const start = [0, ...s.clauseStarts].filter((c) => c <= index).pop() ?? 0;
  return s.clauseStarts.some((c) => c > index) || start === 0 ? Infinity : s.toks.length - start;
}

const ALREADY_THERE =
  /(?<![\p{L}])(?:already|existing|everywhere|d[ée]j[àa]|existant\p{L}*|partout|уже|существующ\p{L}*|везде)(?![\p{L}])/iu;
// "reloaded", "ran it", "прогнал", "j'ai relancé": the user did the check (first person, past).
// French needs its auxiliary: folded, "relancé" is also the order "relance".
const CHECK_DONE_EN_RU =
  /^(?:reloaded|refreshed|ran|reran|restarted|rebuilt|retried|tried|tested|checked|installed|loaded|opened|deployed|pulled|rescanned|прогнал[аи]?|запустил[аи]?|перезапустил[аи]?|проверил[аи]?|попробовал[аи]?|обновил[аи]?|открыл[аи]?|установил[аи]?|накатил[аи]?)$/u;
const CHECK_DONE_FR = /^(?:relance|lance|recharge|teste|essaye|verifie|redemarre|installe|applique|ouvert)$/u;
const STILL_OR_AGAIN = new Set([
  'still',
  'again',
  'same',
  'toujours',
  'encore',
  'pareil',
  'опять',
  'снова',
  'ещё',
  'еще',
  'тот',
]);

// "priya reviewed it on the MR:", "la responsable m'écrit ceci :", "диспетчер пишет в чат:", "from
// our QA about the seats:": a review or a reaction passed on. Not "Sepp wrote this description:".
const FORWARD_LEAD =
  /(?:(?<![\p{L}])(?:reviewed|tested|answered|replied|writes|says|said|i copy it|forwarding|m'[ée]crit|me dit|r[ée]pond|a r[ée]pondu|(?:je )?(?:vous|te) (?:le |la )?transmets|пишет|ответил\p{L}*|посмотрел\p{L}*|передаю|пересылаю)(?![\p{L}])|^(?:feedback )?from (?:our|the|my) )[^:\n]{0,80}:\s*/iu;
const QUOTED = /^\s*>\s?(.*)$/gmu;
const CLOSING_QUOTE: Record<string, string> = { '«': '»', '“': '”', '"': '"' };

/**
 * "priya reviewed it on the MR: > … 429 after the burst, as expected": someone's verdict on the
 * work, passed on. Read as if the user had said it; the user's own words around it are a lead.
 */
export function forwardedFeedback(
  text: string,
  patterns: FeedbackPatterns,
  ctx: ConversationContext,
): FeedbackResult | null {
  // The lead is a cheap test most messages fail; the turn is read only when there is a review.
  const review = forwardedReview(text);
  if (!review || !ctx.before || !turnFacts(ctx.before).claimedDone) return null;
  const theirs = detectFeedback(review, patterns, ctx);
  if (theirs.feedback === 'neutral') return null;
  theirs.reasons.unshift('passes on what someone else said about the work');
  return theirs;
}

/** The review someone else wrote about the work, quoted after a lead in the message's first lines, or null. */
function forwardedReview(text: string): string | null {
  const lead = FORWARD_LEAD.exec(straightenQuotes(text.slice(0, 300)));
  if (!lead) return null;
  const after = text.slice(lead.index + lead[0].length);
  const lines = [...after.matchAll(QUOTED)]
    .map((m) => m[1]!)
    .join('\n')
    .trim();
  if (lines.length >= 40) return lines;
  const open = after.trimStart().charAt(0);
  const close = CLOSING_QUOTE[open];
  if (!close) return null;
  const body = after.trimStart().slice(1);
  const end = body.lastIndexOf(close);
  return end >= 40 ? body.slice(0, end) : null;
}

/**
 * "ok but why", "pourquoi 8.3 ?", "зачем?" right after "I also upgraded TypeScript": a short why
 * about what the assistant did unasked.
 */
function whyTheExtra(all: readonly Tok[], ctx: ConversationContext): Hit | null {
  if (all.length > 6 || !turnAddedExtra(ctx.before)) return null;
  const at = all.findIndex((t) => WHY.has(t.w));
  if (at < 0 || all.slice(0, at).some((t) => !WHY_LEAD.has(t.w))) return null;
  return { family: 'pointed-question', kind: 'loss', correction: false, words: all[at]!.w, sentence: 0, index: at };
}
const WHY = new Set(['why', 'pourquoi', 'зачем', 'почему']);
const WHY_LEAD = new Set(['ok', 'okay', 'but', 'and', 'hm', 'hmm', 'mais', 'et', 'euh', 'а', 'но', 'и', 'ну']);

const THATS_ALL =
  /^(?:that all|thats all|that is all|that it|thats it|that is it|nothing else|c' est tout|c est tout|rien d' autre|rien de plus|это вс[её]|больше ничего)(?: |$)/u;
const CHECK_REPORT_MAX = 40;
const FAILED_MARK = /[\u274C\u2717\u2718\u26D4]|\u{1F534}/u;

/** Where the user's "I did the check" verb is in the first sentence, or -1. */
function checkVerbAt(t: readonly Tok[]): number {
  const at = is(t[0], 'i', 'я', 'we', 'мы') ? 1 : 0;
  if (CHECK_DONE_EN_RU.test(t[at]?.w ?? '')) return at;
  const aux = t.findIndex((x, i) => i <= 2 && is(x, 'ai', 'avons'));
  return aux >= 0 && CHECK_DONE_FR.test(t[aux + 1]?.w ?? '') ? aux + 1 : -1;
}

function checkedReport(sentences: SentenceView[], all: readonly Tok[], c: CompiledPatterns): Hit | null {
  const lead = sentences[0]!.toks;
  const verbAt = checkVerbAt(lead);
  // A long report (numbered notes on several things) is read sentence by sentence, not as one check.
  if (verbAt < 0 || all.length < 3 || all.length > CHECK_REPORT_MAX || sentences.some((x) => x.question)) return null;
  // What was seen comes after the action, in its own clause or sentence; "I opened it to look at …"
  // tells an intent, not a result.
  if (sentences.length < 2 && lead.length < 2) return null;
  if (sentences.length < 2 && !sentences[0]!.clauseStarts.some((x) => x > verbAt)) return null;
  if (
    all.some(
      (t, i) =>
        (t.w === 'to' && is(all[i + 1], 'see', 'look', 'check')) ||
        t.w === 'чтобы' ||
        (t.w === 'pour' && is(all[i + 1], 'voir', 'verifier')),
    )
  )
    return null;
  if (
    anyIn(all, c.classes.negator, 0, all.length) ||
    anyIn(all, c.classes.problem, 0, all.length) ||
    anyIn(all, c.classes.breakage, 0, all.length) ||
    all.some((t) => STILL_OR_AGAIN.has(t.w) || BAD_RESULT.test(t.w))
  )
    return null;
  // "… 212 of 212 as mismatch", "elle sort 18 412 alors qu'on en a 17 950": what was seen disagrees.
  if (all.some((t, i) => MISMATCH.test(t.w) || CONTRAST.has(t.w) || (t.w === 'alors' && is(all[i + 1], "qu'", 'que'))))
    return null;
  return { family: 'works-now', kind: 'win', correction: false, words: lead[verbAt]!.w, sentence: 0, index: verbAt };
}

const MISMATCH = /^(?:mismatch\p{L}*|differ\p{L}*|diff[eé]rent\p{L}*|ecarts?|расход\p{L}*|отлича\p{L}*)$/u;
const CONTRAST = new Set(['but', 'whereas', 'mais', 'tandis', 'но', 'однако', 'хотя']);

/**
 * "update your memory: the shop moved to fly.io, deploys are from main now", "forget what I told you
 * about X, ops does it now": what to keep or drop of the user's instructions, told as things are now,
 * not a state the work left. True when a verdict of such a message rests on states only.
 */
export function statesToRemember(text: string, res: FeedbackResult): boolean {
  return (
    res.feedback === 'loss' &&
    MEMORY_UPDATE.test(text.slice(0, 60)) &&
    res.families.every((f) => STATE_FAMILIES.has(f as Family))
  );
}
const MEMORY_UPDATE =
  /^\s*(?:(?:please|pls|also|and|ok|et|и)[,\s]+)?(?:update (?:your|the) memory|remember(?: that)?|note that|for your memory|mets? [àa] jour (?:ta|votre) m[ée]moire|retiens(?: que)?|обнови (?:память|свою память)|запомни|forget (?:what|about|the rule)|oublie (?:ce que|la r[èe]gle)|забудь (?:что|про|правило))(?![\p{L}])/iu;
const NEXT_TASK = /^(?:next|ensuite|apr[eè]s|дальше|далее|следующее)(?: |$)/u;
// An answer that opens on the number or letter of the point it answers: "1) …", "(a).", "a), b) и c) yes", "1 и 2 — да".
const ANSWERS_BY_POINT =
  /^\s*(?:\(?[1-9a-e]\)|[1-9]\.(?!\d)|(?:\(?[1-9a-e]\)?\s*(?:,|и|et|and|&)\s*)+\(?[1-9a-e]\)?\s*(?:[-—–:]|yes|no|oui|non|да|нет))/iu;
const MOVED_ON_FROM: ReadonlySet<Family> = new Set(['symptom', 'lost-feature']);
const STATE_VERB = new Set(['have', 'got', 'get', 'see', 've', 'ai', 'vois', 'obtiens', 'вижу', 'получаю']);
const FIRST_PERSON_SUBJECT = new Set(['i', 'je', "j'", 'я', 'we', 'nous', 'мы']);
const PLAN_CHANGED =
  /(?<![\p{L}])(?:before you (?:start|begin)|change of plans?|avant que tu (?:ne )?(?:commences|attaques)|avant de commencer|changement de (?:plan|programme)|пока (?:ты )?не начал\p{L}*|до того как (?:ты )?начн\p{L}*|смена плана|план меняется|(?<!(?<![\p{L}])(?:you|tu|ты|вы|vous) )(?:changed|change) (?:the|their|his|her|our) (?:rule|mind|minds)|(?:a|ont) chang[ée] d['’]avis|c['’]est nous qui l['’]avons d[ée]cid[ée]|(?:we|i) (?:decided|changed (?:our|my) minds?)|(?<!(?<![\p{L}])(?:ты|вы) )поменял\p{L}* (?:правило|решение)|передумал\p{L}*)(?![\p{L}])/iu;

// The turn says something is not so ("Payplug ne permet pas …", "it can't do partial refunds").
const TURN_DENIES =
  /(?<![\p{L}])(?:ne|n'|pas|not|cannot|can't|doesn't|does not|isn't|no longer|не|нельзя|нет)(?![\p{L}])/iu;

const ANSWER_WINS: ReadonlySet<Family> = new Set(['works-now', 'weak-praise']);
// "go" closing a clause, "go ahead", "proceed", "vas-y", "давай": the assistant may go on. Not "go back".
const GO_AHEAD =
  /(?:^|[,.;:!]\s*|\s)go\s*[.!]*$|(?<![\p{L}])(?:go ahead|proceed|go for it|vas-y|vas y|allez-y|fonce|давай|делай|поехали|погнали)(?![\p{L}])/u;
// Smiles of approval: 🔥 🚀 🎉 💯 🙌 ❤ 😍 🤩 ✅. Not 👍 / 👌: like "ok", an acknowledgement ("👍 PR", "👌").
/**
 * "nice weather finally, …", "django-q c'est vraiment top au passage", "на улице отличная погода":
 * praise of the weather or of something mentioned in passing is not praise of the work.
 */
function praiseOfSomethingElse(hits: Hit[], sentences: readonly SentenceView[]): void {
  for (let k = hits.length - 1; k >= 0; k--) {
    const h = hits[k]!;
    if (h.family !== 'praise' && h.family !== 'weak-praise') continue;
    const t = sentences[h.sentence]?.toks ?? [];
    const near = t.slice(Math.max(0, h.index - 2), h.index + 3);
    if (
      near.some((x) => WEATHER.has(x.w)) ||
      t.some((x, i) => IN_PASSING.has(`${x.w} ${t[i + 1]?.w ?? ''}`) || ASIDE.has(x.w))
    )
      hits.splice(k, 1);
  }
}
const WEATHER = new Set(['weather', 'meteo', 'temps', 'погода', 'погоды', 'погоду', 'sunshine', 'soleil', 'солнце']);
const IN_PASSING = new Set(['au passage', 'by the', 'en passant', 'между прочим', 'au fait']);
// "btw, the publisher greenlit the demo 🎉", "кстати, нас взяли в программу 🎉": news told aside.
const ASIDE = new Set(['btw', 'fyi', 'news', 'nouvelle', 'nouvelles', 'кстати', 'новость', 'новости', 'incidentally']);

/**
 * "36, j'ai compté à la main dans l'admin, pareil 🎉": the user counted themselves and found the
 * same number; "same" agrees with the work, it is no problem that stayed.
 */
function sameAsTheUsersCount(hits: Hit[], sentences: readonly SentenceView[], afterWork: boolean): void {
  if (!afterWork || !/^\d/.test(sentences[0]?.toks[0]?.w ?? '')) return;
  const all = sentences.flatMap((s) => s.toks);
  if (!all.some((t) => USER_COUNTED.has(t.w))) return;
  const same = hits.findIndex((h) => h.family === 'persistence' && /^(?:same|pareil|meme|то же)/u.test(h.words));
  if (same < 0 || hits.some((h, k) => k !== same && h.kind === 'loss')) return;
  hits.splice(same, 1, { ...hits[same]!, family: 'works-now', kind: 'win' });
}
const USER_COUNTED = new Set([
  'counted',
  'checked',
  'compared',
  'compte',
  'verifie',
  'compare',
  'посчитал',
  'посчитала',
  'сверил',
  'сверила',
  'проверил',
  'проверила',
]);

// "top, maintenant la page finit en 502": an HTTP failure status after the praise.
const HTTP_FAILURE = /^(?:40[0-9]|41[0-9]|42[0-9]|50[0-9])$/;
const POSITIVE_EMOJI = /\u{1F525}|\u{1F680}|\u{1F389}|\u{1F4AF}|\u{1F64C}|\u{1F64F}|\u2764|\u{1F60D}|\u{1F929}|\u2705/u;

/**
 * Reactions that need the assistant's work before them: a terse dismissal ("meh", "мимо"), the
 * assistant's own claim quoted back ("you said it was green"), giving up ("forget it, I'll do it
 * by hand"), "same" as the whole message, "???" alone.
 */
function afterWorkHits(
  sentences: SentenceView[],
  c: CompiledPatterns,
  shortMessage: boolean,
  text: string,
  /** The turn ended on a question or an offer: "laisse tomber" declines it. */
  asked = false,
): Hit[] {
  const all = sentences.flatMap((s) => s.toks);
  const hit = (family: Family, words: string, correction = false): Hit => ({
    family,
    kind: 'loss',
    correction,
    words,
    sentence: 0,
    index: 0,
  });
  if (
    shortMessage &&
    all.length &&
    matchAt(all, 0, c.classes.terseNegative) &&
    !all.slice(matchAt(all, 0, c.classes.terseNegative)).some((t) => !ANSWER_FILLER.has(t.w))
  )
    return [hit('negated-praise', all[0]!.w)];
  // "то же" is the same; "то что нужно" is exactly what was needed. "nope, same": the no says it too.
  const afterNo = NO_LEAD.has(all[0]?.w ?? '') && all.length > 1 ? all.slice(1) : all;
  if (
    shortMessage &&
    afterNo.length <= 3 &&
    SAME_WORDS.has(afterNo[0]?.w ?? '') &&
    !(afterNo[0]!.w === 'то' && afterNo[1]?.w !== 'же')
  )
    return [hit('persistence', all.map((t) => t.w).join(' '))];
  // "rather use the backoff helper", "mets la config dans le .env plutôt", "лучше через env",
  // "instead of a json file, read it from env": the way it should have been done.
  const rather = RATHER.exec(fold(text));
  if (rather && !sentences.some((x) => x.question)) return [hit('not-x-but-y', rather[0].trim(), true)];
  const banned = BANS_WHAT_WAS_DONE.exec(fold(text));
  if (banned) return [hit('stop-doing', banned[0].trim())];
  const same = sameAgain(sentences, c);
  if (same) return [hit('persistence', same)];
  for (const s of sentences) {
    if (quotesClaimBack(s, c)) return [hit('pointed-question', 'you said …')];
    // "[screenshot] this is what I get" after "it should show the date now": not what was claimed.
    if (!s.question && anyIn(s.toks, c.classes.showsResult, 0, s.toks.length) && !hasGoodWord(s, c))
      return [hit('symptom', 'this is what I get')];
    // "laisse tomber le mode sombre": drop that item of the plan, not the work.
    const n = matchAt(s.toks, 0, c.classes.givingUp);
    if (n && !asked && !is(s.toks[n], 'le', 'la', 'les', "l'", 'ce', 'cette', 'ces', 'the', 'that', 'this'))
      return [
        hit(
          'judgement',
          s.toks
            .slice(0, 2)
            .map((t) => t.w)
            .join(' '),
        ),
      ];
  }
  const missing = whatAbout(sentences, text);
  if (missing) return [hit('omission', missing, true)];
  // "?", "???", "what?" alone right after "done": the result makes no sense to the user.
  if (/^\s*(?:\[[^\]]*\]\s*)?(?:[?!]*\?[?!]*|(?:what|huh|quoi|hein|что|чего)\s*\?+)\s*$/iu.test(text))
    return [hit('confusion', text.trim())];
  return [];
}
// "and X?", "what about X?", "et main_prod.dart ?", "а тесты?", or a bare file name with "?" right after
// "done": the user names what the work left out. Not "and then?", "and now?" (what comes next).
const WHAT_ABOUT_LEAD =
  /^(?:and|what about|how about|and what about|et|et pour|et le|et la|et les|а|а как же|а что с|а как насчет)$/u;
const WHAT_NEXT = new Set([
  // "а если таск упадёт?", "and if it fails?": a what-if, asked out of curiosity.
  'if',
  'si',
  'если',
  'then',
  'now',
  'next',
  // "et alors ?", "и что?": what came of it, not what was left out.
  'alors',
  'что',
  'after',
  'apres',
  'ensuite',
  'maintenant',
  'потом',
  'дальше',
  'теперь',
  'you',
  'tu',
  'ты',
  'вы',
  'me',
  'moi',
]);
const FILE_LIKE = /^[\w.@~/-]*(?:\/[\w.-]+|\.[a-z]{1,5})$/i;

function whatAbout(sentences: readonly SentenceView[], text: string): string | null {
  // "а капча? через день боты насыпят": the question, then why it matters.
  const reason = sentences.length === 2 && !sentences[1]!.question && sentences[1]!.toks.length <= 10;
  if (!(sentences.length === 1 || reason) || !sentences[0]!.question) return null;
  const t = sentences[0]!.toks;
  if (t.length > 6 || t.some((x) => WHAT_NEXT.has(x.w))) return null;
  const bare = sentences.length === 1 ? text.trim().replace(/\?+$/, '').trim() : '';
  if (/^\S+$/.test(bare) && FILE_LIKE.test(bare)) return bare;
  for (const n of [3, 2, 1]) {
    const lead = t
      .slice(0, n)
      .map((x) => x.w)
      .join(' ');
    if (WHAT_ABOUT_LEAD.test(lead) && t.length > n && t.length - n <= 4) return lead;
  }
  return null;
}

const RATHER =
  /^(?:(?:no|non|нет)[,.]?\s+)?(?:(?:rather|better|instead)[,\s]+(?:use|put|make|do|go|keep|write|read|call|move|just)\s|instead of [^,.]{2,40},\s*\S|plut[oô]t\s+(?:utilise|mets|fais|passe|garde|ecris|lis|appelle|deplace)\s|(?:utilise|mets|fais|passe|garde|ecris|lis|appelle|deplace|prends)\s+plut[oô]t\s|(?:utilise|mets|fais|passe|garde|ecris|lis|appelle|deplace)\s[^?!]{2,60}?\splut[oô]t[.!]?$|au lieu d[e'][^,.]{2,40},\s*\S|лучше\s+(?:через|в|на|с|из|используй|сделай|положи|вынеси|оставь|возьми|использовать|сделать)\s|вместо\s[^,.]{2,40},\s*\S)/u;

// "never do that again", "ne refais jamais ça", "больше так не делай": a ban on what was just done.
const BANS_WHAT_WAS_DONE =
  /(?:^|[,.!;:]\s*|\b(?:and|but|so|ok|et|mais|и|но)\s+)(?:please\s+)?(?:(?:don't|do not|never)\s+(?:ever\s+)?(?:do|try)\s+(?:that|this)(?:\s+again)?|(?:ne\s+)?(?:re)?fais\s+(?:plus|jamais|plus jamais)\s+(?:ca|cela)|ne\s+(?:re)?fais\s+(?:pas|plus|jamais)\s+(?:ca|cela)|(?:больше\s+|никогда\s+)?(?:так|этого)\s+не\s+делай|не\s+делай\s+(?:так|этого)(?:\s+больше)?)(?=$|[\s,.!;:])/u;

// "i did it and I have nothing", "followed the steps, no change", "j'ai fait ça mais rien", "сделал, но ничего".
const DID_IT_NOTHING =
  /(?:^|[\s,.])(?:i )?(?:did|tried|ran|followed|applied|restarted|reloaded)(?: it| that| this| both| everything| them| the steps| all)?[,\s]+(?:and|but)?\s*(?:i )?(?:have |got |get |see |there is |there's |still )?(?:no|nothing)(?![\p{L}])|(?:j'ai|c'est) (?:fait|essaye|relance|applique)(?: ca| tout| les deux)?[,\s]+(?:et|mais)?\s*(?:j'ai |je vois |il y a |toujours )?(?:rien|pas de|aucun)(?![\p{L}])|(?:сделал|попробовал|перезапустил)[аи]?[,\s]+(?:и|но)?\s*(?:всё равно |все равно )?(?:ничего|никак)(?![\p{L}])/u;

const NO_LEAD = new Set(['no', 'nope', 'nah', 'non', 'nan', 'нет', 'неа']);
const SAME_WORDS = new Set(['same', 'pareil', 'idem', 'тоже', 'то', 'одно', 'again', 'encore']);

/**
 * A clause that opens on "same" after the work: "ran it again, same 3 failures", "same 20 rows as
 * page one", "même résultat", "тот же результат". Not "same for the users page" (a request) nor a
 * question.
 */
/** "you said it was green", not "I pasted it where you said". */
function quotesClaimBack(s: SentenceView, c: CompiledPatterns): boolean {
  return s.toks.some((_, i) => matchAt(s.toks, i, c.classes.youSaid) > 0 && !FOLLOWED_LEAD.has(s.toks[i - 1]?.w ?? ''));
}

function sameAgain(sentences: readonly SentenceView[], c: CompiledPatterns): string | null {
  // "do chapter 4 too, same split", "again for the other repo pls, same policy": the same, asked for elsewhere.
  const all = sentences.flatMap((s) => s.toks);
  if (opensRequest({ toks: all, question: false, clauseStarts: [] }, 0) || all.some((t) => POLITE.has(t.w)))
    return null;
  for (const s of sentences) {
    if (s.question) continue;
    // "rent a second box for v2? same config": after a question that asks for something, it says how.
    // "nice. same on users": after praise or an acknowledgement, the same again elsewhere.
    // "oui, même convention de message": a yes that says how.
    const answers = s.n === 0 && YES.has(s.toks[0]?.w ?? '');
    if (sentences.slice(0, s.n).some((x) => x.question) || s.afterPraise || s.afterAck || answers) continue;
    for (const at of [0, ...s.clauseStarts]) {
      const t = s.toks;
      const first = t[at]?.w ?? '';
      // "…, même à mon adresse": "even", not "the same".
      const opens = (SAME_OPENERS.has(first) && !evenMeme(t, at)) || (first === 'то' && t[at + 1]?.w === 'же');
      const k = first === 'то' ? at + 2 : at + 1;
      // "0 issues, same 61,204 records": a count that stayed, checked; "same 20 rows as page one" is
      // read by the families that compare two things.
      if (countThatStayed(t, k, c.classes)) continue;
      const request =
        SAME_REQUEST.has(t[k]?.w ?? '') ||
        t.slice(k, k + 3).some((x) => FOR.has(x.w)) ||
        // "même style que la page tarifs" asks for a model; "same 20 rows as page one" reports a count.
        (!/^\d/.test(t[k]?.w ?? '') && t.slice(k, k + 3).some((x) => LIKE.has(x.w))) ||
        (at > 0 && t[at - 1]!.w === 'the');
      if (opens && k < t.length && !request) return `${first} ${t[k]!.w}`;
    }
  }
  return null;
}
const YES = new Set([...YES_LEAD, 'yup', 'ok', 'okay', 'ок']);
const POLITE = new Set(['please', 'pls', 'plz', 'stp', 'svp', 'пожалуйста', 'плиз']);
const SAME_OPENERS = new Set(['same', 'meme', 'тот', 'та', 'те']);
// "same for the orders page", "même chose pour …", "same as in …", "same style", "même format":
// what to do next, or how, not a verdict.
const SAME_REQUEST = new Set([
  'with',
  'avec',
  'с',
  'here',
  'way',
  'style',
  'look',
  'layout',
  'format',
  'design',
  'approach',
  'pattern',
  'structure',
  'stil',
  'стиль',
  'формат',
]);
const LIKE = new Set(['as', 'que', 'qu', 'как', 'что']);
const FOR = new Set(['for', 'pour', 'для']);

/** The hit of the `n` words at `i` of sentence `s`. */
function hitAt(family: Family, kind: Hit['kind'], s: SentenceView, i: number, n: number, correction = false): Hit {
  return {
    family,
    kind,
    correction,
    words: s.toks
      .slice(i, i + n)
      .map((t) => t.w)
      .join(' '),
    sentence: s.n,
    index: i,
  };
}

/** A message of emoji only ("🎉🎉", "🤦"): a smile or an eye-roll after the work. */
function emojiOnly(res: FeedbackResult, text: string, afterWork: boolean): FeedbackResult {
  const smile = POSITIVE_EMOJI.exec(text);
  const roll = EXASPERATION.exec(text);
  if (afterWork && (roll || /^\s*[?!]*\?[?!]*\s*$/.test(text)))
    Object.assign(res, { feedback: 'loss', families: ['exasperation'] });
  else if (afterWork && smile) Object.assign(res, { feedback: 'win', families: ['weak-praise'] });
  res.reasons.push(
    res.feedback === 'neutral'
      ? 'no words'
      : `${res.feedback === 'win' ? 'a smile of approval' : 'exasperation'} after the work ("${(roll ?? smile)?.[0] ?? text.trim()}")`,
  );
  return res;
}

/** Praise or good news in the sentence: "here's what I get, perfect". */
function hasGoodWord(s: SentenceView, c: CompiledPatterns): boolean {
  return s.toks.some(
    (t, i) =>
      GOOD_STATE.has(t.w) ||
      matchAt(s.toks, i, c.classes.praise) > 0 ||
      matchAt(s.toks, i, c.classes.weakPraise) > 0 ||
      matchAt(s.toks, i, c.classes.worksVerb) > 0,
  );
}

/** "ship it", "LGTM", "je valide", and a short message with a smile of approval after the work. */
function approvalHits(sentences: SentenceView[], c: CompiledPatterns, afterWork: boolean, text: string): Hit[] {
  const out: Hit[] = [];
  for (const s of sentences) {
    if (s.question) continue;
    for (let i = 0; i < s.toks.length; i++) {
      const n = matchAt(s.toks, i, c.classes.approval);
      // "ship it to staging" is the order to deploy, not a verdict on the work.
      const deployOrder = s.toks[i]?.w === 'ship' && ['to', 'on', 'sur', 'в', 'на'].includes(s.toks[i + n]?.w ?? '');
      if (n && afterWork && !deployOrder) out.push(hitAt('praise', 'win', s, i, n));
    }
  }
  // A smile of approval anywhere after the work: "58/58 !!! 😍 bon je vais manger". Losses, if any, still decide.
  const smile = !out.length && afterWork ? POSITIVE_EMOJI.exec(text) : null;
  if (smile)
    out.push({ family: 'weak-praise', kind: 'win', correction: false, words: smile[0], sentence: 0, index: 0 });
  return out;
}

const RELIEF = new Set(['finally', 'enfin', 'наконец', 'наконец-то']);
const DISCOURSE_OK = new Set(['ok', 'okay', 'bon', 'bien', 'good']);
const NO_LONGER = /(?<![\p{L}])(?:no longer|anymore|any more|ne \S+ plus|n'\S+ plus|plus de|больше не)(?![\p{L}])/u;

/**
 * After the work, how things are now, said as good news: "the form submits fine now", "the
 * keyboard does not cover the input anymore", "кнопка больше не дребезжит" (a problem that stopped).
 */
function goodNewsNow(sentences: SentenceView[], c: CompiledPatterns, turn: TurnView): Hit[] {
  for (const s of sentences) {
    if (s.question || s.toks.length > 14) continue;
    const words = s.toks.map((t) => t.w);
    const denied = words.some((w) => w === 'not' || w === 'pas' || w === 'не' || w === 'no');
    // "ok now the frontend part": "ok" opens a request, it does not judge anything.
    const good = s.toks.findIndex(
      (t, i) =>
        i > 0 &&
        // "it's too fast now": too much of a good thing is a complaint.
        // "I understand better now": the user's understanding, not the work.
        ((GOOD_STATE.has(t.w) &&
          !DISCOURSE_OK.has(t.w) &&
          !TOO.has(s.toks[i - 1]!.w) &&
          !anyIn(s.toks, c.classes.understand, Math.max(0, i - 3), i)) ||
          (matchAt(s.toks, i, c.classes.worksVerb) > 0 && !userDid(s.toks, i)) ||
          // "the curve looks right now": right as in correct, not "right now".
          (t.w === 'right' && ['looks', 'look', 'is', 'are', 'seems'].includes(s.toks[i - 1]!.w))),
    );
    // "finally 🎉 the container starts": relief marks the statement as good news, like "now".
    const now = words.some((w) => NOW.has(w) || RELIEF.has(w));
    // "it shows the date now" after "it should show the date now": the claim, confirmed.
    if (now && !denied && s.toks.length >= 3 && echoesTheTurn(s.toks, turn.said))
      return [{ family: 'works-now', kind: 'win', correction: false, words: 'now', sentence: s.n, index: 0 }];
    if (good >= 0 && !denied && now)
      return [{ family: 'works-now', kind: 'win', correction: false, words: words[good]!, sentence: s.n, index: good }];
    const stopped = NO_LONGER.exec(words.join(' '));
    const problem = s.toks.findIndex(
      (_, i) =>
        matchAt(s.toks, i, c.classes.symptom) > 0 ||
        matchAt(s.toks, i, c.classes.breakage) > 0 ||
        matchAt(s.toks, i, c.classes.problem) > 0,
    );
    if (stopped && problem >= 0)
      return [{ family: 'solved', kind: 'win', correction: false, words: stopped[0], sentence: s.n, index: problem }];
  }
  return [];
}

/**
 * "fix the export so the dates are ISO" again, after the assistant said it was done: most of what
 * the user asks now is what they asked before, so the work did not do it.
 */
function asksAgain(text: string, previous: string | undefined): boolean {
  if (!previous || previous === text) return false;
  const now = new Set(contentWords(text).map((w) => w.key));
  if (now.size < 3) return false;
  const before = new Set(contentWords(previous).map((w) => w.key));
  const shared = [...now].filter((k) => before.has(k)).length;
  return shared / now.size >= 0.7 && shared >= 3;
}

// Words that put a number after them as an item's number: "PR 406", "issue #404", "задача 500".
const NUMBERED = new Set([
  'pr',
  'mr',
  'issue',
  'ticket',
  'bug',
  'pull',
  'request',
  'item',
  'task',
  'tache',
  'задача',
  'задачу',
  'тикет',
]);

/**
 * "great, now nothing loads at all", "super, maintenant j'ai deux barres", "thanks, now any user
 * can open the admin": praise followed by "now" and a state no one wants is sarcasm, a loss.
 */
function sarcasticPraise(hits: Hit[], sentences: SentenceView[], c: CompiledPatterns): void {
  const win = hits.find((h) => h.kind === 'win' && h.sentence <= 1);
  if (!win || hits.some((h) => h.kind === 'loss')) return;
  const toks = sentences.slice(win.sentence, win.sentence + 2).flatMap((s) => s.toks);
  const at = toks.findIndex((t, i) => i > win.index && NOW.has(t.w));
  if (
    at < 0 ||
    matchAt(toks, at + 1, c.classes.requestLead) > 0 ||
    opensRequest({ toks, question: false, clauseStarts: [] }, at + 1)
  )
    return;
  // "… clean now, I listened two times": what the user did next is no state of the work.
  // ("now I have two bars", "maintenant j'ai …" tell the state: only other verbs are the user's doing.)
  const upTo = toks.findIndex(
    (t, i) => i > at && FIRST_PERSON_SUBJECT.has(t.w) && !STATE_VERB.has(toks[i + 1]?.w ?? ''),
  );
  const rest = toks.slice(at + 1, Math.min(at + 14, upTo > at ? upTo : Infinity));
  const worse = rest.find((t, i) =>
    t.w === 'n' || t.w === "n'"
      ? rest[i + 1]?.w === 'importe'
      : WORSE_STATE.has(t.w) ||
        (t.w === 'any' && i < 2) ||
        // "now PR #406": the number of a pull request or an issue, not a status.
        (HTTP_FAILURE.test(t.w) && !NUMBERED.has(rest[i - 1]?.w ?? '')),
  );
  if (!worse) return;
  for (let k = hits.length - 1; k >= 0; k--) if (hits[k]!.kind === 'win') hits.splice(k, 1);
  hits.push({ ...win, family: 'sarcasm', kind: 'loss', correction: false, words: `${win.words} … ${worse.w}` });
}

/** "is it per IP? because behind the load balancer …": a question about the work, then the objection. */
function challengeHits(sentences: SentenceView[], afterWork: boolean): Hit[] {
  if (!afterWork) return [];
  for (let k = 0; k + 1 < sentences.length; k++) {
    const next = sentences[k + 1]!;
    if (sentences[k]!.question && OBJECTION.has(next.toks[0]?.w ?? ''))
      return [
        {
          family: 'pointed-question',
          kind: 'loss',
          correction: false,
          words: next.toks
            .slice(0, 2)
            .map((t) => t.w)
            .join(' '),
          sentence: next.n,
          index: 0,
        },
      ];
  }
  for (const s of sentences) {
    const i = s.toks.findIndex((t, j) => j > 0 && OBJECTION.has(t.w) && s.clauseStarts.includes(j));
    if (s.question && i > 0)
      return [
        { family: 'pointed-question', kind: 'loss', correction: false, words: s.toks[i]!.w, sentence: s.n, index: i },
      ];
  }
  return [];
}
const OBJECTION = new Set(['because', 'parce', 'car', 'puisque', 'потому', 'ведь', 'since']);

/** After "great, but …": a statement of what is wrong, not a new request ("but can you also …"). */
function reservationStates(s: SentenceView, winAt: number, c: CompiledPatterns): boolean {
  const at = s.toks.findIndex((_, i) => i > winAt && matchAt(s.toks, i, c.classes.reservation) > 0);
  if (at < 0) return false;
  const rest = { ...s, toks: s.toks.slice(at + 1), clauseStarts: [0] };
  // "but it's really slow": short, and bad news all the same.
  const bad =
    badNewsIn(rest, c) ||
    ['mildNegative', 'excess', 'symptom'].some((k) => anyIn(rest.toks, c.classes[k as 'symptom'], 0, rest.toks.length));
  return (
    (rest.toks.length >= 4 || (rest.toks.length >= 2 && bad)) &&
    !opensRequest(rest, 0) &&
    !rest.toks.slice(0, 3).some((t) => ['can', 'could', 'maybe', 'peux', 'pourrais', 'можешь', 'можно'].includes(t.w))
  );
}

/** The message says nothing but yes / no / ok / go (and politeness): an answer. */
function onlyAnswerWords(all: readonly Tok[], c: CompiledPatterns): boolean {
  for (let i = 0; i < all.length;) {
    const n = Math.max(matchAt(all, i, c.classes.acknowledge), matchAt(all, i, c.classes.refusal));
    if (n) {
      i += n;
      continue;
    }
    if (!ANSWER_FILLER.has(all[i]!.w) && !/^\d+$/.test(all[i]!.w)) return false;
    i++;
  }
  return true;
}

// Determiners that give a judgement its own subject ("that file", "leur API", "этот скрипт").
const THING_DETERMINER = new Set([
  'that',
  'this',
  'these',
  'those',
  'their',
  'ce',
  'cet',
  'cette',
  'ces',
  'leur',
  'leurs',
  'этот',
  'эта',
  'эти',
  'их',
]);
// After the determiner, a verb or an adverb means it stands alone ("that's just wrong", "this is garbage").
const COPULA_NEXT = new Set([
  'is',
  's',
  'was',
  'are',
  'one',
  'just',
  'really',
  'so',
  'totally',
  'completely',
  'simply',
  'all',
  'looks',
  'seems',
  'sounds',
  "c'",
  'est',
  'etait',
  'это',
  'было',
  'просто',
  'вообще',
]);

/** A determiner and a noun before the judgement word in its clause: it judges that thing. */
function judgesAThing(s: SentenceView, at: number): boolean {
  const t = s.toks;
  const from = [...s.clauseStarts].reverse().find((c) => c <= at) ?? 0;
  for (let i = from; i < at; i++)
    if (THING_DETERMINER.has(t[i]!.w) && i + 1 < at && !COPULA_NEXT.has(t[i + 1]!.w)) return true;
  return false;
}

// Words that address the assistant or its work: "your fix is wrong" judges it, "the total is wrong" may be the app.
const SECOND_PERSON = new Set([
  'you',
  'your',
  'yours',
  'tu',
  'toi',
  'ton',
  'ta',
  'tes',
  "t'",
  'vous',
  'votre',
  'vos',
  'ты',
  'твой',
  'твоя',
  'твое',
  'твои',
  'вы',
  'ваш',
  'ваша',
  'ваше',
  'ваши',
]);
const addressesAssistant = (toks: readonly Tok[]) => toks.some((t) => SECOND_PERSON.has(t.w));

// Words that make a "no" stronger: "no, none at all", "non, rien", "нет, ни одного".
const NO_AT_ALL = new Set([
  'none',
  'nothing',
  'nope',
  'not',
  'one',
  'single',
  'at',
  'all',
  'still',
  'rien',
  'aucun',
  'aucune',
  'toujours',
  'pas',
  'du',
  'tout',
  'ни',
  'одного',
  'одной',
  'одно',
  'ничего',
  'всё',
  'все',
  'ещё',
  'еще',
  'нет',
]);

// What follows "no" in a polite decline: "no, that's fine", "non, ça ira", "нет, не надо".
const DECLINE_FILLER = new Set([
  'that',
  's',
  'thats',
  'fine',
  'ok',
  'okay',
  'ca',
  'ira',
  'va',
  'не',
  'надо',
  'нужно',
  'beaucoup',
  'much',
]);
const ANSWER_FILLER = new Set([
  'please',
  'stp',
  'pls',
  'bah',
  'ben',
  'hmm',
  'hm',
  'well',
  'eh',
  'ah',
  'oh',
  'bon',
  'ну',
  'хм',
  'the',
  'all',
  'both',
  'first',
  'one',
  'two',
  'three',
  'les',
  'tous',
  'пожалуйста',
]);

/**
 * "thanks" is praise when it is the whole (short) message or thanks for an explanation that
 * landed ("ah, that makes sense now, thanks"); a thanks that opens a new request or question is
 * politeness.
 */
function keepThanksForResults(
  hits: Hit[],
  sentences: SentenceView[],
  shortMessage: boolean,
  c: CompiledPatterns,
  closing: (sentence: number, index?: number) => boolean = () => false,
): void {
  const asks = sentences.some((s) => s.question);
  // "merci, à demain", "спс, на сегодня всё", "thanks, that's all for today": the session closes.
  if (sentences.some((s) => CLOSING.test(s.toks.map((x) => x.w).join(' ')))) {
    // "Ça marche, à demain !": in a short closing, "ça marche" is "ok", not a verdict.
    const short = sentences.reduce((n, s) => n + s.toks.length, 0) <= 6;
    for (let k = hits.length - 1; k >= 0; k--)
      if (hits[k]!.family === 'thanks' || (short && ANSWER_WINS.has(hits[k]!.family))) hits.splice(k, 1);
    return;
  }
  const landed = sentences.some((s) => anyIn(s.toks, c.classes.clarity, 0, s.toks.length));
  for (let k = hits.length - 1; k >= 0; k--) {
    const h = hits[k]!;
    if (h.family !== 'thanks') continue;
    if (landed || (shortMessage && !asks) || closing(h.sentence, h.index)) continue;
    // "thanks, that was the last blocker", "merci, c'était le dernier point": for what was done.
    if (THANKED_FOR_IT.test(sentences[h.sentence]!.toks.map((x) => x.w).join(' '))) continue;
    if (
      !asks &&
      anyIn(sentences[h.sentence]!.toks, c.classes.strongThanks, 0, sentences[h.sentence]!.toks.length) &&
      !sentences.slice(h.sentence + 1).some((x) => opensRequest(x, 0))
    )
      continue;
    hits.splice(k, 1);
  }
  if (
    landed &&
    !hits.some((h) => h.kind === 'win') &&
    sentences.some((s) => anyIn(s.toks, c.classes.thanks, 0, s.toks.length))
  )
    hits.push({ family: 'thanks', kind: 'win', correction: false, words: 'thanks', sentence: 0, index: 0 });
}

const THANKED_FOR_IT =
  /(?:^|\s)(?:thanks|thank you|thx|merci|спасибо)\s+(?:that was|that did it|c' etait|ca a marche|это был\p{L}*)(?:\s|$)/u;

// A hedged question drops its reproach, and its aside ("it works fine") is no praise either.
const HEDGED: ReadonlySet<Family> = new Set([
  'pointed-question',
  'meant',
  'judgement',
  'works-now',
  'weak-praise',
  // "not complaining, just never used them": the hedge itself reads as "not X, just Y".
  'not-x-but-y',
]);
/** "just curious, why X? not saying it's wrong": a hedged question is a question. */
function dropHedged(hits: Hit[], all: readonly Tok[], c: CompiledPatterns): void {
  if (!anyIn(all, c.classes.hedge, 0, all.length)) return;
  for (let k = hits.length - 1; k >= 0; k--) if (HEDGED.has(hits[k]!.family)) hits.splice(k, 1);
}

function extraHits(c: CompiledPatterns, sentences: SentenceView[]): Hit[] {
  const out: Hit[] = [];
  for (const s of sentences) {
    for (let i = 0; i < s.toks.length; i++) {
      if (matchAt(s.toks, i, c.extra.ignore)) continue;
      let n: number;
      if ((n = matchAt(s.toks, i, c.extra.criticism))) out.push(hitAt('extra-criticism', 'loss', s, i, n));
      if ((n = matchAt(s.toks, i, c.extra.corrections))) out.push(hitAt('extra-correction', 'loss', s, i, n, true));
      if ((n = matchAt(s.toks, i, c.extra.praise)) && !s.question) out.push(hitAt('extra-praise', 'win', s, i, n));
    }
  }
  return out;
}
