// Observations from what a user said: specific (they name the task and quote the message),
// with evidence naming the session, the seed-001 base confidence of their type, redacted,
// and never duplicated within a batch.
import { BASE_CONFIDENCE, type Observation, type ObservationType } from '../observation';
import { redact } from '../redact';
import type { MessageAnalysis } from './analyzeMessage';
import { shorten } from './text';

export interface MessageContext {
  /** Where the message was said: "claude-code", "engram", "aider", "chat", … */
  origin: string;
  session?: string;
  timestamp?: string;
  /** The user's previous request in the conversation: what the feedback is about. */
  request?: string;
  /** The assistant's last answer before this message. */
  previousAnswer?: string;
  /** False for the opening message of a conversation: a complaint there is a bug report, not feedback. */
  followsAnswer: boolean;
}

function obs(type: ObservationType, observation: string, evidence: string[], tags: string[], ctx: MessageContext, task?: string): Observation {
  const o: Observation = {
    timestamp: ctx.timestamp ?? new Date().toISOString(),
    type,
    context: task ? { task: shorten(task, 120) } : {},
    observation: shorten(observation, 400),
    evidence: evidence.map((e) => shorten(e, 300)),
    confidence: BASE_CONFIDENCE[type].base,
    tags,
  };
  return o;
}

export function sessionLabel(ctx: MessageContext): string {
  const id = ctx.session ? (ctx.session.length > 40 ? `${ctx.session.slice(0, 37)}…` : ctx.session) : 'unknown';
  return `session ${id} (${ctx.origin}${ctx.timestamp ? `, ${ctx.timestamp.slice(0, 16).replace('T', ' ')}` : ''})`;
}

/** Observations for one analysed user message. `text` is the raw message (redacted here). */
export function observationsForMessage(text: string, a: MessageAnalysis, ctx: MessageContext): Observation[] {
  const out: Observation[] = [];
  const quote = shorten(redact(text), 160);
  const request = ctx.request ? shorten(redact(ctx.request), 100) : undefined;
  const evidence = [`user: "${quote}"`, sessionLabel(ctx)];
  if (ctx.previousAnswer) evidence.push(`assistant before: "${shorten(redact(ctx.previousAnswer), 140)}"`);
  const about = request ? ` on "${request}"` : '';
  const baseTags = [ctx.origin];
  if (ctx.followsAnswer && a.feedback === 'win') out.push(obs('success', `User praised the assistant's work${about}: "${shorten(quote, 80)}"`, evidence, ['feedback', 'win', ...baseTags], ctx, request));
  if (ctx.followsAnswer && a.feedback === 'loss' && !a.correction) out.push(obs('error', `User criticised the assistant's work${about}: "${shorten(quote, 80)}"`, evidence, ['feedback', 'loss', ...baseTags], ctx, request));
  if (ctx.followsAnswer && a.correction) out.push(obs('correction', `User corrected the assistant${about}: "${shorten(quote, 100)}"`, evidence, ['feedback', 'correction', ...(a.feedback === 'loss' ? ['loss'] : []), ...baseTags], ctx, request));
  for (const r of a.rules) {
    const rule = redact(r.text);
    out.push(obs('preference', `User rule: ${rule}`, [`user: "${shorten(redact(r.sentence), 200)}"`, sessionLabel(ctx)], ['user-rule', r.kind, ...baseTags], ctx));
  }
  return out;
}

/** Drops observations identical in type, text, task and file (seed 001: no identical duplicates). */
export function dedupeObservations(items: Observation[]): Observation[] {
  const seen = new Set<string>();
  return items.filter((o) => {
    const k = `${o.type}\u0000${o.observation}\u0000${o.context.task ?? ''}\u0000${o.context.file ?? ''}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
