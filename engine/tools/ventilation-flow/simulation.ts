/**
 * Ventilation Flow particles, in plan on a 560 × 360 px room (1 px = 1 cm). State lives in
 * typed arrays; `stepVentilation` mutates it in place and allocates nothing.
 *
 * Each particle has a lane in [−0.5, 0.5]: its place across the inlet when it entered.
 * - Cross: it follows a streamline from its place in the inlet (left wall) to the same place
 *   in the outlet (right wall), spreading into the room in between; on reaching the right wall
 *   it re-enters at the inlet. The mean flow is to the right.
 * - Single: inlet and outlet share the left wall; it follows a loop into the room and back
 *   (clockwise: in through the upper opening, round, out through the lower one), reaching
 *   deeper with a stronger flow; leaving through the outlet it re-enters at the inlet. About
 *   half the particles move left at any time.
 * Speed: the particles' speed is 3.2 px per frame · √(Q / Q_max), with Q from ./airflow, so
 * bigger openings, more pressure and cross mode all look faster; at pressure 0 only a faint
 * drift remains.
 */
import { RNG_INCREMENT, RNG_RANGE, rngMix } from '../../math/random';
import { allocateParticles, framesOf, particleCount } from '../../sim/particles';
import type { ParticleOptions, ParticleState } from '../../sim/particles';
import {
  CROSS_SPAN_PER_M2,
  MAX_FLOW_M3S,
  OPENING_MAX_M2,
  SINGLE_INLET_AT,
  SINGLE_OUTLET_AT,
  SINGLE_SPAN_PER_M2,
  flowRateM3s,
} from './airflow';
import type { AirflowInputs } from './airflow';

/** Default number of particles. */
export const VENTILATION_PARTICLES = 130;
/** Plan size, px (1 px = 1 cm of the 5.6 × 3.6 m room). */
export const PLAN_WIDTH_PX = 560;
export const PLAN_HEIGHT_PX = 360;
/** Particle speed at the largest airflow, px per 1/60 s frame. */
export const MAX_PARTICLE_SPEED_PX = 3.2;

// Tuning. RELAX: share of the gap to the desired velocity closed per frame.
const RELAX = 0.15;
const JITTER_STILL = 0.04;
const JITTER_MOVING = 0.12;
// Cross: how much of the room height the jet fills mid-room, and the pull back onto a streamline.
const CROSS_FILL = 0.85;
const CROSS_PULL = 0.04;
// Single: loop depth as a share of the room length, at no flow and added at full flow.
const LOOP_DEPTH_MIN = 0.35;
const LOOP_DEPTH_GAIN = 0.45;
const LOOP_PULL = 0.6;

/** Ventilation particles: the shared arrays plus each particle's lane. */
export interface VentilationState extends ParticleState {
  /** Place across the inlet, −0.5 (top edge) to 0.5 (bottom edge). */
  readonly lane: Float32Array;
}

/** Options: seed, count (default 130), plan size (default 560 × 360). */
export interface VentilationOptions extends ParticleOptions {
  widthPx?: number;
  heightPx?: number;
}

/** A new run: particles spread over the room, at rest. */
export function createVentilation(options: VentilationOptions): VentilationState {
  const count = particleCount(options.count, VENTILATION_PARTICLES);
  const widthPx = options.widthPx ?? PLAN_WIDTH_PX;
  const heightPx = options.heightPx ?? PLAN_HEIGHT_PX;
  const base = allocateParticles(count, widthPx, heightPx, options.seed);
  const state: VentilationState = { ...base, lane: new Float32Array(count) };
  for (let i = 0; i < count; i += 1) {
    state.lane[i] = state.rng() - 0.5;
    state.x[i] = Math.min(state.rng() * widthPx, widthPx);
    state.y[i] = Math.min(state.rng() * heightPx, heightPx);
  }
  return state;
}

/** Particle speed for these inputs, px per frame: 3.2 · √(Q / Q_max). */
export function particleSpeedPx(inputs: AirflowInputs): number {
  const ratio = flowRateM3s(inputs) / MAX_FLOW_M3S;
  return MAX_PARTICLE_SPEED_PX * Math.sqrt(ratio > 0 ? Math.min(1, ratio) : 0);
}

const sizeOf = (value: number): number => (value > 0 ? (value < OPENING_MAX_M2 ? value : OPENING_MAX_M2) : 0);

/**
 * Advances the particles by `dtSeconds` (clamped to [0, 0.1] s; 0 leaves them as they are)
 * for the mode, openings and pressure in `inputs`. Mutates `state`; allocates nothing.
 */
