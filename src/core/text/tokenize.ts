// Unicode word tokenizer for short observation texts in English, French (and anything else):
// keeps identifiers (snake_case, kebab-case, file.ts) whole, drops French elisions (l', d', qu')
// and turns English n't contractions into an explicit "not" so negation stays visible.
import { foldWithStyles } from './normalize';

/** Letters/digits joined by inner apostrophes, underscores, hyphens or dots. */
const WORD = /[\p{L}\p{N}]+(?:['’_.-][\p{L}\p{N}]+)*/gu;
const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’](.+)$/;
const CONTRACTION = /^(.+?)n['’]t$/;
const POSSESSIVE = /^(.+)['’]s$/;

/** Folded tokens in order (accents removed, lower case, canonical naming-style ids). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const folded = foldWithStyles(text);
  // exec in a loop rather than matchAll: no iterator per text (Evolve tokenizes 100,000s).
  WORD.lastIndex = 0;
  for (let m = WORD.exec(folded); m !== null; m = WORD.exec(folded)) {
    let w = m[0];
    const el = ELISION.exec(w);
    if (el) {
      // "n'" is the French negation particle: keep the signal, the "pas"/"jamais" usually follows.
      if (w[0] === 'n') out.push('ne');
      w = el[1];
    }
    const neg = CONTRACTION.exec(w);
    if (neg) {
      // The auxiliary (do, should, is) carries no subject; only the negation matters.
      out.push('not');
      continue;
    }
    const pos = POSSESSIVE.exec(w);
    if (pos) w = pos[1];
    // Trailing dots of abbreviations or sentence ends never reach here (the regex needs a letter after).
    out.push(w);
  }
  return out;
}
