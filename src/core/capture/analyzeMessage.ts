// One user message, read in its conversation -> everything capture learns from it: win/loss
// (docs/seeds/002.md §2.1), correction, and standing rules (docs/seeds/003.md §4.4), with the reasons for
// `detect --explain`.
import {
  acknowledgesNoProblem,
  detectFeedback,
  failingPasteAfterClaim,
  forwardedFeedback,
  statesToRemember,
  type FeedbackKind,
  type FeedbackPatterns,
} from './feedback';
import { FEEDBACK_MODEL, modelVerdict, type FeedbackModel } from './feedback/model';
import { detectRules, type DetectedRule, type RuleKind } from './rules/detect';
import { ownInstructions } from './rules/pasted';
import { saysTheRightWay } from './feedback/orders';
import { asksForNoChange, withSuggestion } from './feedback/review';
import { CHANGES_OWN_RULE } from './rules/markers';
import {
  asksForInformation,
  contentForms,
  offeredChoice,
  turnFacts,
  turnWords,
  wordForms,
  type ConversationContext,
} from './conversation';
import { fold } from '../text/normalize';
import { messageShape } from './text';

export interface MessageAnalysis {
  feedback: FeedbackKind;
  correction: boolean;
  /** The phrasing families that decided the feedback ("pointed-question", "undo", …). */
  families: string[];
  rules: DetectedRule[];
  reasons: string[];
}

export function analyzeMessage(
  text: string,
  patterns: FeedbackPatterns,
  ctx: ConversationContext = {},
  /** The second opinion where no family spoke; null leaves the families alone (evaluation). */
  model: FeedbackModel | null = FEEDBACK_MODEL,
): MessageAnalysis {
  const r = detectRules(text);
  // A standing instruction is not a judgement of the work: "never load everything client side"
  // reports no failure. The rest of the message is judged as usual.
  // The paste is read here, before quoted and fenced text is set aside as not the user's words.
  const f = withSuggestion(
    forwardedFeedback(text, patterns, ctx) ??
      (failingPasteAfterClaim(text, patterns, ctx)
        ? {
            feedback: 'loss' as const,
            correction: false,
            families: ['error-report'],
            reasons: [
              'pastes failing output right after the assistant said it was done: the output contradicts the claim',
            ],
          }
        : detectFeedback(
            // A pasted ticket or log is judged on the words around it, found in the message as written:
            // taking its rule lines out first would leave its body to be read as the user's words.
            messageShape(text) === 'conversation' ? withoutRuleSentences(ownInstructions(text), r.rules) : text,
            patterns,
            ctx,
          )),
    text,
    ctx,
  );
  // "update the db-changes rule: no separate file anymore …, delete docs/db-changes.md": the user
  // changes their own rule; what it undoes was done by the old rule, not against it.
  const changesOwnRule = CHANGES_OWN_RULE.test(text.trim());
  if (f.feedback === 'loss' && changesOwnRule)
    noReaction(f, 'changes one of the user’s own rules: not a reaction to the work');
  if (statesToRemember(text, f)) noReaction(f, 'facts to remember, told as they are now: not a state the work left');
  const reasons = [...f.reasons.map((x) => `feedback: ${x}`), ...r.reasons.map((x) => `rules: ${x}`)];
  // Praise that states a rule for what comes next ("great, do the same for the others") stays praise.
  // "fine this time, but add to CLAUDE.md: …": the work is let pass, the rule is for later.
  // A long document's rules (a plan, a CLAUDE.md) are read for what comes; they reproach nothing.
  const corrected =
    f.feedback === 'win' ||
    !r.rules.length ||
    changesOwnRule ||
    LET_PASS.test(fold(text)) ||
    messageShape(text) === 'document'
      ? null
      : ruleCorrectsTheTurn(r.rules, ctx);
  if (corrected && f.feedback !== 'loss') reasons.push(`feedback: ${corrected}`);
  // Where no family spoke, the model trained on the project's own sentences may (feedback/model.ts).
  const verdict =
    corrected ||
    changesOwnRule ||
    f.feedback !== 'neutral' ||
    !model ||
    acknowledgesNoProblem(text) ||
    asksForNoChange(text)
      ? null
      : modelVerdict(text, ctx, model);
  if (verdict)
    reasons.push(
      `feedback: the model reads a ${verdict.feedback} (${verdict.probability.toFixed(2)}; most: ${verdict.because.join(', ')})`,
    );
  const feedback = corrected ? 'loss' : (verdict?.feedback ?? f.feedback);
  // A complaint that says what is right: a rule for it ("again? we never duplicate files here"), or
  // an order ("put 23.5 V", "убери"). Where only the model heard the complaint, "it should be …" and
  // "instead" say it too (feedback/orders.ts).
  const ordered = feedback === 'loss' && !f.correction && !corrected && !r.rules.length && rightWayOf(text, !!verdict);
  if (ordered) reasons.push('feedback: and orders what is right instead: correction');
  return {
    feedback,
    correction: f.correction || !!corrected || (feedback === 'loss' && r.rules.length > 0) || ordered,
    families: corrected ? [...f.families, 'rule-correction'] : verdict ? ['model'] : f.families,
    rules: r.rules,
    reasons,
  };
}

