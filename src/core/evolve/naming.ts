// Titles of instincts and wording of skill rules. A deterministic heuristic always answers;
// an optional Namer (an LLM through vscode.lm, later) may propose better wording, which is
// checked (one line, bounded, redacted) and falls back to the heuristic on any failure.
import type { ObservationType } from '../observation';
import { redact } from '../redact';
import { NAMING_STYLE_LABEL, type NamingStyle } from '../text/normalize';
import { SCOPE_LABEL } from '../text/lexicon';
import { languageScore, type Language } from '../text/language';
import type { Stance } from './contradiction';
import { capitalize, consequenceToParenthesis, cleanObservationText, lowerFirst, toImperative } from './phrasing';

export interface NameProposal {
  /** Instinct title: a suggestion ("Use camelCase for variables"). */
  title: string;
  /** Skill rule: a directive ("Always run tests before commit"). */
  rule: string;
}

export interface NamingInput {
  language: Language;
  /** The group's most representative observation. */
  representative: { text: string; type: ObservationType };
  stance: Stance;
}

/** What an LLM namer sees: the group's observations and the heuristic's proposal. */
export interface NamerInput {
  kind: 'instinct' | 'skill-rule';
  language: Language;
  observations: Array<{ text: string; type: ObservationType; confidence: number }>;
  keywords: string[];
  proposal: NameProposal;
  skill?: string;
}

export interface Namer {
  readonly id: string;
  /** Returns better wording, or undefined to keep the heuristic's. May throw: the caller copes. */
  name(input: NamerInput): Promise<Partial<NameProposal> | undefined>;
}

function namingProposal(stance: Stance, lang: Language): NameProposal | null {
  const preferred = stance.naming.filter((n) => n.prefer);
  if (!preferred.length) return null;
  const n = preferred.find((p) => p.scope !== '*') ?? preferred[0];
  const style = NAMING_STYLE_LABEL[n.style as NamingStyle] ?? n.style;
  const scope = SCOPE_LABEL[n.scope];
  const title =
    lang === 'fr'
      ? scope
        ? `Utiliser ${style} pour ${scope.fr}`
        : `Utiliser le nommage ${style}`
      : scope
        ? `Use ${style} for ${scope.en}`
        : `Use ${style} naming`;
  return { title, rule: title };
}

/** A directive from a title: "Exécuter les tests avant commit" -> "Toujours exécuter les tests avant commit". */
export function ruleFromTitle(title: string, lang: Language, imperative = true): string {
  if (
    !imperative ||
    /^(?:always|never|toujours|jamais|ne\s|don['’]t|do not|avoid|[ée]viter|prefer|pr[ée]f[ée]rer|privil[ée]gier|use\s|utiliser\s)/i.test(
      title,
    )
  )
    return title;
  return `${lang === 'fr' ? 'Toujours' : 'Always'} ${lowerFirst(title)}`;
}

/** The heuristic: naming conventions get a convention sentence; the rest is rephrased. */
export function proposeNames(input: NamingInput): NameProposal {
  const naming = namingProposal(input.stance, input.language);
  if (naming) return naming;
  // The words around the representative's text follow its own language, never a mix (the
  // group's language when the text alone does not tell).
  const score = languageScore(input.representative.text);
  const lang: Language = score > 0 ? 'fr' : score < 0 ? 'en' : input.language;
  const p = toImperative(input.representative.text, lang, input.representative.type === 'error');
  if (!p.positive) {
    // An error we cannot turn around: say what to avoid, keeping the consequence.
    const what = lowerFirst(consequenceToParenthesis(cleanObservationText(input.representative.text)));
    const text = lang === 'fr' ? `Éviter : ${what}` : `Avoid: ${what}`;
    return { title: text, rule: text };
  }
  const title = p.text;
  const rule = p.directive ? title : ruleFromTitle(title, lang, p.imperative);
  return { title: capitalize(title), rule: capitalize(rule) };
}

/** Accepts a namer's text only if it is one plausible line; secrets never pass. */
export function sanitizeName(value: unknown, max = 120): string | undefined {
  if (typeof value !== 'string') return undefined;
  const s = value
    .replace(/[\r\n]+/g, ' ')
    .replace(/^["'«\s]+|["'»\s]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (s.length < 3 || s.length > max) return undefined;
  return redact(s);
}

/** Heuristic first (or the caller's own proposal), then the namer if any; never throws. */
export async function nameGroup(
  input: NamingInput,
  namerInput: Omit<NamerInput, 'proposal'>,
  namer?: Namer,
  proposal?: NameProposal,
): Promise<NameProposal> {
  const heuristic = proposal ?? proposeNames(input);
  const safe = { title: redact(heuristic.title), rule: redact(heuristic.rule) };
  if (!namer) return safe;
  try {
    const proposed = await namer.name({ ...namerInput, proposal: safe });
    return { title: sanitizeName(proposed?.title) ?? safe.title, rule: sanitizeName(proposed?.rule) ?? safe.rule };
  } catch {
    return safe;
  }
}
