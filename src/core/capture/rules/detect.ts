// User-rule detection of docs/seeds/003.md §4.4: standing instructions the user gives the assistant, in
// all the ways people state them (./markers.ts): standing markers ("from now on", "next time",
// "à chaque début de session", "впредь"), explicit ones ("remember that", "n'oublie pas"),
// writes into the assistant's memory ("add to CLAUDE.md that", "modifie le prompt pour"),
// always/never imperatives, rules for every case, stated conventions, and the MUST / OBLIGATOIRE
// constraints of a pasted ticket. Questions, descriptions ("it never works"), "still" (toujours
// pas) and documents pasted for another system are not rules.
import { messageShape, proseParagraphs, splitSentences } from '../text';
import { fold } from '../../text/normalize';
import { wordCount } from '../../text/tokenize';
import { asOrder, cleanRule, fragmentReason } from './clean';
import {
  ARTEFACT_LANGUAGE,
  BARE_MEMORY_WRITE,
  BARE_RULE_TAG,
  CONVENTION,
  LEADING_CONVENTION,
  TAGGED_CONVENTION,
  EXPLICIT,
  LIST_INTRO,
  MEMORY_WRITE,
  RESTATED,
  RESTATED_AFTER,
  SCOPE,
  SYSTEM_PROMPT,
  TEMPORAL,
} from './markers';
import { statesHouseFact } from './house';
import { namesWork } from './subject';
import {
  aboutThePaste,
  asksToFollowPrompt,
  followedDocuments,
  forAnotherAgent,
  ownInstructions,
  withoutQuoteLines,
} from './pasted';
import {
  CONSTRAINT_WORDING,
  constraintRules,
  documentRules,
  introducesRules,
  measuredRequirement,
  withoutItemsMarkedForPeople,
  withoutItemsNotForYou,
} from './sections';

export type RuleKind =
  'explicit' | 'restated' | 'standing' | 'always' | 'never' | 'universal' | 'memory' | 'convention' | 'ticket';

export interface DetectedRule {
  /** The rule, cleaned: one imperative sentence in the user's language. */
  text: string;
  kind: RuleKind;
  /** The sentence it came from, as written. */
  sentence: string;
  /** Language of the rule. */
  lang: 'en' | 'fr' | 'ru';
}

export interface RuleResult {
  rules: DetectedRule[];
  reasons: string[];
}

// "do" opens a question only before its subject ("do you …", "do the tests …?" ends on "?"); "do
// skeletons for every list from now on" is an order.
const QUESTION =
  /\?\s*$|^(?:why|what|how|which|where|when|who|is|are|does|did|can|could|should|would|will|pourquoi|quoi|comment|quel|quelle|est-ce|почему|что|как|зачем)(?![\p{L}])|^do\s+(?:you|u|we|i|they|it|he|she|these|those)(?![\p{L}])/iu;
