// Observations from what a user said, content first: the user's own words, what the assistant
// had just done (commands, edits) and the task, so that Evolve and the memory group them by what
// they are about, never by the sentence that wraps them. Evidence names the session; the
// seed-001 base confidence of the type; redacted; never duplicated within a batch.
import { BASE_CONFIDENCE, type Observation, type ObservationType } from '../observation';
import { redact } from '../redact';
import type { MessageAnalysis } from './analyzeMessage';
import { describeActions, type AssistantTurnView } from './conversation';
import { shorten } from './text';

export interface MessageContext {
  /** Where the message was said: "claude-code", "engram", "aider", "chat", … */
  origin: string;
  session?: string;
  timestamp?: string;
  /** The user's previous request in the conversation: what the feedback is about. */
  request?: string;
  /** The assistant's turn before this message: what it said and did. */
  before?: AssistantTurnView;
  /** False for the opening message of a conversation: a complaint there is a bug report, not feedback. */
  followsAnswer: boolean;
  /** The project the conversation ran in (a folder name), so separate projects never mix. */
  project?: string;
}

export const FEEDBACK_LABEL = { win: 'Praised', loss: 'Complaint', correction: 'Correction' } as const;
const WRAPPER = new RegExp(`^(?:${Object.values(FEEDBACK_LABEL).join('|')}|Rule): `);

export interface FeedbackParts {
  /** The user's own words. */
  words: string;
  /** Command gists the assistant ran just before ("gh pr merge"). */
  commands: string[];
  /** File names it edited just before. */
  files: string[];
  task?: string;
}

/** Reads back the parts of a feedback observation written by observationsForMessage. */
export function feedbackParts(o: Observation): FeedbackParts | null {
  if (!o.tags?.includes('feedback')) return null;
  const m = /^(?:Praised|Complaint|Correction): "(.*?)"(?: — after the assistant (.*?))?(?: \(task: "(.*)"\))?$/s.exec(
    o.observation,
  );
  if (!m) return null;
  const did = m[2] ?? '';
  const ran = /(?:^|; )ran (.*?)(?:; edited |$)/.exec(did)?.[1] ?? '';
  const edited = /(?:^|; )edited (.*)$/.exec(did)?.[1] ?? '';
  return {
    words: m[1]!,
    commands: [...ran.matchAll(/`([^`]+)`/g)].map((x) => x[1]!),
    files: edited
      .split(', ')
      .map((f) => f.replace(/ \(\+\d+\)$/, '').trim())
      .filter(Boolean),
    ...(m[3] ? { task: m[3] } : {}),
  };
}

/**
 * What an observation is about, without the sentence that wraps it: for feedback, the user's
 * words, what the assistant ran or edited, and the task. Evolve and the memory group on this.
 */
export function feedbackContent(o: Observation): string {
  const p = feedbackParts(o);
  if (p)
    return [p.words, ...p.commands, ...p.files.map((f) => f.replace(/[._-]+/g, ' ')), p.task ?? ''].join(' ').trim();
  return o.tags?.includes('user-rule') ? o.observation.replace(WRAPPER, '') : o.observation;
}

function obs(
  type: ObservationType,
  observation: string,
  evidence: string[],
  tags: string[],
  ctx: MessageContext,
  task?: string,
): Observation {
  return {
    timestamp: ctx.timestamp ?? new Date().toISOString(),
    type,
    context: task ? { task: shorten(task, 120) } : {},
    observation: shorten(observation, 400),
    evidence: evidence.map((e) => shorten(e, 300)),
    confidence: BASE_CONFIDENCE[type].base,
    tags: tags.map((t) => t.slice(0, 64)).slice(0, 20),
  };
}

export function sessionLabel(ctx: MessageContext): string {
  const id = ctx.session ? (ctx.session.length > 40 ? `${ctx.session.slice(0, 37)}…` : ctx.session) : 'unknown';
  return `session ${id} (${ctx.origin}${ctx.project ? `, ${ctx.project}` : ''}${ctx.timestamp ? `, ${ctx.timestamp.slice(0, 16).replace('T', ' ')}` : ''})`;
}

/** Tags that keep conversations and projects apart downstream. */
export function contextTags(ctx: MessageContext): string[] {
  return [
    ctx.origin,
    ...(ctx.project ? [`project:${ctx.project}`] : []),
    ...(ctx.session ? [`session:${ctx.session.slice(0, 40)}`] : []),
  ];
}

/** Observations for one analysed user message. `text` is the raw message (redacted here). */
export function observationsForMessage(text: string, a: MessageAnalysis, ctx: MessageContext): Observation[] {
  const out: Observation[] = [];
  const quote = shorten(redact(text), 200);
  const request = ctx.request ? shorten(redact(ctx.request), 100) : undefined;
  const did = ctx.before ? redact(describeActions(ctx.before.actions)) : '';
  const didFully = ctx.before ? redact(describeActions(ctx.before.actions, 6, true)) : '';
  const about = `${did ? ` — after the assistant ${did}` : ''}${request ? ` (task: "${request}")` : ''}`;
  const evidence = [`user: "${shorten(quote, 160)}"`, sessionLabel(ctx)];
  if (ctx.before?.text) evidence.push(`assistant before: "${shorten(redact(ctx.before.text), 140)}"`);
  if (didFully) evidence.push(`assistant did: ${didFully}`);
  const tags = [...contextTags(ctx), ...a.families.slice(0, 3).map((f) => `family:${f}`)];
  if (ctx.followsAnswer && a.feedback === 'win' && !a.correction)
    out.push(
      obs('success', `${FEEDBACK_LABEL.win}: "${quote}"${about}`, evidence, ['feedback', 'win', ...tags], ctx, request),
    );
  if (ctx.followsAnswer && a.feedback === 'loss' && !a.correction)
    out.push(
      obs('error', `${FEEDBACK_LABEL.loss}: "${quote}"${about}`, evidence, ['feedback', 'loss', ...tags], ctx, request),
    );
  if (ctx.followsAnswer && a.correction)
    out.push(
      obs(
        'correction',
        `${FEEDBACK_LABEL.correction}: "${quote}"${about}`,
        evidence,
        ['feedback', 'correction', ...(a.feedback === 'loss' ? ['loss'] : []), ...tags],
        ctx,
        request,
      ),
    );
  for (const r of a.rules) {
    const rule = redact(r.text);
    out.push(
      obs(
        'preference',
        `Rule: ${rule}`,
        [`user: "${shorten(redact(r.sentence), 200)}"`, sessionLabel(ctx)],
        ['user-rule', r.kind, `lang:${r.lang}`, ...tags],
        ctx,
      ),
    );
  }
  return out;
}

/** Drops observations identical in type, text, task and file (docs/seeds/001.md §6: no identical duplicates). */
export function dedupeObservations(items: Observation[]): Observation[] {
  const seen = new Set<string>();
  return items.filter((o) => {
    const k = `${o.type}\u0000${o.observation}\u0000${o.context.task ?? ''}\u0000${o.context.file ?? ''}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
