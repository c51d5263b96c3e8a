// The ways people state a standing rule, by family. Each regex is matched on one sentence
// (original case, apostrophes straightened); the rule is what remains once the marker is cut.
// Written for this project from general knowledge of English, French and Russian.

import { gated, type Pattern } from './pattern';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const re = (body: string, flags = 'iu') => new RegExp(body, flags);

/** Time markers that make an instruction standing and add nothing to it ("from now on"): cut from the rule. */
export const TEMPORAL = re(
  // "by default" / "par défaut" lead the sentence: "wayfire par défaut", "mets 128 par défaut" say what the default is.
  `(?:^(?:by default|par d[ée]faut|по умолчанию)(?=[\\s,:])|${L}(?:from now on(?:wards?)?|from now onwards?|henceforth|going forward|from here on(?: out)?|in (?:the )?future|for the future|(?:the )?next times?|as a (?:general )?rule|` +
    `d[ée]sormais|dor[ée]navant|(?:[àa]|pour) l'avenir|[àa] partir de (?:maintenant|mtn|mnt)|de mani[èe]re g[ée]n[ée]rale|en g[ée]n[ée]ral(?=\\s*,?\\s*(?:tous|toutes|tout|chaque|quand|pour|dans))|(?:la|les) prochaines? fois|en r[èe]gle g[ée]n[ée]rale|pour la suite|` +
    `впредь|отныне|в дальнейшем|в будущем|на будущее|в следующий раз|с этого (?:момента|дня)|с сегодняшнего дня|from this point (?:on|forward)|from today(?: on)?|[àa] partir d'aujourd'hui|d[èe]s aujourd'hui)${R})` +
    // "на будущее пригодится", "could come in handy in the future": useful later, not a rule for later.
    `(?!\\s*,?\\s*(?:пригод|может пригод|will come in handy|could come in handy|might be useful|[çc]a pourra servir|[çc]a servira))`,
);

/** Markers that make an instruction standing and say when or where it holds: kept in the rule. */
export const SCOPE = re(
  `${L}(?:every (?:single )?time|each time|any ?time you|whenever|(?:after|before) (?:each|every) (?:change|commit|step|edit|task|file|push|merge|release|deploy(?:ment)?)|in (?:each|every) (?:message|answer|reply|response)|(?:on|for) anything (?:in|under|touching|that touches|you (?:create|add|write|make|build|touch))|pour tout ce que tu (?:cr[ée]es|ajoutes|[ée]cris|fais)|(?:before|after) any (?:commit|push|merge|release|deploy(?:ment)?)|(?:before|after) \\p{L}+ing any \\p{L}+|avant de \\p{L}+ (?:un|une|le|la|les) (?:quelconque|n'importe quel)|перед тем как \\p{L}+ (?:любой|любые|любую)|avant (?:tout|chaque) (?:commit|push|merge)|` +
    `(?:apr[èe]s|avant) chaque (?:modification|changement|commit|[ée]tape|push|merge|release|d[ée]ploiement)|[àa] chaque (?:message|r[ée]ponse)|pour tout ce qui (?:touche|concerne)|` +
    `(?:после|перед) каждым (?:изменением|коммитом|шагом|пушем|релизом|деплоем)|в каждом (?:сообщении|ответе)|для всего,? что|` +
    `at the (?:start|beginning|end) of (?:each|every|any) (?:new )?(?:session|conversation|chat|task|release|sprint)|` +
    `(?:for|in|on) (?:each|every|all|any) (?:new )?(?:sessions?|conversations?|projects?|commits?|pull requests?|prs?|releases?|tasks?)|` +
    `(?:for|on|in|with) (?:any|all|every) [\\p{L}/-]+ (?:work|changes?|tasks?|code|files?|components?|pages?|features?)|(?:in|for) all (?:the )?(?:texts?|strings?|messages?|docs)(?: for (?:users|customers|the users))?|for everything (?:we|you) (?:publish|write|ship|release|send)|` +
    `(?:across|throughout|for|in) the (?:whole|entire) (?:project|codebase|repo(?:sitory)?)|across the (?:project|codebase|repo)|` +
    `(?:for|on|in|with) (?:any|all|every|each) [\\p{L}\\d/._-]+(?: [\\p{L}\\d/._-]+)?(?: (?:you|we) (?:write|add|create|touch|make|build|open))?(?=\\s*:)|(?:for|on) (?:anything|everything) (?:in|under) \\S+(?=\\s*:)|` +
    `pour (?:tous|toutes) les [\\p{L}\\d/._-]+(?: [\\p{L}\\d/._-]+)?(?=\\s*:)|pour (?:chaque|tout) [\\p{L}\\d/._-]+(?: [\\p{L}\\d/._-]+)?(?=\\s*:)|` +
    `для (?:всех|каждого|каждой|любого|любой|любых) [\\p{L}\\d/._-]+(?: [\\p{L}\\d/._-]+){0,2}(?=\\s*:)|` +
    `(?:[àa] )?chaque fois(?: que| qu')?|(?:[àa] )?chaque (?:d[ée]but|fin) de (?:session|conversation|t[âa]che|release)|en d[ée]but de (?:chaque )?session|au d[ée]but de (?:chaque|toute) (?:session|conversation)|` +
    `(?:pour|dans|sur|partout dans) (?:tout|l'ensemble du) (?:le |ce )?projet|pour toute (?:modification|t[âa]che|pr|release|session)|pour tous les (?:projets|commits|fichiers|textes|messages|mails|e-mails|[ée]crans)|syst[ée]matiquement|` +
    `каждый раз|в начале каждой (?:сессии|беседы|задачи)|во вс[её]м проекте|для всего проекта|всегда и везде|` +
    // A routine of the working day: "(same as) every morning", "tous les matins", "каждое утро".
    `(?:(?:same|like) (?:as )?)?(?:every|each) (?:morning|evening|day|week|monday|friday)|(?:comme )?(?:tous les|chaque) (?:matins?|soirs?|jours?|semaines?|lundis?|vendredis?)|` +
    `(?:как )?(?:каждое утро|каждый (?:день|вечер|понедельник|раз с утра)|каждую (?:неделю|пятницу)|по утрам)|` +
    // "для любой работы с UI", "pour tout travail d'UI": any work of a kind.
    `для (?:любой|всей|каждой) работы (?:с|над|по)\\s+\\S+|pour tout travail (?:d'|de |sur |sur l')\\S+)${R}`,
);

