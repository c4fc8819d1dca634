import { describe, expect, it } from 'vitest';
import { clamp, decimalsOf, finiteOr, formatGrouped, formatNumber, lerp, roundTo, toFiniteNumber } from './clamp';

describe('clamp', () => {
  it('limits a value to [min, max]', () => {
    expect(clamp(5, 0, 10)).toBe(5);
    expect(clamp(-1, 0, 10)).toBe(0);
    expect(clamp(11, 0, 10)).toBe(10);
    expect(clamp(Infinity, 0, 10)).toBe(10);
    expect(clamp(-Infinity, 0, 10)).toBe(0);
  });
  it('turns NaN into the minimum', () => {
    expect(clamp(NaN, 2, 12)).toBe(2);
  });
});

describe('finiteOr', () => {
  it('keeps finite numbers and replaces NaN and ±Infinity', () => {
    expect(finiteOr(3, 0)).toBe(3);
    expect(finiteOr(NaN, 7)).toBe(7);
    expect(finiteOr(Infinity, 7)).toBe(7);
    expect(finiteOr(-Infinity, 7)).toBe(7);
  });
});

describe('toFiniteNumber', () => {
  it('parses trimmed numeric strings', () => {
    expect(toFiniteNumber(' 3.5 ', 0)).toBe(3.5);
    expect(toFiniteNumber('-2', 0)).toBe(-2);
    expect(toFiniteNumber('1e3', 0)).toBe(1000);
    expect(toFiniteNumber(4.25, 0)).toBe(4.25);
  });
  it.each([[''], ['   '], ['abc'], ['3,5'], ['NaN'], ['Infinity'], ['-Infinity'], [NaN], [Infinity], [-Infinity], [null], [undefined], [true], [{}], [[]]])(
    'rejects %s and returns the fallback',
    (raw) => {
      expect(toFiniteNumber(raw, 9)).toBe(9);
    },
  );
  it('returns 0 for -0', () => {
    expect(Object.is(toFiniteNumber(-0, 1), 0)).toBe(true);
    expect(Object.is(toFiniteNumber('-0', 1), 0)).toBe(true);
  });
});

describe('decimalsOf', () => {
  it.each([
    [1, 0],
    [0.5, 1],
    [0.1, 1],
    [0.01, 2],
    [0.001, 3],
    [50, 0],
    [1e-7, 7],
  ])('step %s has %i decimals', (step, decimals) => {
    expect(decimalsOf(step)).toBe(decimals);
  });
});

describe('roundTo', () => {
  it('rounds half up without binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(86.50000000000001, 0)).toBe(87);
    expect(roundTo(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundTo(12.3456, 1)).toBe(12.3);
  });
  it('never returns NaN, Infinity or -0', () => {
    expect(roundTo(NaN, 2)).toBe(0);
    expect(roundTo(Infinity, 2)).toBe(0);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });
});

describe('formatNumber', () => {
  it('formats fixed-point text with a dot', () => {
    expect(formatNumber(4, 2)).toBe('4.00');
    expect(formatNumber(12, 2)).toBe('12.00');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(86.5, 0)).toBe('87');
    expect(formatNumber(-3.14159, 3)).toBe('-3.142');
  });
  it.each([[NaN], [Infinity], [-Infinity], [-0], [-0.0001]])('shows %s as zero, never NaN, Infinity or -0', (value) => {
    expect(formatNumber(value, 1)).toBe('0.0');
  });
  it('treats bad decimals as 0 and caps them at 20', () => {
    expect(formatNumber(2.6, NaN)).toBe('3');
    expect(formatNumber(1, 99)).toBe('1.00000000000000000000');
  });
});

describe('formatGrouped', () => {
  it('adds commas between thousands', () => {
    expect(formatGrouped(12000, 0)).toBe('12,000');
    expect(formatGrouped(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatGrouped(-4500, 0)).toBe('-4,500');
    expect(formatGrouped(999, 1)).toBe('999.0');
    expect(formatGrouped(NaN, 0)).toBe('0');
  });
});

describe('lerp', () => {
  it('interpolates linearly', () => {
    expect(lerp(12, 80, 0)).toBe(12);
    expect(lerp(12, 80, 1)).toBe(80);
    expect(lerp(0, 10, 0.25)).toBe(2.5);
  });
});
