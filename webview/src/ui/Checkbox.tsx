import type { ReactNode } from 'react';
import VscodeCheckbox from '@vscode-elements/react-elements/dist/components/VscodeCheckbox.js';

export function Checkbox({
  checked,
  onChange,
  children,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
  label?: string;
}) {
  return (
    <VscodeCheckbox
      checked={checked}
      aria-label={label}
      onChange={(e: Event) => onChange(Boolean((e.target as { checked?: boolean }).checked))}
    >
      {children}
    </VscodeCheckbox>
  );
}
