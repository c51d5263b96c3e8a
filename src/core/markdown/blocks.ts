// Generated regions inside a Markdown body, fenced by HTML comments that render invisibly:
// ACT rewrites what is between the markers and never touches anything outside them.

const start = (name: string) => `<!-- act:${name}:start -->`;
const end = (name: string) => `<!-- act:${name}:end -->`;

function find(body: string, name: string): { from: number; to: number } | null {
  const s = body.indexOf(start(name));
  if (s < 0) return null;
  const e = body.indexOf(end(name), s);
  if (e < 0) return null;
  return { from: s, to: e + end(name).length };
}

/** The text between a block's markers, or null when the block is absent (or was broken). */
export function readBlock(body: string, name: string): string | null {
  const r = find(body, name);
  if (!r) return null;
  return body
    .slice(r.from + start(name).length, r.to - end(name).length)
    .replace(/^\n/, '')
    .replace(/\n$/, '');
}

export function renderBlock(name: string, content: string): string {
  return `${start(name)}\n${content}\n${end(name)}`;
}

/** Replaces a block in place, or adds it (with an optional heading) at the end of the body. */
export function upsertBlock(body: string, name: string, content: string, headingIfNew?: string): string {
  const r = find(body, name);
  if (r) return body.slice(0, r.from) + renderBlock(name, content) + body.slice(r.to);
  const trimmed = body.replace(/\s+$/, '');
  const parts = [trimmed, headingIfNew, renderBlock(name, content)].filter((p): p is string => !!p);
  return parts.join('\n\n') + '\n';
}

/** The body with every generated block removed: what a person wrote. */
export function withoutBlocks(body: string): string {
  return body.replace(/<!-- act:([a-z-]+):start -->[\s\S]*?<!-- act:\1:end -->/g, '');
}
