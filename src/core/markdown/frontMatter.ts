// The one front-matter reader and writer of the project (instincts, skills, patterns, instruction
// files). Values are read by the `yaml` library; a block it cannot read whole (a person's typo)
// is read key by key, and a key whose value is not YAML keeps its text as a string. Writing keeps
// every key a person added exactly as they wrote it, in its place, and writes ACT's own keys in
// the subset it always wrote: plain or JSON-quoted scalars (valid YAML), inline lists, one level
// of string maps.
import { parseDocument as parseYaml, isMap } from 'yaml';

export type FmScalar = string | number | boolean | null;
/** What ACT writes; what it reads back may be any YAML value. */
export type FmValue = FmScalar | string[] | Record<string, string>;

export interface FrontMatter {
  /** Keys in file order with their raw lines (kept verbatim for keys we do not update); key '' is a comment. */
  entries: Array<{ key: string; raw: string[] }>;
}

export interface ParsedDocument {
  frontMatter: FrontMatter | null;
  /** The front matter's values by key (own properties only: a `__proto__` key is data, not a prototype). */
  data: Record<string, unknown>;
  body: string;
  /** Why the front matter could not be read, if it could not (the body is then the whole text). */
  error?: string;
}

const FENCE = /^---\s*$/;
const KEY = /^([A-Za-z0-9_][A-Za-z0-9_.-]*)\s*:(?:\s+(.*)|\s*)$/;

function setOwn(data: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(data, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * The block's lines grouped by top-level key: indented and blank lines belong to the key above; a
 * comment at the margin is an entry of its own, so it stays when the key above it is rewritten.
 */
function entriesOf(lines: string[]): FrontMatter['entries'] {
  const entries: FrontMatter['entries'] = [];
  for (const line of lines) {
    const key = KEY.exec(line)?.[1];
    if (key !== undefined) entries.push({ key, raw: [line] });
    else if (entries.length && !line.startsWith('#')) entries[entries.length - 1].raw.push(line);
    else entries.push({ key: '', raw: [line] });
  }
  for (const e of entries) while (e.raw.length > 1 && e.raw[e.raw.length - 1].trim() === '') e.raw.pop();
  return entries;
}

/** The mapping in `text`, or undefined when it is not one clean YAML mapping. */
function yamlMap(text: string): Record<string, unknown> | undefined {
  const doc = parseYaml(text);
  if (doc.errors.length || (doc.contents !== null && !isMap(doc.contents))) return undefined;
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries((doc.toJS() as Record<string, unknown> | null) ?? {})) setOwn(data, k, v);
  return data;
}

/** Lenient reading, one key at a time: a value that is not YAML is kept as the text written. */
function dataByEntry(entries: FrontMatter['entries']): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const { key, raw } of entries) {
    if (!key) continue;
    const one = yamlMap(raw.join('\n'));
    setOwn(data, key, one && key in one ? one[key] : (KEY.exec(raw[0])?.[2] ?? '').trim());
  }
  return data;
}

/** Splits a Markdown document into front matter (if any), its values and the body. Never throws. */
export function parseDocument(text: string): ParsedDocument {
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const lines = src.split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { frontMatter: null, data: {}, body: src };
  const end = lines.findIndex((l, i) => i > 0 && FENCE.test(l));
  if (end < 0) return { frontMatter: null, data: {}, body: src, error: 'front matter is not closed by a --- line' };
  const block = lines.slice(1, end);
  const entries = entriesOf(block);
  const data = yamlMap(block.join('\n')) ?? dataByEntry(entries);
  return { frontMatter: { entries }, data, body: lines.slice(end + 1).join('\n') };
}

const PLAIN = /^[A-Za-z0-9À-ÿ_./+][A-Za-z0-9À-ÿ _./+@()-]*$/;

