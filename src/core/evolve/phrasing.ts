// Turning an observation's wording into an imperative a person would write: "Tests exécutés
// avant commit" -> "Exécuter les tests avant commit", "Tests run before commit" -> "Run tests
// before commit", "User prefers X" -> "Prefer X". Small rules for English and French; anything
// it does not recognise is kept as written (cleaned), never garbled.
import type { Language } from '../text/language';

const LABEL =
  /^(?:correction|erreur|error|succ[eè]s|success|pattern|pr[ée]f[ée]rence|preference|note|observation|feedback)\s*:\s*/i;
const PRAISE =
  /\s+(?:appr[ée]ci[ée]e?s?|appreciated|liked|loved|valid[ée]e?s?|validated|approved|approuv[ée]e?s?)(?=[\s,.;:!]|$)/gi;
const SUBJECT = /^(?:l['’]\s*)?(?:the\s+)?(?:utilisateur|utilisatrice|user|d[ée]veloppeu(?:r|se)|developer|dev)\s+/i;
const PREFERS = /^(?:pr[ée]f[èe]re|prefers|aime|likes|veut|wants|souhaite)\s+/i;
const ASKS_TO = /^(?:demande|asks|asked|requests|requested|a demand[ée])\s+(?:de\s+|d['’]|to\s+)/i;
const ASKS_FOR = /^(?:demande|asks for|asked for|requests|requested|a demand[ée])\s+/i;
const FORGOT = /^(?:oubli[ée]e?s?|a oubli[ée]|forgot|forgotten|skipped|missed|omitted|omis)\s+(?:de\s+|d['’]|to\s+)?/i;
const DIRECTIVE_START =
  /^(?:always|never|toujours|jamais|ne\s+jamais|ne\s+pas|don['’]t|do not|avoid|[ée]viter|prefer|pr[ée]f[ée]rer|privil[ée]gier|use|utiliser|keep|garder|run|lancer|ex[ée]cuter)\b/i;

const ARTICLE = /^(?:le|la|les|l['’]\S*|the|a|an|des|un|une|ces|this|these|tous|all)$/i;
const FUNCTION_WORD =
  /^(?:i|you|we|they|he|she|it|me|my|our|your|je|tu|il|elle|on|nous|vous|ils|elles|ça|ca|ce|non|oui|no|yes|not|pas|mais|but|and|et|ou|or|so|donc|en|in|de|du|of|to|à|a|can|could|would|should|will|just|please|est|is|are|was|been|a|ai|as|ont)$/i;
const FR_VERBS: Record<string, string> = {
  utilise: 'utiliser',
  préfère: 'préférer',
  lance: 'lancer',
  exécute: 'exécuter',
  écrit: 'écrire',
  ajoute: 'ajouter',
  vérifie: 'vérifier',
  teste: 'tester',
  documente: 'documenter',
  garde: 'garder',
  évite: 'éviter',
  fait: 'faire',
  met: 'mettre',
  commite: 'commiter',
  relit: 'relire',
  nomme: 'nommer',
  sépare: 'séparer',
  découpe: 'découper',
  supprime: 'supprimer',
  formate: 'formater',
  crée: 'créer',
  renomme: 'renommer',
};
const FR_PARTICIPLES: Record<string, string> = {
  écrit: 'écrire',
  fait: 'faire',
  mis: 'mettre',
  pris: 'prendre',
  lu: 'lire',
  relu: 'relire',
  vu: 'voir',
  dit: 'dire',
};
const EN_VERBS =
  /^(uses|prefers|runs|writes|adds|checks|tests|commits|keeps|avoids|documents|splits|names|prefixes|formats|validates|reviews|creates|updates|removes|deletes|wraps|lints|squashes|pushes|rebases|merges)$/i;
const EN_IRREGULAR: Record<string, string> = {
  run: 'run',
  ran: 'run',
  written: 'write',
  wrote: 'write',
  done: 'do',
  made: 'make',
  kept: 'keep',
  built: 'build',
  split: 'split',
  read: 'read',
  put: 'put',
  set: 'set',
};

export interface Phrasing {
  text: string;
  /** Starts with a verb in the imperative/infinitive (so "Always …" may precede it). */
  imperative: boolean;
  /** Already a directive (always/never/avoid…): use as the rule as it is. */
  directive: boolean;
}

export function capitalize(s: string): string {
  return s ? s[0].toLocaleUpperCase() + s.slice(1) : s;
}

/** Lower-cases the first letter unless the first word is an acronym or an identifier (CI, README, camelCase). */
export function lowerFirst(s: string): string {
  const first = s.split(/\s/, 1)[0];
  if (first.length > 1 && (first === first.toUpperCase() || /[a-z][A-Z]/.test(first))) return s;
  return s ? s[0].toLocaleLowerCase() + s.slice(1) : s;
}

/** One short line: first sentence, no label, no trailing punctuation, at most `max` characters. */
export function cleanObservationText(text: string, max = 100): string {
  let s = text.replace(/\s+/g, ' ').trim().replace(LABEL, '');
  const sentence = /^(.{20,}?[.!?])\s/.exec(s);
  if (sentence) s = sentence[1];
  // A trailing "(src/api/user.ts)" or "(line 42)" is context, not part of the lesson.
  s = s.replace(/\s*\((?=[^()]*(?:[/\\]|\.\w{1,5}\b|\d))[^()]*\)\s*$/, '');
  s = s
    .replace(PRAISE, '')
    .replace(/[\s.;:,!]+$/, '')
    .trim();
  if (s.length > max) s = s.slice(0, max).replace(/\s+\S*$/, '') + '…';
  return s;
}

function enBase(word: string): string {
  const w = word.toLowerCase();
  if (EN_IRREGULAR[w]) return EN_IRREGULAR[w];
  if (w.endsWith('ied')) return w.slice(0, -3) + 'y';
  const stem = w.slice(0, -2);
  if (/([bdfgkmnprtvz])\1$/.test(stem)) return stem.slice(0, -1);
  if (/(at|ut|iz|is|us|os|as|yp|v|c|g|ur|ar|ir|or|bl|pl|tl|dl|gl|am|om)$/.test(stem)) return stem + 'e';
  return stem;
}

function frInfinitive(word: string): string | null {
  const w = word.toLowerCase();
  const irregular = FR_PARTICIPLES[w.replace(/(e|s|es)$/, '')] ?? FR_PARTICIPLES[w];
  if (irregular) return irregular;
  if (/[a-zà-ÿ]{2,}(é|ée|és|ées)$/.test(w)) return w.replace(/(é|ée|és|ées)$/, 'er');
  return null;
}

/** "Tests exécutés avant commit" -> "Exécuter les tests avant commit". */
function participleToImperative(words: string[], lang: Language): string | null {
  for (let k = 1; k <= Math.min(3, words.length - 1); k++) {
    const w = words[k];
    let verb: string | null = null;
    if (lang === 'fr') verb = frInfinitive(w);
    else if (/^[a-z]{3,}ed$/i.test(w) || EN_IRREGULAR[w.toLowerCase()]) verb = enBase(w);
    if (!verb) continue;
    // Only "<noun phrase> <participle>": no pronoun, no function word but an article.
    if (
      !words
        .slice(0, k)
        .every(
          (x, j) => (j === 0 && ARTICLE.test(x)) || (!FUNCTION_WORD.test(x) && /^[\p{L}][\p{L}\p{N}_.-]*$/u.test(x)),
        )
    )
      return null;
    let noun = words.slice(0, k).join(' ');
    if (/^(?:le|la|les|l['’]|the|a|an|des|un|une)\b/i.test(noun)) noun = lowerFirst(noun);
    else if (lang === 'fr' && /[sx]$/i.test(words[0]) && words[0] !== words[0].toUpperCase())
      noun = 'les ' + lowerFirst(noun);
    else noun = lowerFirst(noun);
    return capitalize([verb, noun, ...words.slice(k + 1)].join(' '));
  }
  return null;
}

/** The imperative phrasing of one (cleaned) observation text. */
export function toImperative(text: string, lang: Language, isError: boolean): Phrasing & { positive: boolean } {
  let s = cleanObservationText(text);
  let positive = !isError;
  let infinitive = false;
  // An error about something forgotten teaches to do it ("Forgot to update X" -> "Update X").
  if (isError && FORGOT.test(s)) {
    infinitive = /(?:de|d['’]|to)\s*$/i.test(FORGOT.exec(s)![0]);
    s = s.replace(FORGOT, '');
    positive = true;
  } else if (isError && /\s(?:non|not|pas)\s/i.test(` ${s} `) && !/\b(?:sans|without)\b/i.test(s)) {
    s = s.replace(/\s(?:non|not|pas)(?=\s)/i, '');
    positive = true;
  }
  s = s.replace(SUBJECT, '');
  if (PREFERS.test(s))
    return {
      text: capitalize((lang === 'fr' ? 'préférer ' : 'prefer ') + s.replace(PREFERS, '')),
      imperative: true,
      directive: true,
      positive,
    };
  if (ASKS_TO.test(s)) {
    s = capitalize(s.replace(ASKS_TO, ''));
    infinitive = true;
  } else if (ASKS_FOR.test(s))
    return {
      text: capitalize((lang === 'fr' ? 'privilégier ' : 'prefer ') + s.replace(ASKS_FOR, '')),
      imperative: true,
      directive: true,
      positive,
    };
  if (DIRECTIVE_START.test(s))
    return {
      text: capitalize(s),
      imperative: true,
      directive: /^(?:always|never|toujours|jamais|ne\s|don|do not|avoid|[ée]viter)/i.test(s),
      positive,
    };
  if (infinitive) return { text: capitalize(s), imperative: true, directive: false, positive };
  const words = s.split(' ');
  const turned = participleToImperative(words, lang);
  if (turned) return { text: turned, imperative: true, directive: false, positive };
  const first = words[0]?.toLowerCase() ?? '';
  // Third person at the start: "Utilise toujours X" -> "Toujours utiliser X", "Uses X" -> "Use X".
  const fr = lang === 'fr' ? FR_VERBS[first] : undefined;
  const en =
    lang === 'en' && EN_VERBS.test(first)
      ? first.replace(/(xes|ches|shes|sses)$/, (m) => m.slice(0, -2)).replace(/s$/, '')
      : undefined;
  if (fr || en) {
    const rest = words.slice(1);
    if (/^(?:toujours|always|jamais|never)$/i.test(rest[0] ?? ''))
      return {
        text: capitalize(`${rest[0]} ${fr ?? en} ${rest.slice(1).join(' ')}`.trim()),
        imperative: true,
        directive: true,
        positive,
      };
    return { text: capitalize([fr ?? en, ...rest].join(' ')), imperative: true, directive: false, positive };
  }
  return { text: capitalize(s), imperative: false, directive: false, positive };
}

/** "Commit sans tests = CI rouge" -> "commit sans tests (CI rouge)". */
export function consequenceToParenthesis(text: string): string {
  const m = /^(.+?)\s*(?:=|→|->|=>|:|—|–| - )\s*(.+)$/.exec(text);
  return m ? `${m[1]} (${m[2]})` : text;
}
