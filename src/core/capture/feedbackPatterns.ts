// Seed 002's configurable feedback patterns: the defaults written to .act/feedback-patterns.json
// when it is absent, and validation of a user-edited file (bad entries are reported, the rest kept).
// Phrases are matched on word boundaries after case/accent folding; `*` stands for a few words.

export interface FeedbackPatterns {
  version: 1;
  /** Seed 002: isolated praise counts only in short messages (or a short leading clause). */
  shortMessage: { maxWords: number; maxChars: number };
  /** Praise that needs the short-message filter ("great", "merci"). */
  praise: string[];
  /** Praise unambiguous enough to count anywhere in a conversational message. */
  strongPraise: string[];
  /** Criticism counts anywhere in a conversational message. */
  criticism: string[];
  /** Criticism words too common to count outside a short message or leading clause ("bad", "nope"). */
  weakCriticism: string[];
  /** Phrases removed before matching because they only look like feedback ("what went wrong"). */
  ignore: string[];
  /** Negated negatives that are praise ("not bad", "pas mal"). */
  positiveNegations: string[];
  /** Faint or negated praise that is criticism ("not great", "pas terrible"). */
  negativeNegations: string[];
  /** Criticism phrased as a question ("why did you ...?"). */
  questionCriticism: string[];
  /** The user correcting what the assistant did or understood. */
  corrections: string[];
  /** Words that, just before a praise phrase, turn it into criticism. */
  negators: string[];
}

export const DEFAULT_FEEDBACK_PATTERNS: FeedbackPatterns = {
  version: 1,
  shortMessage: { maxWords: 5, maxChars: 50 },
  praise: [
    'great', 'perfect', 'excellent', 'awesome', 'amazing', 'fantastic', 'brilliant', 'nice', 'cool', 'sweet', 'neat', 'lovely',
    'good', 'good job', 'good work', 'nice job', 'nice work', 'great job', 'great work', 'well done', 'looks good', 'looks great',
    'it works', 'that works', 'works now', 'works great', 'works perfectly', 'that did it', 'that fixed it', 'fixed it',
    'thanks', 'thank you', 'thx', 'ty', 'love it', 'exactly', 'spot on', 'beautiful', 'impressive', 'dope', 'sexy', 'sick', 'lgtm',
    'parfait', 'super', 'genial', 'excellent', 'top', 'nickel', 'bien', 'tres bien', 'bien vu', 'bravo', 'merci', 'merci beaucoup',
    'ca marche', 'ca fonctionne', 'c\'est parfait', 'c\'est top', 'c\'est super', 'impeccable', 'magnifique', 'trop bien',
    'отлично', 'супер', 'спасибо', 'круто', 'класс', 'работает', 'хорошо', 'идеально',
  ],
  strongPraise: [
    'worked like a charm', 'works like a charm', 'like a charm', 'works perfectly', 'works great', 'good job', 'great job', 'nice job',
    'well done', 'great work', 'nice work', 'awesome', 'amazing', 'love it', 'love this', 'beau travail', 'bon travail', 'super boulot',
    'bien joue', 'bravo', 'excellent travail', 'fonctionne plutot bien', 'fonctionne bien', 'marche bien', 'marche nickel', 'c\'est parfait',
    'je suis ravi', 'plutot ravi', 'tres belle avancee', 'thank you so much', 'thanks a lot', 'you nailed it', 'nailed it', 'pretty dope',
    'looks really nice', 'looks great', 'looks amazing', 'that is awesome', 'thats awesome', 'that\'s awesome', 'that did the trick',
    'отличная работа', 'молодец', 'идеально',
  ],
  criticism: [
    'does not work', 'doesn\'t work', 'doesnt work', 'dont work', 'did not work', 'didn\'t work', 'didnt work', 'not working', 'still not working',
    'is not working', 'not displaying', 'not showing', 'doesn\'t show', 'still bad', 'getting worse', 'worse', 'broken', 'wrong',
    'not right', 'incorrect', 'you forgot', 'you missed', 'you broke', 'you didn\'t', 'you did not', 'you ignored', 'that\'s not it', 'useless',
    'same error', 'same problem', 'same issue', 'still failing', 'still broken', 'still the same', 'ugly', 'terrible', 'awful', 'horrible',
    'not what i', 'makes no sense', 'there is a problem', 'there\'s a problem', 'you are looping', 'going in circles', 'you\'re hallucinating', 'that\'s wrong', 'this is wrong',
    'ca marche pas', 'ca ne marche pas', 'ca fonctionne pas', 'ca ne fonctionne pas', 'ne fonctionne pas', 'ne marche pas', 'marche toujours pas',
    'fonctionne toujours pas', 'toujours pas', 'ne s\'affiche pas', 'n\'affiche pas', 'c\'est faux', 'il y a une erreur', 'il y a un probleme', 'probleme de comprehension', 'c\'est pire',
    'tu as oublie', 't\'as oublie', 'tu n\'as pas', 't\'as pas', 'oublis', 'n\'importe quoi', 'c\'est nul', 'c\'est casse', 'meme erreur',
    'meme probleme', 'je ne comprends pas', 'pas clair', 'tu tournes en rond',
    'не работает', 'не то', 'неправильно', 'зациклился', 'сломал', 'опять не',
  ],
  weakCriticism: ['bad', 'nope', 'worse', 'stuck', 'ugh', 'meh', 'wtf', 'seriously', 'nul', 'mauvais', 'faux', 'pire', 'bof', 'плохо', 'хуже'],
  ignore: [
    'went wrong', 'goes wrong', 'go wrong', 'what\'s wrong', 'what is wrong', 'error message', 'en erreur', 'message d\'erreur', 'not bad idea',
    'no worries', 'no problem', 'no thanks', 'no thank you', 'non merci', 'pas de probleme', 'pas grave', 'nah i found it', 'thanks in advance', 'merci d\'avance', 'good morning', 'good night',
    'bonne nuit', 'bonne journee', 'good luck', 'as good as', 'good idea', 'bonne idee', 'for good', 'good to know', 'super admin', 'super user',
  ],
  positiveNegations: ['not bad', 'not too bad', 'not bad at all', 'pas mal', 'pas mal du tout', 'pas si mal', 'pas de souci', 'no complaints', 'неплохо', 'не плохо'],
  negativeNegations: [
    'not great', 'not good', 'not ideal', 'not perfect', 'not quite', 'not really', 'not exactly', 'not good enough', 'not nice',
    'pas terrible', 'pas top', 'pas ouf', 'pas genial', 'pas bon', 'pas bien', 'pas parfait', 'pas tout a fait', 'pas vraiment', 'pas ca',
    'не очень', 'не совсем', 'не так',
  ],
  questionCriticism: [
    'why did you', 'why didn\'t you', 'why did not you', 'why didnt you', 'why would you', 'why are you', 'why do you keep', 'why is it still',
    'did you follow', 'did you forget', 'did you even', 'did you read', 'did you test', 'did you check', 'are you sure',
    'pourquoi tu as', 'pourquoi as-tu', 'pourquoi as tu', 'pourquoi t\'as', 'pourquoi tu n\'as pas', 'pourquoi tu ne',
    'tu es sur', 'as-tu bien', 'as tu bien', 'as tu eu d\'autres oublis', 'tu as bien', 'as tu oublie',
    'почему ты', 'зачем ты', 'почему не',
  ],
  corrections: [
    'i said', 'i told you', 'as i said', 'like i said', 'i meant', 'what i meant', 'not what i asked', 'not what i wanted', 'not what i meant',
    'that\'s not what', 'i asked for', 'use * instead', '* instead of', 'instead of', 'rather than', 'revert', 'undo', 'roll back', 'rollback',
    'i don\'t want * i want', 'i dont want * i want', 'je ne veux pas * je veux', 'je veux pas * je veux', 'just go back to', 'let\'s go back to', 'lets go back to', 'go back to the previous', 'go back to the original', 'put it back', 'change it back', 'don\'t do that', 'stop doing', 'do not do that', 'leave it as',
    'je t\'ai dit', 'j\'ai dit de', 'j\'avais dit', 'comme je t\'ai dit', 'je voulais dire', 'ce que je veux dire', 'ce n\'est pas ce que',
    'c\'est pas ce que', 'au lieu de', 'plutot que', 'non, plutot', 'non plutot', 'utilise plutot', 'fais plutot', 'mets plutot', 'a la place',
    'en fait c\'etait', 'annule', 'reviens a', 'remets', 'arrete de', 'ne fais pas ca',
    'я сказал', 'я же сказал', 'я имел в виду', 'не так', 'откати', 'верни', 'вместо',
  ],
  negators: ['not', 'no', 'never', 'n\'t', 'isn\'t', 'wasn\'t', 'aren\'t', 'doesn\'t', 'don\'t', 'didn\'t', 'hardly', 'pas', 'ne', 'n\'', 'jamais', 'plus', 'не', 'нет'],
};

