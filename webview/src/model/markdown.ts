// Markdown from pattern, instinct and skill files is untrusted. Two layers: marked renders raw
// HTML as escaped text and only safe links, then DOMPurify, with an allow-list, drops any element
// or attribute it does not know. No script, no style, no event handler, no remote image survives.
// HTML comments are dropped, as any Markdown viewer does: ACT's own files fence their
// generated regions with them (`<!-- act:summary:start -->`).
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
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

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'input',
];
/** Elements removed with their content (DOMPurify's own list has script, style, iframe, svg, math, template, noscript). */
const DROP_WITH_CONTENT = ['object', 'embed', 'link', 'meta', 'base', 'form'];
/** Attributes allowed per element; DOMPurify's global list is their union. */
const ALLOWED_ATTRS: Record<string, ReadonlySet<string>> = {
  A: new Set(['href', 'title', 'data-source']),
  CODE: new Set(['class']),
  SPAN: new Set(['class']),
  TH: new Set(['align']),
  TD: new Set(['align']),
  OL: new Set(['start']),
  INPUT: new Set(['type', 'checked', 'disabled']),
};
const SAFE_CLASS = /^(language-[\w-]+|md-image)$/;

function attributeAllowed(tag: string, name: string, value: string): boolean {
  if (!ALLOWED_ATTRS[tag]?.has(name)) return false;
  if (name === 'href') return EXTERNAL.test(value) || value === '#';
  if (name === 'class') return SAFE_CLASS.test(value);
  return true;
}

let purifier: DOMPurify | undefined;
let purifierWindow: WindowLike | undefined;

/**
 * The DOM DOMPurify parses in: the page's own window unless one is given here. Component tests run
 * in happy-dom, which DOMPurify does not support (its NodeIterator does not follow removals), and
 * give it a jsdom window instead.
 */
export function useSanitizerWindow(w: WindowLike): void {
  purifierWindow = w;
  purifier = undefined;
}

/** DOMPurify with ACT's per-element rules, made on first use. */
function sanitizer(): DOMPurify {
  if (purifier) return purifier;
  const p = createDOMPurify(purifierWindow ?? (window as unknown as WindowLike));
  // Fail closed: without a usable DOM, DOMPurify would hand the input back unsanitised.
  if (!p.isSupported) throw new Error('HTML sanitiser unavailable: no DOM');
  p.addHook('uponSanitizeAttribute', (node, data) => {
    if (!attributeAllowed(node.tagName.toUpperCase(), data.attrName, data.attrValue)) data.keepAttr = false;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'INPUT') return;
    // A task-list checkbox, shown and never editable; any other input goes.
    if (node.getAttribute('type') === 'checkbox') node.setAttribute('disabled', '');
    else node.remove();
  });
  purifier = p;
  return p;
}

/** Allow-list sanitising by DOMPurify: unknown elements keep their text, dangerous ones vanish whole. */
export function sanitizeHtml(html: string): string {
  return sanitizer().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRS).flatMap((s) => [...s]))],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ADD_FORBID_CONTENTS: DROP_WITH_CONTENT,
  });
}

const MAX_MARKDOWN_CHARS = 200_000;

export function renderMarkdown(text: string): string {
  const src = text.length > MAX_MARKDOWN_CHARS ? `${text.slice(0, MAX_MARKDOWN_CHARS)}\n\n…(truncated)` : text;
  return sanitizeHtml(md.parse(src) as string);
}
