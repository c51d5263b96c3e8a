// A rule the user stated, as a candidate that earns its place: its confidence grows each time
// the user states it again (in other words too: near-duplicates merge), it is in force once the
// user approves it or once its confidence reaches the level the settings allow, and a rejected
// rule stays out. Pure: the store (src/node/capture/userRules.ts) applies it to the file.
import { analyze } from '../text/analyze';
import { SAID_BEFORE } from './rules/markers';

export type UserRuleStatus = 'candidate' | 'approved' | 'rejected';

/** Confidence of a rule stated once, by how it was stated: explicit standing markers are surest. */
const BASE_BY_KIND: Record<string, number> = {
  manual: 0.9,
  explicit: 0.6,
  memory: 0.6,
  standing: 0.6,
  always: 0.5,
  never: 0.5,
  universal: 0.5,
  convention: 0.5,
  ticket: 0.45,
};
/** Each further statement adds this much (docs/seeds/000.md §5.3: +0.1 per repetition), up to CAP. */
export const REPEAT_BONUS = 0.1;
const CAP = 0.95;
/** docs/seeds/000.md §5.1: from 0.7 a learned rule is "applied automatically". */
export const DEFAULT_APPLY_AT = 0.7;

export function ruleConfidence(kind: string, count: number): number {
  const base = BASE_BY_KIND[kind] ?? 0.5;
  return Math.round(Math.min(CAP, base + REPEAT_BONUS * Math.max(0, count - 1)) * 100) / 100;
}

export interface RuleStanding {
  status: UserRuleStatus;
  enabled: boolean;
  confidence: number;
}

/** In force: what assistants are given. */
export function ruleInForce(r: RuleStanding, applyAt = DEFAULT_APPLY_AT): boolean {
  if (!r.enabled || r.status === 'rejected') return false;
  return r.status === 'approved' || r.confidence + 1e-9 >= applyAt;
}

function terms(text: string): Set<string> {
  return new Set(analyze(text).terms);
}

/**
 * Two statements of the same rule: most subject terms shared (the shorter one's terms nearly all
 * in the longer one), and the same stance (one says "never" where the other says "always": not the same).
 * The rule's first clause is compared too, so that the reasons given after it ("…, even in debug
 * builds", "…, it's in the requirements") do not keep one rule apart from itself.
 */
export function sameRule(a: string, b: string): boolean {
  if (overlaps(a, b, 2)) return true;
  const ha = firstClause(a);
  const hb = firstClause(b);
  return (ha !== a || hb !== b) && overlaps(ha, hb, 3);
}

/**
 * The earlier statement a restated rule repeats, among `earlier`: the one sharing most subject terms
 * (two at least) with the same stance. A restatement says less than the first statement did, so the
 * usual overlap is not asked of it.
 */
export function restatedRule<T extends { text: string }>(text: string, earlier: readonly T[]): T | undefined {
  if (!SAID_BEFORE.test(text)) return undefined;
  const mine = terms(text);
  let best: T | undefined;
  let most = 1;
  for (const r of earlier) {
    if (negative(r.text) !== negative(text)) continue;
    const shared = sharedCount(terms(r.text), mine);
    if (shared > most) [best, most] = [r, shared];
  }
  return best;
}

/** What a rule says, in English: its text, or the gloss a language model wrote for it. */
export interface RuleWording {
  text: string;
  lang?: string;
  gloss?: string;
}
const inEnglish = (r: RuleWording) => (!r.lang || r.lang === 'en' ? r.text : r.gloss);

/**
 * The same rule stated in two languages ("Ne pas modifier le schéma de la base", "No changes to
 * the database schema"): compared through their English wordings, once a gloss exists.
 */
export function sameRuleAcrossLanguages(a: RuleWording, b: RuleWording): boolean {
  if ((a.lang ?? 'en') === (b.lang ?? 'en')) return false;
  const ea = inEnglish(a);
  const eb = inEnglish(b);
  return !!ea && !!eb && sameRule(ea, eb);
}

function overlaps(a: string, b: string, minTerms: number): boolean {
  const ta = terms(a);
  const tb = terms(b);
  if (!ta.size || !tb.size) return false;
  const shared = sharedCount(ta, tb);
  const small = Math.min(ta.size, tb.size);
  const jaccard = shared / (ta.size + tb.size - shared);
  // "The docs/turnouts.md entry comes with the new turnout type" in "When you add a new turnout
  // type, write the entry in docs/turnouts.md": three quarters of a rule of four terms or more.
  const contained = small >= minTerms && shared / small >= (small >= 4 ? 0.75 : 0.8);
  if (!((jaccard >= 0.6 && small >= minTerms - 1) || contained)) return false;
  return negative(a) === negative(b) && !namesOtherThings(a, b, ta, tb);
}

function sharedCount(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n;
}

// A name as written in code: in backticks, or with a dot, slash, underscore, digit or inner capital.
const CODE_NAME = /`([^`]+)`|[\p{L}\p{N}]*(?:[./_]|\p{N}|\p{Ll}\p{Lu})[\p{L}\p{N}./_-]*/gu;

function codeTerms(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(CODE_NAME)) for (const t of analyze(m[1] ?? m[0]).terms) out.add(t);
  return out;
}

/**
 * "Run `pnpm typecheck` before committing" and "Run `pnpm lint` before committing": each names a
 * thing of code the other does not. Two rules, however alike the rest.
 */
function namesOtherThings(a: string, b: string, ta: Set<string>, tb: Set<string>): boolean {
  const own = (code: Set<string>, other: Set<string>) => [...code].some((t) => !other.has(t));
  return own(codeTerms(a), tb) && own(codeTerms(b), ta);
}

/** The rule up to its first comma, dash or semicolon: what to do, without why or how. */
const firstClause = (s: string) => s.split(/\s*(?:[,;]|\s[—–-]\s)\s*/u)[0]!.trim();

const NEGATIVE =
  /(?<![\p{L}])(?:never|don't|do not|not|no|nobody|no one|jamais|ne|pas|aucun|personne ne|никогда|не|нельзя|никто)(?![\p{L}])/iu;
const negative = (s: string) => NEGATIVE.test(s);
