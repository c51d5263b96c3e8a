// Claude Code session files (~/.claude/projects/<project>/<session>.jsonl, versions 2.1.x):
// one JSON record per line. Human messages are `type: "user"` records that are not meta,
// sidechain (sub-agent) or compaction records and do not carry tool results.
import { pushAssistant } from './actions';
import { contentParts } from './content';
import { cleanHumanText } from './humanText';
import { forEachRecord } from './jsonl';
import type { ParsedTranscript, TranscriptTurn } from './types';

type Rec = Record<string, unknown>;

/** One record -> a turn, or null when it is not a human or assistant text. */
export function claudeCodeTurn(rec: Rec, fallbackSession: string): TranscriptTurn | null {
  const msg = rec.message as Rec | undefined;
  if (!msg || typeof msg !== 'object') return null;
  const session = typeof rec.sessionId === 'string' ? rec.sessionId : fallbackSession;
  const timestamp = typeof rec.timestamp === 'string' ? rec.timestamp : undefined;
  const project = typeof rec.cwd === 'string' && rec.cwd ? rec.cwd : undefined;
  if (
    rec.isSidechain === true ||
    rec.isMeta === true ||
    rec.isCompactSummary === true ||
    rec.isVisibleInTranscriptOnly === true
  )
    return null;
  if (rec.type === 'user' && msg.role === 'user') {
    // Text typed while a tool ran arrives next to the tool result in the same record: keep it.
    const { texts } = contentParts(msg.content);
    const cleaned = texts.map(cleanHumanText).filter((t): t is string => t !== null);
    if (!cleaned.length) return null;
    return { role: 'user', text: cleaned.join('\n'), timestamp, session, ...(project ? { project } : {}) };
  }
  if (rec.type === 'assistant' && msg.role === 'assistant') {
    const { texts, actions } = contentParts(msg.content, project);
    const text = texts.join('\n').trim();
    if (!text && !actions.length) return null;
    return {
      role: 'assistant',
      text,
      timestamp,
      session,
      ...(actions.length ? { actions } : {}),
      ...(project ? { project } : {}),
    };
  }
  return null;
}

/** Parses complete JSONL lines; `firstLine` numbers diagnostics when following a growing file. */
export function parseClaudeCodeLines(lines: string[], fallbackSession: string, firstLine = 1): ParsedTranscript {
  const out: ParsedTranscript = { format: 'claude-code', turns: [], problems: [] };
  forEachRecord(lines, out.problems, firstLine, (rec) => {
    const turn = claudeCodeTurn(rec, fallbackSession);
    if (!turn) return;
    if (turn.role === 'assistant') pushAssistant(out.turns, turn);
    else out.turns.push(turn);
  });
  return out;
}
