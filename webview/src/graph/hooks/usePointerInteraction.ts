// What the pointer, wheel and keyboard do on the graph: drag a node (the layout follows), drag
// the background to pan, wheel or +/- to zoom, click selects, double-click or Enter opens,
// 0 fits the view again. Hovering a node puts its full title in the canvas's tooltip (labels
// on the canvas may be truncated).
import { useEffect, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { toWorld, zoomAt } from '../camera';
import { hitTest, type GNode } from '../model';
import { fitView } from './useFitCamera';
import type { GraphScene } from './scene';

export interface GraphCallbacks {
  onSelect(id: string | null): void;
  onOpen(id: string): void;
  /** F: toggles the frames-per-second readout. */
  onToggleFps(): void;
}

export interface PointerHandlers {
  onPointerDown(e: PointerEvent<HTMLCanvasElement>): void;
  onPointerMove(e: PointerEvent<HTMLCanvasElement>): void;
  onPointerUp(e: PointerEvent<HTMLCanvasElement>): void;
  onPointerCancel(e: PointerEvent<HTMLCanvasElement>): void;
  onDoubleClick(e: MouseEvent<HTMLCanvasElement>): void;
  onKeyDown(e: KeyboardEvent<HTMLCanvasElement>): void;
}

const PAN_STEP = 40;
const CLICK_SLOP = 3;

export function usePointerInteraction(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  scene: GraphScene,
  requestFrame: () => void,
  callbacks: { current: GraphCallbacks },
): PointerHandlers {
  // The wheel listener must be non-passive to keep the sidebar from scrolling while zooming.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = canvas.getBoundingClientRect();
      scene.cam = zoomAt(scene.cam, e.clientX - r.left, e.clientY - r.top, Math.exp(-e.deltaY * 0.0015));
      scene.viewHeld = true;
      requestFrame();
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [canvasRef, scene, requestFrame]);

  const local = (e: { clientX: number; clientY: number }): [number, number] => {
    const r = canvasRef.current!.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  const nodeAt = (sx: number, sy: number): GNode | null => {
    const [wx, wy] = toWorld(scene.cam, sx, sy);
    return hitTest(scene.graph.nodes, wx, wy, 4 / scene.cam.k, scene.cam.k);
  };
  const hover = (node: GNode | null) => {
    const id = node?.id ?? null;
    if (id === scene.hovered) return;
    scene.hovered = id;
    const canvas = canvasRef.current;
    if (canvas) {
      canvas.style.cursor = id ? 'pointer' : 'grab';
      canvas.title = node?.title ?? '';
    }
    requestFrame();
  };

  const onPointerUp = (e: PointerEvent<HTMLCanvasElement>) => {
    const p = scene.pointer;
    if (!p || p.id !== e.pointerId) return;
    scene.pointer = null;
    if (p.node) {
      p.node.fx = null;
      p.node.fy = null;
      scene.sim?.alphaTarget(0);
    }
    if (!p.moved) callbacks.current.onSelect(p.node?.id ?? null);
    requestFrame();
  };

  return {
    onPointerDown(e) {
      const [sx, sy] = local(e);
      const node = nodeAt(sx, sy);
      scene.pointer = { id: e.pointerId, node, startX: sx, startY: sy, cam: scene.cam, moved: false };
      e.currentTarget.setPointerCapture?.(e.pointerId);
      if (node && scene.sim) {
        node.fx = node.x;
        node.fy = node.y;
        scene.sim.alphaTarget(0.3);
        if (scene.sim.alpha() < 0.3) scene.sim.alpha(0.3);
        requestFrame();
      }
    },
    onPointerMove(e) {
      const [sx, sy] = local(e);
      const p = scene.pointer;
      if (!p || p.id !== e.pointerId) return hover(nodeAt(sx, sy));
      if (Math.abs(sx - p.startX) + Math.abs(sy - p.startY) > CLICK_SLOP) p.moved = true;
      if (!p.moved) return;
      scene.viewHeld = true;
      if (p.node) {
        const [wx, wy] = toWorld(scene.cam, sx, sy);
        p.node.fx = wx;
        p.node.fy = wy;
      } else scene.cam = { k: p.cam.k, x: p.cam.x + sx - p.startX, y: p.cam.y + sy - p.startY };
      requestFrame();
    },
    onPointerUp,
    onPointerCancel: onPointerUp,
    onDoubleClick(e) {
      const node = nodeAt(...local(e));
      if (node) callbacks.current.onOpen(node.id);
    },
    onKeyDown(e) {
      const { cam, width, height } = scene;
      let view = true;
      if (e.key === '+' || e.key === '=') scene.cam = zoomAt(cam, width / 2, height / 2, 1.25);
      else if (e.key === '-' || e.key === '_') scene.cam = zoomAt(cam, width / 2, height / 2, 0.8);
      else if (e.key === 'ArrowLeft') scene.cam = { ...cam, x: cam.x + PAN_STEP };
      else if (e.key === 'ArrowRight') scene.cam = { ...cam, x: cam.x - PAN_STEP };
      else if (e.key === 'ArrowUp') scene.cam = { ...cam, y: cam.y + PAN_STEP };
      else if (e.key === 'ArrowDown') scene.cam = { ...cam, y: cam.y - PAN_STEP };
      else if (e.key === '0') {
        scene.viewHeld = false;
        fitView(scene);
        view = false;
      } else {
        view = false;
        if (e.key === 'Enter' && scene.selected) callbacks.current.onOpen(scene.selected);
        else if (e.key === 'Escape') callbacks.current.onSelect(null);
        else if (e.key === 'f' || e.key === 'F') callbacks.current.onToggleFps();
        else return;
      }
      e.preventDefault();
      if (view) scene.viewHeld = true;
      requestFrame();
    },
  };
}