// After "always"/"toujours" at the start: a determiner or a "still"-sense word means a description.
const NOT_A_VERB =
  /^(?:the|a|an|same|this|that|it|there|here|le|la|les|l'|un|une|des|même|meme|pas|rien|aucun|aucune|en|plus|aussi|là|bloqué|cassé|pareil|identiques?|vides?|rouges?|verts?|vertes?|blancs?|blanches?|noirs?|noires?|faux|fausses?|lents?|lentes?|ko|тот|то|так|не)(?![\p{L}])/iu;
const IMPERATIVE =
  /^(?:(?:for|in|when|with|pour|dans|quand|avec)\s[^,]{1,60},\s*)?(?:use|add|put|keep|write|make|prefer|avoid|place|name|format|indent|wrap|sort|order|start|end|pad|prefix|suffix|run|check|test|commit|push|split|align|call|return|ask|merge|tag|create|delete|update|document|answer|reply|respond|explain|mets|mettre|utilise|utiliser|r[ée]ponds|parle|ajoute|ajouter|[ée]cris|[ée]crire|garde|garder|nomme|nommer|place|commence|termine|lance|v[ée]rifie|v[ée]rifier|fais|faire|demande|merge|cr[ée]e|supprime|пиши|используй|добавляй|ставь|проверяй|делай)(?![\p{L}])/iu;
const FILLER_START =
  /^(?:(?:please|pls|and|also|so|but|ok|okay|oui|yes|no thanks|non merci|нет,? спасибо|(?:no|non|nope|нет)(?=\s*,)|wait|before anything|first of all|btw|by the way|fyi|for your info|heads up|oh and|just so you know|for the record|in general|generally|et|aussi|alors|donc|mais|stp|au fait|au passage|avant tout|pour info|pour ton info|en g[ée]n[ée]ral|de mani[èe]re g[ée]n[ée]rale|s'il te pla[iî]t|и|а|но|однако|также|кстати|прежде всего|к сведению|для справки|в целом|вообще|i want you to|i'd like you to|i would like you to|be sure to)[\s,:]+)+/iu;

function languageOf(text: string): DetectedRule['lang'] {
  if (/[\u0400-\u04ff]{2,}/.test(text)) return 'ru';
  const n = ` ${fold(text)} `;
  const fr =
    (
      n.match(
        / (?:le|la|les|des|du|de|un|une|et|est|pour|pas|que|qui|dans|sur|avec|tu|toujours|jamais|chaque|fois|ne|ce|ça|ca|si|au|aux) /g,
      ) ?? []
    ).length + (/[éèêàùçœ]/i.test(text) ? 2 : 0);
  const en = (
    n.match(/ (?:the|a|an|and|is|for|not|that|which|in|on|with|you|always|never|each|every|time|to|of|it|this|if) /g) ??
    []
  ).length;
  return fr > en ? 'fr' : 'en';
}

// "you never touched it", "tu n'as jamais lancé", "ты никогда не проверял": what the assistant did not do, a reproach.
const NEVER_DID =
  /(?<![\p{L}])(?:never\s+(?:\p{L}+ed|did|went|made|took|wrote|ran|saw|told|said|left|kept|got|gave)|(?:n'|ne\s+)?(?:as|avez|a|avait)\s+jamais\s+\p{L}+(?:é|e|i|u|is|it)|никогда\s+не\s+\p{L}+(?:л|ла|ли|ло))(?![\p{L}])/u;

const ABSOLUTE_BAN =
  /^(?:under no circumstances?|in no case|en aucun cas|sous aucun pr[ée]texte|ни в коем случае|ни при каких (?:условиях|обстоятельствах))(?![\p{L}])/iu;

const AT_ALL_COSTS =
  /(?<![\p{L}])(?:at all costs|whatever it takes|[àa] tout prix|любой ценой|во что бы то ни стало)(?![\p{L}])/iu;
// "prefer composition over inheritance", "préfère les fonctions pures aux classes": a standing preference.
const PREFER_OVER =
  /^(?:always\s+)?(?:prefer|pr[ée]f[èe]re|privil[ée]gie|предпочитай)\s+[^,.;]{2,50}?\s+(?:over|to|rather than|instead of|aux?|plut[ôo]t que|вместо|а не|чем)\s+\S/iu;

function alwaysNever(text: string): 'always' | 'never' | null {
  if (/never|jamais|никогда/u.test(text) && NEVER_DID.test(text)) return null;
  // Read on the whole sentence: the clauses below are cut at the very comma these hang on.
  const whole = text.replace(FILLER_START, '').trim();
  // "no `any` in TypeScript, ever", "pas de console.log, jamais", "никаких any, никогда".
  if (/^(?:no\s+|pas de\s+|pas d'|aucune?\s+|никаких\s+).{2,60}(?:,\s*|\s)(?:ever|jamais|никогда)[.!]?$/u.test(whole))
    return 'never';
  // "руками в прод базу не лезь, никогда", "don't touch prod by hand, ever": a ban made for good.
  if (/(?:^|\s)(?:не|don't|do not|ne)\s.{2,60}(?:,\s*|\s)(?:ever|never|jamais|никогда)[.!]?$/u.test(whole))
    return 'never';
  // "under no circumstances push to main", "avoid global state at all costs": an absolute ban.
  if (ABSOLUTE_BAN.test(whole) || (/^(?:avoid|[ée]vite|избегай)\s/iu.test(whole) && AT_ALL_COSTS.test(whole)))
    return 'never';
  // "it's pnpm in this repo, always": a trailing "always" makes the sentence a rule.
  if (/,\s*(?:always|toujours|всегда)(?:[.!]?$|,\s)/u.test(whole)) return 'always';
  // "vérifie que ça ping toujours", "check that it still …": "still", said of the software.
  if (
    /(?<![\p{L}])(?:que )?(?:ca|ça|il|elle)\s+\S+\s+toujours(?![\p{L}])/u.test(whole) &&
    !/(?:^|\s)(?:jamais|never)\s/u.test(whole)
  )
    return null;
  for (const clause of text.split(/,\s+|\s+(?:et|and|but|mais)\s+(?=(?:always|never|toujours|jamais|ne jamais)\s)/)) {
    const k = alwaysClause(clause.trim());
    if (k) return k;
  }
  if (
    IMPERATIVE.test(text) &&
    /(?<![\p{L}])(?:always|never|toujours|jamais|всегда|никогда)(?![\p{L}])/u.test(text) &&
    !/not always|toujours pas|pas toujours/.test(text) &&
    !PRODUCT_ALWAYS.test(text)
  ) {
    return /(?<![\p{L}])(?:never|jamais|никогда)(?![\p{L}])/u.test(text) ? 'never' : 'always';
  }
  return null;
}

function alwaysClause(norm: string): 'always' | 'never' | null {
  const s = norm.replace(FILLER_START, '');
  if (/(?<![\p{L}])(?:not|pas) (?:always|toujours)(?![\p{L}])|toujours pas/u.test(s)) return null;
  let m = /^(always|toujours|всегда)\s+(\S+)/u.exec(s);
  // "toujours OOM, à 31 min cette fois": an acronym or a number after it is a state that lasts.
  if (m && !NOT_A_VERB.test(m[2]!)) return 'always';
  if (
    /^(?:never|jamais|ne jamais|n'?\s*\S+ jamais|ne\s+\S+\s+jamais|никогда)\s+\S+/u.test(s) &&
    !/^jamais (?:vu|eu|été|ete)(?![\p{L}])/u.test(s)
  )
    return 'never';
  if (/^(?:don't|do not) ever\s+\S+/u.test(s)) return 'never';
  // "let's always squash-merge", "давай всегда делать squash": a habit proposed for good.
  if (/^(?:let's|lets|давай(?:те)?)\s+(?:always|never|всегда|никогда не)\s+\S+/u.test(s))
    return /never|никогда/u.test(s) ? 'never' : 'always';
  // Spoken French drops the "ne": "touche jamais à la version", "pousse jamais sur main".
  if (
    // Not "marche jamais sur safari": a verb of how things work describes them.
    /^(?!(?:c'est|est|sont|a|ai|as|avait|etait|était|y a|il|elle|on|ça|ca)\s)(?!(?:marche|fonctionne|passe|compile|charge|plante|affiche|arrive|sert|bouge|demarre|démarre|repond|répond)\s)[a-zàâçéèêëîïôûù]+(?:e|es|s|x)\s+jamais\s+(?:[àa]|au|aux|sur|de|du|des|d'|le|la|les|l'|dans|en|un|une|ce|cette|ces|ton|ta|tes)\s/u.test(
      s,
    )
  )
    return 'never';
  // "on bosse jamais directement sur develop", "we never push on Fridays": a team habit (not "we never need …").
  if (
    /^(?:we|on|nous|мы)\s+(?:ne\s+|n')?\S+\s+(?:jamais|never)(?![\p{L}])/u.test(s) ||
    /^(?:we|мы)\s+(?:never|никогда(?:\s+не)?)\s+(?!need|needed|had|have|got|saw|used to)\S+/u.test(s)
  )
    return 'never';
  // "this repo never uses default exports", "our code always goes through the api client",
  // "ce projet n'utilise jamais …", "в этом репо никогда не …": the house's habit, told of the code.
  const house = HOUSE_PRACTICE.test(s) ? HOUSE_SUBJECT.exec(s) : null;
  if (house) return house[1]!.toLowerCase().match(/^(?:never|jamais|никогда)/) ? 'never' : 'always';
  // "we always go through PRs", "on passe toujours par une PR", "мы всегда мержим через squash": the same
  // habit, stated the other way (not "we always had trouble with it", "on est toujours en retard").
  if (
    /^(?:we|on|nous|мы)\s+(?:always|toujours|всегда)\s+(?!need|needed|had|have|got|get|seem|end|ran|run into|knew|thought|wanted|a |avait|avons|est |etait|sommes|был|были|хотели)\S+/u.test(
      s,
    )
  )
    return 'always';
  if (/^(?:on|nous)\s+(?!est|a|avait|etait|sommes|avons|etions|sera)\S+\s+toujours\s+(?!pas|en|aussi|la)\S+/u.test(s))
    return 'always';
  // "для таких утилит всегда бери sqlite", "for small tools always pick sqlite", "pour les scripts
  // toujours utiliser bash": a scope, then always/never and the order.
  if (/^(?:для|на|в)\s[^,]{2,40}\s(?:всегда|никогда не)\s[а-яё]+(?:й|йте|(?<!т)и|ите|(?<!т)ь|ьте)(?![\p{L}])/u.test(s))
    return /никогда/u.test(s) ? 'never' : 'always';
  if (
    /^(?:for|in|pour|sur|dans)\s[^,]{2,40}\s(?:always|never|toujours|jamais)\s(?!been|had|has|was|were|is|are|a |an |the |le |la |les |un |une )\p{L}+/u.test(
      s,
    )
  )
    return /never|jamais/u.test(s) ? 'never' : 'always';
  // "credo всегда перед коммитом", "lint always before a push": what to do before or after an event.
  if (/(?<![\p{L}])(?:always|toujours|всегда)\s+(?:before|after|avant|apr[eè]s|перед|после)\s/u.test(s))
    return 'always';
  // "в main сам не мержи никогда": the order, then "никогда".
  if (/(?<![\p{L}])не\s+[а-яё]+(?:й|йте|и|ите|ь|ьте)\s+(?:\S+\s+){0,2}никогда(?![\p{L}])/u.test(s)) return 'never';
  // "в main никогда сам не коммить": "никогда", then "не" and the order.
  if (/(?<![\p{L}])никогда\s+(?:\S+\s+){0,2}не\s+[а-яё]+(?:й|йте|и|ите|ь|ьте)(?![\p{L}])/u.test(s)) return 'never';
  // "nobody edits on the box", "personne ne pousse sur main", "никто не правит руками": a team ban.
  if (
    // Not "personne n'a jamais compris …", "nobody else changed room", "nobody from 14 complained",
    // "никто не менял": what nobody did is a description (a ban is in the present). Nor "nobody can
    // sign in", "personne ne peut se connecter", "никто не может войти": what nobody is able to do is a state.
    !/^(?:nobody|no one)\s+(?:\S+\s+){1,5}\S+ed(?![\p{L}])/u.test(s) &&
    /^(?:nobody|no one|personne ne|personne n'|никто не)\s*(?:else\s+)?(?!can\s|could\s|is able|was able|manages|peut\s|pouvait\s|arrive\s|может|смог|knows|cares|understands|uses|reads|likes|wants|needs|remembers|saw|noticed|asked|asks|sait|comprend|a\s|avait\s|t'a\s|знает|понимает|просил|(?:else\s+)?\S+ed(?![\p{L}])|[а-яё]+л[аои]?(?![\p{L}]))\S+/u.test(
      s,
    )
  )
    return 'never';
  // "no `any` in TypeScript, ever", "pas de console.log, jamais", "и отвечай мне всегда по-русски".
  if (/^(?:no|pas de|aucun|никаких)\s+.{2,60}(?:,\s*|\s)(?:ever|jamais|никогда)[.!]?$/u.test(s)) return 'never';
  if (/^[а-яё]+(?:й|йте|и|ите|ь|ьте)\s+(?:\S+\s+){0,3}(?:всегда|никогда)(?![\p{L}])/u.test(s))
    return /никогда/u.test(s) ? 'never' : 'always';
  // "it's pnpm in this repo, always": a trailing "always" makes the sentence a rule.
  if (/,\s*(?:always|toujours|всегда)[.!]?$/u.test(s)) return 'always';
  // "stop adding a comment on every line": a habit to drop, for good. Not "хватит на сегодня" (the session ends).
  if (
    /^(?:stop|quit)\s+\S+ing(?![\p{L}])|^(?:arr[êe]te|cesse)\s+(?:de|d')\s*\S+|^(?:перестань|хватит|прекрати)\s+(?!на\s+сегодня)\S+/u.test(
      s,
    )
  )
    return 'never';
  m =
    /(?<![\p{L}])(?:you|tu|vous|ты|вы)\s+(?:should\s+|must\s+|need to\s+|have to\s+|dois\s+|devez\s+|должен\s+)?(always|never|toujours|jamais|всегда|никогда)\s+(\S+)/u.exec(
      s,
    );
  if (m && !NOT_A_VERB.test(m[2]!)) return /never|jamais|никогда/u.test(m[1]!) ? 'never' : 'always';
  if (/(?<![\p{L}])(?:tu|vous)\s+ne\s+\S+\s+jamais(?![\p{L}])/u.test(s)) return 'never';
  if (
    /(?:^|[,;]\s*)ne\s+(?:\S+\s+)?(?:mets|fais|utilise|ajoute|touche|modifie|supprime|commite|pousse|push|merge|écris|ecris|lance|change)\s+jamais(?![\p{L}])/u.test(
      s,
    )
  )
    return 'never';
  // "never … on main", "никогда не пушь в main".
  if (/^(?:don't|do not)\s+\S+.{0,40}\s(?:on|to|into)\s+(?:main|master|prod(?:uction)?)(?![\p{L}])/u.test(s))
    return 'never';
  return null;
}

// "every user needs an account": what the product gives its users, not how to work.
const PRODUCT_AUDIENCE =
  /(?<![\p{L}])(?:every|each|all|chaque|tous les|toutes les|каждый|все)\s+(?:users?|customers?|clients?|players?|visitors?|members?|admins?|utilisateurs?|joueurs?|visiteurs?|membres?|пользовател\p{L}*|клиент\p{L}*|игрок\p{L}*)(?![\p{L}])/u;

function universal(norm: string): boolean {
  // The modal must govern a verb: "every part ends where the publisher says it should, …" describes.
  // "мне все еще нужен тест": "все еще" is "still", not "all".
  if (PRODUCT_AUDIENCE.test(norm) || /(?<![\p{L}])вс[её] ещ[её](?![\p{L}])/u.test(norm)) return false;
  // "non ça décale toutes les tâches, y en a qui doivent …": what the change does, described.
  if (
    /^(?:(?:non|no|nope|hmm|нет)[,\s]+)?(?:ca|cela|it|this|that|это)\s+(?!(?:must|should|doit|doivent|devrait|должно)\b)\S+/u.test(
      norm,
    )
  )
    return false;
  if (
    /(?<![\p{L}])(?:everything|all|every|each|tout|toute|toutes|tous|chaque|все|всё|каждый)(?![\p{L}])[^.!?]{0,60}(?<![\p{L}])(?:must|should|has to|have to|needs to|needs|requires|gets|doit|doivent|devra|devront|devrait|n[ée]cessite|должен|должны|требует|нужен|нужна|нужно)(?![\p{L}])(?!\s*(?:[,.;!?]|$))/u.test(
      norm,
    )
  )
    return true;
  const ensured =
    /(?:^|[,;]\s*|(?<![\p{L}])(?:and|et)\s+)(?:please\s+)?(?:make sure|ensure|assure[- ]toi|veille [àa]|убедись)(?![\p{L}])[^.!?]{0,40}(?<![\p{L}])(?:each|every|all|always|chaque|toujours|tous|toutes|все|каждый)(?![\p{L}])/u.exec(
      norm,
    );
  if (!ensured) return false;
  // "make sure the modal always closes on escape": a thing of the product and what it does, not how to work.
  const thing =
    /(?:make sure|ensure)\s+(?:that\s+)?(?:the|a|an)\s+([\p{L}\d-]+(?:\s+[\p{L}\d-]+)?)\s+(?:always|never)\s/u.exec(
      norm,
    );
  return !thing || namesWork(thing[1]!);
}

/** The sentence without its time markers ("from now on"), and without a task glued before ", and from now on". */
function withoutTemporal(s: string): string {
  // "next time you do X, do Y" / "la prochaine fois que tu fais X" keep their condition as "when".
  const when =
    /(?<![\p{L}])(?:(?:the )?next time(?: that)?|(?:la|les) prochaines? fois (?:que|qu'))\s*(?=(?:you|we|i|tu|on|vous|il|elle)\s)/iu.exec(
      s,
    );
  const rest = when ? s.slice(when.index + when[0].length) : '';
  // Only when a second clause follows ("…, do Y", "… tu le fasses …"): otherwise the time marker is just cut.
  if (
    when &&
    (/,/.test(rest) ||
      /(?<![\p{L}])(?:you|tu|vous|on)(?![\p{L}]).*(?<![\p{L}])(?:you|tu|vous|on)(?![\p{L}])/iu.test(rest))
  )
    return withoutTemporal(
      `${s.slice(0, when.index)}${/^[la]/i.test(when[0]) && /[àâçéèêëîïôûùüÿœ]|\b(?:tu|on|vous)\b/i.test(s.slice(when.index)) ? 'quand ' : 'when '}${s.slice(when.index + when[0].length)}`,
    );
  const m = TEMPORAL.exec(s);
  if (!m) return s;
  const before = s.slice(0, m.index);
  const after = s.slice(m.index + m[0].length).replace(/^[\s,;:]+/, '');
  if (after.split(/\s+/).length >= 3 && /(?:,|;|\s(?:and|et|и))\s*$/iu.test(before)) return withoutTemporal(after);
  return withoutTemporal(`${before.replace(/[\s,;:]+$/, '')} ${after}`.trim());
}

/** A scoped rule keeps its scope ("at the start of each session, …") but not a task glued before it. */
function fromScope(s: string, m: RegExpExecArray): string {
  const before = s.slice(0, m.index);
  // "clean them up before you say done, every time": the scope closes the rule, it does not start one.
  if (
    s
      .slice(m.index + m[0].length)
      .trim()
      .split(/\s+/)
      .filter(Boolean).length < 2
  )
    return s;
  return /(?:,|;|\s(?:and|et|и))\s*$/iu.test(before) && before.split(/\s+/).length > 3 ? s.slice(m.index) : s;
}

// Named places keep their name on the rule ("Release prompt: …"); the assistant's own memory files do not.
const GENERIC_PLACE =
  /^(?:(?:the|your|ton|ta|le|la|les|tes|mon|ma|в|во)\s+)?(?:claude\.md|agents\.md|gemini\.md|copilot-instructions(?:\.md)?|\.cursorrules|(?:project\s+|team\s+)?notes|notes du projet|(?:memory|memories)(?:\s+file)?|m[ée]moire|instructions?|rules|r[èe]gles|памят\p{L}*|инструкци\p{L}*|правила)$/iu;

function memoryRule(m: RegExpExecArray): string {
  const place = (m.groups?.place ?? '').trim();
  // The rule is the last capture (the place is a named group before it).
  let rule = m[m.length - 1] ?? '';
  rule = withoutTemporal(rule);
  // The subject of "(so that) it always …" / "(pour que) tu …" is cut, and its verb made an order.
  const subject =
    /^(?:qu'(il|on|elle)|que (tu|vous|l'on|on)|que|(il|elle|on|you|we|that|it|tu|vous|что(?:бы)?|ты|он|она|оно))\s+/iu.exec(
      rule,
    );
  rule = asOrder(subject ? rule.slice(subject[0].length) : rule, subject?.slice(1).find(Boolean) ?? '').replace(
    /^(?:also|aussi|toujours also)\s+/iu,
    '',
  );
  // "the project notes for next sessions", "your memory": where it is kept, not what it is about.
  const where = place.replace(/\s+for\s+(?:the\s+)?(?:next|future|later|coming)\s+\S+$/iu, '');
  if (!place || GENERIC_PLACE.test(where)) return cleanRule(rule);
  const name = place.replace(/^(?:the|your|ton|ta|le|la|les|tes|mon|ma|в|во)\s+/iu, '');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${cleanRule(rule)}`;
}

function laterMemoryWrite(s: string): { rule: string; marker: string } | null {
  const clauses = s.split(/,\s+|;\s+/);
  for (let i = 1; i < clauses.length; i++) {
    const clause = clauses.slice(i).join(', ');
    const hit = MEMORY_WRITE.find(([re]) => re.test(clause));
    if (!hit) continue;
    const context = clauses.slice(0, i).join(', ').trim();
    return { rule: `${memoryRule(hit[0].exec(clause)!)}${context ? ` (${context})` : ''}`, marker: hit[1] };
  }
  return null;
}

// "Orchestrator must pass BUILD_FLAGS to @developer" in a multi-agent prompt: a duty of another role.
const OTHER_ROLE =
  /^(?:the\s+)?(?:orchestrator|coordinator|planner|developer agent|reviewer agent|tester agent|other agents?|sub-?agents?|@[\w-]+)\s+(?:must|should|shall|will|has to|needs to|passes|sends|calls)(?![\p{L}])/iu;

/** Finds the standing rules stated in one user message. */
export function detectRules(message: string): RuleResult {
  const res: RuleResult = { rules: [], reasons: [] };
  const text = withoutItemsMarkedForPeople(message);
  const seen = new Set<string>();
  // One bullet of a list is one rule as its author wrote it ("all strings in strings.xml, none hard-coded").
  const add = (rule: string, kind: RuleKind, sentence: string, why: string, whole = false) => {
    for (const part of whole ? [rule] : splitCompound(rule, kind)) {
      const cleaned = cleanRule(part);
      const fragment = fragmentReason(cleaned);
      if (fragment) {
        res.reasons.push(`${why}, but "${cleaned}" is not a whole instruction (${fragment})`);
        continue;
      }
      if (OTHER_ROLE.test(cleaned)) {
        res.reasons.push(`${why}, but "${cleaned}" is an obligation of another agent, not of this assistant`);
        continue;
      }
      const key = fold(cleaned);
      if (seen.has(key)) continue;
      seen.add(key);
      res.rules.push({ text: cleaned, kind, sentence: sentence.trim(), lang: languageOf(cleaned) });
      res.reasons.push(`${why}: "${cleaned}"`);
    }
  };
  const shape = messageShape(text);
  if (shape === 'log') {
    res.reasons.push('pasted log or output: no rules');
    return res;
  }
  // A system prompt of the user's own product ("You are ShopBot…") holds its rules, not the user's.
  if (SYSTEM_PROMPT.test(text) && text.split('\n').filter((l) => l.trim()).length >= 3 && !asksToFollowPrompt(text)) {
    res.reasons.push('a pasted system prompt for another assistant: its rules are not for this one');
    return res;
  }
  if (forAnotherAgent(text)) {
    res.reasons.push("text for another agent's prompt: its rules are that agent's, not this assistant's");
    return res;
  }
  const own = ownInstructions(text);
  const constraints = constraintRules(own);
  for (const c of constraints)
    add(
      c.rule,
      c.kind,
      c.sentence,
      c.kind === 'ticket'
        ? 'constraint of a ticket or brief (a constraints section, MUST / OBLIGATOIRE …)'
        : 'a bullet of the conventions the user lists (a "Conventions" heading or intro)',
      c.bullet,
    );
  for (const doc of followedDocuments(text))
    for (const c of documentRules(doc))
      add(c.rule, c.kind, c.sentence, 'a bullet of a document the user asks to work by (a pasted CLAUDE.md …)', true);
  const inProse = proseRules(own);
  for (const r of inProse)
    add(r, 'standing', r, 'a rule in a paragraph that announces rules ("a few ground rules …")', true);
  // A long pasted document: only the user's own prose around and between its parts is read.
  const ownWords = shape === 'document' ? proseParagraphs(own) : own;
  if (!ownWords.trim()) {
    if (!res.reasons.length)
      res.reasons.push(
        'long pasted document (spec, prompt for another system) without constraints on the work: no rules',
      );
    return res;
  }
  const inConstraints = (sentence: string) =>
    inProse.some((r) => r.includes(sentence.trim()) || sentence.includes(r)) ||
    constraints.some((c) => c.sentence.includes(sentence.trim()) || sentence.includes(c.sentence));
  // "Two things for the future: …", "add these conventions to X": what follows is the rules.
  let listing = false;
  const beforeProse = res.rules.length;
  const sentences = splitSentences(withoutItemsNotForYou(withoutQuoteLines(ownWords)).replace(/[‘’]/g, "'"));
  for (const [at, sentence] of sentences.entries()) {
    if (inConstraints(sentence)) continue;
    // In a pasted document only a sentence that says its rule lasts can give one (the filter after
    // this loop); the others, often many, are not read at all.
    if (shape === 'document' && (aboutThePaste(sentence) || !OWN_STANDING.test(sentence))) continue;
    const s = sentence.replace(FILLER_START, '').trim();
    // "… put that in CLAUDE.md", "…. c'est la convention ici": the rule is what the message said before.
    if (s.length <= 90 && (BARE_MEMORY_WRITE.test(s) || BARE_RULE_TAG.test(s))) {
      const said = referent(sentences.slice(0, at));
      // Already a rule on its own ("впредь …"): the order only says to keep it. Not what still
      // goes wrong: "le marqueur bouge toujours pas. toujours." repeats a complaint.
      if (said && !res.rules.some((r) => r.sentence === said.trim()) && !STILL_WRONG.test(said))
        add(
          said.replace(FILLER_START, ''),
          'memory',
          said,
          `asks to keep what was just said ("${s.replace(/[.!]+$/, '')}")`,
        );
      continue;
    }
    // "… prefix it with the ticket number. For all the commits to come.", "Пиши по-английски. На
    // будущее.": the sentence is only a marker; it makes the sentence before it the rule.
    if (at > 0 && BARE_MARKER.test(s)) {
      const prev = sentences[at - 1]!;
      const prevOwn = prev.replace(FILLER_START, '').trim();
      if (!res.rules.some((r) => r.sentence === prev.trim()) && !QUESTION.test(prevOwn) && wordCount(prevOwn) >= 3)
        add(
          prevOwn,
          'standing',
          prev,
          `the sentence after it is only a standing marker ("${s.replace(/[.!]+$/, '')}")`,
        );
      continue;
    }
    // "These hold for every task:", "how I'd like you to work, for the whole project:": it names the
    // list below (its bullets are read as a section), it is no rule itself.
    if (POINTS_AT_LIST.test(s) || introducesRules(s) || PROSE_RULES_INTRO.test(s) || PROSE_WORK_INTRO.test(s)) continue;
    const listIntro = LIST_INTRO.exec(s);
    const intro = listIntro ?? generalIntro(s);
    if (intro) {
      listing = true;
      const what = s.slice(intro[0].length).trim();
      // "для любых миграций: только аддитивные изменения": the scope is part of the rule.
      const scoped = !listIntro && SCOPE_LEAD.test(intro[1] ?? '');
      if (what.split(/\s+/).length >= 3)
        add(scoped ? s : what, 'standing', sentence, `a rule in a list introduced as such ("${intro[0].trim()}")`);
      continue;
    }
    // "can you keep answers short from now on?": a polite order with a standing marker.
    const polite = POLITE_REQUEST.test(s) && (TEMPORAL.test(s) || SCOPE.test(s));
    if ((QUESTION.test(s) && !polite) || describesSomething(s)) continue;
    // "Important: do not touch the vendor folder", "NB : jamais de force push": a labelled instruction.
    const label = INSTRUCTION_LABEL.exec(s);
    if (label && INSTRUCTS.test(s.slice(label[0].length))) {
      add(s.slice(label[0].length), 'explicit', sentence, `an instruction labelled "${label[0].trim()}"`);
      continue;
    }
    if (listing && (INSTRUCTS.test(s.replace(FILLER_START, '')) || PLACEMENT.test(s) || /^no\s+\S/iu.test(s))) {
      add(s, 'standing', sentence, 'a rule in a list introduced as such');
      continue;
    }
    // "that's how it should be done: in apps/web, dates always go through formatDate", "так дальше и
    // делай: …": the work just done, approved as the way for good; the rule is what the colon says.
    const approved = STANDING_APPROVAL.exec(s);
    if (approved && wordCount(approved[1]!) >= 3) {
      add(approved[1]!, 'standing', sentence, 'the way just taken, kept for good ("keep doing it like this: …")');
      continue;
    }
    const found = res.rules.length;
    detectInSentence(s, sentence, add);
    // "one more for the repo file: no pushes to main, ever": the rule after a short lead and a colon.
    // Not what someone wrote or said ("the first day I wrote: …"), another's rule ("their rule is: …"),
    // a text of the product ("now the bot message: …") or a named item of a list ("no-default-export: …").
    const lead = /^([^:]{3,60}):\s+(\S.{8,})$/su.exec(s);
    if (res.rules.length === found && lead && wordCount(lead[1]!) <= 8 && !NOT_A_LEAD.test(lead[1]!))
      detectInSentence(lead[2]!, sentence, add);
  }
  // In a pasted document's prose only a rule whose sentence says it lasts ("going forward", "a
  // general rule", "for you specifically") is the user's: its bare "never" or "important:" belong
  // to the spec or prompt it explains.
  if (shape === 'document')
    res.rules = [
      ...res.rules.slice(0, beforeProse),
      ...res.rules.slice(beforeProse).filter((r) => OWN_STANDING.test(r.sentence)),
    ];
  res.rules = withAntecedents(withEllipsesJoined(res.rules, res.reasons), sentences, res.reasons);
  if (!res.reasons.length) res.reasons.push('no standing instruction found');
  return res;
}

// A sentence that is only a standing marker: "For all future commits.", "Pour tous les commits à
// venir.", "На будущее.", "Désormais, oui.", "From now on, please.".
const BARE_MARKER =
  /^(?:(?:and|et|и|oui|yes|да)[\s,]+)?(?:from now on|going forward|in (?:the )?future|for the future|d[ée]sormais|dor[ée]navant|[àa] l'avenir|pour la suite|[àa] partir de maintenant|на будущее|впредь|отныне|в дальнейшем|(?:for|on|pour|sur|для|на)\s+(?:all|every|any|each|tous les|toutes les|chaque|всех|все|каждого|каждой|любых|любого)\s+(?:(?:the\s+)?(?:future|next|prochaines?|futur(?:e|s|es)?|следующих|будущих)\s+[\p{L}-]+|(?:the\s+|les\s+)?[\p{L}-]+\s+(?:to come|after this|from now on|[àa] venir|suivant(?:e|s|es)?|d'apr[èe]s|дальше|впредь)))(?:[\s,]+(?:too|aussi|тоже|also|please|stp|svp|s'il te pla[iî]t|пожалуйста|oui|yes))*[\s.!]*$/iu;
// Persistence of a fault: "still not", "again", "toujours pas", "encore", "всё ещё", "опять".
const STILL_WRONG = /(?<![\p{L}])(?:still|again|toujours pas|encore|всё ещё|все еще|опять|снова)(?![\p{L}])/iu;
const NOT_A_LEAD =
  /^\S+[-_]\S+$|(?<![\p{L}])(?:wrote|said|told|asked|says|their|his|her|message|prompt|text|ecrit|écrit|dit|leur|texte|писал\p{L}*|говорил\p{L}*|сказал\p{L}*|их|текст\p{L}*|сообщени\p{L}*)(?![\p{L}])/iu;
const STANDING_APPROVAL =
  /(?:^|[\s,.!]+(?:and |et |и )?)(?:that(?:'?s| is) (?:how (?:it should be done|we do it|i want it)|the way to do it)|keep doing (?:it )?(?:like this|this way|that way)|do it like this from now on|c'est comme [çc]a qu'(?:il faut (?:faire|le faire)|on fait)|continue comme [çc]a|(?:вот )?так (?:дальше |впредь |всегда )?и делай(?: всегда| впредь| дальше)?|так и продолжай)[^:]{0,40}:\s*(\S.*)$/iu;

// "Never as floating point", "jamais en dur", "никогда не в main": "never" with no verb of its
// own, the verb being the rule before it ("store money in cents. Never as floating point.").
const ELLIPSIS =
  /^(?:never|not|jamais|pas|никогда|не)\s+(?:as|only|in|with|without|on|from|by|straight|directly|direct|comme|en|seulement|avec|sans|sur|par|directement|как|только|в|с|без|на|напрямую|прямо)(?![\p{L}])/iu;

/** An elliptical "never …" continues the rule before it: one rule, not a rule and a fragment. */
function withEllipsesJoined(rules: DetectedRule[], reasons: string[]): DetectedRule[] {
  const out: DetectedRule[] = [];
  for (const r of rules) {
    const prev = out[out.length - 1];
    if (prev && ELLIPSIS.test(r.text)) {
      const joined = `${prev.text.replace(/[.!;,\s]+$/u, '')}; ${r.text.charAt(0).toLowerCase()}${r.text.slice(1)}`;
      out[out.length - 1] = { ...prev, text: joined };
      reasons.push(`"${r.text}" has no verb of its own: it continues the rule before it`);
    } else out.push(r);
  }
  return out;
}

// A short rule that points back ("everything goes through that", "always me, never you", "clean
// them up before …", "never to main") says nothing on its own: what it points at is the
// sentence before it, so the rule keeps that sentence.
const POINTS_BACK =
  /(?<![\p{L}])(?:them|(?:those|these|that)(?=\s*(?:[,.;:!?]|$))|(?<!^)it(?=\s*(?:[,.;:!?]|$))|ça|cela|celui-là|celle-là|их|его|её|этим|этого|туда|там)(?![\p{L}])|^(?:never|jamais|никогда)\s+(?:to|in|on|at|from|with|à|dans|sur|в|на)\s/iu;
// "always me", "toujours moi", "только я": who does it, and nothing of what.
const ONLY_A_PERSON =
  /^(?:always|only|never|toujours|seulement|jamais|всегда|только|никогда)\s+(?:me|you|moi|toi|я|ты)$/iu;
const ANTECEDENT_WORDS = { min: 3, max: 30 };

/** The rule's first clause points at something said before it. */
function pointsBack(rule: string): boolean {
  const first = firstClauseOf(rule);
  return POINTS_BACK.test(first) || ONLY_A_PERSON.test(first);
}
const firstClauseOf = (s: string) => s.split(/\s*[,;]\s*/u)[0]!.trim();

function withAntecedents(rules: DetectedRule[], sentences: readonly string[], reasons: string[]): DetectedRule[] {
  return rules.map((r) => {
    // "Keep that: every PR description gets a checklist": the rule says what it points at after the colon.
    const named = /^([^:]{1,30}):\s*(\S.*)$/su.exec(r.text);
    if (named && pointsBack(named[1]!) && wordCount(named[2]!) >= 3)
      return { ...r, text: named[2]!.charAt(0).toUpperCase() + named[2]!.slice(1) };
    if (wordCount(r.text) > 12 || !pointsBack(r.text)) return r;
    const at = sentences.findIndex((x) => x.trim() === r.sentence);
    const before = at > 0 ? sentences[at - 1]!.replace(FILLER_START, '').trim() : '';
    const words = wordCount(before);
    if (QUESTION.test(before) || words < ANTECEDENT_WORDS.min || words > ANTECEDENT_WORDS.max) return r;
    // The sentence before is a rule of its own: it is said already, and this one adds to it.
    if (rules.some((o) => o.sentence === sentences[at - 1]!.trim())) return r;
    const said = cleanRule(before);
    if (!said || r.text.includes(said)) return r;
    reasons.push(`"${r.text}" points back: it keeps the sentence before it ("${said}")`);
    return { ...r, text: `${said.replace(/[.!;,\s]+$/u, '')}. ${r.text}` };
  });
}

type Add = (rule: string, kind: RuleKind, sentence: string, why: string, whole?: boolean) => void;

/** "A few ground rules for anything you do in AWS.", "Quelques règles de base.", "Несколько правил для работы с базой.": prose that announces rules. */
const PROSE_RULES_INTRO =
  /^(?:(?:a few|some|two|three|four|my|our)\s+)?(?:ground|house|basic|working)\s+rules\b[^.:!?]{0,80}[.!]$|^(?:quelques|deux|trois|mes|nos)\s+r[èe]gles\b[^.:!?]{0,80}[.!]$|^(?:несколько|пара|два|три|мои|наши)\s+правил\p{L}*[^.:!?]{0,80}[.!]$/iu;

/**
 * "On how to work, two things I ask of you for the whole mission.", "Пара вещей про то, как
 * работаем, на весь проект.": things announced about the way to work, for longer than this task.
 */
const PROSE_WORK_INTRO =
  /^(?=.*(?:how (?:to|we|i want you to) work|the way (?:we|you) work|fa[çc]on de travailler|mani[èe]re de travailler|как (?:мы )?работаем|как работать))(?=.*(?:whole|entire|from now on|going forward|pour toute|tout le projet|toute la dur[ée]e|[àa] partir de maintenant|d[ée]sormais|на весь|всего проекта|впредь|отныне|всегда)).{0,200}[.!:]$/iu;

/** The sentences after a prose intro of rules, in its paragraph, worded as constraints. */
function proseRules(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const [first, ...rest] = splitSentences(paragraph.replace(/\s*\n\s*/g, ' '));
    if (!first || !(PROSE_RULES_INTRO.test(first.trim()) || PROSE_WORK_INTRO.test(first.trim()))) continue;
    // "la DSI doit valider chaque paquet" after the rule: someone else's duty, the reason for it.
    for (const s of rest)
      if (CONSTRAINT_WORDING.test(s) && !QUESTION.test(s) && !productMust(fold(s.trim()))) out.push(s.trim());
  }
  return out;
}

const POINTS_AT_LIST =
  /^(?:these|those|the following|the rules below|ces r[èe]gles|celles-ci|ceux-ci|les suivantes?|эти(?: правила)?|следующ\p{L}*)(?![\p{L}])[^:]{0,80}:$/iu;

// A lead that makes what follows its colon hold for all the work: "a general thing I want
// everywhere:", "de manière générale sur ce projet :", "c'est la règle ici :", "pour toutes les
// livraisons, maintenant et après :", "общее правило для багов:", "these hold for every task:".
// Words that make what follows hold from now on, in both kinds of lead below.
const LASTING = String.raw`from now on|going forward|for good|maintenant et apr[èe]s|[àa] venir|d[ée]sormais|dor[ée]navant|впредь|отныне`;
// What makes a sentence of a pasted document's prose the user's own standing rule: it says the rule
// lasts ("going forward", "на будущее"), is general ("a general rule", "pas seulement pour ce
// ticket"), or is for this assistant ("for you specifically"). A spec's "for each MR" says none.
const OWN_STANDING = new RegExp(
  String.raw`(?<![\p{L}])(?:${LASTING}|from (?:today|this point)(?: on)?|in (?:the )?future|for the future|[àa] partir (?:de maintenant|d'aujourd'hui)|на будущее|в дальнейшем|с (?:этого момента|сегодняшнего дня)|(?:general|standing|house|permanent|team) (?:rule|thing|point)|(?:in|en) g[ée]n[ée]ral|r[èe]gle|правил\p{L}*|общ(?:ее|ий|ая)|not (?:only|just) (?:for|this|in)|pas (?:seulement|que|uniquement) (?:pour|sur|ce|cette)|не только (?:для|на|про|в|эт)|for you(?: specifically)?,|(?:pour (?:toi|vous)|для (?:тебя|вас))(?=\s*[,:])|permanent(?:ly)?|whenever you|chaque fois que (?:tu|vous)|каждый раз,? когда)(?![\p{L}])`,
  'iu',
);
const GENERAL_LEAD = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:our|my|house|general|standing|new|team|the) rule(?= here| for (?:every|all|any|this (?:tool|project|repo|codebase|app|team))|$)|(?:our|my|house|general|standing|new|team) rules?|(?:la|notre|ma) r[èe]gle(?= ici| chez nous| du projet| g[ée]n[ée]rale|$)|(?:общее|наше|главное) правило|правило у нас|general(?:ly)?|g[ée]n[ée]ral(?:e|ement)?|общ(?:ее|ие|ий|ая)|everywhere|partout|везде|${LASTING}|(?:hold|holds|apply|applies) (?:for|to) (?:every|all|any)|every (?:task|project|commit|pr|change|feature|ticket)|(?:pour|sur) (?:tous|toutes|chaque)|для (?:всех|любых|любого|каждого)|(?:sur|pour|dans|on|in|for) (?:ce|this|the whole|tout le) (?:projet|project|repo|codebase)|(?:в|на) этом проекте)(?![\p{L}])`,
  'iu',
);
const LEAD_OBLIGES =
  /(?<![\p{L}])(?:must|needs?|should|has to|have to|doit|doivent|faut|должен|должн\p{L}*|нужно|надо|обязан\p{L}*)(?![\p{L}])/iu;
const NOT_A_GENERAL_LEAD =
  /(?<![\p{L}])(?:business|m[ée]tier|product|produit|бизнес|question|why|pourquoi|почему)(?![\p{L}])/iu;

/** "<a lead that makes it general>: <the rule>" as a LIST_INTRO match (the lead and its colon). */
function generalIntro(s: string): RegExpExecArray | null {
  const colon = /^([^:]{3,120}):\s*/u.exec(s);
  // Not code ("ni export let ni $: …"), and not a lead that is itself the rule ("every PR needs X: …").
  if (!colon || colon[1]!.split(/\s+/).length > 16 || /[`/$]/.test(colon[1]!) || LEAD_OBLIGES.test(colon[1]!))
    return null;
  // "au format « type(périmètre) : description »": the colon is inside a quote, part of the rule.
  if (openQuote(colon[1]!)) return null;
  // "впредь ошибки не глотать нигде: либо возвращай, либо логируй": the lead bans on its own; what
  // follows says how, and the rule is the whole sentence.
  if (LEAD_BANS.test(colon[1]!)) return null;
  if (!GENERAL_LEAD.test(colon[1]!) || NOT_A_GENERAL_LEAD.test(colon[1]!)) return null;
  // What follows is worded as an instruction: an order, a ban, "always / only / no …".
  const rest = s.slice(colon[0].length).replace(FILLER_START, '');
  const instructs = INSTRUCTS.test(rest) || /^(?:no|pas de|aucune?|никаких|без)\s/iu.test(rest);
  // A noun phrase after the colon ("booktabs, no vertical lines") counts after a lead that names a rule or a time.
  return instructs || STANDING_LEAD.test(colon[1]!) ? colon : null;
}

// A ban in the lead itself, after its marker: "ошибки не глотать", "never … anywhere", "ne jamais …".
const LEAD_BANS =
  /(?<![\p{L}])(?:не\s+\p{Script=Cyrillic}+(?:ть|ться|ти)|never\s+\p{L}+|don't\s+\p{L}+|ne\s+jamais|ne\s+pas\s+\p{L}+er|jamais\s+de)(?![\p{L}])/iu;

/** The text leaves a quote open: more « than », or an odd number of straight double quotes. */
function openQuote(text: string): boolean {
  const count = (ch: string) => text.split(ch).length - 1;
  return count('«') > count('»') || count('“') > count('”') || count('"') % 2 === 1;
}

// A lead that names the kind of work the rule is for: "for all migrations", "pour toutes les livraisons".
const SCOPE_LEAD =
  /^(?:(?:and|et|и)\s+)?(?:for|on|in|pour|sur|dans|для|на|в)\s+(?:all|every|any|each|tous|toutes|tout|chaque|всех|любых|любого|каждого|каждой)\s/iu;
const STANDING_LEAD = new RegExp(
  String.raw`(?<![\p{L}])(?:rules?|r[èe]gles?|правил\p{L}*|${LASTING})(?![\p{L}])`,
  'iu',
);

const WHOLE_PROJECT =
  /(?<![\p{L}])(?:everything|all of it|tout|всё|все)\s+(?:is|goes|est|passe|—|-|идёт|идет)\s+[^,.;]{2,40}?\s+(?:in this (?:project|repo|codebase|app)|dans ce (?:projet|repo)|ici|here|в этом проекте|у нас)(?![\p{L}])/iu;
// "don't worry", "ne soyez pas surpris", "не переживай": words that calm, not a ban.
const REASSURANCE =
  /(?<![\p{L}])(?:(?:don't|do not)\s+(?:worry|panic|be (?:surprised|alarmed|confused|scared|shocked))|ne\s+(?:t'|vous\s+)?(?:inqui[èé]te[sz]?|so(?:is|yez)\s+pas\s+(?:surpris|[ée]tonn[ée])|panique[sz]?|affole[sz]?)|не\s+(?:волнуй|пережива|беспокой|удивля|пугай|паникуй)\p{L}*)/iu;
const CONDITIONAL_BAN =
  /^(?:(?:hm+|ok|so|and|also|but|et|mais|и|но)[,\s]+)?(?:don't|do not|never|ne\s+\S+\s+(?:pas|jamais)|n'\S+\s+(?:pas|jamais)|не)\s+[^,.;]{2,50}?\s(?:once|whenever|when|as soon as|if|unless|d[èe]s que|quand|lorsque|si|une fois que|когда|если|как только)\s\S/iu;

// Marks of a one-off order: "this time", "for now", "throwaway", "cette fois", "пока".
const THIS_TIME =
  /(?<![\p{L}])(?:this time|for now|for this (?:one|pr|ticket|task|change|feature|file)|throwaway|today|right now|cette fois|pour l'instant|pour le moment|pour ce (?:ticket|fichier)|aujourd'hui|на этот раз|пока что|пока|сейчас|сегодня)(?![\p{L}])/iu;
const BAN_OR_PREFERENCE =
  /^(?:(?:please\s+)?(?:don't|do not|never)\s+(?:use|add|put|leave|write)|avoid|prefer|no\s|n'utilise (?:pas|jamais)|pas de\s|pas d'|aucune?\s|без\s|[ée]vite|pr[ée]f[èe]re|privil[ée]gie|не (?:используй|пиши|добавляй|оставляй)|никаких\s|избегай|предпочитай)/iu;
const KIND_OF_WORK =
  /(?<![\p{L}])(?:in|inside|within|across|dans|en|в|во)\s+(?:(?:any|all|the|our|this|your|le|la|les|ce|tout le|notre|tes|vos|нашем|этом|своих|твоих)\s+)?(?:whole\s+)?(?:answers|replies|responses|r[ée]ponses|ответах|production code|committed code|(?:the )?code ?base|codebase|commit messages?|commits|prs|pull requests|tests?|test code|migrations|templates|components|repo|repository|project|code (?:de prod|commit[ée])|messages de commit|commits|tests|composants|projet|d[ée]p[ôo]t|коде|коммитах|сообщениях коммитов|тестах|проекте|репо\p{L}*)(?![\p{L}])/iu;
// "make the toast always appear …", "add a test that checks it is always positive": the always is
// the product's behaviour, inside the order's object.
const PRODUCT_ALWAYS =
  /^(?:make(?: sure)?|ensure|fais en sorte que|assure-toi que|сделай,? чтобы|убедись,? что)\s+(?:the|a|an|this|that|it|le|la|les|l'|un|une|ce|cette)\s+[^,.;]{1,40}?\s(?:always|never|toujours|jamais|всегда|никогда)\s|(?:that|which|qui|que|qu'|чтобы|что|который|которая)\s+(?:\S+\s+){0,5}(?:is |are |est |sont )?(?:always|never|toujours|jamais|всегда|никогда)(?![\p{L}])/iu;
// After "from now on": a subject and a verb of what happens ("the page loads in 2s").
const STATES_WHAT_HAPPENS =
  /^(?:the|this|that|it|its|le|la|les|l'|ce|ça|ca|il|elle|он|она|оно|это|страница|сайт)\s+(?:\S+\s+)?(?:loads?|runs?|works?|takes?|happens?|fails?|crashes|shows?|is|are|charge|tourne|marche|prend|arrive|plante|est|sont|грузится|работает|падает)(?![\p{L}])/iu;
// The user's own future action: "I'll send you the logs", "je t'enverrai", "я сам пришлю".
const USER_WILL =
  /(?<![\p{L}])(?:i will|i'll|ill|i am going to|i'm going to|je vais|je t'enverrai|j'enverrai|я (?:сам |сама )?(?:пришлю|скину|сделаю|отправлю))(?![\p{L}])/iu;

const SUBJECT_MUST =
  /^(?:the|le|la|les|l')\s*((?:\S+\s+){1,3}?)(?:should|must|shall|needs? to|has to|doit|doivent|devrait|devraient)(?![\p{L}])|^([а-яё]+(?:\s+[а-яё]+)?)\s+(?:всегда\s+)?должн\p{L}*/u;
/** A thing of the product, then must/should: what the product does, not how to work. */
function productMust(n: string): boolean {
  const m = SUBJECT_MUST.exec(n);
  if (!m) return false;
  const subject = (m[1] ?? m[2] ?? '').trim();
  if (!subject || /^(?:you|tu|vous|ты|вы|we|on|nous|мы|i|je|я)$/u.test(subject)) return false;
  return !namesWork(subject);
}

/** A scope over a kind of work, a comma or colon, then an order, a ban or a team habit. */
const SCOPED_ORDER = new RegExp(
  String.raw`^(?:(?:for|on|in|with|pour|sur|dans|для|на|в)\s+(?:all|every|any|each|tous les|toutes les|tout|chaque|всех|каждого|каждой|каждом|любого|любой|любых)\s+[^,:.?]{2,60}[,:]|(?:for|pour|для)\s+(?!l'avenir|la suite|plus tard|the future|later|now|maintenant|будущее)(?:the |les |le |la )?[^,:.?]{2,30}:)\s*` +
    String.raw`(?:(?:use|add|put|keep|write|make|run|check|prefer|avoid|never|always|only|first|don't|do not|no|d'abord|сначала|mets|utilise|ajoute|fais|[ée]cris|lance|garde|[ée]vite|pr[ée]f[èe]re|privil[ée]gie|prends|ne|n'|pas de|jamais|toujours|uniquement|on|nous|never|не|никогда|всегда|только|никаких)(?![\p{L}])|[а-яё]+(?:йте|ите|ем|им|й|и|ь)(?![\p{L}]))`,
  'iu',
);

const UNTIL_USER_SAYS =
  /^(?:no|never|don't|do not|pas de|jamais|ne|никаких|никогда|не)\s.{3,80}?(?:unless i (?:say|ask|agree|approve|confirm)|without (?:asking|checking with) me|without my (?:ok|okay|approval|go-ahead)|sans (?:me (?:le )?demander|mon (?:accord|feu vert|ok))|без (?:моего (?:согласия|разрешения|ведома|ок)|спроса)|пока я не (?:скажу|разрешу))(?![\p{L}])/iu;

// A sentence worded to hold in general: a ban, always/only, "we …", "at all".
const GENERAL =
  /^(?:(?:we|on|nous|мы|у нас)\s+)?(?:don't|do not|never|no\s|always|only|ne\s|n'|jamais|toujours|pas de|aucun|не\s|никогда|всегда|только|никаких)|(?<![\p{L}])(?:at all|du tout|вообще|ever|jamais)(?![\p{L}])|^(?:we|on|nous|мы)\s/iu;

/** What "put that in CLAUDE.md" refers to: the first earlier sentence worded in general, else the one just before. */
function referent(before: readonly string[]): string | null {
  const said = before.filter((x) => x.trim() && !QUESTION.test(x.replace(FILLER_START, '').trim()));
  return said.find((x) => GENERAL.test(x.replace(FILLER_START, '').trim())) ?? said[said.length - 1] ?? null;
}

/** The rules of one sentence of the user's own words, by family. */
function detectInSentence(s: string, sentence: string, add: Add): void {
  const restated = RESTATED.exec(s);
  if (restated) {
    add(
      restated[1]!,
      'restated',
      sentence,
      `a rule restated ("${restated[0].slice(0, restated[0].length - restated[1]!.length).trim()}")`,
    );
    return;
  }
  // "les commits c'est en anglais ici, je te l'ai déjà dit": the rule, then the reminder that it was said.
  const said = RESTATED_AFTER.exec(s);
  // Not "it works, I told you": what was said before must be a rule, not a state.
  if (said && said[1]!.split(/\s+/).length >= 3 && !/^(?:it|this|that|ca|cela|это)(?![\p{L}])/iu.test(said[1]!)) {
    add(said[1]!, 'restated', sentence, 'a rule restated ("… I told you")');
    return;
  }
  const memory =
    MEMORY_WRITE.find(([re]) => re.test(s)) ?? MEMORY_WRITE.find(([re]) => re.test(s.replace(LEAD_CLAUSE, '')));
  if (memory) {
    add(
      memoryRule(memory[0].exec(memory[0].test(s) ? s : s.replace(LEAD_CLAUSE, ''))!),
      'memory',
      sentence,
      `asks to keep it in the assistant's instructions ("${memory[1]}")`,
    );
    return;
  }
  // "the real URL is X, update the prompt so it finds it": the write comes after what it is about.
  const later = laterMemoryWrite(s);
  if (later) {
    add(later.rule, 'memory', sentence, `asks to keep it in the assistant's instructions ("${later.marker}")`);
    return;
  }
  const explicit = EXPLICIT.find(([re]) => re.test(s));
  // "note: the server is down right now": a note for this moment, not for later.
  if (explicit && THIS_TIME.test(explicit[0].exec(s)![1]!)) return;
  if (explicit) {
    add(explicit[0].exec(s)![1]!, 'explicit', sentence, `explicit marker "${explicit[1]}"`);
    return;
  }
  // "i use fish btw, keep that in mind for the aliases": the marker comes after what to remember.
  const after = REMEMBER_AFTER.exec(s);
  // Not "so i dont have to remember it": the user's own memory, not the assistant's.
  if (
    after &&
    after.index > 0 &&
    s.slice(0, after.index).split(/\s+/).length >= 3 &&
    !/(?:have|has|need|want|got) to\s*$|(?:don't|dont|do not|not)\s*$/iu.test(s.slice(0, after.index))
  ) {
    const what = s
      .slice(0, after.index)
      .replace(FILLER_START, '')
      .replace(/[\s,]*(?:btw|by the way|au fait|кстати)$/iu, '');
    add(what, 'explicit', sentence, `explicit marker "${after[1]}"`);
    return;
  }
  // "je les lancerai la prochaine fois que je suis sur mon poste", "from now on ill flash it over
  // ota myself": the user's own plan.
  const plain = s.replace(TEMPORAL, '').replace(/^[\s,]+/, '');
  // "pas grave, je les lancerai …": after a short lead, the user's own plan all the same.
  const afterLead = s.replace(/^[^,]{1,20},\s*/u, '');
  if (
    (FIRST_PERSON_PLAN.test(s) || FIRST_PERSON_PLAN.test(plain) || FIRST_PERSON_PLAN.test(afterLead)) &&
    !ADDRESSEE.test(s)
  )
    return;
  // "no new packages unless I say yes", "pas de mise à jour sans mon accord", "не удаляй файлы без
  // моего разрешения": a ban that only the user lifts holds until they do.
  if (UNTIL_USER_SAYS.test(s)) {
    add(s, 'never', sentence, 'a ban only the user lifts ("unless I say so")');
    return;
  }
  // "pour tous les scripts shell, mets set -e", "для всех компонентов используем CSS-модули": a scope, then the order.
  if (SCOPED_ORDER.test(s)) {
    add(s, 'standing', sentence, 'an order for every case of a kind ("for all X, …")');
    return;
  }
  const scope = SCOPE.exec(s);
  // "every time the nightly job runs, the disk fills up", "à chaque fois Claire retrouve le bug":
  // what happens each time, told; a rule orders something each time.
  if (scope && REPEAT_MARKER.test(scope[0]) && (toldEachTime(s, scope) || !ordersSomething(s))) return;
  // "it crashes every morning", "every morning the backup fails": a routine told, not ordered.
  if (scope && ROUTINE_MARKER.test(scope[0]) && !routineOrder(s, scope)) return;
  if (scope) {
    add(withoutTemporal(fromScope(s, scope)), 'standing', sentence, `standing marker "${scope[0]}"`);
    return;
  }
  const temporal = TEMPORAL.exec(s);
  if (temporal) {
    // "from now on the page loads in 2s", "next time it happens I'll send the logs": what will
    // happen, or the user's own plan, not an order.
    const rest = withoutTemporal(s);
    const parts = rest.split(/,\s*/);
    const orders = parts.some((part) => IMPERATIVE.test(part));
    // "from now on keep answers under 10 lines, I'll ask for more": an order, and the user's own
    // side of it, which is no part of the rule.
    const ordered = orders ? parts.filter((part) => !USER_WILL.test(part)).join(', ') : rest;
    if ((orders || !STATES_WHAT_HAPPENS.test(rest)) && !USER_WILL.test(ordered))
      add(ordered, 'standing', sentence, `standing marker "${temporal[0]}"`);
    return;
  }
  // "toujours OOM, à 31 min cette fois": an acronym or a number after it is a state that lasts.
  const a = /^(?:toujours|always|всегда)\s+(?:[A-Z0-9]{2,}\b|\d)/u.test(s) ? null : alwaysNever(s.toLowerCase());
  if (a) {
    add(s, a, sentence, a === 'always' ? 'instruction with "always/toujours"' : 'instruction with "never/jamais"');
    return;
  }
  // "everything is raw sql in this project", "tout est en TypeScript ici": what the whole project does.
  if (WHOLE_PROJECT.test(s)) {
    add(s, 'convention', sentence, 'what the whole project does ("everything is X in this project")');
    return;
  }
  if (ARTEFACT_LANGUAGE.test(s)) {
    add(s, 'convention', sentence, 'the language an artefact is written in ("commit messages in English")');
    return;
  }
  // "никаких Thread.sleep в тестах": an emphatic ban opening the sentence.
  if (/^никаких\s+\S/iu.test(s)) {
    add(s, 'never', sentence, 'a ban ("никаких …")');
    return;
  }
  // "don't force-push once a PR has reviewers": a ban with the case it holds in is general. Not
  // "don't be surprised if …", "ne vous inquiétez pas si …": a reassurance about a case.
  if (CONDITIONAL_BAN.test(s) && !REASSURANCE.test(s)) {
    add(s, 'never', sentence, 'a ban for every case ("don\'t X once / when Y")');
    return;
  }
  const leading = LEADING_CONVENTION.exec(s);
  if (leading) {
    add(
      leading[1]!,
      'convention',
      sentence,
      'a convention stated as such ("the convention here is X", "у нас принято X")',
    );
    return;
  }
  const tagged = TAGGED_CONVENTION.exec(s);
  if (tagged) {
    add(tagged[1]!, 'convention', sentence, 'a convention tagged as such ("…, c\'est la convention")');
    return;
  }
  const convention = CONVENTION.exec(s);
  if (convention) {
    add(s.slice(convention.index), 'convention', sentence, 'a convention stated as such ("we use X, not Y")');
    return;
  }
  if (statesHouseFact(s)) {
    add(s, 'convention', sentence, 'how the house does a thing ("chez nous X", "у нас X")');
    return;
  }
  // "don't use emojis in commit messages", "no console.log in production code", "prefer composition
  // over inheritance in this codebase": a ban or a preference over a whole kind of the work.
  if (((BAN_OR_PREFERENCE.test(s) && KIND_OF_WORK.test(s)) || PREFER_OVER.test(s)) && !THIS_TIME.test(s)) {
    add(s, 'convention', sentence, 'a ban or a preference over a kind of the work ("… in commit messages")');
    return;
  }
  const norm = fold(s);
  if (universal(norm)) {
    const from = s.search(/(?:make sure|ensure|assure[- ]toi|veille [àa]|убедись)/i);
    add(
      from > 0 ? s.slice(from) : s,
      'universal',
      sentence,
      'instruction that applies to every case (each/every/tout … must/doit)',
    );
  }
}

const INSTRUCTION_LABEL =
  /^(?:important|very important|note|nb|n\.b\.|attention|warning|reminder|heads up|rappel|remarque|важно|внимание|напоминание)\s*[:!—-]\s*/iu;
/** What follows a label is an instruction: an order, a ban, "always/only …". */
const INSTRUCTS = new RegExp(
  `^(?:${IMPERATIVE.source.replace(/^\^/, '')}|(?:please\\s+)?(?:do not|don't|never|always|only|make sure|ne (?:jamais|pas)|n'|jamais|toujours|uniquement|pas de|aucun|aucune|не |никогда|всегда|только|никаких)(?![\\p{L}]))`,
  'iu',
);

/** "tests go next to the file they test", "les composants vont dans src/ui": where things belong. */
const PLACEMENT =
  /^\S+(?:\s+\S+)?\s+(?:go|goes|live|lives|belong|belongs|vont|va|restent|идут|лежат|живут)\s+(?:in|into|under|next to|beside|with|dans|sous|à côté|avec|в|рядом)(?![\p{L}])/iu;

const POLITE_REQUEST =
  /^(?:(?:so|ok|and|also|alors|et|и|ну)[\s,]+)?(?:can|could|would|will) you |^(?:peux|pourrais|pourriez|peut)[- ](?:tu|vous) |^(?:можешь|можете|могли бы)(?![\p{L}])/iu;

const REMEMBER_AFTER =
  /[,;.]?\s*(?:(?:so|and|please|alors|et|donc|так что|и)\s+)?(keep (?:that|this|it) in mind|remember (?:that|this|it)|don't forget (?:that|this|it)|retiens[- ](?:le|ça|ca|bien)|garde (?:ça|ca|le|cela) en (?:t[eê]te|m[ée]moire)|n'oublie pas (?:ça|ca|cela)|запомни(?: это)?|имей (?:это|в виду))(?:\s+(?:for|pour|для|при)\s+.*)?[.!]?$/iu;

// "fine this time, but add to CLAUDE.md: …": a lead clause before the instruction.
const LEAD_CLAUSE = /^[^,:]{1,40},\s*(?:but|mais|но|and|et|и)?\s*/iu;
// The user speaking of their own plans: "I'll run them next time", "je les lancerai …", "я сам …".
const FIRST_PERSON_PLAN = /^(?:i|i'll|ill|i will|i'm|im|ive|we'll|je|j'|moi|я)(?![\p{L}])/iu;
const HOUSE_PRACTICE =
  /^(?:this|our|the) (?:repo|repository|project|codebase|code ?base|code|solution|monorepo|team) (?:never|always|only) (?:uses?|goes|go|imports?|exports?|puts?|keeps?|takes?|calls?|writes?|ships?|names?|commits?|merges?|deploys?|stores?|has|have)(?![\p{L}])/u;
const HOUSE_SUBJECT =
  /^(?:(?:this|our|the) (?:repo|repository|project|codebase|code ?base|code|solution|app|monorepo|team)|(?:ce|notre) (?:repo|projet|code)|(?:в этом|в нашем) (?:репо|репозитории|проекте|коде)|наш (?:код|проект))\s+(?:(?:n'|ne\s+)?\S+\s+)?(never|always|only|jamais|toujours|никогда|всегда)(?![\p{L}])/iu;
// A Russian verb in the imperative: "проверяй", "запускай", "пишите".
const RU_IMPERATIVE = /(?<![\p{L}])\p{Script=Cyrillic}{3,}(?:ай|яй|ей|уй|ите|айте|яйте|ейте)(?![\p{L}])/u;
// A Russian clause that states: a noun subject, then a verb in the present ("диск забивается").
const RU_STATEMENT = /^\p{Script=Cyrillic}+\s+\p{Script=Cyrillic}+(?:ет|ит|ется|ится|ут|ют|ат|ят)(?![\p{L}])/u;
const REPEAT_MARKER = /every (?:single )?time|each time|whenever|chaque fois|каждый раз/iu;
const ORDER_WORD =
  /(?<![\p{L}])(?:must|should|need to|have to|please|pls|faut|dois|doit|devez|stp|svp|s'il te pla[iî]t|нужно|надо|должен|должна|обязательно|пожалуйста)(?![\p{L}])/iu;
// The main clause opens on a subject other than the assistant: a thing, a person, "I", "it".
const OTHER_SUBJECT =
  /^(?:(?:and|then|et|puis|и|то)\s+)?(?:(?:the|a|an|this|that|it|i|we|they|he|she|le|la|les|un|une|ce|ça|ca|il|elle|je|on|nous|ils|elles|я|мы|он|она|оно|они|это)(?![\p{L}'])|l'|c'|j'|\p{Lu}\p{Ll}+\s)/u;

const ROUTINE_MARKER =
  /(?:every|each) (?:morning|evening|day|week|monday|friday)|(?:tous les|chaque) (?:matin|soir|jour|semaine|lundi|vendredi)|кажд\p{L}+ (?:утро|день|вечер|понедельник|неделю|пятницу|раз с утра)|по утрам/iu;

/** "(same as) every morning: pull main first": the routine opens the sentence and an order follows. */
function routineOrder(s: string, scope: RegExpExecArray): boolean {
  const lead = s.slice(0, scope.index).trim().split(/\s+/).filter(Boolean).length;
  if (lead > 1) return false;
  const main = s
    .slice(scope.index + scope[0].length)
    .replace(/^[\s,:;.—–-]+/u, '')
    .trim();
  if (!main || OTHER_SUBJECT.test(main)) return false;
  // Russian names no subject: the order is told by the verb's imperative ending ("подтягивай").
  const first = main.replace(/^(?:сначала|всегда|обязательно|сперва)\s+/iu, '').split(/\s+/)[0]!;
  return !/^\p{Script=Cyrillic}/u.test(first) || /(?:й|йте|и|ите|ь|ьте)$/u.test(first);
}

/** "every time the job runs, the disk fills up", "à chaque fois Claire retrouve le bug": what happens each time, told. */
function toldEachTime(s: string, scope: RegExpExecArray): boolean {
  const end = scope.index + scope[0].length;
  const atStart = s.slice(0, scope.index).trim().split(/\s+/).filter(Boolean).length <= 1;
  if (!atStart) return false;
  const comma = s.indexOf(',', end);
  // "каждый раз в начале сессии проверяй git status, Саша …": the order comes before the comma.
  if (comma >= 0 && RU_IMPERATIVE.test(s.slice(end, comma))) return false;
  let main = (comma >= 0 ? s.slice(comma + 1) : s.slice(end)).trim();
  // "каждый раз, когда билд падает, диск забивается": past the "when" clause to the main one.
  if (/^(?:when|whenever|quand|lorsque|когда)(?![\p{L}])/iu.test(main) && main.includes(','))
    main = main.slice(main.indexOf(',') + 1).trim();
  return (OTHER_SUBJECT.test(main) || RU_STATEMENT.test(main)) && !ORDER_WORD.test(main);
}

/**
 * Whether a sentence orders anything: a modal of duty, the assistant addressed, an imperative
 * somewhere. "the button crashes every time", "à chaque fois les mêmes 1 212 lignes", "каждый раз
 * пускает" only tell what happens each time.
 */
function ordersSomething(s: string): boolean {
  if (ORDER_WORD.test(s) || ADDRESSEE.test(s) || RU_IMPERATIVE.test(s) || STOP_ORDER.test(s)) return true;
  return s
    .split(/[,:;—–]\s*|\s+(?:and|then|et|puis|и|затем)\s+/u)
    .some((part) => IMPERATIVE.test(part.replace(FILLER_START, '').trim().toLowerCase()));
}

// "arrête de lancer …", "хватит каждый раз создавать …": an order to stop, each time.
const STOP_ORDER = /(?<![\p{L}])(?:stop|quit|arr[êe]te[sz]? de|cesse[sz]? de|хватит|перестань|прекрати)(?![\p{L}])/iu;
const ADDRESSEE = /(?<![\p{L}])(?:you|your|tu|toi|te|t'|vous|ты|тебе|вы)(?![\p{L}])/iu;

/**
 * A sentence that describes rather than instructs: "it always happens when …", "ça marche jamais
 * sur Safari, toujours nickel sur Android", "never happened before". A third-person subject before
 * the first verb-like word, or "never" before a participle or a preposition.
 */
function describesSomething(s: string): boolean {
  if (measuredRequirement(s)) return true;
  const n = fold(s);
  // "this repo never uses default exports": the house's practice, a convention, not a report.
  if (HOUSE_PRACTICE.test(n.replace(FILLER_START, ''))) return false;
  // "the page jumps to the top every time the modal opens": what happens each time, not what to do.
  if (
    /^(?:(?:hmm+|ok|so|well|also|and|but|btw|euh|bon|alors|ну)[\s,]+)?(?:it|this|that|(?:the|my|our|his|her|their) \S+|ca|cela|il|elle|(?:le|la|les|mon|ma|mes) \S+|он|она|оно|это|они)\s+(?!(?:must|should|needs?|has|have|doit|doivent|faut|должн)\b)\S+.*(?:every (?:single )?time|each time|whenever|chaque fois|каждый раз)/u.test(
      n,
    ) &&
    // "since your change" names the assistant's work; "you" as a subject would make it an order.
    !/(?<![\p{L}])(?:you|tu|vous|ты|вы)(?![\p{L}])/u.test(n) &&
    !/(?<![\p{L}])(?:must|should|need to|have to|always|never|il faut|toujours|jamais|нужно|надо|всегда|никогда)(?![\p{L}])/u.test(
      n,
    )
  )
    return true;
  // "page jumps to the top every time the modal opens": a bare subject, its verb, each time.
  if (
    /^[a-z][\w-]*\s+[a-z]+s\s.*(?:every (?:single )?time|each time|whenever)/u.test(n) &&
    !IMPERATIVE.test(n) &&
    !ADDRESSEE.test(n) &&
    !/(?<![\p{L}])(?:must|should|need to|have to|always|never)(?![\p{L}])/u.test(n)
  )
    return true;
  // "every time it goes in a loop", "chaque fois ça plante": what happens each time, said first.
  if (
    /^(?:every (?:single )?time|each time|whenever|(?:a )?chaque fois(?: que| qu')?|каждый раз(?:,? когда)?)\s*(?:it|this|that|ca|cela|il|elle|он|она|оно|это|они)\s+\S+/u.test(
      n,
    ) &&
    !ADDRESSEE.test(n) &&
    !/(?<![\p{L}])(?:must|should|need to|have to|il faut|нужно|надо)(?![\p{L}])/u.test(n)
  )
    return true;
  // "every time I click it crashes", "chaque fois que je clique ça plante", "каждый раз, когда я жму,
  // падает": the user's action, then what the software does.
  if (
    /^(?:every (?:single )?time|each time|whenever|(?:a )?chaque fois que|каждый раз,? когда)\s+(?:i|je|j'|я)\s+[^,]{1,40}?,?\s*(?:it|this|that|the \S+|ca|cela|il|elle|le \S+|la \S+|он|она|оно|это|они|всё|все)\s+\S+/u.test(
      n,
    ) &&
    !/(?<![\p{L}])(?:you|tu|vous|ты|вы|must|should|need to|il faut|нужно|надо)(?![\p{L}])/u.test(n)
  )
    return true;
  // "you always do this", "tu fais toujours ça", "ты всегда так делаешь": a reproach, not a rule.
  if (
    /^(?:you|tu|ты|вы)\s+(?:\S+\s+)?(?:always|toujours|всегда)\s+(?:\S+\s+)?(?:this|that|it|[çc]a|так|это)[.!?]*$/u.test(
      n,
    )
  )
    return true;
  // "каждый раз падает", "всегда одно и то же", "always the same error": a state that repeats.
  if (
    /^(?:каждый раз|всегда|постоянно|опять)\s+[а-яё]+(?:ет|ит|ется|ится|ут|ют|ат|ят)(?![\p{L}])/u.test(n) ||
    /^(?:always|toujours|всегда)\s+(?:the same|la m[eê]me|le m[eê]me|pareil|одно и то же|то же самое|тот же|та же)(?![\p{L}])/u.test(
      n,
    )
  )
    return true;
  // "the select-all checkbox should only select the page", "le mot de passe doit …": a thing of the
  // product and what it must do. Not "the commit message should …": a thing of the work.
  if (productMust(n)) return true;
  // What the product must do ("it should follow the system setting", "users must never see the admin panel").
  if (
    /^(?:it|the (?:app|application|page|site|api|button|form|user|users|customer|customers|bot|script|player|game|server|service|backend|frontend|dashboard|widget)|users|customers|players|il|elle|l'app|l'appli|l'application|la page|le site|le bot|le jeu|le joueur|le serveur|le service|les utilisateurs|les clients|les joueurs|оно|приложение|бот|сервис|игра|игрок|пользователи)\s+(?:(?:never|always|jamais|toujours|никогда не|никогда|всегда)\s+)?(?:should|must|shall|needs? to|has to|doit|doivent|devrait|должн\p{L}*)(?![\p{L}])/u.test(
      n,
    )
  )
    return true;
  if (
    /^(?:it|this|that|there|ca|cela|ce|il|elle|они|оно|он|она|это)\s+(?:\S+\s+)?(?:always|never|toujours|jamais|всегда|никогда)(?![\p{L}])/u.test(
      n,
    )
  )
    return true;
  // "the backfill always dies around day 15", "never gets to the end": a verb in the third person.
  if (
    /^(?:(?:the|my|our|this) \S+(?: \S+)? )?(?:always|never) (?!focus)\p{L}+[^s\W]s(?![\p{L}])/u.test(n) &&
    !ADDRESSEE.test(n)
  )
    return true;
  if (
    /^(?:it|this|that|ca|cela|il|elle|оно|это)\s+\S+\s+(?:\S+\s+)?(?:jamais|never|никогда)(?![\p{L}])/u.test(n) &&
    !ADDRESSEE.test(n)
  )
    return true;
  return /(?:^|,\s*)(?:never|jamais|никогда)\s+(?:mind|seen|been|had|happened|happens|heard|worked|used|knew|thought|really|before|again|since|was|were|did|existed|vu|eu|ete|marche|fonctionne|не было|не видел)(?![\p{L}])/u.test(
    n,
  );
}

// "X, and Y" and "X; Y" are two rules when both halves are whole instructions. A ban of a thing
// after a comma ("…, no raw SQL", "…, pas de SQL brut", "…, никаких строк в хендлерах") is what the
// rule before it excludes: one rule, as a careful reader counts it.
const COMPOUND =
  /\s*(?:;|,\s*(?:and|et|и)\s+|,\s*(?:and also|et aussi)\s+|\s+and\s+(?=(?:always|never|no|don't|do not|every|request|ask|use|add|keep)\s)|,\s+(?=(?:never|jamais|ne jamais|ne pas|никогда)\s(?!(?:from|in|on|to|with|via|through|by|straight|directly|direct|de|dans|sur|par|en|à|a|au|directement|из|в|на|через|напрямую|прямо)\s)))/iu;

// A part shorter than this is a clause of the rule beside it, not a rule of its own.
const MIN_SPLIT_WORDS = 4;

/** Splits "every component needs a story and a play test, and stories go next to it" into two rules. */
function splitCompound(rule: string, kind: RuleKind): string[] {
  const parts = rule
    .split(COMPOUND)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.some((p) => p.split(/\s+/).length < MIN_SPLIT_WORDS)) return [rule];
  // "…, never leave them out of sync": a part that points back completes the rule before it.
  if (parts.slice(1).some((p) => REFERS_BACK.test(p))) return [rule];
  // "prices are in integer cents, never euros with decimals": what the rule says a thing is, and
  // what it never is, are one rule.
  if (parts.slice(1).some((p, i) => NEVER_LEAD.test(p) && STATES_WHAT_IT_IS.test(parts[i]!))) return [rule];
  // "answer in five lines, and give details only if I ask": the exception belongs to the rule before.
  if (parts.slice(1).some((p) => ON_USERS_ASKING.test(p))) return [rule];
  // "everything goes through that, never raw fetch", "never point scripts at it": a short part that
  // points back is the same rule as the parts around it.
  if (parts.some((p) => wordCount(p) <= 6 && pointsBack(p))) return [rule];
  // "replace the paths with a config, and never hard-code a path again": when the always/never is
  // the clause's own, the parts without it are this time's orders.
  if (kind === 'always' || kind === 'never') {
    const marked = parts.filter((p) => CLAUSE_MARKER.test(p) || HOUSE_WORDS.test(p));
    if (marked.length) return marked;
  }
  return parts;
}

const NEVER_LEAD = /^(?:never|jamais|никогда)\s/iu;
const STATES_WHAT_IT_IS = /(?<![\p{L}])(?:is|are|stays?|remain|sont|est|restent?|reste|—)(?![\p{L}])/iu;
const ON_USERS_ASKING =
  /(?<![\p{L}])(?:(?:only )?(?:if|when|unless) i (?:ask|say)|(?:que )?si je (?:vous|te) le demande|sauf si je (?:le )?demande|(?:только )?если (?:я )?(?:не )?попрошу)(?![\p{L}])/iu;
const REFERS_BACK =
  /^(?:(?:never|always|don't|do not|ne|n'|jamais|toujours|никогда|всегда|не)\s+)?(?:\S+\s+){0,2}(?:them|it|those|these|ça|ca|их|его|её|это)(?![\p{L}])|^\p{L}+-(?:le|la|les|lui)(?![\p{L}])|^(?:pareil|same goes|same for|то же самое|так же)(?![\p{L}])|^(?:never|jamais|никогда|not|pas)\s+(?:the|a|an|le|la|les|un|une|de|du|des)\s/iu;
// A part that states how the house works stands on its own: "we mock http with msw here".
const HOUSE_WORDS =
  /^(?:we|on|nous|мы|у нас)\s|(?<![\p{L}])(?:here|in this (?:repo|codebase|project)|ici|chez nous|dans ce (?:projet|repo)|в этом проекте|везде|everywhere|partout|rule of thumb)(?![\p{L}])/iu;
const CLAUSE_MARKER =
  /(?<![\p{L}])(?:always|never|no|only|toujours|jamais|pas de|aucun|aucune|uniquement|всегда|никогда|никаких|только)(?![\p{L}])/iu;
