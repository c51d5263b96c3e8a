// Evolve (docs/seeds/000.md §6): analyse recent observations, group what says the same thing, keep the
// significant groups (>= 3 occurrences, mean confidence >= min, no contradiction in the last 7
// days), score them, then create or update instincts (< skill threshold) or skill rules (>=),
// promote instincts that crossed the threshold, weaken what the new evidence contradicts and
// keep at most `maxInstincts` active instincts. Pure: returns the files to write and a report.
import type { Observation } from '../observation';
import {
  aggregateConfidence,
  atLeast,
  clamp01,
  decayedConfidence,
  FACTORS,
  levelOf,
  round2,
  type Aggregate,
} from '../scoring';
import type { Language } from '../text/language';
import type { SimilarityModel } from '../grouping/similarity';
import { findContradiction } from './contradiction';
import { buildTermIndex, groupConflict, RECENT_DAYS } from './conflicts';
import {
  analyseGroups,
  buildCorpus,
  completeGroup,
  scored,
  type AnalysedGroup,
  type Corpus,
  type GroupCore,
  type ObsRecord,
} from './groups';
import { observationId, ruleId, uniqueSlug } from './ids';
import { slugify } from '../text/slug';
import {
  emptyRuleEvidence,
  evidenceItem,
  LearnedState,
  mergeEvidence,
  newRule,
  refKey,
  type DocRef,
  type ExistingLearned,
} from './learned';
import { nameGroup, type NameProposal, type Namer, type NamerInput } from './naming';
import { nameLesson, type StatedRule } from './lessons';
import { renderReport } from './report';
import { vagueness } from './quality';
import { renderLearnedFiles } from './render';
import type {
  EvolutionPlan,
  IgnoredObservation,
  PlannedInstinct,
  PlannedRule,
  RemovedInstinct,
  Weakened,
} from './planTypes';

/** A rule the user stated (capture tags it "user-rule"). */
export const isStatedRule = (o: Observation): boolean => !!o.tags?.includes('user-rule');

export interface EvolveOptions {
  sinceDays: number;
  minConfidence: number;
  minOccurrences: number;
  skillThreshold: number;
  maxInstincts: number;
  /** Language of the report; default English. */
  language?: Language;
}

export interface PlanInput {
  observations: readonly Observation[];
  existing: ExistingLearned;
  options: EvolveOptions;
  now: Date;
  dryRun?: boolean;
  similarity?: SimilarityModel;
  namer?: Namer;
  /** Rules the user stated (not rejected): what one already says, a lesson does not repeat. */
  statedRules?: readonly StatedRule[];
}

/** The evidence a rule carries when it is created or reinforced. */
interface RuleBase {
  adjustment: number;
  contradictions: string[];
  ids: string[];
  items: ReturnType<typeof mergeEvidence>['items'];
  observations: number;
  created: string;
  lastSeen: string;
}

/** Everything upsertRule needs, by name (it used to take ten positional arguments). */
interface RuleUpsert {
  skillId: string;
  skillCreated: boolean;
  ruleId: string;
  text: string;
  confidence: number;
  group: AnalysedGroup;
  base: RuleBase;
  /** The instinct it was promoted from. */
  fromInstinct?: string;
  previous?: number;
}

interface Significant {
  g: AnalysedGroup;
  agg: Aggregate;
}

const latest = (a: string, b: string) => (a > b ? a : b);
const keywordsOf = (g: AnalysedGroup) => g.keywords.slice(0, 6).map((k) => k.term);

/**
 * Evolve in five named steps: group the window (buildCorpus, analyseGroups), keep the groups
 * worth learning (selectCandidates), resolve their contradictions (resolveConflicts), learn each
 * one (match an existing document, promote, reinforce or create: learnGroup), and keep the
 * active instincts within their limit (evictInstincts).
 */
export async function planEvolution(input: PlanInput): Promise<EvolutionPlan> {
  const run = new EvolutionRun(input);
  // A rule the user stated is owned by the user-rules store (a candidate at once, no three
  // occurrences needed); grouping it here would give the same rule twice.
  const stated = input.observations.filter(isStatedRule);
  const corpus = await buildCorpus(
    stated.length ? input.observations.filter((o) => !isStatedRule(o)) : input.observations,
    input.now,
    input.options.sinceDays,
    RECENT_DAYS,
    input.similarity,
  );
  for (const o of stated)
    run.ignored.push({
      id: observationId(o),
      observation: o.observation,
      timestamp: o.timestamp,
      code: 'stated-rule',
      reason: 'a rule you stated: in the review queue (user rules)',
    });
  const cores = analyseGroups(corpus, input.now);
  const significant = run.resolveConflicts(corpus, run.selectCandidates(corpus, cores));
  for (const s of significant) await run.learnGroup(s);
  run.evictInstincts(activityClock(corpus, input.now));
  return run.toPlan({
    analysed: corpus.records.filter((r) => r.inWindow).length,
    groups: cores.length,
    significant: significant.length,
  });
}

