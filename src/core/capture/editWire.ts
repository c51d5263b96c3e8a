// Compact wire format for edit batches: structured-cloning thousands of small event objects
// costs the extension host ~10 µs per event; one Float64Array and one joined string cost a copy.
import type { EditEvent } from './edits';

export interface PackedEdits {
  v: 1;
  files: string[];
  langs: string[];
  /** Per event: file, lang, at, reason (0 none, 1 undo, 2 redo), snapshot index (-1 none), n; then n × (offset, removed, textLength). */
  nums: Float64Array;
  /** Every inserted text, concatenated in order. */
  text: string;
  snapshots: string[];
}

export function packEdits(events: readonly EditEvent[]): PackedEdits {
  const files: string[] = [];
  const langs: string[] = [];
  const fileIdx = new Map<string, number>();
  const langIdx = new Map<string, number>();
  const snapshots: string[] = [];
  let size = 0;
  for (const e of events) size += 6 + 3 * e.changes.length;
  const nums = new Float64Array(size);
  const parts: string[] = [];
  let k = 0;
  for (const e of events) {
    let f = fileIdx.get(e.file);
    if (f === undefined) fileIdx.set(e.file, (f = files.push(e.file) - 1));
    let l = langIdx.get(e.languageId);
    if (l === undefined) langIdx.set(e.languageId, (l = langs.push(e.languageId) - 1));
    nums[k++] = f;
    nums[k++] = l;
    nums[k++] = e.at;
    nums[k++] = e.reason === 'undo' ? 1 : e.reason === 'redo' ? 2 : 0;
    nums[k++] = e.snapshot !== undefined ? snapshots.push(e.snapshot) - 1 : -1;
    nums[k++] = e.changes.length;
    for (const c of e.changes) {
      nums[k++] = c.offset;
      nums[k++] = c.removed;
      nums[k++] = c.text.length;
      parts.push(c.text);
    }
  }
  return { v: 1, files, langs, nums, text: parts.join(''), snapshots };
}

/** Inverse of packEdits; malformed input yields the events that could be read, never throws. */
export function unpackEdits(p: Partial<PackedEdits>): EditEvent[] {
  const out: EditEvent[] = [];
  if (!p || !Array.isArray(p.files) || !Array.isArray(p.langs) || typeof p.text !== 'string') return out;
  const nums =
    p.nums instanceof Float64Array
      ? p.nums
      : Array.isArray(p.nums)
        ? Float64Array.from(p.nums as number[])
        : new Float64Array(0);
  const snaps = Array.isArray(p.snapshots) ? p.snapshots : [];
  let k = 0;
  let t = 0;
  while (k + 6 <= nums.length) {
    const file = p.files[nums[k]!];
    const lang = p.langs[nums[k + 1]!];
    const at = nums[k + 2]!;
    const reason = nums[k + 3];
    const snap = nums[k + 4]!;
    const n = nums[k + 5]!;
    k += 6;
    if (
      typeof file !== 'string' ||
      typeof lang !== 'string' ||
      !Number.isInteger(n) ||
      n < 0 ||
      k + 3 * n > nums.length
    )
      break;
    const e: EditEvent = { file, languageId: lang, at, changes: [] };
    for (let i = 0; i < n; i++) {
      const len = nums[k + 2]!;
      e.changes.push({ offset: nums[k]!, removed: nums[k + 1]!, text: p.text.slice(t, t + len) });
      t += len;
      k += 3;
    }
    if (reason === 1) e.reason = 'undo';
    else if (reason === 2) e.reason = 'redo';
    if (snap >= 0 && typeof snaps[snap] === 'string') e.snapshot = snaps[snap];
    out.push(e);
  }
  return out;
}
