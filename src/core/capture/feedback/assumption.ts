// The assistant worked from a wrong picture of the user's setup, and the user says so: the step it
// told them to take was taken long ago ("it's already installed"), they do not use the tool it
// named ("I'm on podman, not docker"), or a plain fact answers its guess ("its a wrover" after "the
// board most likely has no PSRAM"), or names a value other than the one the turn used ("the nas is
// .44"). Each is a loss with a correction: the fact is the right version. Last, "no toast" right
// after a turn that promised one: a loss that names what is missing, with nothing to put instead.
import { textLanguage } from '../../text/language';
import { fold } from '../../text/normalize';
import { turnFacts, turnWords, type AssistantTurnView } from '../conversation';
import { opensRequest, REQUEST_OPENERS, type Hit, type SentenceView } from './families';
import { QUESTION_OPENERS, type Tok } from './tokens';

const ALREADY = new Set(['already', 'alredy', 'allready', 'deja', 'уже']);
const DENIAL = new Set(['not', 'no', 'never', 'pas', 'plus', 'jamais', 'не', 'нет', 'ни']);

/**
 * A short statement with "already" and no denial, after a turn that told the user to act:
 * "already did that", "c'est déjà installé", "уже установлен". A question ("already done?") asks.
 */
export function alreadyDone(sentences: readonly SentenceView[], turn: AssistantTurnView | undefined): Hit | null {
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length > 10 || sentences.some((s) => s.question)) return null;
  if (toks.some((t) => DENIAL.has(t.w) || NOW.has(t.w)) || !turnFacts(turn).toldUserToAct) return null;
  // "уже третий раз", "already the third time", "déjà la 3e fois": counts a loop, not a step already taken.
  const at = toks.findIndex(
    (t, i) => ALREADY.has(t.w) && !TIMES.has(toks[i + 2]?.w ?? '') && !TIMES.has(toks[i + 3]?.w ?? ''),
  );
  if (at >= 0)
    return { family: 'already-so', kind: 'loss', correction: true, words: toks[at]!.w, sentence: 0, index: at };
  // "the agent is enabled" after "enable it, then retry": the state asked for, stated as a given.
  const state =
    toks.length <= 5 ? toks.findIndex((t, i) => i > 0 && COPULA.has(toks[i - 1]!.w) && t.w.length >= 5) : -1;
  return state > 0 && turnWords(turn).has(toks[state]!.s)
    ? { family: 'already-so', kind: 'loss', correction: true, words: toks[state]!.w, sentence: 0, index: state }
    : null;
}

const TIMES = new Set(['time', 'times', 'fois', 'раз', 'раза']);
const COPULA = new Set(['is', 's', 'are', 'was', 'est', 'sont', 'etait']);
// "it's installed now" reports that the user just did it.
const NOW = new Set(['now', 'maintenant', 'теперь', 'сейчас']);

