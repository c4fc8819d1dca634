/**
 * Illuminance on axis and across the work plane under a spotlight: the inverse-square law on
 * axis, the cosine-cubed law off axis, and the plane's average, minimum and uniformity.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { degToRad } from '../../math/units';
import type { Inputs } from './inputs';

/** Illuminance cap, lux. */
export const MAX_LUX = 2000;
/** Indirect light added per unit of reflectance, as a share of the direct light. */
export const INDIRECT_SHARE = 0.25;

/** The light actually modelled: I ≥ 0 cd, d ≥ 0.1 m, beam 1–179°, reflectance 0–1. */
export function guardLight(inputs: Pick<Inputs, 'intensityCd' | 'distanceM' | 'beamAngleDeg' | 'reflectance'>): {
  intensityCd: number;
  distanceM: number;
  beamAngleDeg: number;
  reflectance: number;
  /** 1 + 0.25 × reflectance. */
  indirectFactor: number;
  /** Half the beam angle, radians. */
  halfAngle: number;
} {
  const intensityCd = Math.max(0, finiteOr(inputs.intensityCd, 0));
  // A point source closer than 0.1 m is outside the model; the slider's minimum is 1 m anyway.
  const distanceM = Math.max(0.1, finiteOr(inputs.distanceM, 1));
  const beamAngleDeg = clamp(finiteOr(inputs.beamAngleDeg, 60), 1, 179);
  const reflectance = clamp(finiteOr(inputs.reflectance, 0), 0, 1);
  return { intensityCd, distanceM, beamAngleDeg, reflectance, indirectFactor: 1 + INDIRECT_SHARE * reflectance, halfAngle: degToRad(beamAngleDeg / 2) };
}

type LightInputs = Pick<Inputs, 'intensityCd' | 'distanceM' | 'beamAngleDeg' | 'reflectance'>;

/**
 * Illuminance on the work plane at `rM` metres from the point under the fitting:
 * E(r) = min(2000, I·cos³θ/h² × (1 + 0.25·ρ)), θ = atan(r/h) (the cosine-cubed law: the
 * inverse square of the slant distance h/cos θ times the cosine of incidence). Inside the beam
 * (θ ≤ beam/2) only; 0 outside it. At r = 0 it is the on-axis Illuminance.
 */
export function planeLuxAt(inputs: LightInputs, rM: number): number {
  const { intensityCd: I, distanceM: h, indirectFactor: k, halfAngle } = guardLight(inputs);
  const r = Math.abs(finiteOr(rM, 0));
  const theta = Math.atan(r / h);
  if (theta > halfAngle + 1e-12) return 0;
  return Math.min(MAX_LUX, ((I * Math.cos(theta) ** 3) / h ** 2) * k);
}

/** The lit disc of the work plane: its radius, its illuminance at the beam's edge, its average and uniformity. */
export interface PlaneStats {
  /** Radius of the lit disc, h·tan(beam/2), metres. */
  radiusM: number;
  /** Illuminance at the beam's edge, the disc's minimum, lux. */
  minLux: number;
  /** Area-weighted average over the disc, lux. */
  averageLux: number;
  /** U0 = minimum / average, 0–1. */
  uniformity: number;
}

/**
 * The disc's average in closed form. Without the cap, ∫₀ᴿ E(r)·2πr dr = 2π·k·I·(1 − cos α) (the
 * beam's flux, α = beam/2), so Eavg = 2·k·I·(1 − cos α)/R² and, with Emin = k·I·cos³α/h²,
 * U0 = cos α·(1 + cos α)/2, whatever the intensity and distance. Where the 2000 lux cap holds
 * (r < r_c, (h² + r_c²)^{3/2} = k·I·h/2000), the disc's centre counts 2000 lux instead.
 */
export function planeStats(inputs: LightInputs): PlaneStats {
  const { intensityCd: I, distanceM: h, indirectFactor: k, halfAngle } = guardLight(inputs);
  const R = h * Math.tan(halfAngle);
  const minLux = planeLuxAt(inputs, R);
  const kIh = k * I * h;
  // Radius within which the cap holds (0 when the centre is under it).
  const capped = Math.cbrt((kIh / MAX_LUX) ** 2) - h * h;
  const rc = clamp(capped > 0 ? Math.sqrt(capped) : 0, 0, R);
  // ∫ E·2πr dr over the disc, divided by π.
  const integral = MAX_LUX * rc * rc + 2 * kIh * (1 / Math.sqrt(h * h + rc * rc) - 1 / Math.sqrt(h * h + R * R));
  const averageLux = R > 0 ? integral / (R * R) : minLux;
  return { radiusM: R, minLux, averageLux, uniformity: averageLux > 0 ? clamp(minLux / averageLux, 0, 1) : 1 };
}

/** One point of the illuminance across the work plane. */
export interface PlanePoint {
  /** Metres from the point under the fitting, negative to the left. */
  rM: number;
  lux: number;
}

/** `count` (≥ 3, default 81) evenly spaced points of E(r) across the lit disc, from −R to R. */
export function planeProfile(inputs: LightInputs, count = 81): PlanePoint[] {
  const n = clamp(Math.floor(finiteOr(count, 81)), 3, 10_000);
  const { radiusM: R } = planeStats(inputs);
  return Array.from({ length: n }, (_, i) => {
    const rM = i === n - 1 ? R : -R + (2 * R * i) / (n - 1);
    return { rM, lux: planeLuxAt(inputs, rM) };
  });
}
