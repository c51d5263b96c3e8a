// The interactive bridges graph on a <canvas>: drag nodes, pan the background, wheel or +/- to
// zoom, click selects, double-click (or Enter) opens. One frame = at most one layout tick and
// one draw, and frames stop when nothing moves. Press F on the canvas to show frames per second.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { centreOn, fitBounds, toWorld, zoomAt, type Camera } from './camera';
import { drawGraph } from './draw';
import { hitTest, neighbourhood, type GNode, type GraphData } from './model';
import { readPalette, type Palette } from './palette';
import { createSimulation, warmUp, type Sim } from './simulation';
import { graphStats, recordFrame } from './stats';

export interface GraphCanvasProps {
  graph: GraphData;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onOpen: (id: string) => void;
  label: string;
  height?: number;
  /** Imperative access for tools (the fps benchmark, e2e tests): where a node is on screen. */
  handleRef?: { current: GraphHandle | null };
}

export interface GraphHandle {
  screenOf(id: string): [number, number] | null;
  /** True while the layout is still moving. */
  warm(): boolean;
}

interface Pointer {
  id: number;
  node: GNode | null;
  startX: number;
  startY: number;
  cam: Camera;
  moved: boolean;
}

export function GraphCanvas({ graph, selected, onSelect, onOpen, label, height = 320, handleRef }: GraphCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const st = useRef({
    cam: { x: 0, y: 0, k: 1 } as Camera,
    width: 0,
    height,
    dpr: 1,
    sim: null as Sim | null,
    palette: null as Palette | null,
    hovered: null as string | null,
    selected,
    pointer: null as Pointer | null,
    userMovedCamera: false,
    raf: 0,
    graph,
  });
  const [fps, setFps] = useState<number | null>(null);
  const props = useRef({ onSelect, onOpen });
  props.current = { onSelect, onOpen };
  if (handleRef)
    handleRef.current = {
      screenOf: (id) => {
        const s = st.current;
        const n = s.graph.byId.get(id);
        const r = canvasRef.current?.getBoundingClientRect();
        return n && r ? [r.left + (n.x ?? 0) * s.cam.k + s.cam.x, r.top + (n.y ?? 0) * s.cam.k + s.cam.y] : null;
      },
      warm: () => !!st.current.sim && st.current.sim.alpha() > st.current.sim.alphaMin(),
    };

  const schedule = () => {
    const s = st.current;
    if (s.raf || typeof requestAnimationFrame === 'undefined') return;
    s.raf = requestAnimationFrame(frame);
  };

  function frame() {
    const s = st.current;
    s.raf = 0;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !s.sim) return;
    const t0 = performance.now();
    const warm = s.sim.alpha() > s.sim.alphaMin() || s.pointer?.node != null;
    if (warm) s.sim.tick();
    const t1 = performance.now();
    s.palette ??= readPalette();
    drawGraph(ctx, s.graph, s.cam, s.width, s.height, s.dpr, s.palette, { selected: s.selected, hovered: s.hovered, highlight: neighbourhood(s.graph, s.selected ?? s.hovered) });
    recordFrame(performance.now() - t0, t1 - t0);
    if (warm) schedule();
  }

  // New data: new simulation; keep positions; fit the camera until the user moves it.
  useEffect(() => {
    const s = st.current;
    s.graph = graph;
    s.sim?.stop();
    const fresh = graph.nodes.some((n) => n.x === undefined);
    s.sim = createSimulation(graph);
    s.sim.alpha(fresh ? 1 : 0.3);
    warmUp(s.sim, fresh ? 60 : 10);
    if (!s.userMovedCamera) s.cam = fitBounds(graph.nodes, s.width, s.height);
    schedule();
    return () => {
      s.sim?.stop();
    };
  }, [graph]);

  useEffect(() => {
    const s = st.current;
    s.selected = selected;
    const n = selected ? s.graph.byId.get(selected) : undefined;
    if (n && s.pointer === null) {
      const sx = (n.x ?? 0) * s.cam.k + s.cam.x, sy = (n.y ?? 0) * s.cam.k + s.cam.y;
      if (sx < 20 || sy < 20 || sx > s.width - 20 || sy > s.height - 20) s.cam = centreOn(s.cam, n.x ?? 0, n.y ?? 0, s.width, s.height);
    }
    schedule();
  }, [selected]);

  // Size, device pixel ratio, theme changes and the non-passive wheel listener.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const s = st.current;
    const resize = () => {
      const rect = canvas.getBoundingClientRect();
      s.width = Math.max(1, rect.width);
      s.height = Math.max(1, rect.height || height);
      s.dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(s.width * s.dpr);
      canvas.height = Math.round(s.height * s.dpr);
      if (!s.userMovedCamera) s.cam = fitBounds(s.graph.nodes, s.width, s.height);
      schedule();
    };
    resize();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(resize) : null;
    ro?.observe(canvas);
    const mo = new MutationObserver(() => {
      s.palette = readPalette();
      schedule();
    });
    mo.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = canvas.getBoundingClientRect();
      s.cam = zoomAt(s.cam, e.clientX - r.left, e.clientY - r.top, Math.exp(-e.deltaY * 0.0015));
      s.userMovedCamera = true;
      schedule();
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      ro?.disconnect();
      mo.disconnect();
      canvas.removeEventListener('wheel', onWheel);
      if (s.raf) cancelAnimationFrame(s.raf);
      s.raf = 0;
    };
  }, []);

  // Frames per second readout (F key), sampled from the shared frame counter.
  useEffect(() => {
    if (fps === null) return;
    let last = { frames: graphStats.frames, t: performance.now() };
    const timer = setInterval(() => {
      const now = performance.now();
      setFps(Math.round(((graphStats.frames - last.frames) * 1000) / (now - last.t)));
      last = { frames: graphStats.frames, t: now };
    }, 1000);
    return () => clearInterval(timer);
  }, [fps === null]);

  const local = (e: { clientX: number; clientY: number }): [number, number] => {
    const r = canvasRef.current!.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const s = st.current;
    const [sx, sy] = local(e);
    const [wx, wy] = toWorld(s.cam, sx, sy);
    const node = hitTest(s.graph.nodes, wx, wy, 4 / s.cam.k);
    s.pointer = { id: e.pointerId, node, startX: sx, startY: sy, cam: s.cam, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (node && s.sim) {
      node.fx = node.x;
      node.fy = node.y;
      s.sim.alphaTarget(0.3);
      if (s.sim.alpha() < 0.3) s.sim.alpha(0.3);
      schedule();
    }
  };

  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const s = st.current;
    const [sx, sy] = local(e);
    const p = s.pointer;
    if (p && p.id === e.pointerId) {
      if (Math.abs(sx - p.startX) + Math.abs(sy - p.startY) > 3) p.moved = true;
      if (p.node) {
        const [wx, wy] = toWorld(s.cam, sx, sy);
        p.node.fx = wx;
        p.node.fy = wy;
      } else if (p.moved) {
        s.cam = { k: p.cam.k, x: p.cam.x + sx - p.startX, y: p.cam.y + sy - p.startY };
        s.userMovedCamera = true;
      }
      schedule();
      return;
    }
    const [wx, wy] = toWorld(s.cam, sx, sy);
    const hit = hitTest(s.graph.nodes, wx, wy, 4 / s.cam.k);
    const id = hit?.id ?? null;
    if (id !== s.hovered) {
      s.hovered = id;
      if (canvasRef.current) canvasRef.current.style.cursor = id ? 'pointer' : 'grab';
      schedule();
    }
  };

  const onPointerUp = (e: PointerEvent<HTMLCanvasElement>) => {
    const s = st.current;
    const p = s.pointer;
    if (!p || p.id !== e.pointerId) return;
    s.pointer = null;
    if (p.node) {
      p.node.fx = null;
      p.node.fy = null;
      s.sim?.alphaTarget(0);
    }
    if (!p.moved) props.current.onSelect(p.node?.id ?? null);
    schedule();
  };

  const onDoubleClick = (e: MouseEvent<HTMLCanvasElement>) => {
    const s = st.current;
    const [wx, wy] = toWorld(s.cam, ...local(e));
    const node = hitTest(s.graph.nodes, wx, wy, 4 / s.cam.k);
    if (node) props.current.onOpen(node.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const s = st.current;
    const step = 40;
    let handled = true;
    if (e.key === '+' || e.key === '=') s.cam = zoomAt(s.cam, s.width / 2, s.height / 2, 1.25);
    else if (e.key === '-' || e.key === '_') s.cam = zoomAt(s.cam, s.width / 2, s.height / 2, 0.8);
    else if (e.key === '0') s.cam = fitBounds(s.graph.nodes, s.width, s.height);
    else if (e.key === 'ArrowLeft') s.cam = { ...s.cam, x: s.cam.x + step };
    else if (e.key === 'ArrowRight') s.cam = { ...s.cam, x: s.cam.x - step };
    else if (e.key === 'ArrowUp') s.cam = { ...s.cam, y: s.cam.y + step };
    else if (e.key === 'ArrowDown') s.cam = { ...s.cam, y: s.cam.y - step };
    else if (e.key === 'Enter' && s.selected) props.current.onOpen(s.selected);
    else if (e.key === 'Escape') props.current.onSelect(null);
    else if (e.key === 'f' || e.key === 'F') setFps((v) => (v === null ? 0 : null));
    else handled = false;
    if (handled) {
      e.preventDefault();
      if (e.key !== '0') s.userMovedCamera = true;
      schedule();
    }
  };

  return (
    <div className="graph-canvas-wrap">
      <canvas
        ref={canvasRef}
        className="graph-canvas"
        style={{ height }}
        tabIndex={0}
        role="img"
        aria-label={label}
        aria-describedby="graph-help"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={onDoubleClick}
        onKeyDown={onKeyDown}
      />
      {fps !== null ? (
        <span className="graph-fps" aria-live="off">
          {fps} fps
        </span>
      ) : null}
      <p id="graph-help" className="sr-only">
        Drag to pan, wheel or plus and minus to zoom, 0 to fit, arrows to pan. Use the thread list below to move between threads with the keyboard.
      </p>
    </div>
  );
}
