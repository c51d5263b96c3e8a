// Replies right after the assistant's work that only the turn makes readable: another value of a
// kind the work used ("4 utc" after "fires at 03:00"), a why about the turn's own choice ("why
// 777?"), a scope narrowed after a wide change ("Only for Kreuzberg!"), a count against the one
// expected ("we should be at 60"), the turn's cause denied ("it's not the cache"). detect.ts asks
// them once the families have spoken.
import { fold } from '../../text/normalize';
import { isStopword } from '../../text/stopwords';
import { is, opensRequest, wholeHit, type Hit, type SentenceView } from './families';
import { THIRD_PARTY } from './answer';
import { anyIn, matchAt, type CompiledPatterns } from './matcher';
import type { Tok } from './tokens';
import type { WordClass } from './vocabulary';
import { nameSetRight, valueOtherThanTurn } from './values';
import { takesBackAPart } from './orders';

/** Whether any of these word classes occurs in the tokens. */
const saysAny = (toks: readonly Tok[], c: CompiledPatterns, kinds: readonly WordClass[]): boolean =>
  kinds.some((k) => anyIn(toks, c.classes[k], 0, toks.length));

// A programming language's exception class: "ModuleNotFoundError", "NullPointerException" (folded).
export const EXCEPTION_NAME = /^[a-z]{4,}(?:error|exception)$/;

// What opens the next task rather than a fix: "next: …", "also …", "ensuite …", "дальше …".
const NEXT_TASK_LEAD = new Set([
  'next',
  'then',
  'also',
  'now',
  'ensuite',
  'aussi',
  'maintenant',
  'puis',
  'prochaine',
  'suivant',
  'дальше',
  'ещё',
  'еще',
  'теперь',
  'потом',
  'следующее',
]);

/**
 * "4 utc" after "fires at 03:00 server time", "La TVA sur le pain est à 5,5 %" after "une TVA de
 * 20 %": a short statement naming a value of a kind the finished work used, a different one.
 */
export function valueSetRight(
  text: string,
  sentences: readonly SentenceView[],
  turn: string | undefined,
  facts: { readonly claimedDone: boolean; readonly askedForInput: boolean; readonly asked: boolean },
  c: CompiledPatterns,
  /** The message opens on the user's own check ("ran k6 here: …"): a measure, not a value set right. */
  userChecked: boolean,
): Hit | null {
  // "15%, marketing already sent the flyers" to "a 10% code for the first order, shall I?": an answer.
  if (!turn || !facts.claimedDone || facts.asked || sentences.some((s) => s.question)) return null;
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length > 20 || NEXT_TASK_LEAD.has(toks[0]?.w ?? '') || opensRequest(sentences[0]!, 0)) return null;
  // "25 mb uploaded, 41 000 rows. nice", "прогнал k6: cpu 15-20%", "my typo, it's finance@…": a
  // measure the user took, good news, or their own slip; not the work's value set right.
  if (saysAny(toks, c, ['praise', 'weakPraise', 'thanks', 'ownMistake', 'success'])) return null;
  if (userChecked || /\d\s?[-–]\s?\d/.test(text)) return null;
  const v = valueOtherThanTurn(text, turn)?.value ?? nameSetRight(text, turn);
  return v ? wholeHit('loss', 'actual-value', v, 0, true) : null;
}

const WHY_WORD = new Set(['why', 'pourquoi', 'зачем', 'почему']);
/** A short why-question whose other words all name what the turn did ("pourquoi 777 ?"). */
export function whyTheChoice(s: SentenceView, said: ReadonlySet<string>): boolean {
  const t = s.toks;
  if (!s.question || t.length < 2 || t.length > 4 || !WHY_WORD.has(t[0]!.w)) return false;
  const rest = t.slice(1).filter((x) => /\d/.test(x.w) || !isStopword(x.w));
  return rest.length > 0 && rest.every((x) => said.has(x.w) || said.has(x.s));
}
/** The reservation after thanks is about someone else's doing ("but the client wants …"). */
export const badNewsAboutOthers = (s: SentenceView) => s.toks.some((t) => THIRD_PARTY.has(t.w));

