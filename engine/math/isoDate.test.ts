import { describe, expect, it } from 'vitest';
import { daysInMonth, formatIsoDate, longDate, parseIsoDate, sanitizeIsoDate } from './isoDate';

describe('parseIsoDate', () => {
  it('reads real yyyy-mm-dd dates', () => {
    expect(parseIsoDate('2026-06-21')).toEqual({ year: 2026, month: 6, day: 21 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });
  it.each(['', '2026-02-30', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-6-1', ' 2026-06-21', '99999-12-31', '21/06/2026', '<b>', 'NaN', '2026-06-21T00:00'])(
    'refuses %j',
    (text) => expect(parseIsoDate(text)).toBeNull(),
  );
  it('refuses what is no string', () => {
    for (const raw of [null, undefined, 20260621, {}, true]) expect(parseIsoDate(raw)).toBeNull();
  });
});

describe('sanitizeIsoDate', () => {
  const [min, max] = ['1901-01-01', '2099-12-31'];
  it('keeps a valid date, trimmed, and clamps it to the bounds', () => {
    expect(sanitizeIsoDate('2030-03-20', '2026-06-21', min, max)).toBe('2030-03-20');
    expect(sanitizeIsoDate(' 2030-03-20 ', '2026-06-21', min, max)).toBe('2030-03-20');
    expect(sanitizeIsoDate('1800-01-01', '2026-06-21', min, max)).toBe(min);
    expect(sanitizeIsoDate('2100-01-01', '2026-06-21', min, max)).toBe(max);
  });
  it('falls back on the previous date, else the lower bound', () => {
    expect(sanitizeIsoDate('', '2026-06-21', min, max)).toBe('2026-06-21');
    expect(sanitizeIsoDate('2026-02-30', '2026-06-21', min, max)).toBe('2026-06-21');
    expect(sanitizeIsoDate('<img src=x>', 'junk', min, max)).toBe(min);
  });
});

describe('formatting', () => {
  it('writes dates back as ISO text and in words', () => {
    expect(formatIsoDate({ year: 987, month: 3, day: 5 })).toBe('0987-03-05');
    expect(longDate('2026-06-21')).toBe('21 June 2026');
    expect(longDate('bad')).toBe('bad');
  });
  it('counts days in months, with Gregorian leap years', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2023, 2), daysInMonth(1900, 2), daysInMonth(2000, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([29, 28, 28, 29, 30, 31]);
  });
});
