import { describe, expect, it } from 'vitest';
import { FT_TO_M, degToRad, fromMetres, radToDeg, toMetres } from './units';

describe('length units', () => {
  it('uses 1 ft = 0.3048 m', () => {
    expect(FT_TO_M).toBe(0.3048);
    expect(toMetres(10, 'ft')).toBeCloseTo(3.048, 12);
    expect(toMetres(10, 'm')).toBe(10);
    expect(fromMetres(1.75, 'ft')).toBeCloseTo(5.741469816, 8);
    expect(fromMetres(toMetres(6, 'ft'), 'ft')).toBeCloseTo(6, 12);
  });
});

describe('angles', () => {
  it('converts degrees and radians', () => {
    expect(degToRad(180)).toBeCloseTo(Math.PI, 12);
    expect(radToDeg(Math.PI / 2)).toBeCloseTo(90, 12);
  });
});
