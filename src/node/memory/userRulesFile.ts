// Reads .act/user_rules.json (written by capture, seed 003 section 4.4) tolerantly: an array of
// strings or of objects ({ id?, text | rule, status?, ... }), or { rules: [...] }. A rule the
// user rejected, deprecated, disabled or removed is returned with that status, so nothing of
// it reaches an assistant.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface UserRuleEntry {
  id: string;
  text: string;
  status: 'active' | 'rejected' | 'deprecated';
  at?: string;
}

const INACTIVE = new Set(['rejected', 'deprecated', 'disabled', 'removed', 'deleted', 'inactive', 'retired', 'superseded']);

function statusOf(o: Record<string, unknown>): UserRuleEntry['status'] {
  const s = typeof o.status === 'string' ? o.status.toLowerCase() : '';
  if (s === 'rejected' || o.rejected === true) return 'rejected';
  if (INACTIVE.has(s) || o.deprecated === true || o.active === false || o.enabled === false || o.removed === true || o.deleted === true) return 'deprecated';
  return 'active';
}

export function readUserRules(path: string): { rules: UserRuleEntry[]; problem?: string } {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? { rules: [] } : { rules: [], problem: (e as Error).message };
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (e) {
    return { rules: [], problem: `not valid JSON (${(e as Error).message}); its rules are ignored until it is fixed` };
  }
  const list = Array.isArray(data) ? data : Array.isArray((data as { rules?: unknown })?.rules) ? (data as { rules: unknown[] }).rules : undefined;
  if (!list) return { rules: [], problem: 'expected an array of rules or { "rules": [...] }' };
  const rules: UserRuleEntry[] = [];
  for (const entry of list) {
    const o: Record<string, unknown> = typeof entry === 'string' ? { text: entry } : typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const text = typeof o.text === 'string' ? o.text : typeof o.rule === 'string' ? o.rule : '';
    if (!text.trim()) continue;
    const id = typeof o.id === 'string' && o.id ? o.id : createHash('sha256').update(text.trim().toLowerCase()).digest('hex').slice(0, 12);
    const at = [o.updatedAt, o.updated_at, o.createdAt, o.created_at, o.at].find((x): x is string => typeof x === 'string');
    rules.push({ id, text: text.trim().slice(0, 500), status: statusOf(o), at });
  }
  return { rules };
}
