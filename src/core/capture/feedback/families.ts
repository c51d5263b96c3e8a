// The feedback grammar: each family recognises one way people say that the assistant's work
// is wrong or right, from word classes and the shape of the sentence. A hit names its family
// so `detect --explain` can say why.
import { anyIn, compileList, matchAt, type Classes, type EntryIndex } from './matcher';
import { clauseStart, FOLLOWED_LEAD, namedIn, userDid, type Sentence, type Tok } from './tokens';
import { isStopword } from '../../text/stopwords';
import { hasStem, stemSet } from '../../text/stem';

export type Family =
  | 'negated-function'
  | 'no-effect'
  | 'persistence'
  | 'breakage'
  | 'error-report'
  | 'looping'
  | 'undo'
  | 'meant'
  | 'not-x-but-y'
  | 'pointed-question'
  | 'omission'
  | 'lost-feature'
  | 'judgement'
  | 'confusion'
  | 'inability'
  | 'dislike'
  | 'actual-value'
  | 'symptom'
  | 'excess'
  | 'understatement'
  | 'requirement-restated'
  | 'exasperation'
  | 'sarcasm'
  | 'made-up'
  | 'regression'
  | 'you-did'
  | 'stop-doing'
  | 'redo'
  | 'already-so'
  | 'wrong-setup'
  | 'reversal'
  | 'review'
  | 'negated-praise'
  | 'disagreement'
  | 'agreement'
  | 'praise'
  | 'weak-praise'
  | 'thanks'
  | 'works-now'
  | 'solved'
  | 'extra-praise'
  | 'extra-criticism'
  | 'extra-correction';

export interface Hit {
  family: Family;
  kind: 'win' | 'loss';
  correction: boolean;
  /** The words that decided it, folded. */
  words: string;
  sentence: number;
  index: number;
}

export interface SentenceView extends Sentence {
  n: number;
  /** How many sentences the message has. */
  of?: number;
  /** An earlier sentence of the message is praise alone ("nickel. maintenant la pagination …"). */
  afterPraise?: boolean;
  /** An earlier sentence of the message is an acknowledgement alone ("ok. now the popup …"). */
  afterAck?: boolean;
  /** A later sentence of the message is short praise or thanks ("… going straight now. Really good job."). */
  beforePraise?: boolean;
}

/** What the conversation tells the grammar: the assistant's turn before changed or claimed something. */
export interface TurnView {
  afterWork: boolean;
  /** The turn ends by asking the user something: "leave it" answers it. */
  asked: boolean;
  /** Folded words of the assistant's turn and of what it ran or edited: "not Y" corrects when Y is there. */
  said: ReadonlySet<string>;
  /** There is a turn, and it only talked: it changed, ran or claimed nothing ("here are the branches"). */
  noWork?: boolean;
  /** The turn says something is not so ("X ne permet pas …"): "si, …" contradicts it. */
  denied?: boolean;
}

/** A verdict of the whole message rather than of a word at a place in it. */
export function wholeHit(kind: Hit['kind'], family: Family, words: string, sentence = 0, correction = false): Hit {
  return { family, kind, correction, words, sentence, index: 0 };
}

const NO_TURN: TurnView = { afterWork: false, asked: false, said: new Set() };

const words = (toks: readonly Tok[], i: number, n: number) =>
  toks
    .slice(i, i + n)
    .map((t) => t.w)
    .join(' ');
/** The token is one of these words. */
export const is = (t: Tok | undefined, ...ws: string[]) => !!t && ws.includes(t.w);

// Auxiliaries that, before "not", describe what something does (not an order: "don't run").
const DESCRIPTIVE_AUX = new Set([
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'will',
  'can',
  'could',
  'has',
  'have',
  'had',
  'should',
  'would',
  'still',
]);
// Acts an assistant repeats when it loops: "already suggested / tried / said".
const REPEATED_ACTS = new Set([
  'suggested',
  'proposed',
  'tried',
  'said',
  'did',
  'done',
  'told',
  'propose',
  'proposee',
  'essaye',
  'dit',
  'fait',
  'suggere',
  'предлагал',
  'пробовал',
  'говорил',
  'делал',
  'пробовали',
]);
// "not yet", "pas encore", "not sure": a negated clause that corrects nothing.
const NOT_A_CORRECTION = new Set([
  'yet',
  'now',
  'sure',
  'really',
  'bad',
  'too',
  'encore',
  'sur',
  'mal',
  'grave',
  'maintenant',
  'знаю',
  'уверен',
  'сейчас',
  'пока',
  'плохо',
]);
// Not "and?", "so?", "et alors ?", "ну и?": they ask for the outcome the turn left out.
const CHALLENGE = new Set([
  // "intended?", "c'est voulu ?", "так задумано?": whether a behaviour of the work was meant.
  'intended',
  'is this intended',
  'is that intended',
  'on purpose',
  "c' est voulu",
  'voulu',
  "c' est fait expres",
  'expres',
  'так задумано',
  'задумано',
  'это специально',
  'специально',
  'is it',
  'really',
  'are you sure',
  'you sure',
  'sure',
  'does it',
  'vraiment',
  'ah bon',
  'tu es sur',
  't es sur',
  'sur',
  "c' est sur",
  'точно',
  'правда',
  'разве',
  'серьезно',
  'seriously',
  'serieusement',
  'serieux',
  'серьёзно',
  'уверен',
]);
const FIRST_PERSON = new Set(['i', 'we', 'je', "j'", 'nous', 'я', 'мы']);
const ADDRESSEES = new Set(['i', 'you', 'we', 'please', 'pls', 'just']);
// French subjects that make "ne … pas" a description ("ça ne marche pas") rather than an order.
const FR_SUBJECTS = new Set([
  'ca',
  'cela',
  'il',
  'elle',
  'ils',
  'elles',
  'ce',
  "c'",
  'on',
  'rien',
  'le',
  'la',
  'les',
  "l'",
  'mon',
  'ma',
  'mes',
  'son',
  'sa',
  'ses',
  'tout',
  'se',
  "s'",
  'toujours',
  'encore',
  'plus',
  'ne',
  "n'",
]);
// Words that may open an order: "et ne lance pas", "stp ne touche pas".
const FR_ORDER_LEAD = new Set([
  'et',
  'mais',
  'alors',
  'donc',
  'stp',
  'svp',
  'please',
  'surtout',
  'je',
  "j'",
  'tu',
  'vous',
  'nous',
]);
/** Judgement phrases that carry their own negation ("no sense", "aucun sens"). */
const NEGATION_LED = new Set(['no', 'aucun', 'pas']);
const FR_POST_NEGATION = new Set(['pas', 'plus', 'jamais', 'rien', 'toujours']);
// Words that open a request ("let's check again", "rewrite it in the same style", "relance encore").
export const REQUEST_OPENERS = new Set([
  'make',
  'please',
  'pls',
  'can',
  'could',
  'fix',
  'repair',
  'avoid',
  'prevent',
  'try',
  'check',
  'run',
  'rerun',
  'rewrite',
  'redo',
  'write',
  'do',
  'use',
  'add',
  'handle',
  'repare',
  'regarde',
  'cherche',
  'почини',
  'глянь',
  'посмотри',
  'проверь',
  'разберись',
  'найди',
  'fais',
  'evite',
  'corrige',
  'peux',
  'essaie',
  'verifie',
  'relance',
  'lance',
  'refais',
  'reecris',
  'ecris',
  'ajoute',
  'utilise',
  'allons',
  'сделай',
  'исправь',
  'убери',
  'давай',
  'попробуй',
  'проверь',
  'запусти',
  'перепиши',
  'добавь',
  // More orders that open a request: "now move the vars to tfvars", "теперь вынеси …".
  'move',
  'put',
  'rename',
  'remove',
  'delete',
  'create',
  'update',
  'change',
  'extract',
  'split',
  'mets',
  'deplace',
  'renomme',
  'supprime',
  'enleve',
  'cree',
  'extrais',
  'вынеси',
  'перенеси',
  'переименуй',
  'удали',
  'создай',
  'поменяй',
  'замени',
  'обнови',
  'разнеси',
  'поставь',
  'напиши',
  // Orders that ship or hand over: "send it but without the logo", "envoie-le", "отправь". Not
  // "deploy", "push", "commit", "merge": as often the nouns ("deploy job failed on the first push").
  'send',
  'publish',
  'envoie',
  'deploie',
  'publie',
  'отправь',
  'задеплой',
  'опубликуй',
]);
// States that are good news: "green again", "back to normal", "de nouveau vert".
const POSITIVE_STATE = new Set([
  'green',
  'vert',
  'verte',
  'fine',
  'normal',
  'ok',
  'okay',
  'good',
  'back',
  'stable',
  'зеленый',
  'зелёный',
  'норм',
  'нормально',
]);
// "now", said of how things are after the change.
export const NOW: ReadonlySet<string> = new Set(['now', 'maintenant', 'desormais', 'теперь', 'сейчас']);
// A word saying something went away: disappeared, vanished, disparu, пропал, исчез.
const GONE = /^(?:disappear|vanish|dispar|пропал|исчез)/u;
// A Russian past-tense verb: "сделал", "удалила", "поменяли".
const RU_PAST = /^[а-яё]{3,}(?:л|ла|ли)$/u;

/** "fais pareil pour les formulaires", "сделай так же": an order to repeat, not a problem that stayed. */
/** "same 61,204 records": a number and what it counts; not "same 404" nor "same 2 broken images". */
export function countThatStayed(t: readonly Tok[], k: number, c: Classes): boolean {
  if (!/^\d/.test(t[k]?.w ?? '') || /^[45]\d\d$/.test(t[k]!.w)) return false;
  const fault = (j: number) =>
    matchAt(t, j, c.problem) > 0 ||
    matchAt(t, j, c.breakage) > 0 ||
    matchAt(t, j, c.symptom) > 0 ||
    matchAt(t, j, c.omission) > 0;
  return !fault(k + 1) && !fault(k + 2);
}

function orderToRepeat(t: readonly Tok[], i: number): boolean {
  return is(t[i - 1], 'fais', 'faire', 'faites', 'do', 'сделай', 'делай') || is(t[i - 2], 'do');
}

/** Every content word of the clause is one the assistant's turn used: the user repeats its claim. */
export function echoesTheTurn(clause: readonly Tok[], said: ReadonlySet<string>): boolean {
  const content = clause.filter((x) => x.w.length >= 3 && !NOW.has(x.w) && !isStopword(x.w));
  return content.length > 0 && content.every((x) => said.has(x.w) || said.has(x.s));
}

// The user's wish or need: what comes next, not how things are.
const WISH = new Set([
  'want',
  'wanna',
  'need',
  'needs',
  'wants',
  'like',
  'veux',
  'voudrais',
  'aimerais',
  'хочу',
  'хотел',
  'хотелось',
  'нужно',
  'надо',
  'давай',
]);

// States no one asks for, said after "now": nothing at all, two of a thing, anyone at all.
export const WORSE_STATE: ReadonlySet<string> = new Set([
  'nothing',
  'nobody',
  'rien',
  'personne',
  'ничего',
  'никто',
  'anyone',
  'anybody',
  'любой',
  'любого',
  'two',
  'deux',
  'два',
  'две',
  'double',
  'twice',
  'doublon',
  'дважды',
  'whole',
  'entire',
  'entier',
  'entiere',
  'целиком',
  'всю',
]);
const CONTRAST = new Set(['whereas', 'although', 'though', 'alors', 'tandis', 'хотя', 'хоть']);
const CONDITION_WORDS = new Set(['when', 'if', 'unless', 'quand', 'si', 'lorsque', 'когда', 'если']);
// Words that deny what follows: "not empty anymore", "now nothing …".
const NOT_WORDS = new Set([
  'not',
  "isn't",
  'isnt',
  'no',
  'never',
  'nothing',
  'pas',
  'plus',
  'jamais',
  'rien',
  'не',
  'нет',
]);
const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'my',
  'le',
  'la',
  'les',
  "l'",
  'ce',
  'cette',
  'mon',
  'ma',
]);
// A result that is empty, invalid or wrong.
// "пуст…" is spelled out: "пусть" (let it) and "пустить" (let in) are not "empty".
export const BAD_RESULT =
  /^(?:empty|empy|emtpy|blank|nan|null|undefined|invalid|invalide?s?|garbage|gibberish|wrong|incorrect|corrupt(?:ed)?|vides?|fausses?|faux|erronee?s?|corrompue?s?|пуст(?:ой|ая|ое|ые|ого|ую|ым|ых|о|а|ы)?|неправильн\p{L}*|неверн\p{L}*|битый|битые|кривой|кривые)$/u;
// Words that make a "now" statement good news.
export const GOOD_STATE: ReadonlySet<string> = new Set([
  'visible',
  'readable',
  'clickable',
  'editable',
  'translatable',
  'scrollable',
  'visibles',
  'lisible',
  'lisibles',
  'видно',
  'видны',
  'fine',
  'properly',
  'correctly',
  'correctement',
  'правильно',
  'good',
  'great',
  'better',
  'faster',
  'correct',
  'ok',
  'okay',
  'fixed',
  'clean',
  'smooth',
  'perfect',
  'green',
  'bien',
  'mieux',
  'correct',
  'rapide',
  'nickel',
  'bon',
  'bonne',
  'норм',
  'нормально',
  'хорошо',
  'лучше',
  'быстрее',
  'правильно',
  'отлично',
  'propre',
  'чисто',
  'верно',
  'зелёный',
  'зеленый',
  'vert',
  'verts',
  // Speed: "it's fast now", "ça va plus vite", "теперь быстро".
  'fast',
  'quick',
  'snappy',
  'instant',
  'vite',
  'быстро',
  'зелёные',
  'зеленые',
]);
/** "too": too much of a good state ("too fast now") or an odd amount ("too low") is a complaint. */
export const TOO: ReadonlySet<string> = new Set(['too', 'trop', 'слишком']);
// Progress that goes on as planned: "still going down", "still training".
const PROGRESS = new Set([
  'going',
  'improving',
  'decreasing',
  'increasing',
  'learning',
  'training',
  'converging',
  'valid',
  'needed',
  'used',
  'supported',
  'early',
  'fine',
]);
// What keeps working, after "still": "runs", "load", "tournent", "работают". Written out, not
// stemmed: "the page is still loading" is stuck, not working.
const STILL_WORKING = new Set(
  'run runs running work works working load loads passes compile compiles boot boots saved set intact tourne tournent marche marchent fonctionne fonctionnent работает работают'.split(
    ' ',
  ),
);
// Whom a text is for: "not rules for you but …", "pas pour toi mais …", "не для тебя, а …".
// Prepositions of place and means: "не в …", "не на …", "не через …".
const RU_PLACE_PREPOSITION: ReadonlySet<string> = new Set([
  'в',
  'во',
  'на',
  'из',
  'через',
  'под',
  'для',
  'по',
  'с',
  'со',
]);
const NOT_BLAMING: ReadonlySet<string> = new Set([
  'blaming you',
  'your fault',
  'complaining about',
  'criticizing you',
  'criticising you',
  'ta faute',
  'de ta',
  'votre faute',
  'de votre',
  'в упрек',
  'в упрёк',
  'твоя вина',
  'претензия к',
]);
const FOR_WHOM = new Set(['for you', 'pour toi', 'pour vous', 'для тебя', 'для вас']);
// The hour or the part of the day: "1am", "eight in the evening", "tard", "ночь".
const TIME_OF_DAY =
  /^(?:\d{1,2}(?:am|pm|h\d*)|am|pm|o'clock|oclock|evening|night|morning|midnight|late|tard|soir|nuit|matin|minuit|вечер\p{L}*|ноч\p{L}*|утр\p{L}*|полночь|поздно)$/u;
// Past participles of "should have …" that do not end in -ed / -en.
const PARTICIPLES = new Set([
  'done',
  'made',
  'told',
  'run',
  'read',
  'kept',
  'left',
  'put',
  'set',
  'sent',
  'built',
  'got',
  'let',
  'said',
]);
// A relative pronoun: "… that works", "… qui marche", "… который работает" describe something.
const RELATIVE = new Set(['that', 'which', 'who', 'qui', 'который', 'которая', 'которое', 'которые']);
// People as a subject: "users still ask for it", "we still support Safari 15".
const PEOPLE = new Set([
  'we',
  'they',
  'users',
  'user',
  'customers',
  'clients',
  'people',
  'consumers',
  'team',
  'nous',
  'ils',
  'elles',
  'utilisateurs',
  'мы',
  'они',
  'пользователи',
  'клиенты',
]);
const REMOVED =
  /^(?:removed|deleted|dropped|stripped|wiped|erased|vire|supprime|enleve|retire|efface|ecrase|удалил\p{L}*|снесл\p{L}*|затерл\p{L}*|выкинул\p{L}*)$/u;
// "the README should never mention it anymore": an instruction, not a report.
const GONE_MODAL = new Set([
  'should',
  'must',
  'shall',
  'need',
  'needs',
  'doit',
  'devrait',
  'faut',
  'должен',
  'должна',
  'нужно',
  'надо',
]);
// Russian adverbs that end like an imperative: "теперь", "опять", "очень".
const RU_ADVERBS = new Set(['теперь', 'опять', 'ведь', 'очень', 'здесь', 'вообще', 'чуть', 'вновь', 'хоть']);
const WANTING = new Set(['voulais', 'veux', 'wanted', 'want', 'хотел', 'хотела', 'хочу']);
const WANTED_TO_ASK = new Set([
  'savoir',
  'demander',
  'dire',
  'te',
  'vous',
  'verifier',
  'voir',
  'comprendre',
  'know',
  'ask',
  'say',
  'check',
  'see',
  'understand',
  'thank',
  // "i just wanted to let you know", "to tell you", "to mention".
  'let',
  'tell',
  'mention',
  'warn',
  'уточнить',
  'спросить',
  'узнать',
  'сказать',
]);

// Negators right before a breakage word: "does not crash", "ne plante", "не виснет", "never freezes".
const BREAKAGE_NEGATOR = new Set(['not', 'never', 'ne', "n'", 'не', 'ни']);
// What tests cover is their scope: "the new tests cover both paths".
const TEST_WORD = /^(?:tests?|specs?|suites?|coverage|cases?|тест\p{L}*)$/u;
// "matches", "correspond", "совпадает": agreement with a reference (exact forms: "match" is also a noun).
const MATCH_VERB =
  /^(?:matches|matched|correspond|correspondent|corresponds|corresponde|concorde|concordent|совпадает|совпадают|совпало|совпали|совпал|совпала|сходится|сходятся|сошлось|сошлись)$/u;

/**
 * "лимит 70, у тебя 74", "the limit is 70, you have 74", "t'as mis 74": the assistant's number, set
 * against the reference the user gives. The length of the "yours + number" words at i, or 0.
 */
function yourNumberAt(t: readonly Tok[], i: number): number {
  const lead =
    (is(t[i], 'у') && is(t[i + 1], 'тебя', 'вас') ? 2 : 0) ||
    (is(t[i], 'you') && is(t[i + 1], 'have', 'got', 'put', 'wrote', 'set', 'give') ? 2 : 0) ||
    (is(t[i], 'yours') && is(t[i + 1], 'is', 'says', 'gives') ? 2 : 0) ||
    ((is(t[i], "t'") || is(t[i], 'tu')) && is(t[i + 1], 'as') && is(t[i + 2], 'mis', 'ecrit', 'donne') ? 3 : 0) ||
    (is(t[i], 'ты') && is(t[i + 1], 'поставил', 'написал', 'указал', 'выдал') ? 2 : 0);
  if (!lead) return 0;
  const k = is(t[i + lead], 'на', 'a', 'at', 'as') ? lead + 1 : lead;
  return /^\d/.test(t[i + k]?.w ?? '') ? k + 1 : 0;
}

/** Another number in the sentence: the reference the assistant's one is set against. */
function otherNumber(t: readonly Tok[], i: number, n: number): boolean {
  return t.some((x, k) => (k < i || k >= i + n) && /^\d/.test(x.w));
}

const SHOULD_WORD = /^(?:should|devrait|devraient|doit|doivent|должен|должн\p{L}*)$/u;
// Where an unexpected change shows: "why is X in the diff".
const DIFF_WORD = /^(?:diff|diffs|commit|commits|changeset|pr|mr|дифф\p{L}*|диф\p{L}*|коммит\p{L}*)$/u;
// "nobody asked for …", "personne t'a demandé", "никто не просил".
const ASKED = /^(?:asked|demande|просил|просила|просили)$/u;

/** The verb "match" after a negation or a plural subject ("doesn't match", "the totals match"), not the noun. */
function matchVerbAt(t: readonly Tok[], i: number): boolean {
  const w = t[i]!.w;
  if (MATCH_VERB.test(w)) return true;
  return w === 'match' && (is(t[i - 1], 'not', 'they', 'both', 'all') || /[^s]s$/u.test(t[i - 1]?.w ?? ''));
}

/**
 * "18.7, same as my thermometer", "12.48, как на контрольных весах", "4 120, comme sur le relevé":
 * a number the work produced, then what it agrees with. The marker's length at i, or 0.
 */
/**
 * "why not format_datetime?", "pourquoi pas le helper existant ?", "а почему не AppSnackbar?": the
 * other way, named. Not "why not?" alone (agreement) nor "почему не работает?" (why it does not).
 */
export function whyNotOther(t: readonly Tok[]): boolean {
  const lead = is(t[0], 'а', 'and', 'et', 'mais', 'but') ? 1 : 0;
  const at =
    (is(t[lead], 'why') && is(t[lead + 1], 'not')) ||
    (is(t[lead], 'pourquoi') && is(t[lead + 1], 'pas')) ||
    (is(t[lead], 'почему') && is(t[lead + 1], 'не'))
      ? lead + 2
      : is(t[lead], 'pourquoi') && is(t[lead + 1], 'ne') && is(t[lead + 2], 'pas')
        ? lead + 3
        : -1;
  const next = t[at]?.w;
  return at > 0 && !!next && !(/^[а-яё]/u.test(next) && RU_VERB_ENDING.test(next));
}

/** Two numbers, or two identifiers written like code ("created_at", "v2.1", "eu-west-3"). */
function sameKindOfValue(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b || a === b) return false;
  const num = (w: string) => /^\d[\d.,:]*$/u.test(w);
  // "created_at", "v2.1", "eu-west-3", and model numbers that mix letters and digits ("u2722d").
  const ident = (w: string) =>
    /^[\p{L}\d]+(?:[_./-][\p{L}\d]+)+$/u.test(w) || (/\d/.test(w) && /\p{L}/u.test(w) && w.length >= 3);
  return (num(a) && num(b)) || (ident(a) && ident(b));
}

