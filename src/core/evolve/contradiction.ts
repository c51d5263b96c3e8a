// Contradiction heuristics, reusable on any pair of short texts (observations, user rules,
// learned rules): opposite naming styles for the same scope, opposite choices ("A instead of B"
// vs "B instead of A"), opposite polarity on the same subject (always/never, toujours/jamais,
// negation), and success vs error on the very same subject.
import type { ObservationType } from '../observation';
import { analyze } from '../text/analyze';
import { choiceOf } from '../text/choice';
import { META_STEMS, NAMING_SCOPES, NAMING_STYLE_SET, NEGATIONS } from '../text/lexicon';

export interface NamingStance {
  style: string;
  /** Canonical scope ("variables", "files"…) or "*" when the text names none. */
  scope: string;
  prefer: boolean;
}

export interface Stance {
  /** Subject terms (stems/concepts) without boilerplate or naming styles. */
  subject: string[];
  /** +1: the lesson is to do it; -1: not to do it (errors flip what they describe). */
  polarity: 1 | -1;
  /** Has an explicit directive or negation (always, never, toujours, sans, don't…). */
  explicit: boolean;
  judgement: 'success' | 'error' | 'neutral';
  prefer: string[];
  reject: string[];
  naming: NamingStance[];
}

export interface Contradiction {
  kind: 'naming' | 'choice' | 'polarity' | 'outcome';
  detail: string;
}

function namingStances(tokens: readonly string[], reject: ReadonlySet<string>): NamingStance[] {
  const out: NamingStance[] = [];
  const scopes: Array<[number, string]> = [];
  tokens.forEach((t, i) => {
    const s = NAMING_SCOPES.get(t);
    if (s) scopes.push([i, s]);
  });
  tokens.forEach((t, i) => {
    if (!NAMING_STYLE_SET.has(t)) return;
    // The nearest scope word names what the style applies to ("camelCase for variables").
    let scope = '*';
    let best = Infinity;
    for (const [j, s] of scopes)
      if (Math.abs(j - i) < best) {
        best = Math.abs(j - i);
        scope = s;
      }
    // A negation shortly before the style rejects it ("pas de snake_case", "never use snake_case").
    const negated = tokens.slice(Math.max(0, i - 4), i).some((x) => NEGATIONS.has(x));
    out.push({ style: t, scope, prefer: !negated && !reject.has(t) });
  });
  return out;
}

// Most texts prefer, reject and name no style: one shared (frozen) empty list, not three each.
const NONE = Object.freeze([]) as unknown as never[];
const orNone = <T>(xs: T[]): T[] => (xs.length ? xs : NONE);

/** The stance of one text; `type` lets errors flip their lesson (an error says what not to do). */
export function stanceOf(text: string, type?: ObservationType): Stance {
  const a = analyze(text);
  const choice = choiceOf(text);
  const textSign = a.negations % 2 === 1 ? -1 : 1;
  const judgement = type === 'success' ? 'success' : type === 'error' ? 'error' : 'neutral';
  const polarity = (judgement === 'error' ? -textSign : textSign) as 1 | -1;
  return {
    subject: a.terms.filter((t) => !META_STEMS.has(t) && !NAMING_STYLE_SET.has(t)),
    polarity,
    explicit: a.directive || a.negations > 0,
    judgement,
    prefer: orNone(choice.prefer),
    reject: orNone(choice.reject),
    naming: orNone(namingStances(a.tokens, new Set(choice.reject))),
  };
}

