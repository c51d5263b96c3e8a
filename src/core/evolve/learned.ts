// The learned documents during one evolution: what exists, what the run changes, and the
// lookups that tie a group to an existing instinct or skill rule (shared evidence first, then
// keywords), spot documents a group contradicts, and pick the skill a new rule belongs to.
import { redact } from '../redact';
import { clamp01, levelOf, round2 } from '../scoring';
import { analyze } from '../text/analyze';
import { mergeStances, stanceOf, type Stance } from './contradiction';
import type { EvidenceItem, InstinctDoc, RuleEvidence, SkillDoc, SkillRule } from './types';
import type { ObsRecord } from './groups';
import { GENERAL_TOPIC, TOPICS, topicOf, type Topic } from './topics';
import { skillConfidence } from './skillConfidence';

export interface Tombstone {
  kind: 'instinct' | 'skill';
  id: string;
  evidence: string[];
  at: string;
}

export interface ExistingLearned {
  instincts: InstinctDoc[];
  skills: SkillDoc[];
  /** Documents a person deleted: their evidence alone does not bring them back. */
  deleted?: Tombstone[];
}

export type DocRef = { kind: 'instinct'; id: string } | { kind: 'rule'; skill: string; id: string };

export const refKey = (r: DocRef) => (r.kind === 'instinct' ? `i:${r.id}` : `r:${r.skill}#${r.id}`);

const SHOWN_EVIDENCE = 10;

export function evidenceItem(r: ObsRecord): EvidenceItem {
  return {
    id: r.id,
    text: redact(r.o.observation),
    type: r.o.type,
    timestamp: r.o.timestamp,
    confidence: r.o.confidence,
  };
}

/** Old ids then new ones (oldest first), and the newest items to show. */
export function mergeEvidence(
  ids: readonly string[],
  items: readonly EvidenceItem[],
  recs: readonly ObsRecord[],
): { ids: string[]; items: EvidenceItem[]; added: number } {
  const seen = new Set(ids);
  const out = [...ids];
  let added = 0;
  const fresh: ObsRecord[] = [];
  for (const r of recs)
    if (!seen.has(r.id)) {
      seen.add(r.id);
      out.push(r.id);
      added++;
      fresh.push(r);
    }
  const shownIds = new Set(items.map((i) => i.id));
  const newest = fresh.slice(-SHOWN_EVIDENCE).map(evidenceItem);
  const merged = [...items, ...newest.filter((i) => !shownIds.has(i.id))].sort((a, b) =>
    (a.timestamp ?? '').localeCompare(b.timestamp ?? ''),
  );
  return { ids: out, items: merged.slice(-SHOWN_EVIDENCE), added };
}

export function emptyRuleEvidence(now: string): RuleEvidence {
  return {
    keywords: [],
    evidence: [],
    items: [],
    adjustment: 0,
    contradictions: [],
    observations: 0,
    created: now,
    lastSeen: now,
  };
}

export class LearnedState {
  readonly instincts = new Map<string, InstinctDoc>();
  readonly skills = new Map<string, SkillDoc>();
  /** Sources as read, to keep human text when rendering. */
  readonly sources = new Map<string, string>();
  readonly changedInstincts = new Set<string>();
  readonly removedInstincts = new Map<string, 'promoted' | 'evicted'>();
  readonly createdInstincts = new Set<string>();
  readonly changedSkills = new Set<string>();
  /** refKey of every rule created or changed during this run. */
  readonly changedRules = new Set<string>();
  readonly createdSkills = new Set<string>();
  private readonly byEvidence = new Map<string, string>();
  private readonly tombstones: Tombstone[];
  private readonly stanceCache = new Map<string, Stance>();

