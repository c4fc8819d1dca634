import { describe, expect, it } from 'vitest';
import { countOf, decimalsOf, formatGrouped, formatNumber, formatTrimmed, inProse, roundTo, withArticle } from './format';

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

describe('countOf', () => {
  it('puts the noun in the singular for one, the plural otherwise', () => {
    expect(countOf(1, 'door')).toBe('1 door');
    expect(countOf(0, 'door')).toBe('0 doors');
    expect(countOf(2, 'passage is', 'passages are')).toBe('2 passages are');
  });
});

describe('withArticle', () => {
  it("takes 'an' before a number read from eight, eleven, eighteen, eighty or eight hundred, else 'a'", () => {
    expect(['8 kW', '8.40 m', '11.20 m', '18 kWh', '80°', '85.5 %', '800 lm', '8,000 lm', '11,000 lx'].map(withArticle)).toEqual([
      'an 8 kW', 'an 8.40 m', 'an 11.20 m', 'an 18 kWh', 'an 80°', 'an 85.5 %', 'an 800 lm', 'an 8,000 lm', 'an 11,000 lx',
    ]);
    expect(withArticle('8000 lm')).toBe('an 8000 lm');
    expect(['1.80 m', '7.20 m', '10 kWh', '110 m', '180°', '1,100 lm', '5 kW', '0.8 m²', '3-seat sofa', '1100 lm'].map(withArticle)).toEqual([
      'a 1.80 m', 'a 7.20 m', 'a 10 kWh', 'a 110 m', 'a 180°', 'a 1,100 lm', 'a 5 kW', 'a 0.8 m²', 'a 3-seat sofa', 'a 1100 lm',
    ]);
  });
});

describe('formatTrimmed', () => {
  it('drops the fraction’s trailing zeros, never a whole number’s', () => {
    expect(['14', '3.5', '2.75', '30', '0'].map((text) => formatTrimmed(Number(text), 2))).toEqual(['14', '3.5', '2.75', '30', '0']);
    expect(formatTrimmed(30, 0)).toBe('30');
    expect(formatTrimmed(100, 1)).toBe('100');
    expect(formatTrimmed(2.004, 2)).toBe('2');
    expect(formatTrimmed(NaN, 2)).toBe('0');
  });
});

describe('inProse', () => {
  it('lowers a name for running text but keeps its capitalised words', () => {
    expect(['Double bed', 'TV unit', 'Bedside table 2', 'Custom box', 'A', '3-seat sofa', 'HVAC unit 12'].map(inProse)).toEqual([
      'double bed',
      'TV unit',
      'bedside table 2',
      'custom box',
      'a',
      '3-seat sofa',
      'HVAC unit 12',
    ]);
  });
});
