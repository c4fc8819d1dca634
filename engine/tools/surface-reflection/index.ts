/**
 * Surface Reflection: how much light a surface mirrors back at the current light angle,
 * from Schlick's Fresnel approximation, and a prompt that describes the surface.
 */
import { clamp, finiteOr, formatNumber, lerp } from '../../math/clamp';
import { degToRad } from '../../math/units';
import { defaultsOf, levelWord } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

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

/** Normal-incidence reflectance of a fully metallic surface (a bright neutral metal, such as polished aluminium). */
export const METAL_F0 = 0.9;
/** Number of samples of the Fresnel curve from 0° to 90° incidence. */
export const CURVE_SAMPLES = 91;

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
function reflectanceEnds(guarded: Inputs): { dielectricF0: number; f0: number; f90: number } {
  const dielectric = dielectricF0(guarded.ior);
  const f0 = lerp(dielectric, METAL_F0, guarded.metallic);
  return { dielectricF0: dielectric, f0, f90: Math.max(1 - guarded.roughness, f0) };
}

/** Fresnel reflectance at the light's angle. */
export function compute(inputs: Inputs): Result {
  const guarded = guardInputs(inputs);
  const ends = reflectanceEnds(guarded);
  const incidenceDeg = incidenceFromLightAngle(guarded.lightAngleDeg);
  return { ...guarded, ...ends, incidenceDeg, reflectance: schlick(ends.f0, ends.f90, incidenceDeg) };
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

/** Fresnel reflectance as a per cent, one decimal. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Fresnel reflectance', text: `${formatNumber(result.reflectance * 100, 1)} %` }];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Schlick’s approximation: F(θ) = F0 + (F90 − F0)·(1 − cos θ)⁵. ' +
    'For a non-metal F0 = ((n − 1)/(n + 1))², so n = 1.5 reflects 4 % head-on; Metallic blends F0 linearly towards 90 % (a bright neutral metal). ' +
    'F90 = max(1 − roughness, F0): a polished surface reflects 100 % at grazing incidence, a rough one less, because its micro-facets scatter and shadow the grazing reflection (Lagarde’s roughness-aware Schlick). ' +
    'The light angle is measured from the surface (0° and 180° are the horizons, 90° straight overhead), so the incidence from the normal is θ = |90° − light angle|. ' +
    'The curve plots F from 0° to 90° incidence and marks the current angle.',
  units:
    'Reflectance in per cent of the incoming light (specular part only); angles in degrees; refractive index, roughness, metallic, subsurface and intensity are unitless.',
  assumptions:
    'Light arrives from air; unpolarised light; the diffuse and subsurface light are not counted in the reflectance. ' +
    'In the 3D sample, Subsurface makes the sphere translucent (transmission with a warm attenuation colour and a soft sheen), and Intensity scales the key light; the sample is an illustration, not a measurement.',
};

function finishWord(roughness: number): string {
  if (roughness < 0.1) return 'mirror-polished';
  if (roughness < 0.3) return 'glossy';
  if (roughness < 0.55) return 'satin';
  if (roughness < 0.8) return 'matte';
  return 'chalky, fully diffuse';
}

function kindWord(metallic: number): string {
  if (metallic < 0.2) return 'non-metallic (dielectric)';
  if (metallic < 0.8) return 'partly metallic, like a metallic paint or coated metal';
  return 'bare metal';
}

function iorAnalogue(n: number): string {
  if (n < 1.2) return 'close to air, almost no reflection head-on';
  if (n < 1.42) return 'like water or a lacquer';
  if (n < 1.58) return 'like glass, stone or varnish';
  if (n < 1.8) return 'like dense plastics or flint glass';
  return 'like a high-index gem or ceramic glaze';
}

function lightWord(lightAngleDeg: number): string {
  if (lightAngleDeg < 15 || lightAngleDeg > 165) return 'raking light from near the horizon';
  if (lightAngleDeg < 40 || lightAngleDeg > 140) return 'a low, angled light';
  if (lightAngleDeg < 70 || lightAngleDeg > 110) return 'a light at mid height';
  return 'light from almost overhead';
}

/** A prompt describing the surface, its light and its reflectance, with the numbers. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const two = (value: number) => formatNumber(value, 2);
  const pct = (value01: number) => `${formatNumber(value01 * 100, 1)} %`;
  const subsurface =
    result.subsurface < 0.15
      ? 'opaque, with no visible subsurface scattering'
      : `${levelWord(result.subsurface)} subsurface scattering (${two(result.subsurface)}), so light glows softly through its edges like marble, wax or skin`;
  return [
    'Create a photorealistic material study of a single surface for an interior design presentation.',
    `Surface: ${finishWord(result.roughness)} finish (roughness ${two(result.roughness)}), ${kindWord(result.metallic)} (metallic ${two(result.metallic)}), ` +
      `refractive index ${two(result.ior)} (${iorAnalogue(result.ior)}), ${subsurface}.`,
    `Lighting: ${lightWord(result.lightAngleDeg)} at ${formatNumber(result.lightAngleDeg, 0)}° above the surface ` +
      `(${formatNumber(result.incidenceDeg, 0)}° from the normal), at ${levelWord(result.intensity)} intensity (${two(result.intensity)}).`,
    `Fresnel reflectance at that angle: ${pct(result.reflectance)} (Schlick; ${pct(result.f0)} head-on, rising to ${pct(result.f90)} at grazing angles).`,
    '',
    'Show a sphere resting on a matching flat sample, with physically based shading, a soft contact shadow and the reflection strength above; ' +
      'note where this surface would suit an interior (walls, joinery, counters, fittings) and how it will look under daylight and warm artificial light.',
  ].join('\n');
}
