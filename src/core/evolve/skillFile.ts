// SKILL.md documents (.act/skills/<name>/SKILL.md) in the Agent Skills shape: front matter with
// `name` and `description` (ACT's own fields under `metadata`), then free Markdown. Each
// generated rule is one list line ending with an invisible `act:rule` marker; ACT refreshes
// those lines in place, keeps a person's rewording, never re-adds a line a person deleted,
// and leaves every other line alone.
import { levelOf, round2 } from '../scoring';
import type { SkillDoc, SkillRule } from './types';
import { textHash } from './ids';
import { skillConfidence } from './skillConfidence';
import { fm, parseDocument, renderFrontMatter, type FmValue } from '../markdown/frontMatter';

const RULE_LINE = /^(\s*[-*]\s+)(.*?)\s*<!--\s*act:rule\s+([^>]*?)\s*-->\s*$/;
const WEAK_SUFFIX = /\s*_\((?:below threshold|sous le seuil)[^)]*\)_\s*$/;
const RULES_HEADING = /^##\s+(?:rules|règles|regles)\b/i;

interface RuleLine {
  index: number;
  prefix: string;
  text: string;
  attrs: Record<string, string>;
}

function parseAttrs(s: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of s.matchAll(/([a-z-]+)=(\S+)/g)) out[m[1]] = m[2];
  return out;
}

function ruleLines(lines: readonly string[]): RuleLine[] {
  const out: RuleLine[] = [];
  lines.forEach((line, index) => {
    const m = RULE_LINE.exec(line);
    if (!m) return;
    const attrs = parseAttrs(m[3]);
    if (attrs.id) out.push({ index, prefix: m[1], text: m[2].replace(WEAK_SUFFIX, '').trim(), attrs });
  });
  return out;
}

function weakSuffix(rule: SkillRule, lang: 'en' | 'fr'): string {
  const c = rule.confidence.toFixed(2);
  return lang === 'fr'
    ? ` _(sous le seuil : ${c.replace('.', ',')} — pas appliquée automatiquement)_`
    : ` _(below threshold: ${c} — not applied automatically)_`;
}

/** One rule line; `text` is the person's wording when they edited it. */
export function renderRuleLine(rule: SkillRule, lang: 'en' | 'fr', prefix = '- ', hash = textHash(rule.text)): string {
  const attrs = [
    `id=${rule.id}`,
    `confidence=${round2(rule.confidence).toFixed(2)}`,
    `level=${levelOf(rule.confidence)}`,
    `observations=${rule.observations}`,
    // The full instant: a date alone reads as UTC midnight ("updated 36 min ago" for a new rule).
    `updated=${rule.updated}`,
    `h=${hash}`,
    rule.from ? `from=${rule.from}` : '',
    rule.status === 'weak' ? 'status=weak' : '',
  ].filter(Boolean);
  const text = rule.text.replace(/\s+/g, ' ').trim();
  return `${prefix}${text}${rule.status === 'weak' ? weakSuffix(rule, lang) : ''} <!-- act:rule ${attrs.join(' ')} -->`;
}

function intro(lang: 'en' | 'fr'): string {
  return lang === 'fr'
    ? "Règles qu'ACT a apprises de votre propre travail (observations, corrections, résultats des tests et de la CI). ACT ajoute et met à jour les lignes marquées `act:rule` ; reformulez, complétez ou supprimez ce que vous voulez : une règle supprimée n'est pas rajoutée."
    : 'Rules ACT learned from your own work (observations, corrections, test and CI results). ACT adds and refreshes the lines marked `act:rule`; reword, extend or delete anything you like: a deleted rule is not added back.';
}

function metadata(doc: SkillDoc, previous: Record<string, string>): Record<string, string> {
  const known = new Set([...doc.rules.map((r) => r.id), ...doc.suppressed]);
  return {
    ...previous,
    'act-confidence': round2(doc.confidence).toFixed(2),
    'act-level': levelOf(doc.confidence),
    'act-updated': doc.updated,
    'act-language': doc.language,
    'act-rules': [...known].join(' '),
  };
}

