// Reads a unified diff (git diff --binary) into files and hunks, and picks the excerpt that
// matters for a pattern: source before tests, no lockfiles, generated or binary files.

export interface DiffFile {
  path: string;
  binary: boolean;
  added: number;
  removed: number;
  hunks: string[];
}

export function parseDiff(diff: string): DiffFile[] {
  const files: DiffFile[] = [];
  let cur: DiffFile | undefined;
  let hunk: string[] | undefined;
  const flush = () => {
    if (cur && hunk) cur.hunks.push(hunk.join('\n'));
    hunk = undefined;
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('diff --git ')) {
      flush();
      const m = / b\/(.+)$/.exec(line);
      cur = { path: m ? m[1] : line.slice(11), binary: false, added: 0, removed: 0, hunks: [] };
      files.push(cur);
      continue;
    }
    if (!cur) continue;
    if (line.startsWith('GIT binary patch') || line.startsWith('Binary files ')) cur.binary = true;
    else if (line.startsWith('@@')) {
      flush();
      hunk = [line];
    } else if (hunk) {
      hunk.push(line);
      if (line.startsWith('+')) cur.added++;
      else if (line.startsWith('-')) cur.removed++;
    }
  }
  flush();
  return files;
}

const SKIP =
  /(?:^|\/)(?:package-lock\.json|pnpm-lock\.yaml|yarn\.lock|Cargo\.lock|go\.sum|poetry\.lock|Pipfile\.lock|composer\.lock)$|(?:^|\/)(?:dist|build|out|vendor|node_modules)\/|\.min\.(?:js|css)$|\.map$/;
// Instruction files ACT itself writes (src/node/memory/instructionFiles.ts): never "the code that matters".
const GENERATED = /(?:^|\/)(?:AGENTS\.md|CLAUDE\.md|\.github\/instructions\/learned\.instructions\.md)$/;
export const isGeneratedPath = (path: string): boolean => GENERATED.test(path);
const TEST = /(?:^|\/)(?:__tests__|tests?)\/|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|\/)test_[^/]+\.py$|_test\.(?:py|go)$/;

/** Fenced diff excerpts of the files that matter, within a line budget. */
export function diffExcerpt(diff: string, maxLines = 120): { markdown: string; files: DiffFile[]; omitted: string[] } {
  const files = parseDiff(diff);
  const relevant = files.filter((f) => !f.binary && !SKIP.test(f.path) && !GENERATED.test(f.path) && f.hunks.length);
  const ordered = [...relevant.filter((f) => !TEST.test(f.path)), ...relevant.filter((f) => TEST.test(f.path))];
  const parts: string[] = [];
  const omitted: string[] = [];
  let left = maxLines;
  for (const f of ordered) {
    if (left < 6) {
      omitted.push(f.path);
      continue;
    }
    const lines: string[] = [];
    for (const h of f.hunks) {
      for (const l of h.split('\n')) {
        if (lines.length >= left) break;
        lines.push(l);
      }
    }
    while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
    left -= lines.length;
    // Keep fences intact: a diff line with ``` would close our block.
    parts.push(`\`${f.path}\`\n\n\`\`\`\`diff\n${lines.join('\n')}\n\`\`\`\``);
  }
  for (const f of files) if (!relevant.includes(f) && !GENERATED.test(f.path)) omitted.push(f.path);
  return { markdown: parts.join('\n\n'), files, omitted };
}

/** Lines the change added (without the leading +), for similarity checks. */
export function addedCode(diff: string): string {
  return diff
    .split('\n')
    .filter((l) => l.startsWith('+') && !l.startsWith('+++'))
    .map((l) => l.slice(1))
    .join('\n');
}
