// Canvas drawing of the graph. Edges are batched into one path per relation type and nodes into
// one path per status, so 3,000 edges and 1,000 nodes cost a handful of draw calls per frame.
import { BRIDGE_TYPES, type ThreadStatus } from '../../../src/protocol/webview';
import type { Camera } from './camera';
import type { GLink, GNode, GraphData } from './model';
import type { Palette } from './palette';

export interface DrawOptions {
  selected: string | null;
  hovered: string | null;
  /** Ids to keep bright (selection's neighbourhood); everything else is dimmed. */
  highlight: Set<string> | null;
}

const STATUSES: ThreadStatus[] = ['archived', 'suspended', 'active'];
const MAX_LABELS = 80;
const ARROW_ZOOM = 1.4;

export function drawGraph(ctx: CanvasRenderingContext2D, g: GraphData, cam: Camera, width: number, height: number, dpr: number, p: Palette, o: DrawOptions): void {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.setTransform(dpr * cam.k, 0, 0, dpr * cam.k, dpr * cam.x, dpr * cam.y);
  const px = 1 / cam.k;
  const hl = o.highlight;
  const lit = (l: GLink) => hl !== null && (l.source.id === o.selected || l.target.id === o.selected || l.source.id === o.hovered || l.target.id === o.hovered);

  // Edges: one batched path per type, dimmed when something is highlighted.
  ctx.lineWidth = (p.highContrast ? 1.5 : 1) * px;
  ctx.globalAlpha = hl ? 0.1 : p.highContrast ? 0.9 : 0.45;
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
  const arrows: GLink[] = hl ? g.links.filter(lit) : cam.k >= ARROW_ZOOM ? g.links.slice(0, 1500) : [];
  if (arrows.length) {
    ctx.globalAlpha = 1;
    ctx.lineWidth = (hl ? 2 : 1) * px;
    for (const l of arrows) {
      ctx.strokeStyle = ctx.fillStyle = p.edge[l.type];
      const sx = l.source.x ?? 0, sy = l.source.y ?? 0, tx = l.target.x ?? 0, ty = l.target.y ?? 0;
      if (hl) {
        ctx.beginPath();
        ctx.moveTo(sx, sy);
        ctx.lineTo(tx, ty);
        ctx.stroke();
      }
      if (l.type !== 'contradicts') arrowHead(ctx, sx, sy, tx, ty, l.target.r, px);
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
        const x = n.x ?? 0, y = n.y ?? 0;
        ctx.moveTo(x + n.r, y);
        ctx.arc(x, y, n.r, 0, Math.PI * 2);
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
    ctx.arc(n.x ?? 0, n.y ?? 0, n.r + 3 * px, 0, Math.PI * 2);
    ctx.lineWidth = (id === o.selected ? 2.5 : 1.5) * px;
    ctx.strokeStyle = p.selection;
    ctx.stroke();
  }

  drawLabels(ctx, g, cam, width, height, dpr, p, o);
}

function arrowHead(ctx: CanvasRenderingContext2D, sx: number, sy: number, tx: number, ty: number, r: number, px: number) {
  const dx = tx - sx, dy = ty - sy;
  const len = Math.hypot(dx, dy);
  if (len < r * 2) return;
  const ux = dx / len, uy = dy / len;
  const ex = tx - ux * (r + 1 * px), ey = ty - uy * (r + 1 * px);
  const s = 6 * px;
  ctx.beginPath();
  ctx.moveTo(ex, ey);
  ctx.lineTo(ex - ux * s - uy * s * 0.5, ey - uy * s + ux * s * 0.5);
  ctx.lineTo(ex - ux * s + uy * s * 0.5, ey - uy * s - ux * s * 0.5);
  ctx.closePath();
  ctx.fill();
}

/** Labels in screen space, most important first, never overlapping, at most MAX_LABELS. */
function drawLabels(ctx: CanvasRenderingContext2D, g: GraphData, cam: Camera, width: number, height: number, dpr: number, p: Palette, o: DrawOptions) {
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.font = '11px var(--vscode-font-family, sans-serif)';
  ctx.textBaseline = 'middle';
  const placed: Array<[number, number, number, number]> = [];
  const candidates: GNode[] = [];
  const push = (id: string | null) => {
    const n = id ? g.byId.get(id) : undefined;
    if (n && !candidates.includes(n)) candidates.push(n);
  };
  push(o.selected);
  push(o.hovered);
  if (o.highlight) for (const id of o.highlight) push(id);
  // Other labels only when zoomed in enough for them to be read, heaviest threads first.
  const budget = cam.k >= 0.6 || g.nodes.length <= 60 ? MAX_LABELS : 12;
  if (candidates.length < budget) {
    const rest = g.nodes.filter((n) => !candidates.includes(n) && onScreen(n, cam, width, height));
    rest.sort((a, b) => b.weight - a.weight || b.degree - a.degree);
    for (const n of rest.slice(0, budget * 3)) candidates.push(n);
  }
  let drawn = 0;
  for (const n of candidates) {
    if (drawn >= budget && n.id !== o.selected && n.id !== o.hovered) break;
    const sx = (n.x ?? 0) * cam.k + cam.x + n.r * cam.k + 4;
    const sy = (n.y ?? 0) * cam.k + cam.y;
    const text = n.title.length > 40 ? `${n.title.slice(0, 39)}…` : n.title;
    const w = ctx.measureText(text).width;
    const box: [number, number, number, number] = [sx - 2, sy - 8, sx + w + 2, sy + 8];
    if (box[2] < 0 || box[0] > width || box[3] < 0 || box[1] > height) continue;
    if (placed.some((b) => box[0] < b[2] && box[2] > b[0] && box[1] < b[3] && box[3] > b[1])) continue;
    placed.push(box);
    ctx.globalAlpha = o.highlight && !o.highlight.has(n.id) ? 0.4 : 1;
    ctx.lineWidth = 3;
    ctx.strokeStyle = p.halo;
    ctx.strokeText(text, sx, sy);
    ctx.fillStyle = p.label;
    ctx.fillText(text, sx, sy);
    drawn++;
  }
  ctx.globalAlpha = 1;
}

function onScreen(n: GNode, cam: Camera, width: number, height: number): boolean {
  const x = (n.x ?? 0) * cam.k + cam.x, y = (n.y ?? 0) * cam.k + cam.y;
  return x > -20 && x < width + 20 && y > -20 && y < height + 20;
}
