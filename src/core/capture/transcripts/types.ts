// What every transcript parser produces: the turns of one conversation, human messages only
// on the user side (tool results, meta records, wrappers and pasted skill bodies removed), and
// on the assistant side what it said and what it did (commands run, files edited), since that
// is what the user's next message is about.
export type TranscriptFormat = 'claude-code' | 'engram' | 'aider' | 'codex' | 'chat-json';

/** One thing the assistant did in its turn. `target` is a command line or a file path, redacted later. */
export interface AssistantAction {
  kind: 'command' | 'edit' | 'other';
  /** The tool's own name ("Bash", "Edit", "aider"). */
  tool: string;
  target: string;
}

export interface TranscriptTurn {
  role: 'user' | 'assistant';
  text: string;
  /** ISO 8601 when the format records it. */
  timestamp?: string;
  /** Session id (Claude Code sessionId, file name, or aider chat start). */
  session: string;
  /** Assistant turns: the commands it ran and the files it changed, in order. */
  actions?: AssistantAction[];
  /** The project the conversation ran in (working directory), when the format records it. */
  project?: string;
}

export interface ParsedTranscript {
  format: TranscriptFormat;
  turns: TranscriptTurn[];
  /** Lines that could not be read, with their line number; the rest of the file still counts. */
  problems: Array<{ line: number; reason: string }>;
}