// "I don't use networkmanager", "j'ai pas de docker", "я не использую zsh": the user denies a tool
// the assistant's turn named. "I'm on sway, not i3": the user names theirs instead.
const DENIES_TOOL =
  /(?<![\p{L}])(?:i (?:don'?t|do not|never) (?:use|have|run)|i'?m not (?:using|on|running)|i am not (?:using|on|running)|je n'?utilise (?:pas|plus)|j'?(?:ai|utilise) (?:pas|plus)(?: de)?|je (?:ne )?suis (?:pas|plus) sur|я не (?:использую|пользуюсь)|у меня (?:нет|не стоит))\s+(?:d'|de |du |la |le |les |the |any )?([\p{L}\p{N}._/-]+)/u;
const MINE_NOT_YOURS =
  /(?<![\p{L}])(?:i'?m|i am|im|je suis|я)\s+(?:on|using|sur|на)\s+[\p{L}\p{N}._/-]+,?\s+(?:not|pas|а не)\s+([\p{L}\p{N}._/-]+)/u;

/**
 * The user says they do not use what the turn assumed ("i dont use networkmanager, its iwd",
 * "je suis sur sway pas i3"): the assistant worked from a wrong picture of the setup.
 */
export function deniesAssumedTool(text: string, turn: { readonly said: ReadonlySet<string> }): Hit | null {
  const folded = fold(text);
  if (folded.length > 200 || folded.includes('?')) return null;
  for (const re of [MINE_NOT_YOURS, DENIES_TOOL]) {
    const m = re.exec(folded);
    const named = m?.[1]?.replace(/[.,;:]+$/, '');
    if (named && named.length >= 2 && turn.said.has(named))
      return { family: 'wrong-setup', kind: 'loss', correction: true, words: m![0], sentence: 0, index: 0 };
  }
  return null;
}

/**
 * A short plain statement right after a turn that guessed ("its a wrover, it has 8mb psram" after
 * "the board most likely has no PSRAM"): the user gives the fact the guess got wrong.
 */
export function factAgainstGuess(sentences: readonly SentenceView[], turn: AssistantTurnView | undefined): Hit | null {
  if (!turnFacts(turn).guessed || sentences.some((s) => s.question)) return null;
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length < 2 || toks.length > 14 || !statesAFact(toks)) return null;
  if (opensRequest({ toks, question: false, clauseStarts: [] }, 0)) return null;
  // "c quoi la diff entre picture et img": a question typed without its "?".
  if (toks.slice(0, 3).some((t) => QUESTION_OPENERS.has(t.w))) return null;
  return { family: 'wrong-setup', kind: 'loss', correction: true, words: toks[0]!.w, sentence: 0, index: 0 };
}

// "its a wrover", "c'est un truenas", "это 1.1", "the board has psram", "there's a proxy": a fact, stated.
const FACT_OPENERS = new Set([
  'its',
  'it',
  'thats',
  'that',
  'this',
  'there',
  'theres',
  'c',
  "c'",
  'cest',
  'ce',
  'это',
  'там',
  'он',
  'она',
  'оно',
]);
const FACT_VERBS = new Set([
  'is',
  's',
  'has',
  'have',
  'runs',
  'uses',
  'est',
  'a',
  'sont',
  'tourne',
  'utilise',
  'есть',
  'стоит',
]);

function statesAFact(toks: SentenceView['toks']): boolean {
  if (FACT_OPENERS.has(toks[0]!.w)) return true;
  // "the board has 8mb", "le nas tourne sous truenas", "игра 1.1": a subject and its state.
  // "a" is the French verb ("le nas a 8 go"), not the English article ("yes, a launch only for …").
  const french = textLanguage(toks.map((t) => t.w).join(' ')) === 'fr';
  return (
    toks.slice(1, 4).some((t) => FACT_VERBS.has(t.w) && (t.w !== 'a' || french)) &&
    !/^(?:i|je|j'|я|we|on|you|tu|ты)$/u.test(toks[0]!.w)
  );
}

// Values that name which thing, not how much: a version ("2.0", "0.11.0"), an address
// ("10.0.0.12"), a pin, a device or a slot ("pb8", "sda1", "com3"). The kind is what a contradiction
// must share: a version answers a version, a pin of bank B answers a pin of bank B.
const IP = /^\d{1,3}(?:\.\d{1,3}){3}$/u;
const VERSION = /^v?\d+(?:\.\d+){1,2}$/u;
const CODE = /^([a-z]{1,4})\d{1,4}$/u;
const RANGE = /(\d+(?:\.\d+)?)\s*(?:[-–—]|\.\.|to|до|a)\s*(\d+(?:\.\d+)?)(?!\d|\.\d)/gu;
const VALUE_IN_TEXT = /(?<![\p{L}\p{N}.])(?:v?\d+(?:\.\d+){1,3}|[a-z]{1,4}\d{1,4})(?![\p{L}\p{N}]|\.\d)/gu;

const RELEASED = new Set([
  'merged',
  'approved',
  'tagged',
  'released',
  'published',
  'shipped',
  'pypi',
  'merge',
  'merges',
  'tag',
  'mergee',
  'publie',
  'publiee',
  'влил',
  'влила',
  'влили',
  'смержил',
  'смержила',
  'смержили',
  'тег',
  'выпустил',
  'опубликовал',
]);

// "не трогай", "не меняйте": a Russian order not to.
const NEGATED_ORDER = (w: string, before: string | undefined): boolean =>
  before === 'не' && /(?:й|йте|ь|ьте|и|ите)$/u.test(w);

function valueKind(word: string): string | null {
  if (IP.test(word)) return 'ip';
  if (VERSION.test(word)) return 'version';
  const code = CODE.exec(word);
  return code ? `code:${code[1]}` : null;
}

/**
 * A short statement naming a version, an address or a pin other than the one the turn just worked
 * with ("игра 1.1, там global" after "since the mod is for 2.0", "the box is 10.0.0.21" after
 * "pointed it at 10.0.0.12", "на плате PB8/PB9" after "wired it to PB6/PB7"): the user gives the
 * value the work got wrong. Not an answer to a question that asked for input, not a request.
 */
export function valueAgainstTurn(
  sentences: readonly SentenceView[],
  turn: AssistantTurnView | undefined,
  facts: { readonly claimedDone: boolean; readonly askedForInput: boolean },
): Hit | null {
  if (!turn || !facts.claimedDone || facts.askedForInput || sentences.some((s) => s.question)) return null;
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length < 1 || toks.length > 14) return null;
  // An order anywhere ("pve1 пока не трогай"), or a report of measures ("loss 1.91 -> 1.64, 200 steps").
  if (
    sentences.some((s) => opensRequest(s, 0)) ||
    toks.some((t, i) => REQUEST_OPENERS.has(t.w) || NEGATED_ORDER(t.w, toks[i - 1]?.w))
  )
    return null;
  if (toks.filter((t) => /^\d/.test(t.w)).length > 2) return null;
  // "Rafa approved #104, I merged it and 1.8.0 is on PyPI": the release that followed, reported.
  if (toks.some((t) => RELEASED.has(t.w))) return null;
  const turnValues = new Map<string, Set<string>>();
  // "ph held 5.7–5.9": the ends of a range are measures, not versions the user must be on.
  const inRange = new Set([...fold(turn.text).matchAll(RANGE)].flatMap((m) => [m[1]!, m[2]!]));
  for (const m of fold(turn.text).matchAll(VALUE_IN_TEXT)) {
    if (inRange.has(m[0])) continue;
    const kind = valueKind(m[0]);
    if (kind) turnValues.set(kind, (turnValues.get(kind) ?? new Set()).add(m[0].replace(/^v/, '')));
  }
  const at = toks.findIndex((t) => {
    const kind = valueKind(t.w);
    const theirs = kind ? turnValues.get(kind) : undefined;
    return !!theirs && !theirs.has(t.w.replace(/^v/, ''));
  });
  return at < 0
    ? null
    : { family: 'wrong-setup', kind: 'loss', correction: true, words: toks[at]!.w, sentence: 0, index: at };
}

const NONE = new Set(['no', 'zero', 'pas', 'aucun', 'aucune', 'нет', 'никакого', 'никакой', 'ноль']);
// "nothing in plausible", "rien dans les logs", "ничего в логах": nothing where the work should show.
const NOTHING = new Set(['nothing', 'rien', 'ничего']);
const IN = new Set(['in', 'on', 'dans', 'sur', 'в', 'во', 'на']);
const NONE_FILLER = new Set(['de', "d'", 'the', 'any', 'le', 'la', 'les', "l'"]);

/** The token span of a clause that says "no X" / "nothing in X" ("в X ничего"), or null. */
function noneClause(toks: readonly Tok[]): readonly Tok[] | null {
  const first = toks[0]?.w ?? '';
  if (NONE.has(first) && toks.length <= 4) return toks.slice(1);
  if (NOTHING.has(first) && IN.has(toks[1]?.w ?? '') && toks.length <= 7) return toks.slice(2);
  if (IN.has(first) && NOTHING.has(toks[toks.length - 1]?.w ?? '') && toks.length <= 7) return toks.slice(1, -1);
  return null;
}

/**
 * "no toast", "pas de toast", "нет тоста" right after a turn that said it added one: a short "no X"
 * naming what the work promised; so does a last clause "… : nothing in plausible" after the user's
 * own check. Not after a turn that asked for input.
 */
export function missingWhatWasPromised(
  sentences: readonly SentenceView[],
  turn: AssistantTurnView | undefined,
  facts: { readonly claimedDone: boolean; readonly askedForInput: boolean; readonly asked: boolean },
): Hit | null {
  if (!turn || !facts.claimedDone || facts.askedForInput || facts.asked || sentences.some((s) => s.question))
    return null;
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length < 2 || toks.length > 16) return null;
  const last = sentences[sentences.length - 1]!;
  const lastClause = last.toks.slice(last.clauseStarts[last.clauseStarts.length - 1] ?? 0);
  const named = (toks.length <= 7 ? noneClause(toks) : null) ?? noneClause(lastClause);
  const said = turnWords(turn);
  const what = named?.find((t) => !NONE_FILLER.has(t.w) && (said.has(t.s) || said.has(t.w)));
  return what
    ? { family: 'omission', kind: 'loss', correction: false, words: `${toks[0]!.w} ${what.w}`, sentence: 0, index: 0 }
    : null;
}
