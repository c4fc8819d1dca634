/** Surface Reflection's physics: Schlick's Fresnel approximation, its ends F0 and F90, and the curve over incidence. */
import { clamp, finiteOr } from '../../math/clamp';
import { lerp } from '../../math/interpolate';
import { degToRad } from '../../math/units';
import { guardInputs } from './inputs';
import type { Inputs } from './inputs';

/** Normal-incidence reflectance of a fully metallic surface (a bright neutral metal, such as polished aluminium). */
export const METAL_F0 = 0.9;
/** Number of samples of the Fresnel curve from 0° to 90° incidence. */
export const CURVE_SAMPLES = 91;

/** Dielectric reflectance at normal incidence for refractive index `n` (from air): ((n − 1)/(n + 1))². */
export function dielectricF0(n: number): number {
  const ratio = (n - 1) / (n + 1);
  return ratio * ratio;
}

/** Angle from the surface normal, in degrees (0–90), of a light `lightAngleDeg` above the surface: |90° − angle|. */
export function incidenceFromLightAngle(lightAngleDeg: number): number {
  return clamp(Math.abs(90 - finiteOr(lightAngleDeg, 90)), 0, 90);
}

/** Schlick's approximation: F0 + (F90 − F0)·(1 − cos θ)⁵ at `incidenceDeg` from the normal (0–1). */
export function schlick(f0: number, f90: number, incidenceDeg: number): number {
  const cosTheta = clamp(Math.cos(degToRad(clamp(incidenceDeg, 0, 90))), 0, 1);
  return clamp(f0 + (f90 - f0) * (1 - cosTheta) ** 5, 0, 1);
}

/** F0 (dielectric blended to metal by Metallic) and the roughness-limited F90, for guarded inputs. */
export function reflectanceEnds(guarded: Inputs): { dielectricF0: number; f0: number; f90: number } {
  const dielectric = dielectricF0(guarded.ior);
  const f0 = lerp(dielectric, METAL_F0, guarded.metallic);
  return { dielectricF0: dielectric, f0, f90: Math.max(1 - guarded.roughness, f0) };
}

/** One point of the Fresnel curve: incidence from the normal in degrees, reflectance 0–1. */
export interface CurvePoint {
  incidenceDeg: number;
  reflectance: number;
}

/** The reflectance from 0° (normal) to 90° (grazing) incidence, `n` evenly spaced samples (default 91, one per degree). */
export function fresnelCurve(inputs: Inputs, n = CURVE_SAMPLES): CurvePoint[] {
  const count = clamp(Math.floor(finiteOr(n, CURVE_SAMPLES)), 2, 1000);
  const { f0, f90 } = reflectanceEnds(guardInputs(inputs));
  return Array.from({ length: count }, (_, i) => {
    const incidenceDeg = (i * 90) / (count - 1);
    return { incidenceDeg, reflectance: schlick(f0, f90, incidenceDeg) };
  });
}
