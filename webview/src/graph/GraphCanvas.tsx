// The interactive bridges graph on a <canvas>, put together from hooks that each own one
// concern: the force layout (useLayoutSimulation), the camera and canvas size
// (useFitCamera), pointer and keyboard (usePointerInteraction), the theme's colours
// (useThemePalette) and the frames that tick and draw (useFrameLoop). Press F on the canvas
// to show frames per second.
import { useEffect, useRef, useState } from 'react';
import type { GraphData } from './model';
import { graphStats } from './stats';
import { createScene, layoutRunning, screenOf } from './hooks/scene';
import { useFrameLoop } from './hooks/useFrameLoop';
import { useLayoutSimulation } from './hooks/useLayoutSimulation';
import { useFitCamera } from './hooks/useFitCamera';
import { usePointerInteraction, type GraphCallbacks } from './hooks/usePointerInteraction';
import { useThemePalette } from '../theme/useThemePalette';

export interface GraphCanvasProps {
  graph: GraphData;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onOpen: (id: string) => void;
  label: string;
  /** Keyboard help, read after the label by screen readers. */
  help: string;
  /** Fixed height in CSS pixels; by default the canvas is 4:3, between 240 and 420 px tall (styles.css). */
  height?: number;
  /** Imperative access for tools (the fps benchmark, e2e tests): where a node is on screen. */
  handleRef?: { current: GraphHandle | null };
}

/** Until the canvas is measured. */
const DEFAULT_HEIGHT = 320;

export interface GraphHandle {
  screenOf(id: string): [number, number] | null;
  /** True while the layout is still moving. */
  warm(): boolean;
}

export function GraphCanvas({ graph, selected, onSelect, onOpen, label, help, height, handleRef }: GraphCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const scene = useRef(createScene(graph, height ?? DEFAULT_HEIGHT, selected)).current;
  const [fps, setFps] = useState<number | null>(null);
  const callbacks = useRef<GraphCallbacks>({ onSelect, onOpen, onToggleFps: () => undefined });
  callbacks.current = { onSelect, onOpen, onToggleFps: () => setFps((v) => (v === null ? 0 : null)) };

  const requestFrame = useFrameLoop(canvasRef, scene);
  const palette = useThemePalette();
  useEffect(() => {
    scene.palette = palette;
    requestFrame();
  }, [palette, scene, requestFrame]);
  useLayoutSimulation(graph, scene, requestFrame);
  useFitCamera(canvasRef, scene, requestFrame, selected);
  const handlers = usePointerInteraction(canvasRef, scene, requestFrame, callbacks);
  useFpsReadout(fps !== null, setFps);

  if (handleRef)
    handleRef.current = {
      screenOf: (id) => {
        const n = scene.graph.byId.get(id);
        const r = canvasRef.current?.getBoundingClientRect();
        if (!n || !r) return null;
        const [x, y] = screenOf(scene, n);
        return [r.left + x, r.top + y];
      },
      warm: () => layoutRunning(scene),
    };

  return (
    <div className="graph-canvas-wrap">
      <canvas
        ref={canvasRef}
        className="graph-canvas"
        style={height ? { height } : undefined}
        tabIndex={0}
        role="img"
        aria-label={label}
        aria-describedby="graph-help"
        {...handlers}
      />
      {fps !== null ? (
        <span className="graph-fps" aria-live="off">
          {fps} fps
        </span>
      ) : null}
      <p id="graph-help" className="sr-only">
        {help}
      </p>
    </div>
  );
}

/** Frames per second, sampled once a second from the shared frame counter while shown. */
function useFpsReadout(shown: boolean, setFps: (fps: number) => void): void {
  useEffect(() => {
    if (!shown) return;
    let last = { frames: graphStats.frames, t: performance.now() };
    const timer = setInterval(() => {
      const now = performance.now();
      setFps(Math.round(((graphStats.frames - last.frames) * 1000) / (now - last.t)));
      last = { frames: graphStats.frames, t: now };
    }, 1000);
    return () => clearInterval(timer);
  }, [shown, setFps]);
}
