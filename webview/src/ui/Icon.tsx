// Codicons as spans (the font is loaded by the page, see the host's HTML).
export function Icon({ name, label, className }: { name: string; label?: string; className?: string }) {
  return (
    <span
      className={`codicon codicon-${name}${className ? ` ${className}` : ''}`}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}
