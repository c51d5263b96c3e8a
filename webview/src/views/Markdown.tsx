// Sanitised Markdown; workspace links open the file through the host.
import { useMemo, type MouseEvent } from 'react';
import { renderMarkdown } from '../model/markdown';
import { runAction, useApp } from '../state/appContext';

export function Markdown({ text, className }: { text: string; className?: string }) {
  const app = useApp();
  const html = useMemo(() => renderMarkdown(text), [text]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as HTMLElement).closest('a[data-source]');
    if (!a) return;
    e.preventDefault();
    const path = a.getAttribute('data-source') ?? '';
    void runAction(
      app,
      () => app.channel.request('openSource', { path: path.slice(0, 1024) }),
      (r) => r.message,
    );
  };
  return (
    <div
      className={`markdown${className ? ` ${className}` : ''}`}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
