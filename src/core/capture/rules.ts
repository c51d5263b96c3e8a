// User-rule detection of seed 003 §4.4: standing instructions the user gives the assistant
// ("remember: …", "always …", "never …", "rappelle-toi …", "toujours …", "jamais …",
// "n'oublie pas …", "from now on …"). A rule must be a standing instruction, not any sentence
// that contains "always": questions, descriptions ("it never works"), "still" (toujours pas)
// and pasted documents (rules written for another system) are not rules.
import { messageShape, normalizeForMatch, splitSentences } from './text';

export type RuleKind = 'explicit' | 'standing' | 'always' | 'never' | 'universal';

export interface DetectedRule {
  /** The rule, cleaned: trigger words removed, first letter capitalised, no trailing punctuation. */
  text: string;
  kind: RuleKind;
  /** The sentence it came from, as written. */
  sentence: string;
}

export interface RuleResult {
  rules: DetectedRule[];
  reasons: string[];
}

// Explicit markers at the start of a sentence; group 1 is what follows.
const EXPLICIT: Array<[RegExp, string]> = [
  [/^(?:please\s+)?(?:remember|note)(?:\s*[:,]|\s+that\b|\s+to\b(?=\s))\s*(.+)$/i, 'remember'],
  [/^(?:(?:new|house|standing)\s+)?rule\s*:\s*(.+)$/i, 'rule:'],
  [/^r[eè]gle\s*:\s*(.+)$/i, 'règle :'],
  [/^rappelle[- ]toi(?:\s*[:,]|\s+que\b|\s+de\b|\s+d['’])\s*(.+)$/i, 'rappelle-toi'],
  [/^(?:et\s+)?n['’]oublie\s+(?:pas|jamais)(?:\s*:|\s+de\b|\s+d['’]|\s+que\b|\s+qu['’])?\s*(.+)$/i, "n'oublie pas"],
  [/^(?:and\s+)?(?:don['’]?t|do not|never)\s+forget(?:\s*:|\s+to\b|\s+that\b)?\s*(.+)$/i, "don't forget"],
  [/^(?:запомни|помни|правило)\s*[:,]?\s*(.+)$/i, 'запомни'],
];

// Markers that make any instruction standing, wherever they are in the sentence.
const STANDING = /(?<![\p{L}])(from now on|going forward|in (?:the )?future,|next time,|every time|each time|whenever|in all our (?:conversations|exchanges)|d[ée]sormais|dor[ée]navant|[àa] l['’]avenir|[àa] partir de maintenant|la prochaine fois,|chaque fois|(?:lors de|dans) nos [ée]changes|pour tout (?:ce|le) projet|dans tout le projet|partout dans le projet|for the whole project|throughout the project|across the (?:whole )?(?:project|codebase)|in every project|впредь|отныне|в будущем|каждый раз)(?![\p{L}])/iu;

const FILLER = /^(?:(?:please|pls|and|also|so|but|ok|okay|oui|yes|et|aussi|alors|donc|mais|stp|s['’]il te pla[iî]t|и|а|также)[\s,]+)+/i;
const QUESTION = /\?\s*$|^(?:why|what|how|which|where|when|who|is|are|do|does|did|can|could|should|would|will|pourquoi|quoi|comment|quel|quelle|est-ce|почему|что|как)(?![\p{L}])/iu;
// After "always"/"toujours" at the start: a determiner or "still"-sense word means a description.
const NOT_A_VERB = /^(?:the|a|an|same|this|that|it|there|here|le|la|les|l['’]|un|une|des|même|meme|pas|rien|aucun|aucune|en|plus|aussi|là|la|bloqué|cassé|pareil|тот|то|так|не)(?![\p{L}])/iu;

function clean(rule: string): string {
  let r = rule.trim().replace(FILLER, '').replace(/^[\s:,;—–-]+/, '').replace(/[\s.;,!]+$/, '');
  if (r.length > 300) r = `${r.slice(0, 299).replace(/\s+\S*$/, '')}…`;
  return r.charAt(0).toUpperCase() + r.slice(1);
}

// Imperatives that open a convention ("pad the marker so it is always 4 characters").
const IMPERATIVE = /^(?:(?:for|in|when|with|pour|dans|quand|avec)\s[^,]{1,60},\s*)?(?:use|add|put|keep|write|make|prefer|avoid|place|name|format|indent|wrap|sort|order|start|end|pad|prefix|suffix|run|check|test|commit|push|split|align|call|return|mets|mettre|utilise|utiliser|ajoute|ajouter|[ée]cris|[ée]crire|garde|garder|nomme|nommer|place|commence|termine|lance|v[ée]rifie|пиши|используй|добавляй|ставь)(?![\p{L}])/u;

function always(text: string): 'always' | 'never' | null {
  for (const clause of text.split(/,\s+|\s+(?:et|and|but|mais)\s+(?=(?:always|never|toujours|jamais|ne jamais)\s)/)) {
    const k = alwaysClause(clause.trim());
    if (k) return k;
  }
  if (IMPERATIVE.test(text) && /(?<![\p{L}])(?:always|never|toujours|jamais|всегда|никогда)(?![\p{L}])/u.test(text) && !/not always|toujours pas/.test(text)) {
    return /(?<![\p{L}])(?:never|jamais|никогда)(?![\p{L}])/u.test(text) ? 'never' : 'always';
  }
  return null;
}

function alwaysClause(norm: string): 'always' | 'never' | null {
  const s = norm.replace(FILLER, '');
  if (/(?<![\p{L}])not (?:always|toujours)(?![\p{L}])|toujours pas/u.test(s)) return null;
  // Sentence-initial imperative: "always use pnpm", "never commit secrets", "toujours mettre …",
  // "ne jamais …", "jamais de …", "всегда …", "никогда не …".
  let m = /^(always|toujours|всегда)\s+(\S+)/u.exec(s);
  if (m && !NOT_A_VERB.test(m[2]!)) return 'always';
  if (/^(?:never|jamais|ne jamais|n['’]?\s*\S+ jamais|никогда)\s+\S+/u.test(s) && !/^jamais (?:vu|eu|été|ete)\b/u.test(s)) return 'never';
  if (/^(?:don['’]?t|do not) ever\s+\S+/u.test(s)) return 'never';
  // Addressed to the assistant: "you should always …", "tu dois toujours …", "tu ne … jamais".
  m = /(?<![\p{L}])(?:you|tu|vous|ты|вы)\s+(?:should\s+|must\s+|need to\s+|have to\s+|dois\s+|devez\s+|должен\s+)?(always|never|toujours|jamais|всегда|никогда)\s+(\S+)/u.exec(s);
  if (m && !NOT_A_VERB.test(m[2]!)) return /never|jamais|никогда/u.test(m[1]!) ? 'never' : 'always';
  if (/(?<![\p{L}])(?:tu|vous)\s+ne\s+\S+\s+jamais(?![\p{L}])/u.test(s)) return 'never';
  // Imperative negation without a subject: "et ne mets jamais …", ", ne fais jamais …".
  if (/(?:^|[,;]\s*)ne\s+(?:\S+\s+)?(?:mets|fais|utilise|ajoute|touche|modifie|supprime|commite|pousse|écris|ecris|lance|change)\s+jamais(?![\p{L}])/u.test(s)) return 'never';
  return null;
}

function universal(norm: string): boolean {
  if (/(?<![\p{L}])(?:everything|all|every|each|tout|toute|toutes|tous|chaque|все|всё|каждый)(?![\p{L}])[^.!?]{0,60}(?<![\p{L}])(?:must|should|has to|have to|needs to|doit|doivent|devra|devront|devrait|должен|должны)(?![\p{L}])/u.test(norm)) return true;
  return /(?:^|[,;]\s*|(?<![\p{L}])(?:and|et)\s+)(?:please\s+)?(?:make sure|ensure|assure[- ]toi|veille [àa]|убедись)(?![\p{L}])[^.!?]{0,40}(?<![\p{L}])(?:each|every|all|always|chaque|toujours|tous|toutes|все|каждый)(?![\p{L}])/u.test(norm);
}

/** Finds the standing rules stated in one user message. */
export function detectRules(text: string): RuleResult {
  const res: RuleResult = { rules: [], reasons: [] };
  const shape = messageShape(text);
  if (shape !== 'conversation') {
    res.reasons.push(shape === 'log' ? 'pasted log or output: no rules' : 'long pasted document (spec, ticket, prompt for another system): no rules');
    return res;
  }
  const seen = new Set<string>();
  const add = (rule: string, kind: RuleKind, sentence: string, why: string) => {
    const cleaned = clean(rule);
    if (cleaned.length < 3 || seen.has(cleaned.toLowerCase())) return;
    seen.add(cleaned.toLowerCase());
    res.rules.push({ text: cleaned, kind, sentence: sentence.trim() });
    res.reasons.push(`${why}: "${cleaned}"`);
  };
  // A long sentence carrying several instructions is judged clause by clause, so each rule
  // comes out short ("toujours mettre une majuscule …", "garde comme ça pour tout ce projet").
  const units = splitSentences(text).flatMap((sentence) => (sentence.length > 160 ? sentence.split(/,\s+/).filter((c) => c.trim().length > 2) : [sentence]));
  for (const sentence of units) {
    const s = sentence.replace(FILLER, '').trim();
    if (QUESTION.test(s)) continue;
    const explicit = EXPLICIT.find(([re]) => re.test(s));
    if (explicit) {
      add(explicit[0].exec(s)![1]!, 'explicit', sentence, `explicit marker "${explicit[1]}"`);
      continue;
    }
    const norm = normalizeForMatch(s);
    const st = STANDING.exec(s);
    if (st) {
      const rest = s.replace(STANDING, '').replace(/\s{2,}/g, ' ').replace(/^[\s,]+|[\s,]+$/g, '');
      add(rest, 'standing', sentence, `standing marker "${st[1]}"`);
      continue;
    }
    const a = always(s.toLowerCase().replace(/[’]/g, "'"));
    if (a) {
      add(s, a, sentence, a === 'always' ? 'instruction with "always/toujours"' : 'instruction with "never/jamais"');
      continue;
    }
    if (universal(norm)) {
      const from = s.search(/(?:make sure|ensure|assure[- ]toi|veille [àa]|убедись)/i);
      add(from > 0 ? s.slice(from) : s, 'universal', sentence, 'instruction that applies to every case (each/every/tout … must/doit)');
    }
  }
  if (!res.reasons.length) res.reasons.push('no standing instruction found');
  return res;
}
