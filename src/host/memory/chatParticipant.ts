// @act in the chat view: answers with the relevant project memory in the prompt of the user's
// language model, or — without a model — shows what memory recalls. Every message goes to
// capture (recordUserMessage: feedback, corrections, rules) and to the thread memory; thumbs
// up/down go to recordFeedback. /search, /rules, /status and /threads need no model — but VS Code
// (1.139) refuses any chat request when no language model exists at all ("Language model
// unavailable", before this handler runs), so "without a model" means act.memory.languageModel=off.
import * as vscode from 'vscode';
import type { HostServices } from '../services';
import {
  memoryBlock,
  recallMarkdown,
  rulesMarkdown,
  SYSTEM_INSTRUCTIONS,
  escapeMd,
  type MemoryContext,
} from '../../core/memory/chat/prompt';
import { healthMarkdown } from './healthView';
import { languageModelEnabled } from './config';
import { feedbackNote, requestText } from '../../core/memory/chat/turns';

export const PARTICIPANT_ID = 'act.memory';
const SOURCE = 'chat:@act';

async function optional<T>(p: Promise<T>, ms = 3000): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<undefined>((r) => (timer = setTimeout(() => r(undefined), ms)))]);
  } catch {
    // The other side may not be built in (capture) or the worker may be restarting: carry on.
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

async function recallFor(services: HostServices, query: string, k = 8): Promise<MemoryContext> {
  const [search, rules] = await Promise.all([
    optional(services.worker.request('memorySearch', { query, k }), 5000),
    optional(services.worker.request('rulesInForce', { limit: 60 }), 5000),
  ]);
  return { hits: search?.hits ?? [], rules: rules?.rules ?? [] };
}

function references(stream: vscode.ChatResponseStream, root: string | undefined, ctx: MemoryContext) {
  if (!root) return;
  const seen = new Set<string>();
  for (const h of ctx.hits)
    if (h.location && !seen.has(h.location) && !h.location.startsWith('..')) {
      seen.add(h.location);
      stream.reference(vscode.Uri.joinPath(vscode.Uri.file(root), h.location));
    }
}

function historyMessages(context: vscode.ChatContext): vscode.LanguageModelChatMessage[] {
  const out: vscode.LanguageModelChatMessage[] = [];
  for (const turn of context.history.slice(-6)) {
    if (turn instanceof vscode.ChatRequestTurn) {
      // A command-only turn ("/rules") has an empty prompt; an empty user message is rejected by some models.
      const text = requestText(turn.command, turn.prompt);
      if (text) out.push(vscode.LanguageModelChatMessage.User(text));
    } else if (turn instanceof vscode.ChatResponseTurn) {
      const text = turn.response
        .map((p) => (p instanceof vscode.ChatResponseMarkdownPart ? p.value.value : ''))
        .join('');
      if (text) out.push(vscode.LanguageModelChatMessage.Assistant(text.slice(0, 4000)));
    }
  }
  return out;
}

export function registerChatParticipant(services: HostServices): vscode.Disposable[] {
  const handler: vscode.ChatRequestHandler = async (request, context, stream, token) => {
    const text = request.prompt.trim();
    const meta = { query: text.slice(0, 300), command: request.command ?? '' };
    try {
      if (!services.workspaceRoot) {
        stream.markdown(vscode.l10n.t('Open a folder: ACT keeps its memory per workspace.'));
        return { metadata: meta };
      }
      if (text) {
        // The turn before tells what the message answers: "yes" to a question is not praise.
        const lastAnswer = [...context.history]
          .reverse()
          .find((t): t is vscode.ChatResponseTurn => t instanceof vscode.ChatResponseTurn);
        const previousAnswer = lastAnswer?.response
          .map((p) => (p instanceof vscode.ChatResponseMarkdownPart ? p.value.value : ''))
          .join('')
          .slice(0, 4000);
        const lastRequest = [...context.history]
          .reverse()
          .find((t): t is vscode.ChatRequestTurn => t instanceof vscode.ChatRequestTurn);
        const captured = await optional(
          services.worker.request('recordUserMessage', {
            text,
            source: SOURCE,
            previousAnswer: previousAnswer || undefined,
            request: lastRequest?.prompt || undefined,
          }),
        );
        void optional(services.worker.request('memoryRoute', { text, source: SOURCE, kind: 'prompt' }), 15_000);
        if (captured?.rules.length)
          stream.markdown(`_${vscode.l10n.t('Noted as a rule: {0}', captured.rules.map(escapeMd).join('; '))}_\n\n`);
        // An approval ("LGTM", "parfait, on merge") of live work starts a learning run (docs/seeds/004.md §4.1);
        // the previous prompt is the task. The pipeline checks the setting and workspace trust.
        if (text.length < 500) {
          const previous = [...context.history]
            .reverse()
            .find((t): t is vscode.ChatRequestTurn => t instanceof vscode.ChatRequestTurn);
          const trig = await optional(
            services.worker.request('pipelineTriggerFromApproval', { text, source: SOURCE, task: previous?.prompt }),
            15_000,
          );
          if (trig?.jobId)
            stream.markdown(
              `_${vscode.l10n.t('Approval noted: a learning run ({0}) will validate this change in isolation and propose a pattern for review.', escapeMd(trig.jobId))}_\n\n`,
            );
        }
      }
      if (request.command === 'rules') {
        const r = await optional(services.worker.request('rulesInForce', { limit: 200 }), 5000);
        stream.markdown(rulesMarkdown(r?.rules ?? []));
        return { metadata: meta };
      }
      if (request.command === 'status') {
        const h = await optional(services.worker.request('health', {}), 5000);
        stream.markdown(
          h
            ? healthMarkdown(h)
            : vscode.l10n.t(
                'The memory is not available right now (the worker is starting or failed; see "ACT: Show Log").',
              ),
        );
        return { metadata: meta };
      }
      if (request.command === 'threads') {
        const t = await optional(services.worker.request('threadsList', { status: ['active'], limit: 30 }), 5000);
        stream.markdown(
          t?.threads.length
            ? t.threads
                .map(
                  (x) =>
                    `- **${escapeMd(x.title)}** — ${vscode.l10n.t('{0} message(s), weight {1}', x.messageCount, x.weight.toFixed(2))}${x.topics.length ? `; ${escapeMd(x.topics.slice(0, 5).join(', '))}` : ''}`,
                )
                .join('\n')
            : vscode.l10n.t('No active thread yet.'),
        );
        return { metadata: meta };
      }
      if (!text) {
        stream.markdown(
          vscode.l10n.t(
            'Ask me about your project: I answer with what ACT remembers (threads, rules, skills, patterns). Try `/search`, `/rules`, `/status` or `/threads`.',
          ),
        );
        return { metadata: meta };
      }
      stream.progress(vscode.l10n.t('Recalling project memory…'));
      const ctx = await recallFor(services, text, request.command === 'search' ? 12 : 8);
      references(stream, services.workspaceRoot, ctx);
      if (request.command === 'search') {
        stream.markdown(recallMarkdown(text, ctx));
        return { metadata: { ...meta, hits: ctx.hits.length } };
      }
      const model = languageModelEnabled() ? request.model : undefined;
      if (!model) {
        stream.markdown(
          recallMarkdown(
            text,
            ctx,
            vscode.l10n.t(
              'No language model is enabled for ACT (act.memory.languageModel is "off"): here is what memory recalls.',
            ),
          ),
        );
        return { metadata: meta };
      }
      const messages = [
        vscode.LanguageModelChatMessage.User(`${SYSTEM_INSTRUCTIONS}\n\n${memoryBlock(ctx)}`),
        ...historyMessages(context),
        vscode.LanguageModelChatMessage.User(text),
      ];
      try {
        const res = await model.sendRequest(messages, {}, token);
        for await (const fragment of res.text) stream.markdown(fragment);
      } catch (e) {
        const why = e instanceof vscode.LanguageModelError ? `${e.code}: ${e.message}` : (e as Error).message;
        stream.markdown(
          recallMarkdown(
            text,
            ctx,
            vscode.l10n.t('The language model did not answer ({0}); here is what memory recalls.', why),
          ),
        );
      }
      return { metadata: { ...meta, hits: ctx.hits.length, threadId: ctx.hits.find((h) => h.kind === 'thread')?.id } };
    } catch (e) {
      services.log.error('chat participant failed', e);
      stream.markdown(vscode.l10n.t('ACT could not answer: {0}', escapeMd((e as Error).message)));
      return { metadata: meta, errorDetails: { message: (e as Error).message } };
    }
  };

  const participant = vscode.chat.createChatParticipant(PARTICIPANT_ID, handler);
  participant.iconPath = vscode.Uri.joinPath(services.context.extensionUri, 'media', 'icon.png');
  const feedback = participant.onDidReceiveFeedback((f) => {
    const kind = f.kind === vscode.ChatResultFeedbackKind.Helpful ? 'win' : 'loss';
    const note = feedbackNote(f.result.metadata);
    void optional(services.worker.request('recordFeedback', { kind, note, source: SOURCE }));
  });
  return [participant, feedback];
}
