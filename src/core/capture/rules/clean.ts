// A detected rule as one clean imperative sentence: the marker, fillers and "you should" are
// cut, the first letter is a capital, no trailing punctuation; scraps that are not a whole
// instruction (fragments) are refused.
import { fold } from '../../text/normalize';
import { wordCount } from '../../text/tokenize';

const FILLER =
  /^(?:(?:please|pls|and|also|so|but|then|ok|okay|oui|yes|et|aussi|alors|donc|mais|puis|stp|svp|s'il te pla[iî]t|s'il vous pla[iî]t|и|а|но|однако|также|ещё|еще|пожалуйста|ну)[\s,]+)+/iu;
// "you should always …" -> "Always …"; "tu dois toujours …" -> "Toujours …"; "I want you to …" -> "…".
const ADDRESSED: Array<[RegExp, string]> = [
  [
    /^(?:i (?:want|need|would like) (?:you|u) to|i'd like (?:you|u) to|(?:can|could|would|will) (?:you|u)(?: please)?|(?:you|u) (?:should|must|need to|have to|will)|make sure (?:that )?(?:you|u)|be sure to|(?:you|u)(?= (?:ask|check|run|use|show|tell|wait|keep|write|add|put|test|read|stop|always|never)\b))\s*/iu,
    '',
  ],
  [
    /^(?:tu dois|vous devez|il faut que tu|il faudra|il faut|tu devras|tu devrais|je veux que tu|j'aimerais que tu|(?:peux|pourrais)-tu|pouvez-vous|pourriez-vous)\s+/iu,
    '',
  ],
  [/^(?:ты должен|тебе нужно|нужно|надо|ты должна|вы должны|можешь|можете)\s+/iu, ''],
];
const DANGLING_END =
  /(?<![\p{L}])(?:and|or|the|a|an|to|of|for|with|in|on|et|ou|le|la|les|de|des|du|pour|avec|dans|sur|и|или|в|на|с|для)$/iu;
const CONNECTIVE_START = /^(?:and|or|etc|et|ou|ni|и|или|а|но)(?![\p{L}])/iu;

// A label in capitals before the rule: "LEVEL 1 (Strictly Local): …", "HARD RULE: …".
const CAPS_LABEL = /^[\p{Lu}\d][\p{Lu}\d _-]{2,30}(?:\s*\([^)]{1,40}\))?\s*:\s+(?=\S)/u;
// Words of tickets and specs written in capitals; in a sentence they read as shouting.
const SHOUTED =
  /(?<![\p{L}])(?:YOU MUST NOT|YOU MUST|YOU DO NOT|YOU SHOULD|MUST NOT|MUST|SHALL NOT|SHALL|SHOULD NOT|SHOULD|DO NOT|DON'T|NEVER|ALWAYS|ONLY|NOT|ANY|ALL|EVERY|NO|REQUIRED|MANDATORY|OBLIGATOIRE(?:MENT)?|INTERDIT|JAMAIS|TOUJOURS|NE PAS|NE JAMAIS|UNIQUEMENT|ОБЯЗАТЕЛЬНО|НИКОГДА|ВСЕГДА|НЕЛЬЗЯ|ТОЛЬКО|НЕ)(?![\p{L}])/gu;

/** "YOU MUST NOT push to main" -> "Must not push to main"; "ALWAYS run lint" -> "always run lint". */
function unshout(rule: string): string {
  const r = rule.replace(CAPS_LABEL, '');
  const letters = r.replace(/[^\p{L}]/gu, '');
  // A rule written all in capitals is a heading or a quote: left as it is.
  if (letters && r.replace(/[^\p{Lu}]/gu, '').length / letters.length > 0.8) return rule;
  return r
    .replace(/^(?:YOU (?:MUST NOT|DO NOT|SHOULD NOT))(?![\p{L}])/u, 'do not')
    .replace(/^(?:YOU (?:MUST|SHOULD))\s+/u, '')
    .replace(SHOUTED, (w) => w.toLowerCase())
    .replace(/^(?:must not|shall not)\s+/u, 'do not ')
    .replace(/^(?:must|shall)\s+/u, '');
}

// "…, а ты вернул camelCase", "…, but you used npm": the reproach that follows is not the rule.
const REPROACH_TAIL = /,\s*(?:а|но|but|mais|whereas|alors que|et toi)\s+(?:ты|вы|you|tu|vous|t')(?![\p{L}]).*$/iu;

// "…, and let's make it a rule: tests never …", "j'en fais une règle : …": the rule is what follows.
const MADE_A_RULE =
  /^.{0,120}?(?:(?:let's |let us )?make (?:it|that|this) a (?:rule|standing rule|convention)|(?:faisons-en|fais-en|j'en fais|on en fait) une r[èe]gle|пусть это будет правил\p{L}*|сделаем это правил\p{L}*)\s*:\s*(?=\S)/iu;

// "remember for the whole repo: …", "retiens pour tout le projet : …", "запомни на будущее: …": the order to keep it, not the rule.
const REMEMBER_LEAD =
  /^(?:please )?(?:remember|note|keep in mind|retiens|rappelle-toi|note bien|запомни|учти)(?: (?:this|that|it|ça|cela|это))?(?: (?:for|pour|на|для) [^:]{1,40})?\s*:\s*(?=\S)/iu;

export function cleanRule(raw: string): string {
  let r = unshout(raw.replace(/\s+/g, ' ').trim())
    .replace(REPROACH_TAIL, '')
    .replace(MADE_A_RULE, '')
    .replace(REMEMBER_LEAD, '');
  r = r.replace(FILLER, '').replace(/^[\s:,;—–-]+/, '');
  for (const [re, to] of ADDRESSED) r = r.replace(re, to);
  r = r
    .replace(FILLER, '')
    // "… en anglais stp", "… please": politeness at the end is no part of the rule.
    .replace(/[\s,]+(?:stp|svp|pls|plz|please|s'il te pla[iî]t|пожалуйста|плиз)[\s.!]*$/iu, '')
    .replace(/[\s.;,!:?]+$/, '')
    .replace(/^["'«“]+/, '')
    .trim();
  // A closing quote goes with the rule that opens it ("… например «12 (24) марта 1887»").
  if (!/[«“"][^»”"]*[»”"]$/u.test(r)) r = r.replace(/["'»”]+$/, '').trim();
  if (r.length > 300) r = `${r.slice(0, 299).replace(/\s+\S*$/, '')}…`;
  return r.charAt(0).toUpperCase() + r.slice(1);
}

// Irregular French verbs whose 2nd-person subjunctive ("pour que tu le fasses") is not the imperative.
const FR_IMPERATIVE: Record<string, string> = {
  fasses: 'fais',
  ailles: 'va',
  sois: 'sois',
  aies: 'aie',
  prennes: 'prends',
  mettes: 'mets',
  dises: 'dis',
  ecrives: 'écris',
  écrives: 'écris',
  lises: 'lis',
  saches: 'sache',
  voies: 'vois',
  viennes: 'viens',
  suives: 'suis',
  rendes: 'rends',
  relises: 'relis',
  refasses: 'refais',
  remettes: 'remets',
};
const EN_BASE: Record<string, string> = { has: 'have', is: 'be', does: 'do', goes: 'go' };

/** "includes" -> "include", "applies" -> "apply", "pushes" -> "push"; a word that is no verb in -s is left alone. */
function englishBase(verb: string): string {
  const v = verb.toLowerCase();
  if (EN_BASE[v]) return EN_BASE[v];
  if (v.length < 4 || /(?:ss|us|is|ys)$/.test(v) || !v.endsWith('s')) return verb;
  if (v.endsWith('ies')) return verb.slice(0, -3) + 'y';
  if (/(?:sh|ch|x|z|o)es$/.test(v)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/** "fasses" -> "fais", "vérifies" -> "vérifie", "finisses" -> "finis": the imperative of a 2nd-person verb. */
function frenchImperative(verb: string): string {
  const v = verb.toLowerCase();
  if (FR_IMPERATIVE[v]) return FR_IMPERATIVE[v];
  if (v.endsWith('isses')) return verb.slice(0, -3);
  if (v.endsWith('es')) return verb.slice(0, -1);
  return verb;
}

/**
 * What a request to change the assistant's instructions says it should do, as an order: "(so that)
 * it always includes X" -> "Always include X", "(pour que) les notes soient groupées" -> "les notes
 * doivent être groupées", "quand tu fais X tu le fasses en entier" -> "quand tu fais X, fais-le en
 * entier". `subject` is the word that stood before the clause ("it", "tu"…), already cut.
 */
export function asOrder(clause: string, subject: string): string {
  const s = subject.toLowerCase();
  if (/^(?:it|he|she|that)$/.test(s))
    return clause.replace(
      /^((?:always|never|also|only|still|first)\s+)?([a-z]+)(?![\p{L}'])/iu,
      (_, adv: string | undefined, verb: string) => `${adv ?? ''}${englishBase(verb)}`,
    );
  let out = clause.replace(
    /^((?:les?|la|l'|des|ses|tes|tous les|toutes les)\s?[^,]{1,40}?)\s(soient|soit)(?![\p{L}])/iu,
    (_, what: string, be: string) => `${what} ${be.toLowerCase() === 'soient' ? 'doivent' : 'doit'} être`,
  );
  // The last "tu (le|la|les) <subjunctive>" is the order; "tu fais" before it is the condition.
  out = out.replace(
    /(?:,\s*|\s)tu\s+(?:(le|la|les|l')\s*)?((?:\p{L})+(?:es|ses|sois|aies))(?![\p{L}])(?!.*\stu\s)/iu,
    (_, pron: string | undefined, verb: string) => {
      const imp = frenchImperative(verb);
      return `, ${imp}${pron ? `-${pron === "l'" ? 'le' : pron.toLowerCase()}` : ''}`;
    },
  );
  // "(чтобы) он проверял CHANGELOG": the past after "чтобы" becomes the infinitive of an order.
  if (/^(?:он|она|оно|ты|вы)$/u.test(s))
    out = out.replace(
      /^((?:всегда|никогда не|не|тоже|сначала)\s+)?([а-яё]{3,}?)(?:л|ла|ло|ли)(?![\p{L}])/iu,
      (_, adv, stem: string) => `${adv ?? ''}${stem}ть`,
    );
  if (/^(?:tu|vous)$/.test(s))
    out = out.replace(
      /^((?:toujours|jamais|aussi|bien)\s+)?((?:\p{L})+es)(?![\p{L}])/iu,
      (_, adv, verb: string) => `${frenchImperative(verb)}${adv ? ` ${adv.trim()}` : ''}`,
    );
  return out;
}

/** Why a cleaned rule is not a whole instruction, or null when it is one. */
export function fragmentReason(rule: string): string | null {
  if (wordCount(rule) < 2) return 'too short to be an instruction';
  if (CONNECTIVE_START.test(rule)) return 'starts in the middle of a sentence';
  // "чтобы не было", "so that it doesn't", "pour que ça …" alone: a purpose, with no order to serve.
  if (
    /^(?:чтобы|so that|pour que|pour qu'|afin que|afin de|in order to)(?![\p{L}])/iu.test(rule) &&
    wordCount(rule) <= 5
  )
    return 'a purpose without the order it serves';
  // "… if u have to", "… when you need to": an elided verb, not a cut sentence.
  if (DANGLING_END.test(fold(rule)) && !/(?:have|has|need|needs|want|got|ought) to$/iu.test(rule))
    return 'stops in the middle of a sentence';
  if (!/[\p{L}]{3}/u.test(rule)) return 'no words';
  return null;
}
