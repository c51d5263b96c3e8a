// The Pattern Library (docs/seeds/004.md §4.2 D): `.agent/patterns/{candidates,active,deprecated,rejected}`.
// The folder is the status: approve moves a file to active/, deprecate to deprecated/, reject to
// rejected/ (kept, with the reason, so the decision stays reviewable). Every decision goes to the
// audit trail first. Only active/ is meant for assistants (see `activePatterns`).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { atomicWriteFile } from '../fsutil';
import type { WorkspacePaths } from '../../core/paths';
import { AuditLog } from './audit';
import { fm, parseDocument, renderJsonDocument } from '../../core/markdown/frontMatter';
import { assertPatternId, oneLine, PATTERN_ID, safeJoin, patternSlug } from '../../core/pipeline/slug';
import type {
  AuditEntry,
  PatternDecision,
  PatternDetail,
  PatternStatus,
  PatternSummary,
} from '../../protocol/pipeline';

export const PATTERN_STATUSES: PatternStatus[] = ['candidate', 'active', 'deprecated', 'rejected'];

/** A file larger than this is listed with a problem instead of being parsed. */
const MAX_PATTERN_BYTES = 512 * 1024;

type Decision = PatternDecision;
/** The pattern state machine (docs/seeds/004.md §4.2 D, governance): its one definition. */
const TRANSITIONS: Record<Decision, { from: PatternStatus[]; to: PatternStatus }> = {
  approve: { from: ['candidate', 'deprecated', 'rejected'], to: 'active' },
  reject: { from: ['candidate'], to: 'rejected' },
  deprecate: { from: ['active', 'candidate'], to: 'deprecated' },
};

/** The decisions a pattern in this status allows. */
export function allowedDecisions(status: PatternStatus): PatternDecision[] {
  return (Object.keys(TRANSITIONS) as Decision[]).filter((d) => TRANSITIONS[d].from.includes(status));
}

export class PatternLibrary {
  readonly audit: AuditLog;

  constructor(readonly paths: WorkspacePaths) {
    this.audit = new AuditLog(paths.patternsAudit);
  }

  dir(status: PatternStatus): string {
    return {
      candidate: this.paths.patternsCandidates,
      active: this.paths.patternsActive,
      deprecated: this.paths.patternsDeprecated,
      rejected: this.paths.patternsRejected,
    }[status];
  }

  list(status?: PatternStatus): PatternSummary[] {
    const out: PatternSummary[] = [];
    for (const s of status ? [status] : PATTERN_STATUSES) {
      let names: string[];
      try {
        names = readdirSync(this.dir(s)).filter((n) => n.endsWith('.md') && !n.startsWith('.'));
      } catch {
        continue;
      }
      for (const name of names.sort()) out.push(this.summary(s, join(this.dir(s), name)));
    }
    return out;
  }

  /** Where a pattern is now; ids are unique across folders (first match wins if a person copied one). */
  locate(id: string): { status: PatternStatus; path: string } | undefined {
    assertPatternId(id);
    for (const s of PATTERN_STATUSES) {
      const p = safeJoin(this.dir(s), `${id}.md`);
      if (existsSync(p)) return { status: s, path: p };
    }
    return undefined;
  }

  get(id: string): PatternDetail {
    const where = this.locate(id);
    if (!where) throw Object.assign(new Error(`no pattern with id ${id}`), { code: 'not_found' });
    const markdown = readFileSync(where.path, 'utf8');
    const { data, body } = parseDocument(markdown);
    return {
      ...this.summary(where.status, where.path, markdown),
      body,
      markdown,
      frontMatter: data,
      history: this.audit.for(id),
    };
  }

  /** A fresh id for a title: the slug, or the slug with -2, -3… when taken in any folder. */
  freshId(title: string): string {
    const base = patternSlug(title);
    for (let i = 1; ; i++) {
      const id = i === 1 ? base : `${base.slice(0, 56)}-${i}`;
      if (!this.locate(id)) return id;
    }
  }

  /** Writes a new candidate; the file name comes from the (untrusted) title through patternSlug + safeJoin. */
  writeCandidate(title: string, frontMatter: Record<string, unknown>, body: string, actor: string): PatternSummary {
    const id = this.freshId(title);
    const path = safeJoin(this.paths.patternsCandidates, `${id}.md`);
    mkdirSync(this.paths.patternsCandidates, { recursive: true });
    atomicWriteFile(
      path,
      renderJsonDocument(
        { id, title: oneLine(title) || 'Untitled pattern', status: 'candidate', ...frontMatter },
        body,
      ),
    );
    this.audit.append({
      action: 'create',
      subject: id,
      subjectKind: 'pattern',
      actor,
      to: 'candidate',
      data: { jobId: frontMatter.job_id, runId: frontMatter.run_id },
    });
    return this.summary('candidate', path);
  }

