// Engram transcripts: Claude Code conversations re-encoded one content block per line,
// {"timestamp","role":"user|assistant|tool","content":{"type":"text|thinking|tool_use|tool_result",…}}.
import { cleanHumanText } from './humanText';
import type { ParsedTranscript } from './types';

export function parseEngramLines(lines: string[], session: string, firstLine = 1): ParsedTranscript {
  const out: ParsedTranscript = { format: 'engram', turns: [], problems: [] };
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let rec: { timestamp?: unknown; role?: unknown; content?: { type?: unknown; text?: unknown } };
    try {
      rec = JSON.parse(line);
    } catch (e) {
      out.problems.push({ line: firstLine + i, reason: `malformed JSON (${(e as Error).message})` });
      return;
    }
    if (!rec || typeof rec !== 'object' || !rec.content || typeof rec.content !== 'object') return;
    if (rec.content.type !== 'text' || typeof rec.content.text !== 'string') return;
    const timestamp = typeof rec.timestamp === 'string' ? rec.timestamp : undefined;
    if (rec.role === 'user') {
      const text = cleanHumanText(rec.content.text);
      if (text) out.turns.push({ role: 'user', text, timestamp, session });
    } else if (rec.role === 'assistant' && rec.content.text.trim()) {
      out.turns.push({ role: 'assistant', text: rec.content.text.trim(), timestamp, session });
    }
  });
  return out;
}
