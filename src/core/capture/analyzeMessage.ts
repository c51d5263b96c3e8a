// One user message -> everything capture learns from it: win/loss (seed 002), correction, and
// standing rules (seed 003 §4.4), with the reasons for `detect --explain`.
import { detectFeedback, type FeedbackKind } from './feedback';
import type { FeedbackPatterns } from './feedbackPatterns';
import { detectRules, type DetectedRule } from './rules';

export interface MessageAnalysis {
  feedback: FeedbackKind;
  correction: boolean;
  rules: DetectedRule[];
  reasons: string[];
}

export function analyzeMessage(text: string, patterns: FeedbackPatterns): MessageAnalysis {
  const f = detectFeedback(text, patterns);
  const r = detectRules(text);
  const reasons = [...f.reasons.map((x) => `feedback: ${x}`), ...r.reasons.map((x) => `rules: ${x}`)];
  return { feedback: f.feedback, correction: f.correction, rules: r.rules, reasons };
}

/** The JSON shape printed by `act detect --json` and returned to the chat participant. */
export function detectSummary(a: MessageAnalysis): { feedback: FeedbackKind; correction: boolean; rules: string[] } {
  return { feedback: a.feedback, correction: a.correction, rules: a.rules.map((r) => r.text) };
}
