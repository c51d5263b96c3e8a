// Graph data for the canvas: threads as nodes, bridges as typed links, after filters.
// Positions survive updates (by id) so a refresh does not reshuffle the picture.
import type { SimulationLinkDatum, SimulationNodeDatum } from 'd3-force';
import type { BridgeItem, BridgeType, ThreadStatus, ThreadSummary } from '../../../src/protocol/webview';

export interface GNode extends SimulationNodeDatum {
  id: string;
  title: string;
  status: ThreadStatus;
  weight: number;
  degree: number;
  r: number;
}

export interface GLink extends SimulationLinkDatum<GNode> {
  id: string;
  source: GNode;
  target: GNode;
  type: BridgeType;
  confidence: number;
}

export interface GraphData {
  nodes: GNode[];
  links: GLink[];
  byId: Map<string, GNode>;
}

/** Past this zoom, discs stop growing on screen: a fitted handful of nodes spreads out instead of swelling. */
export const NODE_ZOOM_CAP = 1.6;

/** A node's radius in world units as drawn at zoom `k`. */
export function drawnRadius(n: { r: number }, k = 1): number {
  return n.r * Math.min(1, NODE_ZOOM_CAP / k);
}

export function nodeRadius(weight: number, degree: number): number {
  return 3 + 5 * Math.max(0, Math.min(1, weight)) + Math.min(4, Math.sqrt(degree));
}

export function buildGraph(
  threads: ThreadSummary[],
  bridges: BridgeItem[],
  types: ReadonlySet<BridgeType>,
  statuses: ReadonlySet<ThreadStatus>,
  previous?: GraphData,
): GraphData {
  const byId = new Map<string, GNode>();
  const nodes: GNode[] = [];
  for (const t of threads) {
    if (!statuses.has(t.status) || byId.has(t.id)) continue;
    const old = previous?.byId.get(t.id);
    const n: GNode = {
      id: t.id,
      title: t.title,
      status: t.status,
      weight: t.weight,
      degree: 0,
      r: 0,
      x: old?.x,
      y: old?.y,
      vx: old?.vx,
      vy: old?.vy,
    };
    byId.set(t.id, n);
    nodes.push(n);
  }
  const links: GLink[] = [];
  for (const b of bridges) {
    if (!types.has(b.type)) continue;
    const s = byId.get(b.source);
    const t = byId.get(b.target);
    if (!s || !t || s === t) continue;
    s.degree++;
    t.degree++;
    links.push({ id: b.id, source: s, target: t, type: b.type, confidence: b.confidence });
  }
  for (const n of nodes) n.r = nodeRadius(n.weight, n.degree);
  return { nodes, links, byId };
}

/** Ids of a node and its direct neighbours (for highlighting). */
export function neighbourhood(g: GraphData, id: string | null): Set<string> | null {
  if (!id || !g.byId.has(id)) return null;
  const out = new Set([id]);
  for (const l of g.links) {
    if (l.source.id === id) out.add(l.target.id);
    else if (l.target.id === id) out.add(l.source.id);
  }
  return out;
}

/** Nearest node whose disc as drawn at zoom `k` (plus slop) contains the world point; linear scan, fine up to ~10k. */
export function hitTest(nodes: readonly GNode[], x: number, y: number, slop: number, k = 1): GNode | null {
  let best: GNode | null = null;
  let bestD = Infinity;
  for (const n of nodes) {
    const dx = (n.x ?? 0) - x;
    const dy = (n.y ?? 0) - y;
    const d = dx * dx + dy * dy;
    const r = drawnRadius(n, k);
    const rr = (r + slop) * (r + slop);
    if (d <= rr && d < bestD) {
      best = n;
      bestD = d;
    }
  }
  return best;
}