  /** Rewrites a candidate's content (a model's draft, a person's edit); the id and file name stay. */
  rewriteCandidate(
    id: string,
    title: string,
    frontMatter: Record<string, unknown>,
    body: string,
    actor: string,
    reason: string,
  ): PatternSummary {
    const where = this.locate(id);
    if (!where) throw Object.assign(new Error(`no pattern with id ${id}`), { code: 'not_found' });
    if (where.status !== 'candidate')
      throw Object.assign(new Error(`pattern ${id} is ${where.status}: only candidates can be rewritten`), {
        code: 'invalid_state',
      });
    const old = parseDocument(readFileSync(where.path, 'utf8'));
    atomicWriteFile(
      where.path,
      renderJsonDocument(
        {
          ...old.data,
          ...frontMatter,
          id,
          title: oneLine(title) || fm.text(old.data.title) || 'Untitled pattern',
          status: 'candidate',
        },
        body,
        old.frontMatter,
      ),
    );
    this.audit.append({ action: 'refine', subject: id, subjectKind: 'pattern', actor, reason });
    return this.summary('candidate', where.path);
  }

  approve(id: string, actor: string, note?: string): PatternSummary {
    return this.decide('approve', id, actor, note);
  }

  reject(id: string, actor: string, reason?: string): PatternSummary {
    return this.decide('reject', id, actor, reason);
  }

  deprecate(id: string, actor: string, reason?: string): PatternSummary {
    return this.decide('deprecate', id, actor, reason);
  }

  private decide(action: Decision, id: string, actor: string, reason: string | undefined): PatternSummary {
    const where = this.locate(id);
    if (!where) throw Object.assign(new Error(`no pattern with id ${id}`), { code: 'not_found' });
    const t = TRANSITIONS[action];
    if (!t.from.includes(where.status))
      throw Object.assign(
        new Error(`cannot ${action} pattern ${id}: it is ${where.status} (allowed from ${t.from.join(', ')})`),
        { code: 'invalid_state' },
      );
    const at = new Date().toISOString();
    const text = readFileSync(where.path, 'utf8');
    const { data, body, frontMatter } = parseDocument(text);
    const dest = safeJoin(this.dir(t.to), `${id}.md`);
    if (existsSync(dest))
      throw Object.assign(new Error(`${basename(dest)} already exists in ${t.to}/`), { code: 'conflict' });
    // Audit first: a decision that is not recorded did not happen.
    this.audit.append({
      action,
      subject: id,
      subjectKind: 'pattern',
      actor,
      reason,
      from: where.status,
      to: t.to,
      data: { created: data.created },
    });
    const cleanReason = reason ? oneLine(reason, 500) : undefined;
    const updated = {
      ...data,
      status: t.to,
      reviewed_by: oneLine(actor, 200),
      reviewed_at: at,
      ...(action === 'approve' ? { review_note: cleanReason } : {}),
      ...(action === 'reject' ? { rejected_reason: cleanReason ?? 'no reason given' } : {}),
      ...(action === 'deprecate' ? { deprecated_reason: cleanReason ?? 'no reason given' } : {}),
    };
    // Rewrite in place (atomic), then rename (atomic): a crash leaves the file in one folder.
    atomicWriteFile(where.path, renderJsonDocument(updated, body, frontMatter));
    mkdirSync(this.dir(t.to), { recursive: true });
    renameSync(where.path, dest);
    return this.summary(t.to, dest);
  }

  private summary(status: PatternStatus, path: string, text?: string): PatternSummary {
    const s = this.readSummary(status, path, text);
    return { ...s, actions: s.problem ? [] : allowedDecisions(status) };
  }

  private readSummary(status: PatternStatus, path: string, text?: string): Omit<PatternSummary, 'actions'> {
    const fileId = basename(path, '.md');
    const base: Omit<PatternSummary, 'actions'> = { id: fileId, title: fileId, status, tags: [], path };
    if (!PATTERN_ID.test(fileId))
      return { ...base, problem: `file name is not a valid pattern id; rename it to ${patternSlug(fileId)}.md` };
    try {
      if (text === undefined) {
        if (statSync(path).size > MAX_PATTERN_BYTES)
          return { ...base, problem: `file is larger than ${MAX_PATTERN_BYTES / 1024} KB` };
        text = readFileSync(path, 'utf8');
      }
      const { data, body, error: problem } = parseDocument(text);
      const heading = /^#\s+(.+)$/m.exec(body)?.[1];
      return {
        ...base,
        title: oneLine(fm.text(data.title) ?? heading ?? fileId),
        tags: fm.list(data.tags).map((t) => oneLine(t, 40)),
        created: fm.text(data.created),
        sourceSnapshot: fm.text(data.source_snapshot),
        runId: fm.text(data.run_id),
        jobId: fm.text(data.job_id),
        validation: fm.text(data.validation),
        reviewedBy: fm.text(data.reviewed_by),
        reviewedAt: fm.text(data.reviewed_at),
        reintroduces: fm.text(data.reintroduces),
        ...(problem
          ? { problem }
          : fm.text(data.id) && fm.text(data.id) !== fileId
            ? { problem: `front matter id ${fm.text(data.id)} differs from the file name` }
            : {}),
      };
    } catch (e) {
      return { ...base, problem: `unreadable: ${(e as Error).message}` };
    }
  }

  decisions(): AuditEntry[] {
    return this.audit.read().entries;
  }
}

/** The active patterns with their Markdown body, for whoever feeds assistants (instruction files). */
export function activePatterns(paths: WorkspacePaths): Array<PatternSummary & { body: string }> {
  const lib = new PatternLibrary(paths);
  return lib
    .list('active')
    .filter((p) => !p.problem)
    .map((p) => ({ ...p, body: parseDocument(readFileSync(p.path, 'utf8')).body }));
}
