// Which sidebar data a change touches: from the worker's change keys and from file paths seen
// by the watchers on .act/ and .agent/patterns/ (edits by hand, by git, by another window).
import type { ChangeKey } from '../../protocol/worker';
import type { UpdateKey } from '../../protocol/webview';

const FROM_CHANGE: Record<ChangeKey, UpdateKey[]> = {
  observations: ['activity', 'status', 'health'],
  instincts: ['instincts'],
  skills: ['skills'],
  metrics: ['activity', 'health'],
  evolution: ['activity', 'status'],
  rejected: ['status', 'health'],
  threads: ['threads', 'health'],
  bridges: ['bridges', 'health'],
  rules: ['rules'],
  patterns: ['patterns', 'health'],
  jobs: ['health'],
  health: ['health'],
  feedback: ['activity'],
};

export function keysForChanges(keys: readonly string[]): UpdateKey[] {
  const out = new Set<UpdateKey>();
  for (const k of keys) for (const u of FROM_CHANGE[k as ChangeKey] ?? []) out.add(u);
  return [...out];
}

/** `rel` is relative to the workspace root, with forward slashes. */
export function keysForPath(rel: string): UpdateKey[] {
  const p = rel.replace(/\\/g, '/');
  if (p.startsWith('.agent/patterns/')) return ['patterns', 'health'];
  if (!p.startsWith('.act/')) return [];
  const name = p.slice(5);
  if (name.startsWith('instincts/')) return ['instincts'];
  if (name.startsWith('skills/')) return ['skills'];
  if (/^observations(-\d{4}-\d{2})?\.jsonl(\.gz)?$/.test(name)) return ['activity', 'status', 'health'];
  if (name === 'rejected.jsonl') return ['status', 'health'];
  if (name === 'metrics.json') return ['activity', 'health'];
  if (name === 'user_rules.json') return ['rules'];
  // store.sqlite and its temp files change on every export: derived data, already signalled.
  return [];
}