function rightWayOf(text: string, byModel: boolean): boolean {
  const cue = saysTheRightWay(text);
  return byModel ? cue !== null : cue === 'order';
}

// Rules whose sentence is masked from feedback: a restated rule ("I told you not to …") is also a reproach.
const MASKED: ReadonlySet<RuleKind> = new Set([
  'explicit',
  'standing',
  'memory',
  'convention',
  'ticket',
  'universal',
  'always',
  'never',
]);

function withoutRuleSentences(text: string, rules: readonly DetectedRule[]): string {
  let out = text;
  for (const r of rules) {
    if (!MASKED.has(r.kind)) continue;
    // An always/never rule masks its own clause only: "you broke it again, never touch the config".
    const part =
      r.kind === 'always' || r.kind === 'never'
        ? (r.sentence.split(/,\s+/).find((c) => /always|never|toujours|jamais|всегда|никогда/iu.test(c)) ?? r.sentence)
        : r.sentence;
    out = out.replace(part, ' ');
  }
  return out;
}

/**
 * "Next time, edit the schema and regenerate" right after the assistant edited generated files,
 * "no more comments on obvious functions" right after it commented every function: a standing
 * rule that names what the assistant just did corrects it.
 */
function ruleCorrectsTheTurn(rules: readonly DetectedRule[], ctx: ConversationContext): string | null {
  if (!ctx.before || !rules.length) return null;
  const facts = turnFacts(ctx.before);
  // A rule given in answer to "which one?" or "A or B?" answers it; it corrects nothing.
  // "stop adding a comment on every line": the habit it names is the assistant's own.
  const stop = rules.find((r) => STOP.test(r.text));
  if (stop)
    return `asks the assistant to stop a habit ("${stop.text.split(/\s+/).slice(0, 3).join(' ')}"): a correction`;
  if (
    !facts.claimedDone ||
    facts.askedForInput ||
    asksForInformation(ctx.before.text) ||
    offeredChoice(ctx.before.text)
  )
    return null;
  // "here it's pnpm, not npm" right after `npm install`: the rule names what the turn did as the wrong one.
  const named = rules
    .map((r) => NOT_THAT.exec(fold(r.text))?.[1]?.replace(/[.,;:]+$/, ''))
    .filter((w): w is string => !!w && w.length >= 2);
  const notThat = named.length ? named.find((w) => turnWords(ctx.before).has(w)) : undefined;
  if (notThat)
    return `a standing rule that names what the assistant just used as the wrong one ("not ${notThat}"): a correction`;
  const corrective = rules.filter((r) => r.kind === 'never' || NEXT_TIME.test(r.sentence) || BAN.test(r.text));
  // "Reverted the mock and the fixture." then "never mock third-party APIs": the turn already
  // undid it; the rule is for what comes.
  if (!corrective.length || facts.undid) return null;
  const { done, acted, asked } = turnParts(ctx.before);
  // Only a rule worded as a ban or for "next time" looks back at the turn; "every component
  // needs a story" after a component was written is a new rule, not a reproach.
  for (const r of corrective) {
    const shared = contentForms(r.text, 4).filter((w) => w.some((f) => done.has(f)));
    // Two words in common ("tests" alone is in every turn), or one the turn acted on (a file it
    // edited, a command it ran) that is not merely what its closing question offers.
    const onActed = shared.some((w) => w.some((f) => acted.has(f)) && !w.some((f) => asked.has(f)));
    if (shared.length >= 2 || onActed || codeInTurn(r.text, ctx.before.text))
      return `a standing rule about what the assistant just did ("${shared
        .slice(0, 3)
        .map((w) => w[0])
        .join(', ')}"): a correction`;
  }
  return null;
}

