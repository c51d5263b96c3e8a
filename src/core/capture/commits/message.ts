// Facts about one commit message and its size: Conventional Commits (type, scope, breaking),
// language, imperative mood, capitalisation, references, trailers (Co-authored-by, Signed-off-by,
// AI co-authors), bots, merges, reverts, and how many files and areas it touches.
import { languageScore } from '../../text/language';
import type { CommitRecord } from './types';
import { isMergeCommit, parseSubject, ticketKey, unwrapSubject, type SubjectStyle } from './subject';
import { isTrailerLine, splitTrailers, type Trailer } from './trailers';
import { ROLLUP_MERGE, issueForm, pullRequestForm, reviewForm } from './refs';
import { botAccount } from './bots';

export interface CommitFacts {
  /** The subject's grammar: its style and prefix (./subject.ts). */
  style: SubjectStyle;
  prefix?: string;
  conventional: { type: string; scope?: string; breaking: boolean } | null;
  /** The subject without its prefix: mood and capitalisation are judged here. */
  description: string;
  subjectLength: number;
  language: 'en' | 'fr' | 'ru' | 'other';
  /** null when the first word cannot be judged. */
  imperative: boolean | null;
  startsUpper: boolean;
  endsWithPeriod: boolean;
  /** How the pull request is named ('"(#1234)"', '"See merge request …"'), when it is. */
  prForm: string | null;
  /** How the issue is linked ('"fixes #123"', '"Bug: 123"'), when it is. */
  issueForm: string | null;
  /** How the review is linked ("Reviewed-on", "Differential Revision"), when it is. */
  reviewKey: string | null;
  /** A tracker key in the subject and where it stands (./subject.ts ticketKey). */
  ticket: { key: string; where: 'first' | 'scope' | 'end' } | null;
  hasBody: boolean;
  /** Labels that open the body's paragraphs ("Summary:", "Test Plan:"): a message template. */
  sections: string[];
  trailers: {
    coAuthors: string[];
    signedOff: boolean;
    aiCoAuthor: string | null;
    other: string[];
    keys: string[];
    /** Normalised key -> as written. */
    spelling: Record<string, string>;
  };
  bot: boolean;
  merge: boolean;
  revert: boolean;
  /** Git's wrapper around another subject (revert, reland, fixup, squash, amend), if any. */
  wrapper: string | null;
  /** Work in progress left in the history: "WIP", "wip: …", "fixup! …", "squash! …". */
  wip: boolean;
  files: number;
  areas: number;
  touchesTests: boolean;
  touchesSource: boolean;
}

const AI = /\b(claude|copilot|cursor|chatgpt|openai|codex|aider|gemini|devin|windsurf|cody)\b|noreply@anthropic\.com/i;
const TEST_PATH =
  /(?:^|\/)(?:tests?|__tests__|spec|specs|e2e|testing)\/|[._-](?:test|spec)\.[a-z0-9]+$|_test\.go$|(?:^|\/)test_[^/]+\.py$/i;
const SOURCE_PATH =
  /\.(?:[cm]?[jt]sx?|py|go|rs|java|kt|c|cc|cpp|h|hpp|cs|rb|php|swift|vim|lua|vue|svelte|scala|ex|exs)$/i;

// Past tense or third person first words ("Fixed", "Adds") are not imperative; nouns ("Update" is
// both) are given the benefit of the doubt. Adverbs are skipped ("Temporarily hide …").
const NOT_IMPERATIVE_EXCEPTIONS = new Set([
  'need',
  'embed',
  'feed',
  'seed',
  'speed',
  'shed',
  'proceed',
  'exceed',
  'bring',
  'string',
  'ping',
  'bless',
  'pass',
  'process',
  'access',
  'address',
  'focus',
  'bias',
  'alias',
  'toggles',
]);
const SKIP_WORDS =
  /^(?:temporarily|only|also|just|properly|partially|always|never|again|now|really|quickly|slightly|correctly|better|more|please|try to)$/i;

