// Evolve (seed 000): analyse recent observations, group what says the same thing, keep the
// significant groups (>= 3 occurrences, mean confidence >= min, no contradiction in the last 7
// days), score them, then create or update instincts (< skill threshold) or skill rules (>=),
// promote instincts that crossed the threshold, weaken what the new evidence contradicts and
// keep at most `maxInstincts` active instincts. Pure: returns the files to write and a report.
import type { Observation } from '../observation';
import { aggregateConfidence, atLeast, clamp01, decayedConfidence, FACTORS, levelOf, round2, type Aggregate } from '../scoring';
import type { Language } from '../text/language';
import type { SimilarityModel } from '../grouping/similarity';
import { findContradiction } from './contradiction';
import { buildTermIndex, groupConflict, RECENT_DAYS } from './conflicts';
import { analyseGroups, buildCorpus, completeGroup, scored, type AnalysedGroup, type ObsRecord } from './groups';
import { observationId, ruleId, slugify, uniqueSlug } from './ids';
import { emptyRuleEvidence, evidenceItem, LearnedState, mergeEvidence, newRule, refKey, type DocRef, type ExistingLearned } from './learned';
import { nameGroup, type NameProposal, type Namer, type NamerInput } from './naming';
import { nameLesson } from './lessons';
import { renderReport } from './report';
import { vagueness } from './quality';
import { renderLearnedFiles } from './render';
import type { EvolutionPlan, IgnoredObservation, PlannedInstinct, PlannedRule, RemovedInstinct, Weakened } from './planTypes';

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
}

