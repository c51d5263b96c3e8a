// The configurable feedback patterns of docs/seeds/002.md §2.2, version 2: word classes, not phrases. The grammar
// (./families.ts) decides how classes combine ("not" + a function verb is a failure, "why" +
// "you" + a past auxiliary in a question is a reproach), so a sentence never seen before is
// judged by its shape. Entries are folded (case, accents) and stemmed before matching; a
// trailing `*` matches any word starting with the entry; several words match in sequence.
// Written for this project from general knowledge of English, French and Russian.

export const WORD_CLASSES = [
  'negator',
  'functionVerb',
  'noEffect',
  'persistence',
  'problem',
  'breakage',
  'looping',
  'undo',
  'backTo',
  'meant',
  'omission',
  'badJudgement',
  'praise',
  'weakPraise',
  'thanks',
  'worksVerb',
  'solved',
  'mildNegative',
  'why',
  'you',
  'pastAux',
  'doubt',
  'acknowledge',
  'refusal',
  'condition',
  'purpose',
  'hypothetical',
  'reservation',
  'notFeedback',
  'understand',
  'actual',
  'copula',
  'perceive',
  'requestLead',
  'success',
  'stillState',
  'symptom',
  'excess',
  'clarity',
  'unrelated',
  'hedge',
  'approval',
  'strongThanks',
  'should',
  'stopDoing',
  'ownMistake',
  'terseNegative',
  'youSaid',
  'givingUp',
  'redo',
  'betterWay',
] as const;
export type WordClass = (typeof WORD_CLASSES)[number];

export interface FeedbackPatterns {
  version: 2;
  /** docs/seeds/002.md §2.2: isolated praise counts only in short messages (or a short leading clause). */
  shortMessage: { maxWords: number; maxChars: number };
  classes: Record<WordClass, string[]>;
  /** The user's own phrases, matched as written (folded), when the grammar misses them. */
  extra: { praise: string[]; criticism: string[]; corrections: string[]; ignore: string[] };
}

