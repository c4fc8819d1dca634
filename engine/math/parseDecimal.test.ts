import { describe, expect, it } from 'vitest';
import { parseDecimal } from './parseDecimal';

describe('parseDecimal: what a number field accepts', () => {
  it('reads a point or a comma as the decimal mark', () => {
    expect(parseDecimal('1.5')).toBe(1.5);
    expect(parseDecimal('1,5')).toBe(1.5);
    expect(parseDecimal(' 2,75 ')).toBe(2.75);
    expect(parseDecimal(',5')).toBe(0.5);
    expect(parseDecimal('-3,2')).toBe(-3.2);
    expect(parseDecimal('\u22124')).toBe(-4);
  });

  it('reads a comma as thousands when a point follows', () => {
    expect(parseDecimal('1,234.5')).toBe(1234.5);
    expect(parseDecimal('12,34.5')).toBeNull();
  });

  it('reads exponents, and numbers past the double range as infinite (for the caller to clamp)', () => {
    expect(parseDecimal('1e3')).toBe(1000);
    expect(parseDecimal('1e40')).toBe(1e40);
    expect(parseDecimal('1e400')).toBe(Infinity);
  });

  it('refuses what is not one number', () => {
    for (const text of ['', '  ', 'abc', '1,2,3', '1e', '-', '.', '<img src=x>', '1.5.2', 'NaN', 'Infinity', '0x10']) {
      expect(parseDecimal(text), text).toBeNull();
    }
  });
});