/** Explicit markers at the start of a sentence; group 1 is the rule. */
export const EXPLICIT: Array<[RegExp, string]> = [
  [
    re(
      `^(?:please\\s+)?(?:remember|keep in mind|bear in mind|note|write (?:that|this|it) down)(?:\\s*[:,]|\\s+(?:this|these)(?:\\s+(?:for|in|on)\\s+[^:]{1,40})?\\s*:|\\s+that${R}|\\s+to${R})\\s*(.+)$`,
    ),
    'remember',
  ],
  [re(`^(?:and\\s+)?(?:don't|do not|never)\\s+forget(?:\\s*:|\\s+to${R}|\\s+that${R})?\\s*(.+)$`), "don't forget"],
  [
    re(
      `^(?:(?:new|house|standing|golden|project)\\s+)?rule(?:\\s+for\\s+(?:you|the future|this (?:repo|project)))?\\s*:\\s*(.+)$`,
    ),
    'rule:',
  ],
  [
    re(
      `^(?:(?:retiens|note|m[ée]morise)[- ](?:ça|ca|bien ça|bien ca|cela)(?:\\s+pour (?:la suite|plus tard|l'avenir|ce projet))?\\s*[:,]|m[ée]morise(?:\\s*[:,]|\\s+que(?![\\p{L}])|\\s+qu'))\\s*(.+)$`,
    ),
    'retiens ça',
  ],
  [re(`^(?:запомни|учти)(?:\\s+(?:на будущее|это|для этого проекта))?\\s*[:,]\\s*(.+)$`), 'запомни'],
  // "let's agree: …", "mettons-nous d'accord : …", "давай договоримся: …": a standing agreement.
  [
    re(
      `^(?:(?:and|so|et|alors|и|так что)\\s+)?(?:let's agree(?: on this)?|mettons-nous d'accord|on se met d'accord|convenons(?: de (?:ça|ca|cela))?|(?:давай(?:те)?\\s+)?(?:сразу\\s+)?договоримся)\\s*:\\s*(.+)$`,
    ),
    "let's agree",
  ],
  // "rappel pour toute la suite : …", "reminder for the rest of the project: …".
  [
    re(
      `^(?:reminder|rappel|напоминаю|напоминание)\\s+(?:for (?:the rest of (?:the|this) (?:project|work)|everything from now on|all (?:future|further) work)|pour (?:toute la suite|tout le projet|la suite)|на (?:будущее|весь проект|всё дальнейшее))\\s*:\\s*(.+)$`,
    ),
    'reminder for the rest',
  ],
  // "make it a habit to …", "prends l'habitude de …", "возьми за правило …": the habit is the rule.
  [
    re(
      `^(?:make it a habit to|get into the habit of|prends l'habitude de|prenez l'habitude de|возьми(?:те)? за правило|возьми(?:те)? в привычку)\\s+(.{4,})$`,
    ),
    'make it a habit',
  ],
  // "note for later: …", "for future reference: …", "pour plus tard : …", "на будущее: …".
  [
    re(
      `^(?:(?:a\\s+)?note for (?:later|the future|next time)|for (?:future|later) reference|pour plus tard|pour la prochaine fois|на будущее|на потом)\\s*:\\s*(.+)$`,
    ),
    'note for later',
  ],
  [re(`^r[eè]gle(?:\\s+(?:du projet|du repo|de la maison|de l'[ée]quipe|d'or))?\\s*:\\s*(.+)$`), 'règle :'],
  [re(`^правило(?:\\s+(?:проекта|команды|репы))?\\s*:\\s*(.+)$`), 'правило :'],
  [re(`^(?:rappelle|souviens)[- ]toi(?:\\s*[:,]|\\s+que${R}|\\s+qu'|\\s+de${R}|\\s+d')\\s*(.+)$`), 'rappelle-toi'],
  [re(`^retiens(?:\\s+bien)?(?:\\s*[:,]|\\s+que${R}|\\s+qu')\\s*(.+)$`), 'retiens'],
  [re(`^garde\\s+(?:bien\\s+)?en\\s+(?:t[êe]te|m[ée]moire)(?:\\s*[:,]|\\s+que${R}|\\s+qu')\\s*(.+)$`), 'garde en tête'],
  [
    re(`^(?:et\\s+)?n'oublie\\s+(?:pas|jamais)(?:\\s*:|\\s+de${R}|\\s+d'|\\s+que${R}|\\s+qu')?\\s*(.+)$`),
    "n'oublie pas",
  ],
  [re(`^(?:запомни|помни|не забывай|не забудь|правило)(?:\\s*[:,]|\\s+что${R})?\\s*(.+)$`), 'запомни'],
];