/** The majority stance of a group (what it says), with its keywords as subject. */
export function mergeStances(stances: readonly Stance[], keywords?: readonly string[]): Stance {
  const votes = new Map<string, number>();
  let pol = 0;
  let explicit = 0;
  const judgements = new Set<string>();
  const prefer = new Map<string, number>();
  for (const s of stances) {
    pol += s.polarity;
    if (s.explicit) explicit++;
    judgements.add(s.judgement);
    for (const n of s.naming)
      votes.set(`${n.scope}\u0000${n.style}`, (votes.get(`${n.scope}\u0000${n.style}`) ?? 0) + (n.prefer ? 1 : -1));
    for (const t of s.prefer) prefer.set(t, (prefer.get(t) ?? 0) + 1);
    for (const t of s.reject) prefer.set(t, (prefer.get(t) ?? 0) - 1);
  }
  // Per scope, the most voted preferred style wins; rejected styles with net votes stay rejected.
  const byScope = new Map<string, NamingStance>();
  const rejected: NamingStance[] = [];
  for (const [key, n] of votes) {
    const [scope, style] = key.split('\u0000');
    if (n > 0) {
      const cur = byScope.get(scope);
      if (!cur || n > (votes.get(`${scope}\u0000${cur.style}`) ?? 0))
        byScope.set(scope, { style, scope, prefer: true });
    } else if (n < 0) rejected.push({ style, scope, prefer: false });
  }
  const subject = keywords
    ? keywords.filter((t) => !META_STEMS.has(t) && !NAMING_STYLE_SET.has(t))
    : [...new Set(stances.flatMap((s) => s.subject))];
  return {
    subject,
    polarity: pol < 0 ? -1 : 1,
    // A group is explicit when most of it is, not because one member said "sans".
    explicit: explicit * 2 >= stances.length && explicit > 0,
    judgement: judgements.size === 1 ? (judgements.values().next().value as Stance['judgement']) : 'neutral',
    prefer: [...prefer].filter(([, n]) => n > 0).map(([t]) => t),
    reject: [...prefer].filter(([, n]) => n < 0).map(([t]) => t),
    naming: [...byScope.values(), ...rejected],
  };
}

function overlap(a: readonly string[], b: readonly string[]): { shared: number; coefficient: number; jaccard: number } {
  if (!a.length || !b.length) return { shared: 0, coefficient: 0, jaccard: 0 };
  const sb = new Set(b);
  let shared = 0;
  for (const x of new Set(a)) if (sb.has(x)) shared++;
  const sa = new Set(a).size;
  return { shared, coefficient: shared / Math.min(sa, sb.size), jaccard: shared / (sa + sb.size - shared) };
}

/** Why `a` and `b` contradict each other, or null when they do not. */
export function findContradiction(a: Stance, b: Stance): Contradiction | null {
  for (const x of a.naming)
    for (const y of b.naming) {
      if (x.scope !== y.scope && x.scope !== '*' && y.scope !== '*') continue;
      if (x.prefer && y.prefer && x.style !== y.style) return { kind: 'naming', detail: `${x.style} vs ${y.style}` };
      if (x.style === y.style && x.prefer !== y.prefer)
        return { kind: 'naming', detail: `${x.style} preferred and rejected` };
    }
  // A few words each: looked up in place (this runs for thousands of pairs per Evolve).
  for (const t of a.prefer) if (b.reject.includes(t)) return { kind: 'choice', detail: `${t} preferred and rejected` };
  for (const t of a.reject) if (b.prefer.includes(t)) return { kind: 'choice', detail: `${t} rejected and preferred` };
  if (a.polarity === b.polarity) return null;
  const o = overlap(a.subject, b.subject);
  // One shared word is enough only between two one-subject texts ("Prefer tabs" / "Never tabs").
  const enough = o.shared >= 2 || (o.shared === 1 && o.jaccard >= 0.5);
  if (enough && o.coefficient >= 0.75 && (a.explicit || b.explicit))
    return { kind: 'polarity', detail: 'opposite directives on the same subject' };
  if (
    o.shared >= 2 &&
    o.jaccard >= 0.8 &&
    a.judgement !== b.judgement &&
    a.judgement !== 'neutral' &&
    b.judgement !== 'neutral'
  )
    return { kind: 'outcome', detail: 'judged a success and an error' };
  return null;
}

/** Convenience for any two texts (observations, user rules, learned rules). */
export function contradicts(
  a: { text: string; type?: ObservationType },
  b: { text: string; type?: ObservationType },
): Contradiction | null {
  return findContradiction(stanceOf(a.text, a.type), stanceOf(b.text, b.type));
}
