// Reactions to the assistant's work are short and worded each time anew ("why did you squash?",
// "no tag?"): on their words alone they rarely look alike. What ties them is what they are
// about: the file the assistant had just edited, or the subject they share with the task. Two
// complaints or corrections of the same project are one lesson when they share an edited file
// or at least two subject terms; their groups are merged after clustering.
import type { Observation } from '../observation';
import { feedbackParts } from '../capture/messageObservations';
import { termPrior } from '../grouping/lexical';
import { isFiller, isStopword } from '../text/stopwords';
import { fold } from '../text/normalize';
import { tokenizeParts } from '../text/tokenize';
import { analyze } from '../text/analyze';
import type { Corpus } from './groups';

const isReaction = (o: Observation) =>
  (o.type === 'error' || o.type === 'correction') && !!o.tags?.includes('feedback');
const projectOf = (o: Observation) => o.tags?.find((t) => t.startsWith('project:')) ?? '';

/** Pairs of window items (indices into corpus.windowUnits) that are one lesson. */
export function lessonLinks(corpus: Corpus): Array<[number, number]> {
  const reactions: Array<{ item: number; project: string; files: Set<string>; terms: Set<string> }> = [];
  corpus.windowUnits.forEach((u, item) => {
    const unit = corpus.units[u]!;
    const o = corpus.records[unit.records[0]!]!.o;
    if (!isReaction(o)) return;
    const parts = feedbackParts(o);
    const terms = new Set(unit.analysis.terms.filter((t) => termPrior(t) >= 1));
    reactions.push({ item, project: projectOf(o), files: new Set(parts?.files ?? []), terms });
  });
  // Pairs meet through postings (a file, or a subject term), never all against all; a term or
  // file shared by very many reactions says nothing about any two of them.
  const links: Array<[number, number]> = [];
  const shared = new Map<string, { terms: number; file: boolean }>();
  const post = (key: string, kind: 'file' | 'term', members: number[]) => {
    if (members.length < 2 || members.length > MAX_POSTING) return;
    for (let a = 0; a < members.length; a++)
      for (let b = a + 1; b < members.length; b++) {
        const k = `${members[a]}:${members[b]}`;
        const e = shared.get(k) ?? { terms: 0, file: false };
        if (kind === 'file') e.file = true;
        else e.terms++;
        shared.set(k, e);
      }
  };
  const byKey = new Map<string, number[]>();
  reactions.forEach((r, i) => {
    for (const f of r.files)
      (
        byKey.get(`f\u0000${r.project}\u0000${f}`) ??
        byKey.set(`f\u0000${r.project}\u0000${f}`, []).get(`f\u0000${r.project}\u0000${f}`)!
      ).push(i);
    for (const t of r.terms)
      (
        byKey.get(`t\u0000${r.project}\u0000${t}`) ??
        byKey.set(`t\u0000${r.project}\u0000${t}`, []).get(`t\u0000${r.project}\u0000${t}`)!
      ).push(i);
  });
  for (const [key, members] of byKey) post(key, key[0] === 'f' ? 'file' : 'term', members);
  for (const [k, e] of shared) {
    if (!e.file && e.terms < 2) continue;
    const [a, b] = k.split(':').map(Number) as [number, number];
    links.push([reactions[a]!.item, reactions[b]!.item]);
  }
  return links;
}

const MAX_POSTING = 40;
const MAX_DETAILS = 5;

// Words of the reaction itself, not of its subject ("why did you decide …", "tu as oublié …").
const REACTION_WORDS = new Set(
  `why did didn you your again still now anymore not decide decided use used using create created forgot forget forgotten follow followed full make made put add added
  do does done doing go going work works working thing things way need needed instead want wanted asked ask asking said say saying tell told sure really even actually yet think mean meant guess
  nope nah broken broke worse wrong fails failing failed crash crashes error errors bug bugs issue issues problem problems same worked garbage useless
  pourquoi fait fais faire oublie oublies utilise utiliser mis mettre encore toujours plus jamais bien vraiment ajoute cree creer suivi suivre refais refaire recommence redo
  почему зачем ты сделал забыл опять снова еще переделай`
    .split(/\s+/)
    .filter(Boolean),
);
// Where standing instructions live; a lesson that names one says to follow it.
const SOURCE =
  /(?:^|\s)(?:(?:the|le|la|du|de)\s+)?(?:([a-z][\w-]{2,})\s+)?(prompt|instructions|checklist|procedure|process|workflow|guide|runbook|playbook|conventions)(?:\s+(?:de|du|for|of)\s+([a-z][\w-]{2,}))?(?=\s|$|[.,;:!?])/g;

