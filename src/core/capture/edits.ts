// Edit analysis in the worker, over batches of document changes sent by the host:
// - a large inserted block (a paste or an applied AI edit) that the user reverts or rewrites
//   within a short time is a correction;
// - repeated manual fixes of the same kind (renaming user_id -> userId by hand) become a
//   correction once they repeat, also when the new name is typed over the old one key by key;
// - the naming style the user actually types, per language, becomes a pattern, and a reverted
//   block written in another style says so.
// Shadow copies of edited documents let us know what a change removed; the first event of a
// document brings the text after it, and the worker may add the text before it (`base`).
import { BASE_CONFIDENCE, type Observation, type ObservationType } from '../observation';
import { declaredIdentifiers, identifierStyle, isStyleOnlyRename, styleCounts, type IdentStyle } from './naming';

export interface TextChange {
  /** Offset in the document before this event. */
  offset: number;
  removed: number;
  text: string;
}

export interface EditEvent {
  file: string;
  languageId: string;
  at: number;
  changes: TextChange[];
  reason?: 'undo' | 'redo';
  /** Full text after the event, sent with the first event of a document (and after a gap). */
  snapshot?: string;
  /**
   * Text before the event, when the worker could read it (the saved file of a document that was
   * not modified yet). Used only if applying the changes to it gives `snapshot` exactly.
   */
  base?: string;
}

export interface EditSettings {
  largeBlockLines: number;
  largeBlockChars: number;
  correctionWindowMs: number;
  repeatThreshold: number;
  minStyleSamples: number;
}

export const DEFAULT_EDIT_SETTINGS: EditSettings = {
  largeBlockLines: 8,
  largeBlockChars: 400,
  correctionWindowMs: 120_000,
  repeatThreshold: 3,
  minStyleSamples: 12,
};

interface Block {
  start: number;
  end: number;
  size: number;
  lines: number;
  at: number;
  touched: number;
  undone: boolean;
  style: IdentStyle | null;
  languageId: string;
}

interface FileState {
  text: string | null;
  blocks: Block[];
  /** Declared names already counted in this file (typing re-reports the same line). */
  counted: Set<string>;
  /** A word being typed over a replaced one (double-click, type): the rename is known when it ends. */
  word?: { end: number; from: string; to: string };
}

/** The full line(s) around a changed range, in the text after the change. */
function lineAround(text: string, offset: number, length: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  let end = text.indexOf('\n', offset + length);
  if (end === -1) end = text.length;
  return end - start > 2000 ? '' : text.slice(start, end);
}

const MAX_SHADOW = 1_000_000;

/** The text after applying one event's changes (offsets relative to `text`, not overlapping). */
export function applyChanges(text: string, changes: readonly TextChange[]): string {
  let out = text;
  for (const c of [...changes].sort((a, b) => b.offset - a.offset)) {
    if (c.offset + c.removed > out.length) return '\u0000'; // does not fit: never equals a snapshot
    out = out.slice(0, c.offset) + c.text + out.slice(c.offset + c.removed);
  }
  return out;
}

function obs(
  type: ObservationType,
  observation: string,
  evidence: string[],
  tags: string[],
  at: number,
  file?: string,
): Observation {
  return {
    timestamp: new Date(at).toISOString(),
    type,
    context: { ...(file ? { file } : {}), phase: 'implementation' },
    observation,
    evidence,
    confidence: BASE_CONFIDENCE[type].base,
    tags,
  };
}

function dominant(c: Partial<Record<IdentStyle, number>>): [IdentStyle, number, number] | null {
  const entries = Object.entries(c) as Array<[IdentStyle, number]>;
  if (!entries.length) return null;
  const total = entries.reduce((a, [, n]) => a + n, 0);
  const [s, n] = entries.sort((a, b) => b[1] - a[1])[0]!;
  return [s, n, total];
}

export class EditAnalyzer {
  private files = new Map<string, FileState>();
  /** "lang:from->to" -> examples of style-only renames typed by the user. */
  private renames = new Map<string, string[]>();
  private reportedRenames = new Set<string>();
  /** Per language: identifiers the user typed (small edits), by style. */
  private typed = new Map<string, Partial<Record<IdentStyle, number>>>();
  private reportedStyles = new Set<string>();

  constructor(private readonly settings: EditSettings = DEFAULT_EDIT_SETTINGS) {}