function imperativeEnglish(desc: string): boolean | null {
  const ws = desc.replace(/^[\s"'`[\]()]+/, '').split(/\s+/);
  let w = ws[0] ?? '';
  // A label before a colon ("Sync: …", "Note: …") is no verb: the mood is the next word's.
  for (let i = 1; (SKIP_WORDS.test(w) || /ly$/i.test(w) || /:$/.test(w)) && i < ws.length; i++) w = ws[i]!;
  w = w.toLowerCase().replace(/[^a-z-]/g, '');
  if (!w || w.length < 2) return null;
  if (NOT_IMPERATIVE_EXCEPTIONS.has(w))
    return !w.endsWith('s') || w === 'pass' || w === 'process' || w === 'access' || w === 'address' || w === 'focus';
  if (/(?:ed|ing)$/.test(w)) return false;
  if (/[^s]s$/.test(w) && w.length > 3 && !/(?:ss|us|is|ics|ous)$/.test(w)) return false;
  // Determiners and numbers open noun phrases ("One reader of …", "Both halves …"), prepositions
  // and conjunctions a clause ("After the merge, …", "When offline, …"): no mood.
  if (
    /^(?:the|a|an|this|that|these|those|new|more|some|all|initial|first|minor|small|various|misc|wip|version|one|two|three|both|each|every|no|any|several|many|most|other|another|its|our|their|my|your|after|before|when|while|once|if|since|until|from|with|without|for|on|in|to|by|of|as|at|then|so|but|and|or)$|^v\d/.test(
      w,
    )
  )
    return null;
  return true;
}

function imperativeFrench(desc: string): boolean | null {
  const w = (desc.trim().split(/\s+/)[0] ?? '').toLowerCase();
  if (
    /^(?:ajout|correction|mise|suppression|modification|nettoyage|refonte|amélioration|amelioration|création|creation|màj|maj)$/.test(
      w,
    )
  )
    return false;
  if (
    /(?:er|ir|re)$/.test(w) ||
    /^(?:ajoute|corrige|supprime|modifie|utilise|remplace|renomme|nettoie|déplace|deplace|force|garde|passe|rend|met|fais)$/.test(
      w,
    )
  )
    return true;
  return null;
}

// The English/French vote (languageScore) reads Spanish, Italian or Dutch as French ("de", "la")
// and German or Portuguese as English. Their own letters (counted once) and the function words
// neither English nor French has ("el", "para", "der", "und", "het") say it is another language.
const OTHER_LETTERS = /[ñ¿¡ãõßäöáíóú]/i;
const OTHER_WORDS =
  /(?<![\p{L}])(?:el|los|las|del|para|por|con|una|della|gli|nel|che|der|das|den|dem|und|für|von|zu|ist|nicht|ein|eine|auf|het|een|van|voor|niet|não|uma)(?![\p{L}])/giu;

const cyrillicWords = (text: string) => text.match(/[\u0400-\u04ff]{2,}/g)?.length ?? 0;
const plainLatinWords = (text: string) =>
  text.split(/\s+/).filter((w) => /^[("'«]*[A-Za-zÀ-ÿ][a-zà-ÿ]+[)"'»,.:;!?]*$/.test(w)).length;

export function commitLanguage(text: string): CommitFacts['language'] {
  // Cyrillic is Russian unless it has the letters Russian lacks (Ukrainian і ї є ґ, Belarusian ў,
  // Serbian and Macedonian ђ ј љ њ ћ џ ѓ ќ ѕ).
  // A few Cyrillic words quoted in a Latin-script message do not make it Russian: Cyrillic words
  // must be at least half as many as plain Latin words (identifiers like "package.json" not counted).
  if (/[\u0400-\u04ff]{3,}/.test(text) && 2 * cyrillicWords(text) >= plainLatinWords(text))
    return /[іїєґўђјљњћџѓќѕ]/i.test(text) ? 'other' : 'ru';
  const letters = text.replace(/[^A-Za-zÀ-ÿ]/g, '');
  if (letters.length < 3) return 'other';
  const s = languageScore(text);
  const other = (OTHER_LETTERS.test(text) ? 1 : 0) + (text.match(OTHER_WORDS)?.length ?? 0);
  // A French vote may rest on words the Romance languages share ("de", "la"), and French has none
  // of the other words: one sign of another language outweighs three such votes. Without a French
  // vote, two signs are needed ("del" may name a key).
  if ((s > 0 && 3 * other >= s) || (s <= 0 && other >= 2 && other > -s)) return 'other';
  return s > 0 ? 'fr' : 'en';
}

// The Conventional Commits footer is counted by the breaking-change habit, not as a trailer.
const BREAKING_KEY = /^breaking[ -]change$/i;

function trailers(found: readonly Trailer[]): CommitFacts['trailers'] {
  const coAuthors: string[] = [];
  const other: string[] = [];
  let signedOff = false;
  let aiCoAuthor: string | null = null;
  const list = found.filter((t) => !BREAKING_KEY.test(t.key));
  const spelling: Record<string, string> = {};
  for (const t of list) {
    spelling[t.key] ??= t.raw;
    if (t.key === 'Co-authored-by') {
      const name = t.value.replace(/\s*<[^>]*>\s*$/, '').trim();
      const ai = AI.exec(t.value);
      if (ai && !aiCoAuthor)
        aiCoAuthor = ai[1] ? ai[1].charAt(0).toUpperCase() + ai[1].slice(1).toLowerCase() : 'Claude';
      // A bot credited as co-author (a review or merge app) is no person to credit.
      if (ai || !botAccount(name, /<([^>]*)>/.exec(t.value)?.[1])) coAuthors.push(name);
    } else if (t.key === 'Signed-off-by') signedOff = true;
    else other.push(t.key);
  }
  return { coAuthors, signedOff, aiCoAuthor, other, keys: [...new Set(list.map((t) => t.key))], spelling };
}

// Lines git or a forge writes into a body: not the author explaining the change.
const GENERATED_LINE =
  /^(?:This reverts commit [0-9a-f]{7,40}\.?|\(cherry picked from commit [0-9a-f]{7,40}\)|See merge request \S+|-{3,}|\*{3,})$/;

// GitHub's squash body: one "* <subject>" paragraph per squashed commit, written by the forge.
const SQUASH_LIST = /^\* [^\n]+(?:\n\n+\* [^\n]+)*(?:\n\n+-{3,})?$/;

/** Whether the author explained the change: body text (trailers left out) other than generated lines. */
function explains(rest: string): boolean {
  if (SQUASH_LIST.test(rest)) return false;
  return rest.split('\n').some((l) => l.trim() && !isTrailerLine(l) && !GENERATED_LINE.test(l.trim()));
}

// A paragraph opened by a label ("Summary:", "Test Plan:", "Reviewers: …"): a section of a template.
const SECTION = /^([A-Z][A-Za-z]+(?: [A-Za-z]+)?):(?:\s|$)/;

/** The labels that open the body's paragraphs (trailers left out). */
function sections(rest: string): string[] {
  if (!rest.includes(':')) return [];
  const out = new Set<string>();
  for (const p of rest.split(/\n\s*\n/)) {
    const m = SECTION.exec(p.trim());
    if (m) out.add(m[1]!);
  }
  return [...out];
}

// A WIP marker: "WIP", "wip: …", "[WIP] …", "tmp", or an autosquash commit not yet squashed.
const WIP = /^(?:\[?wip\]?|tmp)(?:$|[\s:!\]-])/i;

/** One commit's facts; `knownAreas` are the capitalised words its history uses as areas (recurringAreas). */
export function analyzeCommit(c: CommitRecord, knownAreas?: ReadonlySet<string>): CommitFacts {
  const subject = c.subject.trim();
  // Style, prefix and mood are the inner subject's: `Revert "feat(ui): …"` is written by git.
  const { inner, wrapper } = unwrapSubject(subject);
  const parts = parseSubject(inner, knownAreas);
  const conventional = parts.conventional
    ? { ...parts.conventional, breaking: parts.conventional.breaking || /^BREAKING[ -]CHANGE:/m.test(c.body) }
    : null;
  const description = parts.description;
  // The trailers are split off once, for hasBody, sections and trailers; the reference forms, the
  // BREAKING CHANGE check and the language read the whole body.
  const body = splitTrailers(c.body);
  const prForm = pullRequestForm(subject, c.body);
  const issue = issueForm(subject, c.body);
  const review = reviewForm(c.body);
  const wip = WIP.test(subject) || wrapper === 'fixup' || wrapper === 'squash' || wrapper === 'amend';
  const language = commitLanguage(`${description} ${c.body.slice(0, 300)}`);
  const files = c.files_changed ?? [];
  const areas = new Set(
    files.map((f) =>
      f
        .split('/')
        .slice(0, f.startsWith('packages/') || f.startsWith('src/') ? 2 : 1)
        .join('/'),
    ),
  ).size;
  const merge = isMergeCommit(subject, files);
  return {
    style: parts.style,
    ...(parts.prefix ? { prefix: parts.prefix } : {}),
    conventional,
    description,
    subjectLength: subject.length,
    language,
    // A merge bot's line ("Rollup merge of #123 …", "Auto merge of #45 …") says nothing of the mood.
    // Nor does git's wrapper or a WIP marker.
    imperative:
      ROLLUP_MERGE.test(subject) || wrapper || wip
        ? null
        : language === 'fr'
          ? imperativeFrench(description)
          : language === 'en'
            ? imperativeEnglish(description)
            : null,
    startsUpper: /^[A-ZÀ-Ý]/.test(description),
    endsWithPeriod: /[^.]\.$/.test(subject),
    prForm,
    issueForm: issue,
    reviewKey: review,
    ticket: ticketKey(inner, parts),
    hasBody: explains(body.rest),
    sections: sections(body.rest),
    trailers: trailers(body.trailers),
    bot: botAccount(c.author, c.author_email),
    merge,
    revert: /^Revert\b|^revert[(:!]/i.test(subject),
    wrapper,
    wip,
    files: files.length,
    areas,
    touchesTests: files.some((f) => TEST_PATH.test(f)),
    touchesSource: files.some((f) => SOURCE_PATH.test(f) && !TEST_PATH.test(f)),
  };
}
