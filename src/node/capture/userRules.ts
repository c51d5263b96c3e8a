// .act/user_rules.json (docs/seeds/003.md §4.4): the rules the user stated, shown and editable. A JSON
// file (not only the database) so it survives a lost store and can be edited by hand. A file
// that cannot be read is moved aside, never overwritten silently. Stated rules are candidates:
// a repeat (even in other words) raises the count and the confidence; the user approves or
// rejects them (src/core/capture/userRule.ts decides what is in force).
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { redact } from '../../core/redact';
import {
  restatedRule,
  ruleConfidence,
  sameRule,
  sameRuleAcrossLanguages,
  type UserRuleStatus,
} from '../../core/capture/userRule';
import { atomicWriteFile } from '../fsutil';
import type { UserRuleView } from '../../protocol/capture';

export type UserRule = UserRuleView;

export interface RuleInput {
  text: string;
  kind?: string;
  lang?: string;
  source?: string;
  session?: string;
  evidence?: string;
  at?: string;
  project?: string;
}

interface FileShape {
  version: 1;
  rules: UserRule[];
}

const MAX_RULES = 500;
const MAX_TEXT = 500;
const MAX_EVIDENCE = 5;
const STATUSES: readonly UserRuleStatus[] = ['candidate', 'approved', 'rejected'];

/** Hand-edited entries may miss fields: fill them instead of dropping the rule. */
function complete(r: Partial<UserRule> & { id: string; text: string }): UserRule {
  const kind = r.kind ?? 'manual';
  const source = r.source ?? 'manual';
  const count = typeof r.count === 'number' && r.count > 0 ? r.count : 1;
  // Before statuses existed every rule was in force: hand-written ones stay approved.
  const status: UserRuleStatus = STATUSES.includes(r.status as UserRuleStatus)
    ? (r.status as UserRuleStatus)
    : source === 'manual'
      ? 'approved'
      : 'candidate';
  return {
    createdAt: '',
    updatedAt: '',
    ...r,
    kind,
    source,
    enabled: r.enabled !== false,
    count,
    status,
    confidence: typeof r.confidence === 'number' ? r.confidence : ruleConfidence(kind, count),
    evidence: r.evidence,
  };
}

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
    return (rules as Array<Partial<UserRule> | null>)
      .filter(
        (r): r is Partial<UserRule> & { id: string; text: string } =>
          !!r && typeof r === 'object' && typeof r.id === 'string' && typeof r.text === 'string',
      )
      .map(complete);
  }

  private save(rules: UserRule[]) {
    atomicWriteFile(this.path, `${JSON.stringify({ version: 1, rules } satisfies FileShape, null, 2)}\n`);
  }

  /** Adds a rule, or counts it again when the same rule (in other words too) exists. */
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
      const evidence = input.evidence ? redact(input.evidence).slice(0, MAX_TEXT) : undefined;
      const sameProjectRules = rules.filter((r) => sameProject(r.project, input.project));
      const same = sameProjectRules.find((r) => sameRule(r.text, text)) ?? restatedRule(text, sameProjectRules);
      if (same) {
        const fresh = !(same.statements ?? []).some((s) => s.at === now && s.session === input.session);
        if (fresh) {
          same.count += 1;
          same.statements = [
            ...(same.statements ?? []),
            { at: now, ...(input.session ? { session: input.session } : {}), ...(evidence ? { evidence } : {}) },
          ].slice(-MAX_EVIDENCE);
          same.confidence = Math.max(same.confidence, ruleConfidence(strongestKind(same.kind, input.kind), same.count));
          if (now > same.updatedAt) same.updatedAt = now;
        }
        out.push({ rule: same, created: false });
        continue;
      }
      if (rules.length >= MAX_RULES) throw new Error(`too many rules (${MAX_RULES}); remove some first`);
      const kind = input.kind ?? 'manual';
      const source = input.source ?? 'manual';
      const rule: UserRule = {
        id: randomUUID().slice(0, 8),
        text,
        kind,
        source,
        ...(input.lang ? { lang: input.lang } : {}),
        ...(input.project ? { project: input.project } : {}),
        ...(input.session ? { session: input.session } : {}),
        ...(evidence ? { evidence } : {}),
        statements: [
          { at: now, ...(input.session ? { session: input.session } : {}), ...(evidence ? { evidence } : {}) },
        ],
        enabled: true,
        status: source === 'manual' ? 'approved' : 'candidate',
        confidence: ruleConfidence(kind, 1),
        createdAt: now,
        updatedAt: now,
        count: 1,
      };
      rules.push(rule);
      out.push({ rule, created: true });
    }
    this.save(rules);
    return out;
  }

  edit(id: string, patch: { text?: string; enabled?: boolean; status?: UserRuleStatus }): UserRule {
    const rules = this.list();
    const r = rules.find((x) => x.id === id);
    if (!r) throw new Error(`no rule with id ${id}`);
    if (patch.text !== undefined) {
      const text = redact(patch.text.trim()).slice(0, MAX_TEXT);
      if (!text) throw new Error('a rule needs some text');
      r.text = text;
    }
    if (patch.enabled !== undefined) r.enabled = !!patch.enabled;
    if (patch.status !== undefined) {
      if (!STATUSES.includes(patch.status)) throw new Error(`status must be one of ${STATUSES.join(', ')}`);
      r.status = patch.status;
    }
    r.updatedAt = new Date().toISOString();
    this.save(rules);
    return r;
  }

  /** Records English glosses (written by the language model) for rules stated in another language. */
  setGlosses(glosses: ReadonlyMap<string, string>): number {
    if (!glosses.size) return 0;
    const rules = this.list();
    let n = 0;
    for (const r of rules) {
      const g = glosses.get(r.id);
      if (g && r.gloss !== g) {
        r.gloss = redact(g).slice(0, MAX_TEXT);
        n++;
      }
    }
    if (n) this.save(mergedAcrossLanguages(rules));
    return n;
  }

  /** Rules in another language than English that have no gloss yet (and are not rejected). */
  needingGloss(): UserRule[] {
    return this.list().filter((r) => r.lang && r.lang !== 'en' && !r.gloss && r.status !== 'rejected');
  }

  remove(id: string): boolean {
    const rules = this.list();
    const kept = rules.filter((r) => r.id !== id);
    if (kept.length === rules.length) return false;
    this.save(kept);
    return true;
  }
}