  /** Applies one batch of events (in order) and returns the observations they complete. */
  apply(events: EditEvent[]): Observation[] {
    const out: Observation[] = [];
    for (const e of events) out.push(...this.applyOne(e));
    return out;
  }

  private applyOne(e: EditEvent): Observation[] {
    const out: Observation[] = [];
    let st = this.files.get(e.file);
    if (!st) this.files.set(e.file, (st = { text: null, blocks: [], counted: new Set() }));
    this.expire(st, e, out);
    if (
      st.text === null &&
      e.base !== undefined &&
      e.snapshot !== undefined &&
      applyChanges(e.base, e.changes) === e.snapshot
    )
      st.text = e.base;
    // Changes in one event do not overlap and are relative to the text before the event:
    // applying them from the last to the first keeps earlier offsets valid.
    const changes = [...e.changes].sort((a, b) => b.offset - a.offset);
    const insertedTotal = changes.reduce((a, c) => a + c.text.length, 0);
    const insertedLines = changes.reduce((a, c) => a + (c.text.match(/\n/g)?.length ?? 0), 0);
    const large =
      !e.reason && (insertedLines >= this.settings.largeBlockLines || insertedTotal >= this.settings.largeBlockChars);
    if (large || changes.length !== 1 || e.reason) st.word = undefined;
    for (const c of changes) {
      const removedText = st.text !== null ? st.text.slice(c.offset, c.offset + c.removed) : null;
      this.touchBlocks(st, c, e.reason === 'undo');
      if (st.text !== null) st.text = st.text.slice(0, c.offset) + c.text + st.text.slice(c.offset + c.removed);
      if (!large && changes.length === 1 && !e.reason) this.followWord(e, st, c, removedText, out);
      else if (!large && removedText !== null && !e.reason) this.noteRename(e, removedText, c.text, out);
      if (!large && st.text !== null) this.noteTyped(e, st, lineAround(st.text, c.offset, c.text.length), out);
      if (large && c.text.length >= 1) {
        const ids = declaredIdentifiers(c.text, e.languageId);
        const d = dominant(styleCounts(ids));
        const lines = (c.text.match(/\n/g)?.length ?? 0) + (c.text.endsWith('\n') ? 0 : 1);
        st.blocks.push({
          start: c.offset,
          end: c.offset + c.text.length,
          size: c.text.length,
          lines,
          at: e.at,
          touched: 0,
          undone: false,
          style: d ? d[0] : null,
          languageId: e.languageId,
        });
      }
    }
    if (e.snapshot !== undefined) st.text = e.snapshot.length <= MAX_SHADOW ? e.snapshot : null;
    if (st.text !== null && st.text.length > MAX_SHADOW) st.text = null;
    return out;
  }

  /** Shifts tracked blocks after a change and counts how much of each the change removed. */
  private touchBlocks(st: FileState, c: TextChange, undo: boolean) {
    const delta = c.text.length - c.removed;
    const cEnd = c.offset + c.removed;
    for (const b of st.blocks) {
      if (cEnd <= b.start) {
        b.start += delta;
        b.end += delta;
      } else if (c.offset < b.end) {
        const overlap = Math.min(cEnd, b.end) - Math.max(c.offset, b.start);
        if (overlap > 0) b.touched += overlap;
        if (undo && overlap > 0) b.undone = true;
        b.end = Math.max(b.start, b.end + delta);
      }
    }
  }

  /** Blocks whose window ended: reverted/rewritten ones become corrections, the rest are kept by the user. */
  private expire(st: FileState, e: EditEvent, out: Observation[]) {
    const keep: Block[] = [];
    for (const b of st.blocks) {
      const age = e.at - b.at;
      const share = b.touched / b.size;
      if (share >= 0.5) {
        const how = b.undone ? 'undone' : b.end - b.start <= b.size * 0.1 ? 'deleted' : 'rewritten';
        const mine = this.typedStyle(b.languageId);
        const clash = b.style && mine && mine !== b.style ? ` (it named things in ${b.style}; you type ${mine})` : '';
        out.push(
          obs(
            'correction',
            `A large inserted block (${b.lines} lines) in ${e.file} was ${how} within ${Math.max(1, Math.round(age / 1000))} s — the pasted or AI-applied code was not kept${clash}`,
            [
              `${Math.round(share * 100)}% of ${b.size} inserted characters removed or replaced`,
              `inserted at ${new Date(b.at).toISOString()}`,
            ],
            ['edit', 'revert', ...(b.languageId ? [b.languageId] : []), ...(clash ? ['naming'] : [])],
            e.at,
            e.file,
          ),
        );
        continue;
      }
      if (age <= this.settings.correctionWindowMs) keep.push(b);
    }
    st.blocks = keep;
  }