/** SKILL.md text for `doc`; with `previous`, lines and keys a person wrote are kept. */
export function renderSkill(doc: SkillDoc, previous?: string): string {
  const prev = previous ? parseDocument(previous) : null;
  const prevMeta = fm.map(prev?.data.metadata);
  const updates: Array<[string, FmValue]> = [];
  if (!prev?.data.name) updates.push(['name', doc.id]);
  if (!prev?.data.description) updates.push(['description', doc.description]);
  updates.push(['metadata', metadata(doc, prevMeta)]);
  const head = renderFrontMatter(updates, prev?.frontMatter);
  const lang = doc.language;

  const lines = (prev ? prev.body : `\n# ${doc.title}\n\n${intro(lang)}\n`).split('\n');
  const existing = new Map(ruleLines(lines).map((r) => [r.attrs.id, r]));
  const suppressed = new Set(doc.suppressed);
  const added: string[] = [];
  for (const rule of doc.rules) {
    const line = existing.get(rule.id);
    if (line) {
      // Keep a person's wording and the hash of what ACT wrote, so the edit stays recognisable.
      const edited = !!line.attrs.h && textHash(line.text) !== line.attrs.h;
      lines[line.index] = edited
        ? renderRuleLine({ ...rule, text: line.text }, lang, line.prefix, line.attrs.h)
        : renderRuleLine(rule, lang, line.prefix);
    } else if (!suppressed.has(rule.id)) added.push(renderRuleLine(rule, lang));
  }
  if (added.length) {
    const all = ruleLines(lines);
    let at = all.length ? all[all.length - 1].index + 1 : -1;
    if (at < 0) {
      const h = lines.findIndex((l) => RULES_HEADING.test(l));
      if (h >= 0) {
        let end = h + 1;
        while (end < lines.length && !/^#{1,2}\s/.test(lines[end])) end++;
        while (end > h + 1 && lines[end - 1].trim() === '') end--;
        at = end;
        if (at === h + 1) lines.splice(at++, 0, '');
      }
    }
    if (at >= 0) lines.splice(at, 0, ...added);
    else {
      while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
      lines.push('', lang === 'fr' ? '## Règles' : '## Rules', '', ...added);
    }
  }
  const body = lines.join('\n').replace(/^\n*/, '\n').replace(/\s*$/, '\n');
  return `${head}\n${body}`;
}

/** Parses SKILL.md leniently; the generated rules come back with their confidence. */
export function parseSkill(text: string, fallbackName: string): Omit<SkillDoc, 'evidence'> {
  const parsed = parseDocument(text);
  const v = parsed.data;
  const meta = fm.map(v.metadata);
  const lines = parsed.body.split('\n');
  const rules: SkillRule[] = ruleLines(lines).map((r) => {
    const confidence = Math.min(1, Math.max(0, Number(r.attrs.confidence) || 0));
    return {
      id: r.attrs.id,
      text: r.text,
      confidence,
      level: levelOf(confidence),
      observations: Number(r.attrs.observations) || 0,
      updated: r.attrs.updated ?? '',
      status: r.attrs.status === 'weak' ? 'weak' : 'active',
      from: r.attrs.from,
      edited: !!r.attrs.h && textHash(r.text) !== r.attrs.h,
    };
  });
  const present = new Set(rules.map((r) => r.id));
  const suppressed = fm.list(meta['act-rules']).filter((id) => !present.has(id));
  const confidence = skillConfidence(rules);
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(parsed.body)?.[1]?.trim();
  const lang = meta['act-language'] ?? 'en';
  return {
    kind: 'skill',
    // The folder is the identity; a renamed `name:` does not move files.
    id: fallbackName,
    title: heading || fm.str(v.name, fallbackName),
    description: fm.str(v.description),
    confidence,
    level: levelOf(confidence),
    rules,
    suppressed,
    language: lang === 'fr' ? 'fr' : 'en',
    updated: meta['act-updated'] ?? '',
    source: text,
  };
}

/** SKILL.md without the line of one generated rule; its id stays listed, so it is not re-added. */
export function removeRuleLine(text: string, ruleId: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const kept = lines.filter((l) => {
    const m = RULE_LINE.exec(l);
    return !(m && parseAttrs(m[3]).id === ruleId);
  });
  return kept.join('\n');
}
