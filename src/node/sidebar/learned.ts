// Instincts and skill rules as the sidebar shows them: one item per instinct and per learned
// skill rule (each rule has its own confidence), with the evidence resolved to a place the
// developer can open (the observation's file, or its line in .act/observations.jsonl).
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { observationKey, parseObservationLine, type Observation } from '../../core/observation';
import { observationId } from '../../core/evolve/ids';
import type { EvidenceItem } from '../../core/evolve/types';
import type { EvidenceRef, LearnedItem, SourceRef } from '../../protocol/webview';
import { FEEDBACK_DELTAS } from '../evolution/feedback';
import { listInstincts, listSkills } from '../evolution/list';
import type { Workspace } from '../workspace';
import type { Language } from '../../core/text/language';
import { bodyInLanguage } from '../../core/evolve/instinctFile';
import { parseDocument } from '../../core/markdown/frontMatter';

const MAX_BODY = 50_000;
const MAX_EVIDENCE = 30;

/** Where each observation can be opened, by observation id. Rebuilt per listing (cheap). */
export class EvidenceLocator {
  private byId = new Map<string, Observation>();
  private logLines = new Map<string, number>();

  constructor(private readonly ws: Workspace) {
    for (const o of ws.observations({ limit: 100_000 })) this.byId.set(observationId(o), o);
    // Line numbers in the active log (archived observations have none that can be opened).
    try {
      const lines = readFileSync(ws.paths.observations, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (!line.trim()) return;
        const r = parseObservationLine(line);
        if (r.ok) this.logLines.set(observationKey(r.value), i + 1);
      });
    } catch {
      // no active log yet
    }
  }

  source(id: string): SourceRef | undefined {
    const o = this.byId.get(id);
    if (!o) return undefined;
    const file = o.context.file;
    if (file) {
      const abs = isAbsolute(file) ? file : join(this.ws.paths.root, file);
      const rel = relative(this.ws.paths.root, abs);
      if (!rel.startsWith('..') && !isAbsolute(rel) && existsSync(abs)) return { path: rel.split('\\').join('/') };
    }
    const line = this.logLines.get(observationKey(o));
    return line ? { path: '.act/observations.jsonl', line } : undefined;
  }

  ref(e: EvidenceItem): EvidenceRef {
    return { text: e.text, type: e.type, timestamp: e.timestamp, source: this.source(e.id) };
  }
}

function localized(
  text: string | undefined,
  doc: Parameters<typeof bodyInLanguage>[1],
  lang: Language,
): string | undefined {
  return text === undefined ? undefined : bodyInLanguage(text, doc, lang);
}

function body(path: string): string | undefined {
  try {
    const text = readFileSync(path, 'utf8');
    return parseDocument(text).body.slice(0, MAX_BODY);
  } catch {
    return undefined;
  }
}

/** Tags ACT puts on a skill rule, in the interface language. */
const TAGS: Record<Language, { weak: string; edited: string }> = {
  en: { weak: 'below threshold', edited: 'edited by you' },
  fr: { weak: 'sous le seuil', edited: 'modifiée par vous' },
};

/** `lang`: the interface language, for ACT's own wording (learned text stays as written). */
export function instinctItems(ws: Workspace, locator = new EvidenceLocator(ws), lang: Language = 'en'): LearnedItem[] {
  return listInstincts(ws.paths).map((d) => ({
    kind: 'instinct' as const,
    id: d.id,
    title: d.title,
    confidence: d.confidence,
    path: `.act/${d.path}`,
    body: localized(body(join(ws.paths.act, d.path)), d, lang),
    tags: d.keywords.slice(0, 6),
    occurrences: d.observations,
    createdAt: d.created,
    updatedAt: d.updated,
    evidence: [...d.evidenceItems]
      .reverse()
      .slice(0, MAX_EVIDENCE)
      .map((e) => locator.ref(e)),
    adjust: { ...FEEDBACK_DELTAS },
  }));
}

/** One item per rule ACT learned; id "skill#ruleId" (what adjust and delete accept). */
export function skillItems(ws: Workspace, locator = new EvidenceLocator(ws), lang: Language = 'en'): LearnedItem[] {
  const out: LearnedItem[] = [];
  for (const s of listSkills(ws.paths)) {
    for (const r of s.rules) {
      const ev = s.evidence[r.id];
      out.push({
        kind: 'skill',
        id: `${s.id}#${r.id}`,
        title: r.text,
        confidence: r.confidence,
        path: `.act/${s.path}`,
        tags: [s.id, ...(r.status === 'weak' ? [TAGS[lang].weak] : []), ...(r.edited ? [TAGS[lang].edited] : [])],
        occurrences: r.observations,
        createdAt: ev?.created,
        updatedAt: r.updated,
        evidence: [...(ev?.items ?? [])]
          .reverse()
          .slice(0, MAX_EVIDENCE)
          .map((e) => locator.ref(e)),
        adjust: { ...FEEDBACK_DELTAS },
      });
    }
  }
  return out.sort((a, b) => b.confidence - a.confidence || a.title.localeCompare(b.title));
}