const ONLY = new Set(['only', 'just', 'только', 'лишь', 'seulement', 'uniquement']);
const OTHERS = /(?<![\p{L}])(?:the others?|other \p{L}+|les autres|autres|остальн\p{L}*|другие|другим)(?![\p{L}])/iu;

/** "Only for Kreuzberg! The other clinics are open", "только с января!", "pdf/ only": the right scope. */
export function narrowedScope(sentences: readonly SentenceView[], text: string): Hit | null {
  for (const s of sentences) {
    const t = s.toks;
    if (s.question || !t.length || t.length > 6) continue;
    const lead = ONLY.has(t[0]!.w) || (is(t[0], 'que') && is(t[1], 'pour', 'sur', 'dans', 'le', 'la', 'les'));
    const trailing = t.length <= 3 && ONLY.has(t[t.length - 1]!.w) && s.n > 0;
    if (!lead && !trailing) continue;
    if (lead && !/!/.test(text) && !OTHERS.test(text)) continue;
    return wholeHit('loss', 'not-x-but-y', t.map((x) => x.w).join(' '), s.n, true);
  }
  return null;
}

// "we should be at 1000 by tomorrow": a forecast, not a shortfall.
const FORECAST =
  /(?<![\p{L}])(?:by tomorrow|tomorrow|next week|by then|demain|la semaine prochaine|завтра|к вечеру|на следующей неделе)(?![\p{L}])/u;
const EXPECTED_COUNT =
  /(?<![\p{L}])(?:(?:we|it|there) should (?:be at|have|be)\s+(?:\S+\s+)?\d|nous devrions (?:avoir|[eê]tre [àa])|on devrait (?:avoir|[eê]tre [àa])|(?:должно|должны) (?:быть|было быть)\s+(?:\S+\s+)?\d)/u;