// Files and places where an assistant keeps its standing instructions.
const MEMORY_PLACE = `(?:(?:the|your|my|ton|ta|le|la|les|tes|mes|mon|ma|в|во)\\s+)?(?:[\\p{L}\\d_-]+\\s+(?:part|section|bit)\\s+(?:of|in)\\s+(?:the\\s+|your\\s+)?|(?:la\\s+)?(?:partie|section)\\s+[\\p{L}\\d_-]+\\s+(?:de|du)\\s+(?:ton\\s+|ta\\s+|la\\s+|le\\s+)?)?(?<place>(?:[\\w.-]+\\s+)?(?:claude\\.md|agents\\.md|gemini\\.md|copilot-instructions(?:\\.md)?|\\.cursorrules|[\\w-]+\\.md|(?<!(?:my|mes|mon|ma)\\s+)(?:project\\s+|team\\s+)?notes|(?:memory|memories)(?:\\s+file)?|m[ée]moire|notes du projet|instructions?|rules|r[èe]gles|(?:system\\s+)?prompt|prompt\\s+[\\p{L}\\d_/]+|памят\\p{L}*|инструкци\\p{L}*|правила|промпт\\p{L}*(?:\\s+(?!чтобы|что|так)[\\p{L}\\d_/]+)?)(?:\\s+for\\s+(?:the\\s+)?(?:next|future|later|coming)\\s+(?:sessions?|conversations?|chats?|times?)|\\s+(?:de|du|des|d'|for|of|для)\\s*\\/?[\\p{L}\\d_-]+)?)`;

/**
 * A word each place of MEMORY_PLACE contains: a memory order names one. ".cursorrules" holds
 * "rules", "copilot-instructions" holds "instruction".
 */
const PLACE_WORD = `(?:\\.md|notes|memor|m[ée]moire|instruction|rules|r[èe]gles|prompt|памят|инструкци|правил|промпт)`;

