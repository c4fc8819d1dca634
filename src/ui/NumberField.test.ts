import { describe, expect, it } from 'vitest';
import { typedNumber } from './NumberField';

describe('typedNumber: what a number field takes from what was typed', () => {
  it('takes a number, with a point or a comma, clamped to the bounds', () => {
    expect(typedNumber('12.5', 0, 560)).toBe(12.5);
    expect(typedNumber('1,5', 0, 560)).toBe(1.5);
    expect(typedNumber('-5', 0, 560)).toBe(0);
    expect(typedNumber('0', 0, 560)).toBe(0);
    expect(typedNumber('99999999999', 0, 560)).toBe(560);
    expect(typedNumber('1e400', 0, 560)).toBe(560);
    expect(typedNumber('-5')).toBe(-5);
  });

  it('takes nothing from empty, non-numeric or markup input, nor a number beyond the double range with no bound', () => {
    for (const text of ['', ' '.repeat(40), 'x'.repeat(5000), 'abc', '<img src=x onerror=alert(1)>', 'abc<img src=x']) expect(typedNumber(text, 0, 560), text.slice(0, 20)).toBeNull();
    expect(typedNumber('1e400')).toBeNull();
    expect(typedNumber('-1e400', undefined, 10)).toBeNull();
  });
});