const CAUSE_DENIED =
  /(?<![\p{L}])(?:(?:it'?s|that'?s|this is|it is) not (?:the (?:reason|cause|problem|issue)|why|the \S+(?=[,.:;]))|not the (?:reason|cause)|n'est pas (?:la (?:cause|raison)|le probl[eè]me)|le probl[eè]me n'est pas l[àa]|ce n'est pas (?:pour )?[çc]a|причина не в|дело не в|не в этом|не из-за этого)(?![\p{L}])/u;

/**
 * "training stops at epoch 30. we should be at 60", "Nous devrions avoir tout le mois, jusqu'au 30":
 * a count after the work against the one expected. Not a forecast ("by tomorrow"), nor with good news.
 */
export function expectedCount(text: string, all: readonly Tok[], c: CompiledPatterns): Hit | null {
  if (!/\d/.test(text)) return null;
  const folded = fold(text);
  const expected = EXPECTED_COUNT.exec(folded);
  const fine = saysAny(all, c, ['praise', 'weakPraise', 'success']);
  return expected && !fine && !FORECAST.test(folded) ? wholeHit('loss', 'symptom', expected[0].trim(), 0, true) : null;
}

/** "no, it's not the cache: …", "le problème n'est pas là", "причина не в этом": the turn's cause denied. */
export const deniesTheCause = (text: string): boolean => CAUSE_DENIED.test(fold(text));

// "did it follow its prompt?", "l'analyste a-t-il bien suivi son prompt ?", "он следовал промпту?":
// whether the work (or the agent it ran) kept to its instructions.
const FOLLOWED_ITS_PROMPT =
  /(?<![\p{L}])(?:(?:did|has) (?:it|he|she|they|the \S+) (?:\S+ )?(?:follow|read)(?:ed)?|a-t-(?:il|elle) (?:bien )?(?:suivi|lu)|(?:ont-ils|a-t-on) (?:bien )?suivi|следовал\p{L}*|прочитал\p{L}* ли)[^?]{0,40}(?:prompt|instructions?|rules|consignes?|r[eè]gles|промпт\p{L}*|инструкци\p{L}*|правил\p{L}*)[^?]*\?/u;
export const asksIfItFollowedItsPrompt = (text: string): boolean => FOLLOWED_ITS_PROMPT.test(fold(text));

// "ты их не добавил", "ты не обновил тег": what the assistant did not do, in Russian's past.
const RU_YOU_DID_NOT = /(?<![\p{L}])ты\s+(?:\p{L}+\s+)?не\s+\p{L}{3,}л(?:а|и)?(?![\p{L}])/u;
export const ruYouDidNot = (text: string): boolean => RU_YOU_DID_NOT.test(fold(text));

// Losses that only describe a state: with a verdict of approval beside them, the state told is
// the one wanted ("the fade is smooth now, no flicker anymore. very good").
const STATE_TOLD: ReadonlySet<Hit['family']> = new Set([
  'symptom',
  'no-effect',
  'judgement',
  'negated-function',
  'lost-feature',
  'dislike',
  'persistence',
]);
const FAILURE_TOLD: ReadonlySet<Hit['family']> = new Set(['symptom', 'negated-function', 'persistence']);
// Praise in one word, the form irony takes.
const DEADPAN = new Set([
  'great',
  'perfect',
  'wonderful',
  'brilliant',
  'fantastic',
  'lovely',
  'genial',
  'parfait',
  'magnifique',
  'super',
  'супер',
  'отлично',
  'прекрасно',
  'замечательно',
]);
// Words that may stand beside the approval in a bare verdict.
const VERDICT_FILLER = new Set([
  'ok',
  'okay',
  'very',
  'really',
  'so',
  'all',
  'tres',
  'vraiment',
  'очень',
  'всё',
  'все',
  'ок',
  'вот',
  'it',
  'is',
  "c'",
  'est',
  'это',
]);
// Still there, or again: the approval is not for this state.
const NOT_YET = new Set(['still', 'again', 'toujours', 'encore', 'опять', 'снова', 'всё', 'все']);

/**
 * "cert valid now, padlock and all. good", "Nouvelle capture : plus rien ne se chevauche. Parfait.",
 * "checked on both phones: … a wrong code shows the red line. thanks": a bare verdict of approval
 * (a sentence of at most three words) closing a report of the state after the work,
 * with no reservation, no "still" and no question. Its state-describing losses are the state wanted.
 */
export function approvesTheState(
  sentences: readonly SentenceView[],
  hits: readonly Hit[],
  c: CompiledPatterns,
): boolean {
  if (sentences.length < 2 || sentences.some((s) => s.question)) return false;
  const losses = hits.filter((h) => h.kind === 'loss');
  if (!losses.length || losses.some((h) => !STATE_TOLD.has(h.family))) return false;
  // Approval and nothing else: "good", "very good", "Nickel, merci", "ok good". Not "на айфоне норм"
  // (fine on the iPhone): a verdict on something else.
  const verdict = (s: SentenceView) =>
    s.toks.length <= 3 &&
    s.toks.every(
      (t, i) =>
        VERDICT_FILLER.has(t.w) ||
        (['praise', 'weakPraise', 'thanks'] as const).some((k) => matchAt(s.toks, i, c.classes[k]) > 0) ||
        (i > 0 && (['praise', 'weakPraise', 'thanks'] as const).some((k) => matchAt(s.toks, i - 1, c.classes[k]) > 1)),
    );
  // Closing the report: "Thanks. Next, …" opens the next task instead.
  if (!verdict(sentences[sentences.length - 1]!)) return false;
  const all = sentences.flatMap((s) => s.toks);
  const last = sentences[sentences.length - 1]!.toks;
  const stillSo = all.some((t) => NOT_YET.has(t.w));
  // One word alone after a failure told is where irony lives: "now every file is imported twice. great.",
  // "the header still jumps on the iPad. great".
  const deadpan = last.length === 1 && DEADPAN.has(last[0]!.w);
  if (deadpan && (stillSo || losses.some((h) => FAILURE_TOLD.has(h.family)))) return false;
  // Thanks alone may close a report of a failure politely ("still the same error. thanks"); praise
  // does not: "its still climbing at the end. nice", "rm still asks. Good."
  const praised = last.some((_, i) =>
    (['praise', 'weakPraise'] as const).some((k) => matchAt(last, i, c.classes[k]) > 0),
  );
  return !anyIn(all, c.classes.reservation, 0, all.length) && (praised || !stillSo);
}

// "but", "though", "par contre", "но": what comes after it takes back part of what came before.
const CONTRAST = new Set(['but', 'though', 'however', 'mais', 'contre', 'revanche', 'но', 'однако']);
// "… but only on staging", "mais seulement le lundi": a condition of the next step, no complaint.
const CONDITION_AFTER = new Set(['only', 'just', 'seulement', 'uniquement', 'juste', 'только', 'лишь']);
// "but I'll do the icons myself", "mais je vais …", "но я сам …": the user's own plan.
const OWN_PLAN =
  /^(?:(?:i|we) (?:will |ll )?(?:check|look|test|handle|do|fix|ask|try|see)|i'm going|je vais|on va|je (?:regarde|verrai|teste|vérifie|verifie)|я (?:сам|потом|посмотрю|проверю|разберусь)|сам)(?![\p{L}'])/u;
