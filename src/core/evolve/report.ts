// The Markdown report of docs/seeds/000.md §6 ("## Évolution détectée" / "## Evolution detected"): new
// instincts, skills updated, and the observations ignored with why.
import { redact } from '../redact';
import type { Language } from '../text/language';
import type { EvolutionPlan, IgnoredObservation } from './planTypes';

const T = {
  en: {
    title: 'Evolution detected',
    preview: 'Evolution preview (dry run: nothing was written)',
    none: 'No significant pattern yet.',
    analysed: (n: number, days: number, groups: number, sig: number) =>
      `_${n} observation${n === 1 ? '' : 's'} from the last ${days} day${days === 1 ? '' : 's'} analysed: ${groups} group${groups === 1 ? '' : 's'}, ${sig} significant._`,
    newInstincts: 'New instincts',
    updatedInstincts: 'Instincts updated',
    skills: 'Skills updated',
    added: (s: string, r: string) => `${s}: added rule "${r}"`,
    refreshed: (s: string, r: string) => `${s}: rule "${r}" refreshed`,
    promoted: (s: string, r: string, i: string) => `${s}: added rule "${r}" (instinct "${i}" promoted)`,
    newSkill: ' (new skill)',
    weak: ' — below threshold, not applied automatically',
    weakened: 'Weakened by a contradiction',
    removed: 'Instincts removed',
    evicted: (max: number) => `evicted: the ${max} active instincts are stronger`,
    ignored: 'Observations ignored',
    unchanged: (n: number) => `_${n} pattern${n === 1 ? '' : 's'} already learned and unchanged._`,
    reasons: {
      'too-few': (min: number) => `seen fewer than ${min} times`,
      'low-confidence': () => 'mean confidence too low',
      vague: () => 'too vague or questions, nothing to learn',
      contradicted: () => 'contradicted in the last 7 days',
      'instinct-limit': (max: number) => `instinct limit (${max}) reached`,
      deleted: () => 'you deleted what they supported',
      'stated-rule': () => 'rules you stated: they wait in the review queue as user rules',
    },
  },
  fr: {
    title: 'Évolution détectée',
    preview: "Aperçu de l'évolution (dry run : rien n'a été écrit)",
    none: 'Aucun pattern significatif pour le moment.',
    analysed: (n: number, days: number, groups: number, sig: number) =>
      `_${n} observation${n > 1 ? 's' : ''} des ${days} dernier${days > 1 ? 's' : ''} jour${days > 1 ? 's' : ''} analysée${n > 1 ? 's' : ''} : ${groups} groupe${groups > 1 ? 's' : ''}, ${sig} significatif${sig > 1 ? 's' : ''}._`,
    newInstincts: 'Nouveaux instincts',
    updatedInstincts: 'Instincts mis à jour',
    skills: 'Skills mis à jour',
    added: (s: string, r: string) => `${s}: Ajout règle "${r}"`,
    refreshed: (s: string, r: string) => `${s}: Règle "${r}" mise à jour`,
    promoted: (s: string, r: string, i: string) => `${s}: Ajout règle "${r}" (instinct "${i}" promu)`,
    newSkill: ' (nouveau skill)',
    weak: ' — sous le seuil, pas appliquée automatiquement',
    weakened: 'Affaiblis par une contradiction',
    removed: 'Instincts retirés',
    evicted: (max: number) => `retiré : les ${max} instincts actifs sont plus sûrs`,
    ignored: 'Observations ignorées',
    unchanged: (n: number) => `_${n} pattern${n > 1 ? 's' : ''} déjà appris, inchangé${n > 1 ? 's' : ''}._`,
    reasons: {
      'too-few': (min: number) => `vues moins de ${min} fois`,
      'low-confidence': () => 'confidence moyenne trop basse',
      vague: () => 'trop vagues ou des questions, rien à apprendre',
      contradicted: () => 'contredites ces 7 derniers jours',
      'instinct-limit': (max: number) => `limite de ${max} instincts atteinte`,
      deleted: () => "vous avez supprimé ce qu'elles soutenaient",
      'stated-rule': () =>
        'règles que vous avez énoncées : elles attendent dans la file de revue comme règles utilisateur',
    },
  },
} as const;

