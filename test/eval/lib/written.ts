// The conversation of one message of our written sets (devsets, paraphrases with a turn): the
// assistant's turn before it and what that turn did, or none for a conversation's opening.
import type { ConversationContext } from '../../../src/core/capture/conversation';
import type { AssistantAction } from '../../../src/core/capture/transcripts/types';

export interface WrittenTurn {
  before?: string;
  actions?: readonly AssistantAction[];
  /** The opening message of a conversation: no assistant turn before it. */
  opening?: boolean;
}

export function writtenContext(item: WrittenTurn): ConversationContext {
  return item.opening || item.before === undefined
    ? { followsAnswer: false }
    : { before: { text: item.before, actions: item.actions ?? [] }, followsAnswer: true };
}