const POSITIVE = ['praise', 'weakPraise', 'success', 'worksVerb', 'solved', 'approval'] as const;
// Not "ok": "ok, but …" acknowledges and goes on to the next thing.
const FINE = new Set([
  'fine',
  'correct',
  'corrects',
  'correctes',
  'justes',
  'exacts',
  'exactes',
  'match',
  'matches',
  'correspond',
  'correspondent',
  'норм',
  'сходится',
  'сходятся',
  'нормально',
  'верно',
  'правильно',
]);

/**
 * "stalls look right and the sold ones are grey. the circle is drawn on top though", "la synchro
 * part bien … Par contre l'heure enregistrée, c'est celle de la synchro": after the work, a part
 * that works, then "but" and a state of the work told without a word of failure. Not a request, a
 * question, a condition, the user's own plan, or a fault that is not the work's.
 */
export function goodThenBut(sentences: readonly SentenceView[], c: CompiledPatterns): Hit | null {
  const all = sentences.flatMap((s) => s.toks);
  // A long message (a pasted e-mail, a long answer) says more than one thing.
  if (all.length > 60) return null;
  let offset = 0;
  for (const s of sentences) {
    const t = s.toks;
    const at = t.findIndex(
      (x, i) =>
        (CONTRAST.has(x.w) &&
          (x.w !== 'contre' || t[i - 1]?.w === 'par') &&
          (x.w !== 'revanche' || t[i - 1]?.w === 'en')) ||
        (x.w === 'вот' && t[i - 1]?.w === 'а'),
    );
    if (at >= 0 && !s.question) {
      // "… drawn on top of the stalls though": the state is the clause before a closing "though".
      const closing = t[at]!.w === 'though' && (at === t.length - 1 || s.clauseStarts.includes(at + 1));
      const from = closing ? (s.clauseStarts.filter((k) => k <= at).pop() ?? 0) : at + 1;
      const to = closing ? at : t.length;
      const state = t.slice(from, to);
      const before = all.slice(0, offset + (closing ? from : at));
      const positive = before.some((x) => FINE.has(x.w)) || saysAny(before, c, POSITIVE);
      // "замена супер. а вот имя в смс не надо", "the paragraph is right. the claim though, take it out":
      // praise, then a part of the same work taken back: a loss with its correction, not a new request.
      const rest = all
        .slice(offset + at + 1)
        .map((x) => x.w)
        .join(' ');
      const takenBack = positive ? takesBackAPart(rest) : null;
      if (takenBack) return wholeHit('loss', 'reversal', `${t[at]!.w} … ${takenBack}`, 0, true);
      if (
        positive &&
        state.length >= 4 &&
        !CONDITION_AFTER.has(state[0]!.w) &&
        !OWN_PLAN.test(state.map((x) => x.w).join(' ')) &&
        !s.clauseStarts.some((k) => k > at && opensRequest(s, k)) &&
        !opensRequest({ toks: state, question: false, clauseStarts: [0] }, 0) &&
        !saysAny(state, c, ['ownMistake', 'unrelated', 'requestLead'])
      )
        return wholeHit('loss', 'symptom', `${t[at]!.w} …`);
    }
    offset += t.length;
  }
  return null;
}