const LIST_KEYS = ['praise', 'strongPraise', 'criticism', 'weakCriticism', 'ignore', 'positiveNegations', 'negativeNegations', 'questionCriticism', 'corrections', 'negators'] as const;

/** Validates a parsed .act/feedback-patterns.json; missing or invalid parts fall back to defaults. */
export function validateFeedbackPatterns(input: unknown): { patterns: FeedbackPatterns; problems: string[] } {
  const problems: string[] = [];
  const out: FeedbackPatterns = structuredClone(DEFAULT_FEEDBACK_PATTERNS);
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { patterns: out, problems: ['feedback patterns must be a JSON object; using the defaults'] };
  }
  const o = input as Record<string, unknown>;
  const sm = o.shortMessage as Record<string, unknown> | undefined;
  if (sm !== undefined) {
    if (typeof sm === 'object' && sm && Number.isInteger(sm.maxWords) && Number.isInteger(sm.maxChars) && (sm.maxWords as number) > 0 && (sm.maxChars as number) > 0) {
      out.shortMessage = { maxWords: sm.maxWords as number, maxChars: sm.maxChars as number };
    } else problems.push('"shortMessage" must be { "maxWords": integer > 0, "maxChars": integer > 0 }; using 5 / 50');
  }
  for (const key of LIST_KEYS) {
    const v = o[key];
    if (v === undefined) continue;
    if (!Array.isArray(v)) {
      problems.push(`"${key}" must be an array of strings; using the defaults`);
      continue;
    }
    const kept = v.filter((x): x is string => typeof x === 'string' && x.trim().length > 0 && x.length <= 200);
    if (kept.length !== v.length) problems.push(`"${key}": ${v.length - kept.length} entr${v.length - kept.length === 1 ? 'y' : 'ies'} ignored (not a non-empty string of at most 200 characters)`);
    out[key] = kept;
  }
  for (const key of Object.keys(o)) if (key !== 'version' && key !== 'shortMessage' && !(LIST_KEYS as readonly string[]).includes(key)) problems.push(`unknown key "${key}" ignored`);
  return { patterns: out, problems };
}
