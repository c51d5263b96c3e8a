// Shapes shared by planning, Markdown rendering, the node adapters and the sidebar.
import type { ObservationType } from '../observation';
import type { ConfidenceLevel } from '../scoring';
import type { Language } from '../text/language';

/** One observation quoted as evidence in a learned document. */
export interface EvidenceItem {
  id: string;
  text: string;
  type?: ObservationType;
  timestamp?: string;
  confidence?: number;
}

export interface InstinctDoc {
  kind: 'instinct';
  /** Slug, also the file name without .md. */
  id: string;
  title: string;
  /** The rule it becomes once promoted to a skill (proposed when it was created). */
  rule?: string;
  confidence: number;
  level: ConfidenceLevel;
  /** Observations that supported it, all runs together. */
  observations: number;
  /** Net user feedback (confirm/contradict) kept across evolutions. */
  adjustment: number;
  keywords: string[];
  /** Observation ids (newest last). */
  evidence: string[];
  /** Most recent evidence, as shown in the document. */
  evidenceItems: EvidenceItem[];
  /** Observation ids that already weakened it (a contradiction counts once). */
  contradictions: string[];
  language: Language;
  created: string;
  updated: string;
  lastSeen: string;
  /** The heading differs from the generated title: a person renamed it. */
  titleEdited: boolean;
  /** Full Markdown text as read, so an update keeps everything a person wrote. */
  source?: string;
}

export interface SkillRule {
  id: string;
  text: string;
  confidence: number;
  level: ConfidenceLevel;
  observations: number;
  updated: string;
  /** 'weak': fell below the skill threshold; kept but not applied automatically. */
  status: 'active' | 'weak';
  /** Instinct it was promoted from, if any. */
  from?: string;
  /** A person reworded the line; ACT keeps their words. */
  edited: boolean;
}

/** What ACT remembers per generated rule, beside SKILL.md (act-evidence.json). */
export interface RuleEvidence {
  keywords: string[];
  evidence: string[];
  items: EvidenceItem[];
  adjustment: number;
  contradictions: string[];
  observations: number;
  created: string;
  lastSeen: string;
}

export interface SkillDoc {
  kind: 'skill';
  /** Folder name under .act/skills. */
  id: string;
  title: string;
  description: string;
  /** Mean of the active generated rules (0 when there are none). */
  confidence: number;
  level: ConfidenceLevel;
  rules: SkillRule[];
  /** Generated rule ids a person deleted from SKILL.md: never added back. */
  suppressed: string[];
  language: Language;
  updated: string;
  evidence: Record<string, RuleEvidence>;
  source?: string;
}

export type LearnedDoc = InstinctDoc | SkillDoc;