// "a new table", "un nouveau subscriber", "новый стейт", "your own helper": what the work just added.
const NEW_THING = new Set([
  'new',
  'own',
  'nouveau',
  'nouvel',
  'nouvelle',
  'nouveaux',
  'nouvelles',
  'новый',
  'новую',
  'новое',
  'новые',
  'новых',
  'свой',
  'свою',
  'своё',
  'свое',
]);

/** "jamais de courriel, même à mon adresse", "même si …", "même pour un test": "even", not "the same". */
export const evenMeme = (t: readonly Tok[], i: number) =>
  t[i]!.w === 'meme' && is(t[i + 1], 'a', 'au', 'aux', 'pour', 'si', 'quand', 'avec', 'sans', 'dans', 'en', 'sur');
const PERMISSION = new Set([
  'can',
  'may',
  'could',
  'pouvez',
  'peux',
  'pourriez',
  'pourrais',
  'можешь',
  'можете',
  'можно',
]);
const SUBJECT_PRONOUN = new Set([
  'il',
  'elle',
  'ils',
  'elles',
  'on',
  'it',
  'they',
  'he',
  'she',
  'он',
  'она',
  'оно',
  'они',
]);
const NOT_A_FAILURE_AFTER_NOT = new Set([
  'now',
  'yet',
  'today',
  'sure',
  'certain',
  'maintenant',
  'encore',
  'sur',
  'сейчас',
  'сегодня',
  'уверен',
  'уверена',
]);
const NEXT_ITEM = new Set([
  'last',
  'next',
  'thing',
  'step',
  'derniere',
  'dernier',
  'prochaine',
  'chose',
  'etape',
  'последнее',
  'последний',
  'следующее',
  'следующий',
]);
const DETERMINER_LEAD = new Set(['the', 'les', 'le', 'la', "l'", 'des', 'mes', 'tes', 'nos']);

const FAREWELL_TIME = new Set([
  'day',
  'evening',
  'night',
  'weekend',
  'week',
  'one',
  'journee',
  'soiree',
  'nuit',
  'semaine',
  'dimanche',
  'вечера',
  'дня',
  'выходных',
  'ночи',
]);
/** "have a good evening", "bonne soirée", "хорошего вечера": the praise word wishes a good time. */
function farewellAt(t: readonly Tok[], i: number): boolean {
  return FAREWELL_TIME.has(t[i + 1]?.w ?? '') || (is(t[i - 1], 'a') && is(t[i - 2], 'have'));
}

// Russian verbs in the present or past ("запускается", "грузит", "открылась"), not nouns ("обновления").
const RU_VERB_ENDING = /(?:ет|ит|ют|ят|ут|ат|ся|сь|л|ла|ло|ли)$/u;

function sameAsReferenceAt(t: readonly Tok[], i: number): number {
  const numberBefore = /^\d/.test(t[i - 1]?.w ?? '') || (/^\d/.test(t[0]!.w) && i > 0 && i <= 3);
  // "0, same as before": the same as it was is no agreement but persistence.
  if (!numberBefore || is(t[i + 2], 'before', 'avant', 'раньше', 'earlier', 'yesterday', 'hier', 'вчера')) return 0;
  if (is(t[i], 'same', 'identical', 'equal') && is(t[i + 1], 'as', 'to')) return 2;
  if (is(t[i], 'pareil', 'identique', 'egal') && is(t[i + 1], 'que', 'qu', 'a', 'au', 'aux')) return 2;
  if (is(t[i], 'comme') && is(t[i + 1], 'sur', 'dans', 'chez', 'le', 'la', "l'", 'les', 'mon', 'ma', 'mes', 'au'))
    return 2;
  if (is(t[i], 'как') && is(t[i + 1], 'на', 'в', 'во', 'у', 'и')) return 2;
  return 0;
}

const FRENCH_DETERMINERS = ['le', 'la', 'les', "l'", 'un', 'une', 'des'];
// Not "a": folded, it is also the French "à" ("crash à 23 min").
const OBJECT_LEAD = [
  'it',
  'them',
  'the',
  'an',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'all',
  ...FRENCH_DETERMINERS,
  'du',
  'ce',
  'cette',
  'ces',
  'mon',
  'ma',
  'mes',
  'ton',
  'ta',
  'tes',
];
// "make it work", "fais marcher": an order to make it work.
const CAUSATIVE = ['make', 'get', 'let', 'have', 'fais', 'faire', 'faites'];
// A person as the subject: "Ines is rerunning her check now".
const THIRD_PERSON_HUMAN = new Set(['she', 'he', 'her', 'his', 'him']);
// A wish: "I hope it doesn't crash".
const HOPE = new Set(['hope', 'hopefully', 'espere', 'esperons', 'надеюсь', 'надеемся', 'лишь']);
// "no crash log", "pas de rapport": what a crash leaves behind, not the crash.
const CRASH_ARTIFACT = /^(?:logs?|reports?|dumps?|reporter|handler|rapports?|лог|отч[её]т)/u;
// "it should keep trying forever", "il faut que ça tourne en boucle": what is wanted, not what happens.
const WANT_MODAL = new Set([
  'should',
  'must',
  'needs',
  'need',
  'want',
  // "j'aimerais le passer sous nixos", "хочу перенести": a wish, not what happens.
  'aimerais',
  'voudrais',
  'souhaite',
  'хочу',
  'хотел',
  'хотелось',
  'doit',
  'devrait',
  'faut',
  'faudrait',
  'должен',
  'должна',
  'должно',
  'нужно',
  'надо',
]);
// Verbs of what goes wrong: negated, they say it stopped ("не падает", "не ребутится").
const BAD_VERB_RU =
  /^(?:ребут|перезагруж|пада|пает|висн|зависа|тормоз|дребезж|мига|морга|глюч|вылета|лома|дублир|теря|теч|теку|сбоит|отвалива)/u;
/** Token i says something is gone: "anymore", "no longer", "disappeared", "plus de", "больше нет". */
function goneAt(t: readonly Tok[], i: number): boolean {
  const w = t[i]!.w;
  return (
    w === 'anymore' ||
    (w === 'longer' && is(t[i - 1], 'no')) ||
    (w === 'more' && is(t[i - 1], 'no') && i + 1 < t.length) ||
    w === 'disappeared' ||
    w === 'vanished' ||
    (w === 'gone' && (is(t[i - 1], 'is', 'are', 'now', 'all') || (i > 0 && i === t.length - 1 && t.length <= 4))) ||
    (w === 'plus' && is(t[i - 1], 'a') && is(t[i - 2], 'y') && is(t[i - 3], "n'")) ||
    // Spoken French drops the "ne": "on a plus de réseau", "t'as plus d'icônes".
    (w === 'plus' && is(t[i - 1], 'ai', 'a', 'as', 'avons', 'avez', 'ont') && is(t[i + 1], 'de', "d'")) ||
    w.startsWith('dispar') ||
    w.startsWith('пропал') ||
    w.startsWith('исчез') ||
    (w === 'больше' && is(t[i + 1], 'нет', 'не', 'никаких', 'никакого', 'никакой', 'ни')) ||
    // "plus aucun débordement": none left.
    (is(t[i], 'aucun', 'aucune') && is(t[i - 1], 'plus')) ||
    // Spoken French drops the "ne": "le graphique a pas de titre".
    (w === 'pas' && is(t[i - 1], 'a', 'ont') && is(t[i + 1], 'de', "d'") && !is(t[i - 2], 'y', 'il')) ||
    // "звука нет вообще", "а плеска нет": a thing, then "нет".
    (w === 'нет' && i > 0 && /^[а-яё]{3,}(?:а|я|ов|ей|ы|и)$/u.test(t[i - 1]!.w)) ||
    // "на pve2 нет никакой копии": none at all.
    (w === 'нет' && is(t[i + 1], 'никакой', 'никаких', 'никакого', 'никакая'))
  );
}

// Verbs that show a result: "page 2 shows …", "affiche …", "показывает …".
// "instead of", "rather than", "au lieu de", "à la place de", "вместо": what was expected follows.
function insteadAt(t: readonly Tok[], i: number): number {
  if (is(t[i], 'instead', 'rather') && is(t[i + 1], 'of', 'than')) return 2;
  if (is(t[i], 'au') && is(t[i + 1], 'lieu') && is(t[i + 2], 'de', "d'", 'du', 'des')) return 3;
  if (is(t[i], 'a') && is(t[i + 1], 'la') && is(t[i + 2], 'place') && is(t[i + 3], 'de', "d'", 'du', 'des')) return 4;
  return is(t[i], 'вместо') ? 1 : 0;
}
// Verbs of what a program does with a value, matched on their stems in every language.
const RESULT_VERB = stemSet(`
  show display print return output give say read render send come go land open write pick use count
  sort redirect point load save put round charge set start end
  affiche donne renvoie retourne sort montre indique met écrit envoie ouvre utilise prend compte
  arrondit redirige pointe charge enregistre part tombe arrive commence finit passe
  показывает выдаёт пишет возвращает отдаёт выводит приходит открывает берёт использует считает
  ставит сохраняет уходит отправляет округляет получается стоит начинается заканчивается`);
// An English verb with its subject before it ("shows", "returned"): not the bare order "show".
// Words right before an English base-form verb that make it an order: "please use", "now send".
const ORDER_LEAD = new Set(['please', 'pls', 'plz', 'now', 'then', 'next', 'also', 'just']);
const THIRD_PERSON_FORM = /^(?:\p{L}+(?:s|ed)|went|came|gave|said|wrote|sent|put|set|read|got)$/u;
// A Russian imperative ("трогай", "запусти", "делайте") or a past tense without "-ся" ("запускал", "смотрела").
const RU_ORDER_OR_OWN_PAST = /(?:[аяеуоюё]й(?:те)?|(?<!л)и(?:те)?|л|ла)$/u;
// HTTP error statuses: 4xx and 5xx.
const HTTP_ERROR = /^[45]\d\d$/;
const REFUSES = /^(?:refuses?|refused|refusent|отказыва\p{L}*|отказал\p{L}*)$/u;
const STATUS_VERBS = new Set([
  'get',
  'got',
  'getting',
  'gets',
  'returns',
  'returned',
  'gives',
  'gave',
  'renvoie',
  'retourne',
  'получаю',
  'возвращает',
  'отдает',
  'отдаёт',
  'выдает',
  'выдаёт',
]);
const TERSE_STATUS_LEAD = new Set([
  'now',
  'still',
  'again',
  'maintenant',
  'encore',
  'toujours',
  'теперь',
  'опять',
  'снова',
  'всё',
  'все',
]);
const ACK_FINE = new Set(['ok', 'okay', 'alright', 'ah', 'oh', 'well', 'fine', 'then', 'so']);
// Modals of what may happen: a breakage after them is a worry, not a report.
const MAY = ['can', 'could', 'might', 'may', 'peut', 'peuvent', 'pourrait', 'pourraient', 'может', 'могут', 'могло'];
// Besides a verb that produced it: "there's an error", "another one", "now a warning", "опять ошибка".
const REPORT_LEAD = new Set([
  'throws',
  'threw',
  'shows',
  'showing',
  'there',
  'another',
  'new',
  'now',
  'ai',
  'avons',
  'y',
  'encore',
  'une',
  'nouvelle',
  'опять',
  'снова',
  'теперь',
  'новая',
]);
const TIME_WENT_BY = /^(?:\d|час|минут|секунд|день|дня|дней|недел|месяц|год|лет)/u;
// What an assistant gives, and the words that say it was given before.
const GIVEN_THING = new Set([
  'answer',
  'code',
  'query',
  'solution',
  'suggestion',
  'fix',
  'reponse',
  'requete',
  'proposition',
  'ответ',
  'код',
  'запрос',
  'решение',
  'вариант',
]);
const GIVEN_AGAIN = new Set([
  'again',
  'before',
  'earlier',
  'gave',
  'encore',
  'deja',
  'redonnes',
  'heure',
  'опять',
  'снова',
  'раньше',
  'прошлый',
]);
// French auxiliaries of the third person, and "veut" ("ça veut pas démarrer": it won't): the subject is the thing.
const FR_AUX_THIRD = new Set(['a', 'ont', 'est', 'sont', 'veut', 'veulent']);
const SHOWS = new Set([
  'shows',
  'show',
  'displays',
  'lists',
  'returns',
  'gives',
  'prints',
  'affiche',
  'affichent',
  'renvoie',
  'donne',
  'показывает',
  'показывают',
  'выводит',
  'возвращает',
  'отдает',
]);
// "can stay empty", "peut rester vide": what is allowed, not what went wrong.
const ALLOWED = new Set(['can', 'may', 'could', 'peut', 'peuvent', 'pourra', 'может', 'могут', 'можно']);
// What a report or a tool says: "it says 0 €", "l'écran indique 12", "пишет 12".
const SAYS = new Set(['says', 'said', 'reports', 'dit', 'indique', 'пишет', 'выдает', 'выдаёт']);
const ZERO = new Set(['0', 'zero', 'aucune', 'aucun', 'ноль', 'нуль']);
// An order to leave something out, as its first word: "skip step 6", "saute l'étape 3", "пропусти тесты".
const OMIT_ORDER = new Set(['skip', 'omit', 'saute', 'sautez', 'omets', 'пропусти', 'пропустите']);
const OWN_DOING = new Set(['i', 'ill', 'vais', 'je', "j'", 'я', 'сам', 'сама']);
const MANNER = new Set(['how', 'comme', 'comment', 'как']);
const MEMORY_VERB = /^(?:remember|retien|запомина)/u;
const ONLY = new Set(['only', 'just', 'seulement', 'uniquement', 'только', 'лишь']);
// A part of what was meant: "the first page", "la moitié", "одну строку".
const A_PART = new Set([
  'first',
  'one',
  'last',
  'half',
  'part',
  'single',
  'premiere',
  'premier',
  'premieres',
  'premiers',
  'moitie',
  'partie',
  'первую',
  'первый',
  'первая',
  'первое',
  'первые',
  'одну',
  'один',
  'одна',
  'одно',
  'половину',
  'часть',
  'последнюю',
  'second',
  'deuxieme',
  'seconde',
  'второй',
  'второго',
  'втором',
]);
const BUT = new Set(['but', 'mais', 'но', 'а', 'however', 'cependant', 'однако', 'sauf', 'except', 'only']);

// Verbs of seeming, and what makes a result look wrong: "seems way too low", "me paraît énorme".
const SEEMS = new Set(['seems', 'seem', 'looks', 'sounds', 'feels', 'parait', 'semble', 'кажется', 'выглядит']);
const SUSPICIOUS = new Set([
  'huge',
  'enormous',
  'off',
  'weird',
  'odd',
  'strange',
  'suspicious',
  'fishy',
  'unlikely',
  'wrong',
  'enorme',
  'bizarre',
  'etrange',
  'louche',
  'faux',
  'suspect',
  'beaucoup',
  'странно',
  'странным',
  'подозрительно',
  'многовато',
  'маловато',
]);
const ODD_AMOUNT = new Set(['многовато', 'маловато', 'подозрительно']);

// What the user dates from the assistant's change: "since your edit the mails go out twice".
const SINCE_CHANGE = [
  'since your change',
  'since your changes',
  'since your edit',
  'since your edits',
  'since your fix',
  'since your commit',
  'since your update',
  'since you changed',
  'since you touched',
  'since you edited',
  'since the last change',
  // The change named by a demonstrative: "since that fix", "depuis ce changement", "после этой правки".
  'since that change',
  'since that fix',
  'since that edit',
  'since this change',
  'since this fix',
  'since the change',
  'since the fix',
  'depuis ce changement',
  'depuis cette modif*',
  'depuis la modif*',
  'depuis ce fix',
  'depuis cette correction',
  'после этой правки',
  'после этого изменения',
  'после этого фикса',
  'depuis ta modif*',
  'depuis tes modif*',
  'depuis ton changement',
  'depuis tes changements',
  'depuis ta correction',
  'depuis ta maj',
  'depuis que tu as',
  "depuis que t'as",
  'после твоих правок',
  'после твоей правки',
  'после твоих изменений',
  'после твоего изменения',
  'после твоего фикса',
  'с тех пор как ты',
  'с твоей правки',
];

// When it still worked: "before your change", "hier", "раньше", "until you …".
const BEFORE_NOW = new Set([
  'before',
  'earlier',
  'yesterday',
  'until',
  'till',
  'previously',
  'avant',
  'hier',
  'auparavant',
  "jusqu'",
  'раньше',
  'вчера',
  'до',
  'прежде',
]);

const FORMER_STATE = [
  'en arriere',
  'arriere',
  'previous',
  'before',
  'old',
  'original',
  'earlier',
  'last',
  'how it was',
  'what it was',
  'what we had',
  'precedent*',
  'avant',
  'ancien*',
  'comme avant',
  "comme c'etait",
  'origin*',
  'предыдущ*',
  'как было',
  'стар*',
  'раньше',
  'прежн*',
];

export class Grammar {
  /** Words naming a former state: "go back to the previous version". */
  private readonly former: EntryIndex = compileList(FORMER_STATE);

  constructor(private readonly c: Classes) {}

