// English and French function words (folded: no accents, lower case), plus a few Russian ones
// since real user messages mix all three. Negation and directive words are NOT here: they carry
// meaning for contradiction detection and live in ./lexicon.

const EN = `a an the and or but if then else of to in on at by for from with into onto over under
about as is are was were be been being am do does did doing have has had having it its this that
these those there here what which who whom whose when where why how all any each every some such
no nor only own same so than too very can could will would shall should may might must just also
i me my we our you your he him his she her they them their one ones get got via e.g i.e etc
up down out off again further once more most other both few much many lot lots thing things
while during until after before since like let lets yet still even ever`;

const FR = `le la les l un une des du de d au aux a et ou mais donc or ni car que qu qui quoi dont
ce cet cette ces ca cela ceci c il ils elle elles on nous vous je j tu me m te t se s lui leur leurs
mon ma mes ton ta tes son sa ses notre nos votre vos en y dans sur sous par pour avec chez entre vers
est sont etait etaient etre ete suis es sommes etes ai as avons avez ont avait avaient avoir eu
fait faire fais font cest ya tout tous toute toutes plus moins tres trop bien aussi alors si comme
ici la-bas ou quand comment pourquoi quel quelle quels quelles meme autre autres chaque quelque
quelques apres avant depuis pendant deja encore puis lors lorsque puisque afin ainsi`;

const RU = `и в во не на я с со как а то все она так его но да ты к у же вы за бы по только ее мне
было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до
вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя
их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой`;

// Folding removes Cyrillic breves too (й -> и), so the Russian list is folded the same way.
const foldWord = (w: string) => w.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();

export const STOPWORDS_EN: ReadonlySet<string> = new Set(EN.split(/\s+/).filter(Boolean));
export const STOPWORDS_FR: ReadonlySet<string> = new Set(FR.split(/\s+/).filter(Boolean));
const ALL: ReadonlySet<string> = new Set([...STOPWORDS_EN, ...STOPWORDS_FR, ...RU.split(/\s+/).filter(Boolean).map(foldWord)]);

/** True for a folded token that carries no subject on its own. */
export function isStopword(token: string): boolean {
  return ALL.has(token) || token.length < 2 || /^\d+$/.test(token);
}
