// A translated sentence with elements inside it ("Run {command}, or …" with the command in
// <strong>): the words stay in the table, the markup stays in the component.
import { Fragment, type ReactNode } from 'react';

export function Rich({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((p, i) => (i % 2 === 1 ? <Fragment key={i}>{p in parts ? parts[p] : `{${p}}`}</Fragment> : p))}
    </>
  );
}
