// What in a message is not the user's own instruction: text quoted or fenced for another system
// (a bot's prompt under review, a colleague's announcement to rewrite, a README outline), and a
// role prompt ("You are Penny, the support assistant …") unless the user asks this assistant to
// follow it. Their "always"/"never" are that text's content, not rules for the assistant.
import { gated } from './pattern';

// « … », “ … ”, and straight double quotes around a sentence-sized span (single quotes are French
// apostrophes). Six words at least: « jardinières et jardiniers » is a term the user's rule uses.
const QUOTED =
  /«\s*(?:[^»\s]+\s+){5,}[^»]*»|“\s*(?:[^”\s]+\s+){5,}[^”]*”|"(?=[^"\n]{25,}")\s*(?:[^"\s]+\s+){5,}[^"\n]*"/g;
const FENCED = /```[\s\S]*?(?:```|$)/g;
// A sentence in single quotes that stands alone ("the bot's prompt says 'never approve …'"); an
// apostrophe inside a word (l'appli, don't) never opens one.
const SINGLE_QUOTED = /(?<=^|[\s:(])'[^'\n]{20,}'(?=$|[\s.,;:!?)])/g;
// The user hands the quoted text to this assistant: "add to CLAUDE.md: '…'", "treat as law".
const KEEP_QUOTES =
  /(?<![\p{L}])(?:add|write|put|note|save|record|store|jot|remember|treat (?:it |this |them )?as|ajoute|note|retiens|запиши|добавь|запомни)(?![\p{L}])/iu;
