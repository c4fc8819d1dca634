/** Surface Reflection's figures: the Fresnel reflectance at the light's angle, and the output shown. */
import { formatNumber } from '../../math/format';
import type { ToolOutput } from '../params';
import { incidenceFromLightAngle, reflectanceEnds, schlick } from './fresnel';
import { guardInputs } from './inputs';
import type { Inputs } from './inputs';

/** The reflectance and the values it was computed from. */
export interface Result {
  /** Inputs clamped to their bounds (non-numbers replaced by defaults). */
  roughness: number;
  metallic: number;
  ior: number;
  subsurface: number;
  lightAngleDeg: number;
  intensity: number;
  /** Angle between the light and the surface normal, 0–90°. */
  incidenceDeg: number;
  /** Dielectric reflectance at normal incidence, ((n − 1)/(n + 1))², 0–1. */
  dielectricF0: number;
  /** Normal-incidence reflectance blended towards the metal's by Metallic, 0–1. */
  f0: number;
  /** Reflectance at grazing incidence, lowered by roughness: max(1 − roughness, F0), 0–1. */
  f90: number;
  /** Reflectance at the current incidence, 0–1. */
  reflectance: number;
}

/** Fresnel reflectance at the light's angle. */
export function compute(inputs: Inputs): Result {
  const guarded = guardInputs(inputs);
  const ends = reflectanceEnds(guarded);
  const incidenceDeg = incidenceFromLightAngle(guarded.lightAngleDeg);
  return { ...guarded, ...ends, incidenceDeg, reflectance: schlick(ends.f0, ends.f90, incidenceDeg) };
}

/** Fresnel reflectance as a per cent, one decimal. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Fresnel reflectance', text: `${formatNumber(result.reflectance * 100, 1)} %` }];
}