  /** Condition, purpose or hypothesis earlier in the clause: "if it breaks", "make sure it works". */
  guarded(s: Sentence, i: number): boolean {
    const start = Math.max(clauseStart(s, i), i - 8);
    return (
      anyIn(s.toks, this.c.condition, start, i) ||
      anyIn(s.toks, this.c.purpose, start, i) ||
      anyIn(s.toks, this.c.hypothetical, start, i + 1)
    );
  }

  /** A negator within the three tokens before i (same clause). */
  negatedBefore(s: Sentence, i: number, span = 3): number {
    const start = Math.max(clauseStart(s, i), i - span);
    for (let k = i - 1; k >= start; k--) if (matchAt(s.toks, k, this.c.negator)) return k;
    return -1;
  }

  ignored(s: Sentence, i: number): boolean {
    for (let k = Math.max(0, i - 3); k <= i; k++) {
      const n = matchAt(s.toks, k, this.c.notFeedback);
      if (n && k + n > i) return true;
    }
    return false;
  }

  /** "exactly what I asked for", "exactement ce que j'avais demandé", "именно то, что я просил": what was meant, met. */
  private wantMet(t: readonly Tok[], i: number): boolean {
    const EXACTLY = [
      'exactly',
      'just',
      'precisely',
      'exactement',
      'precisement',
      'justement',
      'именно',
      'ровно',
    ] as const;
    if (is(t[i - 1], 'what') && is(t[i - 2], ...EXACTLY)) return true;
    return is(t[i - 1], 'que', "qu'", 'что') && is(t[i - 2], 'ce', 'то') && is(t[i - 3], ...EXACTLY);
  }

  private hit(family: Family, kind: Hit['kind'], s: SentenceView, i: number, n: number, correction = false): Hit {
    return { family, kind, correction, words: words(s.toks, i, Math.max(1, n)), sentence: s.n, index: i };
  }

  /** "I can't remember if …", "je ne retiens jamais …": the user's own memory, not the work's. */
  private ownMemory(s: Sentence, i: number): boolean {
    return MEMORY_VERB.test(s.toks[i]!.w) && s.toks.slice(clauseStart(s, i), i).some((x) => FIRST_PERSON.has(x.w));
  }

  /** Loss families of one sentence. */
  losses(s: SentenceView, turn: TurnView = NO_TURN): Hit[] {
    const out: Hit[] = [];
    const t = s.toks;
    const c = this.c;
    for (let i = 0; i < t.length; i++) {
      if (this.ignored(s, i)) continue;
      let n: number;
      if (
        turn.afterWork &&
        !s.question &&
        (n = matchAt(t, i, c.stillState)) &&
        this.stillAfterChange(s, i, n) &&
        !this.guarded(s, i)
      )
        out.push(this.hit('persistence', 'loss', s, i, n + 1));
      if (
        turn.afterWork &&
        !s.question &&
        (n = matchAt(t, i, c.symptom)) &&
        this.negatedBefore(s, i, 2) < 0 &&
        // "it should keep trying forever": what is wanted, not what happens; "it can stay empty": allowed.
        !t.slice(clauseStart(s, i), i).some((x) => WANT_MODAL.has(x.w)) &&
        !t.slice(Math.max(0, i - 2), i).some((x) => ALLOWED.has(x.w)) &&
        // "the new tests cover both paths": what tests cover is their scope, not a panel over a button.
        !(t[i]!.w.startsWith('cover') && t.slice(clauseStart(s, i), i).some((x) => TEST_WORD.test(x.w))) &&
        !this.symptomGone(s, i) &&
        !this.guarded(s, i) &&
        !this.requestClause(s, i)
      )
        out.push(this.hit('symptom', 'loss', s, Math.max(0, i - 1), n + 1));
      // "not too much, perhaps half": a measure asked for, not an excess found.
      if ((n = matchAt(t, i, c.excess)) && !this.guarded(s, i) && !s.question && this.negatedBefore(s, i, 1) < 0)
        out.push(this.hit('excess', 'loss', s, i, n));
      if (i === clauseStart(s, i) && (n = matchAt(t, i, c.stopDoing)) && this.ongoingAct(t, i + n) && !s.question)
        out.push(this.hit('stop-doing', 'loss', s, i, n + 1));
      if (
        (n = matchAt(t, i, c.functionVerb)) &&
        this.failureAround(s, i, n) &&
        !this.guarded(s, i) &&
        !this.requestClause(s, i) &&
        !this.ownMemory(s, i)
      )
        out.push(this.hit('negated-function', 'loss', s, Math.max(0, i - 2), n + 2));
      if (turn.afterWork && !s.question && (n = matchAt(t, i, c.worksVerb)) && this.workedBefore(s, i, n))
        out.push(this.hit('regression', 'loss', s, i, n));
      if (turn.afterWork && !s.question && (n = matchAt(t, i, this.sinceChange)) && this.badSinceChange(s, i))
        out.push(this.hit('regression', 'loss', s, i, n));
      // "exactly the same output as before", "le même résultat qu'avant", "тот же вывод, что и раньше".
      if (turn.afterWork && !s.question && is(t[i], 'same', 'meme', 'тот', 'та', 'то') && this.sameAsBefore(s, i))
        out.push(this.hit('persistence', 'loss', s, i, 2));
      // "the same thing for /api/teams" asks for more of it.
      // "so no change there", "no change needed": what the user decides to keep, not a change that did nothing.
      if (
        (n = matchAt(t, i, c.noEffect)) &&
        !this.guarded(s, i) &&
        !is(
          t[i + n],
          'for',
          'pour',
          'для',
          'there',
          'here',
          'needed',
          'required',
          'necessary',
          'ici',
          'necessaire',
          'нужно',
          'не',
        )
      )
        out.push(this.hit('no-effect', 'loss', s, i, n));
      if ((n = matchAt(t, i, c.persistence)) && this.persistentProblem(s, i, n) && !this.guarded(s, i))
        out.push(this.hit('persistence', 'loss', s, i, n + 1));
      if ((n = matchAt(t, i, c.breakage))) out.push(...this.breakageAt(s, i, n, turn));
      if (turn.afterWork && this.mismatch(s, i)) out.push(this.hit('symptom', 'loss', s, Math.max(0, i - 2), 3));
      // "it shows 0, should count from yesterday", "снимает все 3, а должно одно": the state, then what it should be.
      if (turn.afterWork && !s.question && i > 1 && s.clauseStarts.includes(i) && this.shouldInstead(s, i))
        out.push(this.hit('symptom', 'loss', s, i, 2, true));
      if (turn.afterWork && this.butWithout(s, i))
        out.push(this.hit('omission', 'loss', s, i, 3, is(t[i + 1], 'without', 'sans', 'без')));
      if (turn.afterWork && this.nobodyAsked(s, i)) out.push(this.hit('pointed-question', 'loss', s, i, 3));
      if (turn.afterWork && !s.question && this.shownAgainstActual(s, i))
        out.push(this.hit('symptom', 'loss', s, i, 2));
      if (turn.afterWork && !s.question && (n = yourNumberAt(t, i)) && otherNumber(t, i, n))
        out.push(this.hit('symptom', 'loss', s, i, n));
      if (turn.afterWork && !s.question && (n = this.problemReturned(s, i)) && !this.guarded(s, i))
        out.push(this.hit('regression', 'loss', s, i, n));
      // "même chose pour le dossier photos": the same again, elsewhere; a request, not a loop.
      if (
        (n = matchAt(t, i, c.looping)) &&
        !(is(t[i], 'meme', 'same') && is(t[i + n], 'for', 'pour', 'для')) &&
        // "loop over the same steps for the footer": the verb of an order, not going in circles.
        !(is(t[i], 'loop', 'loops') && is(t[i + n], 'over', 'through', 'on', 'sur', 'по')) &&
        !this.guarded(s, i)
      )
        out.push(this.hit('looping', 'loss', s, i, n));
      // "leave it there" answering "remove it?" keeps things as they are: an answer.
      // What a turn that changed nothing is asked to undo was someone else's doing ("reset develop to friday").
      if (
        !turn.noWork &&
        (n = matchAt(t, i, c.undo)) &&
        this.undoRequest(s, i, n) &&
        (!turn.asked || !['leave', 'laisse', 'оставь', 'оставим'].includes(t[i]!.w))
      )
        out.push(this.hit('undo', 'loss', s, i, n, true));
      if (
        !turn.noWork &&
        (n = matchAt(t, i, c.backTo)) &&
        anyIn(t, this.former, i + n, i + n + 6) &&
        // "the site is back to how it was": a state, not an order to go back.
        !is(t[i - 1], 'is', 'are', 's', 'was', 'its', 'est', 'sont') &&
        !this.guarded(s, i) &&
        !/(?:усь|юсь|rai|rons)$/u.test(t[i]!.w)
      )
        out.push(this.hit('undo', 'loss', s, i, n + 2, true));
      // Not "je voulais savoir …", "i just wanted to ask …": wanting to ask is no complaint.
      // "il m'a répété le détail, j'ai dit oui": what the user answered someone, not what they meant.
      if (
        (n = matchAt(t, i, c.meant)) &&
        !this.guarded(s, i) &&
        !this.wantedToAsk(s, i, n) &&
        !is(t[i + n], 'oui', 'non', 'ok', 'yes', 'no', 'да', 'нет') &&
        // "forget what I told you about …", "oublie ce que je t'ai dit": the user takes back their own words.
        !(is(t[i - 1], 'what', 'que', 'что') && is(t[i - 2], 'forget', 'ignore', 'oublie', 'забудь')) &&
        // "exactly what I asked for", "exactement ce que j'avais demandé", "именно то, что я просил": met.
        !this.wantMet(t, i)
      )
        out.push(this.hit('meant', 'loss', s, i, n, true));
      // "skip the lint step", "skip step 6 this time": the request's own verb, not "it skips the header".
      if (
        (n = matchAt(t, i, c.omission)) &&
        !(
          (i === clauseStart(s, i) || is(t[i - 1], 'also', 'just', 'aussi', 'тоже')) &&
          // "skip" alone is an order or a plan ("let's skip X", "you can skip X"), unless "did you / why did you skip".
          (OMIT_ORDER.has(t[i]!.w) ||
            is(
              t[i + n],
              'the',
              'this',
              'that',
              'it',
              'le',
              'la',
              'les',
              'ce',
              'cette',
              'anything',
              'everything',
              'all',
              'tout',
              'все',
              'всё',
            ))
        ) &&
        this.omissionAbout(s, i) &&
        !(t[i]!.w === 'skip' && !t.slice(Math.max(0, i - 3), i).some((x) => is(x, 'did', 'didnt', 'you', 'u'))) &&
        // "you can forget the rule about restarts", "vous pouvez oublier cette consigne": leave given, not a miss.
        !(PERMISSION.has(t[i - 1]?.w ?? '') && is(t[i - 2], 'you', 'u', 'vous', 'tu', 'ты', 'вы')) &&
        !is(t[i - 1], 'можно')
      )
        out.push(this.hit('omission', 'loss', s, i, n, t.length > i + n));
      // "wrong file, the page lives in …": what is wrong, then what is right.
      if (
        (n = matchAt(t, i, c.badJudgement)) &&
        !this.guarded(s, i) &&
        // "can't be, …" opens like "can you …" but judges.
        (!this.requestClause(s, i) || (t[i]!.w === 'can' && is(t[i + 1], 'not'))) &&
        (this.negatedBefore(s, i, 2) < 0 || NEGATION_LED.has(t[i]!.w)) &&
        !(s.question && this.howQuestion(s))
      )
        out.push(
          this.hit(
            'judgement',
            'loss',
            s,
            i,
            n,
            i <= 1 && s.clauseStarts.length > 1 && s.toks.length - s.clauseStarts[1]! >= 3 && !s.question,
          ),
        );
    }
    // "start again from step 3", "recommence à partir de l'étape 3": a step of the plan, not the work redone.
    if (
      turn.afterWork &&
      matchAt(t, clauseStart(s, 0), c.redo) &&
      !s.question &&
      !t.slice(0, 8).some((x) => /^(?:step|steps|etape|etapes|шаг\p{L}*|этап\p{L}*)$/u.test(x.w))
    )
      out.push(this.hit('redo', 'loss', s, 0, 2));
    if (turn.afterWork && s.question && anyIn(t, c.betterWay, 0, Math.min(t.length, 4)))
      out.push(this.hit('not-x-but-y', 'loss', s, 0, 4, true));
    // Said courteously, as a statement or a question: "Perhaps it would be better if they came from …".
    const hedged = turn.afterWork ? t.findIndex((_, i) => matchAt(t, i, c.hedgedBetter) > 0) : -1;
    if (hedged >= 0) out.push(this.hit('not-x-but-y', 'loss', s, hedged, 3, true));
    if (turn.afterWork) out.push(...this.insteadOfNew(s), ...this.contradictsDenial(s, turn));
    if (turn.afterWork)
      out.push(
        ...this.stateNow(s, turn),
        ...this.whereDidItGo(s),
        ...this.shortCheck(s),
        ...this.badResult(s),
        ...this.suspiciousResult(s),
        ...this.partialSuccess(s),
        ...this.onlyPart(s),
        ...this.sameAsAnother(s),
        ...this.insteadOfExpected(s),
        ...this.youDid(s),
        ...this.russianFailure(s),
        ...this.withoutWhat(s),
        ...this.itRemoved(s),
        ...this.youAgain(s),
        ...this.praiseBut(s),
      );
    out.push(...this.betterBefore(s), ...this.putBack(s));
    out.push(
      ...this.inability(s),
      ...this.dislike(s),
      ...this.negatedPraise(s),
      ...this.pointedQuestion(s, turn),
      ...this.looping(s),
      ...this.sameGivenAgain(s),
      ...this.youAlwaysDoThis(s),
      ...this.youDidNot(s),
      ...this.notXButY(s, turn),
      ...this.errorReport(s),
      ...this.lostFeature(s),
      ...this.whereDidItGoQuestion(s, turn),
      ...this.actualValue(s),
    );
    return out;
  }

  /**
   * "it downloads an empty file", "loss is nan from step 300", "le total est faux", "файл пустой":
   * right after the work, a short plain statement that its result is empty, invalid or wrong.
   */
  private badResult(s: SentenceView): Hit[] {
    // "l'écran est vide alors que j'ai 2 réservations": what follows "whereas" says why it should not be.
    const cut = s.toks.findIndex((x, i) => i > 1 && CONTRAST.has(x.w));
    const t = cut > 0 ? s.toks.slice(0, cut) : s.toks;
    if (s.question || t.length > 10 || anyIn(t, this.c.should, 0, t.length)) return [];
    // "total is always 0", "it shows 0", "показывает 0": a count of nothing, unless it counts errors.
    const zero = t.findIndex(
      (x, k) =>
        (x.w === '0' || x.w === 'zero') &&
        (is(
          t[k - 1],
          'is',
          'shows',
          'says',
          'always',
          'est',
          'affiche',
          'vaut',
          'toujours',
          'показывает',
          'пишет',
          'всегда',
        ) ||
          // "всё время 0", "0 all the time", "reste à 0 tout le temps": zero that lasts.
          (is(t[k - 1], 'время') && is(t[k - 2], 'всё', 'все')) ||
          (is(t[k + 1], 'all') && is(t[k + 2], 'the') && is(t[k + 3], 'time')) ||
          (is(t[k + 1], 'tout') && is(t[k + 2], 'le') && is(t[k + 3], 'temps')) ||
          (is(t[k - 1], 'a') && is(t[k - 2], 'reste', 'restent'))) &&
        // "the validator says 0 issues": zero of a fault is good news.
        !matchAt(t, k + 1, this.c.problem) &&
        !t.some((y) =>
          /^(?:errors?|warnings?|failures?|failed|erreurs?|[ée]checs?|ошиб\p{L}*|падени\p{L}*)$/u.test(y.w),
        ),
    );
    const at = zero >= 0 ? zero : t.findIndex((x) => BAD_RESULT.test(x.w));
    if (at < 0 || this.guarded(s, at) || this.requestClause(s, at)) return [];
    // "not empty anymore", "plus vide", "не пустой": the bad state is denied.
    if (t.slice(Math.max(0, at - 4), at).some((x) => NOT_WORDS.has(x.w))) return [];
    // "test prints can stay empty", "ça peut rester vide", "может быть пустым": allowed, not wrong.
    if (t.slice(Math.max(0, at - 3), at).some((x) => ALLOWED.has(x.w))) return [];
    // "return null when the list is empty": a condition, not a result.
    if (t.some((x, k) => CONDITION_WORDS.has(x.w) && !(k > at && FIRST_PERSON.has(t[k + 1]?.w ?? '')))) return [];
    // "empty the cache", "vide le dossier": the word is the request's verb.
    if (at === clauseStart(s, at) && (REQUEST_OPENERS.has(t[at]!.w) || DETERMINERS.has(t[at + 1]?.w ?? ''))) return [];
    return [this.hit('symptom', 'loss', s, at, 1)];
  }

