// Values of a kind that a turn and a reply can both name: a time of day, an e-mail address, a path,
// a percentage, a quantity in a unit. "4 utc" after "fires at 03:00", "La TVA sur le pain est à
// 5,5 %" after "une TVA de 20 %", "19200 baud" after "9600 baud": the user gives the value the
// work got wrong, without saying "wrong" or "not".
import { fold } from '../../text/normalize';

export interface NamedValue {
  kind: string;
  value: string;
}

const TIME =
  /(?<![\p{L}\p{N}:.,])(\d{1,2})(?:\s?(?::|h)\s?(\d{2})|\s?h(?![\p{L}])|\s?(am|pm)(?![\p{L}])|(?=\s?(?:utc|gmt)(?![\p{L}])))(?![\p{N}])/gu;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
const PATH = /(?:(?<![\w.])\/(?:[\w.-]+\/)+[\w.-]*|[a-z]:\\[^\s`'"]+|\\\\[^\s`'"]+)/giu;
const PERCENT = /(?<![\p{N}.,])(\d+(?:[.,]\d+)?)\s?%/gu;
const QUANTITY =
  /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)?)\s?(km|kg|ms|min|baud|px|pt|mb|gb|kb|€|eur|euros?|руб\p{L}*|км|кг|мин\p{L}*|сек\p{L}*|days?|jours?|дн\p{L}*|hours?|heures?|час\p{L}*)(?![\p{L}])/gu;

/** The values a text names, by kind ("time:1200", "email:…", "unit:km:5"). */
export function namedValues(text: string): NamedValue[] {
  const t = fold(text);
  const out: NamedValue[] = [];
  for (const m of t.matchAll(TIME)) {
    let h = Number(m[1]);
    if (m[3] === 'pm' && h < 12) h += 12;
    if (h > 23) continue;
    out.push({ kind: 'time', value: `${h}:${m[2] ?? '00'}` });
  }
  for (const m of t.matchAll(EMAIL)) out.push({ kind: 'email', value: m[0] });
  for (const m of t.matchAll(PATH)) out.push({ kind: 'path', value: m[0].replace(/[/\\]+$/, '') });
  for (const m of t.matchAll(PERCENT)) out.push({ kind: 'percent', value: m[1]!.replace(',', '.') });
  for (const m of t.matchAll(QUANTITY)) out.push({ kind: `unit:${unitOf(m[2]!)}`, value: m[1]!.replace(',', '.') });
  return out;
}

/** One name per unit: "euros", "€" and "eur" are one unit; "дней", "days", "jours" another. */
function unitOf(u: string): string {
  if (/^(?:€|eur|euros?)$/.test(u)) return 'eur';
  if (/^(?:days?|jours?|дн)/u.test(u)) return 'day';
  if (/^(?:hours?|heures?|час)/u.test(u)) return 'hour';
  if (/^(?:min|мин)/u.test(u)) return 'min';
  if (/^(?:km|км)$/u.test(u)) return 'km';
  if (/^(?:kg|кг)$/u.test(u)) return 'kg';
  if (/^руб/u.test(u)) return 'rub';
  return u;
}

/**
 * A value the reply names that differs from every value of its kind in the turn, when the turn
 * named some: the user sets the work's value right. Null when the reply repeats one of them.
 */
export function valueOtherThanTurn(reply: string, turn: string): NamedValue | null {
  const theirs = namedValues(turn);
  if (!theirs.length) return null;
  for (const v of namedValues(reply)) {
    const same = theirs.filter((x) => x.kind === v.kind);
    if (same.length && !same.some((x) => x.value === v.value)) return v;
  }
  return null;
}

// "changed the button from "Entdecken" to "Los geht's"", "переименовал «Корзина» в «Мой заказ»".
const RENAMED =
  /(?:from|de)\s+["«“`']([^"»”`']{2,40})["»”`']\s+(?:to|into|à|en|par)\s+["«“`']|переименовал\p{L}*\s+(?:\S+\s+){0,3}[«"“`']([^»"”`']{2,40})[»"”`']\s+в\s+[«"“`']/iu;
// "the playlist is called `nachtschleife`", "la colonne s'appelle `code_fournil`", "кнопка называется «Корзина»".
const NAMED = /(\p{L}{3,})\s+(?:is called|is named|s'appelle|se nomme|называется)\s+[«"“`']([^»"”`']{2,40})[»"”`']/u;

/**
 * The reply gives back the name the turn changed away from ("The button says "Entdecken"" after
 * "changed the button from "Entdecken" to …"), or names a thing of the turn otherwise than the
 * turn did ("the playlist is called `nachtschleife`" after "the `loop` playlist").
 */
export function nameSetRight(reply: string, turn: string): string | null {
  const renamed = RENAMED.exec(turn);
  const old = renamed?.[1] ?? renamed?.[2];
  if (old && reply.includes(old)) return old;
  const named = NAMED.exec(fold(reply));
  if (named && fold(turn).includes(named[1]!) && !fold(turn).includes(named[2]!)) return named[2]!;
  return null;
}
