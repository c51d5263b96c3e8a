// Frame statistics of the graph canvas: how many frames were drawn and what each cost, so the
// benchmark (and a curious developer, in the view's footer) can read frames per second.
export interface FrameStats {
  frames: number;
  workMs: number;
  /** Of which layout ticks. */
  tickMs: number;
  lastWorkMs: number;
  maxWorkMs: number;
}

export const graphStats: FrameStats = { frames: 0, workMs: 0, tickMs: 0, lastWorkMs: 0, maxWorkMs: 0 };

export function recordFrame(ms: number, tickMs = 0): void {
  graphStats.frames++;
  graphStats.workMs += ms;
  graphStats.tickMs += tickMs;
  graphStats.lastWorkMs = ms;
  if (ms > graphStats.maxWorkMs) graphStats.maxWorkMs = ms;
}

export function resetStats(): void {
  graphStats.frames = 0;
  graphStats.workMs = 0;
  graphStats.tickMs = 0;
  graphStats.lastWorkMs = 0;
  graphStats.maxWorkMs = 0;
}
