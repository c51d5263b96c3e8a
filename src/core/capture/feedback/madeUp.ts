// What the assistant named does not exist, and the user says so: "there is no `useServerQuery` in
// react-query", "`as_bins` isn't a parameter of `cut`", "il n'y a pas de `setBreakOnGroup`",
// "у grafana-cli нет команды `dashboards import`", "you made that up". A loss; a correction when
// the message also names the right one (a name the turn did not use) or orders it (orders.ts).
import { saysTheRightWay } from './orders';
import { wholeHit, type Hit } from './families';

const NO_SUCH = new RegExp(
  [
    String.raw`there(?:'s| is| are) no|theres no|no such|(?:does not|doesn't|doesnt) exist|never existed`,
    // "`closed` isn't a parameter", "retry_on_failure is not a deployment key".
    String.raw`(?:is|are)(?:n'?t| not) (?:an? |any )?(?:[\p{L}\p{N}._-]+ )?(?:parameter|argument|option|flag|key|method|function|command|subcommand|field|column|setting|attribute|property|endpoint|hook|prop|variable)s?`,
    String.raw`(?:does not|doesn'?t|don'?t|do not) (?:take|accept|support|read) (?:an?y? |the )?`,
    String.raw`n'existe(?:nt)? pas|il n'y a pas d[e']|y a pas d[e']|n'a pas d[e']|n'ont pas d[e']`,
    String.raw`n'est pas une? (?:option|param[eè]tre|cl[ée]|m[ée]thode|fonction|commande|attribut|champ|colonne|propri[ée]t[ée])`,
    String.raw`нет так\p{L}+|так\p{L}+ [^.?!]{0,40} нет|не существует`,
    String.raw`нет (?:команды|метода|функции|флага|опции|параметра|ключа|поля|колонки|атрибута|свойства|настройки|эндпоинта|хука)`,
    String.raw`у (?:нас|меня|них|него|неё) нет`,
  ].join('|'),
  'iu',
);
// "there is no fetchAllPages yet": not there yet, to be written.
const NOT_YET = /^\s*(?:\S+\s+){0,3}?(?:yet|encore|пока|ещё|еще)(?![\p{L}])/iu;
const MADE_UP =
  /(?<![\p{L}])(?:made (?:that|it|this|those|these) up|you (?:invented|hallucinated|imagined)|hallucinat\p{L}*|tu (?:l'as|as) (?:invente|inventé|imagine|imaginé)|придумал\p{L}*|выдумал\p{L}*)(?![\p{L}])/iu;

// A name as code: in code quotes, or written like code (snake_case, dotted, camelCase, a version).
const QUOTED = /`([^`\n]{2,60})`/g;
// Not a brand written in camel case ("GitHub"), nor "tenez-vous": a bare name is snake_case, dotted,
// camelCase or a version.
const CODE_LIKE =
  /(?<![\p{L}\p{N}_.-])(?:[\p{L}_][\p{L}\p{N}]*(?:[_.][\p{L}\p{N}]{2,})+|\p{Ll}+\p{Lu}[\p{L}\p{N}]*|\d+\.\d+(?:\.\d+)?)(?![\p{L}\p{N}_])/gu;
// Output quoted in prose ("pip says `No matching distribution`") names nothing to use.
const PROSE = /^\p{Lu}?\p{Ll}+(?: \p{Ll}+)+$/u;
// What only reports: an error, or where the user looked ("`vendor/…/Options.php`", "`TourneeCalculatorTest`").
const REPORTS_ONLY = /(?:exception|error|erreur|ошибк)|\/[\w.-]+\.\w{1,5}$|test$/iu;
// "it's called `tg-oncall`", "он называется …", "s'appelle …": the right name, given.
const CALLED = /(?<![\p{L}])(?:(?:is|it'?s|its) called|the right one is|s'appellen?t|называ\p{L}+)(?![\p{L}])/iu;

function namesIn(text: string): string[] {
  const quoted = [...text.matchAll(QUOTED)].map((m) => m[1]!);
  const bare = [...text.replace(QUOTED, ' ').matchAll(CODE_LIKE)].map((m) => m[0]);
  return [...quoted, ...bare];
}

/** The turn named it and the user says it does not exist (or that the assistant made it up). */
export function madeUpName(text: string, before: string | undefined): Hit | null {
  if (before === undefined) return null;
  const made = MADE_UP.exec(text);
  const none = made ? null : NO_SUCH.exec(text);
  if (!made && (!none || NOT_YET.test(text.slice(none.index + none[0].length)))) return null;
  const said = before.toLowerCase();
  const names = namesIn(text);
  const named = names.find((n) => said.includes(n.toLowerCase()));
  if (!made && !named) return null;
  // The right one given: by its name, by an order, or as a name of code the turn did not use.
  const instead =
    CALLED.test(text) ||
    saysTheRightWay(text) !== null ||
    names.some((n) => !said.includes(n.toLowerCase()) && !REPORTS_ONLY.test(n) && !PROSE.test(n));
  return wholeHit('loss', 'made-up', made?.[0] ?? named!, 0, instead);
}
