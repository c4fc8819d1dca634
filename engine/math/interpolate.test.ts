import { describe, expect, it } from 'vitest';
import { lerp } from './interpolate';

describe('lerp', () => {
  it('interpolates linearly', () => {
    expect(lerp(12, 80, 0)).toBe(12);
    expect(lerp(12, 80, 1)).toBe(80);
    expect(lerp(0, 10, 0.25)).toBe(2.5);
  });
});
