// How the house does a thing, stated as a plain fact with its scope: "chez nous les dates sont en
// UTC", "у нас все логи идут в stdout", "les versions c'est semver chez nous", "in this team every
// PR gets two reviewers". No "always", "not Y" or "only" (./markers.ts CONVENTION takes those): the
// scope words are what make it hold for all the work. The same words also open reports of what
// happened ("у нас упал деплой", "chez nous ça plante depuis hier"), of what there is ("у нас есть
// staging", "у нас микросервис на Spring") and of the user's own doings: those are not rules.
//
// Word lists are matched on Snowball stems of the sentence's tokens, not as regex alternations:
// V8 takes tens of milliseconds to compile a long Unicode alternation, on every cold start.
import { stemSet, stemVariants } from '../../text/stem';
import { tokens } from '../../text/tokenize';

const HOUSE_SCOPE = String.raw`(?:chez nous|dans (?:ce|notre) (?:projet|repo|d[ée]p[ôo]t|code)|dans l'[ée]quipe|у нас(?:\s+в\s+(?:команде|проекте|репо|компании))?|в (?:нашей )?команде|в этом (?:проекте|репо[а-я]*)|in (?:this|our) (?:repo|project|codebase|team|company|shop)|on (?:this|our) team|at our (?:company|shop)|around here)`;
const LEAD = new RegExp(String.raw`^${HOUSE_SCOPE}(?:,\s*|\s+)(?<rest>\S.{4,})$`, 'u');
const TAIL = new RegExp(String.raw`^(?<rest>\S.{4,}?)[,\s]+${HOUSE_SCOPE}[.!]*$`, 'u');
// "ici" and "here" are also places on the screen ("ici le bouton reste gris"): only with "everywhere".
const HERE_EVERYWHERE = /^(?:ici|here)(?:,\s*|\s+)(?<rest>\S.{4,})$/u;
const EVERYWHERE = /(?:^|\s)(?:partout|everywhere|везде|for everything|pour tout)(?:$|[\s,.!])/u;
// Cheap first test: most sentences hold none of the scope words.
const GATE = /chez nous|у нас|команд|ici|here|dans (?:ce|notre|l')|в этом|this|our|around/u;

// A convention is about the work's artefacts, or holds for all of a kind.
const ABOUT_THE_WORK = stemSet(`
  all every each any everything everywhere commit branch tag version release test spec pr review merge
  migration date timestamp timezone log logging name naming file folder component module css style
  format indentation lint deps dependency package deploy deployment secret config env message comment
  doc docs import export type string id url endpoint route api sql query request response
  partout tous toutes tout chaque dépendance paquet fichier dossier composant nom commentaire requête
  réponse déploiement déployer formaté nommé
  везде все всё каждый любой коммит ветка тег версия релиз тест ревью мерж миграция дата лог название
  имена файл папка компонент модуль стиль формат зависимость пакет деплой секрет конфиг сообщение
  комментарий документация эндпоинт запрос ответ`);
// What happened or what is wrong: a report, not how the work is done.
const EVENT = stemSet(`
  yesterday today tonight recently sometimes randomly after just hang freeze exception since now again
  still was were did had got broke crashed failed fail error bug broken down slow crash
  hier aujourd'hui depuis maintenant encore parfois après récemment plante cassé marche fonctionne
  erreur lent était étaient
  вчера сегодня недавно иногда периодически после вылетает зависает сейчас теперь опять снова есть нет
  ошибка баг падает упал сломал тормозит работает было был`);
const EVENT_PHRASE =
  /this (?:morning|week)|last (?:week|night|time)|right now|there (?:is|are|was|were)|il y a|ce matin|la semaine derni|на прошлой неделе|до сих пор/u;
// Whose doing it is: the user's own ("j'ai", "я сам"), or the assistant's ("you").
const PERSON = new Set(
  `i i'm im i've my me je j' moi mon ma mes я мне мой моя мои you your tu toi ton ta tes vous ты тебе твой вы`.split(
    ' ',
  ),
);
// A Russian past verb ("упал", "перенесли"), an auxiliary before a past participle ("have moved").
const RU_PAST = /(?:ал|ял|ил|ел|ыл|ул)(?:а|о|и|ся|ась|ось|ись)?$/u;
const AUXILIARY = new Set(['have', 'has', 'had', 'ai', 'avons', 'avez', 'ont']);
const PARTICIPLE = /(?:ed|e|es|ee|ees|i|is|u|us|it)$/u;
// A bare count ("у нас в команде пять человек", "in this repo 3 services").
const COUNT = new Set(
  `one two three four five six seven eight nine ten un une deux trois quatre cinq один одна два две три четыре пять`.split(
    ' ',
  ),
);
// A verb or a copula that states how something is done ("X is Y", "X c'est Y", "X в Y").
const STATES_HOW = new Set(
  `is are go goes use uses get gets run runs live lives stay stays c' est sont va vont passe passent reste
   restent fait font met в на через идут идет лежат хранятся пишутся называются делает делаются живут`.split(/\s+/),
);
const STATES_HOW_STEMS = stemSet('écrit nommé formaté géré');

// "this project does not use npm", "ce repo n'utilise pas Docker", "этот проект не использует npm".
const PROJECT_DOES_NOT_USE =
  /(?:^|,\s*)(?:this|our|the) (?:project|repo|codebase|app|team) (?:does not|doesn't|doesnt|never) use|(?:ce|notre|le) (?:projet|repo|d[ée]p[ôo]t) n'utilise (?:pas|jamais)|(?:этот|наш) (?:проект|репозиторий|репо) не использует/u;

/** Whether the sentence states how the house does a thing; the rule is the sentence, scope words kept: they make it hold. */
export function statesHouseFact(sentence: string): boolean {
  const low = sentence.trim().toLowerCase();
  if (PROJECT_DOES_NOT_USE.test(low)) return true;
  if (!GATE.test(low)) return false;
  let rest = (LEAD.exec(low) ?? TAIL.exec(low))?.groups?.rest;
  if (!rest) {
    const here = HERE_EVERYWHERE.exec(low)?.groups?.rest;
    if (here && EVERYWHERE.test(here)) rest = here;
  }
  if (!rest || EVENT_PHRASE.test(rest)) return false;
  const words = tokens(rest);
  if (words.length < 2 || words.length > 25 || /^\d/.test(words[0]!.text) || COUNT.has(words[0]!.text)) return false;
  let states = /\s[—-]\s/.test(rest);
  let aboutWork = false;
  for (const [i, w] of words.entries()) {
    if (PERSON.has(w.text) || RU_PAST.test(w.text)) return false;
    if (AUXILIARY.has(w.text) && PARTICIPLE.test(words[i + 1]?.text ?? '')) return false;
    const stems = stemVariants(w.raw);
    if (stems.some((x) => EVENT.has(x))) return false;
    states ||= STATES_HOW.has(w.text) || stems.some((x) => STATES_HOW_STEMS.has(x));
    aboutWork ||= stems.some((x) => ABOUT_THE_WORK.has(x));
  }
  return states && aboutWork;
}
