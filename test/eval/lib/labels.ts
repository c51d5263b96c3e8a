// The hand labels (README.md): per message, and the reference rules with the terms that tell
// whether a rule ACT produced is that rule.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LABELS, type Half } from '../data';
import { fold } from '../../../src/core/text/normalize';

export interface MessageLabel {
  id: string;
  repo: string;
  feedback: 'win' | 'loss' | 'neutral';
  correction: boolean;
  rules: string[];
  note?: string;
}

export interface ReferenceRule {
  ref: string;
  repo: string;
  lang: string;
  gloss: string;
  terms: string[][];
  /** false: inferred from several reactions, not stated in one message. */
  stated?: boolean;
}

export function loadMessageLabels(half: Half): MessageLabel[] | null {
  const file = join(LABELS, `messages-${half}.jsonl`);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as MessageLabel);
}

export function loadReferenceRules(half: Half): ReferenceRule[] {
  const file = join(LABELS, `rules-${half}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReferenceRule[]) : [];
}

/** A produced rule text is the reference rule when every term group has one alternative in it. */
export function matchesRule(text: string, ref: Pick<ReferenceRule, 'terms'>): boolean {
  const t = fold(text);
  return ref.terms.length > 0 && ref.terms.every((group) => group.some((alt) => t.includes(fold(alt))));
}
