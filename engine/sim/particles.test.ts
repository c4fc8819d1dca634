import { describe, expect, it } from 'vitest';
import { MAX_STEP_S, NOMINAL_FPS, allocateParticles, float32AtMost, framesOf, particleCount } from './particles';

describe('particles: time in nominal 1/60 s frames, dt clamped to 0.1 s', () => {
  it('converts a step in seconds to frames', () => {
    expect([NOMINAL_FPS, MAX_STEP_S]).toEqual([60, 0.1]);
    expect(framesOf(1 / 60)).toBeCloseTo(1, 12);
    expect(framesOf(0.05)).toBeCloseTo(3, 12);
    expect(framesOf(5)).toBeCloseTo(6, 12);
    expect([framesOf(0), framesOf(-1), framesOf(NaN)]).toEqual([0, 0, 0]);
  });
});

describe('particles: typed-array state', () => {
  it('allocates zeroed Float32Arrays of the count', () => {
    const state = allocateParticles(3, 560, 360, 1);
    expect(state.x).toEqual(new Float32Array(3));
    expect(state.vy).toHaveLength(3);
    expect([state.widthPx, state.heightPx]).toEqual([560, 360]);
    expect(state.rng()).toBe(allocateParticles(3, 560, 360, 1).rng());
  });
  it('takes whole, non-negative counts', () => {
    expect([particleCount(undefined, 80), particleCount(NaN, 80), particleCount(-4, 80), particleCount(9.9, 80)]).toEqual([80, 80, 0, 9]);
  });
});

describe('particles: bounds that survive float32 storage', () => {
  it('gives the largest float32 not above a value', () => {
    for (const value of [2.2, 1.6, 360, 0.1, -2.2, -1.6, 1e-40, 0]) {
      const bound = float32AtMost(value);
      expect(bound).toBeLessThanOrEqual(value);
      expect(Math.fround(bound)).toBe(bound);
      expect(value - bound).toBeLessThan(Math.abs(value) * 1e-6 + 1e-44);
    }
    expect(Math.fround(2.2)).toBeGreaterThan(2.2);
    expect(float32AtMost(360)).toBe(360);
  });
});
