// The Crystalizer (docs/seeds/004.md §4.2 C): turns a validated change into a candidate pattern with the
// sections Problem, Solution, Rationale. A language model writes the draft when one is available
// (see PatternAuthor; the host adapter wraps vscode.lm); the deterministic template below always
// works and is what gets written first, so nothing waits on a model.
import { redact } from '../redact';
import { diffExcerpt, isGeneratedPath } from './diffText';
import { oneLine } from './slug';
import { titleFromTask } from './taskText';
import type { CommandResult, PatternDraft, SnapshotRecord } from './types';

export interface CrystalInput {
  jobId: string;
  runId: string;
  task: string;
  /** The commit subject of a marked commit, if any. */
  subject?: string;
  diff: string;
  files: string[];
  snapshot: SnapshotRecord;
  /** The commands that passed. */
  validation: CommandResult[];
  stacks: string[];
  entrypoints: string[];
  approvedBy: string;
}

/** Something that can write a draft: the template here, a language model in the host. */
export interface PatternAuthor {
  readonly name: string;
  draft(input: CrystalInput): Promise<PatternDraft>;
}

/** A text-completion model (the host wraps vscode.lm; tests use a fake behind the same shape). */
export interface LanguageModel {
  readonly name: string;
  /** Answers the prompt; trims the prompt to `maxInputTokens` of its own tokenizer. */
  complete(prompt: string, opts: { maxInputTokens: number }): Promise<string>;
}

/** A PatternAuthor over a language model; falls back on the template when the answer is unusable. */
export class ModelAuthor implements PatternAuthor {
  constructor(
    private readonly model: LanguageModel,
    private readonly maxInputTokens: number,
    private readonly fallback: PatternAuthor = new TemplateAuthor(),
  ) {}

  get name(): string {
    return `model:${this.model.name}`;
  }

  async draft(input: CrystalInput): Promise<PatternDraft> {
    const answer = await this.model.complete(modelPrompt(input, this.maxInputTokens * 4), {
      maxInputTokens: this.maxInputTokens,
    });
    return parseModelDraft(answer) ?? this.fallback.draft(input);
  }
}

const LANGS: Record<string, string> = {
  ts: 'typescript',
  tsx: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  py: 'python',
  go: 'go',
  rs: 'rust',
  java: 'java',
  kt: 'kotlin',
  rb: 'ruby',
  php: 'php',
  cs: 'csharp',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  cc: 'cpp',
  sh: 'shell',
  sql: 'sql',
  css: 'css',
  vue: 'vue',
  svelte: 'svelte',
};

export function inferTags(input: Pick<CrystalInput, 'files' | 'stacks' | 'task' | 'subject'>): string[] {
  const tags = new Set<string>();
  for (const f of input.files) {
    const lang = LANGS[f.split('.').pop()?.toLowerCase() ?? ''];
    if (lang) tags.add(lang);
  }
  for (const s of input.stacks) tags.add(s);
  const text = `${input.subject ?? ''} ${input.task}`.toLowerCase();
  if (/\b(?:fix|bug|crash|regression|corrige|répare|bogue)/.test(text)) tags.add('fix');
  if (/\b(?:perf|performance|n\+1|slow|optimi[sz]|latency|lent)/.test(text)) tags.add('performance');
  if (/\b(?:secur|xss|csrf|injection|auth|sécurité)/.test(text)) tags.add('security');
  if (/\b(?:test|spec)s?\b/.test(text)) tags.add('testing');
  return [...tags].slice(0, 8);
}

export function templateTitle(input: Pick<CrystalInput, 'task' | 'subject' | 'files'>): string {
  const t = titleFromTask(input.task) ?? (input.subject ? oneLine(input.subject, 90) : undefined);
  if (t) return t;
  const top = input.files
    .slice(0, 2)
    .map((f) => f.split('/').pop())
    .join(', ');
  return top ? `Change in ${top}` : 'Untitled pattern';
}

export class TemplateAuthor implements PatternAuthor {
  readonly name = 'template';