const SOURCE_NOUNS = new Set([
  'prompt',
  'instructions',
  'checklist',
  'procedure',
  'process',
  'workflow',
  'guide',
  'runbook',
  'playbook',
  'conventions',
]);
// Words of three letters or more; an identifier gives its parts ("delete_branch" -> delete branch).
const PLAIN_WORD = /^\p{L}[\p{L}\p{N}]{2,}$/u;
const wordsOf = (s: string) => tokenizeParts(s).filter((w) => PLAIN_WORD.test(w));

/** A rule the user stated, as Evolve sees it: its words, and the project it was stated in. */
export interface StatedRule {
  text: string;
  project?: string;
}

/**
 * The subject terms of the rules stated in this project (or with no project): a lesson's detail
 * that one of them already says ("resume changements" next to "make the release summary
 * exhaustive") is left to the rule, so an assistant is not told the same thing twice.
 */
function statedTerms(rules: readonly StatedRule[], project: string): Set<string> {
  const terms = new Set<string>();
  for (const r of rules)
    if (!r.project || !project || `project:${r.project}` === project)
      for (const t of analyze(r.text).terms) terms.add(t);
  return terms;
}

/** Half of a detail's subject terms or more are in a stated rule. */
function saidByRule(detail: string, stated: ReadonlySet<string>): boolean {
  if (!stated.size) return false;
  const terms = analyze(detail).terms;
  return terms.length > 0 && terms.filter((t) => stated.has(t)).length * 2 >= terms.length;
}

/** A word of the reactions' own, not the topic, that `times` of them use. */
function recurringDetail(
  docs: ReadonlyArray<{ own: string[] }>,
  topic: string,
  stop: (w: string) => boolean,
  times: number,
): boolean {
  const seen = new Map<string, number>();
  for (const d of docs)
    for (const w of new Set(d.own)) if (w !== topic && !stop(w) && !isFiller(w)) seen.set(w, (seen.get(w) ?? 0) + 1);
  return [...seen.values()].some((n) => n >= times);
}

export interface LessonName {
  title: string;
  rule: string;
}

/**
 * A name for recurring reactions, from what they are about: the subject they share (topic),
 * the instructions they refer to (source), and what each of them pointed at (details), e.g.
 * "Deploy: follow the deploy checklist (migrate first, warm the cache)".
 */
