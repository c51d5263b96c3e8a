// The capture section of the host <-> worker protocol (issue 3): method map and result shapes.
// src/protocol/worker.ts folds CaptureMethods into WorkerRequests.
import type { EditEvent } from '../core/capture/edits';
import type { RunResult } from '../core/capture/runs';
import type { PackedEdits } from '../core/capture/editWire';
import type { TranscriptFormat } from '../core/capture/transcripts/types';

export type { EditEvent, TextChange } from '../core/capture/edits';
export type { RunResult } from '../core/capture/runs';

export type FeedbackKind = 'win' | 'loss' | 'neutral';

export interface UserRuleView {
  id: string;
  text: string;
  kind: string;
  source: string;
  /** Language of the rule as stated (en, fr, ru). */
  lang?: string;
  /** English gloss of a rule stated in another language, when a language model wrote one. */
  gloss?: string;
  /** The project it was stated in; rules of separate projects never merge. */
  project?: string;
  session?: string;
  evidence?: string;
  /** The latest statements of the rule (it may be stated again, in other words). */
  statements?: Array<{ at: string; session?: string; evidence?: string }>;
  enabled: boolean;
  /** candidate: waits in the review queue; approved: in force; rejected: never given to assistants. */
  status: 'candidate' | 'approved' | 'rejected';
  /** Grows with each statement; at the configured level a candidate is in force without approval. */
  confidence: number;
  createdAt: string;
  updatedAt: string;
  count: number;
}

export interface FeedbackStatsView {
  total: number;
  wins: number;
  losses: number;
  neutral: number;
  corrections: number;
  winRate: number | null;
  byOrigin: Record<string, { wins: number; losses: number; neutral: number }>;
  weekly: Array<{ week: string; wins: number; losses: number; winRate: number | null }>;
  last: { at: string; kind: string; origin: string } | null;
}

export interface TranscriptImportView {
  file: string;
  format: TranscriptFormat;
  userMessages: number;
  wins: number;
  losses: number;
  corrections: number;
  rules: number;
  observations: number;
  problems: string[];
}

export interface LearnGitView {
  source: string;
  commits: number;
  humanCommits: number;
  authors: number;
  habits: Array<{ id: string; text: string; share: number; examples: string[] }>;
  observations: number;
  problems: string[];
}

export interface CaptureMethods {
  /** Every user message the chat participant receives (owned by the memory engineer). */
  /** A message the user sent, with the turn before it when known: "yes" to a question is an answer, "nope" after "done" a loss. */
  recordUserMessage: [
    {
      text: string;
      source: string;
      session?: string;
      previousAnswer?: string;
      request?: string;
      followsAnswer?: boolean;
    },
    { feedback: 'win' | 'loss' | 'neutral'; correction: boolean; rules: string[]; observations: number },
  ];
  /** Thumbs up/down, the "Record Feedback" command, any assistant. */
  recordFeedback: [{ kind: 'win' | 'loss'; note?: string; source: string }, { ok: true }];
  /** Analysis only (nothing stored): the `detect` verb for the UI. */
  captureDetect: [
    { text: string },
    { feedback: FeedbackKind; correction: boolean; rules: string[]; reasons: string[] },
  ];
  /** Batches of document changes from the host's edit listener (`packed` is the compact form the host sends). */
  captureEdits: [{ events?: EditEvent[]; packed?: PackedEdits }, { observations: number }];
  /** A new commit (HEAD moved); missing fields are read from `git log -1`. */
  captureCommit: [{ sha?: string; subject?: string; at?: string }, { observations: number; habitsRelearned: boolean }];
  /** A task or terminal command that ended. */
  captureRun: [RunResult, { observations: number }];
  rulesList: [Record<string, never>, UserRuleView[]];
  rulesAdd: [{ text: string }, { rule: UserRuleView; created: boolean }];
  rulesEdit: [
    { id: string; text?: string; enabled?: boolean; status?: 'candidate' | 'approved' | 'rejected' },
    UserRuleView,
  ];
  rulesRemove: [{ id: string }, { removed: boolean }];
  feedbackStats: [{ weeks?: number; sinceDays?: number }, FeedbackStatsView];
  /** `ingest FILE...` for transcripts of any of the three formats (detected). */
  ingestTranscripts: [{ paths: string[] }, Array<TranscriptImportView | { file: string; error: string }>];
  /** Reads what was appended to the workspace's Claude Code / Aider transcripts. */
  followTranscripts: [Record<string, never>, TranscriptImportView[]];
  /** "Learn from Git History": the workspace repository, or a JSONL history file. */
  learnGit: [{ max?: number; file?: string; dryRun?: boolean }, LearnGitView];
}