// A role prompt starting inside the message: "You are Penny, …", "Tu es Léa, …", "Ты — бот …".
const ROLE_START =
  /(?:^|[.:!?\n]\s*|\s[-—]\s*)(?:#+\s*)?(?:[Yy]ou are|[Tt]u es|[Vv]ous [êe]tes|[Тт]ы\s*[—-]?|[Вв]ы\s*[—-]?)\s+(?:an?\s|the\s|un\s|une\s|le\s|la\s|l'|[A-ZÀ-ÝА-Я])/u;
// The user asks this assistant to take the prompt on: "follow the prompt below", "suis ce prompt", "следуй промпту".
const FOLLOW =
  /(?<![\p{L}])(?:follow|use|apply|adopt|act (?:as|according to)|take on)\s+(?:the|this|these|my|that)?\s*(?:prompt|instructions|rules|role)|(?:suis|suivre|applique|appliquer|utilise|adopte)\s+(?:ce|le|les|cette|ces|mon|mes)\s+(?:prompt|instructions|r[èe]gles|r[ôo]le)|след\p{L}*\s+(?:этому\s+|следующему\s+)?промпт\p{L}*|используй\s+(?:этот\s+)?промпт/iu;

// The user asks this assistant to work by the document they paste in a fence: "please follow it",
// "merci de t'y tenir", "работаем по нему", "this applies to you too", or it is the assistant's own
// instruction file (CLAUDE.md, AGENTS.md).
const FOLLOW_DOCUMENT =
  /(?<![\p{L}])(?:follow (?:it|them|this|these|that)|stick to (?:it|them|this|these)|work (?:by|according to) (?:it|this|them)|appl(?:y|ies) to you|for you too|also for you|(?:t'|vous )y tenir|tiens-t'en|(?:respecte|applique|suis)[- ](?:le|la|les)|qui (?:te|vous) concerne|pour (?:toi|vous) aussi|работа\p{L}* по (?:нему|ним|этому)|следуй\p{L}* (?:ему|им|этому)|соблюдай\p{L}*|для (?:вас|тебя) тоже|касается и (?:тебя|вас)|claude\.md|agents\.md|copilot-instructions|\.cursorrules)(?![\p{L}])/iu;

// A horizontal rule ("---", "***", "___") that sets a pasted document apart.
const RULE_LINE = /^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/;
// A line of a Markdown document: a heading, a bullet or a numbered item.
const DOC_LINE = /^\s*(?:#{1,6}\s|[-*•+]\s|\d+[.)]\s)/;

/**
 * Documents the user asks this assistant to work by: their bullets are rules (./sections.ts). The
 * document is what is fenced, else what lies between horizontal rules, else the Markdown lines
 * (headings and lists) of the message; the request to follow it is in the user's words around it.
 */
export function followedDocuments(text: string): string[] {
  const fenced = text.match(FENCED) ?? [];
  if (fenced.length)
    return FOLLOW_DOCUMENT.test(text.replace(FENCED, ' '))
      ? fenced.map((f) => f.replace(/^```[^\n]*\n?|```$/g, ''))
      : [];
  const lines = text.split('\n');
  const rules = lines.flatMap((l, i) => (RULE_LINE.test(l) ? [i] : []));
  const docLines = lines.flatMap((l, i) => (DOC_LINE.test(l) ? [i] : []));
  const [from, to] =
    rules.length >= 2
      ? [rules[0]! + 1, rules[rules.length - 1]!]
      : docLines.length >= 3
        ? [docLines[0]!, docLines[docLines.length - 1]! + 1]
        : [0, 0];
  if (from >= to) return [];
  const around = [...lines.slice(0, from), ...lines.slice(to)].join('\n');
  return asksToWorkBy(around) ? [lines.slice(from, to).join('\n')] : [];
}

const FOLLOW_DOCUMENT_ALL = new RegExp(FOLLOW_DOCUMENT.source, 'giu');
// What may open the clause of the request: "please follow it", "so, stick to it", "merci de t'y tenir".
const REQUEST_LEAD =
  /^(?:(?:please|pls|kindly|so|and|just|also|then|et|donc|alors|merci de|svp|и|пожалуйста)(?:\s+|$))*$/iu;

const PRESENTS = /(?:here(?: is|'s)|this is|below is|voici|c'est|вот)(?![\p{L}])[^.!?\n]{0,30}$/iu;

/**
 * Without a fence, the user must ask it of this assistant: "Please follow it", "merci de t'y
 * tenir", or name its instruction file. "The texts must follow them" is the product's.
 */
function asksToWorkBy(around: string): boolean {
  for (const m of around.matchAll(FOLLOW_DOCUMENT_ALL)) {
    const lead = (
      around
        .slice(0, m.index)
        .split(/[.!?:;,\n]/)
        .pop() ?? ''
    ).trim();
    // "here is our CLAUDE.md": the document is the assistant's own file; "the notes in CLAUDE.md" only names it.
    if (/\.md|cursorrules|instructions/i.test(m[0]) ? PRESENTS.test(lead) : REQUEST_LEAD.test(lead)) return true;
  }
  return false;
}

/** The user asks this assistant to follow a prompt they paste. */
export function asksToFollowPrompt(text: string): boolean {
  return FOLLOW.test(text);
}

/**
 * Without its Markdown quote lines ("> …"): a forwarded e-mail or a colleague's words, read as the
 * user's own sentences, would lend the user their "always". Their constraint sections are still
 * read (./sections.ts), as a ticket is often pasted quoted.
 */
export function withoutQuoteLines(text: string): string {
  return text.replace(/^[ \t]*>.*$/gm, '');
}

/** The message without quoted, fenced or role-prompt text meant for another system. */
export function ownInstructions(text: string): string {
  let own = text.replace(FENCED, ' ').replace(QUOTED, ' ');
  if (!KEEP_QUOTES.test(own)) own = own.replace(SINGLE_QUOTED, ' ');
  if (!asksToFollowPrompt(text)) {
    const role = ROLE_START.exec(own);
    if (role) own = own.slice(0, role.index + (role[0].match(/^[.:!?\n]/) ? 1 : 0));
  }
  return own;
}

// The user hands text to another agent's prompt: "paste this in as is", "add these to its rules",
// "the reviewer's rules section", "dans le prompt du reviewer", "в промпт ревьюера".
const FOR_OTHER_AGENT = gated(
  // Most messages name no prompt at all.
  /paste|prompt|rules|instructions|промпт|инструкци/i,
  /(?<![\p{L}])(?:paste (?:this|these|that|it) (?:in|into)(?: (?:its|the|their)\b)?|add (?:these|this|that|them) to (?:its|his|her|their|the [\p{L}-]+'s) (?:rules|prompt|instructions)|(?:the )?(?:reviewer|developer|planner|tester|orchestrator|writer|coder|researcher|analyst|qa)(?:'s| agent'?s?)? (?:rules|prompt|instructions|system prompt)(?: section)?|(?:dans|[àa]) (?:le |son )?prompt (?:du|de l'|de la) (?:reviewer|relecteur|d[ée]veloppeur|planificateur|testeur|agent)|(?:в|во) (?:промпт|инструкци\p{L}*) (?:ревьюера|разработчика|планировщика|тестировщика|агента))(?![\p{L}])/iu,
);

/** The message writes rules into another agent's prompt: they are that agent's, not this assistant's. */
export function forAnotherAgent(text: string): boolean {
  return FOR_OTHER_AGENT.test(text);
}

// A sentence about the pasted document itself: it hands it over ("here is the runbook", "je te
// colle la partie …", "вот тикет"), asks to work by it ("follow 1 and 2", "работаем по нему") or
// says how far it holds ("they apply to everything you do here", "elle s'applique à tout le code",
// "ce que je t'ai dit reste valable"). Its "from now on" is the document's, whose items are read
// as its sections; the sentence names no rule of its own.
const ABOUT_THE_PASTE =
  /(?<![\p{L}])(?:here(?: is|'s| are)|below is|i(?:'m| am)? (?:past|cop|forward)\p{L}*|(?:pasted|copied|forwarded) (?:below|here|from|as is)|voici|voil[àa]|je (?:te|vous) (?:colle|copie|transf[èe]re|mets)|ci-dessous|вот|пересылаю|копирую|вставляю|(?:follow|use|apply)(?:s)? (?:it|them|this|these|that|\d)|(?:applique|utilise|suis)-(?:le|la|les)|(?:применяй|используй|соблюдай) (?:его|их)|keep to it|stick to (?:it|them)|(?<=^|[,;:]\s*|(?:and|et|и)\s)(?:it|they|these|this|those|the rest|elle|il|ils|elles|ces|le reste|они|оно|он|она|эти|остальное)(?: \p{L}+)? (?:applies|apply|hold|holds|s'applique(?:nt)?|vaut|valent|действу\p{L}*|касаются|распространя\p{L}*)|(?:tu|vous) (?:le|la|les) sui(?:s|vez)|t'y tenir|vous y tenir|по (?:нему|ним|этому документу)|(?:vaut|valent|s'applique(?:nt)?) (?:aussi )?(?:pour|[àa]) (?:toi|vous)|appl(?:y|ies) to you|holds? for you|reste(?:nt)? valables?|still holds?|still stands?|остаётся в силе|остается в силе)(?![\p{L}])/iu;

/** The sentence hands over, points at or scopes the pasted document rather than stating a rule. */
export function aboutThePaste(sentence: string): boolean {
  return ABOUT_THE_PASTE.test(sentence);
}
