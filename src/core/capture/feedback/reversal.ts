// "track .cache/" right after "I left .cache/ untracked on purpose": the user reverses a choice the
// assistant made on its own, which is a correction of its work (test/eval/README.md, hard calls).
import { fold } from '../../text/normalize';
import { turnProse, wordForms, type AssistantTurnView } from '../conversation';
import type { Hit, SentenceView } from './families';
import { namedIn } from './tokens';

// A sentence of the turn that tells of a deliberate choice to leave something out or as it was.
const DELIBERATE =
  /(?<![\p{L}])(?:on purpose|intentionally|deliberately|by design|i (?:left|kept|skipped|did not|didn't)|(?:left|kept) (?:[\p{L}\p{N}./_-]+ ){0,4}(?:out|untracked|alone|as is|unchanged)|untracked|not (?:tracked|included|committed|touched)|volontairement|intentionnellement|expres|(?:j'ai )?laisse (?:de cote|tel|hors)|non (?:suivi|inclus)s?|намеренно|специально|не стал|оставил\p{L}* (?:как есть|без)|не трогал)(?![\p{L}])/u;

// An order that takes it back: add, track, keep, restore, use… (en, fr, ru).
const TAKE_BACK = new Set([
  'track',
  'add',
  'include',
  'commit',
  'keep',
  'restore',
  'use',
  'put',
  'bring',
  'touch',
  'tracke',
  'ajoute',
  'inclus',
  'commite',
  'garde',
  'remets',
  'utilise',
  'touche',
  'добавь',
  'включи',
  'закоммить',
  'оставь',
  'верни',
  'используй',
]);

// Agreement with the choice ("ok leave it", "fine, skip it", "laisse", "не трогай").
const AGREES = new Set([
  'ok',
  'okay',
  'fine',
  'good',
  'yes',
  'sure',
  'oui',
  'parfait',
  'ок',
  'да',
  'хорошо',
  'leave',
  'skip',
  'ignore',
  'laisse',
]);

// Words too general to name what was left out ("add the folder").
const GENERIC = new Set([
  'file',
  'files',
  'folder',
  'folders',
  'directory',
  'code',
  'change',
  'changes',
  'thing',
  'things',
  'fichier',
  'fichiers',
  'dossier',
  'dossiers',
  'файл',
  'файлы',
  'папку',
  'папка',
  'код',
]);

/** A short order, right after a deliberate choice of the turn, that names what the choice left out. */
export function reversesChoice(sentences: readonly SentenceView[], turn: AssistantTurnView | undefined): Hit | null {
  if (!turn || sentences.length > 2 || sentences.some((s) => s.question)) return null;
  const toks = sentences.flatMap((s) => s.toks);
  if (toks.length > 8 || toks.some((t) => AGREES.has(t.w))) return null;
  const verb = toks.findIndex((t, i) => i <= 1 && TAKE_BACK.has(t.w));
  if (verb < 0) return null;
  const chosen = turnProse(turn)
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => DELIBERATE.test(s));
  if (!chosen.length) return null;
  const said = wordForms(chosen.join(' '));
  const named = toks.slice(verb + 1).find((t) => t.w.length >= 3 && !GENERIC.has(t.w) && namedIn(t, said));
  return named
    ? {
        family: 'reversal',
        kind: 'loss',
        correction: true,
        words: `${toks[verb]!.w} ${named.w}`,
        sentence: 0,
        index: verb,
      }
    : null;
}

// The user's own earlier choice: "I had it on the left on purpose", "je l'avais mise en bas exprès".
const USER_DELIBERATE =
  /(?<![\p{L}])(?:on purpose|intentionally|deliberately|expres|volontairement|специально|намеренно|нарочно)(?![\p{L}])/u;
const FIRST_PERSON = /(?<![\p{L}])(?:i|i'd|i'd|my|je|j'|c'etait|moi|я|у меня|мой|моя)(?![\p{L}])/u;

/** After a change, the user says what it changed had been set that way on purpose: undo, with the reason. */
export function undidUsersChoice(text: string, afterWork: boolean): Hit | null {
  if (!afterWork) return null;
  const folded = fold(text);
  if (folded.includes('?') || folded.length > 240) return null;
  const m = USER_DELIBERATE.exec(folded);
  return m && FIRST_PERSON.test(folded)
    ? { family: 'reversal', kind: 'loss', correction: true, words: m[0], sentence: 0, index: 0 }
    : null;
}

/**
 * "unpin it" right after "I also pinned trl", "désactive-le" after "j'ai activé …", "uninstall
 * it" after "installed …": an order whose verb undoes the very verb of the turn.
 */
