// What the graph's hooks share between frames, outside React state: the layout, the camera,
// the canvas size, what the pointer is doing. Mutated in place; a change asks for a frame.
import type { Camera } from '../camera';
import type { GNode, GraphData } from '../model';
import type { Palette } from '../../theme/palette';
import type { PlacedLabel } from '../labels';
import type { Sim } from '../simulation';

export interface PointerGesture {
  id: number;
  /** The node being dragged, or null when panning the background. */
  node: GNode | null;
  startX: number;
  startY: number;
  cam: Camera;
  moved: boolean;
}

export interface GraphScene {
  graph: GraphData;
  sim: Sim | null;
  cam: Camera;
  /** Canvas size in CSS pixels and the device pixel ratio. */
  width: number;
  height: number;
  dpr: number;
  palette: Palette | null;
  hovered: string | null;
  selected: string | null;
  pointer: PointerGesture | null;
  /** The user moved the view (pan, zoom, drag): stop fitting it to the layout. */
  viewHeld: boolean;
  /** Labels of the last frame (for tests and tools). */
  labels: PlacedLabel[];
}

export function createScene(graph: GraphData, height: number, selected: string | null): GraphScene {
  return {
    graph,
    sim: null,
    cam: { x: 0, y: 0, k: 1 },
    width: 0,
    height,
    dpr: 1,
    palette: null,
    hovered: null,
    selected,
    pointer: null,
    viewHeld: false,
    labels: [],
  };
}

/** True while the layout still moves (or a node is held by the pointer). */
export function layoutRunning(s: GraphScene): boolean {
  return !!s.sim && (s.sim.alpha() > s.sim.alphaMin() || s.pointer?.node != null);
}

/** A node's centre on screen, relative to the canvas. */
export function screenOf(s: GraphScene, n: GNode): [number, number] {
  return [(n.x ?? 0) * s.cam.k + s.cam.x, (n.y ?? 0) * s.cam.k + s.cam.y];
}
