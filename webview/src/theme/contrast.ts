// Contrast of theme colours against the graph's background (WCAG 2, via colord). Some themes'
// chart colours are too faint on their own background (orange or yellow on white), so the graph
// moves such a colour toward the theme's foreground until it stands out (3:1, the WCAG minimum
// for graphics), keeping as much of its hue as it can.
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';

extend([a11yPlugin, mixPlugin]);

/** The WCAG contrast ratio of a colour painted on a background, or null when one cannot be read. */
export function contrastRatio(colour: string, background: string): number | null {
  const c = colord(colour),
    bg = colord(background).alpha(1);
  return c.isValid() && bg.isValid() ? overOpaque(c, bg).contrast(bg) : null;
}

/**
 * `colour` when it reaches `min` contrast on `background`; otherwise the first mix toward
 * `toward` (the theme's foreground) that does. Unreadable inputs come back unchanged.
 */
export function ensureContrast(colour: string, background: string, toward: string, min = 3): string {
  const bg = colord(background).alpha(1),
    fg = colord(toward).alpha(1);
  const raw = colord(colour);
  if (!raw.isValid() || !bg.isValid() || !fg.isValid()) return colour;
  // Thin lines and small swatches need the hue at full strength: a translucent theme colour is used opaque.
  const c = raw.alpha(1);
  if (c.contrast(bg) >= min) return raw.alpha() < 1 ? c.toHex() : colour;
  for (let step = 1; step <= 10; step++) {
    const mixed = c.mix(fg, step / 10);
    if (mixed.contrast(bg) >= min) return mixed.toHex();
  }
  return fg.toHex();
}

/** A translucent colour as it looks painted on `bg` (themes give some chart colours an alpha). */
function overOpaque(c: Colord, bg: Colord): Colord {
  const a = c.alpha();
  if (a >= 1) return c;
  const fg = c.toRgb(),
    under = bg.toRgb();
  return colord({ r: fg.r * a + under.r * (1 - a), g: fg.g * a + under.g * (1 - a), b: fg.b * a + under.b * (1 - a) });
}
