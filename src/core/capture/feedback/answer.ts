// Reactions to what the assistant said rather than did: its explanation, diagnosis or plan. The
// guide counts them like reactions to work: "you were right", "vous aviez raison", "в точку" say
// the answer was good ("makes sense" stays an acknowledgement, as the labelled sets have it); "I
// don't think it's the index", "3 is a bad idea", "3 нет", "'some settings' tells me nothing" say
// it was wrong. And after work, another way liked better ("I'd rather keep …").
import type { CompiledPatterns } from './matcher';
import { matchAt } from './matcher';
import { is, type Hit, type SentenceView, type TurnView } from './families';
import { namedIn, type Tok } from './tokens';

const hit = (family: Hit['family'], kind: Hit['kind'], s: SentenceView, index: number, n: number): Hit => ({
  family,
  kind,
  correction: false,
  words: s.toks
    .slice(index, index + n)
    .map((t) => t.w)
    .join(' '),
  sentence: s.n,
  index,
});

// Words that may open a sentence before the agreement itself ("ok, makes sense", "ah d'accord, c'est logique").
const LEAD = new Set('ok okay ah oh yes yeah right compris понял поняла ясно oui bon ага да ну а хм'.split(' '));

/**
 * "I'd rather keep the plain println! lines", "Je préfère une simple fonction ici", "мне больше
 * нравится простая f-строка": after the work, another way liked better, named. Not "I'd rather test
 * it myself" (the user's own doing) nor a question.
 */
export function preferredInstead(s: SentenceView, c: CompiledPatterns): Hit | null {
  if (s.question) return null;
  for (let i = 0; i < Math.min(4, s.toks.length); i++) {
    const n = matchAt(s.toks, i, c.classes.preference);
    if (!n) continue;
    const next = s.toks[i + n];
    if (!next || s.toks.length - (i + n) < 2 || is(next, 'to', 'not', 'pas', 'ne', 'не')) return null;
    // "je préfère tester moi-même": an infinitive is the user's own plan; "garder" keeps what was.
    if (/^[a-z]{3,}(?:er|ir)$/.test(next.w) && !is(next, 'garder', 'conserver')) return null;
    // "I'd rather test it myself tomorrow", "я бы предпочёл сам": what the user will do.
    if (OWN_DOING.has(next.w) || s.toks.some((t) => SELF.has(t.w))) return null;
    return { ...hit('not-x-but-y', 'loss', s, i, n), correction: true };
  }
  return null;
}

/** Hits for reactions to the turn's words; none without a turn before the message. */
export function answerReactions(sentences: readonly SentenceView[], turn: TurnView, c: CompiledPatterns): Hit[] {
  if (!turn.said.size) return [];
  const out: Hit[] = [];
  for (const s of sentences) {
    const agreed = agreement(s, c);
    if (agreed) out.push(agreed);
    const disagreed = disagreement(s, turn, c);
    if (disagreed) out.push(disagreed);
  }
  return out;
}

/** "ok makes sense", "D'accord, c'est logique", "понял, убедил", "you were right": at a sentence's start. */
function agreement(s: SentenceView, c: CompiledPatterns): Hit | null {
  if (s.question) return null;
  let i = 0;
  for (let n = 1; n > 0 && i < s.toks.length; i += n)
    n = LEAD.has(s.toks[i]!.w) ? 1 : matchAt(s.toks, i, c.classes.acknowledge);
  // "c'est logique", "this makes sense": a pronoun subject may come first.
  if (is(s.toks[i], 'this', 'that', 'it', 'thats', "c'", 'ca', 'это', 'так')) i++;
  if (is(s.toks[i], 'est', 'is')) i++;
  if (i > 4) return null;
  const n = matchAt(s.toks, i, c.classes.agreement);
  return n ? hit('agreement', 'win', s, i, n) : null;
}

/**
 * "I don't think it's the wake lock", "je doute que ce soit exact", "не думаю, что дело в индексе":
 * doubt of something the turn said (a word of the turn follows). "3 is a bad idea", "'some
 * settings' tells me nothing", "a wall of text": the answer judged. Not a third party's idea.
 */
function disagreement(s: SentenceView, turn: TurnView, c: CompiledPatterns): Hit | null {
  const t = s.toks;
  if (s.question || t.some((x) => THIRD_PARTY.has(x.w) || OWN.has(x.w))) return null;
  // "1, 2 и 4 ок. 3 нет — …", "3: no, that locks the table": a step of the turn's plan refused.
  if (/^\d{1,2}$/.test(t[0]?.w ?? '') && is(t[1], 'no', 'non', 'нет', 'not', 'pas', 'nope'))
    return hit('disagreement', 'loss', s, 0, 2);
  for (let i = 0; i < t.length; i++) {
    const judged = matchAt(t, i, c.classes.answerJudgement);
    if (judged) return hit('disagreement', 'loss', s, i, judged);
    const doubt = matchAt(t, i, c.classes.doubtOfAnswer);
    if (doubt && namesTheTurn(t.slice(i + doubt, i + doubt + 8), turn)) return hit('disagreement', 'loss', s, i, doubt);
  }
  return null;
}

const namesTheTurn = (rest: readonly Tok[], turn: TurnView) => rest.some((x) => namedIn(x, turn.said, 3));

const OWN_DOING = new Set([
  'test',
  'try',
  'do',
  'check',
  'wait',
  'run',
  'look',
  'see',
  'merge',
  'ship',
  'write',
  'deploy',
  'ask',
]);
const SELF = new Set(['myself', 'moi-meme', 'сам', 'сама', 'самостоятельно']);
// "revert my commit, it was a bad idea": the user's own doing.
const OWN = new Set(['my', 'mine', 'mon', 'ma', 'mes', 'мой', 'моя', 'моё', 'мое', 'мои', 'моего', 'мою']);
// "my colleague wants …, I think that's overkill", "thanks, but the client wants …": someone else's
// idea or doing, not the assistant's.
export const THIRD_PARTY: ReadonlySet<string> = new Set([
  'colleague',
  'boss',
  'client',
  'customer',
  'support',
  'vendor',
  'collegue',
  'patron',
  'коллега',
  'начальник',
  'клиент',
  'заказчик',
  'поддержка',
]);