/** A memory order: its anchored head, then a place word somewhere, gate the whole. */
const headFirst = (head: string, rest: string) => gated(re(`${head}[\\s\\S]*?${PLACE_WORD}`), re(head + rest));

/** "add to CLAUDE.md that …", "update the release prompt so that …", "modifie le prompt pour …": group `place` is where, group 1 the rule. */
export const MEMORY_WRITE: Array<[Pattern, string]> = [
  [
    re(
      `^notes?\\s+for\\s+(?:the\\s+)?(?:future|next|later|coming)\\s+(?:sessions?|times?|chats?|conversations?)\\s*:\\s*(.+)$`,
    ),
    'note for future sessions',
  ],
  [
    headFirst(`^notes?\\s+for\\s+`, `${MEMORY_PLACE}(?:,?\\s*(?:section|under)\\s+[^:]{1,30})?\\s*:\\s*(.+)$`),
    'note for …',
  ],
  [
    headFirst(
      `^(?:please\\s+)?(?:add|write|put|note|save|record|store|jot)\\s+`,
      `(?:this\\s+|it\\s+|that\\s+|the\\s+[\\p{L}\\d-]+(?:\\s+[\\p{L}\\d-]+)?\\s+(?:thing|rule|part|bit)\\s+)?(?:down\\s+)?(?:to|in|into)\\s+${MEMORY_PLACE}(?:\\s+so\\s+(?:that\\s+)?(?:the next session|next time|you|it|future sessions?)[^:]{0,30}:|\\s*:|\\s+that${R}|\\s*,)?\\s*(.+)$`,
    ),
    'add to memory',
  ],
  [
    headFirst(
      `^(?:please\\s+)?(?:update|modify|change|edit|amend|extend|fix)\\s+`,
      `${MEMORY_PLACE}\\s*(?:so that|so|to say that|to say|to make sure|in order to|to|:)\\s*(.+)$`,
    ),
    'update instructions',
  ],
  [
    headFirst(
      `^(?:ajoute|rajoute|[ée]cris|mets|met|note|inscris|enregistre)\\s+`,
      `(?:[çc]a\\s+|cela\\s+|le\\s+|la\\s+)?(?:dans|[àa]|au)\\s+${MEMORY_PLACE}(?:\\s*:|\\s+que${R}|\\s+qu'|\\s*,)?\\s*(.+)$`,
    ),
    'ajoute dans la mémoire',
  ],
  [
    headFirst(
      `^(?:modifie|mets? [àa] jour|mettre [àa] jour|change|adapte|compl[èe]te|corrige|am[ée]liore)\\s+`,
      `(?:de nouveau\\s+)?${MEMORY_PLACE}\\s*(?:pour que|pour qu'|pour|afin que|afin de|afin d'|:)\\s*(.+)$`,
    ),
    'modifie le prompt',
  ],
  [
    headFirst(
      `^(?:добавь|запиши|внеси|сохрани)\\s+`,
      `(?:это\\s+)?(?:в|во)\\s+${MEMORY_PLACE}(?:\\s*:|\\s+что${R}|\\s*,)?\\s*(.+)$`,
    ),
    'добавь в память',
  ],
  [
    headFirst(`^(?:обнови|измени|поправь|дополни)\\s+`, `${MEMORY_PLACE}\\s*,?\\s*(?:чтобы|так чтобы|:)\\s*(.+)$`),
    'обнови инструкции',
  ],
  // "update the db-changes rule: …", "je voudrais modifier la règle sur les migrations : …",
  // "измени правило про логи: …": a rule the user changes, its new wording after the colon.
  [
    re(
      `^(?:please\\s+)?(?:update|change|modify|amend|replace)\\s+(?:the|my|our|this|that)\\s+(?:[\\p{L}\\d-]+\\s+)?rule(?:\\s+(?:about|on|for)\\s+[^:]{1,40})?\\s*:\\s*(.+)$`,
    ),
    'update the rule',
  ],
  [
    re(
      `^(?:je (?:voudrais|veux)\\s+|j'aimerais\\s+|(?:peux-tu|pouvez-vous|pourriez-vous)\\s+)?(?:modifier|changer|mettre [àa] jour|modifie|change|mets [àa] jour)\\s+(?:la|cette|ma|notre)\\s+(?:r[èe]gle|consigne)(?:\\s+(?:sur|pour|concernant|des|du|de la|de)\\s+[^:]{1,40})?\\s*:\\s*(.+)$`,
    ),
    'modifier la règle',
  ],
  [
    re(`^(?:измени|поменяй|обнови|перепиши)\\s+правило(?:\\s+(?:про|о|об|для)\\s+[^:]{1,40})?\\s*:\\s*(.+)$`),
    'измени правило',
  ],
];

