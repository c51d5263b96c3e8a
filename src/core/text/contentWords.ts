// The words of a text that say what it is about, for the memory's lexical embedder and its
// extractive topics: the shared tokens (./tokenize), identifiers giving their parts and
// themselves, stop words and conversational filler left out, each word stemmed in the text's
// language so "tests"/"testing" or "миграции"/"миграция" share a key.
import { tokens as tokensOf, identifierParts } from './tokenize';
import { isFiller } from './stopwords';
import { stem, type TextLanguage } from './stem';
import { languageOfTokens } from './language';
import { foldLetters } from './normalize';

export interface ContentWord {
  /** Lower-cased form as written, accents kept, as a person would read it (topics, titles). */
  surface: string;
  /** Folded Snowball stem used for matching (the folded word itself for an acronym). */
  key: string;
  /** Written in capitals (JWT, CSS, API): short but usually the very subject. */
  acronym?: boolean;
  /** Capitalised inside a sentence (Redis, Postgres, Vitest): the name of a tool or a thing. */
  name?: boolean;
}

const ACRONYM = /^\p{Lu}[\p{Lu}\p{N}]{1,6}$/u;

const CAPITALISED = /^\p{Lu}\p{Ll}/u;
// What may stand before the first word of a sentence (or of a title, a list item, a quote).
const SENTENCE_START = /(?:^|[.!?:;\n(["'«*#>-])\s*$/u;

function contentWord(raw: string, lang: TextLanguage, name: boolean): ContentWord | null {
  const folded = foldLetters(raw);
  if (isFiller(folded)) return null;
  const surface = raw.toLowerCase();
  if (ACRONYM.test(raw)) return { surface, key: folded, acronym: true };
  return name ? { surface, key: stem(raw, lang), name } : { surface, key: stem(raw, lang) };
}

// An identifier written as one word (camelCase, snake_case) is also a word of its own; a file
// name or a kebab-case compound is only its parts (the whole "keybindings.json" would tie
// texts that merely name the same kind of file).
const ONE_WORD_IDENTIFIER = /^.+?[_\p{Lu}]/u;

/** Content words of a text, in order; an identifier yields its parts, then itself when written as one word. */
export function contentWords(text: string, maxChars = 20000): ContentWord[] {
  const head = text.slice(0, maxChars);
  const toks = tokensOf(head);
  const lang = languageOfTokens(toks);
  const out: ContentWord[] = [];
  const push = (raw: string, name = false) => {
    const w = contentWord(raw, lang, name);
    if (w) out.push(w);
  };
  for (const t of toks) {
    const parts = identifierParts(t.raw);
    for (const part of parts) push(part);
    if (!parts.length)
      push(t.raw, CAPITALISED.test(t.raw) && !SENTENCE_START.test(head.slice(Math.max(0, t.at - 40), t.at)));
    else if (ONE_WORD_IDENTIFIER.test(t.raw)) push(t.raw);
  }
  return out;
}

/**
 * How much a content word says about its text, a cheap static IDF: longer words are rarer,
 * acronyms are short but specific. Judged on the word as written, not on its stem, so it does
 * not depend on how much the stemmer cuts.
 */
export function informativeness(w: ContentWord): number {
  return w.acronym ? 1.5 : Math.min(1.6, 0.6 + w.surface.length / 8);
}