export function nameLesson(
  observations: readonly Observation[],
  lang: 'en' | 'fr',
  statedRules: readonly StatedRule[] = [],
  /** How often anything must recur to be learned (Evolve's minOccurrences). */
  minOccurrences = 3,
): LessonName | null {
  const stated = statedTerms(statedRules, observations.length ? projectOf(observations[0]!) : '');
  const parts = observations.map(feedbackParts).filter((p): p is NonNullable<ReturnType<typeof feedbackParts>> => !!p);
  if (parts.length < 2) return null;
  // Short reactions first: they name what was wrong most plainly ("no tag?"), long ones ramble.
  const docs = parts
    .map((p) => ({
      own: wordsOf(p.words.replace(/https?:\/\/\S+/g, ' ')),
      around: [
        ...wordsOf(p.task ?? ''),
        ...p.files.flatMap((f) => wordsOf(f.replace(/\.\w+$/, '').replace(/[_.-]+/g, ' '))),
      ],
    }))
    .sort((a, b) => a.own.length - b.own.length);
  // Not a subject: function words, the reaction's own words, adverbs ("properly"), verbs of appearance, tokens with digits.
  const stop = (w: string) =>
    isStopword(w) ||
    REACTION_WORDS.has(w) ||
    /ly$/.test(w) ||
    /\d/.test(w) ||
    /^(?:seems?|looks?|feels?|sounds?|maybe|perhaps|lets|okay|figure)$/.test(w);
  // Topic: the subject word most of the reactions share (their words, task or edited file).
  const df = new Map<string, number>();
  // Nor conversational filler ("это", "voilà", "thanks"): it names no subject.
  for (const d of docs)
    for (const w of new Set([...d.own, ...d.around])) if (!stop(w) && !isFiller(w)) df.set(w, (df.get(w) ?? 0) + 1);
  // A place of instructions ("checklist", "prompt") is what to follow, not what the lesson is about.
  const topic = [...df]
    .filter(([w, n]) => n >= 2 && n * 2 >= docs.length && !SOURCE_NOUNS.has(w))
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0]?.[0];
  if (!topic) return null;
  // Source: the instructions the reactions refer to ("the deploy checklist", "la checklist de déploiement").
  const sources = new Map<string, number>();
  for (const p of parts)
    for (const m of fold(`${p.words} . ${p.task ?? ''}`).matchAll(SOURCE)) {
      const qualifier = m[1] && !stop(m[1]) ? m[1] : m[3] && !stop(m[3]) ? m[3] : '';
      const s = qualifier ? (lang === 'fr' ? `${m[2]} de ${qualifier}` : `${qualifier} ${m[2]}`) : m[2]!;
      sources.set(s, (sources.get(s) ?? 0) + 1);
    }
  const source = [...sources].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0]?.[0];
  // Without instructions to refer to, the user must have named the topic in their own words as
  // often as anything must recur to be learned: a word only of the task or of the edited file
  // ("main" of main.rs) ties reactions about different things.
  if (!source && docs.filter((d) => d.own.includes(topic)).length < minOccurrences) return null;
  // Without instructions, the reactions must also point at the same thing as often (a word of their
  // own besides the topic: "the progress bar …" three times): complaints that share a subject and
  // each point elsewhere ("Gate: … (see, start please fix, kids lift screen)") teach nothing together.
  if (!source && !recurringDetail(docs, topic, stop, minOccurrences)) return null;
  // Details: what each reaction pointed at, in its own words, once each.
  const sourceWords = new Set(source ? wordsOf(source) : []);
  const details: string[] = [];
  for (const d of docs) {
    // Adjacent kept words stay together ("delete branch", "empty commit").
    let phrase: string[] = [];
    let last = -2;
    const flush = () => {
      const p = phrase.join(' ');
      // At most three words a detail: a phrase, not a retold message.
      // A detail already said in a longer one ("conflicts vscode" in "ctrl conflicts vscode") is said once.
      if (
        p &&
        phrase.length <= 3 &&
        !saidByRule(p, stated) &&
        !details.some((d) => d.includes(p) || p.includes(d)) &&
        details.length < MAX_DETAILS
      )
        details.push(p);
      phrase = [];
    };
    // A phrase runs over small words ("skip the smoke tests") and stops at the reaction's own words.
    d.own.forEach((w, i) => {
      if (isStopword(w) && !REACTION_WORDS.has(w) && phrase.length) {
        last = i;
        return;
      }
      if (stop(w) || w === topic || sourceWords.has(w)) {
        flush();
        return;
      }
      if (i !== last + 1) flush();
      if (phrase[phrase.length - 1] !== w) phrase.push(w);
      last = i;
    });
    flush();
  }
  // Without the instructions it refers to or anything it pointed at, there is no lesson, only a topic.
  if (!source && !details.length) return null;
  const Topic = topic.charAt(0).toUpperCase() + topic.slice(1);
  const list = details.length ? ` (${details.join(', ')})` : '';
  const title = source
    ? lang === 'fr'
      ? `${Topic} : suivre le ${source}${list}`
      : `${Topic}: follow the ${source}${list}`
    : lang === 'fr'
      ? `${Topic} : vérifier ce qui a été reproché${list}`
      : `${Topic}: check what was pointed out before saying it is done${list}`;
  return { title, rule: title };
}
