// Pan and zoom: screen = world * k + (x, y). Pure functions so they are easy to test.
export interface Camera {
  x: number;
  y: number;
  k: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 8;

export function toWorld(c: Camera, sx: number, sy: number): [number, number] {
  return [(sx - c.x) / c.k, (sy - c.y) / c.k];
}

/** Zooms by `factor` keeping the screen point (sx, sy) fixed. */
export function zoomAt(c: Camera, sx: number, sy: number, factor: number): Camera {
  const k = Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, c.k * factor));
  const [wx, wy] = toWorld(c, sx, sy);
  return { k, x: sx - wx * k, y: sy - wy * k };
}

/** A camera that shows every point (a disc when it has a radius `r`) with a margin, centred. */
export function fitBounds(
  points: ReadonlyArray<{ x?: number; y?: number; r?: number }>,
  width: number,
  height: number,
  margin = 24,
  maxZoom = 2,
): Camera {
  if (points.length === 0 || width <= 0 || height <= 0) return { x: width / 2, y: height / 2, k: 1 };
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const p of points) {
    const x = p.x ?? 0,
      y = p.y ?? 0,
      r = p.r ?? 0;
    if (x - r < minX) minX = x - r;
    if (x + r > maxX) maxX = x + r;
    if (y - r < minY) minY = y - r;
    if (y + r > maxY) maxY = y + r;
  }
  const w = Math.max(1, maxX - minX),
    h = Math.max(1, maxY - minY);
  const k = Math.max(MIN_ZOOM, Math.min(maxZoom, Math.min((width - 2 * margin) / w, (height - 2 * margin) / h)));
  return { k, x: width / 2 - ((minX + maxX) / 2) * k, y: height / 2 - ((minY + maxY) / 2) * k };
}

/** Centres a world point on screen at the current zoom. */
export function centreOn(c: Camera, wx: number, wy: number, width: number, height: number): Camera {
  return { k: c.k, x: width / 2 - wx * c.k, y: height / 2 - wy * c.k };
}
