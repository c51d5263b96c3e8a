// Markdown from pattern, instinct and skill files is untrusted. Two layers: marked renders raw
// HTML as escaped text and only safe links, then an allow-list sanitiser drops any element or
// attribute it does not know. No script, no style, no event handler, no remote image survives.
// HTML comments are dropped, as any Markdown viewer does: ACT's own files fence their
// generated regions with them (`<!-- act:summary:start -->`).
import { Marked, type Tokens } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const HTML_COMMENT = /<!--[\s\S]*?-->/g;

/** Raw HTML of the source: comments vanish, anything else is shown as text. */
function htmlAsText(raw: string): string {
  const visible = raw.replace(HTML_COMMENT, '');
  return visible.trim() === '' ? '' : escapeHtml(visible);
}

const EXTERNAL = /^(https?:|mailto:)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Relative links point into the workspace; the webview asks the host to open them. */
export function isWorkspaceLink(href: string): boolean {
  return href !== '' && !SCHEME.test(href) && !href.startsWith('//') && !href.startsWith('#');
}

const md = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return htmlAsText(text);
    },
    image({ href, text }: Tokens.Image) {
      return `<span class="md-image">[${escapeHtml(text || 'image')}: ${escapeHtml(href)}]</span>`;
    },
    link(this: { parser: { parseInline(t: Tokens.Link['tokens']): string } }, { href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      const t = title ? ` title="${escapeHtml(title)}"` : '';
      if (EXTERNAL.test(href)) return `<a href="${escapeHtml(href)}"${t}>${inner}</a>`;
      if (isWorkspaceLink(href)) return `<a href="#" data-source="${escapeHtml(href)}"${t}>${inner}</a>`;
      return inner;
    },
  },
});

const ALLOWED_TAGS = new Set(['P', 'BR', 'HR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'STRONG', 'EM', 'DEL', 'CODE', 'PRE', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'A', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'SPAN', 'INPUT']);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'SVG', 'MATH', 'NOSCRIPT', 'LINK', 'META', 'BASE', 'FORM']);
const ALLOWED_ATTRS: Record<string, Set<string>> = {
  A: new Set(['href', 'title', 'data-source']),
  CODE: new Set(['class']),
  SPAN: new Set(['class']),
  TH: new Set(['align']),
  TD: new Set(['align']),
  OL: new Set(['start']),
  INPUT: new Set(['type', 'checked', 'disabled']),
};

function clean(node: Element): void {
  for (const child of Array.from(node.children)) {
    const tag = child.tagName.toUpperCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      child.remove();
      continue;
    }
    if (!ALLOWED_TAGS.has(tag) || (tag === 'INPUT' && child.getAttribute('type') !== 'checkbox')) {
      // Keep the text, drop the element.
      clean(child);
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    const allowed = ALLOWED_ATTRS[tag];
    for (const attr of Array.from(child.attributes)) {
      const name = attr.name.toLowerCase();
      if (!allowed?.has(name)) child.removeAttribute(attr.name);
      else if (name === 'href' && !(EXTERNAL.test(attr.value) || attr.value === '#')) child.removeAttribute(attr.name);
      else if (name === 'class' && !/^(language-[\w-]+|md-image)$/.test(attr.value)) child.removeAttribute(attr.name);
    }
    if (tag === 'INPUT') child.setAttribute('disabled', '');
    clean(child);
  }
}

/** Allow-list sanitiser over a detached template (never attached, so nothing runs). */
export function sanitizeHtml(html: string): string {
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  const root = document.createElement('div');
  root.append(tpl.content);
  clean(root);
  return root.innerHTML;
}

const MAX_MARKDOWN_CHARS = 200_000;

export function renderMarkdown(text: string): string {
  const src = text.length > MAX_MARKDOWN_CHARS ? `${text.slice(0, MAX_MARKDOWN_CHARS)}\n\n…(truncated)` : text;
  return sanitizeHtml(md.parse(src) as string);
}