export async function planEvolution(input: PlanInput): Promise<EvolutionPlan> {
  const { options: opt, now } = input;
  const nowIso = now.toISOString();
  const threshold = opt.skillThreshold;
  // A rule the user stated is owned by the user-rules store (a candidate at once, no three
  // occurrences needed); grouping it here would give the same rule twice.
  const stated = input.observations.filter(isStatedRule);
  const corpus = await buildCorpus(stated.length ? input.observations.filter((o) => !isStatedRule(o)) : input.observations, now, opt.sinceDays, RECENT_DAYS, input.similarity);
  const analysed = corpus.records.filter((r) => r.inWindow).length;
  const cores = analyseGroups(corpus, now);

  const ignored: IgnoredObservation[] = [];
  const ignore = (recs: readonly ObsRecord[], code: IgnoredObservation['code'], reason: string) => {
    for (const r of recs) ignored.push({ id: r.id, observation: r.o.observation, timestamp: r.o.timestamp, code, reason });
  };
  for (const o of stated) ignored.push({ id: observationId(o), observation: o.observation, timestamp: o.timestamp, code: 'stated-rule', reason: 'a rule you stated: in the review queue (user rules)' });

  const candidates: AnalysedGroup[] = [];
  for (const g of cores) {
    const n = g.records.length;
    if (n < opt.minOccurrences) ignore(g.records, 'too-few', `seen ${n} time${n > 1 ? 's' : ''}, needs ${opt.minOccurrences}`);
    else if (!atLeast(g.aggregate.mean, opt.minConfidence)) ignore(g.records, 'low-confidence', `mean confidence ${g.aggregate.mean.toFixed(2)} is below ${opt.minConfidence}`);
    else candidates.push(completeGroup(corpus, g));
  }

  const index = candidates.length ? buildTermIndex(corpus) : new Map<string, number[]>();
  const significant: Array<{ g: AnalysedGroup; agg: Aggregate }> = [];
  for (const cand of candidates) {
    const vague = vagueness(corpus, cand);
    if (vague) {
      ignore(cand.records, 'vague', vague === 'question' ? 'questions, not something to learn' : 'too vague to learn from (no clear subject)');
      continue;
    }
    // Members that say the opposite of their group are counter-evidence, not support.
    const dissent = (r: ObsRecord) => !!findContradiction(cand.stance, corpus.stance(r.unit, r.o.type));
    const c = groupConflict(corpus, index, cand, now);
    if (c.blockedBy) {
      const by = c.blockedBy.record.o;
      const main = `"${cand.representative.o.observation}"`;
      for (const r of cand.records)
        ignore([r], 'contradicted', dissent(r) ? `contradicts ${main} (${c.blockedBy.why.detail}), seen in the last 7 days` : `contradicted on ${by.timestamp.slice(0, 10)} by "${by.observation}" (${c.blockedBy.why.detail})`);
      continue;
    }
    let g = cand;
    if (c.olderBy) {
      const support = cand.records.filter((r) => !dissent(r));
      ignore(cand.records.filter(dissent), 'contradicted', `contradicts "${cand.representative.o.observation}" (older than 7 days: -0.3 on it)`);
      if (support.length < opt.minOccurrences) {
        ignore(support, 'too-few', `seen ${support.length} times without contradiction, needs ${opt.minOccurrences}`);
        continue;
      }
      g = { ...cand, records: support };
    }
    // An older contradiction does not block; it costs the factor (-0.3).
    const agg = c.olderBy ? aggregateConfidence(scored(g.records), now, { contradictions: 1 }) : g.aggregate;
    significant.push({ g, agg });
  }
  // Strongest first: it claims a shared document and a slot among the active instincts first.
  significant.sort((a, b) => b.agg.confidence - a.agg.confidence || a.g.records[0].t - b.g.records[0].t);

  const state = new LearnedState(input.existing);
  const plannedInstincts = new Map<string, PlannedInstinct>();
  const plannedRules = new Map<string, PlannedRule>();
  const removed: RemovedInstinct[] = [];
  const weakened: Weakened[] = [];
  const groupOfNewInstinct = new Map<string, ObsRecord[]>();
  let unchanged = 0;

  const keywordsOf = (g: AnalysedGroup) => g.keywords.slice(0, 6).map((k) => k.term);
  const names = async (g: AnalysedGroup, kind: NamerInput['kind'], skill?: string): Promise<NameProposal> => {
    // Recurring reactions to the assistant's work are named after what they are about.
    const reactions = g.records.filter((r) => r.o.tags?.includes('feedback') && (r.o.type === 'error' || r.o.type === 'correction'));
    const lesson = reactions.length * 2 > g.records.length ? nameLesson(reactions.map((r) => r.o), g.language) : null;
    const seen = new Set<string>();
    const sample = [...g.records].reverse().filter((r) => !seen.has(r.o.observation) && !!seen.add(r.o.observation)).slice(0, 12);
    return nameGroup(
      { language: g.language, representative: { text: g.representative.o.observation, type: g.representative.o.type }, stance: g.stance },
      { kind, language: g.language, keywords: keywordsOf(g), skill, observations: sample.map((r) => ({ text: r.o.observation, type: r.o.type, confidence: r.o.confidence })) },
      input.namer,
      lesson ?? undefined,
    );
  };
  const latest = (a: string, b: string) => (a > b ? a : b);

  const upsertRule = (skillId: string, skillCreated: boolean, id: string, text: string, conf: number, g: AnalysedGroup, base: { adjustment: number; contradictions: string[]; ids: string[]; items: ReturnType<typeof mergeEvidence>['items']; observations: number; created: string; lastSeen: string }, from?: string, previous?: number) => {
    const skill = state.skills.get(skillId)!;
    const existing = skill.rules.find((r) => r.id === id);
    const prevEv = existing ? (skill.evidence[id] ?? emptyRuleEvidence(nowIso)) : undefined;
    const m = prevEv ? mergeEvidence(prevEv.evidence, prevEv.items, g.records) : { ids: base.ids, items: base.items, added: base.ids.length };
    const observations = prevEv ? Math.max(existing!.observations, prevEv.observations) + m.added : base.observations;
    // A second group of this run reaching the same rule adds support; it never lowers it.
    const sameRun = !!existing && state.changedRules.has(refKey({ kind: 'rule', skill: skillId, id }));
    const c = round2(clamp01(sameRun ? Math.max(conf, existing!.confidence) : conf));
    const rule = { ...(existing ?? newRule(id, text, c, observations, threshold, nowIso, from)), confidence: c, level: levelOf(c), observations, updated: nowIso, status: atLeast(c, threshold) ? ('active' as const) : ('weak' as const) };
    if (existing && c === existing.confidence && m.added === 0 && rule.status === existing.status) {
      unchanged++;
      return;
    }
    state.setRule(skillId, rule, { ...(prevEv ?? emptyRuleEvidence(nowIso)), keywords: keywordsOf(g), evidence: m.ids, items: m.items, observations, adjustment: prevEv?.adjustment ?? base.adjustment, contradictions: prevEv?.contradictions ?? base.contradictions, created: prevEv?.created ?? base.created, lastSeen: latest(prevEv?.lastSeen ?? '', base.lastSeen) }, nowIso);
    state.indexEvidence({ kind: 'rule', skill: skillId, id }, m.ids);
    const before = plannedRules.get(`${skillId}#${id}`);
    plannedRules.set(`${skillId}#${id}`, before ? { ...before, confidence: c, status: rule.status } : { skill: skillId, skillCreated, ruleId: id, rule: existing?.text ?? text, confidence: c, previous: existing?.confidence ?? previous, change: existing ? 'updated' : 'created', fromInstinct: from, status: rule.status });
  };

  for (const { g, agg } of significant) {
    const ids = g.records.map((r) => r.id);
    const newest = g.records[g.records.length - 1].o.timestamp;
    const tomb = state.tombstoned(ids, opt.minOccurrences);
    if (tomb) {
      ignore(g.records, 'deleted', `you deleted ${tomb.kind === 'instinct' ? 'the instinct' : 'the rule'} "${tomb.id}" that these observations supported`);
      continue;
    }
    const compatible = (ref: DocRef) => !findContradiction(g.stance, state.stanceOf(ref));
    let ref = state.matchByEvidence(ids);
    if (ref && !compatible(ref)) ref = null;
    ref ??= state.matchByKeywords(keywordsOf(g), compatible);

    if (ref?.kind === 'instinct') {
      const doc = state.instincts.get(ref.id)!;
      const sameRun = state.changedInstincts.has(doc.id);
      const conf = clamp01(sameRun ? Math.max(agg.confidence + doc.adjustment, doc.confidence) : agg.confidence + doc.adjustment);
      const m = mergeEvidence(doc.evidence, doc.evidenceItems, g.records);
      if (atLeast(conf, threshold)) {
        // Promotion: a person's own title becomes the rule as they wrote it.
        const text = doc.titleEdited ? doc.title : (doc.rule ?? (await names(g, 'skill-rule')).rule);
        const target = state.chooseSkill(g.keywords);
        const skillCreated = !state.skills.has(target.id);
        if (skillCreated) state.createSkill(target.id, target.topic, g.language, nowIso);
        const id = ruleId(target.id, text);
        if (state.skills.get(target.id)!.suppressed.includes(id)) {
          ignore(g.records, 'deleted', `you removed the rule "${text}" from ${target.id}`);
          continue;
        }
        upsertRule(target.id, skillCreated, id, text, conf, g, { adjustment: doc.adjustment, contradictions: doc.contradictions, ids: m.ids, items: m.items, observations: doc.observations + m.added, created: doc.created, lastSeen: latest(doc.lastSeen, newest) }, doc.id, doc.confidence);
        state.removeInstinct(doc.id, 'promoted');
        plannedInstincts.delete(doc.id);
        removed.push({ slug: doc.id, title: doc.title, confidence: round2(conf), reason: 'promoted', to: target.id });
      } else {
        const c = round2(conf);
        if (c === round2(doc.confidence) && m.added === 0) {
          unchanged++;
          continue;
        }
        state.setInstinct({ ...doc, confidence: c, level: levelOf(c), evidence: m.ids, evidenceItems: m.items, observations: doc.observations + m.added, keywords: keywordsOf(g), lastSeen: latest(doc.lastSeen, newest), updated: nowIso });
        state.indexEvidence(ref, m.ids);
        const created = state.createdInstincts.has(doc.id);
        plannedInstincts.set(doc.id, { slug: doc.id, title: doc.title, confidence: c, previous: created ? undefined : doc.confidence, change: created ? 'created' : 'updated', observations: doc.observations + m.added });
      }
    } else if (ref?.kind === 'rule') {
      const skill = state.skills.get(ref.skill)!;
      const rule = skill.rules.find((r) => r.id === ref.id)!;
      const ev = skill.evidence[rule.id] ?? emptyRuleEvidence(nowIso);
      upsertRule(skill.id, false, rule.id, rule.text, agg.confidence + ev.adjustment, g, { adjustment: ev.adjustment, contradictions: ev.contradictions, ids: ev.evidence, items: ev.items, observations: rule.observations, created: ev.created, lastSeen: newest });
    } else if (atLeast(agg.confidence, threshold)) {
      const target = state.chooseSkill(g.keywords);
      const text = (await names(g, 'skill-rule', target.id)).rule;
      const id = ruleId(target.id, text);
      if (state.skills.get(target.id)?.suppressed.includes(id)) {
        ignore(g.records, 'deleted', `you removed the rule "${text}" from ${target.id}`);
        continue;
      }
      const skillCreated = !state.skills.has(target.id);
      if (skillCreated) state.createSkill(target.id, target.topic, g.language, nowIso);
      upsertRule(target.id, skillCreated, id, text, agg.confidence, g, { adjustment: 0, contradictions: [], ids, items: g.records.slice(-10).map(evidenceItem), observations: ids.length, created: nowIso, lastSeen: newest });
    } else {
      const { title, rule } = await names(g, 'instinct');
      const slug = uniqueSlug(slugify(title), new Set(state.instincts.keys()));
      const c = round2(agg.confidence);
      state.setInstinct(
        { kind: 'instinct', id: slug, title, rule, confidence: c, level: levelOf(c), observations: ids.length, adjustment: 0, keywords: keywordsOf(g), evidence: ids, evidenceItems: g.records.slice(-10).map(evidenceItem), contradictions: [], language: g.language, created: nowIso, updated: nowIso, lastSeen: newest, titleEdited: false },
        true,
      );
      state.indexEvidence({ kind: 'instinct', id: slug }, ids);
      groupOfNewInstinct.set(slug, g.records);
      plannedInstincts.set(slug, { slug, title, confidence: c, change: 'created', observations: ids.length });
    }
    weakened.push(...contradictExisting(state, g, ref, threshold, nowIso));
  }

  // Seed 000: at most `maxInstincts` active instincts; the weakest (after decay) make room.
  const active = state.activeInstincts();
  if (active.length > opt.maxInstincts) {
    const eff = (d: (typeof active)[number]) => (state.changedInstincts.has(d.id) ? d.confidence : decayedConfidence(d.confidence, d.lastSeen, now));
    const ranked = [...active].sort((a, b) => eff(b) - eff(a) || b.observations - a.observations || b.lastSeen.localeCompare(a.lastSeen) || a.id.localeCompare(b.id));
    for (const d of ranked.slice(opt.maxInstincts)) {
      if (state.createdInstincts.has(d.id)) {
        state.instincts.delete(d.id);
        state.changedInstincts.delete(d.id);
        state.createdInstincts.delete(d.id);
        plannedInstincts.delete(d.id);
        ignore(groupOfNewInstinct.get(d.id) ?? [], 'instinct-limit', `the ${opt.maxInstincts} active instincts are all stronger`);
      } else {
        state.removeInstinct(d.id, 'evicted');
        plannedInstincts.delete(d.id);
        removed.push({ slug: d.id, title: d.title, confidence: round2(eff(d)), reason: 'evicted' });
      }
    }
  }

  const files = renderLearnedFiles(state);
  const plan: EvolutionPlan = {
    now: nowIso,
    dryRun: !!input.dryRun,
    sinceDays: opt.sinceDays,
    analysed,
    groups: cores.length,
    significant: significant.length,
    instincts: [...plannedInstincts.values()],
    rules: [...plannedRules.values()],
    removed,
    weakened,
    ignored,
    unchanged,
    files,
    activeInstincts: state.activeInstincts().length,
    report: '',
  };
  plan.report = renderReport(plan, opt.language ?? 'en', opt.minOccurrences, opt.maxInstincts);
  return plan;
}

