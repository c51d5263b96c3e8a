// Aider's .aider.chat.history.md: "# aider chat started at <local time>" opens a session,
// consecutive "#### " lines form one user message, "> " lines are tool output, anything else
// is the assistant's answer. Aider's own confirmation prompts also appear as "####" lines.
import { pushAssistant } from './actions';
import type { AssistantAction, ParsedTranscript, TranscriptTurn } from './types';

// Aider's own report lines ("> Applied edit to f", "> Commit abc1234 msg", "> Running cmd") say
// what it did; other "> " lines are tool output.
function aiderAction(line: string): AssistantAction | null {
  const edit = /^>\s*Applied edit to\s+(.+?)\s*$/.exec(line);
  if (edit) return { kind: 'edit', tool: 'aider', target: edit[1]!.replace(/\\/g, '/') };
  const commit = /^>\s*Commit\s+[0-9a-f]{7,40}\s+(.+?)\s*$/.exec(line);
  if (commit) return { kind: 'command', tool: 'aider', target: `git commit -m "${commit[1]}"` };
  const run = /^>\s*Running\s+(.+?)\s*$/.exec(line);
  if (run) return { kind: 'command', tool: 'aider', target: run[1]! };
  return null;
}

const PROMPT = /\((?:Y)es\)?\/\(N\)o|^(?:Add|Create|Run|Open|Attempt|Allow|Drop) .*\?\s*(?:\(|$)/;

function sessionTime(line: string): string | undefined {
  const m = /^# aider chat started at (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})/.exec(line);
  if (!m) return undefined;
  const d = new Date(`${m[1]}T${m[2]}`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export function parseAiderHistory(text: string, name: string): ParsedTranscript {
  const out: ParsedTranscript = { format: 'aider', turns: [], problems: [] };
  let session = name;
  let started: string | undefined;
  let user: string[] | null = null;
  let assistant: string[] = [];
  let actions: AssistantAction[] = [];
  const flushUser = () => {
    if (!user) return;
    const msg = user.join('\n').trim();
    user = null;
    // In-chat commands (/undo, /add f) are kept only when they say something (>= 3 words of arguments).
    const command = /^\/\S+(?:\s+(.*))?$/s.exec(msg);
    if (command && (command[1] ?? '').split(/\s+/).filter(Boolean).length < 3) return;
    if (msg && !PROMPT.test(msg))
      out.turns.push({ role: 'user', text: msg, timestamp: started, session } satisfies TranscriptTurn);
  };
  const flushAssistant = () => {
    const msg = assistant.join('\n').trim();
    const did = actions;
    assistant = [];
    actions = [];
    if (msg || did.length)
      pushAssistant(out.turns, {
        role: 'assistant',
        text: msg,
        timestamp: started,
        session,
        ...(did.length ? { actions: did } : {}),
      });
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '');
    if (line.startsWith('# aider chat started at ')) {
      flushUser();
      flushAssistant();
      started = sessionTime(line);
      session = `${name}@${started ?? line.slice(24)}`;
      continue;
    }
    if (line.startsWith('####')) {
      flushAssistant();
      (user ??= []).push(line.slice(4).replace(/^ /, ''));
      continue;
    }
    flushUser();
    if (line.startsWith('>')) {
      const a = aiderAction(line);
      if (a) actions.push(a);
      continue;
    }
    assistant.push(line);
  }
  flushUser();
  flushAssistant();
  return out;
}
