// What the assistant's turn before a user message tells about that message: did it ask a
// question (then "yes" is an answer, not praise), did it claim to be done (then "nope" is a
// loss), and what did it do (the commands and edits the feedback is about).
import type { AssistantAction } from './transcripts/types';
import { fold, foldLetters } from '../text/normalize';
import { contentWords } from '../text/contentWords';

export interface AssistantTurnView {
  text: string;
  actions?: readonly AssistantAction[];
}

export interface ConversationContext {
  /** The assistant's turn right before the message; absent for an opening message. */
  before?: AssistantTurnView;
  /** False for the opening message of a conversation: a complaint there is a bug report. Default: !!before. */
  followsAnswer?: boolean;
  /** The user's previous request in this conversation: asked again after "done", it was not done. */
  previousRequest?: string;
}

export interface TurnFacts {
  /** The turn ends by asking the user something (a question or an offer). */
  asked: boolean;
  /** The turn says the work is done or fixed, or it changed files or ran commands. */
  claimedDone: boolean;
  /** The turn changed something (edited a file, ran a command that is not a mere look): a failure reported next is about it. */
  changed: boolean;
  /** The turn ends by asking the user to describe or provide something: what follows is input, not a verdict. */
  askedForInput: boolean;
  /** The turn asks whether its result works ("does it work now?", "ça marche ?"): "no" answers that it does not. */
  askedIfItWorks: boolean;
  /** The turn ends by telling the user to do something ("install …, then reload"): what the user reports next is its result. */
  toldUserToAct: boolean;
  /** The turn works from a guess about the user's setup ("most likely", "vu que", "скорее всего"): a plain fact next may answer it. */
  guessed: boolean;
  /** The turn opens by undoing its own change ("Reverted the mock …", "J'ai retiré …", "Откатил …"). */
  undid: boolean;
}

// Commands that only look (list, read, search, inspect): running them changes nothing.
const LOOK_ONLY =
  /^(?:ls|dir|cat|type|head|tail|less|more|grep|rg|find|fd|pwd|echo|which|where|whoami|ps|env|printenv|stat|file|wc|tree|du|df|date|uname|code --list|npm (?:ls|view|list)|pip (?:list|show)|docker (?:ps|images|logs|inspect)|git (?:status|log|diff|show|branch(?:\s+-[a-z]+)*$|remote(?:\s+-v)?$|rev-parse|ls-files|blame|describe)|gh (?:pr|run|issue) (?:view|list|checks|status)|kubectl (?:get|describe|logs))(?![\w-])/i;

/** A command that may change something. */
export function mutatingCommand(command: string): boolean {
  const first = command
    .split(/\s*(?:&&|\|\||;|\|)\s*/)
    .map((c) => c.trim())
    .filter(Boolean);
  return first.some((c) => !LOOK_ONLY.test(c.replace(/^(?:sudo|npx)\s+/, '')));
}

