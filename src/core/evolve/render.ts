// Files an evolution writes: changed instincts and skills rendered over their previous text (so
// human edits survive), removed instincts deleted, and each changed skill's evidence sidecar.
import { renderInstinct } from './instinctFile';
import { renderSkill } from './skillFile';
import type { LearnedState } from './learned';
import type { FileOp } from './planTypes';
import type { RuleEvidence, SkillDoc } from './types';

export const SKILL_FILE = 'SKILL.md';
export const EVIDENCE_FILE = 'act-evidence.json';

export const instinctPath = (id: string) => `instincts/${id}.md`;
export const skillPath = (id: string) => `skills/${id}/${SKILL_FILE}`;
export const skillEvidencePath = (id: string) => `skills/${id}/${EVIDENCE_FILE}`;

/** Stable, readable JSON of a skill's rule evidence (rules in id order). */
export function renderSkillEvidence(skill: SkillDoc): string {
  const rules: Record<string, RuleEvidence> = {};
  for (const id of Object.keys(skill.evidence).sort()) {
    const e = skill.evidence[id];
    rules[id] = { ...e, evidence: e.evidence.slice(-200), contradictions: e.contradictions.slice(-50) };
  }
  return JSON.stringify({ version: 1, skill: skill.id, rules }, null, 2) + '\n';
}

export function renderLearnedFiles(state: LearnedState): FileOp[] {
  const files: FileOp[] = [];
  for (const id of [...state.changedInstincts].sort()) {
    if (state.removedInstincts.has(id)) continue;
    const doc = state.instincts.get(id);
    if (doc) files.push({ path: instinctPath(id), content: renderInstinct(doc, state.sources.get(`i:${id}`)) });
  }
  for (const [id] of [...state.removedInstincts].sort())
    if (state.sources.has(`i:${id}`)) files.push({ path: instinctPath(id) });
  for (const id of [...state.changedSkills].sort()) {
    const skill = state.skills.get(id)!;
    files.push({ path: skillPath(id), content: renderSkill(skill, state.sources.get(`s:${id}`)) });
    files.push({ path: skillEvidencePath(id), content: renderSkillEvidence(skill) });
  }
  return files;
}
