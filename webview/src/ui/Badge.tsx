import type { ReactNode } from 'react';
import VscodeBadge from '@vscode-elements/react-elements/dist/components/VscodeBadge.js';

export function Badge({ children, counter, label }: { children: ReactNode; counter?: boolean; label?: string }) {
  return (
    <VscodeBadge variant={counter ? 'counter' : 'default'} aria-label={label}>
      {children}
    </VscodeBadge>
  );
}

/** A small coloured tag (status, type, level); colours come from CSS classes on `tone`. */
export function Tag({ children, tone, title }: { children: ReactNode; tone?: string; title?: string }) {
  return (
    <span className={`tag${tone ? ` tag-${tone}` : ''}`} title={title}>
      {children}
    </span>
  );
}
