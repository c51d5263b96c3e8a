// Conversations saved as one JSON document, by the assistants that do not write JSONL: a list of
// API messages (Cline and Roo's api_conversation_history.json, OpenAI- or Anthropic-style
// exports), Gemini CLI's chats/session-*.json ({messages: [{type: "user" | "gemini", content,
// toolCalls}]}), Continue's sessions ({history: [{message: {role, content}}]}) and VS Code's
// "Chat: Export Chat…" files ({requests: [{message: {text}, response: [...]}]}). The shapes
// differ in where the list is and what a message's role and text are called, so one reader
// looks for each rather than one parser per tool. A JSONL file of such messages, one a line, reads
// the same.
import { pushAssistant, toolAction } from './actions';
import { contentParts } from './content';
import { cleanHumanText } from './humanText';
import type { AssistantAction, ParsedTranscript, TranscriptTurn } from './types';

type Rec = Record<string, unknown>;

const LIST_KEYS = ['messages', 'history', 'conversation', 'turns', 'chat_messages', 'items', 'transcript'] as const;
const USER_ROLES = new Set(['user', 'human']);
const ASSISTANT_ROLES = new Set(['assistant', 'model', 'gemini', 'ai', 'bot', 'copilot']);

const isRec = (v: unknown): v is Rec => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** Seconds or milliseconds since the epoch, or an ISO string, as ISO 8601. */
function isoOf(v: unknown): string | undefined {
  if (typeof v === 'string' && !Number.isNaN(Date.parse(v))) return v;
  if (typeof v === 'number' && Number.isFinite(v) && v > 0) return new Date(v > 1e12 ? v : v * 1000).toISOString();
  return undefined;
}

/** Cline and Roo wrap what the user typed in tags next to tool output and the editor's state. */
function unwrapAgentTags(text: string): string | null {
  const typed = [...text.matchAll(/<(task|feedback|answer|user_message)>\s*([\s\S]*?)\s*<\/\1>/g)].map((m) => m[2]!);
  if (typed.length) return typed.join('\n');
  const rest = text.replace(/<environment_details>[\s\S]*?<\/environment_details>/g, '').trim();
  // "[execute_command for 'npm test'] Result: …" is the tool's output, not the user's words.
  if (/^\[[\w-]+(?: for [^\]]*)?\] Result:/.test(rest)) return null;
  return rest;
}

interface Parts {
  text: string;
  actions: AssistantAction[];
}

/** The text and tool calls of one message, wherever its shape keeps them. */
function partsOf(m: Rec, project?: string): Parts {
  const content = m.content ?? m.text ?? m.message ?? m.parts;
  // Gemini and ChatGPT keep the blocks under `parts`.
  const { texts, actions } = contentParts(
    isRec(content) && Array.isArray(content.parts) ? content.parts : content,
    project,
  );
  // Calls listed beside the content: Gemini's `toolCalls`, OpenAI's `tool_calls`.
  for (const c of [m.toolCalls, m.tool_calls].filter(Array.isArray).flat() as unknown[]) {
    const fn = isRec(c) && isRec(c.function) ? c.function : c;
    const a =
      isRec(fn) && typeof fn.name === 'string'
        ? toolAction(fn.name, fn.arguments ?? fn.args ?? fn.input, project)
        : null;
    if (a) actions.push(a);
  }
  return { text: texts.join('\n').trim(), actions };
}

function roleOf(m: Rec): 'user' | 'assistant' | null {
  const raw = m.role ?? m.type ?? m.sender ?? (isRec(m.author) ? m.author.role : m.author) ?? m.from;
  const r = typeof raw === 'string' ? raw.toLowerCase() : '';
  return USER_ROLES.has(r) ? 'user' : ASSISTANT_ROLES.has(r) ? 'assistant' : null;
}

/** The messages of a conversation document, or null when there is none in it. */
function messageList(doc: unknown): unknown[] | null {
  if (Array.isArray(doc)) return doc;
  if (!isRec(doc)) return null;
  for (const k of LIST_KEYS) if (Array.isArray(doc[k])) return doc[k] as unknown[];
  return null;
}