/**
 * Once glossed, a rule stated in two languages is one rule: the later statement is counted on the
 * earlier one, as a restatement in the same language is. The user's decisions are kept: an
 * approved and a rejected rule stay apart; otherwise a decision carries over to the merged rule.
 */
function mergedAcrossLanguages(rules: UserRule[]): UserRule[] {
  const out: UserRule[] = [];
  for (const r of [...rules].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    const same = out.find(
      (o) =>
        sameProject(o.project, r.project) &&
        !(o.status !== r.status && o.status !== 'candidate' && r.status !== 'candidate') &&
        sameRuleAcrossLanguages(o, r),
    );
    if (!same) {
      out.push(r);
      continue;
    }
    same.count += r.count;
    same.statements = [...(same.statements ?? []), ...(r.statements ?? [])].slice(-MAX_EVIDENCE);
    same.confidence = Math.max(
      same.confidence,
      r.confidence,
      ruleConfidence(strongestKind(same.kind, r.kind), same.count),
    );
    if (same.status === 'candidate') same.status = r.status;
    if (r.updatedAt > same.updatedAt) same.updatedAt = r.updatedAt;
  }
  return rules.filter((r) => out.includes(r));
}

/** Rules of separate projects never merge; a rule without a project (typed by hand) matches any. */
const sameProject = (a: string | undefined, b: string | undefined) => !a || !b || a === b;

/** A rule restated with a surer marker ("remember that …") keeps the surer kind's base. */
function strongestKind(a: string, b: string | undefined): string {
  return b && ruleConfidence(b, 1) > ruleConfidence(a, 1) ? b : a;
}
