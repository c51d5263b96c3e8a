// User feedback on a learned document (sidebar confirm / contradict, or any explicit feedback):
// the confidence moves by `delta` and the move is remembered as an adjustment that later
// evolutions keep. An instinct that reaches the skill threshold is promoted to a skill rule; a
// rule that falls below it is kept but marked as not applied automatically. Pure: returns files.
import { atLeast, clamp01, levelOf, round2, type ConfidenceLevel } from '../scoring';
import { removeRuleLine } from './skillFile';
import { ruleId } from './ids';
import { emptyRuleEvidence, LearnedState, newRule, type ExistingLearned, type Tombstone } from './learned';
import { ruleFromTitle } from './naming';
import { renderLearnedFiles, instinctPath, skillEvidencePath, skillPath } from './render';
import type { FileOp } from './planTypes';

export interface AdjustOutcome {
  kind: 'instinct' | 'skill';
  id: string;
  previous: number;
  confidence: number;
  level: ConfidenceLevel;
  reason: string;
  /** Set when an instinct crossed the threshold and became a skill rule. */
  promotedTo?: { skill: string; ruleId: string; rule: string };
  /** For skills: 'weak' when a rule fell below the threshold (kept, not applied automatically). */
  status?: 'active' | 'weak';
  files: FileOp[];
}

export interface AdjustInput {
  existing: ExistingLearned;
  kind: 'instinct' | 'skill';
  /** Instinct slug; skill name, or "skill#ruleId" for one rule. */
  id: string;
  delta: number;
  reason: string;
  now: Date;
  skillThreshold: number;
}

export function planAdjustment(input: AdjustInput): AdjustOutcome {
  const { kind, id, delta, now, skillThreshold: threshold } = input;
  if (!Number.isFinite(delta)) throw new Error('delta must be a finite number');
  const nowIso = now.toISOString();
  const state = new LearnedState(input.existing);
  if (kind === 'instinct') {
    const doc = state.instincts.get(id);
    if (!doc) throw new Error(`no instinct "${id}"`);
    const c = round2(clamp01(doc.confidence + delta));
    const adjustment = round2(doc.adjustment + delta);
    const out: AdjustOutcome = {
      kind,
      id,
      previous: doc.confidence,
      confidence: c,
      level: levelOf(c),
      reason: input.reason,
      files: [],
    };
    if (atLeast(c, threshold)) {
      const text = doc.titleEdited ? doc.title : (doc.rule ?? ruleFromTitle(doc.title, doc.language));
      const target = state.chooseSkill(doc.keywords.map((term, k) => ({ term, weight: doc.keywords.length - k })));
      const rid = ruleId(target.id, text);
      if (!state.skills.get(target.id)?.suppressed.includes(rid)) {
        if (!state.skills.has(target.id)) state.createSkill(target.id, target.topic, doc.language, nowIso);
        const existing = state.skills.get(target.id)!.rules.find((r) => r.id === rid);
        const rule = newRule(
          rid,
          existing?.text ?? text,
          Math.max(c, existing?.confidence ?? 0),
          doc.observations,
          threshold,
          nowIso,
          doc.id,
        );
        state.setRule(
          target.id,
          rule,
          {
            keywords: doc.keywords,
            evidence: doc.evidence,
            items: doc.evidenceItems,
            adjustment,
            contradictions: doc.contradictions,
            observations: doc.observations,
            created: doc.created,
            lastSeen: doc.lastSeen,
          },
          nowIso,
        );
        state.removeInstinct(doc.id, 'promoted');
        out.promotedTo = { skill: target.id, ruleId: rid, rule: rule.text };
        out.files = renderLearnedFiles(state);
        return out;
      }
    }
    state.setInstinct({ ...doc, confidence: c, level: levelOf(c), adjustment, updated: nowIso });
    out.files = renderLearnedFiles(state);
    return out;
  }
  const [name, only] = id.split('#', 2);
  const skill = state.skills.get(name);
  if (!skill) throw new Error(`no skill "${name}"`);
  const targets = skill.rules.filter((r) => !only || r.id === only);
  if (!targets.length)
    throw new Error(only ? `no rule "${only}" in skill "${name}"` : `skill "${name}" has no rule learned by ACT`);
  const previous = targets.reduce((s, r) => s + r.confidence, 0) / targets.length;
  let sum = 0;
  let weak = false;
  for (const r of targets) {
    const c = round2(clamp01(r.confidence + delta));
    const status = atLeast(c, threshold) ? 'active' : 'weak';
    weak ||= status === 'weak';
    sum += c;
    const ev = skill.evidence[r.id] ?? emptyRuleEvidence(nowIso);
    state.setRule(
      name,
      { ...r, confidence: c, level: levelOf(c), updated: nowIso, status },
      { ...ev, adjustment: round2(ev.adjustment + delta) },
      nowIso,
    );
  }
  const confidence = round2(sum / targets.length);
  return {
    kind,
    id,
    previous: round2(previous),
    confidence,
    level: levelOf(confidence),
    reason: input.reason,
    status: weak ? 'weak' : 'active',
    files: renderLearnedFiles(state),
  };
}

/** Files to delete or rewrite to forget a document, and the tombstone that keeps it forgotten. */
export function planDeletion(
  existing: ExistingLearned,
  kind: 'instinct' | 'skill',
  id: string,
  now: Date,
): { files: FileOp[]; tombstones: Tombstone[] } {
  const at = now.toISOString();
  if (kind === 'instinct') {
    const doc = existing.instincts.find((d) => d.id === id);
    if (!doc) throw new Error(`no instinct "${id}"`);
    return { files: [{ path: instinctPath(id) }], tombstones: [{ kind, id, evidence: doc.evidence, at }] };
  }
  const [name, only] = id.split('#', 2);
  const skill = existing.skills.find((s) => s.id === name);
  if (!skill) throw new Error(`no skill "${name}"`);
  if (only) {
    if (!skill.rules.some((r) => r.id === only)) throw new Error(`no rule "${only}" in skill "${name}"`);
    if (!skill.source) throw new Error(`skill "${name}" has no SKILL.md text to edit`);
    // The id stays in the skill's act-rules list, so the next evolution does not add it back.
    return {
      files: [{ path: skillPath(name), content: removeRuleLine(skill.source, only) }],
      tombstones: [{ kind, id, evidence: skill.evidence[only]?.evidence ?? [], at }],
    };
  }
  const evidence = Object.values(skill.evidence).flatMap((e) => e.evidence);
  return {
    files: [{ path: skillPath(name) }, { path: skillEvidencePath(name) }],
    tombstones: [{ kind, id: name, evidence, at }],
  };
}
