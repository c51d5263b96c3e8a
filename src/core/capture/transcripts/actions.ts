// Assistant tool calls -> actions worth remembering: the commands it ran and the files it
// changed. Reads, searches and bookkeeping tools say little about what the user reacts to.
import type { AssistantAction, TranscriptTurn } from './types';

// The command and edit tools of Claude Code, Codex, Gemini CLI, Cline, Continue and Copilot.
const COMMAND_TOOLS =
  /^(?:bash|shell|local_shell|exec_command|run_terminal_cmd|run_terminal_command|run_shell_command|run_in_terminal|execute_command|terminal|powershell)$/i;
const EDIT_TOOLS =
  /^(?:edit|multiedit|write|create|str_replace_editor|apply_patch|notebookedit|write_to_file|replace_in_file|write_file|replace|edit_file|edit_existing_file|create_new_file|create_file|insert_edit_into_file|replace_string_in_file)$/i;
/** The first file a patch in the apply_patch envelope touches. */
const PATCH_FILE = /^\*\*\* (?:Update|Add|Delete) File: (.+)$/m;
/** At most this many actions per turn, the latest kept: a long turn's last steps matter most. */
export const MAX_ACTIONS = 12;

type Input = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** A command given as a string, or as argv (Codex: ["bash", "-lc", "npm test"]). */
function commandOf(v: unknown): string | undefined {
  if (!Array.isArray(v)) return str(v);
  const argv = v.filter((x): x is string => typeof x === 'string');
  if (/^(?:ba|z)?sh$/.test(argv[0] ?? '') && /^-\w*c$/.test(argv[1] ?? '')) return str(argv.slice(2).join(' '));
  return str(argv.join(' '));
}

const patchFile = (v: unknown): string | undefined =>
  typeof v === 'string' ? PATCH_FILE.exec(v)?.[1]?.trim() : undefined;

/** The file path of an edit, relative to the project when it lies inside it. */
export function relativePath(path: string, project?: string): string {
  const p = path.replace(/\\/g, '/');
  if (project) {
    const root = project.replace(/\\/g, '/').replace(/\/+$/, '');
    if (p.toLowerCase().startsWith(`${root.toLowerCase()}/`)) return p.slice(root.length + 1);
  }
  const parts = p.split('/').filter(Boolean);
  return parts.slice(-3).join('/');
}

/** Arguments sent as a JSON string (OpenAI, Codex), or raw text such as a patch body. */
function parsedArguments(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return { input: raw };
  }
}

/** One tool call -> an action, or null when it is not a command or an edit. */
export function toolAction(tool: string, input: unknown, project?: string): AssistantAction | null {
  const given = typeof input === 'string' ? parsedArguments(input) : input;
  const i = (given && typeof given === 'object' ? given : {}) as Input;
  if (COMMAND_TOOLS.test(tool)) {
    const command = commandOf(i.command) ?? commandOf(i.cmd);
    // Codex applies patches through its shell tool too: ["apply_patch", "*** Begin Patch …"].
    const patched = Array.isArray(i.command) && i.command[0] === 'apply_patch' ? patchFile(i.command[1]) : undefined;
    if (patched) return { kind: 'edit', tool: 'apply_patch', target: relativePath(patched, project) };
    // `cd <project> && cmd`: the cd says nothing.
    return command
      ? {
          kind: 'command',
          tool,
          target: command
            .replace(/^cd\s+("[^"]*"|\S+)\s*&&\s*/, '')
            .trim()
            .slice(0, 300),
        }
      : null;
  }
  if (EDIT_TOOLS.test(tool)) {
    const file =
      str(i.file_path) ??
      str(i.path) ??
      str(i.notebook_path) ??
      str(i.filename) ??
      str(i.filepath) ??
      str(i.filePath) ??
      patchFile(i.input) ??
      patchFile(i.patch);
    return file ? { kind: 'edit', tool, target: relativePath(file, project) } : null;
  }
  return null;
}

/** Appends an assistant turn, merging it into the previous one when the assistant is still talking. */
export function pushAssistant(turns: TranscriptTurn[], turn: TranscriptTurn): void {
  const prev = turns[turns.length - 1];
  if (prev && prev.role === 'assistant' && prev.session === turn.session) {
    if (turn.text) prev.text = prev.text ? `${prev.text}\n${turn.text}` : turn.text;
    if (turn.actions?.length) prev.actions = [...(prev.actions ?? []), ...turn.actions].slice(-MAX_ACTIONS);
    if (turn.timestamp) prev.timestamp = turn.timestamp;
    return;
  }
  turns.push({ ...turn, ...(turn.actions ? { actions: turn.actions.slice(-MAX_ACTIONS) } : {}) });
}
