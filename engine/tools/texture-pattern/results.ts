/** Texture Pattern's figures: repeat, feature size, coverage and colours, and the outputs shown. */
import { clamp, finiteOr } from '../../math/clamp';
import { mixHex } from '../../math/color';
import { formatNumber } from '../../math/format';
import { lerp } from '../../math/interpolate';
import { unitsToMetres, type PlanScale } from '../../math/planScale';
import type { ToolOutput } from '../params';
import type { Inputs, Pattern } from './inputs';

/** Repeat (period) of the pattern at scale 0 and 1, in canvas units (px). */
export const MIN_PERIOD_PX = 12;
export const MAX_PERIOD_PX = 80;
/**
 * The swatch's stated scale: 1 canvas px = 2 mm (500 px = 1 m), so the repeat runs from 2.4 cm
 * (a pinstripe) to 16 cm (an awning stripe or a large checker tile). Issue 15: sizes in real units.
 */
export const SWATCH_SCALE: PlanScale = { unitsPerMetre: 500 };
/** Canvas px to centimetres at the swatch's scale. */
export const swatchCm = (px: number): number => unitsToMetres(px, SWATCH_SCALE) * 100;

/** A length on the swatch in px as text in cm at its scale, one decimal: '2.4 cm'. */
export const swatchLength = (px: number): string => `${formatNumber(swatchCm(px), 1)} cm`;

/** Background and ink colours; the foreground is mixed between them by contrast. */
export const BACKGROUND_HEX = '#f4f1ea';
export const INK_HEX = '#2b2b2b';
/** At contrast 0 the foreground is still this far towards the ink, so the pattern stays visible. */
export const MIN_INK_MIX = 0.1;

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

/** The spec lists no outputs for this tool. */
export function outputs(_result: Result): readonly ToolOutput[] {
  return [];
}
