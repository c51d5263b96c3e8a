// Where the graph's labels go, in screen pixels: most important first, each beside its node
// (right, left, above or below, whichever is free), never over another label or another node,
// never past the canvas edge, truncated with an ellipsis to a width that fits. The full title
// is in the canvas's tooltip (hover) and in the thread list below the graph.

export interface LabelCandidate {
  id: string;
  title: string;
  /** Node centre and radius on screen. */
  x: number;
  y: number;
  r: number;
  /** Selected or hovered: placed even over other nodes when nothing else fits. */
  forced?: boolean;
}

export interface Disc {
  id: string;
  x: number;
  y: number;
  r: number;
}

export interface PlacedLabel {
  id: string;
  text: string;
  /** Text anchor (left edge, vertical middle). */
  x: number;
  y: number;
  box: Box;
  truncated: boolean;
}

/** [left, top, right, bottom]. */
export type Box = [number, number, number, number];

export interface LabelBounds {
  width: number;
  height: number;
  /** Widest a label may be (px). */
  maxWidth: number;
  /** At most this many labels besides the forced ones. */
  budget: number;
}

const LINE = 14;
const GAP = 4;
const PAD = 2;
const CELL = 32;

/** The longest prefix of `text` (plus "…") that measures at most `max` pixels. */
export function truncateToWidth(
  text: string,
  max: number,
  measure: (s: string) => number,
): { text: string; truncated: boolean } {
  if (measure(text) <= max) return { text, truncated: false };
  let lo = 0,
    hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (measure(`${text.slice(0, mid).trimEnd()}…`) <= max) lo = mid;
    else hi = mid - 1;
  }
  return { text: lo > 0 ? `${text.slice(0, lo).trimEnd()}…` : '…', truncated: true };
}

const overlaps = (a: Box, b: Box) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];

function hitsDisc(b: Box, d: Disc): boolean {
  const cx = Math.max(b[0], Math.min(d.x, b[2]));
  const cy = Math.max(b[1], Math.min(d.y, b[3]));
  return (cx - d.x) ** 2 + (cy - d.y) ** 2 < d.r * d.r;
}

/** On-screen discs bucketed by cell, so a label checks only the nodes near it. */
class DiscGrid {
  private cells = new Map<number, Disc[]>();
  constructor(discs: readonly Disc[]) {
    for (const d of discs)
      for (const key of this.keys([d.x - d.r, d.y - d.r, d.x + d.r, d.y + d.r])) {
        let cell = this.cells.get(key);
        if (!cell) this.cells.set(key, (cell = []));
        cell.push(d);
      }
  }
  private *keys(b: Box): Generator<number> {
    for (let cx = Math.floor(b[0] / CELL); cx <= Math.floor(b[2] / CELL); cx++)
      for (let cy = Math.floor(b[1] / CELL); cy <= Math.floor(b[3] / CELL); cy++) yield cx * 100_003 + cy;
  }
  hits(b: Box, except: string): boolean {
    for (const key of this.keys(b))
      for (const d of this.cells.get(key) ?? []) if (d.id !== except && hitsDisc(b, d)) return true;
    return false;
  }
}

type Side = 'right' | 'left' | 'below' | 'above';
const SIDES: Side[] = ['right', 'left', 'below', 'above'];
/** Narrower than this, a label says too little to be worth its space. */
const MIN_LABEL_PX = 40;

/** How wide a label may be on that side of its node before it leaves the canvas. */
function room(side: Side, c: LabelCandidate, width: number): number {
  if (side === 'right') return width - PAD - (c.x + c.r + GAP) - PAD;
  if (side === 'left') return c.x - c.r - GAP - 2 * PAD;
  return width - 2 * PAD;
}

/** Where a label of width `w` starts on that side (centred above or below, kept inside). */
function anchor(side: Side, c: LabelCandidate, w: number, width: number): [number, number] {
  if (side === 'right') return [c.x + c.r + GAP, c.y];
  if (side === 'left') return [c.x - c.r - GAP - w, c.y];
  const x = Math.max(PAD, Math.min(width - PAD - w, c.x - w / 2));
  return [x, side === 'below' ? c.y + c.r + GAP + LINE / 2 : c.y - c.r - GAP - LINE / 2];
}

const boxAt = (x: number, y: number, w: number): Box => [x - PAD, y - LINE / 2, x + w + PAD, y + LINE / 2];
const inside = (b: Box, width: number, height: number) => b[0] >= 0 && b[1] >= 0 && b[2] <= width && b[3] <= height;

export function placeLabels(
  candidates: readonly LabelCandidate[],
  discs: readonly Disc[],
  bounds: LabelBounds,
  measure: (s: string) => number,
): PlacedLabel[] {
  const grid = new DiscGrid(discs);
  const placed: PlacedLabel[] = [];
  const label = (c: LabelCandidate, side: Side, max: number): PlacedLabel => {
    const { text, truncated } = truncateToWidth(c.title, max, measure);
    const w = measure(text);
    const [x, y] = anchor(side, c, w, bounds.width);
    return { id: c.id, text, x, y, box: boxAt(x, y, w), truncated };
  };
  const free = (l: PlacedLabel) =>
    inside(l.box, bounds.width, bounds.height) &&
    !placed.some((p) => overlaps(l.box, p.box)) &&
    !grid.hits(l.box, l.id);
  let unforced = 0;
  for (const c of candidates) {
    if (!c.forced && unforced >= bounds.budget) continue;
    // Every side that is free, and of those the one that shows the most of the title.
    let best: PlacedLabel | null = null;
    for (const side of SIDES) {
      const max = Math.min(bounds.maxWidth, room(side, c, bounds.width));
      if (max < MIN_LABEL_PX) continue;
      const l = label(c, side, max);
      if (free(l) && (!best || l.box[2] - l.box[0] > best.box[2] - best.box[0] + 0.5)) best = l;
      if (best && !best.truncated) break;
    }
    // The selected or hovered node always gets its label, inside the canvas, over nodes if need be.
    if (!best && c.forced) {
      const side = SIDES.find((sd) => room(sd, c, bounds.width) >= MIN_LABEL_PX) ?? 'below';
      best = label(c, side, Math.max(12, Math.min(bounds.maxWidth, room(side, c, bounds.width))));
      const dy = Math.max(0, -best.box[1]) - Math.max(0, best.box[3] - bounds.height);
      best = { ...best, y: best.y + dy, box: [best.box[0], best.box[1] + dy, best.box[2], best.box[3] + dy] };
    }
    if (!best) continue;
    placed.push(best);
    if (!c.forced) unforced++;
  }
  return placed;
}
