// What a view shows when it has nothing yet: what this view is for and what to do next.
import type { ReactNode } from 'react';
import { Icon } from './Icon';

export function EmptyState({
  icon,
  title,
  children,
  actions,
}: {
  icon: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="empty" role="note" aria-label={title}>
      <Icon name={icon} className="empty-icon" />
      <p className="empty-title">{title}</p>
      {children ? <div className="empty-body">{children}</div> : null}
      {actions ? <div className="empty-actions">{actions}</div> : null}
    </div>
  );
}
