/** An ISO-8601 week: weeks start on Monday and week 1 is the week that holds 4 January. */
export interface IsoWeek {
  /** The ISO week-numbering year, which can differ from the calendar year around New Year. */
  year: number;
  /** 1–53. */
  week: number;
}

/**
 * Whose calendar a moment is read in: the visitor's (`local`, in the browser once the page is live)
 * or UTC (the server's, and the page's hydration, which must compute what the server did).
 */
export type CalendarZone = 'local' | 'utc';

export const MS_PER_DAY = 86_400_000;

/** Monday = 0 … Sunday = 6 for a JavaScript `getDay()`/`getUTCDay()` value. */
export function mondayBasedDay(jsDay: number): number {
  return (jsDay + 6) % 7;
}

/**
 * The calendar date of `date` in `zone`, as midnight UTC of that date: day arithmetic on it
 * (`setUTCDate`) cannot be moved by a daylight-saving shift.
 */
export function calendarDay(date: Date, zone: CalendarZone = 'local'): Date {
  return zone === 'utc'
    ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
    : new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

/** A calendar day (midnight UTC, from calendarDay) moved by `days`. */
export function addDays(day: Date, days: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days));
}

/** The first moment of a calendar day (from calendarDay) in `zone`, as a real moment. */
export function startOfDay(day: Date, zone: CalendarZone): Date {
  return zone === 'utc'
    ? new Date(day.getTime())
    : new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
}

/** A calendar day (from calendarDay) as `YYYY-MM-DD`. */
export function isoDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** ISO week of a calendar day (midnight UTC, from calendarDay). */
function isoWeekOfDay(day: Date): IsoWeek {
  const thursday = addDays(day, 3 - mondayBasedDay(day.getUTCDay()));
  const year = thursday.getUTCFullYear();
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const firstThursday = jan4.getTime() + (3 - mondayBasedDay(jan4.getUTCDay())) * MS_PER_DAY;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * MS_PER_DAY));
  return { year, week };
}

/** ISO week of the calendar date of `date` in `zone` (the visitor's local date by default). */
export function isoWeek(date: Date, zone: CalendarZone = 'local'): IsoWeek {
  return isoWeekOfDay(calendarDay(date, zone));
}
