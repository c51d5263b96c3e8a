// Canvas drawing of the graph. Edges are batched into one path per relation type and nodes into
// one path per status, so 3,000 edges and 1,000 nodes cost a handful of draw calls per frame.
import { BRIDGE_TYPES, type ThreadStatus } from '../../../src/protocol/webview';
import type { Camera } from './camera';
import { drawnRadius, type GLink, type GNode, type GraphData } from './model';
import type { Palette } from '../theme/palette';
import { placeLabels, type LabelCandidate, type PlacedLabel } from './labels';

export interface DrawOptions {
  selected: string | null;
  hovered: string | null;
  /** Ids to keep bright (selection's neighbourhood); everything else is dimmed. */
  highlight: Set<string> | null;
}

const STATUSES: ThreadStatus[] = ['archived', 'suspended', 'active'];
const MAX_LABELS = 80;
const ARROW_ZOOM = 1.4;
const LABEL_PX = 11;
/** Labels may take this share of the canvas width, up to MAX_LABEL_PX. */
const LABEL_SHARE = 0.6;
const MAX_LABEL_PX = 260;
/** Up to this many edges, each is drawn bold and opaque; denser graphs fade them to stay readable. */
const FEW_EDGES = 300;

/** Draws one frame; returns the labels it placed. */
export function drawGraph(
  ctx: CanvasRenderingContext2D,
  g: GraphData,
  cam: Camera,
  width: number,
  height: number,
  dpr: number,
  p: Palette,
  o: DrawOptions,
): PlacedLabel[] {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.setTransform(dpr * cam.k, 0, 0, dpr * cam.k, dpr * cam.x, dpr * cam.y);
  const px = 1 / cam.k;
  const hl = o.highlight;
  const lit = (l: GLink) =>
    hl !== null &&
    (l.source.id === o.selected ||
      l.target.id === o.selected ||
      l.source.id === o.hovered ||
      l.target.id === o.hovered);

  // Edges: one batched path per type, dimmed when something is highlighted.
  const few = g.links.length <= FEW_EDGES;
  ctx.lineWidth = (p.highContrast ? 2 : few ? 1.5 : 1) * px;
  ctx.globalAlpha = hl ? 0.12 : p.highContrast || few ? 0.9 : 0.5;
  for (const type of BRIDGE_TYPES) {
    ctx.beginPath();
    let any = false;
    for (const l of g.links) {
      if (l.type !== type) continue;
      ctx.moveTo(l.source.x ?? 0, l.source.y ?? 0);
      ctx.lineTo(l.target.x ?? 0, l.target.y ?? 0);
      any = true;
    }
    if (any) {
      ctx.strokeStyle = p.edge[type];
      ctx.stroke();
    }
  }
  // Highlighted edges on top, thicker, with arrows (direction matters: extends, depends, …).
  const arrows: GLink[] = hl ? g.links.filter(lit) : cam.k >= ARROW_ZOOM || few ? g.links.slice(0, 1500) : [];
  if (arrows.length) {
    ctx.globalAlpha = 1;
    ctx.lineWidth = (hl ? 2 : 1) * px;
    for (const l of arrows) {
      ctx.strokeStyle = ctx.fillStyle = p.edge[l.type];
      const sx = l.source.x ?? 0,
        sy = l.source.y ?? 0,
        tx = l.target.x ?? 0,
        ty = l.target.y ?? 0;
      if (hl) {
        ctx.beginPath();
        ctx.moveTo(sx, sy);
        ctx.lineTo(tx, ty);
        ctx.stroke();
      }
      if (l.type !== 'contradicts') arrowHead(ctx, sx, sy, tx, ty, drawnRadius(l.target, cam.k), px);
    }
  }

  // Nodes: one path per status; dimmed outside the highlight.
  for (const pass of hl ? [false, true] : [true]) {
    ctx.globalAlpha = pass ? 1 : 0.25;
    for (const status of STATUSES) {
      ctx.beginPath();
      let any = false;
      for (const n of g.nodes) {
        if (n.status !== status) continue;
        if (hl && hl.has(n.id) !== pass) continue;
        const x = n.x ?? 0,
          y = n.y ?? 0,
          r = drawnRadius(n, cam.k);
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, Math.PI * 2);
        any = true;
      }
      if (!any) continue;
      ctx.fillStyle = p.node[status];
      if (status === 'suspended') {
        ctx.fill();
        ctx.lineWidth = 1.5 * px;
        ctx.strokeStyle = p.halo;
        ctx.stroke();
      } else ctx.fill();
    }
  }
  ctx.globalAlpha = 1;
  for (const id of [o.hovered, o.selected]) {
    const n = id ? g.byId.get(id) : undefined;
    if (!n) continue;
    ctx.beginPath();
    ctx.arc(n.x ?? 0, n.y ?? 0, drawnRadius(n, cam.k) + 3 * px, 0, Math.PI * 2);
    ctx.lineWidth = (id === o.selected ? 2.5 : 1.5) * px;
    ctx.strokeStyle = p.selection;
    ctx.stroke();
  }

  return drawLabels(ctx, g, cam, width, height, dpr, p, o);
}

