import { describe, expect, it } from 'vitest';
import { isoWeek } from './isoWeek';
import { pricingPhase, priceFor, REGULAR_PRICE_USD, SALE_DISCOUNT_PCT, SALE_PRICE_USD } from './phase';
import { bannerState, countdownTarget, formatCountdown, secondsLeft } from './countdown';

/** A local-time date, as the visitor's browser would see it. */
const local = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe('ISO week (ISO-8601, local date)', () => {
  it.each([
    [local(2020, 12, 31), 2020, 53],
    [local(2021, 1, 3), 2020, 53],
    [local(2021, 1, 4), 2021, 1],
    [local(2026, 1, 1), 2026, 1],
    [local(2025, 12, 29), 2026, 1],
    [local(2024, 12, 30), 2025, 1],
    [local(2026, 11, 21), 2026, 47],
    [local(2026, 11, 23), 2026, 48],
    [local(2027, 1, 3), 2026, 53],
  ])('%s is in ISO year %i, week %i', (date, year, week) => {
    expect(isoWeek(date)).toEqual({ year, week });
  });

  it('uses the local calendar date at the very start and end of a day', () => {
    expect(isoWeek(local(2021, 1, 3, 23, 59, 59)).week).toBe(53);
    expect(isoWeek(local(2021, 1, 4, 0, 0, 0)).week).toBe(1);
  });
});

describe('Pricing phase', () => {
  it('is the sale in even weeks: $9, 50 % off $18', () => {
    expect(pricingPhase(local(2026, 11, 23))).toBe('sale'); // week 48
    expect(priceFor('sale')).toBe(9);
    expect(SALE_PRICE_USD).toBe(9);
    expect(SALE_DISCOUNT_PCT).toBe(50);
  });
  it('is regular in odd weeks: $18', () => {
    expect(pricingPhase(local(2026, 11, 21))).toBe('regular'); // week 47
    expect(pricingPhase(local(2020, 12, 31))).toBe('regular'); // week 53
    expect(priceFor('regular')).toBe(REGULAR_PRICE_USD);
    expect(REGULAR_PRICE_USD).toBe(18);
  });
});

describe('Countdown target: Saturday 23:59:59 local time of the current ISO week', () => {
  it.each([
    [local(2026, 11, 23, 0, 0, 0), local(2026, 11, 28, 23, 59, 59)], // Monday
    [local(2026, 11, 25, 15, 30, 0), local(2026, 11, 28, 23, 59, 59)], // Wednesday
    [local(2026, 11, 28, 23, 59, 58), local(2026, 11, 28, 23, 59, 59)], // Saturday
  ])('from %s it is %s', (now, target) => {
    expect(countdownTarget(now).getTime()).toBe(target.getTime());
  });

  it('is already past on the Sunday, so nothing is left to count', () => {
    const sunday = local(2026, 11, 29, 10, 0, 0);
    expect(countdownTarget(sunday).getTime()).toBe(local(2026, 11, 28, 23, 59, 59).getTime());
    expect(secondsLeft(sunday, countdownTarget(sunday))).toBe(0);
  });

  it('counts whole seconds, rounding up and never below zero', () => {
    const target = local(2026, 11, 28, 23, 59, 59);
    expect(secondsLeft(new Date(target.getTime() - 1500), target)).toBe(2);
    expect(secondsLeft(new Date(target.getTime() - 1000), target)).toBe(1);
    expect(secondsLeft(target, target)).toBe(0);
    expect(secondsLeft(new Date(target.getTime() + 5000), target)).toBe(0);
    // Monday 00:00:00 to Saturday 23:59:59 is 5 days 23:59:59.
    expect(secondsLeft(local(2026, 11, 23, 0, 0, 0), target)).toBe(5 * 86_400 + 86_399);
  });
});

describe('Countdown text', () => {
  it('shows days only when at least one', () => {
    expect(formatCountdown(2 * 86_400 + 5 * 3_600 + 3 * 60 + 9)).toBe('2d 05h 03m 09s');
    expect(formatCountdown(5 * 3_600 + 3 * 60 + 9)).toBe('05h 03m 09s');
    expect(formatCountdown(86_400)).toBe('1d 00h 00m 00s');
    expect(formatCountdown(86_399)).toBe('23h 59m 59s');
    expect(formatCountdown(1)).toBe('00h 00m 01s');
  });
  it('reads Expired at zero', () => {
    expect(formatCountdown(0)).toBe('Expired');
    expect(formatCountdown(-3)).toBe('Expired');
    expect(formatCountdown(Number.NaN)).toBe('Expired');
  });
});

describe('Sale banner state', () => {
  const target = local(2026, 11, 28, 23, 59, 59);
  it('counts down while time is left', () => {
    expect(bannerState(local(2026, 11, 23, 9), target)).toBe('counting');
    expect(bannerState(new Date(target.getTime() - 300), target)).toBe('counting');
  });
  it('reads Expired at zero, then hides', () => {
    expect(bannerState(target, target)).toBe('expired');
    expect(bannerState(new Date(target.getTime() + 999), target)).toBe('expired');
    expect(bannerState(new Date(target.getTime() + 1000), target)).toBe('hidden');
  });
  it('is hidden on the Sunday of a sale week', () => {
    const sunday = local(2026, 11, 29, 8);
    expect(bannerState(sunday, countdownTarget(sunday))).toBe('hidden');
  });
});