  /**
   * "137 ça me paraît énorme, vérifie", "that seems way too low", "что-то многовато": the user doubts
   * the number or result the work produced. Not "looks fine" (good news) nor a question about it.
   */
  private suspiciousResult(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 0; i < t.length; i++) {
      const seems = SEEMS.has(t[i]!.w);
      const odd = (k: number) => SUSPICIOUS.has(t[k]?.w ?? '') || (TOO.has(t[k]?.w ?? '') && !is(t[k + 1], 'bad'));
      if (seems && [1, 2, 3].some((d) => odd(i + d)) && !this.guarded(s, i))
        return [this.hit('symptom', 'loss', s, i, 2)];
      // "что-то многовато", "подозрительно мало строк": the judgement without a verb of seeming.
      if (ODD_AMOUNT.has(t[i]!.w) && !this.guarded(s, i) && !this.requestClause(s, i))
        return [this.hit('symptom', 'loss', s, i, 1)];
    }
    return [];
  }

  /** "ça a viré le retour à la ligne final", "it stripped the comments", "оно удалило X": the change took something away. */
  private itRemoved(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 0; i < t.length - 1; i++) {
      if (!is(t[i], 'it', 'this', 'that', 'ca', 'cela', 'это', 'оно')) continue;
      let v = i + 1;
      if (is(t[v], 'has', 'also', 'a', 'aussi', 'тоже')) v++;
      if (REMOVED.test(t[v]?.w ?? '') && !this.guarded(s, i))
        return [this.hit('lost-feature', 'loss', s, i, v - i + 2)];
    }
    return [];
  }

  /** "отмена не долетает", "двойная бронь проходит" is elsewhere: a short Russian statement that something does not happen. */
  private russianFailure(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question || t.length > 6 || t.some((x) => FIRST_PERSON.has(x.w))) return [];
    // Not "больше не дребезжит", "не ребутится": the problem not happening is good news.
    const at = t.findIndex(
      (x, k) =>
        x.w === 'не' &&
        k > 0 &&
        t[k - 1]!.w !== 'больше' &&
        /^[а-яё]{3,}(?:ет|ит|ют|ят|ется|ится|ются|ятся)$/u.test(t[k + 1]?.w ?? '') &&
        !BAD_VERB_RU.test(t[k + 1]!.w),
    );
    return at > 0 && !this.guarded(s, at) ? [this.hit('negated-function', 'loss', s, at, 2)] : [];
  }

  /** "админка без авторизации?", "the export without the header?": what the work left out, asked. */
  private withoutWhat(s: SentenceView): Hit[] {
    const t = s.toks;
    if (!s.question || t.length > 6) return [];
    const at = t.findIndex((x, k) => k > 0 && is(x, 'без', 'sans', 'without'));
    return at > 0 ? [this.hit('omission', 'loss', s, at, 2, true)] : [];
  }

  /**
   * "u committed data/prices.db.bak. 900mb. in git", "t'as supprimé le cache", "ты удалил конфиг":
   * right after the work, the user states flatly what the assistant did. Not with praise ("you nailed it").
   */
  private youDid(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question || t.length > 12) return [];
    const at = clauseStart(s, 0);
    if (!is(t[at], 'you', 'u', 'tu', "t'", 'ты', 'вы')) return [];
    let v = at + 1;
    if (is(t[v], 'just', 'also', 'even', 'again', 'juste', 'aussi', 'encore', 'опять', 'снова', 'ещё', 'еще')) v++;
    if (is(t[v], 'as', 'avez')) v++;
    const verb = t[v]?.w ?? '';
    const past =
      (/^[a-z]{3,}ed$/.test(verb) && !is(t[at], 'tu', "t'", 'ты', 'вы')) ||
      ['put', 'ran', 'made', 'left', 'kept', 'took', 'wrote', 'broke', 'forgot', 'did'].includes(verb) ||
      (is(t[v - 1], 'as', 'avez') && /^[a-z]{3,}(?:e|i|is|it|u)$/.test(verb)) ||
      RU_PAST.test(verb);
    if (!past || this.guarded(s, at)) return [];
    if (anyIn(t, this.c.praise) || anyIn(t, this.c.thanks)) return [];
    return [this.hit('you-did', 'loss', s, at, v - at + 2)];
  }

  /**
   * "it walks, but doesn't turn around", "ça compile mais ne s'affiche pas", "ходит, но не
   * разворачивается": after the work, what works and, after "but", what does not.
   */
  private partialSuccess(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (const at of s.clauseStarts) {
      // "порт 5432, а не 5433": "rather than", a correction of its own.
      if (!BUT.has(t[at]?.w ?? '') || at === 0 || (t[at]!.w === 'а' && t[at + 1]?.w === 'не')) continue;
      // The clause before is not a negation ("not X, but Y" is a correction of its own).
      if (t.slice(clauseStart(s, at - 1), at).some((x) => matchAt([x], 0, this.c.negator))) continue;
      const neg = t.findIndex((x, k) => k > at && k <= at + 3 && matchAt(t, k, this.c.negator) > 0);
      if (neg < 0 || neg + 1 >= t.length) continue;
      // "but don't touch the config", "но не трогай": an order, not a state.
      const next = t[neg + 1]!.w;
      // "yes, but not now", "but this is not sure yet": when, or how sure, not what fails.
      if (NOT_A_FAILURE_AFTER_NOT.has(next)) continue;
      if (
        ['do', 'never', 'please'].includes(t[at + 1]!.w) ||
        (neg === at + 1 && /^[а-яё]+(?:й|йте|и|ите|ь)$/u.test(next))
      )
        continue;
      if (this.guarded(s, neg) || this.requestClause(s, neg)) continue;
      return [this.hit('negated-function', 'loss', s, at, neg - at + 2)];
    }
    return [];
  }

  /**
   * "page 2 shows the same orders as page 1", "la page 2 affiche les mêmes commandes que la page 1",
   * "вторая страница показывает те же заказы, что и первая": after the work, two things that should
   * differ come out the same. Not "use the same colours as the header" (an order).
   */
  private sameAsAnother(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 1; i < t.length - 2; i++) {
      const same = is(t[i], 'same', 'meme', 'memes') || (is(t[i], 'те', 'то', 'та', 'тот') && is(t[i + 1], 'же'));
      if (!same || !t.slice(Math.max(0, i - 3), i).some((x) => SHOWS.has(x.w))) continue;
      // "shows 18.7, same as my thermometer": the number agrees with a reference (matchesReference).
      if (sameAsReferenceAt(t, i)) continue;
      if (!t.slice(i + 1, i + 6).some((x) => is(x, 'as', 'que', 'qu', 'что'))) continue;
      if (this.requestClause(s, i) || this.guarded(s, i)) continue;
      return [this.hit('symptom', 'loss', s, i, 2)];
    }
    return [];
  }

  /**
   * "the total shows 3450 instead of 34.50", "l'heure part à 16h au lieu de 9h", "выдаёт 18:00 вместо
   * 19:00": after the work, what it does set against what was expected. The verb has its subject
   * (not "show X instead of Y", an order), and neither the user nor a request does it.
   */
  private insteadOfExpected(s: SentenceView): Hit[] {
    const t = s.toks;
    // A long run-on sentence is a list of things to note ("update the todo with: + … + …"), not a finding.
    if (s.question || t.length > 24) return [];
    for (let i = 1; i < t.length; i++) {
      const n = insteadAt(t, i);
      if (!n) continue;
      for (let k = i - 1; k >= Math.max(0, i - 8); k--) {
        const w = t[k]!.w;
        if (!hasStem(RESULT_VERB, w)) continue;
        const start = clauseStart(s, k);
        if (k === start && !THIRD_PERSON_FORM.test(w)) break;
        // "now for the booths please use X instead of Y", "for repeat visits use …": an order, its scope first.
        if (!THIRD_PERSON_FORM.test(w) && (ORDER_LEAD.has(t[k - 1]?.w ?? '') || is(t[start], 'for', 'pour', 'для')))
          break;
        if (t.slice(start, k).some((x) => FIRST_PERSON.has(x.w) || x.w === 'you' || x.w === 'tu')) break;
        // "also fix the footer link, it points to /abuot instead of /about": a new request, explained.
        if (this.guarded(s, k) || s.clauseStarts.some((c) => c <= k && this.requestClause(s, c))) break;
        return [this.hit('symptom', 'loss', s, k, i + n - k, true)];
      }
    }
    return [];
  }

  /** "you always do this", "tu fais toujours ça", "ты всегда так делаешь": the reproach of a habit. */
  private youAlwaysDoThis(s: SentenceView): Hit[] {
    const t = s.toks;
    if (t.length > 6 || !matchAt(t, 0, this.c.you)) return [];
    const always = t.findIndex((x) => is(x, 'always', 'toujours', 'всегда'));
    if (always < 1 || always > 2) return [];
    const does = t.some((x) => is(x, 'do', 'does', 'did', 'fais', 'faites', 'делаешь', 'делаете'));
    const thisWay = t.some((x) => is(x, 'this', 'that', 'it', 'ca', 'так', 'это'));
    return does && thisWay ? [this.hit('looping', 'loss', s, 0, t.length)] : [];
  }

  /**
   * "you gave me the same answer again", "c'est le même code que tout à l'heure", "опять тот же
   * ответ": what the assistant gives is what it gave before. Not "same code for the footer" (a
   * request) nor "is it the same code as in prod?".
   */
  private sameGivenAgain(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question && !matchAt(t, 0, this.c.why)) return [];
    for (let i = 0; i < t.length - 1; i++) {
      const same = is(t[i], 'same', 'meme') || (is(t[i], 'тот', 'то', 'та') && is(t[i + 1], 'же'));
      if (!same) continue;
      const thing = [1, 2].find((d) => GIVEN_THING.has(t[i + d]?.w ?? ''));
      if (thing === undefined || !t.some((x) => GIVEN_AGAIN.has(x.w))) continue;
      if (this.requestClause(s, i) || this.guarded(s, i)) continue;
      return [this.hit('looping', 'loss', s, i, thing + 1)];
    }
    return [];
  }

  /**
   * "it only exports the first page", "n'affiche que la moitié des lignes", "грузит только первую
   * страницу": after the work, a verb limited to a part of what was meant. Not "only the first
   * page needs it" (no verb before), an order, the user's own doing or a question.
   */
  private onlyPart(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 1; i < t.length - 1; i++) {
      const w = t[i]!.w;
      const limits =
        ONLY.has(w) || (w === 'que' && t.slice(Math.max(0, i - 3), i).some((x) => x.w === "n'" || x.w === 'ne'));
      if (!limits || !t.slice(i + 1, i + 5).some((x) => A_PART.has(x.w))) continue;
      const start = clauseStart(s, i);
      if (i === start || ONLY.has(t[start]!.w) || t.slice(start, i).some((x) => FIRST_PERSON.has(x.w))) continue;
      if (this.guarded(s, i) || this.requestClause(s, i)) continue;
      return [this.hit('symptom', 'loss', s, i, 2)];
    }
    return [];
  }

  /** "I can't see it", "can't run it", "je n'arrive pas à lire", "не вижу": what was given cannot be used. */
  private inability(s: SentenceView): Hit[] {
    const t = s.toks;
    for (let i = 0; i < t.length; i++) {
      const n = matchAt(t, i, this.c.perceive);
      if (!n || this.guarded(s, i) || s.question) continue;
      const lead = t.slice(Math.max(0, i - 3), i).map((x) => x.w);
      const cannot =
        lead.includes('cant') ||
        lead.includes('cannot') ||
        (lead.includes('not') && (lead.includes('can') || lead.includes('could'))) ||
        lead.includes('arrive') ||
        lead.includes('peux') ||
        (t[i]!.w.startsWith('вид') && lead.includes('не'));
      if (cannot && !lead.includes('you') && !lead.includes('tu'))
        return [this.hit('inability', 'loss', s, Math.max(0, i - 2), n + 2)];
    }
    return [];
  }

  /** "stop apologising", "arrête de …" (already folded in), "перестань извиняться": a habit, not "stop the server". */
  private ongoingAct(t: readonly Tok[], at: number): boolean {
    const w = t[at]?.w ?? '';
    const prev = t[at - 1]?.w ?? '';
    if (prev === 'de' || prev === "d'") return true;
    return w.endsWith('ing') || /(?:ть|ться|ешь|ать)$/.test(w) || (/^[а-я]+$/.test(prev) && /(?:ть|ться)$/.test(w));
  }

  /**
   * "the bar is on the left now", "la barre est toute noire maintenant", "теперь шрифт мелкий":
   * after a change, how things are now, said as a plain statement with no good word in it.
   */
  private stateNow(s: SentenceView, turn: TurnView): Hit[] {
    const t = s.toks;
    // Deep in a long message, "X now" tells the user's own story ("it's at 400 dpi now").
    if (s.question || t.length < 3 || (s.n > 1 && (s.of ?? 0) > 3)) return [];
    const at = t.findIndex((x) => NOW.has(x.w));
    // "now that we have the data, …" is a conjunction; "right now it's a 500" says how it already was.
    if (
      at < 0 ||
      is(t[at + 1], 'that', 'que', 'qu', "qu'", 'когда', 'что') ||
      (is(t[at - 1], 'right') && !is(t[at - 2], 'the', 'on', 'to')) ||
      is(t[at - 1], 'for', 'pour', 'until', 'jusqu', 'from', 'de', 'des') ||
      is(t[at + 1], 'on') ||
      this.requestClause(s, at) ||
      this.guarded(s, at)
    )
      return [];
    // "👍 les tournées maintenant", "ok, the invoices now": a thing named, then "now", is what comes next.
    if (at === t.length - 1 || s.clauseStarts.includes(at + 1)) {
      const start = clauseStart(s, at);
      if (at - start <= 3 && DETERMINER_LEAD.has(t[start]?.w ?? '')) return [];
    }
    // "yes, but not now": not at this moment. "now the last thing: …", "maintenant la dernière chose":
    // the next item of a list of orders.
    if (this.negatedBefore(s, at, 1) >= 0 || t.slice(at + 1, at + 4).some((x) => NEXT_ITEM.has(x.w))) return [];
    // "so it goes now, very good work": the praise after it says how the state is taken.
    if (anyIn(t, this.c.praise, at + 1, t.length) || anyIn(t, this.c.weakPraise, at + 1, t.length)) return [];
    // "теперь такой же таймер для …", "now the same for the sidebar": a request to repeat.
    if (
      t
        .slice(at + 1, at + 4)
        .some((x) => ['same', 'такой', 'такую', 'такое', 'такие', 'самое', 'pareil', 'meme'].includes(x.w))
    )
      return [];
    const clauseEnd = s.clauseStarts.find((x) => x > at);
    const clause = t.slice(clauseStart(s, at), clauseEnd ?? t.length);
    if (
      clause.length < 3 ||
      // "теперь мне пришло": Russian says what the user received with "мне" (to me).
      clause.some((x) => FIRST_PERSON.has(x.w) || x.w === 'мне' || x.w === 'нам') ||
      // "Ines is rerunning her check now": what a person does, not how the work is.
      clause.some((x) => THIRD_PERSON_HUMAN.has(x.w)) ||
      // "it's past 1am now", "il est tard maintenant", "уже ночь": the time of day, not the work.
      clause.some((x) => TIME_OF_DAY.test(x.w)) ||
      clause.some(
        (x, k) =>
          (GOOD_STATE.has(x.w) && !TOO.has(clause[k - 1]?.w ?? '')) ||
          matchAt([x], 0, this.c.success) ||
          matchAt([x], 0, this.c.praise) ||
          matchAt([x], 0, this.c.approval) ||
          matchAt([x], 0, this.c.solved),
      ) ||
      // "it builds now", "la page charge enfin": it works, which is good news.
      anyIn(clause, this.c.worksVerb, 0, clause.length) ||
      this.happensNow(s) ||
      // "the totals match the Excel now": checked against a reference.
      clause.some((_, k) => matchVerbAt(clause, k) && this.negatedBefore(s, clauseStart(s, at) + k, 3) < 0) ||
      anyIn(clause, this.c.weakPraise, 0, clause.length) ||
      // "0 errors now", "no warnings now", "aucune erreur maintenant": none of the problem is left.
      clause.some(
        (x, k) =>
          ['0', 'zero', 'no', 'aucune', 'aucun', 'ноль'].includes(x.w) && matchAt(clause, k + 1, this.c.problem) > 0,
      ) ||
      anyIn(t, this.c.clarity, 0, t.length) ||
      anyIn(t, this.c.thanks, 0, t.length)
    )
      return [];
    // "it shows the date now" after "the clock should show the date now": the claim, confirmed.
    if (echoesTheTurn(clause, turn.said)) return [];
    // "great, now it builds in half the time": after praise, a "now" statement is bad news only
    // when it says so (a negation, a failure, "nothing", "twice": see sarcasm in detect.ts).
    // "ok that works, the workflow fires on every row now": good news first.
    // "ok. un mode sombre maintenant", "k widget now, small size": after an acknowledgement, the next order.
    const ackFirst =
      s.afterAck || (at > 0 && matchAt(t, 0, this.c.acknowledge) > 0 && this.negatedBefore(s, at, at) < 0);
    const praisedFirst =
      !!s.afterPraise ||
      !!s.beforePraise ||
      !!ackFirst ||
      t
        .slice(0, at)
        .some(
          (x) =>
            matchAt([x], 0, this.c.praise) ||
            matchAt([x], 0, this.c.weakPraise) ||
            matchAt([x], 0, this.c.success) ||
            matchAt([x], 0, this.c.solved),
        );
    // "maintenant il faudrait que …", "now it should also …", "теперь хочу …": what to do next.
    if (anyIn(clause, this.c.should, 0, clause.length) || clause.some((x) => WISH.has(x.w) || WANT_MODAL.has(x.w)))
      return [];
    const badNews = (x: Tok, i: number) =>
      WORSE_STATE.has(x.w) ||
      // "the export only has 50 rows now": less than there should be; not when praise closes it
      // ("the log shows only the last 4 digits now. Perfect.").
      (['only', 'seulement', 'только', 'лишь'].includes(x.w) && !s.beforePraise) ||
      matchAt(clause, i, this.c.negator) > 0 ||
      matchAt(clause, i, this.c.breakage) > 0 ||
      matchAt(clause, i, this.c.problem) > 0 ||
      matchAt(clause, i, this.c.symptom) > 0;
    if (praisedFirst && !clause.some(badNews)) return [];
    // "ok, now the header fix", "now the export page": the next thing to do, named without a verb.
    const named = clause.slice(clause.findIndex((x) => NOW.has(x.w)) + 1);
    if (
      named.length >= 2 &&
      named.length <= 4 &&
      at === t.length - named.length - 1 &&
      is(named[0], 'the', 'le', 'la', 'les', "l'") &&
      !/(?:s|ed|ing)$/.test(named[named.length - 1]!.w) &&
      !named.some((x) => matchAt([x], 0, this.c.copula) > 0 || NOT_WORDS.has(x.w))
    )
      return [];
    // "теперь реконнект: …", "now pagination: …": one to three words, then a colon, name the next topic.
    if (clauseEnd !== undefined && clauseEnd - at - 1 <= 3 && clauseEnd - at - 1 >= 1 && t.length > clauseEnd)
      return [];
    // A statement, not an order: "now the header overlaps" / "now commit it", "maintenant les accents …" / "maintenant ajoute …".
    if (clause[0] && REQUEST_OPENERS.has(clause[0].w)) return [];
    if (clause[0] && NOW.has(clause[0].w) && !opensStatement(clause[1])) return [];
    return [this.hit('symptom', 'loss', s, at, 1)];
  }

  /** "what happened to the footer?", "où est passé le menu ?", "куда делась кнопка?". */
  private whereDidItGo(s: SentenceView): Hit[] {
    const w = s.toks.map((x) => x.w).join(' ');
    const where =
      /^(?:what happened to|where did|where is|where's|ou est passe|ou sont passes|qu'est devenu|куда дел|куда пропал|где)(?![\p{L}])/u.test(
        w,
      ) && s.question;
    // Russian asks without a question mark: "куда ты положил конфиг".
    const whereYou = /^(?:куда|где) (?:ты|вы) /u.test(w) || /^(?:where did you|ou as tu|ou t'as) /u.test(w);
    // "where is the config stored?", "où est défini le thème ?": asking where a thing lives.
    if (
      /(?<![\p{L}])(?:stored|kept|saved|located|defined|declared|set|configured|loaded from|coming from|come from|stocke\p{L}*|defini\p{L}*|configure\p{L}*|range\p{L}*|хранится|лежит|задаётся|задается|определ\p{L}*)(?![\p{L}])/u.test(
        w,
      )
    )
      return [];
    return where || whereYou
      ? [this.hit('lost-feature', 'loss', s, 0, 3)]
      : /(?:supposed to be|is that normal|is this normal|c'est normal que|c'est normal|это нормально)/u.test(w) &&
          s.question
        ? [this.hit('pointed-question', 'loss', s, 0, 3)]
        : [];
  }

  /** "did you run it?", "t'as relancé le conteneur ou pas ?", "ты перезапустил?": checking the claimed work. */
  private shortCheck(s: SentenceView): Hit[] {
    // "and the tests, did you run them?", "et les tests, tu les as lancés ?": the object named first.
    const from = s.clauseStarts.length && s.clauseStarts[s.clauseStarts.length - 1]! <= 4 ? s.clauseStarts.at(-1)! : 0;
    const t = s.toks.slice(from);
    if (!s.question || t.length > 8) return [];
    const you = t.findIndex((x) => matchAt([x], 0, this.c.you) > 0);
    const text = t.map((x) => x.w).join(' ');
    const orNot = /(?:or not|ou pas|ou non|или нет)$/u.test(text);
    const asks =
      you >= 0 &&
      you <= 2 &&
      // "вставил как ты написал, что дальше?", "did it like you said?": the user followed it.
      !FOLLOWED_LEAD.has(t[you - 1]?.w ?? '') &&
      (is(t[you - 1], 'did', 'have', 'are') ||
        // "you force-pushed the branch?": a past verb right after "you", asked.
        /^[a-z-]{3,}ed$/.test(t[you + 1]?.w ?? '') ||
        is(t[you + 1], 'as', 'avez') ||
        (is(t[you + 1], 'les', 'le', 'la', "l'") && is(t[you + 2], 'as', 'avez')) ||
        t[you]!.w === "t'" ||
        /^[а-я]+л[аи]?$/.test(t[you + 1]?.w ?? ''));
    // Elided pronouns ("l'", "t'") are not words of their own.
    const words = t.filter((x) => !x.w.endsWith("'")).length;
    // "tu l'as lancé au moins une fois ?", "did you run it even once?": the doubt makes it longer, not milder.
    const atLeast = /(?<![\p{L}])(?:at least|even once|au moins|une seule fois|хотя бы|хоть раз)(?![\p{L}])/u.test(
      text,
    );
    return asks && (words <= 7 || orNot || atLeast)
      ? [this.hit('pointed-question', 'loss', s, from + Math.max(0, you - 1), 3)]
      : [];
  }

  /** "you used npm again", "tu as encore cassé …", "ты опять поставил …". */
  private youAgain(s: SentenceView): Hit[] {
    const t = s.toks;
    for (let i = 1; i < t.length; i++)
      if (
        is(t[i], 'again', 'encore', 'опять', 'снова') &&
        anyIn(t, this.c.you, Math.max(0, i - 4), i) &&
        !s.question &&
        !this.requestClause(s, i)
      )
        return [this.hit('persistence', 'loss', s, i - 1, 2)];
    return [];
  }

  /** "looks nice but the dates are a year off": praise, then what is wrong (not a new request). */
  private praiseBut(s: SentenceView): Hit[] {
    const t = s.toks;
    for (let i = 0; i < Math.min(4, t.length); i++) {
      if (!matchAt(t, i, this.c.praise) && !matchAt(t, i, this.c.weakPraise)) continue;
      const but = t.findIndex((x, k) => k > i && k <= i + 3 && matchAt(t, k, this.c.reservation) > 0);
      if (but < 0) return [];
      const rest = { ...s, toks: t.slice(but + 1), clauseStarts: [0] };
      const asks =
        opensRequest(rest, 0) ||
        rest.toks
          .slice(0, 3)
          .some((x) => ['can', 'could', 'maybe', 'peux', 'pourrais', 'можешь', 'можно', 'also', 'aussi'].includes(x.w));
      return rest.toks.length >= 4 && !asks ? [this.hit('judgement', 'loss', s, but, 2)] : [];
    }
    return [];
  }

  /** "it was faster before", "c'était mieux avant", "раньше было быстрее". */
  private betterBefore(s: SentenceView): Hit[] {
    const w = s.toks.map((x) => x.w).join(' ');
    // "now better than it was ever before" compares the other way.
    return !s.question &&
      !/than (?:it|they|this|that) (?:was|were)/u.test(w) &&
      /(?:was|were|looked|worked|felt) (?:\S+ )?(?:better|(?!(?:ever|never|over|after|under|other|either|neither|whether)\s)\S+er|fine|ok|okay|good) (?:\S+ )?before|c'etait (?:\S+ )?(?:mieux|plus rapide|bien|plus propre) avant|раньше (?:было|работало) (?:\S+ )?(?:лучше|быстрее|нормально)/u.test(
        w,
      )
      ? [this.hit('breakage', 'loss', s, 0, 3)]
      : [];
  }

  /** "put the bar back on top", "remets le menu comme avant", "верни кнопку обратно". */
  private putBack(s: SentenceView): Hit[] {
    // After a filler ("hmm put the old hero back", "ok bring it back").
    const lead = is(s.toks[0], 'hmm', 'hm', 'ok', 'okay', 'please', 'just', 'so', 'actually', 'bon', 'ну', 'ладно')
      ? 1
      : 0;
    const t = s.toks.slice(lead);
    const start = ['put', 'move', 'set', 'turn', 'change', 'bring', 'remets', 'remet', 'верни', 'поставь'].includes(
      t[0]?.w ?? '',
    );
    const back =
      t.slice(1, 6).some((x) => ['back', 'обратно', 'назад'].includes(x.w)) ||
      (t[0]?.w.startsWith('remet') && t.slice(1, 6).some((x) => x.w === 'avant' || x.w === 'comme'));
    return start && back && !s.question ? [this.hit('undo', 'loss', s, 0, 2, true)] : [];
  }

  /** After "why": "are we / do we / is this / on / мы" — the code as it now is. */
  private aboutOurCode(rest: readonly Tok[]): boolean {
    const [a, b] = rest;
    if (is(a, 'on', 'мы', 'nous')) return true;
    if (is(a, 'are', 'do') && is(b, 'we')) return true;
    return is(a, 'is') && is(b, 'this', 'that', 'it', 'there');
  }

  /** "you already suggested that", "tu me l'as déjà proposé 3 fois", "you keep flipping between …", "уже предлагал". */
  private looping(s: SentenceView): Hit[] {
    const t = s.toks;
    for (let i = 0; i < t.length - 1; i++) {
      const w = t[i]!.w;
      const already =
        (w === 'already' || w === 'deja' || w === 'уже') && REPEATED_ACTS.has(t[i + 1]!.w.replace(/^(?:re)/, ''));
      const youKeep =
        (w === 'keep' || w === 'continues' || w === 'продолжаешь') &&
        anyIn(t, this.c.you, Math.max(0, i - 2), i) &&
        (t[i + 1]!.w.endsWith('ing') || is(t[i + 1], 'a', 'de'));
      const times =
        /^\d+$/.test(w) && is(t[i + 1], 'times', 'fois', 'раз', 'раза') && anyIn(t, this.c.you, 0, t.length);
      if ((already || youKeep || times) && !this.guarded(s, i) && !s.question)
        return [this.hit('looping', 'loss', s, i, 2)];
    }
    return [];
  }

  /** "I don't like it", "je n'aime pas", "мне не нравится". */
  private dislike(s: SentenceView): Hit[] {
    const t = s.toks;
    for (let i = 1; i < t.length; i++) {
      const w = t[i]!.w;
      const like =
        ((w === 'like' || w === 'love') && is(t[i - 1], 'not') && !is(t[i + 1], 'to')) ||
        (w.startsWith('aime') && this.negatedBefore(s, i, 2) >= 0 && !is(t[i + 1], 'bien')) ||
        (w.startsWith('нрав') && is(t[i - 1], 'не'));
      if (like && !this.guarded(s, i) && !s.question) return [this.hit('dislike', 'loss', s, i - 1, 2)];
    }
    return [];
  }

  /** "I don't get it", "je pige pas", "не понимаю" — about the answer, not "I don't understand why it fails". */
  private confusion(s: SentenceView): Hit[] {
    const t = s.toks;
    for (let i = 0; i < t.length; i++) {
      const n = matchAt(t, i, this.c.understand);
      if (!n || this.negatedBefore(s, i, 3) < 0) continue;
      const subject =
        t.slice(Math.max(0, i - 4), i).some((x) => ['i', 'je', "j'", 'я'].includes(x.w)) ||
        (t[i]!.w === 'понимаю' && i <= 2);
      const about = t[i + n];
      if (
        !subject ||
        (about && ['why', 'how', 'pourquoi', 'comment', 'почему', 'как', 'зачем', 'where', 'ou'].includes(about.w)) ||
        this.guarded(s, i)
      )
        continue;
      return [this.hit('confusion', 'loss', s, Math.max(0, i - 2), n + 2)];
    }
    return [];
  }

  /** "the real URL is …", "la bonne commande est …": what was given was wrong, and here is what is right. */
  private actualValue(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 0; i < t.length; i++) {
      const n = matchAt(t, i, this.c.actual);
      // "dans le bon ordre", "in the right place": how the result came out, not a value set right.
      if (!n || is(t[i - 1], 'in', 'at', 'on', 'with', 'dans', 'a', 'au', 'avec', 'en', 'в', 'на', 'во', 'с')) continue;
      for (let k = i + n; k < Math.min(t.length, i + n + 4); k++)
        if (matchAt(t, k, this.c.copula) && clauseStart(s, k) === clauseStart(s, i))
          return [this.hit('actual-value', 'loss', s, i, k - i + 1, true)];
    }
    return [];
  }

  /** "doesn't load", "is not rendering", "ça ne s'affiche pas", "ça charge pas", "не работает". */
  private failureAround(s: Sentence, i: number, n: number): boolean {
    const t = s.toks;
    const neg = this.negatedBefore(s, i, 3);
    if (neg >= 0) {
      const w = t[neg]!.w;
      // "I never installed it", "je n'ai pas lancé": what the user did, not what the software does.
      const subject = t[neg - 1]?.w === 'ne' || t[neg - 1]?.w === "n'" ? t[neg - 2] : t[neg - 1];
      if (subject && FIRST_PERSON.has(subject.w)) return false;
      // "I haven't called it yet", "we didn't deploy": the subject before the auxiliary is the user.
      // "he did not change one word": what a person did, not how the software behaves.
      if (w === 'not' && (FIRST_PERSON.has(t[neg - 2]?.w ?? '') || THIRD_PERSON_HUMAN.has(t[neg - 2]?.w ?? '')))
        return false;
      // "it's not called anywhere": code that nothing uses, not a failure.
      if (is(t[i + n], 'anywhere', 'nowhere')) return false;
      if (w === 'not') {
        const aux = t[neg - 1];
        if (aux && (DESCRIPTIVE_AUX.has(aux.w) || aux.w === 'it' || aux.w === 'still')) return true;
        // "not working": a gerund after "not" describes the state.
        if (t[i]!.w.endsWith('ing')) return true;
        // "they don't load" (a subject before "do not"), not "don't run the tests".
        if (aux && aux.w === 'do' && neg - 2 >= clauseStart(s, neg) && !ADDRESSEES.has(t[neg - 2]!.w)) return true;
        return false;
      }
      if ((w === 'ne' || w === "n'") && is(t[neg - 1], 'rien', 'personne')) return true;
      // "refuses to load", "refuse de démarrer", "отказывается запускаться": the thing will not.
      if (REFUSES.test(w)) return true;
      // "ne se lance plus": a reflexive verb after "ne" describes the thing, with or without "ça".
      if ((w === 'ne' || w === "n'") && is(t[neg + 1], 'se', "s'")) return !FIRST_PERSON.has(t[neg - 1]?.w ?? '');
      if (w === 'ne' || w === "n'") {
        // A subject before "ne" describes ("le bouton ne s'affiche pas"); none is an order ("ne lance pas").
        const subj = t[neg - 1];
        return (
          neg > clauseStart(s, neg) && !!subj && !FR_ORDER_LEAD.has(subj.w) && anyFrom(t, i + n, 3, FR_POST_NEGATION)
        );
      }
      // "nothing shows up": nothing is what the software does; "no longer loads".
      if (w === 'nothing') return neg === i - 1;
      if (w === 'no' || w === 'nowhere') return w === 'no' ? is(t[neg + 1], 'longer') : false;
      if (w === 'never' || w === 'cannot' || w === 'cant' || w === 'wont' || w === 'no longer') return true;
      // "не трогай конфиг" is an order; "не запускал" with no subject is the user's own account.
      if (w === 'не' && neg === clauseStart(s, neg) && RU_ORDER_OR_OWN_PAST.test(t[i]!.w)) return false;
      if (w === 'не' || w === 'ни' || w === 'никак') return true;
      // "ça n'a pas marché", "le mail n'est pas arrivé", "la page ne s'est pas affichée", "ça a pas
      // marché": a past failure of the software; "je n'ai pas lancé" is the user's own doing.
      if (w === 'pas' || w === 'plus' || w === 'jamais') return this.frenchPastFailure(s, neg);
      return false;
    }
    // "nothing shows up", "it shows nothing": nothing is what the software does.
    if (is(t[i - 1], 'nothing') || (is(t[i + n], 'nothing') && !FIRST_PERSON.has(t[i - 1]?.w ?? ''))) return true;
    // Spoken French: "ça charge pas", "ça s'affiche toujours pas", "la page charge plus du tout".
    const subj = t[i - 1];
    // Not across a comma, and not "plus de X" ("ça marche, plus de bandeau": no more banner).
    const spokenNeg = [i + n, i + n + 1].find(
      (k) =>
        k < t.length && ['pas', 'plus', 'jamais'].includes(t[k]!.w) && !s.clauseStarts.some((c) => c > i && c <= k),
    );
    if (
      subj &&
      (FR_SUBJECTS.has(subj.w) || subj.w === "s'" || subj.w === 'se') &&
      spokenNeg !== undefined &&
      !(t[spokenNeg]!.w === 'plus' && is(t[spokenNeg + 1], 'de', "d'"))
    )
      return true;
    if (
      subj &&
      /^[a-z]{3,}$/.test(subj.w) &&
      (is(t[i + n], 'pas', 'jamais') ||
        (is(t[i + n], 'plus') && (is(t[i + n + 1], 'du', 'rien', 'jamais') || i + n + 1 >= t.length)))
    )
      return !FIRST_PERSON.has(subj.w) && !REQUEST_OPENERS.has(subj.w);
    return false;
  }

  /** "… n'a pas / ne s'est pas / est pas" + participle: a third-person subject, an auxiliary, the negation. */
  private frenchPastFailure(s: Sentence, neg: number): boolean {
    const t = s.toks;
    if (!FR_AUX_THIRD.has(t[neg - 1]?.w ?? '')) return false;
    let k = neg - 2;
    if (is(t[k], "s'", 'se')) k--;
    if (is(t[k], 'ne', "n'")) k--;
    const subj = t[k];
    return k >= clauseStart(s, neg) && !!subj && !FIRST_PERSON.has(subj.w) && !FR_ORDER_LEAD.has(subj.w);
  }

  /**
   * "still 500", "le compteur affiche toujours 0", "опять то же самое" after the assistant changed
   * something: the change did not take. Not "still works", not "toujours" opening an order
   * ("toujours utiliser …"), not "encore une chose".
   */
  private stillAfterChange(s: Sentence, i: number, n: number): boolean {
    const t = s.toks;
    const w = t[i]!.w;
    if (orderToRepeat(t, i) || evenMeme(t, i)) return false;
    // "i was still running the old binary": the user's own slip, told as such.
    if (is(t[i - 1], 'was', 'etais') && is(t[i - 2], 'i', "j'", 'j')) return false;
    const near = [...t.slice(Math.max(0, i - 2), i), ...t.slice(i + n, i + n + 2)];
    if (
      near.some(
        (x) =>
          matchAt([x], 0, this.c.worksVerb) ||
          matchAt([x], 0, this.c.praise) ||
          matchAt([x], 0, this.c.weakPraise) ||
          matchAt([x], 0, this.c.success) ||
          POSITIVE_STATE.has(x.w) ||
          [
            'need',
            'needs',
            'want',
            'wants',
            'have',
            'besoin',
            'faut',
            'нужно',
            'надо',
            'нужен',
            'нужна',
            'нужны',
          ].includes(x.w),
      )
    )
      return false;
    // "put 7, saved, reloaded, still 7": the value the user set, kept; no fault.
    const kept = t[i + n]?.w ?? '';
    if (/^\d/.test(kept) && t.slice(0, i).some((x) => x.w === kept)) return false;
    // "some consumers still require() it": people doing something, not the software misbehaving.
    if (t.slice(clauseStart(s, i), i).some((x) => PEOPLE.has(x.w))) return false;
    // "the app still runs on it", "the old sessions still load", "ça tourne toujours": still working is no problem.
    if (STILL_WORKING.has(t[i + n]?.w ?? '')) return false;
    // "toujours OOM", "toujours 500 sur /login", "encore une erreur": still, said of a failure.
    // "toujours rouge", "toujours vide": a failed state, red being a failed build or check.
    const failureNext =
      /^\d/.test(t[i + 1]?.w ?? '') ||
      matchAt(t, i + 1, this.c.problem) > 0 ||
      matchAt(t, i + 2, this.c.problem) > 0 ||
      BAD_RESULT.test(t[i + 1]?.w ?? '') ||
      is(t[i + 1], 'rouge', 'rouges', 'red', 'ko');
    if (
      (w === 'toujours' || w === 'encore') &&
      i === clauseStart(s, i) &&
      !failureNext &&
      !is(t[i + 1], 'pas', 'pareil', 'le', 'la', 'les', 'rien', 'la meme', 'plus')
    )
      return false;
    if (w === 'encore' && is(t[i + 1], 'un', 'une', 'des', 'plus', 'mieux')) return false;
    if (w === 'again' && i > 0 && matchAt(t, Math.max(0, i - 3), this.c.undo)) return false;
    // "pareil pour les autres pages", "same for the sidebar": a request to repeat; "val loss is still going down": progress.
    if (is(t[i + n], 'for', 'pour', 'для', 'with', 'avec', 'here', 'ici') || PROGRESS.has(t[i + n]?.w ?? ''))
      return false;
    // "the same style as X", "de la même façon que": a comparison, not a persisting problem.
    if (t.slice(i + 1, i + n + 3).some((x) => ['as', 'que', 'как'].includes(x.w))) return false;
    if (this.requestClause(s, i)) return false;
    return true;
  }

  /** The clause holding i asks for something ("make it not jump", "evite que ça saute"): a request, not a report. */
  private requestClause(s: Sentence, i: number): boolean {
    const start = clauseStart(s, i);
    const first = s.toks[start]?.w ?? '';
    const lead = [
      'now',
      'ok',
      'okay',
      'so',
      'then',
      'also',
      'and',
      'maintenant',
      'alors',
      'bon',
      'aussi',
      'et',
      'теперь',
      'ну',
      'заодно',
      'и',
      'ещё',
      'еще',
    ];
    const opener =
      REQUEST_OPENERS.has(first) ||
      (lead.includes(first) &&
        (REQUEST_OPENERS.has(s.toks[start + 1]?.w ?? '') ||
          (lead.includes(s.toks[start + 1]?.w ?? '') && REQUEST_OPENERS.has(s.toks[start + 2]?.w ?? ''))));
    // "can you also look at why the cron fails?": a question that asks for work.
    const asksForWork =
      s.question &&
      ['can', 'could', 'would', 'peux', 'pourrais', 'pourrait', 'можешь', 'сможешь'].includes(s.toks[0]?.w ?? '');
    return opener || asksForWork || anyIn(s.toks, this.c.purpose, start, i);
  }

  /** "a placeholder that quietly works": the verb at i is in a relative clause of a noun; "ok, that works" is not. */
  private relativeClause(s: Sentence, i: number): boolean {
    const t = s.toks;
    const start = clauseStart(s, i);
    for (let k = Math.max(start + 1, i - 2); k < i; k++) {
      if (!RELATIVE.has(t[k]!.w)) continue;
      // "that" opens a relative clause only after a noun: not "ok, that works", "and that works".
      const before = t.slice(k - 1, k);
      const ack =
        matchAt(before, 0, this.c.acknowledge) > 0 ||
        matchAt(before, 0, this.c.weakPraise) > 0 ||
        matchAt(before, 0, this.c.praise) > 0;
      if (t[k]!.w !== 'that' || !(isStopword(t[k - 1]!.w) || ack)) return true;
    }
    return false;
  }

  private persistentProblem(s: Sentence, i: number, n: number): boolean {
    const t = s.toks;
    // "même pas en ssh", "not even once": "not even", not "the same".
    if (
      orderToRepeat(t, i) ||
      (t[i]!.w === 'meme' && is(t[i + 1], 'pas')) ||
      (t[i]!.w === 'meme' && is(t[i - 1], 'pas')) ||
      evenMeme(t, i)
    )
      return false;
    // "0 issues, same 61,204 records": the same count, checked; not the same fault.
    if (is(t[i], 'same', 'meme', 'memes') && countThatStayed(t, i + n, this.c)) return false;
    const start = clauseStart(s, i);
    const end = Math.min(t.length, i + n + 5);
    // "same error", "still failing", "toujours pas", "опять ошибка"; not "0 issues" nor "no errors".
    for (let k = Math.max(start, i - 3); k < end; k++)
      if (
        (matchAt(t, k, this.c.problem) || matchAt(t, k, this.c.breakage)) &&
        !(ZERO.has(t[k - 1]?.w ?? '') || is(t[k - 1], 'no', 'aucun', 'aucune', 'без'))
      )
        return true;
    const next = t[i + n];
    return (
      !!next &&
      matchAt(t, i + n, this.c.negator) > 0 &&
      next.w !== 'no' &&
      !is(t[i + n + 1], 'need', 'sure') &&
      !matchAt(t, i + n + 1, this.c.understand)
    );
  }

  private howQuestion(s: Sentence): boolean {
    return is(s.toks[0], 'how', 'what', 'comment', 'quoi', 'как', 'что') && !anyIn(s.toks, this.c.you);
  }

  /** "revert that", "undo", "please roll it back", "can you revert", "annule", "откати". */
  private undoRequest(s: Sentence, i: number, n: number): boolean {
    const t = s.toks;
    // "вернусь", "reviendrai": the user's own coming back, not "go back".
    if (this.guarded(s, i) || /(?:усь|юсь|rai|rons)$/u.test(t[i]!.w)) return false;
    // "add an undo button", "un bouton annuler": the word names a feature, not a request.
    if (
      is(t[i - 1], 'a', 'an', 'the', 'un', 'une', 'le', 'la') ||
      is(t[i + n], 'button', 'feature', 'option', 'bouton')
    )
      return false;
    const start = clauseStart(s, i);
    const lead = t.slice(start, i).map((x) => x.w);
    const polite = lead.every((w) =>
      [
        'please',
        'pls',
        'just',
        'no',
        'non',
        'нет',
        'ok',
        'so',
        'then',
        'and',
        'et',
        'alors',
        'donc',
        'stp',
        'и',
        'now',
        'maintenant',
      ].includes(w),
    );
    if (s.question) {
      // "can you revert it?" is a request; "how do I revert a commit?" is not.
      return anyIn(t, this.c.you, Math.max(0, i - 3), i) && !this.howQuestion(s);
    }
    // "revert my commit from yesterday": the user's own work.
    if (
      t.slice(i + n, i + n + 3).some((x) => ['my', 'mon', 'ma', 'mes', 'мой', 'мою', 'мои', 'моё', 'мое'].includes(x.w))
    )
      return false;
    if (polite) return true;
    // "… and revert the last change", "I want you to undo it" — not "a script that reverts the db".
    return (
      i - start <= 3 &&
      is(
        t[i + n],
        'it',
        'that',
        'this',
        'ca',
        'les',
        'le',
        'la',
        'tout',
        'all',
        'everything',
        'your',
        'the',
        'все',
        'всё',
        'это',
      ) &&
      !is(t[i - 1], 'to', 'a', 'the', 'de', 'that', 'qui', 'который', 'которая')
    );
  }

  private omissionAbout(s: Sentence, i: number): boolean {
    const t = s.toks;
    if (this.guarded(s, i)) return false;
    const w = t[i]!.w;
    // "n'oublie pas de …", "don't forget", "не забудь": an instruction, not an omission.
    if (this.negatedBefore(s, i, 2) >= 0 || is(t[i + 1], 'pas')) return false;
    // "you forgot X", "tu as oublié", "t'as oublié", "ты забыл"; "X is missing", "il manque X".
    if (anyIn(t, this.c.you, Math.max(0, i - 3), i)) return !is(t[i - 1], 'dont', 'not') || w.startsWith('oubli');
    if (w === 'missing' || w.startsWith('manqu') || w.startsWith('отсутств') || w === 'не') return !s.question;
    if (w === 'forget' || w === 'forgot') return false; // "don't forget …" is an instruction
    return !s.question && !is(t[i - 1], 'i', 'je', "j'", 'я');
  }

  /** "not great", "not quite", "pas terrible", "не очень". */
  private negatedPraise(s: SentenceView): Hit[] {
    const t = s.toks;
    const out: Hit[] = [];
    for (let i = 0; i < t.length - 1; i++) {
      const w = t[i]!.w;
      if (w !== 'not' && w !== 'pas' && w !== 'не') continue;
      if (s.clauseStarts.includes(i + 1)) continue;
      // "doesn't look right", "ne semble pas bon": one verb of appearance between.
      const j =
        ['look', 'looks', 'seem', 'seems', 'feel', 'sound', 'semble', 'parait'].includes(t[i + 1]!.w) &&
        i + 2 < t.length
          ? i + 2
          : i + 1;
      const next = t[j]!.w;
      const en =
        w === 'not' &&
        [
          'great',
          'good',
          'ideal',
          'right',
          'correct',
          'quite',
          'exactly',
          'enough',
          'what',
          'it',
          'perfect',
          'helpful',
          'acceptable',
          'better',
        ].includes(next) &&
        !is(t[j + 1], 'sure', 'idea');
      const fr =
        w === 'pas' &&
        [
          'terrible',
          'top',
          'ouf',
          'bon',
          'bonne',
          'bien',
          'ca',
          'genial',
          'parfait',
          'clair',
          'juste',
          'correct',
          'mieux',
        ].includes(next) &&
        !is(t[j + 1], 'grave');
      // "не очень понял, распиши": the user's own understanding, a request for more (../README "Hard calls").
      const ru =
        w === 'не' &&
        ['очень', 'совсем', 'то', 'так', 'правильно', 'лучше', 'годится'].includes(next) &&
        !matchAt(t, j + 1, this.c.understand);
      // "I don't quite follow", "je ne saisis pas bien": the user's own understanding, a request
      // for more (../README "Hard calls"), not a judgement of the answer.
      const ownUnderstanding = matchAt(t, j + 1, this.c.understand) > 0 || matchAt(t, i - 1, this.c.understand) > 0;
      if ((en || fr || ru) && !ownUnderstanding && !this.guarded(s, i) && !this.ignored(s, j)) {
        // "it's not what I asked" is "meant"; "not it" only as "that's not it".
        if (en && next === 'it' && !is(t[i - 1], 'is', 'that', 'thats')) continue;
        out.push(this.hit('negated-praise', 'loss', s, i, 2));
      }
    }
    return out;
  }

  /** Questions that reproach: "why did you …?", "did you even …?", "pourquoi tu as …?", "зачем ты …?". */
  private pointedQuestion(s: SentenceView, turn: TurnView): Hit[] {
    const t = s.toks;
    // "why is requirements.txt in the diff", "а чё в диффе конфиг поменялся": a change nobody expected.
    const whyAt = t.findIndex((x, k) => matchAt(t, k, this.c.why) > 0 || is(x, 'че', 'чё', 'чего'));
    if (turn.afterWork && whyAt >= 0 && whyAt <= 2 && t.some((x) => DIFF_WORD.test(x.w)))
      return [this.hit('pointed-question', 'loss', s, whyAt, 1)];
    if (!s.question && !matchAt(t, 0, this.c.why)) return [];
    for (let i = 0; i < t.length; i++) {
      const why = matchAt(t, i, this.c.why);
      if (why) {
        // "who asked you to …", "qui t'a demandé …": the reproach names the assistant itself.
        // "кто просил менять цвета?": who asked for it is a reproach with or without the pronoun.
        if (anyIn(t, this.c.you, i, i + why) || is(t[i], 'who', 'qui', 'кто'))
          return [this.hit('pointed-question', 'loss', s, i, why)];
        const rest = t.slice(i + why, i + why + 4);
        // "why not …", "why don't you try …" are suggestions.
        if (is(rest[0], 'not', 'pas', 'не') || (is(rest[0], 'do', 'dont') && is(rest[1], 'not', 'you'))) continue;
        // "why are we fetching in an effect when …?": the team's code, as the assistant just wrote it.
        if (turn.afterWork && this.aboutOurCode(rest)) return [this.hit('pointed-question', 'loss', s, i, why + 2)];
        // "why a class here instead of a plain function?": the question names what was expected.
        if (
          turn.afterWork &&
          t
            .slice(i + why)
            .some(
              (x, k) =>
                x.w === 'instead' ||
                x.w === 'rather' ||
                (x.w === 'lieu' && is(t[i + why + k - 1], 'au')) ||
                x.w === 'вместо',
            )
        )
          return [this.hit('pointed-question', 'loss', s, i, why + 1, true)];
        // "why ReleaseSafe and not ReleaseFast?", "pourquoi X et pas Y ?", "почему X, а не Y?": the
        // turn's choice set against the one expected.
        if (turn.afterWork && s.question && this.choiceAgainstExpected(t, i + why, turn))
          return [this.hit('pointed-question', 'loss', s, i, why + 1, true)];
        const you = rest.findIndex((x) => matchAt([x], 0, this.c.you) > 0);
        // "why didn't you create a tag?" names what was expected: a correction.
        // "why didn't you create a tag?", "why did you decide not to …?" name what was expected: a correction.
        const expected = t.slice(i + why).some((x) => ['not', 'pas', 'не', 'never', 'jamais'].includes(x.w));
        if (you >= 0 && !(t[i + why + you + 1]?.w.endsWith('rais') || t[i + why + you + 1]?.w.endsWith('riez')))
          return [this.hit('pointed-question', 'loss', s, i, why + you + 2, expected)];
        // "why is it still …" — the persistence family catches it.
        continue;
      }
      const you = matchAt(t, i, this.c.you);
      // "how would you test it?" asks for an opinion.
      if (you && is(t[0], 'how', 'comment', 'как') && is(t[i - 1], 'would', 'could', 'should', 'do')) continue;
      if (you && s.question && i <= 3) {
        // "did you even / really / follow …?", "are you sure?", "tu as bien …?", "ты точно …?".
        const aux = t[i - 1];
        const auxOk = !aux || matchAt(t, i - 1, this.c.pastAux) > 0 || is(aux, 'as', 'est-ce', 'que');
        const afterAux = t[i + you]?.w === 'as' || t[i + you]?.w === 'avez' ? i + you + 1 : i + you;
        if (auxOk && anyIn(t, this.c.doubt, afterAux, afterAux + 2) && !is(t[afterAux], 'know', 'sais', 'think'))
          return [this.hit('pointed-question', 'loss', s, i, afterAux - i + 1)];
      }
    }
    // "ты и папку .godot закоммитил?": "ты" and a past verb a few words on, after the work.
    if (s.question && t.length <= 8) {
      const ty = t.findIndex((x) => is(x, 'ты', 'вы'));
      // Not "вставил как ты написал, что дальше?": what the user did the way the turn said.
      if (ty >= 0 && !FOLLOWED_LEAD.has(t[ty - 1]?.w ?? '') && t.slice(ty + 1, ty + 5).some((x) => RU_PAST.test(x.w)))
        return [this.hit('pointed-question', 'loss', s, ty, 2)];
    }
    // "а changelog ты читал?": Russian puts the object first; "ты" + a verb of checking is the doubt.
    for (let i = 0; i < t.length - 1 && s.question; i++)
      if (is(t[i], 'ты', 'вы') && anyIn(t, this.c.doubt, i + 1, i + 3))
        return [this.hit('pointed-question', 'loss', s, i, 2)];
    // "is it?", "really?", "vraiment ?", "точно?": a one-word challenge of what was just said.
    if (s.question && t.length <= 3 && CHALLENGE.has(t.map((x) => x.w).join(' ')))
      return [this.hit('pointed-question', 'loss', s, 0, t.length)];
    // "as-tu bien …?" (inverted French).
    if (s.question && is(t[0], 'as', 'avez', 'es') && is(t[1], 'tu', 'vous') && anyIn(t, this.c.doubt, 2, 4))
      return [this.hit('pointed-question', 'loss', s, 0, 3)];
    return [];
  }

  /**
   * "it says 0 €, but we had 58 orders", "il affiche 12 alors qu'il y en avait 15", "показывает 12, а было 15":
   * what the work shows, then what there really was, two different numbers.
   */
  private shownAgainstActual(s: SentenceView, i: number): boolean {
    const t = s.toks;
    if (!SHOWS.has(t[i]!.w) && !SAYS.has(t[i]!.w)) return false;
    const shown = t.slice(i + 1, i + 4).find((x) => /^\d/.test(x.w));
    if (!shown) return false;
    const but = t.findIndex(
      (x, k) =>
        k > i + 1 &&
        (is(x, 'but', 'mais', 'а', 'но', 'whereas') || (is(x, 'que', "qu'", 'qu') && is(t[k - 1], 'alors'))),
    );
    if (but < 0) return false;
    const actual = t.slice(but + 1, but + 7).find((x) => /^\d/.test(x.w));
    return !!actual && actual.w !== shown.w && !this.guarded(s, i);
  }

  /** The sentence says the user checked the result: "I checked with …", "j'ai vérifié", "сверил с …". */
  private userChecked(s: SentenceView): boolean {
    const t = s.toks;
    return t.some(
      (x, k) =>
        (is(x, 'checked', 'verified', 'compared', 'tested', 'verifie', 'compare', 'teste') &&
          is(t[k - 1], 'i', 've', 'have', 'ai', "j'")) ||
        /^(?:провер|сверил|сравнил)\p{L}*$/u.test(x.w),
    );
  }

  /** After "why": a word of the turn, then "and not" / "et pas" / "а не" and what was expected. */
  private choiceAgainstExpected(t: readonly Tok[], from: number, turn: TurnView): boolean {
    const neg = t.findIndex(
      (x, k) =>
        k > from &&
        k <= from + 4 &&
        ((is(x, 'not', 'pas', 'non') && is(t[k - 1], 'and', 'et', 'but', 'mais')) ||
          (is(x, 'не') && is(t[k - 1], 'а', 'но'))),
    );
    if (neg < 0 || neg + 1 >= t.length) return false;
    return t.slice(from, neg - 1).some((x) => namedIn(x, turn.said, 2));
  }

  /** "you didn't update the README", "tu n'as pas mentionné X", "ты не добавил". */
  private youDidNot(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question && !matchAt(t, 0, this.c.why)) return [];
    for (let i = 0; i < t.length - 2; i++) {
      if (!matchAt(t, i, this.c.you)) continue;
      const a = t[i + 1]!.w;
      const b = t[i + 2]!.w;
      const en =
        (a === 'did' || a === 'have' || a === 'never') &&
        (b === 'not' || a === 'never') &&
        !is(t[i + 3], 'need', 'have', 'want');
      const fr =
        (a === 'ne' || a === "n'") &&
        ['as', 'avez', 'avais', 'aviez'].includes(b) &&
        is(t[i + 3], 'pas', 'jamais', 'rien') &&
        !is(t[i + 4], 'besoin');
      // Spoken French drops "ne": "t'as pas testé", "tu as rien changé", "vous avez pas lu".
      const frSpoken =
        (a === 'as' || a === 'avez') &&
        is(t[i + 2], 'pas', 'rien', 'jamais') &&
        is(t[i], "t'", 'tu', 'vous') &&
        // "t'as pas besoin de …", "tu as pas à …": what the assistant need not do.
        !is(t[i + 3], 'besoin', 'a');
      const ru = a === 'не' && /(?:л|ла|ли|ло)$/.test(b);
      // "you should have checked the quota", "tu aurais dû demander", "ты должен был проверить":
      // what the assistant did not do, said as what it should have done. Not "you could have a look".
      // ("ты мог бы проверить" is also a polite request: only "должен был" counts in Russian.)
      const participle = t[i + (a.endsWith('ve') ? 2 : 3)]?.w ?? '';
      const shouldHave =
        ((((a === 'should' || a === 'could') && (b === 'have' || b === 've')) || a === 'shouldve' || a === 'couldve') &&
          (/(?:ed|en)$/.test(participle) || PARTICIPLES.has(participle))) ||
        (is(t[i + 1], 'aurais', 'auriez') && is(t[i + 2], 'du', 'pu')) ||
        (is(t[i + 1], 'должен', 'должна', 'должны') && is(t[i + 2], 'был', 'была', 'были'));
      if ((en || fr || frSpoken || ru || shouldHave) && !this.guarded(s, i))
        return [this.hit('omission', 'loss', s, i, 4, true)];
    }
    return [];
  }

  /**
   * "use that instead of a new table", "passe par là au lieu d'un nouveau subscriber", "используй
   * его, а не новый стейт": what exists already, instead of the new thing the work just added.
   */
  private insteadOfNew(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 0; i < t.length - 1; i++) {
      const instead =
        (is(t[i], 'instead') && is(t[i + 1], 'of') ? 2 : 0) ||
        (is(t[i], 'au') && is(t[i + 1], 'lieu') ? 3 : 0) ||
        (is(t[i], 'а', 'and', 'et') && is(t[i + 1], 'не', 'not', 'pas') ? 2 : 0) ||
        (is(t[i], 'not', 'вместо') ? 1 : 0);
      if (!instead) continue;
      const rest = t.slice(i + instead, i + instead + 3);
      if (rest.some((x) => NEW_THING.has(x.w)) && !this.guarded(s, i))
        return [this.hit('not-x-but-y', 'loss', s, i, instead + 2, true)];
    }
    return [];
  }

  /**
   * "si, payplug fait les remboursements partiels": "si" contradicts what the turn denied ("Payplug
   * ne permet pas …"), and says what is true.
   */
  private contradictsDenial(s: SentenceView, turn: TurnView): Hit[] {
    const t = s.toks;
    // "si, c'est bon": a yes that something is fine, no fact set right.
    const approves =
      anyIn(t, this.c.weakPraise, 0, t.length) ||
      anyIn(t, this.c.approval, 0, t.length) ||
      anyIn(t, this.c.solved, 0, t.length);
    return s.n === 0 &&
      is(t[0], 'si') &&
      s.clauseStarts.includes(1) &&
      t.length >= 5 &&
      turn.denied &&
      !approves &&
      !s.question
      ? [this.hit('not-x-but-y', 'loss', s, 0, 2, true)]
      : [];
  }

  /** "not A but B", "pas A mais B", "не A, а B", "use B instead", "B au lieu de A". */
  private notXButY(s: SentenceView, turn: TurnView): Hit[] {
    const t = s.toks;
    // "проверь ещё 3 серии, не только 5531": inside an order, "not only" says how far to go.
    const orderFirst = REQUEST_OPENERS.has(t[0]?.w ?? '') || /^[а-яё]{3,}(?:й|йте|и|ите|ь)$/u.test(t[0]?.w ?? '');
    for (let i = 0; i < t.length; i++) {
      const w = t[i]!.w;
      // "not bad at all, …", "pas mal, …", "неплохо, …": praise, whatever follows.
      if (matchAt(t, i, this.c.praise)) continue;
      // "not blaming you but …", "c'est pas ta faute mais …", "не в упрёк, но …": the work cleared, not corrected.
      if ((w === 'not' || w === 'pas' || w === 'не') && NOT_BLAMING.has(`${t[i + 1]?.w ?? ''} ${t[i + 2]?.w ?? ''}`))
        continue;
      if (
        orderFirst &&
        (w === 'not' || w === 'pas' || w === 'не') &&
        is(t[i + 1], 'only', 'seulement', 'только', 'que')
      )
        continue;
      if ((w === 'not' || w === 'pas' || w === 'не') && i + 2 < t.length) {
        for (let k = i + 2; k < Math.min(t.length - 1, i + 7); k++) {
          if (
            (w === 'not' && t[k]!.w === 'but') ||
            (w === 'pas' && t[k]!.w === 'mais') ||
            (w === 'не' && t[k]!.w === 'а')
          ) {
            // "these are not rules for you but our partner's": whom a text is for, not what was wrong.
            const audience = t.slice(i + 1, k).some((x, j, xs) => FOR_WHOM.has(`${x.w} ${xs[j + 1]?.w ?? ''}`));
            // "pas d'overlay dessus mais il a le module tlp": two facts set side by side, each with its subject.
            const facts = SUBJECT_PRONOUN.has(t[k + 1]?.w ?? '');
            if (!this.guarded(s, i) && !audience && !facts)
              return [this.hit('not-x-but-y', 'loss', s, i, k - i + 2, true)];
          }
        }
      }
      // "15 € TTC, pas HT", "the logs are in /var/log/app, not nginx": a short clause that takes one back.
      // It corrects when what it takes back is what the assistant just said or did ("… 15 € HT").
      // Or when the sentence says what it should be ("the background should be #1e1e2e, not pure black").
      const takesBack = () =>
        t
          .slice(i + 1, i + this.clauseLength(s, i))
          .some((x) => turn.said.has(x.w) || x.w.split(/[-./_]+/).some((p) => p.length >= 3 && turn.said.has(p))) ||
        anyIn(t, this.c.should, 0, i) ||
        // "port is 15671 not 15672", "created_at, not date_created": two values of one kind, the right one first.
        valuesAround();
      const valuesAround = () => {
        const before = is(t[i - 1], 'а', 'and', 'et', 'mais', 'but') ? t[i - 2] : t[i - 1];
        // "a U2722D not a U2719D": an article before the value it corrects.
        const after = is(t[i + 1], 'a', 'an', 'the', 'un', 'une', 'le', 'la') ? t[i + 2] : t[i + 1];
        return turn.afterWork && sameKindOfValue(before?.w, after?.w) && !anyIn(t, this.c.ownMistake, 0, t.length);
      };
      // "pve3 на grub, а не на systemd-boot", "in eu-central, and not in virginia".
      // Only after work, and not in the user's own slip ("это я опечатался, порт 5432, а не 5433").
      const opensClause =
        s.clauseStarts.includes(i) ||
        // "port 15671 not 15672", "a U2722D not a U2719D": two values side by side need no comma.
        (i > 0 && valuesAround()) ||
        (turn.afterWork &&
          s.clauseStarts.includes(i - 1) &&
          is(t[i - 1], 'а', 'and', 'et', 'mais', 'but') &&
          !anyIn(t, this.c.ownMistake, 0, t.length));
      if (
        i > 0 &&
        opensClause &&
        (w === 'not' || w === 'pas' || w === 'не') &&
        this.clauseLength(s, i) <= 4 &&
        takesBack() &&
        !NOT_A_CORRECTION.has(t[i + 1]?.w ?? '') &&
        !this.guarded(s, i)
      )
        return [this.hit('not-x-but-y', 'loss', s, Math.max(0, i - 2), 3, true)];
      // "le dossier c'est i18n/ pas locales/", "it's eu-west-3 not us-east-1": the right one, then the one the turn used.
      if (
        (w === 'pas' || w === 'not') &&
        i >= 2 &&
        t.slice(Math.max(0, i - 4), i).some((x, k, a) => (x.w === "c'" && a[k + 1]?.w === 'est') || x.w === 'its') &&
        t.length - i <= 4 &&
        takesBack() &&
        !this.guarded(s, i)
      )
        return [this.hit('not-x-but-y', 'loss', s, Math.max(0, i - 2), 3, true)];
      // "c'est pas ce bleu là, c'est #1d4ed8", "it's not the header, it's the footer".
      if ((w === 'not' || w === 'pas') && i > 0 && is(t[i - 1], 'est', 'is', 'c', "c'", 'its')) {
        // Without the comma: "c'est pas logs_old c'est logs_archive qu'il fallait".
        for (let k = i + 2; k < Math.min(t.length - 1, i + 6); k++)
          if (
            ((is(t[k], "c'") && is(t[k + 1], 'est')) || is(t[k], 'its')) &&
            !is(t[k + 1], 'pas', 'not') &&
            !this.guarded(s, i)
          )
            return [this.hit('not-x-but-y', 'loss', s, i - 1, k - i + 3, true)];
        const next = s.clauseStarts.find((c) => c > i);
        if (
          next !== undefined &&
          (is(t[next], "c'", 'its', 'this', 'ce') ||
            (is(t[next], 'it') && is(t[next + 1], 'is', 's')) ||
            // "B4O is not outside, is B4 Old": the subject dropped, as non-native writers do.
            (is(t[next], 'is') && is(t[i - 1], 'is'))) &&
          !this.guarded(s, i)
        )
          return [this.hit('not-x-but-y', 'loss', s, i - 1, next - i + 2, true)];
      }
      // "not the header, the footer": a sentence that opens on a negation and names the right one after a comma.
      // Not "not yet, …", "pas maintenant, …", "not sure, …": answers about when or how sure.
      if (
        i === 0 &&
        // "не в utils, в checks.py": in Russian only before a preposition; "не сейчас, …", "не знаю, …"
        // are answers and doubts.
        (w === 'not' ||
          w === 'pas' ||
          (w === 'не' && RU_PLACE_PREPOSITION.has(t[1]?.w ?? '') && !s.clauseStarts.includes(1))) &&
        s.clauseStarts.length > 1 &&
        !is(
          t[1],
          'yet',
          'now',
          'sure',
          'really',
          'today',
          'urgent',
          'important',
          'needed',
          'necessary',
          'required',
          'critical',
          'blocking',
          'encore',
          'maintenant',
          'sur',
          'vraiment',
          'grave',
          'besoin',
          'bloquant',
          'tout',
          'all',
        ) &&
        // "pas le coder tout de suite, je veux comprendre d'abord": the second clause is the user's own wish.
        !FIRST_PERSON.has(t[s.clauseStarts[1]!]?.w ?? '') &&
        // "pas de souci, on verra demain", "not a problem, …": a reassurance, no wrong thing named.
        !(matchAt(t, 2, this.c.problem) > 0 || is(t[2], 'souci', 'soucis')) &&
        !this.guarded(s, i)
      )
        return [this.hit('not-x-but-y', 'loss', s, 0, s.clauseStarts[1]! + 1, true)];
      if (
        ((w === 'instead' && !is(t[i + 1], 'of')) ||
          // "à la place du texte je vois les clés" says what shows instead of what: the symptom, not the fix.
          (w === 'place' && is(t[i - 1], 'la') && is(t[i - 2], 'a') && !is(t[i + 1], 'de', 'du', 'des', "d'"))) &&
        !s.question &&
        i > 0 &&
        !this.guarded(s, i)
      )
        return [this.hit('not-x-but-y', 'loss', s, Math.max(0, i - 2), 3, true)];
    }
    return [];
  }

  private clauseLength(s: Sentence, i: number): number {
    const next = s.clauseStarts.find((c) => c > i);
    return (next ?? s.toks.length) - i;
  }

  /** "I get an error", "there's an exception", "j'ai une erreur", "выдает ошибку" (after the assistant's work). */
  private errorReport(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 0; i < t.length; i++) {
      // "I get a 502", "ça renvoie 500": an HTTP error status is a problem named by its number.
      const status = HTTP_ERROR.test(t[i]!.w);
      const n = matchAt(t, i, this.c.problem) || (status ? 1 : 0);
      if (!n || this.guarded(s, i) || this.ignored(s, i)) continue;
      // "I don't get the error anymore": the report is that it is gone.
      if (this.negatedBefore(s, i, 4) >= 0 && t.some((_, k) => goneAt(t, k))) continue;
      // "une issue GitHub", "open a Jira issue": the tracker's item, not a failure.
      if (is(t[i + n], 'github', 'gitlab', 'jira', 'linear', 'tracker') || is(t[i - 1], 'github', 'gitlab', 'jira'))
        continue;
      const lead = t.slice(Math.max(clauseStart(s, i), i - 4), i).map((x) => x.w);
      // "vas-y pour les warnings", "allez-y": "y" of a go-ahead, not of "il y a".
      const goAhead = (k: number) => lead[k] === 'y' && (lead[k - 1] === 'vas' || lead[k - 1] === 'allez');
      const reported = lead.some((w, k) => STATUS_VERBS.has(w) || (REPORT_LEAD.has(w) && !goAhead(k)));
      // "config error on line 42", "erreur à la ligne 3": the error, named first, with where it is.
      const located =
        i <= 1 &&
        s.n === 0 &&
        t.length <= 10 &&
        /^(?:error|erreur|ошибк|exception|warning|traceback|panic|segfault)/u.test(t[i]!.w) &&
        is(t[i + n], 'on', 'in', 'at', 'line', 'a', 'dans', 'sur', 'ligne', 'в', 'на', 'при');
      // A bare number is a status only after a verb that produced it ("I get a 502", not "right now it's a 500").
      // "глянь почему /api отдает 502", "check why it returns 404": a request to look into it.
      const producedBy =
        status &&
        (lead.some((w) => STATUS_VERBS.has(w)) ||
          // "j'ai une 404": the French "I get"; "теперь 404", "now 500": the whole terse report.
          (is(t[i - 1], 'une') && is(t[i - 2], 'ai') && is(t[i - 3], "j'")) ||
          // "the link is a 404", "c'est une 404": the status named as what the thing is.
          (is(t[i - 1], 'a', 'une') &&
            is(t[i - 2], 'is', 's', 'est') &&
            (i + 1 >= t.length || s.clauseStarts.includes(i + 1))) ||
          (t.length <= 3 && lead.some((w) => TERSE_STATUS_LEAD.has(w)))) &&
        !this.requestClause(s, i) &&
        !anyIn(t, this.c.why, clauseStart(s, i), i);
      if (status ? producedBy : reported || located) return [this.hit('error-report', 'loss', s, i, n)];
    }
    return [];
  }

  /** "the flicker is gone", "plus de scintillement", "мерцание пропало": the symptom named is fixed. */
  private symptomGone(s: SentenceView, i: number): boolean {
    const t = s.toks;
    const end = s.clauseStarts.find((x) => x > i) ?? t.length;
    const at = i - clauseStart(s, i);
    return t.slice(clauseStart(s, i), end).some(
      (x, k, clause) =>
        x.w === 'gone' ||
        GONE.test(x.w) ||
        (x.w === 'longer' && clause[k - 1]?.w === 'no') ||
        (x.w === 'plus' && clause[k + 1]?.w === 'de' && k === 0) ||
        // "no more crashes", "больше никаких вылетов", "plus aucun bug": just before the problem.
        (k < at && at - k <= 3 && goneAt(clause, k)),
    );
  }

  /**
   * A breakage word at i: reported (a loss), or denied after the work or for good ("it doesn't
   * freeze anymore", "ça ne plante plus", "не виснет"), which says the problem is gone (a win).
   */
  private breakageAt(s: SentenceView, i: number, n: number, turn: TurnView): Hit[] {
    const t = s.toks;
    const denied = this.breakageDenied(s, i, n);
    if (
      !this.guarded(s, i) &&
      !this.requestClause(s, i) &&
      // "line breaks", "page break", "take a break": the noun. Not "the page crashes".
      !(is(t[i - 1], 'line', 'page', 'word', 'take') && t[i]!.w.startsWith('break')) &&
      !(is(t[i - 1], 'a') && !t[i]!.w.endsWith('e')) &&
      // "run only the failing test": a name for a thing, not a claim that something broke.
      !(is(t[i - 1], 'the', 'a', 'an', 'this', 'that', 'these', 'those', 'only') && t[i]!.w.endsWith('ing')) &&
      !(s.question && this.howQuestion(s)) &&
      !this.symptomGone(s, i) &&
      !denied &&
      !this.breakOrdered(s, i) &&
      // "ça peut casser en prod ?", "это может сломать прод", "it might crash": what could happen.
      !(is(t[i - 1], ...MAY) || (is(t[i - 1], 'de') && is(t[i - 2], 'risque', 'risquent')))
    )
      return [this.hit('breakage', 'loss', s, i, n)];
    const solved =
      denied &&
      !s.question &&
      (turn.afterWork || this.breakageStopped(s, i, n)) &&
      !this.guarded(s, i) &&
      !this.requestClause(s, i) &&
      // "ne casse pas le build": no subject, an order; "I hope it doesn't crash": a wish.
      !is(t[clauseStart(s, i)], 'ne') &&
      !t.slice(clauseStart(s, i), i).some((x) => HOPE.has(x.w));
    return solved ? [this.hit('solved', 'win', s, i, n)] : [];
  }

  /** "it arrives, but without the link", "ça s'ouvre, mais impossible de le refermer", "но без ссылки". */
  private butWithout(s: SentenceView, i: number): boolean {
    const t = s.toks;
    return (
      !s.question &&
      i > 0 &&
      is(t[i], 'but', 'mais', 'но', 'однако') &&
      is(t[i + 1], 'without', 'sans', 'без', 'impossible', 'невозможно') &&
      i + 2 < t.length &&
      !this.guarded(s, i) &&
      // "do it, but without touching the css": how to do the next thing.
      !opensRequest(s, 0) &&
      !this.requestClause(s, 0)
    );
  }

  /** "nobody asked for a changelog", "personne t'a demandé de …", "никто не просил менять тему". */
  private nobodyAsked(s: SentenceView, i: number): boolean {
    const t = s.toks;
    return (
      is(t[i], 'nobody', 'personne', 'никто') &&
      t.slice(i + 1, i + 4).some((x) => ASKED.test(x.w)) &&
      // "nobody asked me about it yet": the user was not asked, nothing was done unasked.
      !t.slice(i + 1, i + 5).some((x) => is(x, 'me', 'us', 'moi', 'nous', 'меня', 'нас'))
    );
  }

  /**
   * "break it into two functions", "freeze the versions", "fail fast", "casse la fonction en deux",
   * "fige la version": the verb opens the clause with no subject and takes an object: an order.
   * Not "broke the build" nor "crashes on start" (a terse report), nor "plante au démarrage".
   */
  private breakOrdered(s: SentenceView, i: number): boolean {
    const t = s.toks;
    if (i !== clauseStart(s, i) || s.question) return false;
    const w = t[i]!.w;
    const base = /^(?:break|fail|freeze|crash|hang|regress|block|explode|corrupt|lock)$/u.test(w);
    const frImperative = /^(?:casse|fige|bloque|explose|plante|corromps)$/u.test(w);
    return (
      (base && (is(t[i + 1], ...OBJECT_LEAD) || is(t[i + 1], 'fast', 'early', 'loudly'))) ||
      (frImperative && is(t[i + 1], ...OBJECT_LEAD))
    );
  }

  /**
   * "the count matches the old report", "48 rows, exactly the number of sales", "ça correspond au
   * tableau", "совпадает с выгрузкой": the result checked against a reference, and right.
   */
  private matchesReference(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 0; i < t.length; i++) {
      const agrees =
        matchVerbAt(t, i) ||
        (t[i]!.w === 'exactly' &&
          is(t[i + 1], 'the', 'what') &&
          is(t[i + 2], 'number', 'count', 'total', 'amount', 'sum')) ||
        (is(t[i], 'same') &&
          is(t[i + 1], 'number', 'count', 'total', 'totals', 'numbers', 'figures') &&
          is(t[i + 2], 'as')) ||
        // "1412.50 is exactly the payout", "212, pile ce que la directrice a compté", "74 — ровно как в журнале":
        // a number, then "exactly" what it is checked against.
        (/^\d/.test(t[0]!.w) &&
          i <= 3 &&
          is(t[i], 'exactly', 'exactement', 'pile', 'ровно', 'точно') &&
          is(
            t[i + 1],
            'the',
            'what',
            'le',
            'la',
            'les',
            'ce',
            'как',
            'столько',
            'сколько',
            'what',
            'our',
            'my',
            'mon',
            'ma',
            'notre',
          ));
      // "set it to 40, same as the old one": an order that names its reference is no result.
      const n = agrees ? 1 : this.requestClause(s, 0) ? 0 : sameAsReferenceAt(t, i);
      if (!n || this.negatedBefore(s, i, 3) >= 0 || this.guarded(s, i) || this.requestClause(s, i)) continue;
      return [this.hit('works-now', 'win', s, i, n)];
    }
    return [];
  }

  /** "doesn't match the old report", "ne correspond pas", "не совпадает": checked against a reference, and wrong. */
  private mismatch(s: SentenceView, i: number): boolean {
    const t = s.toks;
    return matchVerbAt(t, i) && this.negatedBefore(s, i, 3) >= 0 && !this.guarded(s, i) && !s.question;
  }

  /** A clause "(but) (it) should …" after a clause that tells the state: what it should be instead. */
  private shouldInstead(s: SentenceView, at: number): boolean {
    const t = s.toks;
    let k = at;
    if (is(t[k], 'but', 'and', 'mais', 'et', 'а', 'но', 'alors')) k++;
    if (is(t[k], 'que', 'qu')) k++;
    if (is(t[k], 'it', 'ca', 'il', 'elle', 'это', 'оно', 'он', 'она')) k++;
    // "I'll deploy tomorrow, should be fine": a plan, and a hope that all is well.
    const fine = t
      .slice(k + 1, k + 3)
      .some((x) => is(x, 'fine', 'ok', 'okay', 'good', 'alright', 'bon', 'норм', 'нормально'));
    return (
      SHOULD_WORD.test(t[k]?.w ?? '') &&
      k + 1 < t.length &&
      !is(t[k + 1], 'i', 'we', 'je', 'я', 'мы') &&
      !fine &&
      !FIRST_PERSON.has(t[0]?.w ?? '') &&
      !this.guarded(s, at)
    );
  }

  /** "the error is back", "l'erreur est revenue", "le bug est de retour", "ошибка вернулась": a problem returned. */
  private problemReturned(s: SentenceView, i: number): number {
    const t = s.toks;
    const w = t[i]!.w;
    const returned =
      (w === 'back' && is(t[i - 1], 'is', 'are', 's', 'came', 'comes', 'coming')) ||
      /^(?:reappeared|resurfaced|reapparu|reapparait)$/u.test(w) ||
      (/^revenue?s?$/u.test(w) && is(t[i - 1], 'est', 'sont')) ||
      (w === 'revient' && !is(t[i + 1], 'a')) ||
      (w === 'retour' && is(t[i - 1], 'de') && is(t[i - 2], 'est', 'sont')) ||
      /^вернул(?:ся|ась|ось|ись)$/u.test(w);
    if (!returned) return 0;
    const from = clauseStart(s, i);
    const named =
      anyIn(t, this.c.problem, from, i) || anyIn(t, this.c.breakage, from, i) || anyIn(t, this.c.symptom, from, i);
    // "ошибка вернулась": the Russian subject may follow the verb too.
    const after = /^вернул/u.test(w) && anyIn(t, this.c.problem, i + 1, Math.min(t.length, i + 3));
    return named || after ? 1 : 0;
  }

  /**
   * "it doesn't crash", "ça ne plante plus", "не вылетает", "it stopped crashing": the breakage is
   * denied, not reported. Not what should be ("it shouldn't crash") nor what was ("it didn't freeze before").
   */
  private breakageDenied(s: SentenceView, i: number, n: number): boolean {
    const t = s.toks;
    const lead = t.slice(clauseStart(s, i), i);
    if (lead.some((x) => WANT_MODAL.has(x.w)) || t.some((x) => BEFORE_NOW.has(x.w))) return false;
    const near = t.slice(Math.max(clauseStart(s, i), i - 2), i);
    return (
      near.some((x) => BREAKAGE_NEGATOR.has(x.w)) ||
      // "no crashes", but not "no crash log" (a thing that is missing).
      (is(t[i - 1], 'no', 'aucun', 'aucune', 'никаких') && !CRASH_ARTIFACT.test(t[i + n]?.w ?? '')) ||
      // "21 passed, 0 failed", "zero failed": a count of none.
      is(t[i - 1], '0', 'zero', 'ноль', 'zéro') ||
      this.breakageStopped(s, i, n) ||
      // Spoken French drops the "ne": "ça plante plus", "ça plante pas".
      (is(t[i + n], 'plus', 'pas') && /^(?:plant|crash|bug|freez|rame)/u.test(t[i]!.w))
    );
  }

  /** "it stopped crashing", "ça ne plante plus", "больше не падает", "перестало вылетать": no longer. */
  private breakageStopped(s: SentenceView, i: number, n: number): boolean {
    const t = s.toks;
    const end = s.clauseStarts.find((x) => x > i) ?? t.length;
    return (
      is(t[i - 1], 'stopped', 'stops') ||
      (is(t[i - 1], 'de') && is(t[i - 2], 'arrete') && is(t[i - 3], 'a')) ||
      /^перестал/u.test(t[i - 1]?.w ?? '') ||
      (is(t[i + n], 'plus') && t[i + n + 1] === undefined) ||
      t.slice(clauseStart(s, i), end).some((x) => x.w === 'anymore' || x.w === 'больше')
    );
  }

  /**
   * "why is the language picker gone?", "où est passé le bouton ?", "куда пропал выбор языка?" right
   * after a change: the user names what the change took away.
   */
  private whereDidItGoQuestion(s: SentenceView, turn: TurnView): Hit[] {
    const t = s.toks;
    if (!s.question || !turn.afterWork || t.length > 14) return [];
    const o = is(t[0], 'hmm', 'hm', 'ok', 'so', 'and', 'et', 'euh', 'bon', 'ну', 'а') ? 1 : 0;
    const asks = is(t[o], 'why', 'where', 'pourquoi', 'ou', 'почему', 'куда', 'где', 'зачем');
    const at = t.findIndex(
      (x, i) =>
        x.w === 'gone' ||
        GONE.test(x.w) ||
        /^(?:делс|делась|делись)/u.test(x.w) ||
        (x.w === 'passe' && is(t[i - 1], 'est')) ||
        (x.w === 'go' && is(t[i - 2], 'did')),
    );
    if (asks && at > 0) return [this.hit('lost-feature', 'loss', s, at, 1, true)];
    // "where's the test for the new endpoint?" right after "done": what was promised is not there.
    const whereIs =
      // "where's" reaches here as "where" + "the".
      (is(t[o], 'where') && is(t[o + 1], 's', 'is', 'are', 'the', 'my', 'your', 'this')) ||
      (is(t[o], 'ou') && is(t[o + 1], 'est', 'sont')) ||
      is(t[o], 'где');
    const located = t.some((x) =>
      /^(?:stored|located|defined|configured|saved|kept|set|loaded|read|written|stocke|defini|configure|enregistre|хранится|лежит|находится|задается|задаётся)$/u.test(
        x.w,
      ),
    );
    return whereIs && t.length <= 9 + o && !located ? [this.hit('omission', 'loss', s, o, 2)] : [];
  }

  /**
   * "the exe starts now on his pc", "ça se lance maintenant", "теперь запускается": what the work
   * was to make happen, told as happening now, which is no bad state. The verb ends its clause or
   * "now" follows it, so "now it shows the old logo" (a state, told with its object) is not one.
   * Not a win on its own either: read as one, it was right on our a halves and wrong as often on
   * the b halves.
   */
  private happensNow(s: SentenceView): boolean {
    const t = s.toks;
    if (s.question) return false;
    for (let i = 0; i < t.length; i++) {
      const n = matchAt(t, i, this.c.functionVerb);
      if (!n) continue;
      const start = clauseStart(s, i);
      const end = s.clauseStarts.find((x) => x > i) ?? t.length;
      const nowAfter = NOW.has(t[i + n]?.w ?? '');
      const nowBefore = NOW.has(t[i - 1]?.w ?? '') && i + n === end;
      if (!nowAfter && !nowBefore) continue;
      const w = t[i]!.w;
      // "start now", "run now please": an order (Russian puts its verbs first in statements too).
      if (i === start && !/^[а-яё]/u.test(w)) continue;
      // "2 printers are printing now": an activity under way, not a result; "теперь обновления": a noun.
      if (/ing$/u.test(w) || (/^[а-яё]/u.test(w) && !RU_VERB_ENDING.test(w))) continue;
      if (
        this.negatedBefore(s, i, 3) >= 0 ||
        // "I start now", "she launches it now": what a person does ("on my pc" after the verb is where).
        t.slice(start, i).some((x) => FIRST_PERSON.has(x.w) || THIRD_PERSON_HUMAN.has(x.w)) ||
        userDid(t, i) ||
        this.requestClause(s, i) ||
        this.guarded(s, i)
      )
        continue;
      return true;
    }
    return false;
  }

  /** The problem named in the clause is gone: "the warning is gone", "no more errors", "предупреждений больше нет". */
  private problemGone(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 0; i < t.length; i++) {
      if (!goneAt(t, i) || t.slice(clauseStart(s, i), i).some((x) => GONE_MODAL.has(x.w)) || this.guarded(s, i))
        continue;
      if (this.namesAProblem(s, i)) return [this.hit('solved', 'win', s, i, 1)];
    }
    return this.noneOfTheProblem(s);
  }

  /** A sentence that is only "no errors (now)", "0 warnings", "aucune erreur", "ошибок нет": none of the fault is left. */
  private noneOfTheProblem(s: SentenceView): Hit[] {
    // Not "no problem" (an idiom), nor "logs just stop, no error" (part of a description).
    const t = s.toks.filter((x) => !NOW.has(x.w) && !is(x, 'anymore', 'left', 'today'));
    if (t.length !== 2 || s.question || is(t[1], 'problem', 'problems', 'probleme', 'worries')) return [];
    const none = is(t[0], 'no', 'zero', '0', 'aucune', 'aucun', 'ноль');
    const fault = matchAt(t, none ? 1 : 0, this.c.problem) > 0;
    return fault && (none || is(t[1], 'нет')) && !this.guarded(s, 0) ? [this.hit('solved', 'win', s, 0, 2)] : [];
  }

  private namesAProblem(s: SentenceView, i: number): boolean {
    const t = s.toks;
    const from = clauseStart(s, i);
    return (
      anyIn(t, this.c.breakage, from, t.length) ||
      anyIn(t, this.c.problem, from, t.length) ||
      anyIn(t, this.c.symptom, from, t.length) ||
      t.slice(from).some((x) => HTTP_ERROR.test(x.w))
    );
  }

  /** "the sidebar is gone", "there is no X anymore", "n'y a plus de menu", "пропала кнопка". */
  private lostFeature(s: SentenceView): Hit[] {
    const t = s.toks;
    if (s.question) return [];
    for (let i = 0; i < t.length; i++) {
      // "no more ladder to the balcony lol": "no more" says a problem is gone, not that a feature is.
      const gone = goneAt(t, i) && t[i]!.w !== 'more';
      // "it doesn't crash anymore", "no longer overlaps": a problem that is gone is a fix.
      // "the README should never mention it anymore": an instruction, not a report.
      if (gone && t.slice(clauseStart(s, i), i).some((x) => GONE_MODAL.has(x.w))) continue;
      // "there is no information about the moved scripts any more" names what should be there.
      if (gone && !this.namesAProblem(s, i) && !this.guarded(s, i))
        return [this.hit('lost-feature', 'loss', s, i, 1, t.length - i >= 3)];
    }
    return [];
  }

  /** Win families of one sentence; `short` means the whole message or its lead clause is short. */
  wins(s: SentenceView, short: (sentence: number, index: number) => boolean): Hit[] {
    const out: Hit[] = [...this.problemGone(s), ...this.matchesReference(s)];
    const t = s.toks;
    const c = this.c;
    for (let i = 0; i < t.length; i++) {
      if (this.ignored(s, i)) continue;
      let n: number;
      // "top" is praise alone ("top, merci"), not "top 3 habits" or "the top bar".
      const topOf =
        t[i]!.w === 'top' &&
        (/^\d/.test(t[i + 1]?.w ?? '') ||
          is(t[i - 1], 'the', 'le', 'la', 'en', 'on', 'at', 'au', 'du', 'a', 'of', 'to'));
      if ((n = matchAt(t, i, c.praise)) && !topOf && this.sincere(s, i)) out.push(this.hit('praise', 'win', s, i, n));
      else if (
        (n = matchAt(t, i, c.weakPraise)) &&
        this.sincere(s, i) &&
        // "37 rows and the names are correct, I checked with the paper list": checked, so it counts in a longer message too.
        // "… is very clear. Good. One question only: …": a sentence that is the praise alone.
        (short(s.n, i) || this.userChecked(s) || (i === 0 && t.length <= n + 1)) &&
        !this.mannerOfOrder(s, i) &&
        // "je comprends mieux", "I understand better now": the user's understanding, not the work.
        !anyIn(t, c.understand, Math.max(0, i - 3), i) &&
        // "ok fine": a resigned acknowledgement; "looks fine", "works fine" judge the work.
        !(t[i]!.w === 'fine' && t.every((x) => ACK_FINE.has(x.w))) &&
        // "have a good evening", "bonne soirée", "хорошего вечера": a farewell, not praise.
        !farewellAt(t, i) &&
        // French "fin" (the end, "bonne fin de journée") stems like "fine".
        t[i]!.w !== 'fin' &&
        // "I'm sick of this bug", "getting sick": tired or ill, not the slang praise.
        !(t[i]!.w === 'sick' && (is(t[i + 1], 'of', 'and') || is(t[i - 1], 'am', 'm', 'feel', 'getting', 'got', 'so')))
      )
        out.push(this.hit('weak-praise', 'win', s, i, n));
      // "merci de relancer les tests": "please", not thanks; "merci de ton aide" is thanks.
      const pleaseDo =
        is(t[i], 'merci') &&
        is(t[i + 1], 'de', "d'") &&
        !is(t[i + 2], 'ton', 'ta', 'tes', 'votre', 'vos', 'la', 'le', "l'", 'cette', 'ce', 'tout', 'ces');
      if ((n = matchAt(t, i, c.thanks)) && short(s.n, i) && !this.guarded(s, i) && !pleaseDo)
        out.push(this.hit('thanks', 'win', s, i, n));
      if (
        (n = matchAt(t, i, c.worksVerb)) &&
        this.sincere(s, i) &&
        !is(t[i + n], 'pas', 'plus', 'jamais', 'на') &&
        // "прошёл час", "прошло 2 дня": time that went by, not a test that passed.
        !(t[i]!.w.startsWith('прош') && TIME_WENT_BY.test(t[i + n]?.w ?? '')) &&
        // "ça va pas marcher", "it won't work": a negation before the verb.
        !(this.negatedBefore(s, i, 3) >= 0 && !is(t[i - 1], 'no', 'non')) &&
        !(i === 0 && t[i]!.w === 'working' && t.length > 2) &&
        // "I opened the page to see", "we then loaded last year's file": what the user did, not a result.
        !userDid(t, i) &&
        // "make it work on safari", "get it working", "fais marcher le bouton": an order to make it work.
        !(
          is(t[i - 1], ...CAUSATIVE) ||
          (is(t[i - 2], ...CAUSATIVE) && is(t[i - 1], 'it', 'this', 'that', 'them', 'le', 'la', 'les', 'ca', 'ça'))
        ) &&
        // "le prix du marché", "la marche à suivre": the nouns, folded like "ça marche".
        !(t[i]!.w === 'marche' && is(t[i - 1], 'le', 'du', 'au', 'un', 'la', 'une', 'de', 'ce', 'cette')) &&
        // "work on the footer next": the verb as an order.
        !(i === clauseStart(s, i) && t[i]!.w === 'work' && is(t[i + 1], 'on', 'with', 'through', 'in')) &&
        // "ce n'est pas comme ça que ça marche", "not how it works": the manner, not a result.
        !t.slice(Math.max(0, i - 5), i).some((x) => MANNER.has(x.w)) &&
        // "a placeholder that quietly works is harder to spot": a relative clause describes a thing.
        !this.relativeClause(s, i) &&
        // "does that work with the old data or do I lose it": a question typed without its "?".
        !is(t[clauseStart(s, i)], 'does', 'do', 'will', 'would', 'can', 'could') &&
        !this.workedBefore(s, i, n) &&
        (this.worksClaim(s, i, n) || short(s.n, i))
      )
        out.push(this.hit('works-now', 'win', s, i, n));
      // "la règle métier" is a noun; folded, it reads like "réglé" (solved).
      const ruleNoun =
        /^regles?$/.test(t[i]!.w) && is(t[i - 1], 'la', 'une', 'les', 'cette', 'ma', 'ta', 'notre', 'de', 'des');
      // "zero failures", "0 errors", "aucune erreur", "ни одной ошибки": none of the problem left.
      if (
        !s.question &&
        (ZERO.has(t[i]!.w) || (t[i]!.w === 'ни' && is(t[i + 1], 'одной', 'одного'))) &&
        (matchAt(t, i + 1, c.problem) > 0 || (matchAt(t, i + 2, c.problem) > 0 && !/^\d/.test(t[i + 1]?.w ?? ''))) &&
        !this.guarded(s, i)
      )
        out.push(this.hit('works-now', 'win', s, i, 2));
      // "ran it. 20 ok", "12 passed", "все 30 ок": a count of what went right.
      if (
        /^\d+$/.test(t[i]!.w) &&
        is(t[i + 1], 'ok', 'okay', 'passed', 'pass', 'green', 'ок', 'passent', 'verts') &&
        !is(t[i + 2], 'failed', 'ko', 'errors')
      )
        out.push(this.hit('works-now', 'win', s, i, 2));
      // "I'll fix it today", "je vais le régler": the user's own plan, not a result.
      // "I'll fix it today" (the tokenizer drops the "'ll"), "je vais le régler", "я сам починю": the
      // user's own doing, not the assistant's result.
      const ownPlan = t.slice(Math.max(0, i - 2), i).some((x) => OWN_DOING.has(x.w));
      if (
        (n = matchAt(t, i, c.solved)) &&
        !ruleNoun &&
        // "sorted by pontoon": an order of the rows, not "all sorted".
        !(t[i]!.w === 'sorted' && is(t[i + 1], 'by', 'alphabetically', 'in', 'on', 'per')) &&
        !ownPlan &&
        this.sincere(s, i) &&
        !is(t[i - 1], 'be', 'get', 'is', 'etre')
      )
        out.push(this.hit('solved', 'win', s, i, n));
    }
    return out;
  }

  /**
   * "je voulais savoir …", "i just wanted to ask …": wanting to ask is no complaint; "c'est exactement
   * ce que je voulais" is praise. Only the wanting forms: "i meant ask me first" stays a correction.
   */
  private wantedToAsk(s: Sentence, i: number, n: number): boolean {
    const t = s.toks;
    if (!WANTING.has(t[i + n - 1]?.w ?? '')) return false;
    const next = t[i + n]?.w === 'to' ? t[i + n + 1]?.w : t[i + n]?.w;
    // "exactly the layout I wanted": inside a clause, it names what was delivered.
    const start = clauseStart(s, i);
    const opens = i === start || (i === start + 1 && is(t[start], 'but', 'no', 'non', 'mais', 'hmm', 'нет', 'но', 'а'));
    // "I only want you to know it exists": telling, not taking back.
    const youToKnow = next === 'you' && is(t[i + n + 1], 'to') && is(t[i + n + 2], 'know', 'be', 'see');
    return !opens || WANTED_TO_ASK.has(next ?? '') || youToKnow;
  }

  /** "since your change …", "depuis ta modif …", "после твоих правок …": what follows is what the change did. */
  private readonly sinceChange: EntryIndex = compileList(SINCE_CHANGE);

  /** The clause after "since your change" reports a state, not a success ("since your change it loads fast"). */
  private badSinceChange(s: Sentence, i: number): boolean {
    const t = s.toks;
    const from = clauseStart(s, i);
    const end = Math.min(t.length, i + 14);
    return (
      !this.guarded(s, i) &&
      !anyIn(t, this.c.worksVerb, from, end) &&
      !anyIn(t, this.c.praise, from, end) &&
      !anyIn(t, this.c.success, from, end)
    );
  }

  /** "same … as before" within a few words: the change made no difference. */
  private sameAsBefore(s: Sentence, i: number): boolean {
    const t = s.toks;
    for (let k = i + 1; k < Math.min(t.length, i + 6); k++) {
      const w = t[k]!.w;
      const next = t[k + 1]?.w;
      if ((w === 'as' || w === 'как' || w === 'что') && (next === 'before' || next === 'раньше' || next === 'и'))
        return !this.guarded(s, i);
      if ((w === "qu'" || w === 'que') && next === 'avant') return !this.guarded(s, i);
    }
    return false;
  }

  /**
   * "it used to work before your edit", "ça marchait avant", "раньше работало": it worked in the
   * past, so it does not now. A past form of a works-verb with a time before the change.
   */
  workedBefore(s: Sentence, i: number, n: number): boolean {
    const t = s.toks;
    const w = t[i]!.w;
    const past =
      /(?:ed|ait|aient)$/.test(w) ||
      /(?:ал|ала|ало|али)$/u.test(w) ||
      (is(t[i - 1], 'to') && is(t[i - 2], 'used')) ||
      (w === 'working' && is(t[i - 1], 'was', 'were'));
    // "it never worked, even before you touched it" says the opposite: it was always broken.
    if (!past || this.guarded(s, i) || this.negatedBefore(s, i, 3) >= 0) return false;
    const from = clauseStart(s, i);
    return t.slice(from, Math.min(t.length, i + n + 6)).some((x) => BEFORE_NOW.has(x.w));
  }

  /** "типизируй нормально", "fais-le bien", "do it better": how to do an order, not praise. */
  private mannerOfOrder(s: Sentence, i: number): boolean {
    const t = s.toks;
    const start = clauseStart(s, i);
    if (i - start < 1 || i - start > 3) return false;
    const verb = t[start]!.w;
    return (
      REQUEST_OPENERS.has(verb) ||
      (/^[а-яё]{3,}(?:й|йте|ите|ь|ьте)$/u.test(verb) && !RU_ADVERBS.has(verb)) ||
      /^fai[st]$/.test(verb)
    );
  }

  private sincere(s: Sentence, i: number): boolean {
    return !s.question && this.negatedBefore(s, i, 2) < 0 && !this.guarded(s, i);
  }

  /** "it works", "works now", "ça marche", "теперь работает"; not "how it works". */
  private worksClaim(s: Sentence, i: number, n: number): boolean {
    const t = s.toks;
    const before = t.slice(Math.max(0, i - 2), i).map((x) => x.w);
    if (before.some((w) => ['how', 'comment', 'way', 'facon', 'как'].includes(w))) return false;
    // "for any UI work", "all the work": the noun, not the verb.
    if (is(t[i - 1], 'any', 'all', 'the', 'of', 'for', 'de', 'du', 'le', 'la', 'ce', 'cette')) return false;
    if (is(t[i + n], 'pas', 'plus', 'на')) return false;
    const subject = before.some((w) =>
      [
        'it',
        'that',
        'this',
        'everything',
        'all',
        'now',
        'ca',
        'cela',
        'tout',
        'maintenant',
        'все',
        'всё',
        'теперь',
        'it s',
        'its',
      ].includes(w),
    );
    // "tested on firefox and chrome, works."
    if (s.clauseStarts.includes(i) && i > 0 && (t.length - i <= 2 || s.clauseStarts.some((c) => c > i && c - i <= 2)))
      return true;
    return (
      subject ||
      is(
        t[i + n],
        'now',
        'again',
        'perfectly',
        'great',
        'fine',
        'maintenant',
        'parfaitement',
        'nickel',
        'bien',
        'теперь',
        'отлично',
      ) ||
      (i === 0 && t.length <= 3)
    );
  }
}

