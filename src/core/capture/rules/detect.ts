// User-rule detection of seed 003 §4.4: standing instructions the user gives the assistant, in
// all the ways people state them (./markers.ts): standing markers ("from now on", "next time",
// "à chaque début de session", "впредь"), explicit ones ("remember that", "n'oublie pas"),
// writes into the assistant's memory ("add to CLAUDE.md that", "modifie le prompt pour"),
// always/never imperatives, rules for every case, stated conventions, and the MUST / OBLIGATOIRE
// constraints of a pasted ticket. Questions, descriptions ("it never works"), "still" (toujours
// pas) and documents pasted for another system are not rules.
import { messageShape, splitSentences } from '../text';
import { fold } from '../../text/normalize';
import { cleanRule, fragmentReason } from './clean';
import { ADD_RULES_TO, CODING_WORK, CONSTRAINT_HEADING, CONVENTION, EXPLICIT, MEMORY_WRITE, PRODUCT_PROMPT_UPDATE, SCOPE, SYSTEM_PROMPT, TEMPORAL, TICKET_CONSTRAINT } from './markers';

export type RuleKind = 'explicit' | 'standing' | 'always' | 'never' | 'universal' | 'memory' | 'convention' | 'ticket';

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

const QUESTION = /\?\s*$|^(?:why|what|how|which|where|when|who|is|are|do|does|did|can|could|should|would|will|pourquoi|quoi|comment|quel|quelle|est-ce|почему|что|как|зачем)(?![\p{L}])/iu;
// After "always"/"toujours" at the start: a determiner or a "still"-sense word means a description.
const NOT_A_VERB = /^(?:the|a|an|same|this|that|it|there|here|le|la|les|l'|un|une|des|même|meme|pas|rien|aucun|aucune|en|plus|aussi|là|bloqué|cassé|pareil|тот|то|так|не)(?![\p{L}])/iu;
const IMPERATIVE = /^(?:(?:for|in|when|with|pour|dans|quand|avec)\s[^,]{1,60},\s*)?(?:use|add|put|keep|write|make|prefer|avoid|place|name|format|indent|wrap|sort|order|start|end|pad|prefix|suffix|run|check|test|commit|push|split|align|call|return|ask|merge|tag|create|delete|update|document|mets|mettre|utilise|utiliser|ajoute|ajouter|[ée]cris|[ée]crire|garde|garder|nomme|nommer|place|commence|termine|lance|v[ée]rifie|v[ée]rifier|fais|faire|demande|merge|cr[ée]e|supprime|пиши|используй|добавляй|ставь|проверяй|делай)(?![\p{L}])/iu;
const FILLER_START = /^(?:(?:please|pls|and|also|so|but|ok|okay|oui|yes|et|aussi|alors|donc|mais|stp|s'il te pla[iî]t|и|а|также)[\s,]+)+/iu;

function languageOf(text: string): DetectedRule['lang'] {
  if (/[\u0400-\u04ff]{2,}/.test(text)) return 'ru';
  const n = ` ${fold(text)} `;
  const fr = (n.match(/ (?:le|la|les|des|du|de|un|une|et|est|pour|pas|que|qui|dans|sur|avec|tu|toujours|jamais|chaque|fois|ne|ce|ça|ca|si|au|aux) /g) ?? []).length + (/[éèêàùçœ]/i.test(text) ? 2 : 0);
  const en = (n.match(/ (?:the|a|an|and|is|for|not|that|which|in|on|with|you|always|never|each|every|time|to|of|it|this|if) /g) ?? []).length;
  return fr > en ? 'fr' : 'en';
}

function alwaysNever(text: string): 'always' | 'never' | null {
  for (const clause of text.split(/,\s+|\s+(?:et|and|but|mais)\s+(?=(?:always|never|toujours|jamais|ne jamais)\s)/)) {
    const k = alwaysClause(clause.trim());
    if (k) return k;
  }
  if (IMPERATIVE.test(text) && /(?<![\p{L}])(?:always|never|toujours|jamais|всегда|никогда)(?![\p{L}])/u.test(text) && !/not always|toujours pas|pas toujours/.test(text)) {
    return /(?<![\p{L}])(?:never|jamais|никогда)(?![\p{L}])/u.test(text) ? 'never' : 'always';
  }
  return null;
}

function alwaysClause(norm: string): 'always' | 'never' | null {
  const s = norm.replace(FILLER_START, '');
  if (/(?<![\p{L}])(?:not|pas) (?:always|toujours)(?![\p{L}])|toujours pas/u.test(s)) return null;
  let m = /^(always|toujours|всегда)\s+(\S+)/u.exec(s);
  if (m && !NOT_A_VERB.test(m[2]!)) return 'always';
  if (/^(?:never|jamais|ne jamais|n'?\s*\S+ jamais|никогда)\s+\S+/u.test(s) && !/^jamais (?:vu|eu|été|ete)(?![\p{L}])/u.test(s)) return 'never';
  if (/^(?:don't|do not) ever\s+\S+/u.test(s)) return 'never';
  m = /(?<![\p{L}])(?:you|tu|vous|ты|вы)\s+(?:should\s+|must\s+|need to\s+|have to\s+|dois\s+|devez\s+|должен\s+)?(always|never|toujours|jamais|всегда|никогда)\s+(\S+)/u.exec(s);
  if (m && !NOT_A_VERB.test(m[2]!)) return /never|jamais|никогда/u.test(m[1]!) ? 'never' : 'always';
  if (/(?<![\p{L}])(?:tu|vous)\s+ne\s+\S+\s+jamais(?![\p{L}])/u.test(s)) return 'never';
  if (/(?:^|[,;]\s*)ne\s+(?:\S+\s+)?(?:mets|fais|utilise|ajoute|touche|modifie|supprime|commite|pousse|push|merge|écris|ecris|lance|change)\s+jamais(?![\p{L}])/u.test(s)) return 'never';
  // "never … on main", "никогда не пушь в main".
  if (/^(?:don't|do not)\s+\S+.{0,40}\s(?:on|to|into)\s+(?:main|master|prod(?:uction)?)(?![\p{L}])/u.test(s)) return 'never';
  return null;
}

function universal(norm: string): boolean {
  if (/(?<![\p{L}])(?:everything|all|every|each|tout|toute|toutes|tous|chaque|все|всё|каждый)(?![\p{L}])[^.!?]{0,60}(?<![\p{L}])(?:must|should|has to|have to|needs to|doit|doivent|devra|devront|devrait|должен|должны)(?![\p{L}])/u.test(norm)) return true;
  return /(?:^|[,;]\s*|(?<![\p{L}])(?:and|et)\s+)(?:please\s+)?(?:make sure|ensure|assure[- ]toi|veille [àa]|убедись)(?![\p{L}])[^.!?]{0,40}(?<![\p{L}])(?:each|every|all|always|chaque|toujours|tous|toutes|все|каждый)(?![\p{L}])/u.test(norm);
}

/** The sentence without its time markers ("from now on"), and without a task glued before ", and from now on". */
function withoutTemporal(s: string): string {
  // "next time you do X, do Y" / "la prochaine fois que tu fais X" keep their condition as "when".
  const when = /(?<![\p{L}])(?:(?:the )?next time(?: that)?|(?:la|les) prochaines? fois (?:que|qu'))\s*(?=(?:you|we|i|tu|on|vous|il|elle)\s)/iu.exec(s);
  const rest = when ? s.slice(when.index + when[0].length) : '';
  // Only when a second clause follows ("…, do Y", "… tu le fasses …"): otherwise the time marker is just cut.
  if (when && (/,/.test(rest) || /(?<![\p{L}])(?:you|tu|vous|on)(?![\p{L}]).*(?<![\p{L}])(?:you|tu|vous|on)(?![\p{L}])/iu.test(rest))) return withoutTemporal(`${s.slice(0, when.index)}${/^[la]/i.test(when[0]) && /[àâçéèêëîïôûùüÿœ]|\b(?:tu|on|vous)\b/i.test(s.slice(when.index)) ? 'quand ' : 'when '}${s.slice(when.index + when[0].length)}`);
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
  return /(?:,|;|\s(?:and|et|и))\s*$/iu.test(before) && before.split(/\s+/).length > 3 ? s.slice(m.index) : s;
}

// Named places keep their name on the rule ("Release prompt: …"); the assistant's own memory files do not.
const GENERIC_PLACE = /^(?:claude\.md|agents\.md|gemini\.md|copilot-instructions(?:\.md)?|\.cursorrules|memory|memories|m[ée]moire|instructions?|rules|r[èe]gles|память|инструкци\p{L}*|правила)$/iu;

function memoryRule(m: RegExpExecArray): string {
  const place = (m.groups?.place ?? '').trim();
  // The rule is the last capture (the place is a named group before it).
  let rule = m[m.length - 1] ?? '';
  rule = withoutTemporal(rule).replace(/^(?:qu'(?:il|on|elle)|que (?:tu|vous|l'on|on)|que|il|elle|on|you|we|that|it|что(?:бы)?|ты)\s+/iu, '').replace(/^(?:also|aussi|toujours also)\s+/iu, '');
  if (!place || GENERIC_PLACE.test(place)) return rule;
  const name = place.replace(/^(?:the|your|ton|ta|le|la|les|tes|mon|ma|в|во)\s+/iu, '');
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${cleanRule(rule)}`;
}

/** "BLOCKER AWARENESS (MANDATORY FOR REVIEWS)": a heading in capitals names a section, it is not a rule. */
function isHeading(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  const upper = line.replace(/[^\p{Lu}]/gu, '').length;
  return letters.length > 0 && upper / letters.length > 0.7 && line.split(/\s+/).length <= 8;
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

// Wording of a constraint (an obligation, a ban, a limit), in any case: not a feature description.
const CONSTRAINT_WORDING = /(?<![\p{L}])(?:must|should|never|always|only|no|not|don't|do not|avoid|strict(?:ly)?|respect|keep|without|at most|at least|doit|doivent|jamais|toujours|uniquement|seulement|aucune?|pas|sans|strict(?:e|ement)?|respect(?:er)?|interdit|obligatoire|нельзя|не|только|всегда|никогда|обязательно|без)(?![\p{L}])/iu;

/** A role prompt ("You are …") that speaks of coding work is addressed to this assistant; one for a product is not. */
function addressedToAssistant(text: string): boolean {
  return (text.match(CODING_WORK) ?? []).length >= 3;
}

function ticketRules(text: string): Array<{ rule: string; sentence: string }> {
  if (SYSTEM_PROMPT.test(text) && !addressedToAssistant(text)) return [];
  const out: Array<{ rule: string; sentence: string }> = [];
  let inConstraints = false;
  for (const line of text.split('\n')) {
    const bullet = /^\s*(?:[-*•+]|\d+[.)])\s+/.test(line);
    const l = line.replace(/^\s*(?:[-*•+]|\d+[.)])\s+/, '').replace(/\*\*|__/g, '').trim();
    // A heading or a line ending with ":" opens a section; a constraints section makes its bullets rules.
    if (!bullet && l && (/^#/.test(line.trim()) || /:\s*$/.test(l) || isHeading(l))) {
      inConstraints = CONSTRAINT_HEADING.test(l);
      continue;
    }
    if (!bullet && !l) continue;
    if (!bullet && l && !TICKET_CONSTRAINT.test(l)) inConstraints = false;
    if (inConstraints && bullet && l.length >= 8 && l.length <= 400 && CONSTRAINT_WORDING.test(l)) {
      out.push({ rule: l, sentence: l });
      continue;
    }
    if (l.length < 12 || l.length > 400 || !TICKET_CONSTRAINT.test(l) || /^#/.test(l) || isHeading(l)) continue;
    // The constraint sentence only, when a bullet holds several.
    const sentence = l.split(/(?<=[.!])\s+/).find((x) => TICKET_CONSTRAINT.test(x)) ?? l;
    out.push({ rule: sentence, sentence: l });
  }
  return out;
}

/** Finds the standing rules stated in one user message. */
export function detectRules(text: string): RuleResult {
  const res: RuleResult = { rules: [], reasons: [] };
  const seen = new Set<string>();
  const add = (rule: string, kind: RuleKind, sentence: string, why: string) => {
    const cleaned = cleanRule(rule);
    const fragment = fragmentReason(cleaned);
    if (fragment) {
      res.reasons.push(`${why}, but "${cleaned}" is not a whole instruction (${fragment})`);
      return;
    }
    const key = fold(cleaned);
    if (seen.has(key)) return;
    seen.add(key);
    res.rules.push({ text: cleaned, kind, sentence: sentence.trim(), lang: languageOf(cleaned) });
    res.reasons.push(`${why}: "${cleaned}"`);
  };
  const shape = messageShape(text);
  if (shape === 'log') {
    res.reasons.push('pasted log or output: no rules');
    return res;
  }
  // A system prompt of the user's own product ("You are ShopBot…") holds its rules, not the user's.
  if (SYSTEM_PROMPT.test(text) && text.split('\n').filter((l) => l.trim()).length >= 3 && !addressedToAssistant(text)) {
    res.reasons.push('a pasted system prompt for another assistant: its rules are not for this one');
    return res;
  }
  if (PRODUCT_PROMPT_UPDATE.test(text)) {
    res.reasons.push("the text of another system's prompt: its rules are that system's content");
    return res;
  }
  if (shape === 'document') {
    for (const t of ticketRules(text)) add(t.rule, 'ticket', t.sentence, 'constraint of a pasted ticket (MUST / OBLIGATOIRE …)');
    if (!res.reasons.length) res.reasons.push('long pasted document (spec, prompt for another system) without MUST/NEVER constraints: no rules');
    return res;
  }
  // "Add these conventions to CONVENTIONS.md. Each sentence on its own line. …": what follows is the rules.
  let addingRules = false;
  for (const sentence of splitSentences(text.replace(/[‘’]/g, "'"))) {
    const s = sentence.replace(FILLER_START, '').trim();
    if (QUESTION.test(s)) continue;
    if (ADD_RULES_TO.test(s)) {
      addingRules = true;
      const rest = s.replace(ADD_RULES_TO, '').replace(/^[\s:,-]+/, '');
      if (rest.split(/\s+/).length >= 3) add(rest, 'memory', sentence, 'a rule to add to the conventions');
      continue;
    }
    if (addingRules) {
      add(s, 'memory', sentence, 'a rule to add to the conventions');
      continue;
    }
    const memory = MEMORY_WRITE.find(([re]) => re.test(s));
    if (memory) {
      add(memoryRule(memory[0].exec(s)!), 'memory', sentence, `asks to keep it in the assistant's instructions ("${memory[1]}")`);
      continue;
    }
    // "the real URL is X, update the prompt so it finds it": the write comes after what it is about.
    const later = laterMemoryWrite(s);
    if (later) {
      add(later.rule, 'memory', sentence, `asks to keep it in the assistant's instructions ("${later.marker}")`);
      continue;
    }
    const explicit = EXPLICIT.find(([re]) => re.test(s));
    if (explicit) {
      add(explicit[0].exec(s)![1]!, 'explicit', sentence, `explicit marker "${explicit[1]}"`);
      continue;
    }
    const scope = SCOPE.exec(s);
    if (scope) {
      add(withoutTemporal(fromScope(s, scope)), 'standing', sentence, `standing marker "${scope[0]}"`);
      continue;
    }
    const temporal = TEMPORAL.exec(s);
    if (temporal) {
      add(withoutTemporal(s), 'standing', sentence, `standing marker "${temporal[0]}"`);
      continue;
    }
    const a = alwaysNever(s.toLowerCase());
    if (a) {
      add(s, a, sentence, a === 'always' ? 'instruction with "always/toujours"' : 'instruction with "never/jamais"');
      continue;
    }
    if (CONVENTION.test(s)) {
      add(s, 'convention', sentence, 'a convention stated as such ("we use X, not Y")');
      continue;
    }
    const norm = fold(s);
    if (universal(norm)) {
      const from = s.search(/(?:make sure|ensure|assure[- ]toi|veille [àa]|убедись)/i);
      add(from > 0 ? s.slice(from) : s, 'universal', sentence, 'instruction that applies to every case (each/every/tout … must/doit)');
    }
  }
  if (!res.reasons.length) res.reasons.push('no standing instruction found');
  return res;
}
