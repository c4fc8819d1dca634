import { describe, expect, it } from 'vitest';
import { clamp, finiteOr, toFiniteNumber } from './clamp';

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