const c2 = (x: number) => x.toFixed(2);
/** One line, bounded, and redacted: the report quotes observations and is written to disk. */
const clip = (s: string, n = 90) => {
  const one = redact(s).replace(/\s+/g, ' ').trim();
  return one.length > n ? one.slice(0, n - 1) + '…' : one;
};

export function renderReport(
  plan: EvolutionPlan,
  lang: Language,
  minOccurrences: number,
  maxInstincts: number,
): string {
  const t = T[lang];
  const out: string[] = [
    `## ${plan.dryRun ? t.preview : t.title}`,
    '',
    t.analysed(plan.analysed, plan.sinceDays, plan.groups, plan.significant),
  ];
  const section = (title: string, lines: string[]) => {
    if (lines.length) out.push('', `### ${title} (${lines.length})`, ...lines.map((l) => `- ${l}`));
  };
  const created = plan.instincts.filter((i) => i.change === 'created');
  const updated = plan.instincts.filter((i) => i.change === 'updated');
  section(
    t.newInstincts,
    created.map((i) => `[${c2(i.confidence)}] ${i.title}`),
  );
  section(
    t.updatedInstincts,
    updated.map((i) => `[${i.previous !== undefined ? `${c2(i.previous)} → ` : ''}${c2(i.confidence)}] ${i.title}`),
  );
  const promotedTitle = new Map(plan.removed.filter((r) => r.reason === 'promoted').map((r) => [r.slug, r.title]));
  section(
    t.skills,
    plan.rules.map((r) => {
      const base =
        r.fromInstinct && r.change === 'created'
          ? t.promoted(r.skill, r.rule, promotedTitle.get(r.fromInstinct) ?? r.fromInstinct)
          : r.change === 'created'
            ? t.added(r.skill, r.rule)
            : t.refreshed(r.skill, r.rule);
      return `${base} [${r.previous !== undefined && r.change === 'updated' ? `${c2(r.previous)} → ` : ''}${c2(r.confidence)}]${r.skillCreated ? t.newSkill : ''}${r.status === 'weak' ? t.weak : ''}`;
    }),
  );
  section(
    t.weakened,
    plan.weakened.map((w) => `[${c2(w.previous)} → ${c2(w.confidence)}] ${w.title} — "${clip(w.by)}" (${w.detail})`),
  );
  section(
    t.removed,
    plan.removed
      .filter((r) => r.reason === 'evicted')
      .map((r) => `[${c2(r.confidence)}] ${r.title} — ${t.evicted(maxInstincts)}`),
  );
  if (!created.length && !updated.length && !plan.rules.length && !plan.weakened.length) out.push('', t.none);
  if (plan.unchanged) out.push('', t.unchanged(plan.unchanged));
  if (plan.ignored.length) {
    out.push('', `### ${t.ignored} (${plan.ignored.length})`);
    const byCode = new Map<IgnoredObservation['code'], IgnoredObservation[]>();
    for (const i of plan.ignored) {
      const list = byCode.get(i.code);
      if (list) list.push(i);
      else byCode.set(i.code, [i]);
    }
    for (const [code, list] of byCode) {
      const reason =
        code === 'too-few'
          ? t.reasons[code](minOccurrences)
          : code === 'instinct-limit'
            ? t.reasons[code](maxInstincts)
            : t.reasons[code]();
      out.push(`- ${list.length} × ${reason}`);
      // A few examples, with the precise reason when it says more than the category.
      const shown = new Set<string>();
      for (const i of list) {
        if (shown.size >= 3) break;
        if (shown.has(i.observation)) continue;
        shown.add(i.observation);
        out.push(
          `  - "${clip(i.observation, 70)}"${code === 'contradicted' || code === 'low-confidence' || code === 'deleted' ? `: ${clip(i.reason, 140)}` : ''}`,
        );
      }
    }
  }
  return out.join('\n') + '\n';
}