// "almost.", "presque.", "почти.": the work is not there yet. "better", "mieux", "лучше", "closer":
// progress, a loss only with what is left ("mieux, plus qu'un test rouge", "лучше, одна гонка осталась").
const ALMOST = new Set(['almost', 'nearly', 'presque', 'почти']);
const BETTER = new Set(['better', 'closer', 'mieux', 'лучше']);
const LEFT = new Set([
  'left',
  'remaining',
  'remains',
  'still',
  'reste',
  'restent',
  'encore',
  'осталась',
  'остался',
  'осталось',
  'остались',
  'ещё',
  'еще',
]);

/** The first word judges the work as progress short of done. */
export function notThereYet(sentences: readonly SentenceView[]): Hit | null {
  const first = sentences[0];
  if (!first || first.question) return null;
  const lead = first.toks[0]?.w ?? '';
  // "Presque cinq fois plus …?": a quantity, not a verdict; the verdict stands alone in its clause.
  const alone = first.toks.length === 1 || first.clauseStarts.includes(1);
  if (ALMOST.has(lead) && alone) return wholeHit('loss', 'symptom', lead);
  // "closer", "getting there", "pas loin", "уже ближе": nearer the goal, so not at it.
  const two = first.toks
    .slice(0, 3)
    .map((t) => t.w)
    .join(' ');
  const nearer =
    first.toks.length <= 3 &&
    /^(?:(?:getting |much |a bit |уже )?(?:closer|ближе)|getting there|pas loin|on y est presque)$/u.test(two);
  if (nearer) return wholeHit('loss', 'symptom', two);
  if (!BETTER.has(lead) || !alone) return null;
  const rest = sentences.flatMap((s) => s.toks).slice(1);
  const plusQue = rest.some((t, i) => t.w === 'plus' && /^qu/.test(rest[i + 1]?.w ?? ''));
  return rest.some((t) => LEFT.has(t.w) || CONTRAST.has(t.w)) || plusQue ? wholeHit('loss', 'symptom', lead) : null;
}

// An HTTP failure status, as what the work now gives: "the link goes to a 404", "erreur 500 au
// checkout", "le serveur répond 413", "получила 500", "выкидывает с 401".
const HTTP_FAILURE = /^(?:40[0-9]|41[0-9]|42[0-9]|50[0-4])$/;
const GIVES = new Set([
  'gives',
  'returns',
  'responds',
  'answers',
  'got',
  'get',
  'throws',
  'hits',
  'a',
  'an',
  'with',
  'erreur',
  'error',
  'repond',
  'renvoie',
  'une',
  'un',
  'en',
  'получил',
  'получила',
  'получили',
  'отдает',
  'отдаёт',
  'возвращает',
  'ошибка',
  'ошибку',
  'с',
]);
// "a 404 page we serve on purpose", "a 500 line file": the number names a thing.
const A_THING = new Set([
  'page',
  'pages',
  'line',
  'lines',
  'ligne',
  'lignes',
  'row',
  'rows',
  'строк',
  'строки',
  'страница',
]);
// With praise or thanks the status is the one wanted.
const GOOD_OR_ELSEWHERE = ['praise', 'weakPraise', 'thanks', 'unrelated', 'ownMistake', 'condition'] as const;
// "the api should return 404 when …": the status wanted, not the one got.
const OUGHT = /^(?:should|must|shall|doit|devrait|должен|должна|должно|должны)$/;

