// How an @act request reads as text, for the chat history given to the model and for the note
// of a thumbs up/down: a command-only request ("/rules") is not an empty message.

/** "/search camelCase", "/rules", or the question itself; "" when there is nothing. */
export function requestText(command: string | undefined, prompt: string): string {
  const p = prompt.trim();
  return command ? `/${command}${p ? ` ${p}` : ''}` : p;
}

/** The note recorded with feedback on an @act answer, from the result metadata the handler returned. */
export function feedbackNote(metadata: unknown): string | undefined {
  const m = (metadata ?? {}) as { query?: unknown; command?: unknown };
  const command = typeof m.command === 'string' && m.command ? m.command : undefined;
  const text = requestText(command, typeof m.query === 'string' ? m.query : '');
  return text ? `answer to "@act ${text}"` : undefined;
}
