/**
 * Texture Pattern: stripes, a checkerboard or dots, set by scale (repeat size),
 * density (how much of each repeat is filled), contrast and rotation.
 */
import { clamp, finiteOr, formatNumber, lerp } from '../../math/clamp';
import { mixHex } from '../../math/color';
import { defaultsOf } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';
import { patternGeometry } from './patternCells';
import type { PatternGeometry } from './patternCells';

export type { PatternGeometry, PatternPrimitive } from './patternCells';

/** The three patterns. */
export type Pattern = 'stripes' | 'checker' | 'dots';

/** Inputs: pattern, rotation in degrees (0–180) and three 0–1 sliders. */
export interface Inputs {
  pattern: Pattern;
  rotationDeg: number;
  scale: number;
  density: number;
  contrast: number;
}

/** Repeat (period) of the pattern at scale 0 and 1, in canvas units (px). */
export const MIN_PERIOD_PX = 12;
export const MAX_PERIOD_PX = 80;
/** Background and ink colours; the foreground is mixed between them by contrast. */
export const BACKGROUND_HEX = '#f4f1ea';
export const INK_HEX = '#2b2b2b';
/** At contrast 0 the foreground is still this far towards the ink, so the pattern stays visible. */
export const MIN_INK_MIX = 0.1;

const unitSlider = <K extends 'scale' | 'density' | 'contrast'>(key: K, label: string, defaultValue: number) =>
  ({ kind: 'range', key, label, min: 0, max: 1, step: 0.01, default: defaultValue, decimals: 2 }) as const;

/** Controls: Pattern, Rotation, Scale, Density, Contrast. */
export const params: ParamList<Inputs> = [
  {
    kind: 'select',
    key: 'pattern',
    label: 'Pattern',
    default: 'stripes',
    options: [
      { value: 'stripes', label: 'Stripes' },
      { value: 'checker', label: 'Checker' },
      { value: 'dots', label: 'Dots' },
    ],
  },
  { kind: 'range', key: 'rotationDeg', label: 'Rotation', unit: '°', min: 0, max: 180, step: 1, default: 20, decimals: 0 },
  // The spec names only "sliders 0–1, step 0.01"; these three and their defaults are our choice.
  unitSlider('scale', 'Scale', 0.5),
  unitSlider('density', 'Density', 0.5),
  unitSlider('contrast', 'Contrast', 0.7),
];

/** Default inputs: stripes at 20°, scale 0.5, density 0.5, contrast 0.7. */
export const defaults: Inputs = defaultsOf(params);

/** The pattern's measurable properties. */
export interface Result {
  pattern: Pattern;
  rotationDeg: number;
  /** Size of one repeat, in canvas units (px). */
  periodPx: number;
  /** Stripe width, checker square side or dot diameter, in canvas units (px). */
  featurePx: number;
  /** Share of the surface covered by the foreground, 0–1. */
  coverage: number;
  foregroundHex: string;
  backgroundHex: string;
}

/** Repeat size, feature size, coverage and colours for the inputs (clamped to their ranges). */
export function compute(inputs: Inputs): Result {
  const unit = (value: number): number => clamp(finiteOr(value, 0), 0, 1);
  const pattern: Pattern = inputs.pattern === 'checker' || inputs.pattern === 'dots' ? inputs.pattern : 'stripes';
  const density = unit(inputs.density);
  const periodPx = lerp(MIN_PERIOD_PX, MAX_PERIOD_PX, unit(inputs.scale));
  let featurePx: number;
  let coverage: number;
  if (pattern === 'stripes') {
    // Stripe width 15–85 % of the repeat.
    featurePx = periodPx * lerp(0.15, 0.85, density);
    coverage = featurePx / periodPx;
  } else if (pattern === 'checker') {
    // Every other cell holds a square of side 40–100 % of the cell (100 %: a classic checkerboard).
    featurePx = periodPx * lerp(0.4, 1, density);
    coverage = (0.5 * featurePx * featurePx) / (periodPx * periodPx);
  } else {
    // One dot per cell, diameter 20–100 % of the cell (100 %: dots touch).
    featurePx = periodPx * lerp(0.2, 1, density);
    coverage = (Math.PI * featurePx * featurePx) / 4 / (periodPx * periodPx);
  }
  return {
    pattern,
    rotationDeg: clamp(finiteOr(inputs.rotationDeg, 0), 0, 180),
    periodPx,
    featurePx,
    coverage,
    foregroundHex: mixHex(BACKGROUND_HEX, INK_HEX, lerp(MIN_INK_MIX, 1, unit(inputs.contrast))),
    backgroundHex: BACKGROUND_HEX,
  };
}

/** The pattern's shapes on a `widthPx` × `heightPx` canvas, in canvas units, ready to draw. */
export function patternCells(inputs: Inputs, widthPx: number, heightPx: number): PatternGeometry {
  return patternGeometry(compute(inputs), widthPx, heightPx);
}

/** The spec lists no outputs for this tool. */
export function outputs(_result: Result): readonly ToolOutput[] {
  return [];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `Repeat = 12 + 68 × scale px (12–80 px). Stripes are 15–85 % of the repeat wide; checker squares fill every other cell ` +
    `at 40–100 % of the cell side; dots are 20–100 % of the cell wide; density picks the point in each range. ` +
    `The foreground is mixed from ${BACKGROUND_HEX} towards ${INK_HEX} by 10 % + 90 % × contrast. ` +
    'The whole pattern is rotated about the canvas centre.',
  units: 'Sizes in canvas pixels, rotation in degrees (clockwise, 0° gives vertical stripes), sliders 0–1.',
  assumptions: 'Contrast 0 still shows a faint pattern so the drawing never goes blank. Coverage is the inked share of the surface.',
};

const PATTERN_WORDS: Readonly<Record<Pattern, string>> = {
  stripes: 'parallel stripes',
  checker: 'a checkerboard',
  dots: 'a polka-dot grid',
};

/** A prompt for a seamless texture with the exact repeat, proportions, angle and colours. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const px = (value: number): string => `${formatNumber(value, 0)} px`;
  const feature =
    result.pattern === 'stripes'
      ? `stripes ${px(result.featurePx)} wide, repeating every ${px(result.periodPx)}`
      : result.pattern === 'checker'
        ? `squares ${px(result.featurePx)} across in alternate ${px(result.periodPx)} cells`
        : `dots ${px(result.featurePx)} in diameter on a square grid with a pitch of ${px(result.periodPx)}`;
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