// Offers and questions in the last lines of a turn: "Want me to …?", "Tu veux que je …?".
// The turn ends by asking the user for something to work on: a task, a description, a log.
const ASK_INPUT =
  /(?:^|[\s(])(?:(?:^|[.!?:]\s*|\b(?:and|then|please|you) )(?:paste|share|send|show)(?: me)? (?:the (?:output|log|logs|error|errors|result|trace|stack|message)|its output|what (?:it|you|the [\w-]+(?: [\w-]+)?) (?:prints?|gets?|says?|outputs?|shows?|see)|whatever)|what (?:does|did) (?:it|that|the \S+) (?:print|say|output|log|return)|(?:^|[.!?:]\s*|\b(?:et|puis) )(?:colle|collez|envoie|envoyez|montre|montrez)(?:-moi)? (?:la sortie|le log|les logs|l'erreur|le resultat|ce que (?:ca|tu))|qu'est-ce que (?:ca|cela) (?:affiche|donne|renvoie)|(?:скинь|вставь|скиньте|вставьте) (?:лог|вывод|ошибку|результат)|please (?:describe|tell me|share|provide|send|paste|clarify|specify)|could you (?:describe|tell me|share|provide|send|paste|clarify|specify)|tell me (?:what|which|how)|(?:peux-tu|pouvez-vous|merci de) (?:me )?(?:decrire|preciser|donner|envoyer|coller|indiquer)|(?:precise|precisez|decris|decrivez|indique|indiquez|dis-moi|dites-moi)|(?:пожалуйста, )?(?:опишите|опиши|уточните|уточни|пришлите|пришли|скиньте|покажите|покажи|расскажите|расскажи))(?![\p{L}])/u;
// "want me to …?", "I'd suggest …", "je propose aussi de …", "предлагаю …": the turn asks or offers.
const OFFER =
  /(?:^|[\s(])(?:please (?:describe|tell me|share|provide|send|paste|clarify|specify|confirm)|could you (?:describe|tell me|share|provide|send|paste|clarify|specify|confirm)|let me know|tell me (?:what|which|how|if|whether)|(?:peux-tu|pouvez-vous|merci de) (?:me )?(?:decrire|preciser|donner|envoyer|coller|confirmer|indiquer)|(?:precise|precisez|decris|decrivez|indique|indiquez|dis-moi|dites-moi)|(?:пожалуйста, )?(?:опишите|опиши|уточните|уточни|пришлите|пришли|скиньте|покажите|покажи|подтвердите|расскажите|расскажи)|do you want|would you like|want me to|shall i|should i|may i|can i|let me know if|tu veux|voulez-vous|veux-tu|souhaites|souhaitez|je peux|dois-je|est-ce que je|хочешь|хотите|нужно ли|сделать ли|могу ли|i (?:would |'d )?suggest|i propose|i (?:could|can) also|je (?:te |vous )?(?:propose|suggere)|je pourrais aussi|предлагаю|могу (?:ещ[её]|также|и))(?![\p{L}])/u;
// "does it work now?", "can you check if it's fixed", "try it and tell me if the bar shows up", "ça marche ?", "заработало?".
const ASKS_IF_IT_WORKS =
  /(?<![\p{L}])(?:(?:does|did|is) (?:it|that|this|everything|the \S+) (?:work|working|fixed|better|show|load|start|run)\S*|(?:check|see|tell me|let me know) (?:if|whether) (?:it|that|this|everything|the \S+(?: \S+)?) (?:works?|is (?:fixed|working|better)|shows?|loads?|starts?|runs?|helps?|helped)|try (?:it|again|now)[^?]{0,40}(?:tell|let) me|(?:ca|cela|tout) (?:marche|fonctionne|va mieux)\s*\?|(?:est-ce que )?(?:ca|c'est) (?:bon|regle|corrige)\s*\?|dis-moi si (?:ca|c'est)|(?:работает|заработало|получилось|помогло|исправилось)\s*\?|проверь,? (?:работает|заработало))/u;
// "can you check?", "peux-tu vérifier ?", "проверишь?": the user is asked to try the fix (folded text).
const ASKS_TO_CHECK =
  /(?<![\p{L}])(?:(?:can|could|would) you (?:please )?(?:check|test|try|verify|confirm)(?: (?:it|that|this|again|now|on your side))*\s*\?|(?:peux|pourrais)-tu (?:verifier|tester|essayer|reessayer|confirmer)[^?]{0,30}\?|(?:tu peux|vous pouvez|pouvez-vous) (?:verifier|tester|essayer|reessayer|confirmer)[^?]{0,30}\?|(?:можешь|сможешь) (?:проверить|попробовать)[^?]{0,30}\?|(?:проверишь|попробуешь)(?: (?:еще раз|снова))?\s*\?|проверь(?:те)?\s*\?)/u;

// A sentence of the turn that tells the user to do something ("install …", "you need to run …",
// "lance …", "il faut …", "установи …", "нужно …"). Folded text: no accents, lower case.
const TELLS_USER = new RegExp(
  String.raw`(?:^|[.!?:\n]\s*|\d\.\s*|[-*]\s+|\b(?:first|then|now|next|please|just),?\s+|\b(?:you(?:'ll| will)? (?:need|have|want) to|you (?:should|must|can)|make sure (?:to|you))\s+)` +
    String.raw`(?:install|run|rerun|open|restart|reboot|reload|refresh|clear|delete|remove|add|enable|create|set up|set|configure|download|go to|click|type|execute|start|launch|log ?in|sign in|update|upgrade|pull|clone|try|retry|rebuild|reinstall|flash|edit|change|replace)\b` +
    String.raw`|(?:^|[.!?:\n]\s*|\d\.\s*|[-*]\s+|\b(?:d'abord|puis|ensuite|il (?:te|vous) faut|tu dois|vous devez),?\s+)` +
    String.raw`(?:installe|lance|relance|ouvre|redemarre|recharge|vide|supprime|ajoute|active|cree|configure|telecharge|clique|tape|execute|demarre|connecte|mets a jour|essaie|reessaie|modifie|remplace|reinstalle)` +
    String.raw`|(?<![\p{L}])(?:установи|запусти|открой|перезапусти|перезагрузи|очисти|удали|добавь|включи|создай|скачай|нажми|выполни|обнови|попробуй|замени|пересобери|переустанови|нужно|надо)(?![\p{L}])`,
  'mu',
);

// The turn works from a guess about the user's setup: "most likely", "since your NAS is a
// Synology", "vu que", "так как мод под 2.0".
const ASSUMED =
  /(?<![\p{L}])(?:most likely|probably|presumably|i assume|i'm assuming|assuming|i guess|since (?:it|the|your|this)|given that|vu que|puisque|etant donne|je suppose|probablement|sans doute|так как|поскольку|скорее всего|видимо|наверное|предполага\p{L}*)(?![\p{L}])/u;

// A summary of work in the terse style agents write: a sentence or bullet that opens on a past
// verb ("Rewrote the menu …", "- Added the index", "Ajouté le cache", "Переписал парсер").
const WORK_SUMMARY =
  /(?:^|[.!:\n]\s*|[-*]\s+)(?:added|updated|rebuilt|reinstalled|restarted|rewrote|rewritten|changed|removed|replaced|created|moved|renamed|refactored|fixed|implemented|switched|bumped|wrote|deleted|dropped|converted|migrated|extracted|adjusted|tweaked|reworked|restored|cleaned up|set up|installed|configured|enabled|disabled|wired|applied|patched|upgraded|downgraded|pinned|reverted|translated|generated|committed|pushed|deployed|ajoute|modifie|corrige|supprime|remplace|cree|deplace|renomme|reecrit|mis a jour|traduit|installe|configure|добавил|обновил|переписал|исправил|сделал|удалил|заменил|поставил|перенес|настроил|перевел|починил|переделал|подключил|убрал|поправил|пофиксил|изменил|создал|переименовал|перезапустил|задеплоил|закоммитил|запушил|откатил|вынес|применил|реализовал|отключил|включил)(?![\p{L}])/u;

// Completion claims, in the words assistants use: "Done", "fixed", "should now work", "Tout est fait".
const DONE =
  /(?:^|[\s*_(])(?:done|fixed|all set|should (?:now )?(?:work|be fixed|be resolved)|now works|is now|are now|should be (?:fine|good|ok)|(?:ca )?devrait (?:marcher|fonctionner|etre bon|etre ok|etre regle|etre corrige|passer)|должн[оа] (?:работать|заработать|пройти)|i(?:'ve| have)? ?(?:fixed|updated|added|changed|removed|created|implemented|made|applied|replaced|moved|renamed|refactored|resolved|restarted|deployed)|successfully|complete[d]?|(?:is|are) (?:ready|green|merged|deployed|live)|est (?:pret|prete|en ligne|deploye|deployee|verte)|(?:готов|готова|готово) к|c'est fait|tout est fait|termine|corrige|j'ai (?:corrige|modifie|ajoute|mis a jour|supprime|remplace|cree|applique|deplace|renomme)|est maintenant|sont maintenant|fonctionne maintenant|\p{L}+(?:e|ent) maintenant|now (?!that)\p{L}{3,}s|теперь \p{L}+(?:ет|ит|ется|ится|ут|ют|ят|ат)|готово|сделано|исправил|исправлено|обновил|добавил|теперь работает)(?![\p{L}])/u;

// A turn that opens by undoing its own change (folded text).
const UNDONE =
  /^\s*(?:(?:ok|done|sure|d'accord|entendu|хорошо|ок)[,.:!]?\s+)?(?:i(?:'ve| have)?\s+)?(?:reverted|removed|undid|dropped|rolled back|took out|j'ai (?:annule|retire|supprime|enleve)|annule|retire|откатил\p{L}*|убрал\p{L}*|удалил\p{L}*)(?![\p{L}])/u;

// One message is judged by several steps that each ask about the same turn: read it once.
const factsOfTurn = new WeakMap<AssistantTurnView, TurnFacts>();

export function turnFacts(turn: AssistantTurnView | undefined): TurnFacts {
  if (!turn)
    return {
      asked: false,
      claimedDone: false,
      changed: false,
      askedForInput: false,
      askedIfItWorks: false,
      toldUserToAct: false,
      guessed: false,
      undid: false,
    };
  let facts = factsOfTurn.get(turn);
  if (!facts) factsOfTurn.set(turn, (facts = readTurn(turn)));
  return facts;
}

function readTurn(turn: AssistantTurnView): TurnFacts {
  const text = turnProse(turn);
  const lines = text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const tail = lines.slice(-3).join(' ');
  const asked = /\?\s*\**\s*$/.test(lines[lines.length - 1] ?? '') || OFFER.test(tail);
  const changed = (turn.actions ?? []).some(
    (a) => a.kind === 'edit' || (a.kind === 'command' && mutatingCommand(a.target)),
  );
  const claimedDone = changed || DONE.test(text) || WORK_SUMMARY.test(text);
  return {
    asked,
    claimedDone,
    changed,
    askedForInput: ASK_INPUT.test(tail),
    askedIfItWorks:
      ASKS_IF_IT_WORKS.test(tail) ||
      ASKS_TO_CHECK.test(tail) ||
      asksHowItIsNow(lines[lines.length - 1] ?? '', claimedDone),
    toldUserToAct: TELLS_USER.test(text.slice(-1200)),
    guessed: ASSUMED.test(text.slice(-1500)),
    undid: UNDONE.test(text),
  };
}

// A yes/no question about the state now, after a change: "Теперь после сна подключается?", "le son
// revient maintenant ?", "is the bar back now?". Not an offer ("want me to deploy it now?").
const NOW_WORD = /(?<![\p{L}])(?:now|maintenant|теперь|сейчас)(?![\p{L}])/u;
const WH_OR_OFFER =
  /(?<![\p{L}])(?:why|what|which|where|when|who|how|want me|shall i|should i|do you want|pourquoi|quel\p{L}*|ou|quand|comment|veux-tu|voulez-vous|tu veux|je (?:peux|dois)|почему|что|какой|где|когда|как|хочешь|сделать|мне)(?![\p{L}])/u;

function asksHowItIsNow(last: string, changed: boolean): boolean {
  return changed && /\?\s*\**\s*$/.test(last) && NOW_WORD.test(last) && !WH_OR_OFFER.test(last);
}

/** The assistant's last question asks for information ("which devices?", "quel navigateur ?", "на каком?"), not for a go-ahead. */
export function asksForInformation(before: string): boolean {
  const last = fold(
    before
      .trim()
      .split(/(?<=[.!?])\s+/)
      .pop() ?? '',
  );
  return (
    /\?\s*$/.test(last) &&
    /(?<![\p{L}])(?:which|what|where|when|who|how many|quel(?:le)?s?|ou|quand|combien|qui|какой|какая|какие|где|когда|сколько|кто)(?![\p{L}])/u.test(
      last,
    )
  );
}

/** The assistant's question offered options ("X, or Y?", "X ou Y ?", "X или Y?"). */
export function offeredChoice(before: string): boolean {
  const last =
    before
      .trim()
      .split(/(?<=[.!?])\s+/)
      .pop() ?? '';
  return /\?\s*$/.test(last) && /(?<![\p{L}])(?:or|ou|или)(?![\p{L}])/u.test(fold(last));
}

/** "gh pr merge 22 --squash" -> "gh pr merge": the program and its subcommands, without arguments. */
export function commandGist(command: string): string {
  const words = command
    .split('\n')[0]!
    .replace(/^(?:sudo|npx|env\s+\S+=\S+)\s+/, '')
    .split(/\s+/);
  const out: string[] = [];
  for (const w of words) {
    if (!/^[a-z][\w:.-]*$/i.test(w) || w.includes('=') || out.length >= 3) break;
    out.push(w);
  }
  return out.join(' ') || words[0]!.slice(0, 40);
}

/**
 * "ran `npm test`; edited src/a.ts, src/b.ts": what the assistant did. `full` keeps whole command
 * lines (evidence); otherwise commands are cut to their gist and files to their names, which is
 * what the user's reaction is about and what groups reactions together.
 */
export function describeActions(actions: readonly AssistantAction[] | undefined, max = 4, full = false): string {
  if (!actions?.length) return '';
  const commands = [
    ...new Set(
      actions
        .filter((a) => a.kind === 'command')
        .map((a) => (full ? a.target.split('\n')[0]!.slice(0, 80) : commandGist(a.target))),
    ),
  ];
  const edits = [
    ...new Set(actions.filter((a) => a.kind === 'edit').map((a) => (full ? a.target : a.target.split('/').pop()!))),
  ];
  const parts: string[] = [];
  if (commands.length)
    parts.push(
      `ran ${commands
        .slice(-max)
        .map((c) => `\`${c}\``)
        .join(', ')}${commands.length > max ? ` (+${commands.length - max})` : ''}`,
    );
  if (edits.length)
    parts.push(`edited ${edits.slice(-max).join(', ')}${edits.length > max ? ` (+${edits.length - max})` : ''}`);
  return parts.join('; ');
}

/**
 * Each content word of a text as its forms: its stem, so "s'affiche" meets "afficher", and the
 * word as written, so "settings" in a French sentence meets an English file name. Stop words and
 * filler do not count ("not on Chrome" must not meet the "on" of "on which browsers"); numbers do.
 */
export function contentForms(text: string, minLength = 3): string[][] {
  const words = contentWords(text)
    .filter((w) => w.surface.length >= minLength || w.acronym || /\d/.test(w.surface))
    .map((w) => [w.key, foldLetters(w.surface)]);
  // Numbers are not content words, but "60, not 30" takes back the turn's "30".
  for (const n of text.match(/(?<![\p{L}\d])\d+(?:[.,]\d+)?(?![\p{L}\d])/gu) ?? []) words.push([n]);
  return words;
}

/** Every form of a text's content words, in one set. */
export function wordForms(text: string): Set<string> {
  return new Set(contentForms(text).flat());
}

const proseOfTurn = new WeakMap<AssistantTurnView, string>();

/** The turn's prose, folded, without its code blocks: what it says, not the code it shows. */
export function turnProse(turn: AssistantTurnView): string {
  let prose = proseOfTurn.get(turn);
  if (prose === undefined) proseOfTurn.set(turn, (prose = fold(turn.text.replace(/```[\s\S]*?```/g, ' '))));
  return prose;
}

const wordsOfTurn = new WeakMap<AssistantTurnView, ReadonlySet<string>>();

/** The words of the turn (its end: what the user answers) and of the files and commands it touched. */
export function turnWords(turn: AssistantTurnView | undefined): ReadonlySet<string> {
  if (!turn) return new Set();
  let words = wordsOfTurn.get(turn);
  if (!words)
    wordsOfTurn.set(
      turn,
      (words = wordForms(`${turn.text.slice(-3000)} ${(turn.actions ?? []).map((a) => a.target).join(' ')}`)),
    );
  return words;
}
