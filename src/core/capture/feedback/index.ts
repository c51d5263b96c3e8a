// The feedback detector's public face: patterns, validation and detection.
export { DEFAULT_FEEDBACK_PATTERNS, WORD_CLASSES, type FeedbackPatterns, type WordClass } from './vocabulary';
export { validateFeedbackPatterns } from './patterns';
export {
  acknowledgesNoProblem,
  detectFeedback,
  failingPasteAfterClaim,
  forwardedFeedback,
  statesToRemember,
  type FeedbackKind,
  type FeedbackResult,
} from './detect';
