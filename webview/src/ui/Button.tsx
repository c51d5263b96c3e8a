// Buttons from @vscode-elements behind our own props, so swapping the library touches only ui/.
import type { ReactNode } from 'react';
import VscodeButton from '@vscode-elements/react-elements/dist/components/VscodeButton.js';
import VscodeToolbarButton from '@vscode-elements/react-elements/dist/components/VscodeToolbarButton.js';

export interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  secondary?: boolean;
  /** Codicon name without the `codicon-` prefix. */
  icon?: string;
  disabled?: boolean;
  /** Accessible name when the visible text is not enough. */
  label?: string;
  title?: string;
  className?: string;
}

export function Button({ children, onClick, secondary, icon, disabled, label, title, className }: ButtonProps) {
  return (
    <VscodeButton
      className={className}
      secondary={secondary}
      icon={icon}
      disabled={disabled}
      aria-label={label}
      title={title}
      onClick={disabled ? undefined : onClick}
    >
      {children}
    </VscodeButton>
  );
}

export interface IconButtonProps {
  icon: string;
  /** Required: an icon-only button needs an accessible name (also shown as tooltip). */
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  className?: string;
}

export function IconButton({ icon, label, onClick, disabled, className }: IconButtonProps) {
  // vscode-toolbar-button has no disabled state: aria-disabled plus a dimmed class, no handler.
  return (
    <VscodeToolbarButton
      className={`${className ?? ''}${disabled ? ' is-disabled' : ''}`}
      icon={icon}
      label={label}
      title={label}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    />
  );
}