/** YAML text of a scalar: plain when unambiguous, JSON-quoted otherwise (valid YAML too). */
export function renderScalar(v: FmScalar): string {
  if (v === null) return 'null';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  const needsQuotes =
    !PLAIN.test(v) ||
    v !== v.trim() ||
    /^(true|false|null|~|-?\d+(\.\d+)?)$/i.test(v) ||
    v.includes(' #') ||
    v.includes(': ');
  return needsQuotes ? JSON.stringify(v) : v;
}

/** `plain`: scalars plain where unambiguous (instincts, skills); `json`: every value as JSON (patterns, instruction files). */
export type FmStyle = 'plain' | 'json';

export function renderEntry(key: string, value: FmValue, style: FmStyle = 'plain'): string[] {
  if (style === 'json') return [`${key}: ${JSON.stringify(value)}`];
  if (Array.isArray(value))
    return [`${key}: [${value.map((x) => (/[,[\]{}]/.test(x) ? JSON.stringify(x) : renderScalar(x))).join(', ')}]`];
  if (value !== null && typeof value === 'object')
    return [`${key}:`, ...Object.entries(value).map(([k, v]) => `  ${k}: ${renderScalar(v)}`)];
  return [`${key}: ${renderScalar(value)}`];
}

/**
 * Front matter text: `updates` replace their keys in place (null writes null), keys a person
 * added stay verbatim, new keys are appended in the given order.
 */
export function renderFrontMatter(
  updates: Array<[string, FmValue]>,
  previous?: FrontMatter | null,
  style: FmStyle = 'plain',
): string {
  const lines: string[] = ['---'];
  const pending = new Map(updates);
  for (const e of previous?.entries ?? []) {
    if (e.key && pending.has(e.key)) {
      lines.push(...renderEntry(e.key, pending.get(e.key)!, style));
      pending.delete(e.key);
    } else lines.push(...e.raw);
  }
  for (const [key, value] of updates) if (pending.has(key)) lines.push(...renderEntry(key, value, style));
  lines.push('---');
  return lines.join('\n');
}

const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

/**
 * A pattern file: every value written as JSON, a blank line, the body. A key whose value is empty
 * is left out (removed if it was there). With `previous`, a person's comments and keys not in
 * `data` stay where they were.
 */
export function renderJsonDocument(data: Record<string, unknown>, body: string, previous?: FrontMatter | null): string {
  const entries = Object.entries(data);
  const removed = new Set(entries.filter(([, v]) => isEmpty(v)).map(([k]) => k));
  const kept = entries.filter(([, v]) => !isEmpty(v)) as Array<[string, FmValue]>;
  const before = previous ? { entries: previous.entries.filter((e) => !removed.has(e.key)) } : null;
  return `${renderFrontMatter(kept, before, 'json')}\n\n${body.replace(/^\s+/, '')}`;
}

function scalarText(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
}

/** Typed readers that tolerate a person's edits (a number written as a string, a lone item). */
export const fm = {
  str(v: unknown, dflt = ''): string {
    return v === null || v === undefined ? dflt : Array.isArray(v) ? v.map(String).join(', ') : (scalarText(v) ?? dflt);
  },
  /** A non-empty text, or undefined. */
  text(v: unknown): string | undefined {
    return scalarText(v) || undefined;
  },
  num(v: unknown, dflt: number): number {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
    return Number.isFinite(n) ? n : dflt;
  },
  list(v: unknown): string[] {
    if (Array.isArray(v)) return v.map(scalarText).filter((x): x is string => !!x);
    if (typeof v === 'string' && v.trim()) return v.split(/[,\s]+/).filter(Boolean);
    return [];
  },
  map(v: unknown): Record<string, string> {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return {};
    const out: Record<string, string> = {};
    // A nested map is more than ACT writes here: left out rather than flattened into a wrong value.
    for (const [k, x] of Object.entries(v))
      if (x === null || Array.isArray(x) || scalarText(x) !== undefined) setOwn(out, k, fm.str(x));
    return out;
  },
};
