// Extractive descriptions, used whenever no language model is available: the key concepts of a
// text (topics), a title from the opening sentence, and a summary from the sentences that best
// cover the thread's topics. Words that appear in every programming conversation ("file",
// "error", "fix") are not topics: they would link unrelated threads.
import { contentWords } from '../../text/contentWords';
import { stemVariants } from '../../text/stem';
import type { Thread } from './types';

const GENERIC = new Set(
  `code file function method class error issue problem bug fix change update add remove delete create work run line project thing help question
answer result output input value data way time example version look check implement write read show call return need want make use test
fichier fonction erreur probleme corrige corriger changer modifier ajouter ajoute supprimer projet exemple faire marche fonctionne
файл код ошибка проблема функция исправь исправить добавь добавить удали проект пример работает`
    .split(/\s+/)
    .filter(Boolean)
    .flatMap(stemVariants),
);

export interface TopicTerm {
  key: string;
  label: string;
  weight: number;
}

/** The most salient content words of a text, best first. */
export function extractTopics(text: string, max = 6): TopicTerm[] {
  const terms = new Map<string, TopicTerm>();
  for (const t of contentWords(text)) {
    if (GENERIC.has(t.key) || t.key.length < 3) continue;
    const cur = terms.get(t.key);
    // A topic is a stem: its weight grows with the stem's length (inflections do not count);
    // acronyms and names (JWT, Redis) are short but the very subject.
    const w = t.acronym || t.name ? 1.5 : Math.min(1.6, 0.6 + t.key.length / 8);
    if (cur) cur.weight += w;
    else terms.set(t.key, { key: t.key, label: t.surface, weight: w });
  }
  return [...terms.values()].sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key)).slice(0, max);
}

export const THREAD_TOPICS = 8;
/** Older topic mass fades so a drifting thread's topics follow its recent messages. */
const TOPIC_DECAY = 0.92;

/** Folds a message's topics into the thread's counts and refreshes its topic list. */
export function absorbTopics(thread: Thread, topics: TopicTerm[]): void {
  for (const k of Object.keys(thread.topicCounts)) {
    const v = thread.topicCounts[k] * TOPIC_DECAY;
    if (v < 0.05) {
      delete thread.topicCounts[k];
      delete thread.topicLabels[k];
    } else thread.topicCounts[k] = v;
  }
  for (const t of topics) {
    thread.topicCounts[t.key] = (thread.topicCounts[t.key] ?? 0) + t.weight;
    thread.topicLabels[t.key] ??= t.label;
  }
  thread.topics = topTopicKeys(thread).map((k) => thread.topicLabels[k] ?? k);
}

export function topTopicKeys(thread: Pick<Thread, 'topicCounts'>, n = THREAD_TOPICS): string[] {
  return Object.entries(thread.topicCounts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([k]) => k);
}

/** Lowercased trimmed text without markup noise, for titles and summaries. */
function cleanSentence(s: string): string {
  return s
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]{1,200}>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function sentences(text: string): string[] {
  return cleanSentence(text)
    .split(/(?<=[.!?。])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 12);
}

function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max * 0.5 ? cut.slice(0, sp) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** A title from the first sentence of the opening message, or the top topics when it is noise. */
export function extractiveTitle(firstMessage: string, topics: TopicTerm[]): string {
  const first = sentences(firstMessage)[0] ?? cleanSentence(firstMessage);
  if (first && first.length >= 8 && contentWords(first).length >= 2) return clip(first.replace(/^[#>*\-\s]+/, ''), 72);
  const labels = topics.slice(0, 3).map((t) => t.label);
  return labels.length ? labels.join(', ') : clip(first || 'Untitled thread', 72);
}

/** Up to two sentences of the thread's messages that best cover its topics. */
export function extractiveSummary(messages: string[], thread: Pick<Thread, 'topicCounts'>, maxChars = 280): string {
  const scored: Array<{ s: string; score: number; order: number }> = [];
  let order = 0;
  for (const m of messages)
    for (const s of sentences(m)) {
      const keys = new Set(contentWords(s).map((t) => t.key));
      let cover = 0;
      for (const k of keys) cover += thread.topicCounts[k] ?? 0;
      scored.push({ s, score: cover / Math.sqrt(Math.max(4, keys.size)), order: order++ });
    }
  const best = scored
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .sort((a, b) => a.order - b.order);
  return clip(best.map((b) => b.s).join(' '), maxChars);
}
