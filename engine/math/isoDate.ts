/**
 * Calendar dates as ISO 8601 text ('2026-06-21'): reading one strictly (a real Gregorian
 * date, four-digit year, nothing around it), writing one, and keeping one within bounds.
 * Framework-free and time-zone-free: a date here is three whole numbers, never a moment.
 */

/** A calendar date: year, month 1–12, day 1–31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date `text` names ('yyyy-mm-dd', a day that exists: no 30 February), or null. */
export function parseIsoDate(text: unknown): CalendarDate | null {
  if (typeof text !== 'string' || text.length !== 10) return null;
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Days in `month` (1–12) of `year`, Gregorian leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A date as 'yyyy-mm-dd'. */
export function formatIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A valid ISO date from raw input, within [min, max] (both 'yyyy-mm-dd'): `raw` if it is a
 * real date (clamped to the bounds), else `fallback` (itself made valid the same way, else `min`).
 * ISO dates with four-digit years sort as text, so the bounds compare as strings.
 */
export function sanitizeIsoDate(raw: unknown, fallback: unknown, min: string, max: string): string {
  const bounded = (text: string) => (text < min ? min : text > max ? max : text);
  const trimmed = typeof raw === 'string' ? raw.trim() : raw;
  if (parseIsoDate(trimmed) !== null) return bounded(trimmed as string);
  if (parseIsoDate(fallback) !== null) return bounded(fallback as string);
  return min;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A date in words, '2026-06-21' → '21 June 2026' (the date itself when it is no date). */
export function longDate(text: string): string {
  const date = parseIsoDate(text);
  return date ? `${date.day} ${MONTH_NAMES[date.month - 1]} ${date.year}` : text;
}