export function undoesTurnVerb(sentences: readonly SentenceView[], turn: AssistantTurnView | undefined): Hit | null {
  if (!turn || sentences.some((s) => s.question)) return null;
  const said = turnProse(turn);
  for (const s of sentences)
    for (let i = 0; i < s.toks.length; i++) {
      const w = s.toks[i]!.w;
      const opens =
        i === 0 || s.clauseStarts.includes(i) || ['and', 'then', 'just', 'et', 'puis', 'и'].includes(s.toks[i - 1]!.w);
      const m = /^(?:un|de|des|dis)([a-z]{3,})$/.exec(w);
      if (!opens || !m) continue;
      const root = m[1]!.replace(/e$/, '');
      // The turn did the root verb: "pinned", "installed", "activé" (folded "active"), "enabled".
      if (new RegExp(`(?<![\\p{L}])${root}(?:ned|ed|d|e|es|ee|ees)(?![\\p{L}])`, 'u').test(said))
        return { family: 'reversal', kind: 'loss', correction: true, words: w, sentence: s.n, index: i };
    }
  return null;
}

// A sentence of the turn that tells of an extra the assistant added unasked: "I also added a progress
// bar", "j'ai aussi ajouté un cache", "заодно добавил ретраи".
const ADDED_EXTRA =
  /(?<![\p{L}])(?:i (?:also|additionally) (?:added|put in|included|enabled|upgraded|updated|bumped|replaced|switched|changed|renamed|moved|refactored)|(?:also|additionally) (?:added|upgraded|replaced)|i added [^.!?]{1,60} as well|j'ai (?:aussi|egalement|en plus) (?:ajoute|mis|active|remplace|passe|renomme|deplace|migre)|(?:заодно|также|ещё|еще) (?:добавил|включил|поставил|обновил|заменил|переписал|переименовал))(?![\p{L}])/u;

/** The turn tells of something the assistant did besides what was asked. */
export function turnAddedExtra(turn: AssistantTurnView | undefined): boolean {
  return !!turn && ADDED_EXTRA.test(turnProse(turn));
}
// Orders that take an addition away.
const REMOVE = new Set([
  'remove',
  'drop',
  'delete',
  'take',
  'enleve',
  'retire',
  'supprime',
  'vire',
  'убери',
  'удали',
  'выпили',
  // After "tu peux", "merci de", "можешь": the infinitive.
  'enlever',
  'retirer',
  'supprimer',
  'убрать',
  'удалить',
]);

// What may come before an order's verb in its clause: "please", "can you", "tu peux", "можешь".
const POLITE_LEAD = new Set([
  'please',
  'pls',
  'kindly',
  'just',
  'can',
  'could',
  'would',
  'you',
  'stp',
  'svp',
  'tu',
  'peux',
  'vous',
  'pouvez',
  'merci',
  'de',
  'пожалуйста',
  'можешь',
  'можете',
]);
const opensOrder = (s: SentenceView, i: number): boolean => {
  let k = i;
  while (k > 0 && !s.clauseStarts.includes(k) && POLITE_LEAD.has(s.toks[k - 1]!.w)) k--;
  return k === 0 || s.clauseStarts.includes(k);
};
const POLITE_ASK = new Set(['can', 'could', 'would', 'peux', 'pouvez', 'можешь', 'можете']);
const politeOrder = (s: SentenceView): boolean => s.toks.slice(0, 3).some((t) => POLITE_ASK.has(t.w));

/** "remove the progress bar" right after "I also added a progress bar": the unasked extra, taken back. */
export function removesUnaskedExtra(
  sentences: readonly SentenceView[],
  turn: AssistantTurnView | undefined,
): Hit | null {
  // "can you remove the cache header?", "tu peux enlever …?": a polite question that orders.
  if (!turn || sentences.some((s) => s.question && !politeOrder(s))) return null;
  const extras = turnProse(turn)
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((s) => ADDED_EXTRA.test(s));
  if (!extras.length) return null;
  const said = wordForms(extras.join(' '));
  for (const s of sentences) {
    // "please take the header out", "merci de retirer …", "can you remove …": a polite lead first.
    const verb = s.toks.findIndex((t, i) => REMOVE.has(t.w) && opensOrder(s, i));
    if (verb < 0) continue;
    const named = s.toks
      .slice(verb + 1, verb + 6)
      .find((t) => t.w.length >= 3 && !GENERIC.has(t.w) && namedIn(t, said));
    if (named)
      return {
        family: 'reversal',
        kind: 'loss',
        correction: true,
        words: `${s.toks[verb]!.w} ${named.w}`,
        sentence: s.n,
        index: verb,
      };
  }
  return null;
}
