// Stop words of English, French and Russian: the Snowball project's lists (shipped by
// @orama/stopwords, Apache-2.0, one small module per language; chosen over stopwords-iso,
// whose lists of 700 to 1,300 words drop subject words such as "test", "work" or "information",
// and which bundles every language in one JSON file), plus this project's additions below.
// Everything is folded (no accents, lower case; й kept) like the tokens it is compared with.
// Negation and directive words are stop words here too, but the analysers look at them first:
// they carry meaning for polarity and contradiction (./lexicon).
import { stopwords as SNOWBALL_EN } from '@orama/stopwords/english';
import { stopwords as SNOWBALL_FR } from '@orama/stopwords/french';
import { stopwords as SNOWBALL_RU } from '@orama/stopwords/russian';
import { foldLetters } from './normalize';
import type { TextLanguage } from './stem';

// Additions: function words the Snowball lists leave out ("a" in English, "donc", "car" and the
// elided "ya" / "cest" typed without apostrophes in French) and light words that never name a
// subject in a message to an assistant ("thing", "lots", "faire", "chaque").
const ADDED = {
  en: `a else onto whose every just also one ones get got via e.g i.e etc much many lot lots thing things since like let lets yet still even ever`,
  fr: `donc or ni car quoi dont ca elles sous chez entre vers etre avoir fait faire fais font cest ya tout tous toute toutes plus moins tres trop
    bien aussi alors si comme la-bas quand comment pourquoi autre autres chaque quelque quelques apres avant depuis pendant deja encore puis lors
    lorsque puisque afin ainsi`,
  ru: ``,
};

// Conversational filler of prompts to assistants (greetings, politeness, hedges, light verbs,
// contraction stubs): no topic, so the memory's embedder and topic finder skip it. Grouping
// keeps these words: "always", "never", "good", "bad" decide what a lesson says.
const CHAT_FILLER_WORDS = `done now yes ok okay please thanks thank hi hello hey sure maybe really already something anything everything
  nothing way want wanted need needs make made use used using go going see look try tried know think say said tell told well today always never
  two three first last new old good bad sorry gonna wanna don doesn didn isn won aren wasn weren haven hasn couldn wouldn shouldn ll ve re idk
  pls plz thx yeah yep nope hmm btw imo tbh fyi asap next careful important attention
  suivant suivante ensuite prochain prochaine
  далее дальше следующее внимание важно
  celle celles celui ceux faut peux peut pouvez veux veut voulez voudrais dois doit devez oui non merci stp svp bonjour salut ok voila voici juste
  vraiment chose choses truc trucs peu beaucoup maintenant toujours jamais rien lequel laquelle lesquels celle-ci celui-ci
  это эта пожалуйста спасибо привет давай нужно нужна нужен сделай сделать`;

const words = (list: readonly string[] | string): string[] =>
  (typeof list === 'string' ? list.split(/\s+/) : list).filter(Boolean).map(foldLetters);

/** Stop words of each language, folded. */
export const STOPWORDS: Readonly<Record<TextLanguage, ReadonlySet<string>>> = {
  en: new Set([...words(SNOWBALL_EN), ...words(ADDED.en)]),
  fr: new Set([...words(SNOWBALL_FR), ...words(ADDED.fr)]),
  ru: new Set([...words(SNOWBALL_RU), ...words(ADDED.ru)]),
};
const ALL: ReadonlySet<string> = new Set([...STOPWORDS.en, ...STOPWORDS.fr, ...STOPWORDS.ru]);
const CHAT_FILLER: ReadonlySet<string> = new Set(words(CHAT_FILLER_WORDS));

/**
 * True for a folded token that carries no subject on its own, in any of the three languages
 * (messages mix them): a stop word, a single character, a number or an elided particle (l', qu').
 */
export function isStopword(token: string): boolean {
  return ALL.has(token) || token.length < 2 || /^\d+$/.test(token) || token.endsWith("'");
}

/** A stop word or conversational filler ("thanks", "please", "давай"): says nothing about a topic. */
export function isFiller(token: string): boolean {
  return isStopword(token) || CHAT_FILLER.has(token);
}
