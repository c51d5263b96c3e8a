// A parsed transcript -> observations and rules: walks the turns keeping the user's last
// request and the assistant's last turn (what it said and did), so each piece of feedback is
// judged in its conversation and says what it was about.
import type { Observation } from '../observation';
import { analyzeMessage } from './analyzeMessage';
import type { AssistantTurnView } from './conversation';
import type { FeedbackPatterns } from './feedback';
import { dedupeObservations, observationsForMessage } from './messageObservations';
import type { DetectedRule } from './rules/detect';
import type { ParsedTranscript } from './transcripts/types';

/** Conversation context carried between reads of a growing transcript. */
export interface TranscriptCarry {
  session?: string;
  request?: string;
  before?: AssistantTurnView;
  project?: string;
}

export interface TranscriptLearning {
  observations: Observation[];
  /** Per judged user message, for win/loss statistics. */
  judged: Array<{
    at?: string;
    session: string;
    feedback: 'win' | 'loss' | 'neutral';
    correction: boolean;
    key: string;
  }>;
  carry: TranscriptCarry;
  rules: Array<DetectedRule & { session: string; timestamp?: string; project?: string }>;
  stats: { userMessages: number; wins: number; losses: number; corrections: number; rules: number };
}

/** A folder path -> the project's name as people say it ("C:\\Users\\me\\dev\\shop" -> "shop"). */
export function projectName(folder: string | undefined): string | undefined {
  if (!folder) return undefined;
  const parts = folder.replace(/\\/g, '/').split('/').filter(Boolean);
  return parts[parts.length - 1]?.slice(0, 48);
}

export function learnFromTranscript(
  t: ParsedTranscript,
  patterns: FeedbackPatterns,
  carry: TranscriptCarry = {},
  fallbackProject?: string,
): TranscriptLearning {
  const all: Observation[] = [];
  const judged: TranscriptLearning['judged'] = [];
  const rules: TranscriptLearning['rules'] = [];
  const stats = { userMessages: 0, wins: 0, losses: 0, corrections: 0, rules: 0 };
  let { request, before, session, project } = carry;
  for (const turn of t.turns) {
    if (turn.session !== session) {
      session = turn.session;
      request = undefined;
      before = undefined;
    }
    project = projectName(turn.project) ?? project ?? fallbackProject;
    if (turn.role === 'assistant') {
      before = { text: turn.text, actions: turn.actions };
      continue;
    }
    stats.userMessages++;
    const followsAnswer = before !== undefined;
    const a = analyzeMessage(turn.text, patterns, { before, followsAnswer, previousRequest: request });
    if (followsAnswer) {
      judged.push({
        at: turn.timestamp,
        session: turn.session,
        feedback: a.feedback,
        correction: a.correction,
        key: `${t.format}|${turn.session}|${turn.timestamp ?? ''}|${turn.text.slice(0, 300)}`,
      });
      if (a.feedback === 'win') stats.wins++;
      if (a.feedback === 'loss') stats.losses++;
      if (a.correction) stats.corrections++;
    }
    stats.rules += a.rules.length;
    for (const r of a.rules) rules.push({ ...r, session: turn.session, timestamp: turn.timestamp, project });
    all.push(
      ...observationsForMessage(turn.text, a, {
        origin: t.format,
        session: turn.session,
        timestamp: turn.timestamp,
        request,
        before,
        followsAnswer,
        project,
      }),
    );
    // Feedback is about the last real request, not about "ok"/"yes" turns in between.
    if (a.feedback === 'neutral' && !a.correction && turn.text.trim().split(/\s+/).length > 3) request = turn.text;
    before = undefined;
  }
  return { observations: dedupeObservations(all), judged, carry: { session, request, before, project }, rules, stats };
}
