// The theme's colours for the graph, the charts and their legends, re-read when VS Code switches theme (it
// rewrites the variables on <html> and the body's class).
import { useEffect, useState } from 'react';
import { readPalette, type Palette } from './palette';

export function useThemePalette(): Palette {
  const [palette, setPalette] = useState(readPalette);
  useEffect(() => {
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(() => setPalette(readPalette()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return palette;
}
