// Reads .act/user_rules.json (written by capture, docs/seeds/003.md §4.4) tolerantly: an array of
// strings or of objects ({ id?, text | rule, status?, ... }), or { rules: [...] }. A rule the
// user rejected, deprecated, disabled or removed is returned with that status, so nothing of
// it reaches an assistant; a detected rule stays a candidate until approved or confident enough.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEFAULT_APPLY_AT, ruleInForce } from '../../core/capture/userRule';

export interface UserRuleEntry {
  id: string;
  text: string;
  /** active: in force (approved, or confident enough); candidate: waits for the user's review. */
  status: 'active' | 'candidate' | 'rejected' | 'deprecated';
  /** The user approved it (or wrote it into the file themselves); else a detected candidate. */
  approved: boolean;
  /** How sure ACT is that it is a standing rule (1 when approved). */
  confidence: number;
  at?: string;
}

const INACTIVE = new Set([
  'rejected',
  'deprecated',
  'disabled',
  'removed',
  'deleted',
  'inactive',
  'retired',
  'superseded',
]);

function statusOf(o: Record<string, unknown>, applyAt: number): UserRuleEntry['status'] {
  const s = typeof o.status === 'string' ? o.status.toLowerCase() : '';
  if (s === 'rejected' || o.rejected === true) return 'rejected';
  if (
    INACTIVE.has(s) ||
    o.deprecated === true ||
    o.active === false ||
    o.enabled === false ||
    o.removed === true ||
    o.deleted === true
  )
    return 'deprecated';
  if (s === 'candidate')
    return ruleInForce(
      { status: 'candidate', enabled: true, confidence: typeof o.confidence === 'number' ? o.confidence : 0 },
      applyAt,
    )
      ? 'active'
      : 'candidate';
  return 'active';
}

/** `applyAt`: the confidence from which a candidate rule is in force without approval (setting). */
export function readUserRules(path: string, applyAt = DEFAULT_APPLY_AT): { rules: UserRuleEntry[]; problem?: string } {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT'
      ? { rules: [] }
      : { rules: [], problem: (e as Error).message };
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (e) {
    return { rules: [], problem: `not valid JSON (${(e as Error).message}); its rules are ignored until it is fixed` };
  }
  const list = Array.isArray(data)
    ? data
    : Array.isArray((data as { rules?: unknown })?.rules)
      ? (data as { rules: unknown[] }).rules
      : undefined;
  if (!list) return { rules: [], problem: 'expected an array of rules or { "rules": [...] }' };
  const rules: UserRuleEntry[] = [];
  for (const entry of list) {
    const o: Record<string, unknown> =
      typeof entry === 'string'
        ? { text: entry }
        : typeof entry === 'object' && entry !== null
          ? (entry as Record<string, unknown>)
          : {};
    const text = typeof o.text === 'string' ? o.text : typeof o.rule === 'string' ? o.rule : '';
    if (!text.trim()) continue;
    const id =
      typeof o.id === 'string' && o.id
        ? o.id
        : createHash('sha256').update(text.trim().toLowerCase()).digest('hex').slice(0, 12);
    const at = [o.updatedAt, o.updated_at, o.createdAt, o.created_at, o.at].find(
      (x): x is string => typeof x === 'string',
    );
    const candidate = typeof o.status === 'string' && o.status.toLowerCase() === 'candidate';
    const confidence = candidate ? (typeof o.confidence === 'number' ? o.confidence : 0) : 1;
    rules.push({
      id,
      text: text.trim().slice(0, 500),
      status: statusOf(o, applyAt),
      approved: !candidate,
      confidence,
      at,
    });
  }
  return { rules };
}
