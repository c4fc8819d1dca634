/** An ISO-8601 week: weeks start on Monday and week 1 is the week that holds 4 January. */
export interface IsoWeek {
  /** The ISO week-numbering year, which can differ from the calendar year around New Year. */
  year: number;
  /** 1–53. */
  week: number;
}

const MS_PER_DAY = 86_400_000;

/** Monday = 0 … Sunday = 6 for a JavaScript `getDay()`/`getUTCDay()` value. */
export function mondayBasedDay(jsDay: number): number {
  return (jsDay + 6) % 7;
}

/** ISO week of the visitor's local calendar date of `date`. */
export function isoWeek(date: Date): IsoWeek {
  // Work on the local calendar date in UTC, so daylight-saving shifts cannot move a day.
  const thursday = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  thursday.setUTCDate(thursday.getUTCDate() - mondayBasedDay(thursday.getUTCDay()) + 3);
  const year = thursday.getUTCFullYear();
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const firstThursday = jan4.getTime() + (3 - mondayBasedDay(jan4.getUTCDay())) * MS_PER_DAY;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * MS_PER_DAY));
  return { year, week };
}