/** After the work, a sentence that reports an HTTP failure status as what it gives now. */
export function httpFailure(sentences: readonly SentenceView[], c: CompiledPatterns): Hit | null {
  const all = sentences.flatMap((s) => s.toks);
  if (saysAny(all, c, GOOD_OR_ELSEWHERE) || all.some((t) => OUGHT.test(t.w))) return null;
  for (const s of sentences) {
    // "теперь глянь почему /api отдает 502": a failure to look into, asked.
    if (s.question || anyIn(s.toks, c.classes.why, 0, s.toks.length)) continue;
    const at = s.toks.findIndex(
      (t, i) => HTTP_FAILURE.test(t.w) && GIVES.has(s.toks[i - 1]?.w ?? '') && !A_THING.has(s.toks[i + 1]?.w ?? ''),
    );
    if (at < 0) continue;
    // "… is a 500 too, can you have a look at it next": a failure handed over as the next request.
    const own = s.clauseStarts.filter((k) => k <= at).pop() ?? 0;
    if (sentences.some((x) => x.clauseStarts.some((k) => !(x === s && k === own) && opensRequest(x, k)))) return null;
    return wholeHit('loss', 'symptom', `${s.toks[at - 1]!.w} ${s.toks[at]!.w}`);
  }
  return null;
}

// The user's own check of the work: "tested with my account: …", "проверил: …", "j'ai lancé ce test moi-même".
const USER_CHECK =
  /^(?:checked|tested|tried|ran|flashed|counted|compared|looked|verified|pulled|deployed|installed|testing|trying|checking|check|test|testé|teste|essayé|essaye|vérifié|verifie|compté|compte|lancé|lance|regardé|regarde|проверил\p{L}*|протестил\p{L}*|погонял\p{L}*|проехал\p{L}*|прогнал\p{L}*|посмотрел\p{L}*|сверил\p{L}*|потыкал\p{L}*|погоняла)$/u;
const CHECK_LEAD = new Set([
  'i',
  "j'",
  'je',
  'я',
  'we',
  'on',
  'just',
  'also',
  'ai',
  'have',
  'already',
  'уже',
  'сам',
  'сама',
  // "I was testing in my local …"
  'was',
  'were',
  'am',
]);
// The losses a check may tell of the state it found: the states told, and "X is not there" of
// what the user looked for and found as wanted.
const ONLY_STATE_TOLD: ReadonlySet<Hit['family']> = new Set([...STATE_TOLD, 'omission']);

/**
 * "tested with my account: the rules screen appeared, the door QR worked … thank you!",
 * "Проверил: … Большое спасибо": the user checked the work themselves, reports what they saw, and
 * thanks or praises it, with no "but", no question and no failure word: the state told is the one
 * wanted, whatever words of "still" or "no longer" it is told with.
 */
export function checkedAndApproved(
  text: string,
  sentences: readonly SentenceView[],
  hits: readonly Hit[],
  c: CompiledPatterns,
): boolean {
  // A checklist with a cross in it ("✅ … ❌ …") reports a failure among the passes.
  if (/[❌✗✘]/u.test(text)) return false;
  const losses = hits.filter((h) => h.kind === 'loss');
  // An error the user met in their check is the one wanted only when praise, not thanks alone,
  // closes the report ("… and the wrong stop gets the validation error. Spotless.").
  const errorMet = losses.some((h) => h.family === 'error-report');
  if (!losses.length || losses.some((h) => !ONLY_STATE_TOLD.has(h.family) && h.family !== 'error-report')) return false;
  if (sentences.some((s) => s.question)) return false;
  const first = sentences[0]!.toks;
  const lead = first.findIndex((t) => !CHECK_LEAD.has(t.w));
  if (lead < 0 || lead > 3 || !USER_CHECK.test(first[lead]!.w)) return false;
  const all = sentences.flatMap((s) => s.toks);
  if (all.some((t) => CONTRAST.has(t.w)) || anyIn(all, c.classes.reservation, 0, all.length)) return false;
  return saysAny(all, c, errorMet ? ['praise'] : ['praise', 'weakPraise', 'thanks']);
}