/** "update the db-changes rule: …", "je voudrais modifier la règle …", "измени правило …": the user changes their own rule. */
export const CHANGES_OWN_RULE = re(
  `^(?:please\\s+)?(?:update|change|modify|amend|replace)\\s+(?:the|my|our|this|that)\\s+(?:[\\p{L}\\d-]+\\s+)?rule(?![\\p{L}])|^(?:je (?:voudrais|veux)\\s+|j'aimerais\\s+|(?:peux-tu|pouvez-vous|pourriez-vous)\\s+)?(?:modifier|changer|mettre [àa] jour|modifie|change|mets [àa] jour)\\s+(?:la|cette|ma|notre)\\s+(?:r[èe]gle|consigne)(?![\\p{L}])|^(?:измени|поменяй|обнови|перепиши)\\s+правило`,
);

// The same places, without naming the group (a pattern may name a group once).
const ANY_PLACE = MEMORY_PLACE.replace('(?<place>', '(?:');

/**
 * "… put that in CLAUDE.md", "note ça dans ta mémoire", "запиши это в память", "remember that.":
 * a memory order with nothing after it; what to keep is what the message said before it.
 */

// Without a place, the same heads, and a place word or a "remember" ahead, are the gate.
const bareMemoryWrite = (place: string) =>
  `^(?:(?:and|so|also|then|et|alors|и|а)\\s+)?(?:(?:please\\s+)?(?:put|write|add|save|note|record|jot|keep)\\s+(?:that|this|it|these|those)(?:\\s+down)?\\s+(?:in|to|into)\\s+${place}|(?:note|mets|met|ajoute|rajoute|[ée]cris|inscris|garde)[- ]?(?:[çc]a|cela|le|la|les|-le)?\\s+(?:dans|[àa]|en)\\s+${place}|(?:запиши|добавь|сохрани|внеси)\\s+(?:это\\s+|эт\\p{L}+\\s+)?(?:в|во)\\s+${place}|remember(?: (?:that|this|it))? for (?:the )?(?:next times?|future|later)[.!]*$|remember (?:that|this)|retiens[- ](?:le|ça|ca|bien)|запомни(?: это)?)`;
export const BARE_MEMORY_WRITE = gated(
  re(`^(?=[\\s\\S]*?(?:${PLACE_WORD}|remember|retiens|запомни))${bareMemoryWrite('')}`),
  // "… add that to CONTRIBUTING.md under Testing": the section it goes in is still a place.
  re(
    // "… so the next person knows too", "… for anything in this repo": why, or where it holds.
    `${bareMemoryWrite(ANY_PLACE)}(?:\\s+(?:under|in the|in|sous|dans la (?:section|partie)|в (?:раздел|секци)\\p{L}*)\\s+[^.!?,]{1,40}?)?(?:,?\\s+(?:so(?: that)?|for|afin que|pour que|pour|чтобы|для)\\s+[^.!?:]{2,60}?)?\\s*(?:pls|please|stp|svp|пожалуйста)?[.!]*$`,
  ),
);

/**
 * Conventions stated as such: "we prefer X", "we use X, not Y", "on utilise X plutôt que Y",
 * "ici on est sur pnpm, pas npm", "chez nous les tests sont à côté du fichier, pas dans …",
 * "у нас зависимости только через poetry", "new code uses httpx, not requests".
 */