export function stepVentilation(state: VentilationState, dtSeconds: number, inputs: AirflowInputs): void {
  const f = framesOf(dtSeconds);
  if (f === 0) return;
  const { count, x, y, vx, vy, lane, widthPx: w, heightPx: h } = state;
  const rngState = state.rng.state;
  const speed = particleSpeedPx(inputs);
  const speedShare = speed / MAX_PARTICLE_SPEED_PX;
  const relax = Math.min(1, RELAX * f);
  const jitter = (JITTER_STILL + JITTER_MOVING * speedShare) * f;
  const single = inputs.mode === 'single';
  const inlet = sizeOf(inputs.inlet);
  const outlet = sizeOf(inputs.outlet);
  const maxSpeed = 2 * MAX_PARTICLE_SPEED_PX;

  // Cross geometry: centred openings on the left and right walls.
  const crossIn = inlet * CROSS_SPAN_PER_M2 * h;
  const crossOut = outlet * CROSS_SPAN_PER_M2 * h;
  const spread = Math.max(0, CROSS_FILL * h - (crossIn + crossOut) / 2);
  // Single geometry: loop centred on the left wall between the two openings.
  const singleIn = inlet * SINGLE_SPAN_PER_M2 * h;
  const singleOut = outlet * SINGLE_SPAN_PER_M2 * h;
  const inCentre = SINGLE_INLET_AT * h;
  const outCentre = SINGLE_OUTLET_AT * h;
  const loopCentre = (inCentre + outCentre) / 2;
  const depth = w * (LOOP_DEPTH_MIN + LOOP_DEPTH_GAIN * speedShare);
  const minRy = 0.04 * h;
  const invW = 1 / w;
  // The generator's state is kept in a local for the loop (see ../../math/random).
  let seed = rngState[0]!;

  for (let i = 0; i < count; i += 1) {
    let px = x[i]!;
    let py = y[i]!;
    let pvx = vx[i]!;
    let pvy = vy[i]!;
    const l = lane[i]!;
    let dvx: number;
    let dvy: number;

    if (!single) {
      // Streamline from (0, a) to (w, b), bulging by lane · spread mid-room.
      const a = h / 2 + l * crossIn;
      const b = h / 2 + l * crossOut;
      const t = px * invW;
      const bulge = l * spread;
      const pathY = a + (b - a) * t + bulge * 4 * t * (1 - t);
      const slope = (b - a + bulge * 4 * (1 - 2 * t)) * invW;
      dvx = speed;
      dvy = speed * slope + (pathY - py) * CROSS_PULL * speedShare;
    } else {
      // Half-ellipse loop from the inlet (top) round to the outlet (bottom), clockwise.
      const rx = depth * (0.75 - 0.5 * l);
      // Inner lanes of a 1 m² opening would close the ellipse; keep a small core.
      const dy = py - loopCentre;
      const ryRaw = dy < 0 ? loopCentre - (inCentre + l * singleIn) : outCentre - l * singleOut - loopCentre;
      const ry = ryRaw > minRy ? ryRaw : minRy;
      // In ellipse coordinates (u, v) the tangent is (−v·rx, u·ry) and the outward normal
      // (u·ry, v·rx): the same length, so one square root normalises both.
      const u = px / rx;
      const v = dy / ry;
      const tx = -v * rx;
      const ty = u * ry;
      const length2 = tx * tx + ty * ty;
      if (length2 > 1e-12) {
        const inv = 1 / Math.sqrt(length2);
        // Pull onto the particle's own ellipse (ρ = 1): (1 − ρ²)/2 ≈ 1 − ρ near it.
        const pull = (1 - (u * u + v * v)) * 0.5 * LOOP_PULL;
        dvx = speed * inv * (tx + u * ry * pull);
        dvy = speed * inv * (ty + v * rx * pull);
      } else {
        dvx = speed;
        dvy = 0;
      }
    }

    // One draw gives both jitters: its high and low 16 bits.
    // Jitter from one draw: its high and low 16 bits.
    seed = (seed + RNG_INCREMENT) | 0;
    const bits = rngMix(seed);
    pvx += (dvx - pvx) * relax + ((bits >>> 16) * (1 / 65536) - 0.5) * jitter;
    pvy += (dvy - pvy) * relax + ((bits & 0xffff) * (1 / 65536) - 0.5) * jitter;
    pvx = pvx > maxSpeed ? maxSpeed : pvx < -maxSpeed ? -maxSpeed : pvx;
    pvy = pvy > maxSpeed ? maxSpeed : pvy < -maxSpeed ? -maxSpeed : pvy;
    px += pvx * f;
    py += pvy * f;

    // Leaving: through the right wall (cross) or the lower opening (single) → re-enter at the inlet.
    const leaves = single ? px <= 0.5 && pvx < 0 && py > loopCentre : px >= w;
    if (leaves) {
      seed = (seed + RNG_INCREMENT) | 0;
      const nextLane = rngMix(seed) / RNG_RANGE - 0.5;
      lane[i] = nextLane;
      px = 0;
      py = single ? inCentre + nextLane * singleIn : h / 2 + nextLane * crossIn;
      pvx = speed;
      pvy = 0;
    }
    if (px < 0) {
      px = 0;
      pvx = -pvx * 0.3;
    } else if (px > w) {
      px = w;
      pvx = -pvx * 0.3;
    }
    if (py < 0) {
      py = 0;
      pvy = -pvy * 0.3;
    } else if (py > h) {
      py = h;
      pvy = -pvy * 0.3;
    }
    x[i] = px;
    y[i] = py;
    vx[i] = pvx;
    vy[i] = pvy;
  }
  rngState[0] = seed;
}