/** The newest observation of the run, when older than now: imported histories do not decay while nothing happens. */
function activityClock(corpus: { records: readonly ObsRecord[] }, now: Date): Date {
  let newest = -Infinity;
  for (const r of corpus.records) if (r.t > newest) newest = r.t;
  return Number.isFinite(newest) && newest < now.getTime() ? new Date(newest) : now;
}

class EvolutionRun {
  readonly ignored: IgnoredObservation[] = [];
  private readonly opt: EvolveOptions;
  private readonly now: Date;
  private readonly nowIso: string;
  private readonly threshold: number;
  private readonly state: LearnedState;
  private readonly plannedInstincts = new Map<string, PlannedInstinct>();
  private readonly plannedRules = new Map<string, PlannedRule>();
  private readonly removed: RemovedInstinct[] = [];
  private readonly weakened: Weakened[] = [];
  private readonly groupOfNewInstinct = new Map<string, ObsRecord[]>();
  private unchanged = 0;

  constructor(private readonly input: PlanInput) {
    this.opt = input.options;
    this.now = input.now;
    this.nowIso = input.now.toISOString();
    this.threshold = input.options.skillThreshold;
    this.state = new LearnedState(input.existing);
  }

  ignore(recs: readonly ObsRecord[], code: IgnoredObservation['code'], reason: string): void {
    for (const r of recs)
      this.ignored.push({ id: r.id, observation: r.o.observation, timestamp: r.o.timestamp, code, reason });
  }

  /** Step: groups seen often enough, confident enough on average. */
  selectCandidates(corpus: Corpus, cores: GroupCore[]): AnalysedGroup[] {
    const { minOccurrences, minConfidence } = this.opt;
    const candidates: AnalysedGroup[] = [];
    for (const g of cores) {
      const n = g.records.length;
      if (n < minOccurrences)
        this.ignore(g.records, 'too-few', `seen ${n} time${n > 1 ? 's' : ''}, needs ${minOccurrences}`);
      else if (!atLeast(g.aggregate.mean, minConfidence))
        this.ignore(
          g.records,
          'low-confidence',
          `mean confidence ${g.aggregate.mean.toFixed(2)} is below ${minConfidence}`,
        );
      else candidates.push(completeGroup(corpus, g));
    }
    return candidates;
  }

  /** Step: drop vague groups, block recently contradicted ones, and charge older contradictions; strongest first. */
  resolveConflicts(corpus: Corpus, candidates: AnalysedGroup[]): Significant[] {
    const index = candidates.length ? buildTermIndex(corpus) : new Map<string, number[]>();
    const significant: Significant[] = [];
    for (const cand of candidates) {
      const vague = vagueness(corpus, cand);
      if (vague) {
        this.ignore(
          cand.records,
          'vague',
          vague === 'question' ? 'questions, not something to learn' : 'too vague to learn from (no clear subject)',
        );
        continue;
      }
      // Members that say the opposite of their group are counter-evidence, not support.
      const dissent = (r: ObsRecord) => !!findContradiction(cand.stance, corpus.stance(r.unit, r.o.type));
      const c = groupConflict(corpus, index, cand, this.now);
      if (c.blockedBy) {
        const by = c.blockedBy.record.o;
        // Two reasons for the whole group, shared by its records (thousands of them at scale).
        const dissents = `contradicts "${cand.representative.o.observation}" (${c.blockedBy.why.detail}), seen in the last 7 days`;
        const blocked = `contradicted on ${by.timestamp.slice(0, 10)} by "${by.observation}" (${c.blockedBy.why.detail})`;
        for (const r of cand.records) this.ignore([r], 'contradicted', dissent(r) ? dissents : blocked);
        continue;
      }
      let g = cand;
      if (c.olderBy) {
        const support = cand.records.filter((r) => !dissent(r));
        this.ignore(
          cand.records.filter(dissent),
          'contradicted',
          `contradicts "${cand.representative.o.observation}" (older than 7 days: -0.3 on it)`,
        );
        if (support.length < this.opt.minOccurrences) {
          this.ignore(
            support,
            'too-few',
            `seen ${support.length} times without contradiction, needs ${this.opt.minOccurrences}`,
          );
          continue;
        }
        g = { ...cand, records: support };
      }
      // An older contradiction does not block; it costs the factor (-0.3).
      const agg = c.olderBy ? aggregateConfidence(scored(g.records), this.now, { contradictions: 1 }) : g.aggregate;
      significant.push({ g, agg });
    }
    // Strongest first: it claims a shared document and a slot among the active instincts first.
    return significant.sort((a, b) => b.agg.confidence - a.agg.confidence || a.g.records[0].t - b.g.records[0].t);
  }

