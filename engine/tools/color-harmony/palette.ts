/** Color Harmony's colour geometry: each scheme's hue rotations and the monochromatic lightness steps. */
import type { Scheme } from './inputs';

/** Hue offsets in degrees, in swatch order (docs/contract.md §1). Monochromatic keeps the hue. */
export const HUE_OFFSETS_DEG: Readonly<Record<Scheme, readonly number[]>> = {
  complementary: [0, 180],
  analogous: [-30, 0, 30],
  triadic: [0, 120, 240],
  tetradic: [0, 90, 180, 270],
  monochromatic: [0, 0, 0, 0, 0],
};

/** Lightness step between monochromatic swatches, in percentage points. */
export const MONO_STEP_PCT = 15;
/** Monochromatic swatches stay within this lightness band (%), so none is pure black or white. */
export const MONO_MIN_L_PCT = 10;
export const MONO_MAX_L_PCT = 90;

/**
 * Lightness (%) of the five monochromatic swatches: steps of 15 points centred on the
 * base (20–80 % for a 50 % base), shifted as a block to stay within 10–90 %.
 */
export function monochromaticLightnessPct(baseLightnessPct: number): number[] {
  const halfSpan = 2 * MONO_STEP_PCT;
  // Offsets are added to the base itself, so an unshifted middle swatch is exactly the base.
  const shift =
    Math.max(0, MONO_MIN_L_PCT - (baseLightnessPct - halfSpan)) - Math.max(0, baseLightnessPct + halfSpan - MONO_MAX_L_PCT);
  return [-2, -1, 0, 1, 2].map((i) => baseLightnessPct + i * MONO_STEP_PCT + shift);
}
