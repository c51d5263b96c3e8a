// The learned section given to assistants: user rules first (the user said them), then skill
// rules (most confident first), then reviewed patterns, then the GuardCode reminders. Each rule
// appears once: exact and near-duplicates (same words, or lexical similarity >= 0.85) are
// dropped, keeping the higher-priority one. A token budget bounds the section; what does not
// fit is counted and pointed to. Deterministic: same input, same bytes (no timestamps).
import { LexicalEmbedder } from '../lexicalEmbedder';
import { dot } from '../embedder';
import { fold } from '../../text/normalize';
import { guardcodeReminders } from './guardcode';
import type { InstructionInput } from './types';

export const NEAR_DUPLICATE = 0.85;

interface Line {
  section: 'rules' | 'skills' | 'patterns';
  text: string;
  /** Text used for duplicate detection. */
  key: string;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const tokens = (s: string) => Math.ceil(s.length / 4);

/** The learned instructions as Markdown lines (no markers), or [] when nothing is learned. */
export function renderLearnedSection(input: InstructionInput): string[] {
  const lex = new LexicalEmbedder();
  const kept: Array<{ line: Line; vec: Float32Array; norm: string }> = [];
  const candidates: Line[] = [
    ...input.userRules.map((r) => ({ section: 'rules' as const, text: oneLine(r.text), key: r.text })),
    ...[...input.skills]
      .flatMap((s) => s.rules.map((r) => ({ s, r })))
      .sort((a, b) => b.r.confidence - a.r.confidence || a.s.id.localeCompare(b.s.id) || a.r.id.localeCompare(b.r.id))
      .map(({ s, r }) => ({
        section: 'skills' as const,
        text: `${oneLine(r.text)} _(${s.title}, ${r.confidence.toFixed(2)})_`,
        key: r.text,
      })),
    ...[...input.patterns]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((p) => ({
        section: 'patterns' as const,
        text: p.gist ? `**${oneLine(p.title)}** — ${oneLine(p.gist)}` : `**${oneLine(p.title)}**`,
        key: `${p.title}. ${p.gist}`,
      })),
  ].filter((l) => l.key.trim());

  const reminders = guardcodeReminders(input.guardcode);
  // Markers, the note on what wrote the section and how to turn it off, the heading.
  const overhead = 110 + reminders.reduce((n, r) => n + tokens(r) + 2, 0);
  let budget = input.budgetTokens - overhead;
  let omitted = 0;
  for (const line of candidates) {
    const norm = fold(line.key)
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const vec = lex.embedOne(line.key);
    if (kept.some((k) => k.norm === norm || dot(k.vec, vec) >= NEAR_DUPLICATE)) continue;
    const cost = tokens(line.text) + 2;
    if (cost > budget) {
      omitted++;
      continue;
    }
    budget -= cost;
    kept.push({ line, vec, norm });
  }
  if (!kept.length && !omitted && !reminders.length) return [];

  const out: string[] = ['## What ACT learned in this project', ''];
  const part = (section: Line['section'], heading: string) => {
    const lines = kept.filter((k) => k.line.section === section);
    if (!lines.length) return;
    out.push(`### ${heading}`, '', ...lines.map((k) => `- ${k.line.text}`), '');
  };
  part('rules', 'Rules the user set');
  part('skills', 'Established practices (skills)');
  part('patterns', 'Reviewed patterns');
  if (omitted)
    out.push(
      `_${omitted} more learned item(s) did not fit the size budget; see .act/skills, .agent/patterns/active and .act/user_rules.json._`,
      '',
    );
  if (reminders.length) out.push('### Working agreements (GuardCode)', '', ...reminders.map((r) => `- ${r}`), '');
  return out;
}
