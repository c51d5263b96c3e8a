// The items of the index in columns: one slot per item, typed arrays for its numbers, one
// shared string per repeated value (status, location), and its text and title on the text
// record it shares with the items of the same text. At 100,000 observations an object per item
// (an item, an entry, a key and a timestamp each) was 57 MB of the worker's heap.
export const ITEM_KINDS = ['observation', 'instinct', 'skill', 'pattern', 'rule'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface MemoryItem {
  kind: ItemKind;
  /** Unique within its kind (observation key, instinct slug, "skill#rule", pattern slug). */
  id: string;
  title: string;
  text: string;
  /** active, candidate, weak...; filters match on it. */
  status: string;
  confidence?: number;
  /** Where it lives, for "open" links (a file path relative to the workspace). */
  location?: string;
  at?: string;
}

/** What the items of one text share; its items are a list of slots, in the order they came. */
export interface TextRecord {
  /** The text key, one string shared by every item of the text. */
  key: string;
  /** The text and title of the first item put. */
  text: string;
  title: string;
  keys: string[];
  labels: string[];
  head: number;
  tail: number;
  count: number;
}

const NONE = -1;
const KIND_CODE = new Map<string, number>(ITEM_KINDS.map((k, i) => [k, i]));

/** The timestamp as a number when Date gives the same string back (ACT's own ISO form). */
function atMs(at: string | undefined): number {
  if (at === undefined) return NaN;
  const ms = Date.parse(at);
  return Number.isFinite(ms) && new Date(ms).toISOString() === at ? ms : NaN;
}

export class ItemTable {
  private capacity = 0;
  private used = 0;
  private readonly freeSlots: number[] = [];
  private kinds = new Uint8Array(0);
  private statuses = new Int32Array(0);
  private locations = new Int32Array(0);
  private confidences = new Float64Array(0);
  private times = new Float64Array(0);
  private next = new Int32Array(0);
  private prev = new Int32Array(0);
  private ids: Array<string | undefined> = [];
  private recs: Array<TextRecord | undefined> = [];
  /** Timestamps Date would not give back as they came, and items whose text differs from their record's. */
  private readonly otherTimes = new Map<number, string>();
  private readonly ownTexts = new Map<number, { title: string; text: string }>();
  private readonly byKind = ITEM_KINDS.map(() => new Map<string, number>());
  /** One string per status or location (bounded by the workspace's files). */
  private readonly words: string[] = [];
  private readonly wordIds = new Map<string, number>();

  get size(): number {
    return this.byKind.reduce((n, m) => n + m.size, 0);
  }

  count(kind: ItemKind): number {
    return this.byKind[KIND_CODE.get(kind)!]!.size;
  }

  slot(kind: ItemKind, id: string): number | undefined {
    return this.byKind[KIND_CODE.get(kind) ?? NONE]?.get(id);
  }

  /** The slots of a kind by id (a copy: the caller may remove while iterating). */
  slotsOf(kind: ItemKind): Array<[string, number]> {
    return [...this.byKind[KIND_CODE.get(kind)!]!];
  }

  /** Adds an item of the given text record at the end of its list. */
  add(item: MemoryItem, rec: TextRecord): number {
    const slot = this.freeSlots.pop() ?? this.newSlot();
    this.kinds[slot] = KIND_CODE.get(item.kind)!;
    this.ids[slot] = item.id;
    this.byKind[this.kinds[slot]!]!.set(item.id, slot);
    this.recs[slot] = rec;
    this.prev[slot] = rec.tail;
    this.next[slot] = NONE;
    if (rec.tail === NONE) rec.head = slot;
    else this.next[rec.tail] = slot;
    rec.tail = slot;
    rec.count++;
    this.set(slot, item);
    return slot;
  }

  /** Replaces the fields of an item that keeps its slot and text record. */
  set(slot: number, item: MemoryItem): void {
    const rec = this.recs[slot]!;
    this.statuses[slot] = this.word(item.status);
    this.locations[slot] = item.location === undefined ? NONE : this.word(item.location);
    this.confidences[slot] = item.confidence ?? NaN;
    const ms = atMs(item.at);
    this.times[slot] = ms;
    if (Number.isNaN(ms) && item.at !== undefined) this.otherTimes.set(slot, item.at);
    else this.otherTimes.delete(slot);
    if (item.text === rec.text && item.title === rec.title) this.ownTexts.delete(slot);
    else this.ownTexts.set(slot, { title: item.title, text: item.text });
  }

  remove(slot: number): void {
    const rec = this.recs[slot]!;
    const [p, n] = [this.prev[slot]!, this.next[slot]!];
    if (p === NONE) rec.head = n;
    else this.next[p] = n;
    if (n === NONE) rec.tail = p;
    else this.prev[n] = p;
    rec.count--;
    this.byKind[this.kinds[slot]!]!.delete(this.ids[slot]!);
    this.ids[slot] = undefined;
    this.recs[slot] = undefined;
    this.otherTimes.delete(slot);
    this.ownTexts.delete(slot);
    this.freeSlots.push(slot);
  }

  rec(slot: number): TextRecord {
    return this.recs[slot]!;
  }

  kind(slot: number): ItemKind {
    return ITEM_KINDS[this.kinds[slot]!]!;
  }

  status(slot: number): string {
    return this.words[this.statuses[slot]!]!;
  }

  key(slot: number): string {
    return `${this.kind(slot)}:${this.ids[slot]}`;
  }

  confidence(slot: number): number | undefined {
    const c = this.confidences[slot]!;
    return Number.isNaN(c) ? undefined : c;
  }

  /** The item as it was put (a new object each call). */
  item(slot: number): MemoryItem {
    const rec = this.recs[slot]!;
    const own = this.ownTexts.get(slot);
    const loc = this.locations[slot]!;
    const ms = this.times[slot]!;
    const at = Number.isNaN(ms) ? this.otherTimes.get(slot) : new Date(ms).toISOString();
    const item: MemoryItem = {
      kind: this.kind(slot),
      id: this.ids[slot]!,
      title: own?.title ?? rec.title,
      text: own?.text ?? rec.text,
      status: this.status(slot),
    };
    const confidence = this.confidence(slot);
    if (confidence !== undefined) item.confidence = confidence;
    if (loc !== NONE) item.location = this.words[loc];
    if (at !== undefined) item.at = at;
    return item;
  }

  /** The slots of a text record, in the order they came. */
  *slotsOfText(rec: TextRecord): Generator<number> {
    for (let s = rec.head; s !== NONE; s = this.next[s]!) yield s;
  }

  private word(w: string): number {
    let id = this.wordIds.get(w);
    if (id === undefined) {
      id = this.words.push(w) - 1;
      this.wordIds.set(w, id);
    }
    return id;
  }

  private newSlot(): number {
    if (this.used === this.capacity) this.grow(Math.max(256, this.capacity * 2));
    return this.used++;
  }

  private grow(capacity: number): void {
    const widen = <T extends Uint8Array | Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(capacity);
      b.set(a);
      return b;
    };
    this.kinds = widen(this.kinds, (n) => new Uint8Array(n));
    this.statuses = widen(this.statuses, (n) => new Int32Array(n));
    this.locations = widen(this.locations, (n) => new Int32Array(n));
    this.next = widen(this.next, (n) => new Int32Array(n));
    this.prev = widen(this.prev, (n) => new Int32Array(n));
    this.confidences = widen(this.confidences, (n) => new Float64Array(n));
    this.times = widen(this.times, (n) => new Float64Array(n));
    this.capacity = capacity;
  }
}

/** A new text record with no items yet. */
export function textRecord(key: string, text: string, title: string, keys: string[], labels: string[]): TextRecord {
  return { key, text, title, keys, labels, head: NONE, tail: NONE, count: 0 };
}
