/** Surface Reflection's inputs: the surface and its light, their controls, and the inputs held within bounds. */
import { clamp, finiteOr } from '../../math/clamp';
import { defaultsOf } from '../params';
import type { ParamList } from '../params';

/**
 * Inputs: roughness, metallic and subsurface (0–1), refractive index (1–2.2), light angle in
 * degrees above the surface (0° and 180° are the two horizons, 90° straight overhead) and the
 * light's intensity (0–1).
 */
export interface Inputs {
  roughness: number;
  metallic: number;
  ior: number;
  subsurface: number;
  lightAngleDeg: number;
  intensity: number;
}

/**
 * Controls. Spec bounds and defaults for refractive index (1.4), light angle (45°) and
 * intensity (0.8); the other defaults are ours: a satin (roughness 0.35) non-metal (0) with a
 * slight translucency (subsurface 0.2), which shows the Fresnel effect most plainly.
 */
export const params: ParamList<Inputs> = [
  { kind: 'range', key: 'roughness', label: 'Roughness', min: 0, max: 1, step: 0.01, default: 0.35, decimals: 2 },
  { kind: 'range', key: 'metallic', label: 'Metallic', min: 0, max: 1, step: 0.01, default: 0, decimals: 2 },
  { kind: 'range', key: 'ior', label: 'Refractive index', min: 1, max: 2.2, step: 0.01, default: 1.4, decimals: 2 },
  { kind: 'range', key: 'subsurface', label: 'Subsurface', min: 0, max: 1, step: 0.01, default: 0.2, decimals: 2 },
  { kind: 'range', key: 'lightAngleDeg', label: 'Light angle', unit: '°', min: 0, max: 180, step: 1, default: 45, decimals: 0 },
  { kind: 'range', key: 'intensity', label: 'Intensity', min: 0, max: 1, step: 0.01, default: 0.8, decimals: 2 },
];

/** Default inputs: roughness 0.35, metallic 0, n = 1.4, subsurface 0.2, light at 45°, intensity 0.8. */
export const defaults: Inputs = defaultsOf(params);

const param01 = (value: number, fallback: number): number => clamp(finiteOr(value, fallback), 0, 1);

/** The inputs within their bounds; a non-number takes its default. */
export function guardInputs(inputs: Inputs): Inputs {
  return {
    roughness: param01(inputs.roughness, defaults.roughness),
    metallic: param01(inputs.metallic, defaults.metallic),
    ior: clamp(finiteOr(inputs.ior, defaults.ior), 1, 2.2),
    subsurface: param01(inputs.subsurface, defaults.subsurface),
    lightAngleDeg: clamp(finiteOr(inputs.lightAngleDeg, defaults.lightAngleDeg), 0, 180),
    intensity: param01(inputs.intensity, defaults.intensity),
  };
}
