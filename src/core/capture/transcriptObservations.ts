// A parsed transcript -> observations and rules: walks the turns keeping the user's last
// request and the assistant's last answer so each piece of feedback says what it was about.
import type { Observation } from '../observation';
import { analyzeMessage } from './analyzeMessage';
import type { FeedbackPatterns } from './feedbackPatterns';
import { dedupeObservations, observationsForMessage } from './messageObservations';
import type { DetectedRule } from './rules';
import type { ParsedTranscript } from './transcripts/types';

/** Conversation context carried between reads of a growing transcript. */
export interface TranscriptCarry {
  session?: string;
  request?: string;
  answer?: string;
}

export interface TranscriptLearning {
  observations: Observation[];
  /** Per judged user message, for win/loss statistics. */
  judged: Array<{ at?: string; session: string; feedback: 'win' | 'loss' | 'neutral'; correction: boolean; key: string }>;
  carry: TranscriptCarry;
  rules: Array<DetectedRule & { session: string; timestamp?: string }>;
  stats: { userMessages: number; wins: number; losses: number; corrections: number; rules: number };
}

export function learnFromTranscript(t: ParsedTranscript, patterns: FeedbackPatterns, carry: TranscriptCarry = {}): TranscriptLearning {
  const all: Observation[] = [];
  const judged: TranscriptLearning['judged'] = [];
  const rules: TranscriptLearning['rules'] = [];
  const stats = { userMessages: 0, wins: 0, losses: 0, corrections: 0, rules: 0 };
  let request = carry.request;
  let answer = carry.answer;
  let session = carry.session;
  for (const turn of t.turns) {
    if (turn.session !== session) {
      session = turn.session;
      request = undefined;
      answer = undefined;
    }
    if (turn.role === 'assistant') {
      answer = turn.text;
      continue;
    }
    stats.userMessages++;
    const a = analyzeMessage(turn.text, patterns);
    const followsAnswer = answer !== undefined;
    if (followsAnswer) {
      judged.push({ at: turn.timestamp, session: turn.session, feedback: a.feedback, correction: a.correction, key: `${t.format}|${turn.session}|${turn.timestamp ?? ''}|${turn.text.slice(0, 300)}` });
      if (a.feedback === 'win') stats.wins++;
      if (a.feedback === 'loss') stats.losses++;
      if (a.correction) stats.corrections++;
    }
    stats.rules += a.rules.length;
    for (const r of a.rules) rules.push({ ...r, session: turn.session, timestamp: turn.timestamp });
    all.push(...observationsForMessage(turn.text, a, { origin: t.format, session: turn.session, timestamp: turn.timestamp, request, previousAnswer: answer, followsAnswer }));
    // Feedback is about the last real request, not about "ok"/"yes" turns in between.
    if (a.feedback === 'neutral' && !a.correction && turn.text.trim().split(/\s+/).length > 3) request = turn.text;
    answer = undefined;
  }
  return { observations: dedupeObservations(all), judged, carry: { session, request, answer }, rules, stats };
}