  /** Step: one significant group updates what it matches (instinct or rule), or creates a rule or an instinct. */
  async learnGroup({ g, agg }: Significant): Promise<void> {
    const state = this.state;
    const ids = g.records.map((r) => r.id);
    const tomb = state.tombstoned(ids, this.opt.minOccurrences);
    if (tomb) {
      this.ignore(
        g.records,
        'deleted',
        `you deleted ${tomb.kind === 'instinct' ? 'the instinct' : 'the rule'} "${tomb.id}" that these observations supported`,
      );
      return;
    }
    const compatible = (ref: DocRef) => !findContradiction(g.stance, state.stanceOf(ref));
    let ref = state.matchByEvidence(ids);
    if (ref && !compatible(ref)) ref = null;
    ref ??= state.matchByKeywords(keywordsOf(g), compatible);

    if (ref?.kind === 'instinct') await this.updateInstinct(ref.id, g, agg);
    else if (ref?.kind === 'rule') this.reinforceRule(ref.skill, ref.id, g, agg);
    // Complaints with no subject in common teach nothing: a quoted complaint is not a rule.
    else if (this.unnamedReactions(g))
      this.ignore(g.records, 'vague', 'reactions to the work with no subject in common: nothing to name as a lesson');
    else if (atLeast(agg.confidence, this.threshold)) await this.createRule(g, agg);
    else await this.createInstinct(g, agg);
    this.weakened.push(...contradictExisting(state, g, ref, this.threshold, this.nowIso));
  }

  /** New evidence for an instinct: it grows, or crosses the threshold and is promoted to a skill rule. */
  private async updateInstinct(id: string, g: AnalysedGroup, agg: Aggregate): Promise<void> {
    const state = this.state;
    const doc = state.instincts.get(id)!;
    const newest = g.records[g.records.length - 1].o.timestamp;
    const sameRun = state.changedInstincts.has(doc.id);
    const conf = clamp01(
      sameRun ? Math.max(agg.confidence + doc.adjustment, doc.confidence) : agg.confidence + doc.adjustment,
    );
    const m = mergeEvidence(doc.evidence, doc.evidenceItems, g.records);
    if (atLeast(conf, this.threshold)) {
      // Promotion: a person's own title becomes the rule as they wrote it.
      const text = doc.titleEdited ? doc.title : (doc.rule ?? (await this.names(g, 'skill-rule')).rule);
      const target = state.chooseSkill(g.keywords);
      const skillCreated = !state.skills.has(target.id);
      if (skillCreated) state.createSkill(target.id, target.topic, g.language, this.nowIso);
      const rid = ruleId(target.id, text);
      if (state.skills.get(target.id)!.suppressed.includes(rid)) {
        this.ignore(g.records, 'deleted', `you removed the rule "${text}" from ${target.id}`);
        return;
      }
      const base: RuleBase = {
        adjustment: doc.adjustment,
        contradictions: doc.contradictions,
        ids: m.ids,
        items: m.items,
        observations: doc.observations + m.added,
        created: doc.created,
        lastSeen: latest(doc.lastSeen, newest),
      };
      this.upsertRule({
        skillId: target.id,
        skillCreated,
        ruleId: rid,
        text,
        confidence: conf,
        group: g,
        base,
        fromInstinct: doc.id,
        previous: doc.confidence,
      });
      state.removeInstinct(doc.id, 'promoted');
      this.plannedInstincts.delete(doc.id);
      this.removed.push({
        slug: doc.id,
        title: doc.title,
        confidence: round2(conf),
        reason: 'promoted',
        to: target.id,
      });
      return;
    }
    const c = round2(conf);
    if (c === round2(doc.confidence) && m.added === 0) {
      this.unchanged++;
      return;
    }
    state.setInstinct({
      ...doc,
      confidence: c,
      level: levelOf(c),
      evidence: m.ids,
      evidenceItems: m.items,
      observations: doc.observations + m.added,
      keywords: keywordsOf(g),
      lastSeen: latest(doc.lastSeen, newest),
      updated: this.nowIso,
    });
    state.indexEvidence({ kind: 'instinct', id: doc.id }, m.ids);
    const created = state.createdInstincts.has(doc.id);
    this.plannedInstincts.set(doc.id, {
      slug: doc.id,
      title: doc.title,
      confidence: c,
      previous: created ? undefined : doc.confidence,
      change: created ? 'created' : 'updated',
      observations: doc.observations + m.added,
    });
  }