export const CONVENTION = re(
  // "commit messages: imperative, under 72 chars": a kind of artefact, then how it is written.
  `^(?:commit messages?|commit titles?|branch names?|pr titles?|variable names|file names|indentation|line length|messages de commit|noms de branches?|noms de variables|сообщения коммитов|названия веток)\\s*:\\s*\\S.{2,80}$|` +
    `(?:^|,\\s*|(?<![\\p{L}])(?:i told you|je t'ai dit|я же говорил),?\\s*)(?:(?:in this (?:project|repo|codebase|team),?\\s+|here,?\\s+|dans ce (?:projet|repo),?\\s+|ici,?\\s+|chez nous,?\\s+|в этом проекте,?\\s+|у нас,?\\s+)?(?:we|on|nous|мы)\\s+(?:always\\s+|toujours\\s+|всегда\\s+)?(?:prefer|pr[ée]f[èe]re(?:ons)?|предпочитаем|(?:use|utilise(?:ons)?|est sur|bosse (?:avec|sur)|travaille (?:avec|sur)|используем|write|[ée]crit|пишем|name|nomme|называем)\\s+.{2,60}?(?:,\\s*)?(?:not|never|instead of|rather than|plut[ôo]t que|pas|et non|jamais|а не|не через|вместо|in this (?:repo|project|codebase)|here|ici|dans ce projet)))` +
    `|(?<![\\p{L}])(?:chez nous|ici|dans ce (?:projet|repo)|у нас|в этом проекте|in this (?:repo|project|codebase)|here)(?:,\\s*|\\s+).{2,80}?(?:,\\s*|\\s+)(?:not|pas|et non|а не|не через|не в|only|uniquement|seulement|только|always|toujours|всегда|never|jamais|никогда)\\s` +
    `|(?:new|all|every|our)\\s+(?:code|files?|modules?|components?|tests?)\\s+(?:uses?|goes|go|lives?|is written)\\s+.{2,40}?,\\s*(?:not|never|instead of)\\s` +
    // "new tests are swift testing here, not XCTest": the house way, then the one not to use.
    `|^.{4,60}\\s(?:here|ici|у нас|chez nous),?\\s+(?:not|pas|et non|а не)\\s` +
    `|(?:^|,\\s*|\\.\\s*)(?:ici|chez nous|here|in this (?:repo|project|codebase|api|app|service|team)|dans ce (?:projet|repo)|у нас|в этом проекте),?\\s+(?:we|on|nous|мы)\\s+\\S+` +
    `|(?:^|,\\s*)(?:chez nous|у нас|here|ici)\\s+(?:les |the |все )?\\S+\\s+(?:s'appellent|sont nomm[ée]e?s|are named|are called|называются|пишутся|лежат|live|go)(?![\\p{L}])` +
    `|(?:^|,\\s*)(?:we|on|мы)\\s+(?!need|have|had|got|know|saw|think)\\S+\\s+(?:only|uniquement|que|только)\\s` +
    `|(?:we|on|nous|мы)\\s+(?:use|utilise|utilisons|используем|write|[ée]crit|пишем)\\s+.{2,60}?\\s+(?:for all|for every|everywhere|partout|pour tous|pour toutes|везде|для всех)(?![\\p{L}])` +
    // "every package that goes on this machine goes in pkglist.txt": a kind of thing and where it goes.
    `|^(?:all|every|each|tous les|toutes les|chaque|все|каждый|каждая|каждое)\\s+(?:\\S+\\s+){1,10}?(?:go|goes|live|lives|belong|belongs|are stored|is stored|vont|va|sont stock[ée]s|est stock[ée]e?|хранятся|хранится|лежат|лежит|идут|идёт|идет)\\s+(?:in|into|under|as|to|dans|en|sous|в|во|как)\\s` +
    `|(?:^|,\\s*|\\.\\s*)(?:we|on)\\s+(?:don't|do not|never|ne \\S+ (?:pas|jamais))\\s+.{2,60}?\\s+(?:here|in this (?:repo|project|codebase|team)|ici|dans ce (?:projet|repo))(?![\\p{L}])` +
    '',
);

/**
 * "les messages de commit en anglais stp, c'est la convention du repo", "tabs, that's our rule":
 * the tag names what comes before it a convention. Group 1 is the rule. Not a business rule ("c'est
 * la règle métier", "that's the business rule"): that is the product's, not the work's.
 */
/** "the convention here is kebab-case file names", "у нас принято писать тесты рядом с кодом": group 1 is the rule. */
export const LEADING_CONVENTION = re(
  `^(?:[^,:]{1,40},\\s*)?(?:(?:(?:also|and)\\s+)?(?:(?:one|a|the|our|house|team)\\s+)?convention(?: here| (?:in|for) this (?:repo|repository|project|codebase|team|solution))?\\s*:|(?:(?:et\\s+)?une|la|notre) convention(?: ici| (?:dans|pour) ce (?:projet|repo|dépôt|depot))?\\s*:|(?:одно\\s+)?соглашение\\s*:|` +
    `(?:the|our) convention(?: here| in this (?:repo|project|codebase|team))? is(?: that| to)?|(?:la|notre) convention(?: ici| dans ce (?:projet|repo))?,? (?:c'est|est)(?: que| de)?|(?:здесь|тут|у нас)(?: так)? принято,?|(?:у нас|здесь) (?:такое )?правило:?)\\s+(.{4,})$`,
);