  /** Flushes blocks that are past their window (call on idle). */
  tick(now: number): Observation[] {
    const out: Observation[] = [];
    for (const [file, st] of this.files) this.expire(st, { file, languageId: '', at: now, changes: [] }, out);
    return out;
  }

  /**
   * A single change: typing over a selection replaces the old name with the first key, the next
   * keys are insertions right after it (split across events and batches). The replacement and
   * what follows it are one rename.
   */
  private followWord(e: EditEvent, st: FileState, c: TextChange, removedText: string | null, out: Observation[]) {
    const w = st.word;
    if (removedText) st.word = { end: c.offset + c.text.length, from: removedText, to: c.text };
    else if (
      w &&
      c.removed === 0 &&
      c.offset === w.end &&
      /^[\w$-]+$/.test(c.text) &&
      w.to.length + c.text.length <= 200
    ) {
      w.to += c.text;
      w.end += c.text.length;
    } else st.word = undefined;
    if (st.word) this.noteRename(e, st.word.from, st.word.to, out);
  }

  private noteRename(e: EditEvent, removed: string, inserted: string, out: Observation[]) {
    const from = removed.trim();
    const to = inserted.trim();
    if (!/^[A-Za-z_$][\w$-]*$/.test(from) || !/^[A-Za-z_$][\w$-]*$/.test(to) || !isStyleOnlyRename(from, to)) return;
    const key = `${e.languageId}:${identifierStyle(from)}->${identifierStyle(to)}`;
    const list = this.renames.get(key) ?? [];
    if (!list.includes(`${from} → ${to}`)) list.push(`${from} → ${to}`);
    this.renames.set(key, list);
    if (list.length >= this.settings.repeatThreshold && !this.reportedRenames.has(key)) {
      this.reportedRenames.add(key);
      out.push(
        obs(
          'correction',
          `Renames identifiers from ${identifierStyle(from)} to ${identifierStyle(to)} by hand in ${e.languageId} (${list.length} times)`,
          list.slice(0, 5).map((x) => `renamed: ${x}`),
          ['edit', 'naming', e.languageId],
          e.at,
          e.file,
        ),
      );
    }
  }

  private noteTyped(e: EditEvent, st: FileState, line: string, out: Observation[]) {
    const ids = declaredIdentifiers(line, e.languageId).filter((n) => !st.counted.has(n));
    for (const n of ids) st.counted.add(n);
    if (st.counted.size > 5000) st.counted.clear();
    if (!ids.length) return;
    const c = this.typed.get(e.languageId) ?? {};
    for (const [s, n] of Object.entries(styleCounts(ids)) as Array<[IdentStyle, number]>) c[s] = (c[s] ?? 0) + n;
    this.typed.set(e.languageId, c);
    const d = dominant(c);
    if (!d || d[2] < this.settings.minStyleSamples || d[1] / d[2] < 0.8) return;
    const key = `${e.languageId}:${d[0]}`;
    if (this.reportedStyles.has(key)) return;
    this.reportedStyles.add(key);
    out.push(
      obs(
        'pattern',
        `Names declarations in ${d[0]} in ${e.languageId} (${Math.round((d[1] / d[2]) * 100)}% of ${d[2]} names typed)`,
        [`last: ${ids.slice(-3).join(', ')}`],
        ['edit', 'naming', e.languageId],
        e.at,
      ),
    );
  }

  /** The style the user types in this language, once there are enough samples and one dominates. */
  private typedStyle(languageId: string): IdentStyle | null {
    const d = dominant(this.typed.get(languageId) ?? {});
    return d && d[2] >= this.settings.minStyleSamples && d[1] / d[2] >= 0.8 ? d[0] : null;
  }

  /** Whether the analyzer holds a copy of the file's text (else the next snapshot starts one). */
  knows(file: string): boolean {
    return this.files.get(file)?.text != null;
  }

  /** Snapshot of what the analyzer learned, for the status view. */
  typedStyles(): Record<string, Partial<Record<IdentStyle, number>>> {
    return Object.fromEntries(this.typed);
  }

  forget(file: string) {
    this.files.delete(file);
  }
}