// A day other than the work's: the message closes the session or plans the next one.
const WHEN_ELSE = new Set(['today', 'tomorrow', 'tonight', 'demain', 'aujourdhui', 'soir', 'сегодня', 'завтра']);

/**
 * "La ferme de test apparaît tout de suite dans la liste. Merci pour aujourd'hui", "Logged in from
 * two browsers without a hitch. … thanks": after the work, a state told and then thanks, with
 * nothing read as a complaint: the thanks acknowledges the result it follows.
 */
export function stateThenThanks(
  sentences: readonly SentenceView[],
  hits: readonly Hit[],
  c: CompiledPatterns,
): boolean {
  if (hits.length || sentences.length < 2 || sentences.some((s) => s.question)) return false;
  const [first, ...rest] = sentences;
  const f = first!.toks;
  // The state comes first: not "ok, …", "no, …", a closing ("that's all for today") or a plan for tomorrow.
  if (
    f.length < 4 ||
    opensRequest(first!, 0) ||
    anyIn(f, c.classes.thanks, 0, f.length) ||
    matchAt(f, 0, c.classes.acknowledge) > 0 ||
    matchAt(f, 0, c.classes.refusal) > 0 ||
    f.some((t) => WHEN_ELSE.has(t.w))
  )
    return false;
  const all = sentences.flatMap((s) => s.toks);
  if (all.some((t) => CONTRAST.has(t.w)) || saysAny(all, c, ['reservation', 'unrelated', 'ownMistake'])) return false;
  // The thanks closes: nothing asked after it. Not "merci de …" (please do …).
  const at = rest.findIndex((s) =>
    s.toks.some(
      (t, i) => matchAt(s.toks, i, c.classes.thanks) > 0 && !/^(?:de|d'|du|des)$/.test(s.toks[i + 1]?.w ?? ''),
    ),
  );
  return at >= 0 && !rest.slice(at).some((s) => s.clauseStarts.some((k) => opensRequest(s, k)));
}

// "the other one", "dans l'autre", "в другое", "no, 2", "нет, третий", "non, la 3": the words of
// a pick among the things the turn named: at most three words besides "the", "in", "dans", after a "no" or alone.
const PICK_FILLER = new Set([
  'the',
  'in',
  'on',
  'to',
  'la',
  'le',
  "l'",
  'dans',
  'sur',
  'в',
  'во',
  'на',
  'one',
  'un',
  'une',
]);
const OTHER = new Set(['other', 'autre', 'другой', 'другое', 'другую', 'другом', 'другая', 'другие', 'других']);
const ORDINAL =
  /^(?:\d{1,2}|first|second|third|fourth|last|premier|premiere|deuxieme|second|seconde|troisieme|quatrieme|dernier|derniere|перв\p{L}*|втор\p{L}*|трет\p{L}*|четв[её]рт\p{L}*|последн\p{L}*)$/u;

/**
 * After the work, the user picks another of what the turn named: "the other one" (it went into the
 * wrong one of two), "no, 3" (not the option it chose): the work is in the wrong place, and the
 * message says which is right. A bare "2" or "the third" without "no" answers a question instead.
 */
export function anotherPick(sentences: readonly SentenceView[], c: CompiledPatterns): Hit | null {
  if (sentences.length !== 1 || sentences[0]!.question) return null;
  const toks = sentences[0]!.toks.filter((t) => !PICK_FILLER.has(t.w));
  if (!toks.length || toks.length > 3) return null;
  const refused = matchAt(toks, 0, c.classes.refusal) === 1;
  const rest = refused ? toks.slice(1) : toks;
  if (rest.length !== 1) return null;
  const w = rest[0]!.w;
  if (OTHER.has(w) || (refused && ORDINAL.test(w)))
    return { family: 'reversal', kind: 'loss', correction: true, words: w, sentence: 0, index: 0 };
  return null;
}