export const TAGGED_CONVENTION = gated(
  /convention|r[èe]gle|norme|rule|standard|принято|правило|конвенци/iu,
  re(
    `^(.{6,}?)[,;:—–-]?\\s+(?:c'est (?:la|notre) (?:convention|r[èe]gle|norme)(?!\\s+m[ée]tier)|that's (?:the|our) (?:convention|rule|standard)|this is (?:the|our) (?:convention|rule)|(?:так|это) у нас (?:принято|правило)|у нас так принято|такое у нас правило|это (?:наша )?конвенция)(?![\\p{L}])(?!\\s+(?:business|m[ée]tier))[^.!?]{0,30}[.!]*$`,
  ),
);

/**
 * A sentence that only says the previous one is a rule: "c'est la convention pour tous les commits
 * ici", "это для всех тестов в проекте", "that goes for the whole repo", "ça vaut pour tout le projet".
 */
export const BARE_RULE_TAG = re(
  // "no ignore_changes. ever.": the one word that makes the sentence before it hold for good.
  // "впредь только так", "from now on, always like this": the way just stated, made the rule.
  `^(?:(?:and|et|и|а)\\s+)?(?:from now on|going forward|d[ée]sormais|dor[ée]navant|[àa] partir de maintenant|впредь|отныне|теперь)?,?\\s*(?:(?:for|pour|для) (?:the |les? |la )?[\\p{L}-]+(?: [\\p{L}-]+)?,?\\s*)?(?:only|always|toujours|uniquement|seulement|только|всегда)\\s+(?:like this|like that|this way|that way|comme [çc]a|ainsi|так)[.!]*$|` +
    `^(?:(?:ever|never|always|jamais|toujours|никогда|всегда)[.!]*$)|^(?:(?:and|et|и|а)\\s+)?(?:c'est (?:la|notre) (?:convention|r[èe]gle|norme)(?!\\s+m[ée]tier)|[çc]a vaut pour (?:tout|toute|tous)|that(?:'s| is) (?:the|our) (?:convention|rule|standard)|(?:this|that|it)(?:'s| is)? (?:applies |goes |holds )?(?:to|for) (?:the whole|all|every|any|everything)|c'est (?:valable )?pour (?:tout|toute|tous|toutes)|это (?:для|касается) (?:всех|всего|любого|любых)|так у нас принято|это у нас правило|это правило для (?:всех|всего))[^.!?:]{0,60}[.!]*$`,
);

/**
 * The language an artefact is written in, stated as a house fact: "commit messages in English",
 * "les messages de commit en anglais", "у нас коммиты на английском", "comments in French here".
 */
export const ARTEFACT_LANGUAGE = gated(
  /english|anglais|fran[çc]ais|french|russ|английск|русск|французск/iu,
  re(
    `^(?:(?:here|ici|chez nous|у нас|in this repo|dans ce repo)[,\\s]+)?(?:(?:write|[ée]cris|[ée]crivez|пиши|пишите)\\s+)?(?:the |les |le |la |все )?(?:commit messages?|commits?|messages de commit|commentaires|comments?|docs?|documentation|variable names|noms de variables|pr (?:titles|descriptions)|коммиты|сообщения коммитов|комментарии|документация)(?:\\s+\\S+){0,2}\\s+(?:in|en|на)\\s+(?:english|french|russian|anglais|fran[çc]ais|russe|английском|русском|французском)(?![\\p{L}])`,
  ),
);

