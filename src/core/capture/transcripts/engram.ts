// Engram transcripts: Claude Code conversations re-encoded one content block per line,
// {"timestamp","role":"user|assistant|tool","content":{"type":"text|thinking|tool_use|tool_result",…}}.
import { pushAssistant, toolAction } from './actions';
import { cleanHumanText } from './humanText';
import type { ParsedTranscript } from './types';

interface Block {
  type?: unknown;
  text?: unknown;
  tool_name?: unknown;
  name?: unknown;
  input?: unknown;
}

export function parseEngramLines(lines: string[], session: string, firstLine = 1): ParsedTranscript {
  const out: ParsedTranscript = { format: 'engram', turns: [], problems: [] };
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let rec: { timestamp?: unknown; role?: unknown; content?: Block };
    try {
      rec = JSON.parse(line);
    } catch (e) {
      out.problems.push({ line: firstLine + i, reason: `malformed JSON (${(e as Error).message})` });
      return;
    }
    if (!rec || typeof rec !== 'object' || !rec.content || typeof rec.content !== 'object') return;
    const timestamp = typeof rec.timestamp === 'string' ? rec.timestamp : undefined;
    const c = rec.content;
    if (rec.role === 'assistant' && c.type === 'tool_use') {
      const tool = typeof c.tool_name === 'string' ? c.tool_name : typeof c.name === 'string' ? c.name : '';
      const action = tool ? toolAction(tool, c.input) : null;
      if (action) pushAssistant(out.turns, { role: 'assistant', text: '', timestamp, session, actions: [action] });
      return;
    }
    if (c.type !== 'text' || typeof c.text !== 'string') return;
    if (rec.role === 'user') {
      const text = cleanHumanText(c.text);
      if (text) out.turns.push({ role: 'user', text, timestamp, session });
    } else if (rec.role === 'assistant' && c.text.trim()) {
      pushAssistant(out.turns, { role: 'assistant', text: c.text.trim(), timestamp, session });
    }
  });
  return out;
}
