// The constraints of a ticket or brief the user pastes for the assistant to carry out: the
// bullets under a heading that names constraints on how to work ("Constraints (non-negotiable):",
// "Must:", "Contraintes :", "Требования к работе:"), when worded as constraints, and the lines
// that carry MUST / OBLIGATOIRE / ОБЯЗАТЕЛЬНО in capitals. Acceptance criteria, features and
// "nice to have" are what to build, not how to work: their bullets are not rules.

import { productSubject } from './subject';

/** A heading of constraints on the work. */
const CONSTRAINT_HEADING =
  /^(?:(?:[\p{L}-]+\s+){0,2}constraints?|(?:dev(?:elopment)?|engineering|coding|security|technical)\s+(?:rules|requirements)|r[èe]gles de (?:dev|d[ée]veloppement|travail)|exigences techniques|требования(?:\s+\S+){0,2}\s+к\s+(?:работе|разработке|реализации|коду)|must(?![- ]haves?)|musts|do not|don'?ts|do'?s and don'?ts|non[- ]negotiables?|hard rules|[àa] respecter|к соблюдению|rules(?: of (?:work|engagement))?|ground rules|working rules|(?:contraintes?|r[èe]gles(?!\s+(?:m[ée]tier|de gestion|fonctionnelles?)))(?: (?:techniques|de travail|non[- ]n[ée]gociables))?|interdits|obligations|(?:требования|ограничения|правила)(?: к (?:работе|реализации|коду))?)(?![\p{L}])[^:]{0,40}:?\s*$/iu;
/**
 * A heading or an intro line naming the team's conventions ("## Conventions", "**Backend
 * conventions**", "how we work here, short version:", "вот правила репы:"): every bullet under it
 * is a rule, however it is worded ("TypeScript strict, no any").
 */
const CONVENTIONS_HEADING =
  /(?<![\p{L}])(?:conventions?|guidelines|coding standards?|standards|house rules|team rules|rules of (?:the|this) (?:repo|project|house)|how (?:i|we) work(?: on (?:this|the) (?:project|repo(?:sitory)?|codebase))?|how (?:i|we)(?: want|'d like| would like) you to work|how (?:you should|to) work|comment (?:je|on) (?:bosse|travaille)(?: sur (?:ce|le) projet)?|comment (?:je veux|j'aimerais|je voudrais) que (?:tu|vous) (?:bosses?|travaill\p{L}*)|как я хочу,? чтобы ты работал\p{L}*|как (?:я|мы) работа\p{L}*|r[èe]gles(?: de l'[ée]quipe| du projet| du repo)?|consignes|lignes directrices|conventions de code|working agreements?|team agreements?|working methods?|ways? of working|m[ée]thodes? de travail|fa[çc]on de travailler|mani[èe]re de travailler|порядок работы|метод\p{L}* работы|правил[ао]?(?: репы| репозитория| проекта| команды)?|соглашения|договор[её]нност\p{L}*)(?![\p{L}])[^:]{0,40}:?\s*$/iu;
/** An intro that asks to follow what comes next: "stick to it:", "treat as law:", "respecte-le :", "соблюдай:". */
const FOLLOW_INTRO =
  /(?<![\p{L}])(?:stick to (?:it|them|this|these)|follow (?:it|them|this|these)(?: rules)?|treat (?:it |them |this )?as law|respect (?:it|them)|respecte[- ](?:le|la|les)|applique[- ](?:le|la|les)|suis[- ](?:le|la|les)|соблюдай|следуй(?: им| этому)?)(?![\p{L}])[^:]{0,20}:\s*$/iu;

/**
 * What to build, not how to work: under "Acceptance criteria", "Critères d'acceptation", "Критерии
 * приёмки", "Features", "Besoin", "Definition of done", a MUST in capitals is a requirement of the
 * product ("the card MUST disappear once done"), not a rule for the assistant.
 */
const FEATURE_HEADING =
  /^(?:business rules?|domain rules?|product rules?|r[èe]gles? (?:m[ée]tier|de gestion|fonctionnelles?)|бизнес-правила|правила (?:бизнеса|предметной области)|how (?:the|our|this) (?:[\p{L}-]+\s+){1,2}?(?:behaves|works)|comment (?:fonctionne|se comporte) |как работает |acceptance criteria|acceptance tests?|must[- ]haves?|nice[- ]to[- ]haves?|requirements?|functional requirements?|features?|scope|user stor(?:y|ies)|definition of done|dod|expected behaviou?r|behaviou?r|crit[èe]res? d'acceptation|crit[èe]res? d'acceptance|besoins?|fonctionnalit[ée]s?|exigences(?: fonctionnelles)?|p[ée]rim[èe]tre|comportement attendu|критерии при[её]мки|требования(?!(?:\s+\S+){0,2}\s+к\s+(?:работе|разработке|реализации|коду))|функциональност\p{L}*|ожидаемое поведение)(?![\p{L}])[^:]{0,30}:?\s*$/iu;

/** A heading's title: without its Markdown marks, italics and a spec's section number ("### 6.2 Contraintes"). */
const titleOf = (line: string) =>
  line
    .replace(/^#+\s*/, '')
    .replace(/^[*_]([^*_]+)[*_]$/, '$1')
    .replace(/^\d+(?:\.\d+)*\.?\s+(?=\p{L})/u, '');
/** A title without its aside: "Rules for external development (IT of the resort)". */
const withoutAside = (title: string) => title.replace(/\s*\(.*\)\s*/, ' ').trim();
/** "Product constraints", "Contraintes produit", "Ограничения продукта": constraints of what to build. */
const PRODUCT_CONSTRAINTS =
  /^(?:(?:product|business|ux|ui|design)\s+constraints?|contraintes?\s+(?:produit|m[ée]tier|fonctionnelles?|ux|ui|design)|ограничения\s+(?:продукта|бизнеса))(?![\p{L}])/iu;
/** A heading of what to build ("Acceptance criteria", "How the shop behaves"), not of how to work. */
const describesProduct = (title: string) =>
  PRODUCT_CONSTRAINTS.test(title) || (FEATURE_HEADING.test(title) && !CONSTRAINT_HEADING.test(title));
/** "do 1, 2 and 4 this week", "pas de dark mode pour l'instant": an order for now, not a rule. */
const FOR_NOW =
  /(?<![\p{L}])(?:this week|today|tonight|for now|for the moment|cette semaine|aujourd'hui|ce soir|pour l'instant|pour le moment|на этой неделе|сегодня|пока что)(?![\p{L}])/iu;

/** Any other heading ends the section: "Acceptance criteria:", "Nice to have:", "## Context". */
const HEADING = /^(?:#{1,6}\s+\S.*|[^\s*•-][^:]{0,50}:\s*)$/u;
const BULLET = /^\s*(?:[-*•+]|\d+[.)])\s+/;
/** Notes of a brief: some of their bullets are rules, most are facts of this task. */
const NOTES_HEADING =
  /^(?:(?:tech(?:nical)?|engineering|dev|implementation|important|general|my|some)\s+)?notes?(?: (?:techniques|de dev))?|^(?:mes |quelques )?(?:notes?|remarques?)(?: techniques)?|^(?:технические |мои )?(?:заметки|примечани\p{L}*)/iu;
/** A heading that says its items hold for all the work: "Engineering notes (apply to all tickets)". */
const FOR_ALL_WORK =
  /(?<![\p{L}])(?:appl(?:y|ies) to (?:all|every)|holds? for (?:all|every)|for all (?:tickets|tasks|projects|prs|changes)|for (?:the whole|the entire|this) (?:project|repo|codebase)|for all (?:the )?work|valable pour (?:tous|toutes)|pour (?:tous|toutes) les (?:tickets|t[âa]ches|projets)|pour tout le projet|для (?:всех|любых) (?:задач|тикетов|проектов)|на весь проект|для всего проекта)(?![\p{L}])/iu;
/** Worded to hold for good: never / always / nobody / anything, or a tag that it goes for every case. */
const STANDING_WORDING =
  /(?<![\p{L}])(?:never|always|nobody|no one|whatever|jamais|toujours|personne|никогда|всегда|никто|(?:same|that|this) (?:goes|holds|applies) for (?:every|any|all)|(?:pareil|idem|valable) pour (?:tous|toutes|chaque)|(?:and|et) (?:after|apr[èe]s)(?: (?:it|ça|ca))?[.!]?$)(?![\p{L}])/iu;

/** Wording of a constraint: an obligation, a ban, a limit. */
export const CONSTRAINT_WORDING =
  /(?<![\p{L}])(?:must|should|never|always|only|no|not|don't|do not|avoid|keep|without|at most|at least|unchanged|doit|doivent|jamais|toujours|uniquement|seulement|aucune?|pas|sans|ne|interdit|obligatoire|нельзя|не|только|всегда|никогда|обязательно|без|все|all|every|each|tous|toute|toutes|chaque|каждый|каждая|любой)(?![\p{L}])/iu;
/** Constraint words of tickets and specs, in capitals. Not "TOUJOURS pas" (still not), a complaint shouted. */
export const TICKET_CONSTRAINT =
  /(?<![\p{L}])(?:MUST(?: NOT)?|SHALL(?: NOT)?|NEVER|ALWAYS|DO NOT|DON'T|REQUIRED|MANDATORY|OBLIGATOIRE(?:MENT)?|INTERDIT|JAMAIS|TOUJOURS(?!\s+(?:pas|PAS|rien|RIEN)(?![\p{L}]))|NE PAS|NE JAMAIS|ОБЯЗАТЕЛЬНО|НИКОГДА|ЗАПРЕЩЕНО|ВСЕГДА|НЕЛЬЗЯ)(?![\p{L}])/u;

export interface SectionRule {
  rule: string;
  sentence: string;
  /** A whole bullet of the section, kept as one rule. */
  bullet: boolean;
  /** A constraint of a ticket or brief, or a bullet of the team's conventions. */
  kind: 'ticket' | 'convention';
}

/** "BLOCKER AWARENESS (MANDATORY FOR REVIEWS)": a heading in capitals names a section, it is not a rule. */
function isCapitalHeading(line: string): boolean {
  if (!/\p{Lu}{2}/u.test(line)) return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  const upper = line.replace(/[^\p{Lu}]/gu, '').length;
  return letters.length > 0 && upper / letters.length > 0.7 && line.split(/\s+/).length <= 8;
}

/** "OBLIGATOIRE : passer par …" -> "Passer par …": a capitalised label before a colon is cut. */
function withoutLabel(line: string): string {
  return line.replace(/^(?:[A-ZÀ-ÝА-Я'’ ]{3,20}|must|required)\s*:\s*/u, '');
}

/** A measured target of the product ("the export of 10k rows must finish in 2s"): a requirement, not how to work. */
const MEASURE =
  /\d+(?:[.,]\d+)?\s*(?:ms|s|sec|seconds?|secondes?|min|minutes?|[kmg]b|[kmg]o|%|fps|req(?:uests)?\/s|секунд\p{L}*|мс|сек)(?![\p{L}])/iu;
const ARTEFACT_SUBJECT = /^(?:[\p{L} ]{2,20}:\s*)?(?:the|a|an|each|every|le|la|les|l'|l’|un|une|chaque)\s*\p{L}/iu;
const LOWER_MODAL =
  /(?<![\p{L}])(?:must|should|shall|needs? to|has to|doit|doivent|devrait|должен|должн\p{L}*)(?![\p{L}])/u;

export function measuredRequirement(line: string): boolean {
  return MEASURE.test(line) && ARTEFACT_SUBJECT.test(line) && LOWER_MODAL.test(line) && !TICKET_CONSTRAINT.test(line);
}

/** "A few things on how I'd like you to work, for the whole project:": it names the list below, it is not a rule. */
export function introducesRules(sentence: string): boolean {
  const s = sentence.trim();
  return (
    /:$/.test(s) &&
    (CONVENTIONS_HEADING.test(s) || CONSTRAINT_HEADING.test(s) || FOLLOW_INTRO.test(s) || FOR_ALL_WORK.test(s))
  );
}

/** A line of a list: whether it is a bullet, and its text without the bullet and the bold marks. */
function listLine(raw: string): { bullet: boolean; line: string } {
  return {
    bullet: BULLET.test(raw),
    line: raw
      .replace(BULLET, '')
      .replace(/\*\*|__/g, '')
      .trim(),
  };
}

/** "(not relevant for you)", "c'est pour info", "(Это для людей.)": an item the user excludes from the assistant's rules. */
const NOT_FOR_YOU =
  /(?<![\p{L}])(?:not (?:relevant )?for you|not for the assistant|not instructions|for humans|for info(?:rmation)?|(?:[\p{L}-]+ )?team only|pas pour (?:toi|vous)|pas une consigne|pour info(?:rmation)?|[ée]quipe [\p{L}-]+ uniquement|для людей|не для (?:вас|тебя)|для информации|не инструкци\p{L}*)(?![\p{L}])/iu;

/** The message without the list items the user marks as not for the assistant ("(not relevant for you)"). */
export function withoutItemsNotForYou(text: string): string {
  return text
    .split('\n')
    .filter((l) => !(BULLET.test(l) && NOT_FOR_YOU.test(l)))
    .join('\n');
}

// "The lines marked (team) are for humans", "les points notés [RH] sont pour nous", "пункты с
// пометкой (люди) — для людей": the user names a mark that sets items apart for people.
const DECLARES_MARK =
  /(?:lines?|items?|points?|ones|entries|lignes?|[ée]l[ée]ments|строки|пункты)\s+(?:marked|tagged|labell?ed|with|marqu[ée]e?s?|not[ée]e?s?|avec|с пометкой|помеченные|отмеченные)\s+([([][^)\]\n]{2,20}[)\]])\s*(?:are|sont|[—-]|это)?\s*(?:only\s+|seulement\s+|только\s+)?(?:for|pour|для)\s+(?:humans|people|the team|us|me|les humains|l'[ée]quipe|nous|moi|людей|команды|нас|меня)(?![\p{L}])/iu;

/** The message without the list items that carry a mark the user declares to be for people. */
export function withoutItemsMarkedForPeople(text: string): string {
  const mark = DECLARES_MARK.exec(text)?.[1]?.toLowerCase();
  if (!mark) return text;
  return text
    .split('\n')
    .filter((l) => !(BULLET.test(l) && l.toLowerCase().includes(mark)))
    .join('\n');
}

/** A heading that gives its section to the assistant: "(for you)", "(pour toi, …)", "(это тебе)". */
const FOR_YOU = /(?<![\p{L}])(?:for you|pour (?:toi|vous)|(?:это )?тебе|для (?:тебя|вас))(?![\p{L}])/iu;
/** A heading that names rules, in any words: "Rules for working in this repo", "Code rules", "Règles". */
const RULES_WORD = /(?<![\p{L}])(?:rules|r[èe]gles|правила)(?![\p{L}])/iu;

interface DocSection {
  heading: string;
  /** The section's list items, each with its wrapped lines joined. */
  items: string[];
}

/** A heading that names one rule: "ROLLBACK RULE", "RÈGLE DU VENDREDI", "ПРАВИЛО ОДНОЙ ВЕТКИ". */
const NAMES_A_RULE = /(?<![\p{L}])(?:rule|r[èe]gle|правило)(?![\p{L}])/iu;

/** A Markdown document as its sections: a heading ("## …", a bold line, "Title:") and its list items. */
function documentSections(doc: string): DocSection[] {
  const sections: DocSection[] = [{ heading: '', items: [] }];
  let inItem = false;
  for (const raw of doc.split('\n')) {
    const { bullet, line } = listLine(raw);
    const current = sections[sections.length - 1]!;
    if (!line) {
      inItem = false;
      continue;
    }
    if (bullet) {
      current.items.push(line);
      inItem = true;
    } else if (inItem && /^\s+\S/.test(raw)) {
      // A wrapped line of the item above it.
      current.items[current.items.length - 1] += ` ${line}`;
    } else if (/^#{1,6}\s/.test(raw) || bold(raw) || HEADING.test(line)) {
      sections.push({ heading: titleOf(line), items: [] });
      inItem = false;
    } else inItem = false;
  }
  return sections;
}

const rulesSection = (heading: string) => {
  const bare = withoutAside(heading);
  return (
    !NOT_FOR_YOU.test(heading) &&
    !FEATURE_HEADING.test(bare) &&
    (CONSTRAINT_HEADING.test(bare) ||
      CONVENTIONS_HEADING.test(bare) ||
      FOR_ALL_WORK.test(heading) ||
      FOR_YOU.test(heading) ||
      RULES_WORD.test(bare))
  );
};

/**
 * A document the user asks this assistant to work by (a pasted CLAUDE.md, a CONTRIBUTING section).
 * When its author set its rules apart under a heading ("## Rules for working in this repo", "Code
 * rules (for you)"), those sections are the rules, every item of them, and the rest (the stack, the
 * architecture, how the business works) describes. Otherwise every item worded as a constraint
 * is a rule, under any heading but what to build.
 */
export function documentRules(doc: string): SectionRule[] {
  const sections = documentSections(doc);
  const headed = sections.some((x) => x.items.length && rulesSection(x.heading));
  const out: SectionRule[] = [];
  for (const { heading, items } of sections) {
    if (NOT_FOR_YOU.test(heading) || describesProduct(heading)) continue;
    if (headed && !rulesSection(heading)) continue;
    for (const line of items) {
      if (line.length < 8 || line.length > 400 || /\?\s*$/.test(line) || NOT_FOR_YOU.test(line)) continue;
      if ((headed || CONSTRAINT_WORDING.test(line)) && !measuredRequirement(line))
        out.push({ rule: withoutLabel(line), sentence: line, kind: 'convention', bullet: true });
    }
  }
  return out;
}

/** A section of a product or design document: "Goals", "Non-goals", "User stories", "Risks", "Rollout". */
const DESIGN_DOC_HEADING =
  /^(?:goals?|non-goals?|objectifs?|цели|(?:non-)?functional requirements|exigences(?: fonctionnelles)?|функциональные требования|user stor(?:y|ies)|personas?|(?:success )?metrics|m[ée]triques|метрики|rollout|risks?|risques|риски|open questions|questions ouvertes|открытые вопросы|problem|probl[èe]me|проблема|background|timeline|calendrier|сроки|hors p[ée]rim[èe]tre|out of scope)(?![\p{L}])/iu;
/** A heading that names how to work, or whom it is for: "Code rules (for you)", "Contraintes de travail", "How we work". */
const WORK_HEADING =
  /(?<![\p{L}])(?:work(?:ing)? (?:rules|constraints|agreement)|execution constraints|code rules|coding|how (?:i|we) work|de travail|r[èe]gles de (?:dev|travail)|к работе|как (?:мы )?работаем|правила работы)(?![\p{L}])/iu;
const workHeading = (heading: string) =>
  FOR_YOU.test(heading) || FOR_ALL_WORK.test(heading) || WORK_HEADING.test(heading);
/** A line that speaks to the assistant: "you", "tu", "ты", "вы". */
const ADDRESSED = /(?<![\p{L}])(?:you|your|tu|toi|vous|ты|тебе|тебя|вы|вам|вас)(?![\p{L}])/iu;

/**
 * The author of a design document or a spec set the rules for the work apart ("Code rules (for
 * you)"), or wrote a product document (goals, user stories, risks): its other "Constraints" are the
 * design's ("Memory: 512 MiB", "Postgres 15, no extensions"), not how the assistant works.
 */
function rulesSetApart(text: string): boolean {
  const headings = text
    .split('\n')
    .filter((l) => /^\s*#{1,6}\s/.test(l))
    .map((l) => titleOf(l.trim()));
  return headings.filter((h) => DESIGN_DOC_HEADING.test(h)).length >= 2 || headings.some(workHeading);
}

/** The sentence that introduces a list: the last one of a paragraph that ends with a colon. */
function lastSentenceOfIntro(line: string): string {
  if (!/:\s*$/.test(line)) return line;
  const parts = line.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  return parts[parts.length - 1]!;
}

/** "**Backend conventions**" under "treat as law:": a bold sub-heading stays in the section. */
const bold = (raw: string) => /^\s*(?:\*\*|__)[^*_]+(?:\*\*|__)\s*$/.test(raw);

/** Bullets of constraint sections, and capitalised MUST lines anywhere, of one message. */
export function constraintRules(text: string): SectionRule[] {
  const out: SectionRule[] = [];
  const setApart = rulesSetApart(text);
  let forWork = false;
  let inSection = false;
  let conventions = false;
  let features = false;
  let notes = false;
  // Under a capitalised heading that names one rule ("ROLLBACK RULE (always)", "RÈGLE DU VENDREDI :"),
  // the line that follows is that rule.
  let namedRule = false;
  // A quoted paste ("> * Every endpoint …") reads as its lines.
  for (const raw of text.split('\n').map((l) => l.replace(/^\s*>\s?/, ''))) {
    const { bullet, line } = listLine(raw);
    if (!line) continue;
    if (!bullet && isCapitalHeading(withoutAside(line.replace(/:\s*$/, '')))) namedRule = NAMES_A_RULE.test(line);
    else if (namedRule && !bullet && line.length >= 8 && line.length <= 400 && !/[?:]\s*$/.test(line)) {
      // Its first line states it; what follows explains or details it.
      namedRule = false;
      out.push({ rule: line, sentence: line, kind: 'ticket', bullet: true });
      continue;
    }
    // "Thanks. A few things before we go on. These hold for every task:": the intro is the last sentence.
    // "*Constraints*", "_Contraintes_": a heading in italics.
    const heading = lastSentenceOfIntro(titleOf(line));
    if (!bullet && (describesProduct(heading) || describesProduct(withoutAside(heading)))) {
      features = true;
      inSection = conventions = false;
      continue;
    }
    const follow = FOLLOW_INTRO.test(heading);
    // A line in bold alone ("**Engineering constraints**") titles a section too.
    if (
      !bullet &&
      (CONSTRAINT_HEADING.test(withoutAside(heading)) ||
        HEADING.test(line) ||
        HEADING.test(heading) ||
        CONVENTIONS_HEADING.test(heading) ||
        follow ||
        (bold(raw) && !conventions))
    ) {
      inSection = CONSTRAINT_HEADING.test(withoutAside(heading));
      forWork = workHeading(heading);
      features = false;
      notes = !inSection && NOTES_HEADING.test(heading);
      // "Team rules", "Правила команды": the team's rules, every bullet of them, however worded.
      // "## На будущее (это тебе, постоянно)": a section the user addresses to the assistant.
      conventions =
        CONVENTIONS_HEADING.test(heading) ||
        CONVENTIONS_HEADING.test(withoutAside(heading)) ||
        FOR_ALL_WORK.test(heading) ||
        (FOR_YOU.test(heading) && !NOT_FOR_YOU.test(heading)) ||
        (!inSection && (follow || (conventions && bold(raw))));
      inSection ||= conventions;
      continue;
    }
    if (line.length < 8 || line.length > 400 || isCapitalHeading(line) || (bullet && FOR_NOW.test(line))) continue;
    const worded = conventions ? line.split(/\s+/).length >= 2 && !/\?\s*$/.test(line) : CONSTRAINT_WORDING.test(line);
    // Under "Notes", "Tech notes": only a bullet worded to hold for good ("you never deploy yourself").
    if (notes && bullet && STANDING_WORDING.test(line) && !measuredRequirement(line)) {
      out.push({ rule: withoutLabel(line), sentence: line, kind: 'ticket', bullet: true });
      continue;
    }
    if (
      inSection &&
      bullet &&
      worded &&
      !measuredRequirement(line) &&
      !NOT_FOR_YOU.test(line) &&
      (!setApart || forWork || ADDRESSED.test(line))
    ) {
      out.push({ rule: withoutLabel(line), sentence: line, kind: conventions ? 'convention' : 'ticket', bullet: true });
      continue;
    }
    if (!bullet) inSection = conventions = notes = false;
    if (TICKET_CONSTRAINT.test(line) && !/^#/.test(line) && !(features && bullet)) {
      // The constraint sentence only, when a line holds several.
      // Lower-case typists start sentences in lower case too: "… JAMAIS une facture validée, c'est légal. ça …".
      const sentence = line.split(/(?<=[^.\d][.!])\s+/u).find((x) => TICKET_CONSTRAINT.test(x)) ?? line;
      // "The API MUST return 404": a requirement of the product, not how to work.
      if (productSubject(sentence.slice(0, TICKET_CONSTRAINT.exec(sentence)!.index))) continue;
      out.push({ rule: withoutLabel(sentence), sentence: line, kind: 'ticket', bullet: false });
    }
  }
  return out;
}