  constructor(existing: ExistingLearned) {
    for (const d of existing.instincts) {
      this.instincts.set(d.id, { ...d, evidence: [...d.evidence], evidenceItems: [...d.evidenceItems] });
      if (d.source) this.sources.set(`i:${d.id}`, d.source);
      for (const e of d.evidence) this.byEvidence.set(e, `i:${d.id}`);
    }
    for (const s of existing.skills) {
      this.skills.set(s.id, { ...s, rules: s.rules.map((r) => ({ ...r })), evidence: { ...s.evidence } });
      if (s.source) this.sources.set(`s:${s.id}`, s.source);
      for (const [rid, ev] of Object.entries(s.evidence))
        for (const e of ev.evidence) this.byEvidence.set(e, `r:${s.id}#${rid}`);
    }
    this.tombstones = [...(existing.deleted ?? [])];
    // A generated rule a person deleted from SKILL.md is a tombstone too.
    for (const s of existing.skills)
      for (const id of s.suppressed) {
        const ev = s.evidence[id];
        if (ev?.evidence.length)
          this.tombstones.push({ kind: 'skill', id: `${s.id}#${id}`, evidence: ev.evidence, at: s.updated });
      }
  }

  activeInstincts(): InstinctDoc[] {
    return [...this.instincts.values()].filter((d) => !this.removedInstincts.has(d.id));
  }

  refs(): DocRef[] {
    const out: DocRef[] = this.activeInstincts().map((d) => ({ kind: 'instinct', id: d.id }));
    for (const s of this.skills.values()) for (const r of s.rules) out.push({ kind: 'rule', skill: s.id, id: r.id });
    return out;
  }

  resolve(ref: DocRef): { instinct?: InstinctDoc; skill?: SkillDoc; rule?: SkillRule } {
    if (ref.kind === 'instinct')
      return this.removedInstincts.has(ref.id) ? {} : { instinct: this.instincts.get(ref.id) };
    const skill = this.skills.get(ref.skill);
    return { skill, rule: skill?.rules.find((r) => r.id === ref.id) };
  }

