// docs/seeds/000.md §5.3: "Contradiction détectée: -0.3". A new observation or user message that contradicts
// an instinct or a skill rule in force lowers that document's confidence. The heuristics are
// the evolve engine's (src/core/evolve/contradiction.ts), so evolution and memory agree on
// what a contradiction is.
import type { ObservationType } from '../observation';
import { findContradiction, stanceOf, type Stance } from '../evolve/contradiction';
import type { DocRef } from '../evolve/learned';

export const CONTRADICTION_DELTA = -0.3;

export interface LearnedRule {
  ref: DocRef;
  text: string;
  confidence: number;
}

export interface ContradictionHit {
  rule: LearnedRule;
  detail: string;
}

/** Rules the text contradicts. Stances of rules are cached by text (rules change rarely). */
export class ContradictionChecker {
  private stances = new Map<string, Stance>();

  constructor(private rules: LearnedRule[] = []) {}

  setRules(rules: LearnedRule[]): void {
    this.rules = rules;
    this.stances = new Map();
  }

  get size(): number {
    return this.rules.length;
  }

  check(text: string, type?: ObservationType): ContradictionHit[] {
    const s = stanceOf(text, type);
    const hits: ContradictionHit[] = [];
    for (const rule of this.rules) {
      let rs = this.stances.get(rule.text);
      if (!rs) this.stances.set(rule.text, (rs = stanceOf(rule.text)));
      const c = findContradiction(s, rs);
      if (c) hits.push({ rule, detail: `${c.kind}: ${c.detail}` });
    }
    return hits;
  }
}