/** "no `any` in TypeScript, ever" after a turn whose code returns `Promise<any>`: the code the rule bans is there. */
function codeInTurn(rule: string, turn: string): boolean {
  return [...rule.matchAll(/`([^`\n]{2,40})`/g)].some((m) => {
    const code = m[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\w$])${code}(?![\\w$])`).test(turn);
  });
}

/**
 * What the turn did (its words, the files and commands it acted on) apart from what its closing
 * question offers: a rule naming only the offer ("should I run the migration?") answers it.
 */
function turnParts(turn: NonNullable<ConversationContext['before']>): {
  done: Set<string>;
  acted: Set<string>;
  asked: Set<string>;
} {
  const text = turn.text.slice(-3000);
  const last =
    text
      .trim()
      .split(/(?<=[.!?])\s+/)
      .pop() ?? '';
  const question = /\?\s*\**\s*$/.test(last) ? last : '';
  const acted = wordForms((turn.actions ?? []).map((a) => a.target).join(' '));
  const done = wordForms(question ? text.slice(0, text.lastIndexOf(question)) : text);
  for (const f of acted) done.add(f);
  return { done, acted, asked: question ? wordForms(question) : new Set() };
}

const LET_PASS =
  /(?<![\p{L}])(?:(?:fine|ok|okay|good|alright)(?: for)? (?:this time|for now)|(?:ca va|c'est bon|ok) (?:pour )?(?:cette fois|pour l'instant)|на этот раз (?:ладно|норм|пусть))(?![\p{L}])/u;
const NOT_THAT = /(?:,\s*|\s)(?:not|pas|а не)\s+(?:the\s+|le\s+|la\s+|les\s+)?([\p{L}\d._/-]+)/u;
const STOP = /^(?:stop|quit|arr[êe]te|cesse|перестань|хватит|прекрати)(?![\p{L}])/iu;
const NEXT_TIME = /(?<![\p{L}])(?:next time|la prochaine fois|в следующий раз)(?![\p{L}])/iu;
const BAN =
  /^(?:no|never|don't|do not|stop|pas de|plus de|aucun|jamais|ne |n'|arr[êe]te|никаких|никогда|не |перестань|хватит)/iu;

/** A verdict taken back: the message says nothing for or against the work. */
function noReaction(
  f: { feedback: FeedbackKind; correction: boolean; families: string[]; reasons: string[] },
  why: string,
) {
  f.feedback = 'neutral';
  f.correction = false;
  f.families = [];
  f.reasons.push(why);
}

/** The JSON shape printed by `act detect --json` and returned to the chat participant. */
export function detectSummary(a: MessageAnalysis): { feedback: FeedbackKind; correction: boolean; rules: string[] } {
  return { feedback: a.feedback, correction: a.correction, rules: a.rules.map((r) => r.text) };
}
