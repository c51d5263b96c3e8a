// Function words of English, French and Russian (the languages of our users' messages), plus
// conversational filler common in prompts to assistants. They carry no topic, so the lexical
// embedder and the extractive topic finder skip them. Lists are accent-stripped and lowercased.
const EN = `a about above after again against all also am an and any are as at be because been before being below between both but by
can could did do does doing done down during each few for from further had has have having he her here hers herself him himself his how
i if in into is it its itself just let me more most my myself no nor not now of off on once only or other our ours ourselves out over own
same she should so some such than that the their theirs them themselves then there these they this those through to too under until up
very was we were what when where which while who whom why will with would you your yours yourself yourselves yes ok okay please thanks
thank hi hello hey sure maybe really still already yet even much many lot lots thing things something anything everything nothing way
want wanted need needs like get got make made use used using go going see look try tried know think say said tell told well also again
here there now then today always never ever every one two three first last new old good bad sorry need can't don't won't didn't isn't
it's i'm let's that's what's there's should've would've gonna wanna don doesn didn isn won aren wasn weren haven hasn
couldn wouldn shouldn ll ve re lets idk pls plz thx yeah yep nope hmm btw imo tbh fyi asap etc`;

const FR = `a au aux avec ce ces cela ceci celle celles celui ceux c ca d dans de des du elle elles en et eux il ils j je l la le les leur
leurs lui m ma mais me meme mes moi mon n ne nos notre nous on ou par pas pour qu que quel quelle quelles quels qui s sa sans se ses si
son sur t ta te tes toi ton tu un une vos votre vous y a ete etre est sont suis es etes sommes etait etaient sera seront serait fait
faire fais faut peux peut pouvez veux veut voulez voudrais dois doit devez ai as avons avez ont avait avaient aura tout tous toute toutes
tres plus moins bien aussi encore deja alors donc car comme quand ou oui non merci stp svp bonjour salut ok voila juste vraiment chose
choses truc trucs peu beaucoup ici la-bas maintenant toujours jamais rien quelque quelques chaque autre autres cette cet ca lors apres
avant depuis pendant sous entre vers chez dont lequel laquelle lesquels ceci celle-ci celui-ci ya`;

const RU = `и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему
теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где
есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем
ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше
тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им
более всегда конечно всю между это эта пожалуйста спасибо привет давай нужно нужна нужен сделай сделать`;

export const STOPWORDS: ReadonlySet<string> = new Set(
  [EN, FR, RU]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.normalize('NFD').replace(/\p{M}/gu, '')),
);