  /** New evidence for an existing skill rule. */
  private reinforceRule(skillId: string, id: string, g: AnalysedGroup, agg: Aggregate): void {
    const skill = this.state.skills.get(skillId)!;
    const rule = skill.rules.find((r) => r.id === id)!;
    const ev = skill.evidence[rule.id] ?? emptyRuleEvidence(this.nowIso);
    const newest = g.records[g.records.length - 1].o.timestamp;
    this.upsertRule({
      skillId: skill.id,
      skillCreated: false,
      ruleId: rule.id,
      text: rule.text,
      confidence: agg.confidence + ev.adjustment,
      group: g,
      base: {
        adjustment: ev.adjustment,
        contradictions: ev.contradictions,
        ids: ev.evidence,
        items: ev.items,
        observations: rule.observations,
        created: ev.created,
        lastSeen: newest,
      },
    });
  }

  /** A group confident enough to be a skill rule at once. */
  private async createRule(g: AnalysedGroup, agg: Aggregate): Promise<void> {
    const state = this.state;
    const ids = g.records.map((r) => r.id);
    const target = state.chooseSkill(g.keywords);
    const text = (await this.names(g, 'skill-rule', target.id)).rule;
    const id = ruleId(target.id, text);
    if (state.skills.get(target.id)?.suppressed.includes(id)) {
      this.ignore(g.records, 'deleted', `you removed the rule "${text}" from ${target.id}`);
      return;
    }
    const skillCreated = !state.skills.has(target.id);
    if (skillCreated) state.createSkill(target.id, target.topic, g.language, this.nowIso);
    const newest = g.records[g.records.length - 1].o.timestamp;
    this.upsertRule({
      skillId: target.id,
      skillCreated,
      ruleId: id,
      text,
      confidence: agg.confidence,
      group: g,
      base: {
        adjustment: 0,
        contradictions: [],
        ids,
        items: g.records.slice(-10).map(evidenceItem),
        observations: ids.length,
        created: this.nowIso,
        lastSeen: newest,
      },
    });
  }

  /** A group below the skill threshold: a new instinct. */
  private async createInstinct(g: AnalysedGroup, agg: Aggregate): Promise<void> {
    const state = this.state;
    const ids = g.records.map((r) => r.id);
    const newest = g.records[g.records.length - 1].o.timestamp;
    const { title, rule } = await this.names(g, 'instinct');
    const slug = uniqueSlug(slugify(title), new Set(state.instincts.keys()));
    const c = round2(agg.confidence);
    state.setInstinct(
      {
        kind: 'instinct',
        id: slug,
        title,
        rule,
        confidence: c,
        level: levelOf(c),
        observations: ids.length,
        adjustment: 0,
        keywords: keywordsOf(g),
        evidence: ids,
        evidenceItems: g.records.slice(-10).map(evidenceItem),
        contradictions: [],
        language: g.language,
        created: this.nowIso,
        updated: this.nowIso,
        lastSeen: newest,
        titleEdited: false,
      },
      true,
    );
    state.indexEvidence({ kind: 'instinct', id: slug }, ids);
    this.groupOfNewInstinct.set(slug, g.records);
    this.plannedInstincts.set(slug, { slug, title, confidence: c, change: 'created', observations: ids.length });
  }

  /**
   * Mostly reactions to the work (complaints, or praise: "Praised: "…"" would be its name), and no
   * lesson can be named from what the complaints are about.
   */
  private unnamedReactions(g: AnalysedGroup): boolean {
    const reactions = g.records.filter(
      (r) => r.o.tags?.includes('feedback') && (r.o.type === 'error' || r.o.type === 'correction'),
    );
    const feedback = g.records.filter((r) => r.o.tags?.includes('feedback')).length;
    return (
      feedback * 2 > g.records.length &&
      !nameLesson(
        reactions.map((r) => r.o),
        g.language,
        this.input.statedRules,
        this.opt.minOccurrences,
      )
    );
  }

