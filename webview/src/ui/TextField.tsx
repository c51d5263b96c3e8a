import { useEffect, useRef } from 'react';
import VscodeTextfield from '@vscode-elements/react-elements/dist/components/VscodeTextfield.js';
import VscodeTextarea from '@vscode-elements/react-elements/dist/components/VscodeTextarea.js';
import type { VscodeTextfield as VscodeTextfieldElement } from '@vscode-elements/elements/dist/vscode-textfield/vscode-textfield.js';
import type { VscodeTextarea as VscodeTextareaElement } from '@vscode-elements/elements/dist/vscode-textarea/vscode-textarea.js';

interface FieldProps {
  value: string;
  onValue: (value: string) => void;
  label: string;
  placeholder?: string;
  maxLength?: number;
  onEnter?: () => void;
  onEscape?: () => void;
  autoFocus?: boolean;
  className?: string;
}

function useAutoFocus<T extends HTMLElement>(on: boolean | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (on) ref.current?.focus();
  }, [on]);
  return ref;
}

function readValue(e: Event): string {
  const v = (e.target as { value?: unknown } | null)?.value;
  return typeof v === 'string' ? v : '';
}

export function TextField({
  value,
  onValue,
  label,
  placeholder,
  maxLength,
  onEnter,
  onEscape,
  autoFocus,
  className,
}: FieldProps) {
  const ref = useAutoFocus<InstanceType<typeof VscodeTextfieldElement>>(autoFocus);
  return (
    <VscodeTextfield
      className={className}
      value={value}
      placeholder={placeholder}
      aria-label={label}
      maxLength={maxLength}
      ref={ref}
      onInput={(e: Event) => onValue(readValue(e))}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onEnter) onEnter();
        if (e.key === 'Escape' && onEscape) onEscape();
      }}
    />
  );
}

export function TextArea({
  value,
  onValue,
  label,
  placeholder,
  maxLength,
  onEscape,
  autoFocus,
  className,
}: FieldProps) {
  const ref = useAutoFocus<InstanceType<typeof VscodeTextareaElement>>(autoFocus);
  return (
    <VscodeTextarea
      className={className}
      value={value}
      placeholder={placeholder}
      aria-label={label}
      maxLength={maxLength}
      ref={ref}
      rows={2}
      onInput={(e: Event) => onValue(readValue(e))}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onEscape) onEscape();
      }}
    />
  );
}
