/** Texture Pattern's prompt: a seamless texture with the exact repeat, proportions, angle and colours. */
import { formatNumber } from '../../math/format';
import type { Inputs, Pattern } from './inputs';
import { swatchLength } from './results';
import type { Result } from './results';

const PATTERN_WORDS: Readonly<Record<Pattern, string>> = {
  stripes: 'parallel stripes',
  checker: 'a checkerboard',
  dots: 'a polka-dot grid',
};

/** A prompt for a seamless texture with the exact repeat, proportions, angle and colours. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const cm = swatchLength;
  const share = `${formatNumber((result.featurePx / result.periodPx) * 100, 0)} %`;
  const feature =
    result.pattern === 'stripes'
      ? `stripes ${cm(result.featurePx)} wide (${share} of the repeat), repeating every ${cm(result.periodPx)}`
      : result.pattern === 'checker'
        ? `squares ${cm(result.featurePx)} across (${share} of the cell) in alternate ${cm(result.periodPx)} cells`
        : `dots ${cm(result.featurePx)} in diameter (${share} of the pitch) on a square grid with a pitch of ${cm(result.periodPx)}`;
  return [
    `Generate a seamless, tileable texture of ${PATTERN_WORDS[result.pattern]} for an interior surface.`,
    `- Geometry: ${feature}, rotated ${formatNumber(result.rotationDeg, 0)}° (0° = vertical); the foreground covers about ${formatNumber(result.coverage * 100, 0)} % of the surface.`,
    `- Colours: ${result.foregroundHex} on a ${result.backgroundHex} ground.`,
    '- Edges: crisp but not digital, with a subtle printed or woven texture.',
    '',
    'Suggest two real applications (for example wallpaper, upholstery, tiles or a rug) and the physical repeat size that suits each, ' +
      'and show the texture flat as a square swatch and applied in a softly lit room.',
  ].join('\n');
}