  /** Names a group: recurring reactions after what they are about, others from their representative; a language model may reword. */
  private names(g: AnalysedGroup, kind: NamerInput['kind'], skill?: string): Promise<NameProposal> {
    const reactions = g.records.filter(
      (r) => r.o.tags?.includes('feedback') && (r.o.type === 'error' || r.o.type === 'correction'),
    );
    const lesson =
      reactions.length * 2 > g.records.length
        ? nameLesson(
            reactions.map((r) => r.o),
            g.language,
            this.input.statedRules,
            this.opt.minOccurrences,
          )
        : null;
    const seen = new Set<string>();
    const sample = [...g.records]
      .reverse()
      .filter((r) => !seen.has(r.o.observation) && !!seen.add(r.o.observation))
      .slice(0, 12);
    return nameGroup(
      {
        language: g.language,
        representative: { text: g.representative.o.observation, type: g.representative.o.type },
        stance: g.stance,
      },
      {
        kind,
        language: g.language,
        keywords: keywordsOf(g),
        skill,
        observations: sample.map((r) => ({ text: r.o.observation, type: r.o.type, confidence: r.o.confidence })),
      },
      this.input.namer,
      lesson ?? undefined,
    );
  }

  private upsertRule(p: RuleUpsert): void {
    const state = this.state;
    const { skillId, ruleId: id, group: g, base } = p;
    const skill = state.skills.get(skillId)!;
    const existing = skill.rules.find((r) => r.id === id);
    const prevEv = existing ? (skill.evidence[id] ?? emptyRuleEvidence(this.nowIso)) : undefined;
    const m = prevEv
      ? mergeEvidence(prevEv.evidence, prevEv.items, g.records)
      : { ids: base.ids, items: base.items, added: base.ids.length };
    const observations = prevEv ? Math.max(existing!.observations, prevEv.observations) + m.added : base.observations;
    // A second group of this run reaching the same rule adds support; it never lowers it.
    const sameRun = !!existing && state.changedRules.has(refKey({ kind: 'rule', skill: skillId, id }));
    const c = round2(clamp01(sameRun ? Math.max(p.confidence, existing!.confidence) : p.confidence));
    const rule = {
      ...(existing ?? newRule(id, p.text, c, observations, this.threshold, this.nowIso, p.fromInstinct)),
      confidence: c,
      level: levelOf(c),
      observations,
      updated: this.nowIso,
      status: atLeast(c, this.threshold) ? ('active' as const) : ('weak' as const),
    };
    if (existing && c === existing.confidence && m.added === 0 && rule.status === existing.status) {
      this.unchanged++;
      return;
    }
    state.setRule(
      skillId,
      rule,
      {
        ...(prevEv ?? emptyRuleEvidence(this.nowIso)),
        keywords: keywordsOf(g),
        evidence: m.ids,
        items: m.items,
        observations,
        adjustment: prevEv?.adjustment ?? base.adjustment,
        contradictions: prevEv?.contradictions ?? base.contradictions,
        created: prevEv?.created ?? base.created,
        lastSeen: latest(prevEv?.lastSeen ?? '', base.lastSeen),
      },
      this.nowIso,
    );
    state.indexEvidence({ kind: 'rule', skill: skillId, id }, m.ids);
    const key = `${skillId}#${id}`;
    const before = this.plannedRules.get(key);
    this.plannedRules.set(
      key,
      before
        ? { ...before, confidence: c, status: rule.status }
        : {
            skill: skillId,
            skillCreated: p.skillCreated,
            ruleId: id,
            rule: existing?.text ?? p.text,
            confidence: c,
            previous: existing?.confidence ?? p.previous,
            change: existing ? 'updated' : 'created',
            fromInstinct: p.fromInstinct,
            status: rule.status,
          },
    );
  }

