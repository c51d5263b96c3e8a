// Dissatisfaction said without a word of failure, right after the assistant's work: a hope let
// down ("I was hoping for something simpler", "j'espérais un mail tout simple", "я надеялся на
// что-то попроще"), more than the task was worth ("that's a lot of code for one toggle", "целый
// кролик ради двух напоминаний"), "interesting choice" about the turn's own choice, "don't we
// already have one?" about what it just created, and the answer itself questioned ("not my
// question", "why the recap"). Folded text (text/normalize.ts).
import { fold } from '../../text/normalize';
import { wholeHit, type Hit, type SentenceView } from './families';

// A hope in the past, not one met: "exactly what I was hoping for", "comme je l'espérais" are
// praise. Not an expectation: "I expected worse", "je m'attendais à pire" are praise too.
const LET_DOWN =
  /(?<![\p{L}])(?:(?:i|we) (?:was |were |had |'d )?(?:kind of |sort of |really )?(?:hoping|hoped)|j'esperais|on esperait|я (?:\p{L}+ )?(?:надеялс\p{L}*|рассчитывал\p{L}*)|(?:надеялся|надеялась|надеялись) (?:на|что))(?![\p{L}])/u;
const HOPE_MET = /(?:what|as|than|like|exactly|comme|que|qu'|чем|как|то,? что)\s+(?:\p{L}+\s+){0,2}$/u;

// An amplifier, then what it was all for: "a lot of code for one toggle", "tout un espace adhérent
// pour un mail", "целый кролик ради двух напоминаний". Not a duration: "the whole street for two hours".
const FOR_SO_LITTLE =
  /(?<![\p{L}])(?:a lot|quite a lot|so much|that much|this much|quite an?|quite the|a whole|an entire|the whole|the entire|all (?:this|that)|beaucoup|autant|tout (?:un|une|ce)|toute une|tous ces|целы\p{L}+|целое|столько|многовато|так много)(?![\p{L}])[^.!?;]{0,60}?(?<![\p{L}])(?:for|pour|ради|для)\s+(?:\p{L}+ing\s+|just\s+|only\s+|juste\s+|seulement\s+|всего\s+|лишь\s+)?(?:one|a single|a|two|three|un|une|deux|trois|одн\p{L}*|дв\p{L}*|тр\p{L}*|пар\p{L}*)(?![\p{L}])(?! (?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|secondes?|heures?|jours?|semaines?|mois|ans?|секунд\p{L}*|минут\p{L}*|час\p{L}*|дн\p{L}*|недел\p{L}*|месяц\p{L}*|год\p{L}*)(?![\p{L}]))/u;
// "thanks a lot for a quick fix", "merci beaucoup pour une réponse": thanks. "no need for a whole
// redux setup for a form": a ban before the work, not a verdict on it.
const THANKS_OR_BAN =
  /(?<![\p{L}])(?:thanks?|thank you|merci|спасибо|don'?t|do not|no need|never|pas besoin|pas la peine|ne \p{L}+ pas|не надо|не нужн\p{L}*)(?![\p{L}])[^.!?;]*$/u;
// The bare rhetorical fragment: "for one checkbox?", "pour un seul bouton ?".
const FOR_ONE_FRAGMENT =
  /^(?:and |et |и )?(?:for|pour|ради|для) (?:one|a single|just one|un seul|une seule|un|une|одного|одной|одну)(?: \p{L}+){1,2} ?\?+$/u;

const INTERESTING_CHOICE =
  /(?<![\p{L}])(?:interesting (?:choice|decision|approach)|(?:choix|decision|approche) interessante?|interessant comme (?:choix|approche|decision)|интересн\p{L}* (?:решение|выбор|подход))(?![\p{L}])/u;

// "not my question", "я не про архитектуру спрашивала", "I wasn't asking about the design": the turn
// answered another question than the one asked.
const NOT_MY_QUESTION =
  /(?<![\p{L}])(?:(?:that'?s|this is|it'?s) not (?:my|what i) (?:question|asked)|not my question|(?:ce )?n'est pas ma question|pas ma question|не мой вопрос|я не (?:про|о|об) [^.?!]{1,40}спрашивал\p{L}*|i (?:wasn'?t|was not) asking (?:about|for)|i (?:didn'?t|did not) ask (?:about|for))(?![\p{L}])/u;
// "why the recap", "à quoi sert ce récapitulatif", "зачем эта сводка", "why do you write again a
// summary": the turn's own extra questioned, by a word of it.
const WHY_THE =
  /^(?:why|pourquoi|a quoi (?:sert|servent|bon))\s+(?:(?:do|did|would) you \p{L}+ (?:again |also |me )?)?(?:the|this|that|these|those|all (?:the|this|these)|a|an|ce|cet|cette|ces|tout ce|tous ces|toutes ces|un|une)\s+(\p{L}{3,})|^зачем\s+(?:(?:этот|эта|это|эти|тут|здесь)\s+)?(\p{L}{3,})/u;

const ALREADY = new Set(['already', 'deja', 'уже']);
const HAVE = new Set(['have', 'there', 'exist', 'exists', 'a', 'as', 'avons', 'existe', 'есть', 'существует', 'было']);
// Negated: "don't we …", "isn't there …", "on n'a pas …", "у нас же …", "разве …". Not "do we
// already have one?", nor "can you block the slots where there are already 10 orders?".
const NEGATED = new Set(['not', 'pas', "n'", 'же', 'разве']);

// The word, or its first five letters, is the turn's: "recap" and "recapitulatif", "summary" and "summaries".
const namedByTurn = (word: string, said: ReadonlySet<string>) =>
  said.has(word) || [...said].some((w) => w.length >= 5 && word.length >= 5 && w.slice(0, 5) === word.slice(0, 5));

const whole = (words: string): Hit => wholeHit('loss', 'understatement', words);

/** More than the task was worth: the amplified cost, then the little it was for. */
export function forSoLittle(text: string, sentences: readonly SentenceView[]): Hit | null {
  const folded = fold(text);
  const m = FOR_SO_LITTLE.exec(folded);
  const before = m ? folded.slice(0, m.index) : '';
  if (m && !THANKS_OR_BAN.test(before.slice(before.search(/[^.!?;]*$/)))) return whole(m[0]);
  const fragment = sentences.find((s) => s.question && FOR_ONE_FRAGMENT.test(s.toks.map((t) => t.w).join(' ') + ' ?'));
  return fragment ? whole(fragment.toks.map((t) => t.w).join(' ')) : null;
}

/**
 * A reaction to finished work that says, without a word of failure, that it is not what was wanted.
 * With praise, only the cost out of proportion is ironic ("cool, lodash for one debounce, love it"):
 * "really good, I expected 3.3" is praise.
 */
export function understatedComplaint(
  text: string,
  sentences: readonly SentenceView[],
  praised: boolean,
  said: ReadonlySet<string>,
): Hit | null {
  if (praised) return forSoLittle(text, sentences);
  const folded = fold(text);
  const notAsked = NOT_MY_QUESTION.exec(folded);
  if (notAsked) return whole(notAsked[0]);
  const why = sentences.map((s) => WHY_THE.exec(s.toks.map((t) => t.w).join(' '))).find(Boolean);
  if (why && namedByTurn((why[1] ?? why[2])!, said)) return whole(why[0]);
  const hope = LET_DOWN.exec(folded);
  if (hope && !HOPE_MET.test(folded.slice(0, hope.index))) return whole(hope[0]);
  const choice = INTERESTING_CHOICE.exec(folded);
  if (choice) return whole(choice[0]);
  // "isn't there a humanSize in util already?", "on n'a pas déjà un keystore ?", "у нас же уже есть …?"
  const exists = sentences.find(
    (s) =>
      s.question &&
      s.toks.some((t) => ALREADY.has(t.w)) &&
      s.toks.some((t) => HAVE.has(t.w)) &&
      s.toks.some((t) => NEGATED.has(t.w)),
  );
  if (exists) return whole('already');
  return forSoLittle(text, sentences);
}
