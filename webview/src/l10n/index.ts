// The sidebar's interface language: every string the webview shows comes from one table per
// language (./en.ts, ./fr.ts), chosen by the `locale` the host sends with its answer to `ready`
// (VS Code's display language). Numbers, dates and relative times are formatted with Intl in
// that locale. Learned content (titles, evidence, the user's own words) is never translated.
import { createContext, useContext } from 'react';
import { en, type StringKey } from './en';
import { fr } from './fr';

export type { StringKey } from './en';
export type Strings = Record<StringKey, string>;
export type Language = 'en' | 'fr';

export const TABLES: Record<Language, Strings> = { en, fr };

type PluralBase<K> = K extends `${infer Base}_one` ? (`${Base}_other` extends StringKey ? Base : never) : never;
/** Keys that come in a `_one` and an `_other` form, without the suffix. */
export type PluralKey = PluralBase<StringKey>;

export type Params = Record<string, string | number>;

export interface L10n {
  /** The BCP 47 tag used for Intl formatting (e.g. "fr", "en-US"). */
  locale: string;
  language: Language;
  t(key: StringKey, params?: Params): string;
  /** The `_one` or `_other` form for `count` (French: 0 and 1 take `_one`), with {count} filled in. */
  plural(key: PluralKey, count: number, params?: Params): string;
  number(n: number, fractionDigits?: number): string;
  percent(ratio: number): string;
  /** "just now", "5 min. ago", "yesterday", … or the date; a date-only stamp reads at day precision. */
  relativeTime(iso: string | undefined, now?: number): string;
  /** A calendar day ("YYYY-MM-DD" or an instant) as a short date. */
  day(isoOrDay: string): string;
  /** Month and year ("Mar 2026", "mars 2026"). */
  monthYear(ms: number): string;
}

/** The table for a VS Code language tag: "fr", "fr-ca" → French; anything else → English. */
export function languageOf(locale: string | undefined): Language {
  return /^fr\b/i.test(locale ?? '') ? 'fr' : 'en';
}

/** A tag Intl accepts, else the language alone. */
function intlLocale(locale: string | undefined, language: Language): string {
  try {
    return locale ? (Intl.getCanonicalLocales(locale)[0] ?? language) : language;
  } catch {
    return language;
  }
}

const fill = (text: string, params?: Params) => (params ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m)) : text);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function createL10n(requested?: string): L10n {
  const language = languageOf(requested);
  const locale = intlLocale(requested, language);
  const table = TABLES[language];
  const rules = new Intl.PluralRules(locale);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  const shortDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const numbers = new Map<number, Intl.NumberFormat>();
  const t = (key: StringKey, params?: Params) => fill(table[key] ?? en[key], params);
  return {
    locale,
    language,
    t,
    plural: (key, count, params) => t(`${key}_${rules.select(count) === 'one' ? 'one' : 'other'}` as StringKey, { count, ...params }),
    number(n, fractionDigits = 2) {
      if (!Number.isFinite(n)) return '–';
      let f = numbers.get(fractionDigits);
      if (!f) numbers.set(fractionDigits, (f = new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits })));
      return f.format(n);
    },
    percent: (ratio) => (Number.isFinite(ratio) ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio) : '–'),
    relativeTime(iso, now = Date.now()) {
      if (!iso) return '';
      const at = Date.parse(iso);
      if (Number.isNaN(at)) return '';
      if (DATE_ONLY.test(iso)) {
        // A day, not an instant: read as UTC midnight it would say "36 min ago" just after it.
        const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
        const days = Math.round((today - at) / DAY_MS);
        return days >= 0 && days < 30 ? rtf.format(-days, 'day') : shortDate.format(at);
      }
      const s = Math.round((now - at) / 1000);
      if (s < 45) return t('time.justNow');
      if (s < 3600) return rtf.format(-Math.round(s / 60), 'minute');
      if (s < 86_400) return rtf.format(-Math.round(s / 3600), 'hour');
      if (s < 86_400 * 30) return rtf.format(-Math.round(s / 86_400), 'day');
      return shortDate.format(at);
    },
    day: (d) => (Number.isNaN(Date.parse(d)) ? d : dayMonth.format(Date.parse(d))),
    monthYear: (ms) => monthYear.format(ms),
  };
}

export const ENGLISH = createL10n('en');
export const L10nContext = createContext<L10n>(ENGLISH);

export function useL10n(): L10n {
  return useContext(L10nContext);
}
