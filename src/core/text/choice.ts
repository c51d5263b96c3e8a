// "A instead of B", "B → A", "A plutôt que B": which terms a text prefers and which it rejects.
// Used to weigh rejected terms lightly when grouping and to spot opposite choices.
import { canonicalNamingStyles, straightenQuotes } from './normalize';
import { tokens } from './tokenize';
import { subjectTerm } from './analyze';
import { languageOfTokens } from './language';
import type { TextLanguage } from './stem';

export interface Choice {
  prefer: string[];
  reject: string[];
}

const ARROW = /\s*(?:→|->|=>|⇒|➜|➔)\s*/;
const INSTEAD =
  /(?<![\p{L}\p{N}])(?:instead of|rather than|au lieu de|au lieu d'|plut[oô]t que de|plut[oô]t que d'|plut[oô]t que|et non pas|et non)(?![\p{L}\p{N}])/iu;

// Terms are the analysis's own (same words, same language), so they meet the text's terms.
const termsOf = (s: string, lang: TextLanguage): string[] =>
  tokens(s)
    .map((t) => subjectTerm(t.raw, lang))
    .filter((t): t is string => !!t);
const firstTerm = (s: string, lang: TextLanguage): string | undefined => termsOf(s, lang)[0];
const lastTerm = (s: string, lang: TextLanguage): string | undefined => termsOf(s, lang).pop();

/** Terms nearest to each side of the first arrow or "instead of" connector. */
export function choiceOf(text: string): Choice {
  const written = canonicalNamingStyles(straightenQuotes(text));
  const lang = languageOfTokens(tokens(written));
  const prefer: string[] = [];
  const reject: string[] = [];
  const arrow = written.split(ARROW);
  if (arrow.length >= 2) {
    // "snake_case → camelCase": the old (left) is rejected, the new (right) preferred.
    const from = lastTerm(arrow[0], lang);
    const to = firstTerm(arrow[1], lang);
    if (from && to && from !== to) {
      reject.push(from);
      prefer.push(to);
    }
    return { prefer, reject };
  }
  const m = INSTEAD.exec(written);
  if (m) {
    const kept = lastTerm(written.slice(0, m.index), lang);
    const dropped = firstTerm(written.slice(m.index + m[0].length), lang);
    if (kept && dropped && kept !== dropped) {
      prefer.push(kept);
      reject.push(dropped);
    }
  }
  return { prefer, reject };
}
