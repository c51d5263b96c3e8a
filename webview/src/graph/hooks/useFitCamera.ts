// The camera and the canvas size: the view fits the whole layout on load, while the layout
// grows, and whenever the canvas changes size (ResizeObserver: sidebar dragged wider, device
// pixel ratio), until the user pans or zooms it themselves. A newly selected node outside the
// view is brought back to the centre.
import { useEffect, type RefObject } from 'react';
import { centreOn, fitBounds, MAX_ZOOM } from '../camera';
import { screenOf, type GraphScene } from './scene';

/** A fit may zoom as far as the user can: a few nodes spread over the canvas (their discs stop growing at NODE_ZOOM_CAP). */
const FIT_MAX_ZOOM = MAX_ZOOM;

/** Fits the camera to every node (and its radius), with a margin for labels. */
export function fitView(s: GraphScene): void {
  s.cam = fitBounds(s.graph.nodes, s.width, s.height, 24, FIT_MAX_ZOOM);
}

export function useFitCamera(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  scene: GraphScene,
  requestFrame: () => void,
  selected: string | null,
): void {
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const measure = () => {
      const rect = canvas.getBoundingClientRect();
      scene.width = Math.max(1, rect.width);
      scene.height = Math.max(1, rect.height || scene.height);
      scene.dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(scene.width * scene.dpr);
      canvas.height = Math.round(scene.height * scene.dpr);
      if (!scene.viewHeld) fitView(scene);
      requestFrame();
    };
    measure();
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    observer?.observe(canvas);
    return () => observer?.disconnect();
  }, [canvasRef, scene, requestFrame]);

  useEffect(() => {
    scene.selected = selected;
    const n = selected ? scene.graph.byId.get(selected) : undefined;
    if (n && scene.pointer === null) {
      const [sx, sy] = screenOf(scene, n);
      if (sx < 20 || sy < 20 || sx > scene.width - 20 || sy > scene.height - 20)
        scene.cam = centreOn(scene.cam, n.x ?? 0, n.y ?? 0, scene.width, scene.height);
    }
    requestFrame();
  }, [selected, scene, requestFrame]);
}
