// Where assistant transcripts live for a workspace, and reading them incrementally: Claude Code
// keeps one JSONL per session in ~/.claude/projects/<workspace path, "/" and "." replaced by
// "-">/; Codex keeps every project's sessions in ~/.codex/sessions/YYYY/MM/DD/, each naming its
// working folder on its first line; Gemini CLI keeps ~/.gemini/tmp/<sha256 of the workspace
// path>/chats/*.json; Aider keeps .aider.chat.history.md in the workspace. Files are followed from
// a remembered offset; a partial last line waits for the next read; a file that shrank is re-read.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { TranscriptFormat } from '../../core/capture/transcripts';
import { claudeProjectDir } from '../../core/paths';

export interface TranscriptSource {
  path: string;
  format: TranscriptFormat;
}

/** Every transcript of this workspace we know how to find. */
export function findWorkspaceTranscripts(workspaceRoot: string, home = homedir()): TranscriptSource[] {
  const out: TranscriptSource[] = [];
  const dir = claudeProjectDir(workspaceRoot, home);
  if (existsSync(dir)) {
    for (const name of readdirSync(dir))
      if (name.endsWith('.jsonl')) out.push({ path: join(dir, name), format: 'claude-code' });
  }
  const aider = join(workspaceRoot, '.aider.chat.history.md');
  if (existsSync(aider)) out.push({ path: aider, format: 'aider' });
  for (const path of codexSessionsOf(workspaceRoot, home)) out.push({ path, format: 'codex' });
  const gemini = join(home, '.gemini', 'tmp', createHash('sha256').update(workspaceRoot).digest('hex'), 'chats');
  if (existsSync(gemini)) {
    for (const name of readdirSync(gemini))
      if (name.endsWith('.json')) out.push({ path: join(gemini, name), format: 'chat-json' });
  }
  return out;
}

/** The working folder each Codex session file names on its first line (read once per file). */
const codexFolders = new Map<string, string | null>();

function codexFolderOf(path: string): string | null {
  if (codexFolders.has(path)) return codexFolders.get(path)!;
  let folder: string | null;
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.alloc(16 * 1024);
    const head = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8');
    const m = /"cwd"\s*:\s*("(?:[^"\\]|\\.)*")/.exec(head.split('\n', 1)[0]!);
    folder = m ? (JSON.parse(m[1]!) as string) : null;
  } catch {
    folder = null;
  } finally {
    closeSync(fd);
  }
  // A session without its first line yet is asked again next time.
  if (folder !== null) codexFolders.set(path, folder);
  return folder;
}

/** Codex sessions (~/.codex/sessions/YYYY/MM/DD/*.jsonl, or $CODEX_HOME's) run in this workspace. */
function codexSessionsOf(workspaceRoot: string, home: string): string[] {
  const base = home === homedir() && process.env.CODEX_HOME ? process.env.CODEX_HOME : join(home, '.codex');
  const root = join(base, 'sessions');
  if (!existsSync(root)) return [];
  const files: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && depth < 4) walk(join(dir, e.name), depth + 1);
      else if (e.isFile() && e.name.endsWith('.jsonl')) files.push(join(dir, e.name));
    }
  };
  walk(root, 0);
  const want = workspaceRoot.replace(/[\\/]+$/, '');
  return files.filter((f) => codexFolderOf(f)?.replace(/[\\/]+$/, '') === want);
}

export interface ReadChunk {
  /** Complete lines read (without the trailing partial line). */
  text: string;
  /** Offset to remember: just after the last complete line. */
  nextOffset: number;
  size: number;
  /** True when the file is smaller than the remembered offset (rewritten): read from the start. */
  restarted: boolean;
}

const MAX_CHUNK = 64 * 1024 * 1024;

/** Reads complete lines from `offset` to the end of the file (at most 64 MB per call). */
export function readFrom(path: string, offset: number): ReadChunk {
  const size = statSync(path).size;
  const restarted = offset > size;
  const start = restarted ? 0 : offset;
  const len = Math.min(size - start, MAX_CHUNK);
  if (len <= 0) return { text: '', nextOffset: start, size, restarted };
  const buf = Buffer.alloc(len);
  const fd = openSync(path, 'r');
  try {
    let got = 0;
    while (got < len) {
      const n = readSync(fd, buf, got, len - got, start + got);
      if (n === 0) break;
      got += n;
    }
  } finally {
    closeSync(fd);
  }
  const lastNl = buf.lastIndexOf(0x0a);
  if (lastNl === -1) return { text: '', nextOffset: start, size, restarted };
  return { text: buf.subarray(0, lastNl + 1).toString('utf8'), nextOffset: start + lastNl + 1, size, restarted };
}

export const sessionOf = (path: string) => basename(path).replace(/\.(jsonl|json|md)$/i, '');

/**
 * The project of a transcript that does not record its working folder (aider, Engram): the folder
 * holding it, or, for a file whose name flattens a path ("owner__repo__session.jsonl"), the part
 * before the session.
 */
export function projectOfFile(path: string): string {
  const name = basename(path);
  const flat = name.split('__');
  if (flat.length >= 3) return flat.slice(0, -1).join('__').slice(0, 48);
  return basename(dirname(path)).replace(/^\.+/, '').slice(0, 48) || 'workspace';
}