// Words that open a statement after a leading "now": a determiner, a pronoun, a quantifier.
const STATEMENT_OPENERS = new Set([
  'the',
  'a',
  'an',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
  'all',
  'every',
  'everything',
  'nothing',
  'there',
  'my',
  'your',
  'our',
  'half',
  'some',
  'both',
  'each',
  ...FRENCH_DETERMINERS,
  'ca',
  'cela',
  'il',
  'elle',
  'ils',
  'elles',
  'tout',
  'tous',
  'toutes',
  'rien',
  'mon',
  'ma',
  'mes',
  'on',
  'y',
  'при',
  'все',
  'всё',
  'ничего',
  'оно',
  'он',
  'она',
  'они',
  'это',
  'у',
  'в',
  'на',
]);

function opensStatement(t: Tok | undefined): boolean {
  if (!t) return false;
  if (STATEMENT_OPENERS.has(t.w)) return true;
  // Russian: a noun opens a statement, an imperative ("добавь", "сделай") an order.
  return /^[а-яё]+$/.test(t.w) && !/(?:ь|й|йте|ьте)$/.test(t.w);
}

/** The clause from `at` asks for something: a question, or an opener like "can you", "let's", "add". */
export function opensRequest(s: Sentence, at: number): boolean {
  if (s.question) return true;
  const first = s.toks[at]?.w ?? '';
  return (
    REQUEST_OPENERS.has(first) ||
    [
      'also',
      'maybe',
      'perhaps',
      'aussi',
      'peut',
      'можно',
      'может',
      'ещё',
      'еще',
      'also',
      'just',
      'now',
      'maintenant',
      'теперь',
      'would',
      'could',
      'can',
      'pourrais',
      'pourrait',
      'pourquoi',
      'why',
    ].includes(first)
  );
}

function anyFrom(t: readonly Tok[], from: number, span: number, set: Set<string>): boolean {
  for (let k = from; k < Math.min(t.length, from + span); k++) if (set.has(t[k]!.w)) return true;
  return false;
}
