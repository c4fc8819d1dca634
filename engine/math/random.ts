/**
 * Seeded pseudo-random numbers (mulberry32): fast, 32-bit state, good enough for particle
 * jitter and spawn positions, and the same sequence for the same seed on every machine.
 *
 * Hot loops can draw without a function call per number: keep the state in a local,
 * `s = (s + RNG_INCREMENT) | 0; const bits = rngMix(s);`, and store `s` back into the
 * generator's `RngState` afterwards. Both ways give the same sequence.
 */

/** A generator's 32-bit state (shared with `createRng`'s closure). */
export type RngState = Uint32Array;

/** A generator of numbers in [0, 1), with its state exposed for hot loops. */
export interface Rng {
  (): number;
  readonly state: RngState;
}

/** mulberry32's state increment. */
export const RNG_INCREMENT = 0x6d2b79f5;
/** 2³²: divide `rngMix` output by this for a number in [0, 1). */
export const RNG_RANGE = 4294967296;

/** mulberry32's output for an (already incremented) state: a uint32 (0 … 2³² − 1). */
export function rngMix(state: number): number {
  let t = Math.imul(state ^ (state >>> 15), state | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** A generator seeded with `seed` (any number; it is reduced to 32 bits, non-finite → 0). */
export function createRng(seed: number): Rng {
  // The state lives in a typed array: a closure variable above 2³⁰ would be boxed on every call.
  const state = new Uint32Array(1);
  state[0] = (Number.isFinite(seed) ? Math.trunc(seed) : 0) >>> 0;
  const next = (): number => {
    state[0] = state[0]! + RNG_INCREMENT;
    return rngMix(state[0]!) / RNG_RANGE;
  };
  return Object.assign(next, { state });
}
