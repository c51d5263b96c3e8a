// "A instead of B", "B → A", "A plutôt que B": which terms a text prefers and which it rejects.
// Used to weigh rejected terms lightly when grouping and to spot opposite choices.
import { foldWithStyles } from './normalize';
import { tokenize } from './tokenize';
import { subjectTerm } from './analyze';

export interface Choice {
  prefer: string[];
  reject: string[];
}

const ARROW = /\s*(?:→|->|=>|⇒|➜|➔)\s*/;
const INSTEAD = /\b(?:instead of|rather than|au lieu de|au lieu d|plutot que de|plutot que d|plutot que|et non pas|et non)\b/;

const firstTerm = (s: string): string | undefined => tokenize(s).map(subjectTerm).find((t): t is string => !!t);
const lastTerm = (s: string): string | undefined => tokenize(s).map(subjectTerm).filter((t): t is string => !!t).pop();

/** Terms nearest to each side of the first arrow or "instead of" connector. */
export function choiceOf(text: string): Choice {
  const folded = foldWithStyles(text);
  const prefer: string[] = [];
  const reject: string[] = [];
  const arrow = folded.split(ARROW);
  if (arrow.length >= 2) {
    // "snake_case → camelCase": the old (left) is rejected, the new (right) preferred.
    const from = lastTerm(arrow[0]);
    const to = firstTerm(arrow[1]);
    if (from && to && from !== to) {
      reject.push(from);
      prefer.push(to);
    }
    return { prefer, reject };
  }
  const m = INSTEAD.exec(folded);
  if (m) {
    const kept = lastTerm(folded.slice(0, m.index));
    const dropped = firstTerm(folded.slice(m.index + m[0].length));
    if (kept && dropped && kept !== dropped) {
      prefer.push(kept);
      reject.push(dropped);
    }
  }
  return { prefer, reject };
}
