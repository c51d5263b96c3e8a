// Monthly gzip archives `.act/observations-YYYY-MM.jsonl.gz`. Merging de-duplicates by content
// key, so a rotation interrupted after the archive write and retried never duplicates a line.
import { existsSync, promises as fs, renameSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { basename } from 'node:path';
import { atomicWriteFile } from '../fsutil';
import { observationKey, parseObservationLine } from '../../core/observation';
import type { WorkspacePaths } from '../../core/paths';

export const ARCHIVE_RE = /^observations-(\d{4})-(\d{2})\.jsonl\.gz$/;

export function monthOf(timestamp: string): string {
  const d = new Date(timestamp);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Lines of one archive; an unreadable archive is moved aside (never overwritten) and reported. */
export async function readArchive(path: string, onProblem?: (message: string) => void): Promise<string[]> {
  if (!existsSync(path)) return [];
  try {
    const text = gunzipSync(await fs.readFile(path)).toString('utf8');
    return text.split('\n').filter((l) => l.trim() !== '');
  } catch (e) {
    const aside = `${path}.corrupt-${Date.now()}`;
    renameSync(path, aside);
    onProblem?.(`archive ${basename(path)} is unreadable (${(e as Error).message}); moved to ${basename(aside)}`);
    return [];
  }
}

/** Adds lines to the archive of each month, keeping every distinct observation once. */
export async function appendToArchives(
  paths: WorkspacePaths,
  lines: string[],
  onProblem?: (m: string) => void,
): Promise<string[]> {
  const byMonth = new Map<string, string[]>();
  for (const line of lines) {
    const r = parseObservationLine(line);
    if (!r.ok) continue;
    const m = monthOf(r.value.timestamp);
    (byMonth.get(m) ?? byMonth.set(m, []).get(m)!).push(line);
  }
  const written: string[] = [];
  for (const [month, add] of byMonth) {
    const path = paths.archive(month);
    const existing = await readArchive(path, onProblem);
    const seen = new Set<string>();
    const merged: string[] = [];
    for (const line of [...existing, ...add]) {
      const r = parseObservationLine(line);
      const key = r.ok ? observationKey(r.value) : line;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(line);
    }
    atomicWriteFile(path, gzipSync(merged.join('\n') + '\n'));
    written.push(path);
  }
  return written;
}

export async function listArchives(paths: WorkspacePaths): Promise<string[]> {
  try {
    const names = await fs.readdir(paths.act);
    return names
      .filter((n) => ARCHIVE_RE.test(n))
      .sort()
      .map((n) => `${paths.act}/${n}`);
  } catch {
    return [];
  }
}
