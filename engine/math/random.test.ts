import { describe, expect, it } from 'vitest';
import { RNG_INCREMENT, RNG_RANGE, createRng, rngMix } from './random';

const take = (seed: number, n: number): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => rng());
};

describe('Seeded randomness', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(take(42, 100)).toEqual(take(42, 100));
  });
  it('gives a different sequence for a different seed', () => {
    expect(take(1, 10)).not.toEqual(take(2, 10));
  });
  it('stays within [0, 1) and spreads over it', () => {
    const values = take(7, 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
  it('accepts any number as a seed', () => {
    expect(take(NaN, 5)).toEqual(take(0, 5));
    expect(take(Infinity, 5)).toEqual(take(0, 5));
    expect(take(3.7, 5)).toEqual(take(3, 5));
    expect(take(2 ** 32 + 5, 5)).toEqual(take(5, 5));
  });
});

describe('Seeded randomness: inlined draws', () => {
  it('a hot loop drawing from the exposed state continues the same sequence', () => {
    const reference = take(99, 6);
    const rng = createRng(99);
    const first = rng();
    let s = rng.state[0]!;
    const inlined: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      s = (s + RNG_INCREMENT) | 0;
      inlined.push(rngMix(s) / RNG_RANGE);
    }
    rng.state[0] = s;
    expect([first, ...inlined, rng()]).toEqual(reference);
  });
});