function arrowHead(
  ctx: CanvasRenderingContext2D,
  sx: number,
  sy: number,
  tx: number,
  ty: number,
  r: number,
  px: number,
) {
  const dx = tx - sx,
    dy = ty - sy;
  const len = Math.hypot(dx, dy);
  if (len < r * 2) return;
  const ux = dx / len,
    uy = dy / len;
  const ex = tx - ux * (r + 1 * px),
    ey = ty - uy * (r + 1 * px);
  const s = 6 * px;
  ctx.beginPath();
  ctx.moveTo(ex, ey);
  ctx.lineTo(ex - ux * s - uy * s * 0.5, ey - uy * s + ux * s * 0.5);
  ctx.lineTo(ex - ux * s + uy * s * 0.5, ey - uy * s - ux * s * 0.5);
  ctx.closePath();
  ctx.fill();
}

/** Labels in screen space, placed by ./labels (no overlap with labels or nodes, inside the canvas). */
function drawLabels(
  ctx: CanvasRenderingContext2D,
  g: GraphData,
  cam: Camera,
  width: number,
  height: number,
  dpr: number,
  p: Palette,
  o: DrawOptions,
): PlacedLabel[] {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.font = `${LABEL_PX}px ${p.fontFamily}`;
  ctx.textBaseline = 'middle';
  const screen = (n: GNode) => ({
    id: n.id,
    title: n.title,
    x: (n.x ?? 0) * cam.k + cam.x,
    y: (n.y ?? 0) * cam.k + cam.y,
    r: drawnRadius(n, cam.k) * cam.k,
  });
  const discs = [];
  for (const n of g.nodes) {
    const d = screen(n);
    if (d.x > -d.r && d.x < width + d.r && d.y > -d.r && d.y < height + d.r) discs.push(d);
  }
  const seen = new Set<string>();
  const candidates: LabelCandidate[] = [];
  const push = (id: string | null, forced: boolean) => {
    const n = id ? g.byId.get(id) : undefined;
    if (n && !seen.has(n.id)) {
      seen.add(n.id);
      candidates.push({ ...screen(n), forced });
    }
  };
  push(o.selected, true);
  push(o.hovered, true);
  if (o.highlight) for (const id of o.highlight) push(id, false);
  // Other labels only when zoomed in enough for them to be read, heaviest threads first.
  const budget = cam.k >= 0.6 || g.nodes.length <= 60 ? MAX_LABELS : 12;
  const rest = discs.map((d) => g.byId.get(d.id)!).filter((n) => !seen.has(n.id));
  rest.sort((a, b) => b.weight - a.weight || b.degree - a.degree);
  for (const n of rest.slice(0, budget * 3)) push(n.id, false);
  const measure = measurer(ctx);
  const placed = placeLabels(
    candidates,
    discs,
    { width, height, maxWidth: Math.min(MAX_LABEL_PX, Math.max(120, width * LABEL_SHARE)), budget },
    measure,
  );
  // Each label on a plate of the background, so the edges it crosses do not run through its letters.
  for (const l of placed) {
    const dim = o.highlight && !o.highlight.has(l.id);
    ctx.globalAlpha = dim ? 0.3 : 0.85;
    ctx.fillStyle = p.halo;
    ctx.fillRect(l.box[0], l.box[1] + 1, l.box[2] - l.box[0], l.box[3] - l.box[1] - 2);
    ctx.globalAlpha = dim ? 0.4 : 1;
    ctx.fillStyle = p.label;
    ctx.fillText(l.text, l.x, l.y);
  }
  ctx.globalAlpha = 1;
  return placed;
}

/** measureText with a cache: label placement measures the same strings frame after frame. */
const widths = new Map<string, number>();
function measurer(ctx: CanvasRenderingContext2D): (s: string) => number {
  const font = ctx.font;
  return (s) => {
    const key = `${font}\u0000${s}`;
    let w = widths.get(key);
    if (w === undefined) {
      if (widths.size > 5000) widths.clear();
      widths.set(key, (w = ctx.measureText(s).width));
    }
    return w;
  };
}