  async draft(input: CrystalInput): Promise<PatternDraft> {
    // The candidate may be committed and shared: secrets in the change never reach it.
    const { markdown, omitted } = diffExcerpt(redact(input.diff));
    const task = redact(input.task.trim()).slice(0, 1500);
    const subject = input.subject ? redact(input.subject) : undefined;
    const files = input.files.filter((f) => !isGeneratedPath(f));
    const passed = input.validation.map(
      (r) =>
        `- \`${r.command}\`${r.cwd ? ` (in \`${r.cwd}\`)` : ''}: exit ${r.exitCode}, ${(r.durationMs / 1000).toFixed(1)} s`,
    );
    return {
      title: templateTitle({ task, subject, files }),
      tags: inferTags(input),
      problem: [
        task || `A change to ${files.slice(0, 5).join(', ')} was approved.`,
        '',
        `Touched: ${files
          .slice(0, 12)
          .map((f) => `\`${f}\``)
          .join(', ')}${files.length > 12 ? ` and ${files.length - 12} more` : ''}.`,
      ].join('\n'),
      solution: [
        'The approved change, validated in isolation. The code that matters:',
        '',
        markdown || '_(no textual change to show)_',
        omitted.length
          ? `\n_Not shown: ${omitted
              .slice(0, 10)
              .map((f) => `\`${f}\``)
              .join(', ')}._`
          : '',
      ].join('\n'),
      rationale: [
        `Approved by ${input.approvedBy}, then replayed on the immutable snapshot \`${input.snapshot.tag}\` (commit \`${input.snapshot.commit.slice(0, 12)}\`) in a clean worktree, where it passed:`,
        '',
        ...passed,
        input.entrypoints.length ? `\nCovered by: ${input.entrypoints.map((e) => `\`${e}\``).join(', ')}.` : '',
        '',
        '_Written from a template: edit the Problem and Rationale to say when to apply this and why it is preferred._',
      ].join('\n'),
    };
  }
}

/** The Markdown body of a pattern file (front matter is added by the library). */
export function renderBody(draft: PatternDraft): string {
  return [
    `# ${oneLine(draft.title) || 'Untitled pattern'}`,
    '',
    '## Problem',
    '',
    draft.problem.trim(),
    '',
    '## Solution',
    '',
    draft.solution.trim(),
    '',
    '## Rationale',
    '',
    draft.rationale.trim(),
    '',
  ].join('\n');
}

export function frontMatterFor(input: CrystalInput, draft: PatternDraft, author: string): Record<string, unknown> {
  return {
    tags: draft.tags
      .map((t) => oneLine(t, 40).toLowerCase())
      .filter(Boolean)
      .slice(0, 8),
    source_snapshot: input.snapshot.tag,
    source_commit: input.snapshot.commit,
    job_id: input.jobId,
    run_id: input.runId,
    validation: 'passed',
    validation_commands: input.validation.map((r) => r.command),
    created: new Date().toISOString(),
    author,
  };
}

/** The prompt for a language model, with the diff cut to fit `budgetChars`. */
export function modelPrompt(input: CrystalInput, budgetChars: number): string {
  const head = [
    "You turn a validated code change into a reusable engineering pattern for a team's pattern library.",
    'Answer with ONLY a JSON object: {"title": string (max 80 chars, names the practice, no file names), "tags": string[] (max 6, lower-case), "problem": markdown (when this applies, max 120 words), "solution": markdown (the practice with the essential code in fenced blocks, generalized beyond this repository), "rationale": markdown (why it is preferred, max 100 words)}.',
    'Do not invent behaviour that the diff does not show. Never include secrets.',
    '',
    `Task: ${redact(input.task).slice(0, 2000) || '(none given)'}`,
    input.subject ? `Commit: ${redact(input.subject)}` : '',
    `Validated by: ${input.validation.map((r) => r.command).join('; ')}`,
    `Files: ${input.files.slice(0, 30).join(', ')}`,
    '',
    'Diff:',
  ].join('\n');
  const room = Math.max(500, budgetChars - head.length);
  const diff = redact(input.diff);
  let lines = 200;
  let excerpt = diffExcerpt(diff, lines).markdown;
  while (excerpt.length > room && lines > 10) {
    lines = Math.floor(lines * 0.7);
    excerpt = diffExcerpt(diff, lines).markdown;
  }
  return `${head}\n${excerpt.slice(0, room)}`;
}

/** Reads a model's answer; undefined when it is not the JSON we asked for. */
export function parseModelDraft(text: string): PatternDraft | undefined {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  let obj: Record<string, unknown>;
  try {
    obj = JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const s = (k: string, max: number) =>
    typeof obj[k] === 'string'
      ? redact(obj[k] as string)
          .trim()
          .slice(0, max)
      : '';
  const draft: PatternDraft = {
    title: oneLine(s('title', 200), 90),
    tags: Array.isArray(obj.tags)
      ? obj.tags
          .filter((t): t is string => typeof t === 'string')
          .map((t) => oneLine(t, 40))
          .slice(0, 6)
      : [],
    problem: s('problem', 4000),
    solution: s('solution', 12000),
    rationale: s('rationale', 4000),
  };
  return draft.title && draft.problem && draft.solution && draft.rationale ? draft : undefined;
}