/** Seed 000's "contradiction detected: -0.3", once per contradicting group, on other documents. */
function contradictExisting(state: LearnedState, g: AnalysedGroup, matched: DocRef | null, threshold: number, nowIso: string): Weakened[] {
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
      state.setInstinct({ ...instinct, confidence: c, level: levelOf(c), adjustment: round2(instinct.adjustment + FACTORS.contradiction), contradictions: [...instinct.contradictions, ...ids].slice(-50), updated: nowIso });
      out.push({ kind: 'instinct', id: instinct.id, title: instinct.title, previous: instinct.confidence, confidence: c, by, detail: why.detail });
    } else if (skill && rule) {
      const ev = skill.evidence[rule.id] ?? emptyRuleEvidence(nowIso);
      if (ev.contradictions.some((id) => ids.includes(id))) continue;
      const c = round2(clamp01(rule.confidence + FACTORS.contradiction));
      state.setRule(skill.id, { ...rule, confidence: c, level: levelOf(c), updated: nowIso, status: atLeast(c, threshold) ? 'active' : 'weak' }, { ...ev, adjustment: round2(ev.adjustment + FACTORS.contradiction), contradictions: [...ev.contradictions, ...ids].slice(-50) }, nowIso);
      out.push({ kind: 'skill', id: `${skill.id}#${rule.id}`, title: rule.text, previous: rule.confidence, confidence: c, by, detail: why.detail });
    }
  }
  return out;
}
