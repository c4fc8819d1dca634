/** Surface Reflection's prompt: the surface, its light and its reflectance, with the numbers. */
import { formatNumber } from '../../math/format';
import { levelWord } from '../params';
import type { Inputs } from './inputs';
import type { Result } from './results';

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
