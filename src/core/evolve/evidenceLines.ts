// Evidence lines shown in instinct documents: "- 2026-02-01 · correction · 0.40 — text".
import { OBSERVATION_TYPES, type ObservationType } from '../observation';
import type { EvidenceItem } from './types';

const LINE = /^\s*[-*]\s+(\d{4}-\d{2}-\d{2})?\s*·?\s*([a-z]+)?\s*·?\s*(\d(?:\.\d+)?)?\s*—\s+(.*)$/;

/** One line per item; newlines in texts are flattened so a line stays a line. */
export function renderEvidenceLines(items: readonly EvidenceItem[]): string {
  return items
    .map((e) => {
      const meta = [e.timestamp?.slice(0, 10), e.type, e.confidence !== undefined ? e.confidence.toFixed(2) : undefined]
        .filter(Boolean)
        .join(' · ');
      const text = e.text.replace(/\s+/g, ' ').trim();
      return `- ${meta ? meta + ' ' : ''}— ${text.length > 300 ? text.slice(0, 299) + '…' : text}`;
    })
    .join('\n');
}

/** Reads evidence lines back (ids are not in the lines; the caller pairs them with front matter). */
export function parseEvidenceLines(block: string): Array<Omit<EvidenceItem, 'id'>> {
  const out: Array<Omit<EvidenceItem, 'id'>> = [];
  for (const line of block.split('\n')) {
    const m = LINE.exec(line);
    if (!m) continue;
    const type = (OBSERVATION_TYPES as readonly string[]).includes(m[2] ?? '') ? (m[2] as ObservationType) : undefined;
    out.push({ timestamp: m[1], type, confidence: m[3] !== undefined ? Number(m[3]) : undefined, text: m[4].trim() });
  }
  return out;
}