/** VS Code's chat export: each request is the user's message and the assistant's response parts. */
function copilotTurns(requests: unknown[], session: string, out: TranscriptTurn[]): void {
  for (const r of requests) {
    if (!isRec(r)) continue;
    const timestamp = isoOf(r.timestamp);
    const at = { session, ...(timestamp ? { timestamp } : {}) };
    const asked = isRec(r.message) ? str(r.message.text) : str(r.message);
    const text = asked ? cleanHumanText(asked) : null;
    if (text) out.push({ role: 'user', text, ...at });
    const said: string[] = [];
    const actions: AssistantAction[] = [];
    for (const p of Array.isArray(r.response) ? r.response : []) {
      if (!isRec(p)) continue;
      // Older exports give `value`; newer ones `{kind: 'markdownContent', content: {value}}`.
      if (typeof p.value === 'string') said.push(p.value);
      else if (isRec(p.content) && typeof p.content.value === 'string') said.push(p.content.value);
      const uri = isRec(p.uri) ? (str(p.uri.fsPath) ?? str(p.uri.path)) : undefined;
      if (p.kind === 'textEditGroup' && uri) actions.push({ kind: 'edit', tool: 'copilot', target: uri });
    }
    if (said.length || actions.length)
      pushAssistant(out, {
        role: 'assistant',
        text: said.join('').trim(),
        ...at,
        ...(actions.length ? { actions } : {}),
      });
  }
}

/** The whole text as one JSON document, or its lines as a list of messages (one API message a line). */
function readDocument(text: string, problems: ParsedTranscript['problems']): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const lines = text.split(/\r?\n/);
    if (lines.filter((l) => l.trim()).length < 2) {
      problems.push({ line: 1, reason: `malformed JSON (${(e as Error).message})` });
      return undefined;
    }
    const list: unknown[] = [];
    lines.forEach((l, i) => {
      if (!l.trim()) return;
      try {
        list.push(JSON.parse(l));
      } catch (err) {
        problems.push({ line: i + 1, reason: `malformed JSON (${(err as Error).message})` });
      }
    });
    return list;
  }
}

export function parseChatJson(text: string, fallbackSession: string): ParsedTranscript {
  const out: ParsedTranscript = { format: 'chat-json', turns: [], problems: [] };
  const doc = readDocument(text, out.problems);
  if (doc === undefined) return out;
  const meta = isRec(doc) ? doc : {};
  const session = str(meta.sessionId) ?? str(meta.session_id) ?? str(meta.id) ?? fallbackSession;
  const project = str(meta.workspaceDirectory) ?? str(meta.cwd) ?? str(meta.projectPath);
  if (Array.isArray(meta.requests)) {
    copilotTurns(meta.requests, session, out.turns);
    return out;
  }
  const list = messageList(doc);
  if (!list) {
    out.problems.push({ line: 1, reason: 'no list of messages with roles in this JSON document' });
    return out;
  }
  for (const item of list) {
    // Continue wraps each message with its context items: {message: {role, content}, contextItems}.
    const m = isRec(item) && isRec(item.message) && roleOf(item.message) ? item.message : item;
    if (!isRec(m)) continue;
    const role = roleOf(m);
    if (!role) continue;
    const timestamp = isoOf(m.timestamp ?? m.ts ?? m.createdAt ?? m.create_time);
    const at = { session, ...(timestamp ? { timestamp } : {}), ...(project ? { project } : {}) };
    const { text: said, actions } = partsOf(m, project);
    if (role === 'user') {
      const unwrapped = said ? unwrapAgentTags(said) : null;
      const typed = unwrapped ? cleanHumanText(unwrapped) : null;
      if (typed) out.turns.push({ role: 'user', text: typed, ...at });
    } else if (said || actions.length) {
      pushAssistant(out.turns, { role: 'assistant', text: said, ...at, ...(actions.length ? { actions } : {}) });
    }
  }
  return out;
}

/** True when a JSON document holds a conversation this reader knows (used by format detection). */
export function looksLikeChatJson(doc: unknown): boolean {
  if (isRec(doc) && Array.isArray(doc.requests)) return doc.requests.some((r) => isRec(r) && 'message' in r);
  const list = messageList(doc);
  return !!list?.some((m) => isRec(m) && (roleOf(m) !== null || (isRec(m.message) && roleOf(m.message) !== null)));
}
