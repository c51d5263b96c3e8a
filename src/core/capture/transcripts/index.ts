// Format detection and one entry point for any transcript text.
import { parseAiderHistory } from './aider';
import { parseClaudeCodeLines } from './claudeCode';
import { parseEngramLines } from './engram';
import type { ParsedTranscript, TranscriptFormat } from './types';

export type { ParsedTranscript, TranscriptFormat, TranscriptTurn } from './types';
export { parseClaudeCodeLines } from './claudeCode';
export { parseEngramLines } from './engram';
export { parseAiderHistory } from './aider';

/** Guesses the format from the file name and the first records; null when it is none of them. */
export function detectTranscriptFormat(name: string, head: string): TranscriptFormat | null {
  if (/\.aider\.chat\.history\.md$/i.test(name) || /^\s*# aider chat started at /m.test(head.slice(0, 4000)))
    return 'aider';
  for (const line of head.split('\n').slice(0, 50)) {
    if (!line.trim().startsWith('{')) continue;
    let rec: Record<string, unknown>;
    try {
      rec = JSON.parse(line);
    } catch {
      continue;
    }
    if (
      typeof rec.sessionId === 'string' ||
      (typeof rec.type === 'string' && ('uuid' in rec || 'messageId' in rec || 'operation' in rec))
    )
      return 'claude-code';
    if (typeof rec.role === 'string' && rec.content && typeof rec.content === 'object' && !Array.isArray(rec.content))
      return 'engram';
  }
  return null;
}

/** Parses a whole transcript text of a known format. */
export function parseTranscript(format: TranscriptFormat, text: string, session: string): ParsedTranscript {
  if (format === 'aider') return parseAiderHistory(text, session);
  const lines = text.split(/\r?\n/);
  return format === 'claude-code' ? parseClaudeCodeLines(lines, session) : parseEngramLines(lines, session);
}
