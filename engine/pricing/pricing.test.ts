import { describe, expect, it } from 'vitest';
import { isoWeek } from './isoWeek';
import { offerAt, pricingPhase, priceFor, REGULAR_PRICE_USD, SALE_DISCOUNT_PCT, SALE_PRICE_USD } from './phase';
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

describe('The offer ends when its countdown does', () => {
  it.each([
    ['Saturday 23:59:59 of an even week', local(2026, 11, 28, 23, 59, 59), 'sale', '2026-11-28', local(2026, 11, 29, 0, 0, 0)],
    ['Sunday 00:00:00 of an even week', local(2026, 11, 29, 0, 0, 0), 'regular', '2026-12-06', local(2026, 12, 7, 0, 0, 0)],
    ['Sunday 23:59:59 of an even week', local(2026, 11, 29, 23, 59, 59), 'regular', '2026-12-06', local(2026, 12, 7, 0, 0, 0)],
    ['Monday 00:00:00 of an odd week', local(2026, 11, 16, 0, 0, 0), 'regular', '2026-11-22', local(2026, 11, 23, 0, 0, 0)],
    ['Sunday 23:59:59 of an odd week', local(2026, 11, 22, 23, 59, 59), 'regular', '2026-11-22', local(2026, 11, 23, 0, 0, 0)],
    ['Monday 00:00:00 of an even week', local(2026, 11, 23, 0, 0, 0), 'sale', '2026-11-28', local(2026, 11, 29, 0, 0, 0)],
    // 2026 has 53 weeks: week 52 (even) is followed by weeks 53 and 1 (both odd), so no sale for two weeks.
    ['Saturday of week 52 of 2026', local(2026, 12, 26, 18), 'sale', '2026-12-26', local(2026, 12, 27, 0, 0, 0)],
    ['Sunday of week 52 of 2026', local(2026, 12, 27, 9), 'regular', '2027-01-10', local(2027, 1, 11, 0, 0, 0)],
    ['Monday of week 53 of 2026', local(2026, 12, 28, 0, 0, 0), 'regular', '2027-01-10', local(2027, 1, 11, 0, 0, 0)],
    ['New Year’s Day 2027, week 53', local(2027, 1, 1, 12), 'regular', '2027-01-10', local(2027, 1, 11, 0, 0, 0)],
    ['Monday of week 1 of 2027', local(2027, 1, 4, 0, 0, 0), 'regular', '2027-01-10', local(2027, 1, 11, 0, 0, 0)],
    ['Monday of week 2 of 2027', local(2027, 1, 11, 0, 0, 0), 'sale', '2027-01-16', local(2027, 1, 17, 0, 0, 0)],
    // Week 52 of 2022 (even) ends on 1 January 2023: the sale stops on 31 December.
    ['Saturday 31 December 2022, week 52', local(2022, 12, 31, 23, 59, 59), 'sale', '2022-12-31', local(2023, 1, 1, 0, 0, 0)],
    ['Sunday 1 January 2023, week 52', local(2023, 1, 1, 0, 0, 0), 'regular', '2023-01-08', local(2023, 1, 9, 0, 0, 0)],
  ] as const)('%s: %s, valid until %s', (_, date, phase, validUntil, endsAt) => {
    expect(pricingPhase(date)).toBe(phase);
    const offer = offerAt(date);
    expect(offer).toMatchObject({ phase, price: priceFor(phase), validUntil });
    expect(offer.endsAt.getTime()).toBe(endsAt.getTime());
    // A sale is valid until its countdown's Saturday, the day the banner's target falls on.
    if (phase === 'sale') expect(offer.endsAt.getTime()).toBe(countdownTarget(date).getTime() + 1000);
  });

  it('reads the UTC calendar when asked (the server, and the page as it hydrates)', () => {
    const lastSecond = new Date(Date.UTC(2026, 10, 28, 23, 59, 59));
    expect(offerAt(lastSecond, 'utc')).toMatchObject({ phase: 'sale', price: 9, validUntil: '2026-11-28' });
    expect(offerAt(lastSecond, 'utc').endsAt.toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(countdownTarget(lastSecond, 'utc').toISOString()).toBe('2026-11-28T23:59:59.000Z');
    const sunday = new Date(Date.UTC(2026, 10, 29, 0, 0, 0));
    expect(pricingPhase(sunday, 'utc')).toBe('regular');
    expect(offerAt(sunday, 'utc')).toMatchObject({ phase: 'regular', price: 18, validUntil: '2026-12-06' });
    expect(isoWeek(new Date(Date.UTC(2027, 0, 3, 23, 59, 59)), 'utc')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek(new Date(Date.UTC(2027, 0, 4, 0, 0, 0)), 'utc')).toEqual({ year: 2027, week: 1 });
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
