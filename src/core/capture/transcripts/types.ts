// What every transcript parser produces: the turns of one conversation, human messages only
// on the user side (tool results, meta records, wrappers and pasted skill bodies removed).
export type TranscriptFormat = 'claude-code' | 'engram' | 'aider';

export interface TranscriptTurn {
  role: 'user' | 'assistant';
  text: string;
  /** ISO 8601 when the format records it. */
  timestamp?: string;
  /** Session id (Claude Code sessionId, file name, or aider chat start). */
  session: string;
}

export interface ParsedTranscript {
  format: TranscriptFormat;
  turns: TranscriptTurn[];
  /** Lines that could not be read, with their line number; the rest of the file still counts. */
  problems: Array<{ line: number; reason: string }>;
}
