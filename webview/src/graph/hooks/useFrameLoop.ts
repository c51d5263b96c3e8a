// One animation frame = at most one layout tick, the view refitted while the layout grows (until
// the user moves it), and one draw. Frames stop when nothing moves; `requestFrame` restarts them.
// When the layout settles, the canvas says so (data-layout="settled") with where its nodes and
// labels ended up, for tests and tools.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { drawGraph } from '../draw';
import { drawnRadius, neighbourhood } from '../model';
import { recordFrame } from '../stats';
import { fitView } from './useFitCamera';
import { layoutRunning, type GraphScene } from './scene';
import type { Box } from '../labels';

export function useFrameLoop(canvasRef: RefObject<HTMLCanvasElement | null>, scene: GraphScene): () => void {
  const raf = useRef(0);
  const frameRef = useRef<() => void>(() => undefined);
  const requestFrame = useCallback(() => {
    if (raf.current || typeof requestAnimationFrame === 'undefined') return;
    raf.current = requestAnimationFrame(() => frameRef.current());
  }, []);

  frameRef.current = () => {
    raf.current = 0;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !scene.sim || !scene.palette) return;
    const t0 = performance.now();
    const running = layoutRunning(scene);
    if (running) scene.sim.tick();
    if (!scene.viewHeld && !scene.pointer) fitView(scene);
    const t1 = performance.now();
    scene.labels = drawGraph(ctx, scene.graph, scene.cam, scene.width, scene.height, scene.dpr, scene.palette, {
      selected: scene.selected,
      hovered: scene.hovered,
      highlight: neighbourhood(scene.graph, scene.selected ?? scene.hovered),
    });
    recordFrame(performance.now() - t0, t1 - t0);
    if (running) {
      canvas.dataset.layout = 'running';
      requestFrame();
    } else describeSettled(canvas, scene);
  };

  useEffect(
    () => () => {
      if (raf.current) cancelAnimationFrame(raf.current);
      raf.current = 0;
    },
    [],
  );
  return requestFrame;
}

const union = (boxes: Box[]): string =>
  boxes.length
    ? [
        Math.min(...boxes.map((b) => b[0])),
        Math.min(...boxes.map((b) => b[1])),
        Math.max(...boxes.map((b) => b[2])),
        Math.max(...boxes.map((b) => b[3])),
      ]
        .map((v) => Math.round(v))
        .join(' ')
    : '';

function describeSettled(canvas: HTMLCanvasElement, s: GraphScene): void {
  const nodes: Box[] = s.graph.nodes.map((n) => {
    const x = (n.x ?? 0) * s.cam.k + s.cam.x,
      y = (n.y ?? 0) * s.cam.k + s.cam.y,
      r = drawnRadius(n, s.cam.k) * s.cam.k;
    return [x - r, y - r, x + r, y + r];
  });
  canvas.dataset.layout = 'settled';
  canvas.dataset.nodeBox = union(nodes);
  canvas.dataset.labelBox = union(s.labels.map((l) => l.box));
  canvas.dataset.labels = String(s.labels.length);
}
