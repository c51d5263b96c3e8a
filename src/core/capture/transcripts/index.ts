// Format detection and one entry point for any transcript text.
import { parseAiderHistory } from './aider';
import { parseClaudeCodeLines } from './claudeCode';
import { parseEngramLines } from './engram';
import { parseCodexLines } from './codex';
import { looksLikeChatJson, parseChatJson } from './chatJson';
import type { ParsedTranscript, TranscriptFormat } from './types';

export type { ParsedTranscript, TranscriptFormat, TranscriptTurn } from './types';
export { parseClaudeCodeLines } from './claudeCode';
export { parseEngramLines } from './engram';
export { parseAiderHistory } from './aider';
export { parseCodexLines } from './codex';
export { parseChatJson } from './chatJson';

/** Formats whose file is one document: re-read whole, not followed line by line. */
type DocumentFormat = 'aider' | 'chat-json';
export type LineFormat = Exclude<TranscriptFormat, DocumentFormat>;
export const isLineFormat = (f: TranscriptFormat): f is LineFormat => f !== 'aider' && f !== 'chat-json';

/** What the user is told when a file is none of them. */
export const KNOWN_FORMATS =
  'Claude Code, Codex or Engram JSONL, Aider chat history, or a JSON conversation (Gemini CLI, Cline, Continue, VS Code chat export)';

/** A JSON document holding a conversation: parsed when the head is all of it, else judged by its keys. */
function chatJsonHead(name: string, head: string): boolean {
  const t = head.trimStart();
  if (!t.startsWith('{') && !t.startsWith('[')) return false;
  try {
    return looksLikeChatJson(JSON.parse(t));
  } catch {
    // A large document cut by the head: pretty-printed (a JSONL record holds no newline) or named .json.
    return (
      (/^[[{]\s*\n/.test(t) || /\.json$/i.test(name)) &&
      /"(?:role|type|sender)"\s*:\s*"(?:user|human|assistant|model|gemini)"|"requests"\s*:\s*\[/.test(t)
    );
  }
}

/** One JSONL record: which line-per-record format it belongs to, if any. */
function formatOfRecord(rec: Record<string, unknown>): TranscriptFormat | null {
  const type = typeof rec.type === 'string' ? rec.type : '';
  if (
    rec.payload &&
    typeof rec.payload === 'object' &&
    /^(?:session_meta|response_item|event_msg|turn_context)$/.test(type)
  )
    return 'codex';
  if (type === 'message' && Array.isArray(rec.content)) return 'codex';
  if (typeof rec.sessionId === 'string' || (type && ('uuid' in rec || 'messageId' in rec || 'operation' in rec)))
    return 'claude-code';
  if (typeof rec.role === 'string' && rec.content && typeof rec.content === 'object' && !Array.isArray(rec.content))
    return 'engram';
  // One API message a line ({"role": "user", "content": "…"}): the JSON conversation reader takes it.
  if (looksLikeChatJson([rec])) return 'chat-json';
  return null;
}

/** Guesses the format from the file name and the first records; null when it is none of them. */
export function detectTranscriptFormat(name: string, head: string): TranscriptFormat | null {
  if (/\.aider\.chat\.history\.md$/i.test(name) || /^\s*# aider chat started at /m.test(head.slice(0, 4000)))
    return 'aider';
  if (chatJsonHead(name, head)) return 'chat-json';
  for (const line of head.split('\n').slice(0, 50)) {
    if (!line.trim().startsWith('{')) continue;
    try {
      const format = formatOfRecord(JSON.parse(line));
      if (format) return format;
    } catch {
      continue;
    }
  }
  return null;
}

/** Parses a whole transcript text of a known format. */
export function parseTranscript(format: TranscriptFormat, text: string, session: string): ParsedTranscript {
  if (format === 'aider') return parseAiderHistory(text, session);
  if (format === 'chat-json') return parseChatJson(text, session);
  return parseTranscriptLines(format, text.split(/\r?\n/), session);
}

/** Parses complete lines of a line-per-record format (a followed file's new lines). */
export function parseTranscriptLines(format: LineFormat, lines: string[], session: string): ParsedTranscript {
  if (format === 'codex') return parseCodexLines(lines, session);
  return format === 'claude-code' ? parseClaudeCodeLines(lines, session) : parseEngramLines(lines, session);
}