  /** Step, docs/seeds/000.md §11: at most `maxInstincts` active instincts; the weakest (after decay, read at `clock`) make room. */
  evictInstincts(clock: Date): void {
    const { state, opt } = this;
    const active = state.activeInstincts();
    if (active.length <= opt.maxInstincts) return;
    const eff = (d: (typeof active)[number]) =>
      state.changedInstincts.has(d.id) ? d.confidence : decayedConfidence(d.confidence, d.lastSeen, clock);
    const ranked = [...active].sort(
      (a, b) =>
        eff(b) - eff(a) ||
        b.observations - a.observations ||
        b.lastSeen.localeCompare(a.lastSeen) ||
        a.id.localeCompare(b.id),
    );
    for (const d of ranked.slice(opt.maxInstincts)) {
      if (state.createdInstincts.has(d.id)) {
        state.instincts.delete(d.id);
        state.changedInstincts.delete(d.id);
        state.createdInstincts.delete(d.id);
        this.plannedInstincts.delete(d.id);
        this.ignore(
          this.groupOfNewInstinct.get(d.id) ?? [],
          'instinct-limit',
          `the ${opt.maxInstincts} active instincts are all stronger`,
        );
      } else {
        state.removeInstinct(d.id, 'evicted');
        this.plannedInstincts.delete(d.id);
        this.removed.push({ slug: d.id, title: d.title, confidence: round2(eff(d)), reason: 'evicted' });
      }
    }
  }

  toPlan(counts: { analysed: number; groups: number; significant: number }): EvolutionPlan {
    const plan: EvolutionPlan = {
      now: this.nowIso,
      dryRun: !!this.input.dryRun,
      sinceDays: this.opt.sinceDays,
      ...counts,
      instincts: [...this.plannedInstincts.values()],
      rules: [...this.plannedRules.values()],
      removed: this.removed,
      weakened: this.weakened,
      ignored: this.ignored,
      unchanged: this.unchanged,
      files: renderLearnedFiles(this.state),
      activeInstincts: this.state.activeInstincts().length,
      report: '',
    };
    plan.report = renderReport(plan, this.opt.language ?? 'en', this.opt.minOccurrences, this.opt.maxInstincts);
    return plan;
  }
}

/** "Contradiction detected: -0.3" (docs/seeds/000.md §5.3), once per contradicting group, on other documents. */
function contradictExisting(
  state: LearnedState,
  g: AnalysedGroup,
  matched: DocRef | null,
  threshold: number,
  nowIso: string,
): Weakened[] {
  const out: Weakened[] = [];
  const ids = g.records.map((r) => r.id);
  const kw = new Set(g.keywords.slice(0, 6).map((k) => k.term));
  const by = g.representative.o.observation;
  for (const ref of state.refs()) {
    if (matched && refKey(ref) === refKey(matched)) continue;
    // Only what was learned before this run: documents built from current evidence are not
    // weakened by other current evidence (recent contradictions block groups instead).
    if (ref.kind === 'instinct' ? state.changedInstincts.has(ref.id) : state.changedRules.has(refKey(ref))) continue;
    const docKw = state.keywordsOf(ref);
    const related = docKw.some((k) => kw.has(k)) || (g.stance.naming.length > 0 && docKw.some((k) => /case$/.test(k)));
    if (!related) continue;
    const why = findContradiction(g.stance, state.stanceOf(ref));
    if (!why) continue;
    const { instinct, skill, rule } = state.resolve(ref);
    if (instinct) {
      if (instinct.contradictions.some((id) => ids.includes(id))) continue;
      const c = round2(clamp01(instinct.confidence + FACTORS.contradiction));
      state.setInstinct({
        ...instinct,
        confidence: c,
        level: levelOf(c),
        adjustment: round2(instinct.adjustment + FACTORS.contradiction),
        contradictions: [...instinct.contradictions, ...ids].slice(-50),
        updated: nowIso,
      });
      out.push({
        kind: 'instinct',
        id: instinct.id,
        title: instinct.title,
        previous: instinct.confidence,
        confidence: c,
        by,
        detail: why.detail,
      });
    } else if (skill && rule) {
      const ev = skill.evidence[rule.id] ?? emptyRuleEvidence(nowIso);
      if (ev.contradictions.some((id) => ids.includes(id))) continue;
      const c = round2(clamp01(rule.confidence + FACTORS.contradiction));
      state.setRule(
        skill.id,
        {
          ...rule,
          confidence: c,
          level: levelOf(c),
          updated: nowIso,
          status: atLeast(c, threshold) ? 'active' : 'weak',
        },
        {
          ...ev,
          adjustment: round2(ev.adjustment + FACTORS.contradiction),
          contradictions: [...ev.contradictions, ...ids].slice(-50),
        },
        nowIso,
      );
      out.push({
        kind: 'skill',
        id: `${skill.id}#${rule.id}`,
        title: rule.text,
        previous: rule.confidence,
        confidence: c,
        by,
        detail: why.detail,
      });
    }
  }
  return out;
}
