/** Color Harmony's prompt: an interior that uses exactly this palette, colour by colour. */
import { formatNumber } from '../../math/format';
import { describeHsl, formatContrastRatio, hexToHsl } from '../../math/color';
import type { Inputs, Scheme } from './inputs';
import type { Result } from './results';

const SCHEME_NAMES: Readonly<Record<Scheme, string>> = {
  complementary: 'complementary',
  analogous: 'analogous',
  triadic: 'triadic',
  monochromatic: 'monochromatic',
  tetradic: 'tetradic (double-complementary)',
};

/** A prompt asking for an interior that uses exactly this palette, colour by colour. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const base = hexToHsl(result.baseHex);
  const lines = result.swatches.map(
    (swatch) =>
      `- ${swatch.hex} (${swatch.name}, HSL ${formatNumber(swatch.hsl.hueDeg, 0)}°, ${formatNumber(swatch.hsl.saturationPct, 0)} %, ` +
      `${formatNumber(swatch.hsl.lightnessPct, 0)} %): ${swatch.role}`,
  );
  // The pairs a designer can set text in (WCAG 2.2 AA, 4.5:1), highest contrast first.
  const readable = [...result.contrast]
    .filter((pair) => pair.aa)
    .sort((a, b) => b.ratio - a.ratio)
    .map((pair) => `${result.swatches[pair.first]?.hex} with ${result.swatches[pair.second]?.hex} (${formatContrastRatio(pair.ratio)})`);
  const textLine = readable.length
    ? `For text, pair only these colours, which pass WCAG AA contrast (4.5:1): ${readable.join('; ')}.`
    : 'No two of these colours reach WCAG AA contrast (4.5:1) for text: set text in near-black or near-white instead.';
  return [
    `Design a calm, cohesive interior using a ${SCHEME_NAMES[result.scheme]} colour palette of ${result.swatches.length} colours, ` +
      `built from the base colour ${result.baseHex} (${describeHsl(base)}).`,
    '',
    'Palette and suggested use:',
    ...lines,
    '',
    textLine,
    '',
    'Keep these exact hex values for paint, textiles and finishes, and apply them in the proportions given so the room feels balanced. ' +
      'Describe the materials and textures that carry each colour, how natural and artificial light will shift them, ' +
      'and one styling detail that ties the accent back to the dominant colour. ' +
      'For an image, render a photorealistic living space at eye level in soft daylight, with the palette clearly readable.',
  ].join('\n');
}