  private parseRef(key: string): DocRef | null {
    if (key.startsWith('i:')) return { kind: 'instinct', id: key.slice(2) };
    const m = /^r:([^#]+)#(.+)$/.exec(key);
    return m ? { kind: 'rule', skill: m[1], id: m[2] } : null;
  }

  /** The document most of these observations already support. */
  matchByEvidence(ids: readonly string[]): DocRef | null {
    const counts = new Map<string, number>();
    for (const id of ids) {
      const k = this.byEvidence.get(id);
      if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    for (const [key] of ranked) {
      const ref = this.parseRef(key);
      if (ref && (this.resolve(ref).instinct || this.resolve(ref).rule)) return ref;
    }
    return null;
  }

  keywordsOf(ref: DocRef): string[] {
    const { instinct, skill, rule } = this.resolve(ref);
    if (instinct) return instinct.keywords.length ? instinct.keywords : analyze(instinct.title).terms;
    if (skill && rule) {
      const ev = skill.evidence[rule.id];
      return ev?.keywords.length ? ev.keywords : analyze(rule.text).terms;
    }
    return [];
  }

  stanceOf(ref: DocRef): Stance {
    const key = refKey(ref);
    const cached = this.stanceCache.get(key);
    if (cached) return cached;
    const { instinct, skill, rule } = this.resolve(ref);
    const items = instinct ? instinct.evidenceItems : skill && rule ? (skill.evidence[rule.id]?.items ?? []) : [];
    const title = instinct ? instinct.title : (rule?.text ?? '');
    const stances = [stanceOf(title), ...items.map((i) => stanceOf(i.text, i.type))];
    const s = mergeStances(stances, this.keywordsOf(ref));
    this.stanceCache.set(key, s);
    return s;
  }

  forgetStance(ref: DocRef): void {
    this.stanceCache.delete(refKey(ref));
  }

  /** Same subject by keywords (for documents whose evidence left the window). */
  matchByKeywords(keywords: readonly string[], compatible: (ref: DocRef) => boolean): DocRef | null {
    const kw = keywords.slice(0, 6);
    let best: DocRef | null = null;
    let bestScore = 0;
    for (const ref of this.refs()) {
      const doc = new Set(this.keywordsOf(ref));
      if (!doc.size) continue;
      const shared = kw.filter((k) => doc.has(k));
      const score = shared.length / Math.min(kw.length, doc.size);
      const enough = shared.length >= 2 || shared.some((k) => /case$/.test(k));
      if (enough && score >= 0.6 && score > bestScore && compatible(ref)) {
        best = ref;
        bestScore = score;
      }
    }
    return best;
  }

  /** A deleted document these observations would bring back without enough new evidence. */
  tombstoned(ids: readonly string[], minOccurrences: number): Tombstone | null {
    for (const t of this.tombstones) {
      const dead = new Set(t.evidence);
      const fresh = ids.filter((id) => !dead.has(id)).length;
      if (fresh < ids.length && fresh < minOccurrences) return t;
    }
    return null;
  }

  indexEvidence(ref: DocRef, ids: readonly string[]): void {
    for (const id of ids) this.byEvidence.set(id, refKey(ref));
  }

  setInstinct(doc: InstinctDoc, created = false): void {
    this.instincts.set(doc.id, doc);
    this.changedInstincts.add(doc.id);
    if (created) this.createdInstincts.add(doc.id);
    this.forgetStance({ kind: 'instinct', id: doc.id });
  }

  removeInstinct(id: string, reason: 'promoted' | 'evicted'): void {
    this.removedInstincts.set(id, reason);
    this.changedInstincts.delete(id);
  }

  /** Inserts or replaces a rule (and its evidence), refreshing the skill's confidence. */
  setRule(skillId: string, rule: SkillRule, evidence: RuleEvidence, now: string): void {
    const skill = this.skills.get(skillId)!;
    const i = skill.rules.findIndex((r) => r.id === rule.id);
    if (i >= 0) skill.rules[i] = rule;
    else skill.rules.push(rule);
    skill.evidence[rule.id] = evidence;
    skill.confidence = skillConfidence(skill.rules);
    skill.level = levelOf(skill.confidence);
    skill.updated = now;
    this.changedSkills.add(skillId);
    this.changedRules.add(refKey({ kind: 'rule', skill: skillId, id: rule.id }));
    this.forgetStance({ kind: 'rule', skill: skillId, id: rule.id });
  }

  /**
   * The skill a new rule goes to: a person's own skill on the same subject (like the
   * "session-recovery" of docs/seeds/000.md §10.2), else the topic skill of its vocabulary
   * (git-workflow, testing…).
   * ACT's topic skills do not attract rules through the rules they already hold, so one
   * skill does not swallow every subject.
   */
  chooseSkill(keywords: ReadonlyArray<{ term: string; weight: number }>): {
    id: string;
    topic: Topic;
    exists: boolean;
  } {
    const total = keywords.reduce((s, k) => s + k.weight, 0) || 1;
    const topicNames = new Set([...TOPICS.map((t) => t.name), GENERAL_TOPIC.name]);
    let best: SkillDoc | null = null;
    let bestScore = 0;
    for (const s of this.skills.values()) {
      if (topicNames.has(s.id)) continue;
      const terms = new Set(
        analyze(`${s.id.replace(/-/g, ' ')} ${s.title} ${s.description} ${s.rules.map((r) => r.text).join(' ')}`).terms,
      );
      for (const ev of Object.values(s.evidence)) for (const k of ev.keywords) terms.add(k);
      let covered = 0;
      let shared = 0;
      for (const k of keywords)
        if (terms.has(k.term)) {
          covered += k.weight;
          shared++;
        }
      const score = covered / total;
      if (shared >= 2 && score >= 0.35 && score > bestScore) {
        best = s;
        bestScore = score;
      }
    }
    const topic = topicOf(keywords);
    if (best) return { id: best.id, topic, exists: true };
    return { id: topic.name, topic, exists: this.skills.has(topic.name) };
  }

  createSkill(id: string, topic: Topic, language: 'en' | 'fr', now: string): SkillDoc {
    const t = topic.name === id ? topic : { ...GENERAL_TOPIC, name: id };
    const doc: SkillDoc = {
      kind: 'skill',
      id,
      title: t.title[language],
      description: t.description[language],
      confidence: 0,
      level: 'noise',
      rules: [],
      suppressed: [],
      language,
      updated: now,
      evidence: {},
    };
    this.skills.set(id, doc);
    this.createdSkills.add(id);
    this.changedSkills.add(id);
    return doc;
  }
}

export function newRule(
  id: string,
  text: string,
  confidence: number,
  observations: number,
  threshold: number,
  now: string,
  from?: string,
): SkillRule {
  const c = clamp01(confidence);
  return {
    id,
    text,
    confidence: round2(c),
    level: levelOf(c),
    observations,
    updated: now,
    status: c + 1e-9 >= threshold ? 'active' : 'weak',
    from,
    edited: false,
  };
}
