import VscodeProgressRing from '@vscode-elements/react-elements/dist/components/VscodeProgressRing.js';

export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <VscodeProgressRing aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
