// A message's content in the shapes assistants store it: a string, or a list of blocks of text
// ("text", "input_text", "output_text") and tool calls ("tool_use", "function_call"). Tool results,
// images and thinking are not text.
import { toolAction } from './actions';
import type { AssistantAction } from './types';

const isRec = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function contentParts(content: unknown, project?: string): { texts: string[]; actions: AssistantAction[] } {
  if (typeof content === 'string') return { texts: [content], actions: [] };
  const texts: string[] = [];
  const actions: AssistantAction[] = [];
  if (!Array.isArray(content)) return { texts, actions };
  for (const b of content) {
    if (typeof b === 'string') texts.push(b);
    else if (!isRec(b)) continue;
    else if (typeof b.text === 'string' && (b.type === undefined || /text$/.test(String(b.type)))) texts.push(b.text);
    else if ((b.type === 'tool_use' || b.type === 'function_call') && typeof b.name === 'string') {
      const a = toolAction(b.name, b.input ?? b.arguments, project);
      if (a) actions.push(a);
    }
  }
  return { texts, actions };
}
