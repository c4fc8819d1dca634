import { addDays, calendarDay, isoDate, isoWeek, mondayBasedDay, startOfDay, type CalendarZone } from './isoWeek';

/** List price in US dollars. */
export const REGULAR_PRICE_USD = 18;
/** Sale price in US dollars (50 % off the list price). */
export const SALE_PRICE_USD = 9;
/** The sale's discount, in per cent of the list price. */
export const SALE_DISCOUNT_PCT = Math.round((1 - SALE_PRICE_USD / REGULAR_PRICE_USD) * 100);

export type PricingPhase = 'sale' | 'regular';

const SUNDAY = 6;

/** Whether a calendar day (midnight UTC, from calendarDay) is a sale day: Monday–Saturday of an even ISO week. */
function isSaleDay(day: Date): boolean {
  return isoWeek(day, 'utc').week % 2 === 0 && mondayBasedDay(day.getUTCDay()) !== SUNDAY;
}

/**
 * Even ISO weeks are the sale phase, until the countdown's end (Saturday 23:59:59); the Sunday
 * of an even week and odd weeks are the regular phase. `zone`: whose calendar (default: local).
 */
export function pricingPhase(date: Date, zone: CalendarZone = 'local'): PricingPhase {
  return isSaleDay(calendarDay(date, zone)) ? 'sale' : 'regular';
}

/** The price, in US dollars, charged in a phase. */
export function priceFor(phase: PricingPhase): number {
  return phase === 'sale' ? SALE_PRICE_USD : REGULAR_PRICE_USD;
}

/** The offer at a moment: its phase and price, and how long that price holds. */
export interface Offer {
  phase: PricingPhase;
  /** US dollars. */
  price: number;
  /**
   * The last day the price holds, `YYYY-MM-DD` (the Product's `priceValidUntil`): in the sale,
   * the Saturday it ends; in the regular phase, the day before the next sale starts.
   */
  validUntil: string;
  /** The moment the next phase starts: midnight (in the zone) after `validUntil`. */
  endsAt: Date;
}

/** The offer at `date`, read in `zone`'s calendar (default: the visitor's local one). */
export function offerAt(date: Date, zone: CalendarZone = 'local'): Offer {
  const day = calendarDay(date, zone);
  const phase: PricingPhase = isSaleDay(day) ? 'sale' : 'regular';
  let lastDay: Date;
  if (phase === 'sale') {
    lastDay = addDays(day, 5 - mondayBasedDay(day.getUTCDay()));
  } else {
    // The next Monday of an even week (two odd weeks follow each other after a week 53).
    let monday = addDays(day, 7 - mondayBasedDay(day.getUTCDay()));
    while (!isSaleDay(monday)) monday = addDays(monday, 7);
    lastDay = addDays(monday, -1);
  }
  return { phase, price: priceFor(phase), validUntil: isoDate(lastDay), endsAt: startOfDay(addDays(lastDay, 1), zone) };
}