export const DEFAULT_FEEDBACK_PATTERNS: FeedbackPatterns = {
  version: 2,
  shortMessage: { maxWords: 5, maxChars: 50 },
  classes: {
    // Words that negate what follows within a few words.
    negator: ['not', 'no', 'never', 'no longer', 'nothing', 'nowhere', 'cannot', 'cant', 'wont', 'ne', "n'", 'pas', 'plus', 'jamais', 'rien', 'aucun*', 'не', 'ни', 'нет', 'никак', 'ничего'],
    // What software does; negated, it is a failure report.
    functionVerb: [
      'work*', 'render*', 'show*', 'display*', 'load*', 'complete', 'completed', 'finish*', 'ready', 'compil*', 'build*', 'start*', 'launch*', 'open*', 'appear*', 'respond*', 'run', 'runs', 'running', 'save*', 'updat*', 'apply*', 'appli*', 'connect*', 'install*', 'refresh*', 'print*', 'deploy*', 'sync*', 'trigger*', 'fire*', 'move*', 'scroll*', 'click*', 'submit*', 'send*', 'recogni*', 'detect*', 'pass', 'passes', 'help*', 'fix', 'fixes', 'fixed', 'chang*', 'take effect', 'stick*', 'exist', 'exists',
      'march*', 'fonctionn*', 'affich*', 'charg*', 'termin*', 'fini*', 'pret', 'lanc*', 'demarr*', 'ouvr*', 'ouvert', 'apparai*', 'apparu*', 'bouge*', 'enregistr*', 'sauvegard*', 'envo*', 'pass*', 'mis a jour', 'prend*', 'pris', 'reconn*', 'compil*', 'deploi*', 'deploy*', 'existe*',
      'работ*', 'запуск*', 'загруж*', 'груз*', 'отобража*', 'показыва*', 'открыва*', 'компилир*', 'собира*', 'появля*', 'сохраня*', 'меня*', 'применя*', 'срабатыва*', 'помог*', 'реагир*', 'существу*',
    ],
    // "Nothing changed": the change had no visible effect.
    noEffect: ['nothing happens', 'nothing happened', 'nothing changed', 'no change', 'no difference', 'no effect', 'same result', 'same thing', 'rien ne se passe', "rien n'a change", 'rien a change', 'aucun changement', 'aucune difference', 'aucun effet', 'ничего не происходит', 'ничего не изменилось', 'никакого эффекта', 'без изменений'],
    // "Still", "again": the problem outlived the fix.
    persistence: ['still', 'again', 'yet again', 'once more', 'same', 'keeps', 'keep', 'toujours', 'encore', 'de nouveau', 'pareil', 'meme', 'опять', 'снова', 'все еще', 'всё ещё', 'до сих пор', 'тот же', 'та же', 'то же'],
    problem: ['error*', 'issue*', 'problem*', 'bug*', 'fail*', 'exception*', 'warning*', 'crash*', 'broken', 'wrong', 'stack trace', 'traceback', 'trace', 'timeout*', 'timed out', 'happening', 'happens', 'timeout', 'echec', 'echoue*', 'bad', 'ugly', 'boring', 'moche', '=nul', 'erreur*', 'probleme*', 'bug*', 'plant*', 'ошибк*', 'проблем*', 'баг*', 'падает', 'исключени*'],
    breakage: [
      'broke', 'broken', 'breaks', 'failing', 'fails', 'failed', 'stuck', 'crash*', 'conflicts', 'conflicting', 'clashes', 'en conflit', 'конфликтует', 'конфликтуют', 'regress*', 'worse', 'hang', 'hangs', 'hanging', 'freez*', 'froze*', 'blank screen', 'white screen', 'black screen', 'blows up', 'blew up', 'errors out', 'segfault*', 'corrupt*', 'messed up', 'screwed up',
      'casse*', 'cass', 'plante', 'plant', 'plantag*', 'regress*', 'pire', 'echoue*', 'echec', 'bloque*', 'fige*', 'ecran blanc', 'ecran noir', 'explos*', 'corromp*', 'bousill*',
      'сломал*', 'слома*', 'поломал*', 'падает', 'упал*', 'вылета*', 'виснет', 'завис*', 'хуже', 'крашит*', 'крэш*', 'испортил*', 'белый экран',
    ],
    looping: ['third time', 'fourth time', 'for the third time', 'troisieme fois', 'quatrieme fois', 'третий раз', 'meme chose', 'same thing again', 'loop', 'loops', 'looping', 'in circles', 'in a circle', 'round and round', 'repeating yourself', 'repeat yourself', 'going around', 'en rond', 'en boucle', 'tu boucles', 'по кругу', 'зациклил*', 'циклишь*', 'зацикли*'],
    undo: ['revert*', 'undo', 'undo it', 'leave it', 'leave it alone', 'leave it as is', 'leave that', 'laisse le', 'laisse ca', 'laisse comme', 'laisse tel quel', 'оставь как есть', 'не трогай', 'roll back', 'rollback', 'roll it back', 'roll that back', 'roll this back', 'roll them back', 'roll everything back', 'put it back', 'put back', 'change it back', 'restore', 'restore the', '=annule', '=annules', '=annulez', '=annuler', '=defais', '=defaire', '=defaites', 'remets', 'remettre', 'restaure*', 'откат*', 'отмени*', 'верни', 'вернуть', 'верни как было'],
    // "go back to how it was": an undo when followed by a former state.
    backTo: ['go back', 'goes back', 'back to', 'reviens', 'revenir', 'retour', 'retourne', 'вернись', 'вернемся', 'вернёмся'],
    meant: ['i am not saying', 'i m not saying', 'im not saying', "i didn't say", 'i did not say', 'i am just asking', 'i was just asking', 'i am asking', 'i was asking', 'je ne dis pas', "j'ai pas dit", "je n'ai pas dit", 'je demande juste', 'я не говорю', 'я не говорил', 'я просто спросил', 'i meant', 'what i meant', 'i said', 'i told you', 'i asked', 'i asked for', 'i asked you', 'i explicitly said', 'i explicitely said', 'i clearly said', 'i already said', 'i already told you', 'i specifically asked', 'as we mentioned', 'as we discussed', 'as we agreed', 'as agreed', 'comme on a dit', 'comme convenu', 'comme on avait dit', 'как мы договаривались', 'как договаривались', 'как мы говорили', "j'avais dit", "j'avais demande", "j'avais bien dit", "je t'avais demande", 'я же просил', 'я просил', 'not what i', "that's not what", 'thats not what', 'that is not what', 'je voulais dire', "j'ai dit", 'je t ai dit', "je t'ai dit", "je t'avais dit", 'je parlais de', 'je parlais du', 'je parlais des', 'je parle de', 'je parle du', "ce n'est pas ce que", "c'est pas ce que", 'я имел в виду', 'я имела в виду', 'я сказал', 'я же сказал', 'я говорил', 'я просил', 'я же просил', 'не это', 'не то что'],
    omission: ['forgot', 'forgotten', 'forget', 'missed', 'skipped', 'omitted', 'left out', 'overlooked', 'missing', 'oubli*', 'manque', 'manquant*', 'omis', 'saute', 'забыл*', 'пропустил*', 'упустил*', 'не хватает', 'отсутству*'],
    badJudgement: [
      'wrong', 'incorrect', 'garbage', 'useless', 'nonsense', 'no sense', 'aucun sens', 'pas de sens', 'terrible', 'awful', 'horrible', 'ugly', 'mess', 'sloppy', 'unacceptable', 'makes no sense', 'make no sense', 'not acceptable', 'bullshit', 'crap', 'rubbish', 'junk', 'hallucinat*', 'made up', 'wtf', 'overkill', 'are you kidding', 'kidding me', "you're kidding", 'tu te fous', 'tu rigoles', 'издеваешься', 'прикалываешься', 'ugh', 'boring', 'bland', 'unreadable', 'hard to read', 'hard to see', 'hard to use', 'illisible', 'difficile a lire', 'ennuyeux', 'fade',
      'faux', 'fausse', '=nul', '=nulle', "n'importe quoi", 'nimporte quoi', 'moche', 'horrible', 'catastroph*', 'inacceptable', 'absurde', 'hallucin*', 'invente', 'merdique', 'pourri',
      'неправильн*', 'неверн*', 'ерунд*', 'чушь', 'бред', 'ужасн*', 'кошмар', 'фигня', 'халтур*', 'выдумал*',
    ],
    praise: [
      'not bad', 'not too bad', 'no complaints', 'pas mal', 'pas si mal', 'неплохо', 'не плохо',
      'gorgeous', 'stunning', 'slick', 'perfect', 'perfectly', 'excellent', 'awesome', 'amazing', 'fantastic', 'brilliant', 'wonderful', 'superb', 'outstanding', 'great job', 'great work', 'good job', 'good work', 'nice job', 'nice work', 'well done', 'nailed it', 'love it', 'love this', 'beautiful', 'impressive', 'spot on', 'exactly what i', 'just what i', 'like a charm', 'flawless', 'looks great', 'looks amazing', 'looks awesome', 'looks perfect', 'looks fantastic', 'rend bien', 'rend super bien', 'выглядит отлично', 'выглядит круто',
      'parfait*', 'excellent*', 'genial*', 'impeccable', 'bravo', 'bien joue', 'magnifique', 'formidable', 'superbe', 'top', 'nickel', 'trop bien', 'tres bien', 'beau travail', 'bon travail', 'super boulot', 'exactement ce que', 'chapeau', 'merveille*',
      'отлично', 'отличн*', 'идеальн*', 'превосходн*', 'молодец', 'круто', 'класс', 'здорово', 'прекрасн*', 'великолепн*', 'супер', 'шикарн*', 'то что нужно',
    ],
    // Mild approval: counts only as a whole short message or a short leading clause.
    weakPraise: ['great', 'good', 'nice', 'cool', 'neat', 'sweet', 'fine', 'lovely', 'better', 'much better', 'works for me', 'bien', 'super', 'sympa', 'cool', 'mieux', 'beaucoup mieux', 'ca me va', 'хорошо', 'норм', 'нормально', 'неплохо', 'лучше', 'годно'],
    thanks: ['thanks', 'thank you', 'thx', 'ty', 'cheers', 'much appreciated', 'appreciate it', 'merci', 'merci beaucoup', 'спасибо', 'благодарю', 'спс'],
    // Positive "it works"; negated or in a question it is not praise.
    worksVerb: ['works', 'working', 'worked', 'work now', 'завел*', 'завёл*', 'passes', 'passed', 'passing', 'opened', 'opens', 'loads', 'loaded', 'compiles', 'compiled', 'builds', 'boots', 'connected', 'connects', 'marche', 'marché', 'fonctionne', 'fonctionné', 'работает', 'заработал*', 'получилось', 'сработал*'],
    solved: ['fixed it', 'that fixed', 'that did it', 'this did it', 'did the trick', 'does the trick', 'solved', 'resolved', 'sorted', 'all good', 'regle', 'resolu', "c'est bon", 'that was it', 'that was the problem', "c'etait ca", 'дело было в этом', 'в этом было дело', 'tout est ok', 'tout est bon', 'tout marche', 'everything is ok', 'everything is fine', 'everything works', 'all ok', 'всё ок', 'все ок', 'всё хорошо', 'все хорошо', 'всё работает', 'все работает', 'решено', 'решил', 'исправлено', 'помогло'],
    // Faint praise that is really criticism when negated ("not great", "pas terrible").
    mildNegative: ['great', 'good', 'ideal', 'right', 'correct', 'quite', 'really', 'exactly', 'enough', 'what i', 'terrible', 'top', 'ouf', 'bon', 'bien', 'ca', 'genial', 'очень', 'совсем', 'то', 'так', 'правильно'],
    why: ['why', 'how come', 'who asked', 'who told', 'pourquoi', "qui t'a demande", "qui t'a dit", 'почему', 'зачем', 'с чего', 'кто просил', 'кто тебя просил'],
    you: ['you', 'your', 'youre', 'u', 'ur', 'tu', "t'", 'toi', 'vous', 'ты', 'вы', 'тебя', 'тебе', 'вам', 'тобой'],
    pastAux: ['did', 'didnt', 'have', 'havent', 'has', 'would', 'are', 'were', 'as', 'avez', 'a', 'es', 'etais'],
    // Doubt words that make a yes/no question about the assistant's work pointed.
    doubt: ['even', 'really', 'actually', 'sure', 'bien', 'vraiment', 'sur', 'точно', 'правда', 'вообще', 'уверен*', 'forget', 'forgot', 'follow', 'read', 'check', 'test', 'try', 'verify', 'look at', 'oublie', 'suivi', 'lu', 'verifie', 'teste', 'читал*', 'проверял*', 'смотрел*', 'тестировал*', 'запускал*'],
    // Bare acknowledgements: answers, not judgements.
    acknowledge: ['ca marche', 'ça marche', 'yes', 'yeah', 'yep', 'yup', 'sure', 'ok', 'okay', 'k', 'go', 'go ahead', 'do it', 'proceed', 'continue', 'alright', 'right', 'oui', 'ouais', 'daccord', "d'accord", 'vas y', 'vas-y', 'go', 'ok', 'allez', 'fais le', 'fais-le', 'да', 'ага', 'ок', 'окей', 'давай', 'хорошо', 'продолжай', 'угу'],
    refusal: ['no', 'nope', 'nah', 'non', 'нет', 'неа', 'not yet', 'pas encore', 'еще нет', 'ещё нет'],
    condition: ['if', 'unless', 'in case', 'whether', 'when', 'si', "s'il", 'au cas ou', 'lorsque', 'quand', 'если', 'когда', 'вдруг'],
    purpose: ['make sure', 'ensure', 'so that', 'to avoid', 'avoid', 'without', 'prevent', 'pour que', 'afin que', 'pour eviter', 'eviter', 'sans', 'assure toi', 'veille', 'чтобы', 'убедись', 'без'],
    hypothetical: ['would be', 'could be', 'would it be', 'it d be', 'serait', 'ce serait', 'pourrait', 'было бы', 'будет'],
    reservation: ['but', 'except', 'however', 'though', 'although', 'mais', 'sauf', 'cependant', 'par contre', 'pourtant', 'но', 'кроме', 'однако', 'только'],
    // Verbs of understanding: "I don't understand" after an explanation says it was unclear.
    understand: ['understand', 'get it', 'follow', 'comprends', 'comprend', 'saisis', 'понимаю', 'понял', 'поняла'],
    // "The real URL is …", "la bonne commande est …": the right value, so what was given was wrong.
    actual: ['the real', 'the actual', 'the correct', 'the right', 'la vraie', 'le vrai', 'la veritable', 'le veritable', 'les vrais', 'la bonne', 'le bon', 'les bons', 'правильный', 'правильная', 'правильное', 'настоящий', 'настоящая'],
    copula: ['is', 'are', 'was', 'est', 'sont', 'etait', 'это', 'будет', '—'],
    // "I can't see / read / run it": the result is unusable. Negated, after "can".
    perceive: ['see', 'read', 'find', 'run', 'open', 'use', 'access', 'login', 'log in', 'launch', 'reach', 'click', 'tap', 'scroll', 'type', 'cliquer', 'нажать', 'кликнуть', 'voir', 'lire', 'trouver', 'lancer', 'ouvrir', 'acceder', 'видно', 'вижу', 'прочитать', 'запустить', 'открыть'],
    // Where a new request starts after a short praise: "looks great can we add …".
    requestLead: ['can we', 'can you', 'could you', 'could we', 'now', 'next', 'also', 'any way', 'anyway', 'is there', 'what about', 'how about', 'lets', "let's", 'peux tu', 'peux-tu', 'pourrais tu', 'est ce que', 'et si', 'maintenant', 'можешь', 'а можно', 'теперь'],
    // Outcome verbs that report success on their own.
    success: ['works', 'worked', 'passes', 'passed', 'opened', 'loaded', 'compiled', 'built', 'started', 'booted', 'connected', 'joined', 'installed', 'marche', 'fonctionne', 'работает', 'запустилось', 'собралось', 'завелось'],
    // "Still" and "same" that, after the assistant changed something, say the change did not take.
    stillState: ['still', 'same thing', 'same issue', 'same error', 'same problem', 'same result', 'same behaviour', 'same behavior', 'same warning', 'same message', 'same output', 'toujours', 'pareil', 'toujours pareil', 'meme chose', 'meme erreur', 'meme probleme', 'опять', 'снова', 'все еще', 'всё ещё', 'до сих пор', 'то же самое', 'тоже самое', 'та же ошибка', 'та же проблема'],
    // What a user sees when a change went wrong: layout, content, speed, duplicates.
    symptom: [
      'jumps', 'jumping', 'flicker*', 'overlap*', 'cut off', 'clipped', 'overflows', 'overflowing', 'misalign*', 'glitch*', 'laggy', 'unresponsive', 'off by', 'covers', 'covering', 'hides the', 'blank page', 'blank screen', 'sent twice', 'shows twice', 'appears twice', 'runs twice',
      'saute', 'sautent', 'clignot*', 'chevauch*', 'deborde', 'debordent', 'decale', 'decalee', 'decales', 'rame', 'passe sous', 'passe derriere',
      'прыгает', 'прыгают', 'мигает', 'мигают', 'моргает', 'перекрывает', 'обрезается', 'обрезан*', 'тормозит', 'валится', 'валятся', 'съезжает', 'уезжает', 'налезает', 'уехал*', 'съехал*',
    ],
    // "Too complicated", "overkill": the result is more than was needed.
    excess: ['too complicated', 'too complex', 'too verbose', 'too long', 'too much', 'way too', 'too small', 'too big', 'too slow', 'trop petit*', 'trop lent*', 'слишком мал*', 'слишком медленн*', 'overkill', 'overengineered', 'over engineered', 'over-engineered', 'bloated', 'trop complique*', 'trop complexe', 'trop long*', 'beaucoup trop', 'usine a gaz', 'trop lourd*', 'слишком сложн*', 'слишком длинн*', 'слишком много', 'переусложн*'],
    // "That makes sense now": an explanation that landed (with thanks, a win).
    clarity: ['makes sense', 'make sense', 'got it', 'i see', 'now i understand', 'now i get it', 'clearer', 'plus clair', 'je comprends mieux', 'compris', 'понятно', 'теперь понятно', 'ясно'],
    // The user says the problem is not the assistant's doing.
    unrelated: ['unrelated', 'nothing to do with', 'not related', 'not your change', 'not your fault', 'not your code', 'not your parser', 'before your change', 'before you touched', 'even before you', 'not caused by', 'known bug', 'known issue', 'known upstream', "that's expected", 'thats expected', 'that is expected', 'another thing', 'different issue', 'separate issue', 'by the way', 'btw', 'sans rapport', 'rien a voir', 'pas lie', 'pas de ta faute', 'pas ton code', 'avant ton changement', 'avant que tu', 'bien avant', "c'est normal", 'bug connu', 'autre chose', 'au fait', 'не связано', 'не из-за тебя', 'не твоя вина', 'не твой код', 'было и до', 'ещё до тебя', 'еще до тебя', 'до тебя', 'это нормально', 'известный баг', 'другое', 'кстати'],
    // The user's own slip: "my bad, I pasted the wrong log" is not the assistant's fault.
    ownMistake: ['my bad', 'my mistake', 'my fault', 'oops', 'i typed', 'i pasted', 'i was wrong', 'i gave you the wrong', 'ma faute', 'autant pour moi', 'au temps pour moi', 'je me suis trompe', "j'ai colle", "j'ai tape", 'моя ошибка', 'я ошибся', 'я ошиблась', 'я перепутал', 'сорри, я'],
    // Softeners that make a question a question: "just curious", "not saying it's wrong".
    hedge: ['just curious', 'out of curiosity', 'explain to me', 'can you explain', 'not familiar with', "i don't know much", 'explique moi', 'explique-moi', "je connais pas", 'je ne connais pas', 'объясни', 'не разбираюсь', "not saying it's wrong", 'not saying it is wrong', "not saying it's bad", 'juste par curiosite', 'par curiosite', 'je demande juste', 'просто интересно', 'из любопытства'],
    // Approval of what was delivered: "ship it", "LGTM", "je valide", "одобряю".
    approval: ['ship it', 'lgtm', 'looks good to me', 'i approve', 'je valide', 'on valide', 'go pour moi', 'одобряю', 'апрув', 'аппрув', 'chef s kiss', "chef's kiss", 'огонь', 'бомба', 'красота', 'кайф', 'de ouf', 'trop fort'],
    // Thanks strong enough to be praise unless a request follows.
    strongThanks: ['thank you so much', 'thanks so much', 'thanks a lot', 'thanks a ton', 'thanks a million', 'many thanks', 'much appreciated', 'merci infiniment', 'merci mille fois', 'un grand merci', 'merci merci', 'огромное спасибо', 'большое спасибо', 'спасибо огромное', 'спасибо большое'],
    // What should be instead: with a complaint, it makes a correction.
    should: ['should be', 'should go', 'should use', 'should have', 'should sit', 'should live', 'needs to be', 'has to be', 'supposed to be', 'devrait', 'doit etre', 'doivent etre', 'il fallait', 'aurait du', 'должно быть', 'должен быть', 'должна быть', 'нужно было', 'надо было'],
    // "stop apologising", "arrête de toucher au CSS", "перестань извиняться": what the assistant keeps doing.
    stopDoing: ['stop', 'quit', 'arrete de', "arrete d'", 'arretez de', 'cesse de', 'перестань', 'прекрати', 'хватит'],
    // Terse dismissals after the work: "meh", "bof", "not really", "мимо".
    terseNegative: ['meh', 'bof', 'mouais', 'not really', 'pas vraiment', 'не совсем', 'мимо', 'не то', 'hmm no', 'nah', 'nope', 'bah non', 'ben non', 'неа', 'не-а'],
    // The assistant's claim, quoted back: "you said it was green", "а говорил всё зелёное".
    youSaid: ['you said', 'you told me', 'you claimed', 'tu as dit', "t'as dit", 'tu disais', 'tu avais dit', 'ты говорил', 'ты сказал', 'а говорил', 'ты же сказал', 'ты же говорил'],
    // Giving up on the assistant: "forget it, I'll do it by hand".
    givingUp: ['forget it', "i'll do it myself", 'i will do it myself', "i'll do it by hand", 'laisse tomber', 'je vais le faire moi meme', 'je le ferai moi meme', 'забей', 'сам сделаю', 'проехали'],
    // "redo the summary", "refais-le", "переделай": what was delivered is not accepted.
    redo: ['redo', 'do it again', 'start over', '=refais', 'recommence', 'переделай', 'переделать'],
    // "wouldn't it be better to …?", "ce ne serait pas mieux de …?", "не лучше ли …?": a better way than the one taken.
    betterWay: ['would not it be', "wouldn't it be", 'would it not be', "isn't it better", 'is it not better', "shouldn't we", 'should not we', 'why not just', 'ne serait il pas', 'ce ne serait pas', 'serait pas mieux', 'ne vaudrait il pas', 'не лучше ли', 'может лучше', 'а не проще'],
    // Look-alikes that are not feedback about the assistant's work.
    notFeedback: ['not urgent', 'no rush', 'pas urgent', 'pas presse', 'не срочно', 'опять же', 'again,', 'encore une fois,', 'went wrong', 'goes wrong', 'go wrong', "what's wrong", 'whats wrong', 'what is wrong', 'error message', 'no worries', 'no problem', 'no thanks', 'no thank you', 'thanks in advance', 'merci d avance', "merci d'avance", 'pas de probleme', 'pas grave', 'заранее спасибо', 'good morning', 'good night', 'good luck', 'good idea', 'bonne idee', 'good question', 'good to know', 'for good', 'the top', 'on top', 'top of', 'top bar', 'top level', 'top right', 'top left', 'en haut', 'super admin', 'super user', 'as good as', 'bonne nuit', 'bonne journee'],
  },
  extra: { praise: [], criticism: [], corrections: [], ignore: [] },
};
