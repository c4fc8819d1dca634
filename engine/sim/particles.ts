/**
 * What the particle scenes share: particle state in typed arrays, the seeded generator that
 * makes a run repeatable, and the time convention.
 *
 * Time: velocities are in canvas px per nominal frame (1/60 s), as the flow-pattern contract
 * states its speed caps per frame. A step of dt seconds advances positions by v · dt · 60, so
 * the motion is the same at 30, 60 or 144 Hz; dt is clamped to [0, 0.1] s like the frame loop.
 */
import { createRng } from '../math/random';
import type { Rng } from '../math/random';

/** Nominal frames per second that velocities are expressed in. */
export const NOMINAL_FPS = 60;
/** The longest step a simulation takes, in seconds (matches the frame loop's clamp). */
export const MAX_STEP_S = 0.1;

/** Particle positions (canvas px, y down) and velocities (px per 1/60 s frame). */
export interface ParticleState {
  readonly count: number;
  /** Canvas width and height in px; particles stay within [0, width] × [0, height]. */
  readonly widthPx: number;
  readonly heightPx: number;
  readonly x: Float32Array;
  readonly y: Float32Array;
  readonly vx: Float32Array;
  readonly vy: Float32Array;
  /** The run's seeded generator; steps draw from it, so a seed replays a run exactly. */
  readonly rng: Rng;
}

/** Options every particle scene accepts. */
export interface ParticleOptions {
  /** Seed of the run (same seed, same inputs, same dt sequence → same state). */
  seed: number;
  /** Number of particles (whole, ≥ 0); each tool has its own default. */
  count?: number;
}

/** A whole, non-negative particle count (non-finite → `fallback`). */
export function particleCount(count: number | undefined, fallback: number): number {
  if (count === undefined || !Number.isFinite(count)) return fallback;
  return Math.max(0, Math.floor(count));
}

/** Zeroed particle arrays for `count` particles on a `widthPx` × `heightPx` canvas. */
export function allocateParticles(count: number, widthPx: number, heightPx: number, seed: number): ParticleState {
  return {
    count,
    widthPx,
    heightPx,
    x: new Float32Array(count),
    y: new Float32Array(count),
    vx: new Float32Array(count),
    vy: new Float32Array(count),
    rng: createRng(seed),
  };
}

/** A step of `dtSeconds` in nominal frames: dt clamped to [0, 0.1] s, times 60 (NaN → 0). */
export function framesOf(dtSeconds: number): number {
  if (!(dtSeconds > 0)) return 0;
  return Math.min(dtSeconds, MAX_STEP_S) * NOMINAL_FPS;
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/**
 * The largest float32 that is ≤ `value`, so a bound stored in a Float32Array never rounds past
 * it: Math.fround(2.2) is 2.2000000477, this gives 2.1999998. Non-finite values pass through.
 */
export function float32AtMost(value: number): number {
  f32[0] = value;
  const rounded = f32[0];
  if (!Number.isFinite(value) || rounded <= value) return rounded;
  // One float32 step towards −∞: smaller magnitude for a positive value, larger for a negative one.
  u32[0] = rounded > 0 ? u32[0]! - 1 : u32[0]! + 1;
  return f32[0];
}
