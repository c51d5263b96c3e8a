// The force layout of the current graph: a new d3-force simulation when the data changes,
// keeping the positions nodes already had (so a refresh does not reshuffle the picture), warmed
// up briefly before the first frame, then ticked by the frame loop.
import { useEffect } from 'react';
import type { GraphData } from '../model';
import { createSimulation, warmUp } from '../simulation';
import type { GraphScene } from './scene';

export function useLayoutSimulation(graph: GraphData, scene: GraphScene, requestFrame: () => void): void {
  useEffect(() => {
    scene.graph = graph;
    const fresh = graph.nodes.some((n) => n.x === undefined);
    const sim = createSimulation(graph);
    scene.sim = sim;
    sim.alpha(fresh ? 1 : 0.3);
    warmUp(sim, fresh ? 60 : 10);
    requestFrame();
    return () => {
      sim.stop();
    };
  }, [graph, scene, requestFrame]);
}
