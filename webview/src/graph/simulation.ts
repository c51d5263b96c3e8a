// d3-force layout driven by our own frame loop (never d3's timer): the canvas ticks it once per
// animation frame while it is warm, so dragging costs one tick and one draw per frame.
import { forceLink, forceManyBody, forceSimulation, forceX, forceY, type Simulation } from 'd3-force';
import type { GLink, GNode, GraphData } from './model';

export type Sim = Simulation<GNode, GLink>;

export function createSimulation(g: GraphData): Sim {
  const n = g.nodes.length;
  const spread = Math.sqrt(Math.max(1, n)) * 12;
  // New nodes start on a spiral around the centre (d3's default) unless they kept a position.
  const sim = forceSimulation<GNode, GLink>(g.nodes)
    .stop()
    .alphaDecay(0.03)
    .velocityDecay(0.35)
    .force(
      'charge',
      forceManyBody<GNode>()
        .strength(n > 500 ? -22 : -40)
        .theta(0.95)
        .distanceMax(spread * 1.5),
    )
    .force(
      'link',
      forceLink<GNode, GLink>(g.links)
        .distance((l) => 24 + l.source.r + l.target.r)
        .strength((l) => 0.15 + (0.5 * l.confidence) / Math.max(1, Math.min(l.source.degree, l.target.degree)))
        .iterations(1),
    )
    .force('x', forceX<GNode>(0).strength(0.04))
    .force('y', forceY<GNode>(0).strength(0.04));
  return sim;
}

/** Runs ticks until the layout is calm or the time budget is spent; returns ticks run. */
export function warmUp(sim: Sim, budgetMs: number, now: () => number = () => performance.now()): number {
  const end = now() + budgetMs;
  let ticks = 0;
  while (sim.alpha() > 0.05 && now() < end) {
    sim.tick();
    ticks++;
  }
  return ticks;
}
