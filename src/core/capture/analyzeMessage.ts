// One user message, read in its conversation -> everything capture learns from it: win/loss
// (seed 002), correction, and standing rules (seed 003 §4.4), with the reasons for
// `detect --explain`.
import type { ConversationContext } from './conversation';
import { detectFeedback, type FeedbackKind, type FeedbackPatterns } from './feedback';
import { detectRules, type DetectedRule } from './rules/detect';

export interface MessageAnalysis {
  feedback: FeedbackKind;
  correction: boolean;
  /** The phrasing families that decided the feedback ("pointed-question", "undo", …). */
  families: string[];
  rules: DetectedRule[];
  reasons: string[];
}

export function analyzeMessage(text: string, patterns: FeedbackPatterns, ctx: ConversationContext = {}): MessageAnalysis {
  const f = detectFeedback(text, patterns, ctx);
  const r = detectRules(text);
  const reasons = [...f.reasons.map((x) => `feedback: ${x}`), ...r.reasons.map((x) => `rules: ${x}`)];
  return { feedback: f.feedback, correction: f.correction, families: f.families, rules: r.rules, reasons };
}

/** The JSON shape printed by `act detect --json` and returned to the chat participant. */
export function detectSummary(a: MessageAnalysis): { feedback: FeedbackKind; correction: boolean; rules: string[] } {
  return { feedback: a.feedback, correction: a.correction, rules: a.rules.map((r) => r.text) };
}
