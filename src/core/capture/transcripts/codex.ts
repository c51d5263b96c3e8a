// OpenAI Codex CLI sessions (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl): one JSON record per
// line, {"timestamp","type","payload"}. `session_meta` names the session's working folder;
// `response_item` carries messages (role user / assistant / developer, content blocks of
// input_text / output_text) and tool calls (function_call with JSON-encoded arguments,
// custom_tool_call with a raw input such as an apply_patch body). `event_msg` records repeat
// the messages for the terminal UI and are ignored. Older sessions wrote the payloads bare, one
// per line, after a first line holding the session's id.
import { pushAssistant, toolAction } from './actions';
import { contentParts } from './content';
import { cleanHumanText } from './humanText';
import { forEachRecord } from './jsonl';
import type { ParsedTranscript } from './types';

type Rec = Record<string, unknown>;

/** What Codex injects as a user message: instructions files and the environment, not typed. */
const INJECTED =
  /^\s*<(?:user_instructions|environment_context|user_shell_command|turn_aborted)>|^\s*# AGENTS\.md instructions/;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const textOf = (content: unknown): string => contentParts(content).texts.join('\n');

export function parseCodexLines(lines: string[], fallbackSession: string, firstLine = 1): ParsedTranscript {
  const out: ParsedTranscript = { format: 'codex', turns: [], problems: [] };
  // The file is the session: its id line is read once, and a followed file's later lines must
  // still belong to the conversation they continue.
  const session = fallbackSession;
  let project: string | undefined;
  forEachRecord(lines, out.problems, firstLine, (rec, i) => {
    const enveloped = rec.payload && typeof rec.payload === 'object';
    const p = (enveloped ? rec.payload : rec) as Rec;
    const kind = enveloped ? rec.type : 'response_item';
    const timestamp = str(rec.timestamp) ?? str(p.timestamp);
    if (kind === 'session_meta' || (!enveloped && i === 0 && !p.type && typeof p.id === 'string')) {
      project = str(p.cwd) || project;
      return;
    }
    if (kind !== 'response_item') return;
    const at = { session, ...(timestamp ? { timestamp } : {}), ...(project ? { project } : {}) };
    if (p.type === 'message' && p.role === 'user') {
      const raw = textOf(p.content);
      if (INJECTED.test(raw)) return;
      const text = cleanHumanText(raw);
      if (text) out.turns.push({ role: 'user', text, ...at });
    } else if (p.type === 'message' && p.role === 'assistant') {
      const text = textOf(p.content).trim();
      if (text) pushAssistant(out.turns, { role: 'assistant', text, ...at });
    } else if (
      (p.type === 'function_call' || p.type === 'custom_tool_call' || p.type === 'local_shell_call') &&
      (typeof p.name === 'string' || p.action)
    ) {
      const name = typeof p.name === 'string' ? p.name : 'shell';
      const action = toolAction(name, p.action ?? p.arguments ?? p.input, project);
      if (action) pushAssistant(out.turns, { role: 'assistant', text: '', ...at, actions: [action] });
    }
  });
  return out;
}
