// The language ACT speaks in the interface (its own wording: reports, summaries, tags), from
// VS Code's display locale. Learned content keeps the language the user wrote it in.
import type { Language } from './language';

/** "fr", "fr-CA" → French; anything else English (the two languages ACT's wording exists in). */
export function interfaceLanguage(locale: string | undefined): Language {
  return /^fr(\b|[-_])/i.test(locale ?? '') ? 'fr' : 'en';
}