/** A list of rules announced as such: "two things for the future:", "conventions:", "règles :". */
export const LIST_INTRO = re(
  `^(?:same as (?:always|usual)|as (?:always|usual)|comme d'habitude|comme toujours|как обычно|как всегда|(?:this|that) is the (?:standard|norm|rule|default) (?:now|from now on|going forward)|c'est la (?:norme|r[èe]gle) (?:maintenant|d[ée]sormais)|(?:two|three|four|a few|some|\\d+) (?:things|rules|points) (?:for the future|to remember|going forward|from now on)|(?:house |our |project |team |coding |working )?(?:conventions|rules|ground rules?|guidelines|instructions)(?: (?:for|of|in) (?:this|the|our) (?:project|repo(?:sitory)?|codebase|team|work))?(?: for the whole [\\p{L}-]+)?(?: because [^:]{1,30})?|(?:d'ailleurs\\s+)?[çc]a vaut pour (?:tous|toutes|tout) [^:]{1,60}|(?:and )?(?:always|every time) (?:like this|like that|this way)|(?:et )?toujours comme [çc]a|(?:и )?всегда так|(?:some )?notes (?:on|about|for) (?:this|the|our) (?:repo(?:sitory)?|project|codebase)[^:]{0,30}|(?:here(?:'s| is) )?how (?:i|we) (?:want|like|need) you to work(?: on (?:this|the) (?:project|repo(?:sitory)?|codebase))?(?: from now on| going forward)?|(?:quelques |nos |les )?(?:consignes|lignes directrices)(?: pour (?:ce|le) projet| pour la suite)?|(?:правила|инструкции) (?:для|по) (?:этого |этому )?проект\\p{L}*|(?:deux|trois|quelques) (?:choses|r[èe]gles) (?:pour la suite|[àa] retenir|pour l'avenir)|(?:nos |les )?(?:conventions|r[èe]gles)|(?:две|три|несколько) вещи на будущее|(?:наши )?правила|соглашения)\\s*:\\s*`,
);

/** A standing instruction the assistant did not keep, restated: "I told you not to …", "je t'avais dit de …", "я же просил не …". */
export const RESTATED = re(
  `(?:^|,\\s*)(?:i (?:already |explicitly |clearly |specifically )?(?:told|asked) you (?:to|not to)|i (?:already |explicitly |clearly |explicitely )?said (?:to|not to|that we)|je t'(?:avais|ai)(?: d[ée]j[àa])? (?:dit|demand[ée]) de|j'avais (?:bien )?(?:dit|demand[ée]) de|j'ai (?:bien |d[ée]j[àa] )?dit de|я же (?:говорил|просил)|я (?:же )?просил(?:а)?|i (?:already )?told you(?:,|\\s+that)|je te l'ai (?:d[ée]j[àa] )?dit,|я же говорил,|i (?:said|told you) already,|(?:like|as) i (?:already )?said,|(?:like|as) we (?:said|agreed),|same (?:deal|thing|rule) as (?:before|always)\\s*:|comme (?:je (?:te l'ai|l'ai) dit|convenu|on (?:a|l'a|avait) dit),|m[êe]me (?:r[èe]gle|chose) que (?:d'habitude|la derni[èe]re fois)\\s*:|как (?:я )?(?:говорил|договаривались),)\\s+(.{8,})$`,
);

/** The rule, then the reminder that it was said: "les commits c'est en anglais ici, je te l'ai déjà dit". Group 1 is the rule. */
export const RESTATED_AFTER =
  /^(.{8,}?),?\s+(?:je te l'ai (?:d[ée]j[àa] )?dit|je l'ai (?:d[ée]j[àa] )?dit|i (?:already )?told you(?: (?:that|this|already|before))?|as i said|(?:like|as) we (?:said|agreed)|comme convenu|comme on (?:a|avait) dit|я же (?:говорил|сказал)|я уже говорил|как договаривались)[.!]*$/iu;

// "i said pnpm only in this repo", "like I wrote, every date …", "comme je l'ai dit", "я же говорил":
// the user says the rule was stated before (RESTATED and RESTATED_AFTER read the rule around it;
// this is the bare mark, wherever it stands).
export const SAID_BEFORE =
  /(?<![\p{L}])(?:i (?:already )?(?:said|told you|wrote)|like i (?:said|wrote)|as i (?:said|wrote)|je (?:te |vous )?(?:l'ai |l’ai )?(?:ai )?(?:dit|[ée]crit)|comme (?:je l'ai|je l’ai|j'ai|j’ai) (?:dit|[ée]crit)|я (?:же )?(?:говорил|говорила|писал|писала|сказал|сказала)|как я (?:писал|писала|говорил|говорила))(?![\p{L}])/iu;

/** A pasted document that is a system prompt of the user's own product, not instructions for the assistant. */
export const SYSTEM_PROMPT = re(
  `^\\s*(?:#+\\s*)?(?:you are|tu es|vous [êe]tes|ты\\s|вы\\s|role\\s*:|system\\s*:|system prompt)`,
);
