// A list whose items can be walked with the arrow keys (plus Home/End); Tab still reaches each
// item's own buttons. Items are the descendants marked with `data-nav-item`.
import type { KeyboardEvent, ReactNode } from 'react';

export function NavList({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    const target = e.target as HTMLElement;
    // Let text inputs keep their own arrow keys.
    if (target.closest('input, textarea, vscode-textfield, vscode-textarea')) return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[data-nav-item]'));
    if (items.length === 0) return;
    const current = items.findIndex((el) => el === target || el.contains(target));
    let next: number;
    if (e.key === 'ArrowDown') next = Math.min(items.length - 1, current + 1);
    else if (e.key === 'ArrowUp') next = Math.max(0, current - 1);
    else if (e.key === 'Home') next = 0;
    else next = items.length - 1;
    e.preventDefault();
    items[next]?.focus();
  };
  return (
    <ul className={`nav-list${className ? ` ${className}` : ''}`} aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </ul>
  );
}
