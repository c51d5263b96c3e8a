// A small YAML front-matter reader/writer for the documents ACT writes. It understands what we
// write (scalars, quoted strings, inline and block lists, one level of string maps) and keeps
// every other key exactly as a person wrote it, in its place, when the document is updated.

export type FmScalar = string | number | boolean | null;
export type FmValue = FmScalar | string[] | Record<string, string>;

export interface FrontMatter {
  /** Keys in file order with their raw lines (kept verbatim for keys we do not update). */
  entries: Array<{ key: string; raw: string[] }>;
  values: Map<string, FmValue>;
}

export interface ParsedDocument {
  frontMatter: FrontMatter | null;
  body: string;
  /** Why the front matter could not be read, if it could not (the body is then the whole text). */
  error?: string;
}

const FENCE = /^---\s*$/;
const KEY = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)\s*:(?:\s+(.*)|\s*)$/;

function unquote(s: string): string {
  const t = s.trim();
  if (t.startsWith('"') && t.endsWith('"') && t.length >= 2) {
    try {
      return JSON.parse(t) as string;
    } catch {
      return t.slice(1, -1);
    }
  }
  if (t.startsWith("'") && t.endsWith("'") && t.length >= 2) return t.slice(1, -1).replace(/''/g, "'");
  return t;
}

function splitInline(inner: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | null = null;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (quote) {
      cur += c;
      if (c === '\\' && quote === '"' && i + 1 < inner.length) cur += inner[++i];
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
      cur += c;
    } else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  if (cur.trim() !== '') out.push(cur);
  return out.map(unquote).filter((x) => x !== '');
}

function parseScalar(raw: string): FmValue {
  const t = raw.replace(/\s+#.*$/, '').trim();
  if (t.startsWith('[') && t.endsWith(']')) return splitInline(t.slice(1, -1));
  if (t.startsWith('"') || t.startsWith("'")) return unquote(raw.trim());
  if (t === '' || t === '~' || t === 'null') return null;
  if (t === 'true' || t === 'false') return t === 'true';
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  return t;
}

/** Splits a Markdown document into front matter (if any) and body. Never throws. */
export function parseDocument(text: string): ParsedDocument {
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const lines = src.split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { frontMatter: null, body: src };
  const end = lines.findIndex((l, i) => i > 0 && FENCE.test(l));
  if (end < 0) return { frontMatter: null, body: src, error: 'front matter is not closed by ---' };
  const entries: FrontMatter['entries'] = [];
  const values = new Map<string, FmValue>();
  for (let i = 1; i < end; i++) {
    const line = lines[i];
    if (line.trim() === '' || line.trimStart().startsWith('#')) {
      if (entries.length) entries[entries.length - 1].raw.push(line);
      continue;
    }
    const m = KEY.exec(line);
    if (!m) {
      if (entries.length) entries[entries.length - 1].raw.push(line);
      continue;
    }
    const key = m[1];
    const raw = [line];
    const rest = m[2] ?? '';
    // Indented lines that follow belong to this key (block list, map or block scalar).
    while (i + 1 < end && (/^\s+\S/.test(lines[i + 1]) || lines[i + 1].trim() === '')) raw.push(lines[++i]);
    while (raw.length > 1 && raw[raw.length - 1].trim() === '') raw.pop();
    let value: FmValue;
    const nested = raw.slice(1).filter((l) => l.trim() !== '');
    if (rest.trim() === '' && nested.length && nested.every((l) => /^\s+-\s?/.test(l))) value = nested.map((l) => unquote(l.replace(/^\s+-\s?/, '')));
    else if (rest.trim() === '' && nested.length && nested.every((l) => KEY.test(l.trim()))) {
      const map: Record<string, string> = {};
      for (const l of nested) {
        const mm = KEY.exec(l.trim())!;
        const v = parseScalar(mm[2] ?? '');
        map[mm[1]] = v === null ? '' : Array.isArray(v) ? v.join(', ') : String(v);
      }
      value = map;
    } else if (/^[|>][+-]?$/.test(rest.trim())) value = nested.map((l) => l.trim()).join(rest.trim().startsWith('|') ? '\n' : ' ');
    else value = parseScalar(rest);
    entries.push({ key, raw });
    values.set(key, value);
  }
  const body = lines.slice(end + 1).join('\n');
  return { frontMatter: { entries, values }, body };
}

const PLAIN = /^[A-Za-z0-9À-ÿ_./+][A-Za-z0-9À-ÿ _./+@()-]*$/;

/** YAML text of a scalar: plain when unambiguous, JSON-quoted otherwise (valid YAML too). */
export function renderScalar(v: FmScalar): string {
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const needsQuotes = !PLAIN.test(v) || v !== v.trim() || /^(true|false|null|~|-?\d+(\.\d+)?)$/i.test(v) || v.includes(' #') || v.includes(': ');
  return needsQuotes ? JSON.stringify(v) : v;
}

export function renderEntry(key: string, value: FmValue): string[] {
  if (Array.isArray(value)) return [`${key}: [${value.map((x) => (/[,[\]{}]/.test(x) ? JSON.stringify(x) : renderScalar(x))).join(', ')}]`];
  if (value !== null && typeof value === 'object') return [`${key}:`, ...Object.entries(value).map(([k, v]) => `  ${k}: ${renderScalar(v)}`)];
  return [`${key}: ${renderScalar(value)}`];
}

/**
 * Front matter text: `updates` replace their keys in place (undefined removes nothing, null
 * writes null), keys a person added stay verbatim, new keys are appended in the given order.
 */
export function renderFrontMatter(updates: Array<[string, FmValue]>, previous?: FrontMatter | null): string {
  const lines: string[] = ['---'];
  const pending = new Map(updates);
  for (const e of previous?.entries ?? []) {
    if (pending.has(e.key)) {
      lines.push(...renderEntry(e.key, pending.get(e.key)!));
      pending.delete(e.key);
    } else lines.push(...e.raw);
  }
  for (const [key, value] of updates) if (pending.has(key)) lines.push(...renderEntry(key, value));
  lines.push('---');
  return lines.join('\n');
}

/** Typed readers that tolerate a person's edits (a number written as a string, a lone item). */
export const fm = {
  str(v: FmValue | undefined, dflt = ''): string {
    return v === null || v === undefined ? dflt : Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? dflt : String(v);
  },
  num(v: FmValue | undefined, dflt: number): number {
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
    return Number.isFinite(n) ? n : dflt;
  },
  list(v: FmValue | undefined): string[] {
    if (Array.isArray(v)) return v;
    if (typeof v === 'string' && v.trim()) return v.split(/[,\s]+/).filter(Boolean);
    return [];
  },
  map(v: FmValue | undefined): Record<string, string> {
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : {};
  },
};
