import { isoWeek } from './isoWeek';

/** List price in US dollars. */
export const REGULAR_PRICE_USD = 18;
/** Sale price in US dollars (50 % off the list price). */
export const SALE_PRICE_USD = 9;
/** The sale's discount, in per cent of the list price. */
export const SALE_DISCOUNT_PCT = Math.round((1 - SALE_PRICE_USD / REGULAR_PRICE_USD) * 100);

export type PricingPhase = 'sale' | 'regular';

/** Even ISO weeks are the sale phase, odd weeks the regular phase. */
export function pricingPhase(date: Date): PricingPhase {
  return isoWeek(date).week % 2 === 0 ? 'sale' : 'regular';
}

/** The price, in US dollars, charged in a phase. */
export function priceFor(phase: PricingPhase): number {
  return phase === 'sale' ? SALE_PRICE_USD : REGULAR_PRICE_USD;
}
