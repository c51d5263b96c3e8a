// .act/user_rules.json (seed 003 §4.4): the rules the user stated, shown and editable. A JSON
// file (not only the database) so it survives a lost store and can be edited by hand. A file
// that cannot be read is moved aside, never overwritten silently.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { redact } from '../../core/redact';
import { atomicWriteFile } from '../fsutil';
import type { UserRuleView } from '../../protocol/capture';

export type UserRule = UserRuleView;

export interface RuleInput {
  text: string;
  kind?: string;
  source?: string;
  session?: string;
  evidence?: string;
  at?: string;
}

interface FileShape {
  version: 1;
  rules: UserRule[];
}

const norm = (t: string) => t.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const MAX_RULES = 500;
const MAX_TEXT = 500;

export class UserRulesStore {
  problems: string[] = [];

  constructor(readonly path: string) {}

  list(): UserRule[] {
    if (!existsSync(this.path)) return [];
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(this.path, 'utf8'));
    } catch (e) {
      const aside = `${this.path}.corrupt-${Date.now()}`;
      try {
        renameSync(this.path, aside);
      } catch {}
      this.problems.push(`${this.path} was not valid JSON (${(e as Error).message}); moved to ${aside}`);
      return [];
    }
    const rules = (raw as Partial<FileShape>)?.rules;
    if (!Array.isArray(rules)) return [];
    // Hand-edited entries may miss fields: fill them instead of dropping the rule.
    return (rules as Array<Partial<UserRule> | null>)
      .filter((r): r is Partial<UserRule> & { id: string; text: string } => !!r && typeof r === 'object' && typeof r.id === 'string' && typeof r.text === 'string')
      .map((r) => ({ kind: 'manual', source: 'manual', createdAt: '', updatedAt: '', ...r, enabled: r.enabled !== false, count: typeof r.count === 'number' ? r.count : 1 }));
  }

  private save(rules: UserRule[]) {
    atomicWriteFile(this.path, `${JSON.stringify({ version: 1, rules } satisfies FileShape, null, 2)}\n`);
  }

  /** Adds a rule, or counts it again when the same rule (ignoring case/punctuation) exists. */
  add(input: RuleInput): { rule: UserRule; created: boolean } {
    return this.addMany([input])[0]!;
  }

  /** Adds several rules with one write (a transcript import can state many). */
  addMany(inputs: RuleInput[]): Array<{ rule: UserRule; created: boolean }> {
    if (!inputs.length) return [];
    const rules = this.list();
    const out: Array<{ rule: UserRule; created: boolean }> = [];
    for (const input of inputs) {
      const text = redact(String(input.text ?? '').trim()).slice(0, MAX_TEXT);
      if (!text) throw new Error('a rule needs some text');
      const now = input.at ?? new Date().toISOString();
      const same = rules.find((r) => norm(r.text) === norm(text));
      if (same) {
        same.count += 1;
        if (now > same.updatedAt) same.updatedAt = now;
        out.push({ rule: same, created: false });
        continue;
      }
      if (rules.length >= MAX_RULES) throw new Error(`too many rules (${MAX_RULES}); remove some first`);
      const rule: UserRule = { id: randomUUID().slice(0, 8), text, kind: input.kind ?? 'manual', source: input.source ?? 'manual', ...(input.session ? { session: input.session } : {}), ...(input.evidence ? { evidence: redact(input.evidence).slice(0, MAX_TEXT) } : {}), enabled: true, createdAt: now, updatedAt: now, count: 1 };
      rules.push(rule);
      out.push({ rule, created: true });
    }
    this.save(rules);
    return out;
  }

  edit(id: string, patch: { text?: string; enabled?: boolean }): UserRule {
    const rules = this.list();
    const r = rules.find((x) => x.id === id);
    if (!r) throw new Error(`no rule with id ${id}`);
    if (patch.text !== undefined) {
      const text = redact(patch.text.trim()).slice(0, MAX_TEXT);
      if (!text) throw new Error('a rule needs some text');
      r.text = text;
    }
    if (patch.enabled !== undefined) r.enabled = !!patch.enabled;
    r.updatedAt = new Date().toISOString();
    this.save(rules);
    return r;
  }

  remove(id: string): boolean {
    const rules = this.list();
    const kept = rules.filter((r) => r.id !== id);
    if (kept.length === rules.length) return false;
    this.save(kept);
    return true;
  }
}
