// Reading a JSONL transcript one record a line: a line that is not a JSON object is reported with
// its number, and the rest of the file still counts.
import type { ParsedTranscript } from './types';

export type JsonRecord = Record<string, unknown>;

/** Calls `each` with every JSON object of `lines` and its index; blank lines are skipped. */
export function forEachRecord(
  lines: readonly string[],
  problems: ParsedTranscript['problems'],
  firstLine: number,
  each: (rec: JsonRecord, index: number) => void,
): void {
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let rec: unknown;
    try {
      rec = JSON.parse(line);
    } catch (e) {
      problems.push({ line: firstLine + i, reason: `malformed JSON (${(e as Error).message})` });
      return;
    }
    if (!rec || typeof rec !== 'object' || Array.isArray(rec)) {
      problems.push({ line: firstLine + i, reason: 'not a JSON object' });
      return;
    }
    each(rec as JsonRecord, i);
  });
}
