// Instinct documents (.act/instincts/<slug>.md): front matter ACT owns, a title heading that a
// person may rename, a generated summary and evidence block, and anything else a person wrote,
// which every update keeps.
import { levelInfo, levelOf, round2 } from '../scoring';
import type { InstinctDoc } from './types';
import { fm, parseDocument, renderFrontMatter, type FmValue } from '../markdown/frontMatter';
import { readBlock, upsertBlock, withoutBlocks } from '../markdown/blocks';
import { parseEvidenceLines, renderEvidenceLines } from './evidenceLines';
import type { Language } from '../text/language';

const EVIDENCE_HEADING: Record<Language, string> = { en: '## Evidence', fr: '## Observations' };

/**
 * An instinct's body with ACT's own wording (the summary and the evidence heading it wrote) in
 * the interface language; the title, the evidence and anything a person wrote stay as they are.
 */
export function bodyInLanguage(
  body: string,
  doc: Pick<InstinctDoc, 'confidence' | 'observations' | 'language'>,
  lang: Language,
): string {
  let out = readBlock(body, 'summary') === null ? body : upsertBlock(body, 'summary', instinctSummary(doc, lang));
  for (const other of Object.values(EVIDENCE_HEADING))
    out = out.replace(
      `${other}\n\n<!-- act:evidence:start -->`,
      `${EVIDENCE_HEADING[lang]}\n\n<!-- act:evidence:start -->`,
    );
  return out;
}

const MAX_IDS = 200;
const SHOWN = 10;

/** ACT's one-line summary of an instinct, in `lang` (the file's own language by default). */
export function instinctSummary(
  doc: Pick<InstinctDoc, 'confidence' | 'observations' | 'language'>,
  lang: Language = doc.language,
): string {
  const info = levelInfo(doc.confidence);
  const n = doc.observations;
  return lang === 'fr'
    ? `> **${info.label.fr} · ${doc.confidence.toFixed(2)}** — ${info.actionLabel.fr}. Instinct appris par ACT à partir de ${n} observation${n > 1 ? 's' : ''} ; confirmez-le ou contredisez-le depuis la vue ACT.`
    : `> **${info.label.en} · ${doc.confidence.toFixed(2)}** — ${info.actionLabel.en}. Instinct learned by ACT from ${n} observation${n > 1 ? 's' : ''}; confirm or contradict it from the ACT view.`;
}

function frontMatterOf(doc: InstinctDoc): Array<[string, FmValue]> {
  return [
    ['id', doc.id],
    ['title', doc.title],
    ...(doc.rule ? [['rule', doc.rule] as [string, FmValue]] : []),
    ['kind', 'instinct'],
    ['confidence', round2(doc.confidence)],
    ['level', levelOf(doc.confidence)],
    ['observations', doc.observations],
    ['adjustment', round2(doc.adjustment)],
    ['keywords', doc.keywords],
    ['language', doc.language],
    ['created', doc.created],
    ['updated', doc.updated],
    ['last_seen', doc.lastSeen],
    ['evidence', doc.evidence.slice(-MAX_IDS)],
    ['contradictions', doc.contradictions.slice(-50)],
  ];
}

/** The document's Markdown; with `previous`, everything a person wrote there is kept. */
export function renderInstinct(doc: InstinctDoc, previous?: string): string {
  const prev = previous ? parseDocument(previous) : null;
  // The front-matter title stays the generated one, so a renamed heading stays noticeable.
  const keepTitle = !!prev?.data.title;
  const head = renderFrontMatter(
    frontMatterOf(doc).filter(([k]) => !(keepTitle && k === 'title')),
    prev?.frontMatter,
  );
  let body = prev && prev.frontMatter ? prev.body : `\n# ${doc.title}\n`;
  if (!/^#\s+\S/m.test(withoutBlocks(body))) body = `\n# ${doc.title}\n` + body;
  body = upsertBlock(body, 'summary', instinctSummary(doc));
  const heading = EVIDENCE_HEADING[doc.language];
  const shown = [...doc.evidenceItems].slice(-SHOWN).reverse();
  body = upsertBlock(body, 'evidence', renderEvidenceLines(shown), heading);
  return `${head}\n${body.replace(/^\n*/, '\n').replace(/\s*$/, '\n')}`;
}

/** Parses an instinct file leniently: a file a person wrote by hand still becomes a document. */
export function parseInstinct(text: string, fallbackId: string): InstinctDoc {
  const parsed = parseDocument(text);
  const v = parsed.data;
  const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(withoutBlocks(parsed.body))?.[1]?.trim();
  const fmTitle = fm.str(v.title);
  const title = heading || fmTitle || fallbackId;
  const confidence = Math.min(1, Math.max(0, fm.num(v.confidence, 0)));
  const ids = fm.list(v.evidence);
  const block = readBlock(parsed.body, 'evidence') ?? '';
  // Shown newest first; ids are oldest first. Pair the newest ids with the shown lines.
  const lines = parseEvidenceLines(block).reverse();
  const evidenceItems = lines.map((l, k) => ({ ...l, id: ids[ids.length - lines.length + k] ?? `shown-${k}` }));
  const updated = fm.str(v.updated);
  const lang = fm.str(v.language, 'en');
  return {
    kind: 'instinct',
    id: fm.str(v.id, fallbackId) || fallbackId,
    title,
    rule: fm.str(v.rule) || undefined,
    confidence,
    level: levelOf(confidence),
    observations: Math.max(ids.length, fm.num(v.observations, ids.length)),
    adjustment: fm.num(v.adjustment, 0),
    keywords: fm.list(v.keywords),
    evidence: ids,
    evidenceItems,
    contradictions: fm.list(v.contradictions),
    language: lang === 'fr' ? 'fr' : 'en',
    created: fm.str(v.created, updated),
    updated,
    lastSeen: fm.str(v.last_seen, updated),
    titleEdited: !!heading && !!fmTitle && heading !== fmTitle,
    source: text,
  };
}
