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

/** Where the base may sit among the five steps, most centred first (2 is the middle swatch). */
const BASE_PLACES = [2, 1, 3, 0, 4] as const;

/**
 * Lightness (%) of the five monochromatic swatches, darkest first: steps of 15 points, one of
 * them the base itself, so the base colour is always one of the swatches. The base sits in the
 * middle when the block fits within 10–90 % (20–80 % for a 50 % base); otherwise it moves off
 * centre, most centred first, to the first place where the block fits (a base of 85 % gives 25–85 %).
 * A base outside 10–90 % is kept as it is and the other four step towards the middle.
 */
export function monochromaticLightnessPct(baseLightnessPct: number): number[] {
  const block = (place: number) => [0, 1, 2, 3, 4].map((i) => baseLightnessPct + (i - place) * MONO_STEP_PCT);
  const overflow = (values: number[]) =>
    values.reduce((sum, v) => sum + Math.max(0, MONO_MIN_L_PCT - v) + Math.max(0, v - MONO_MAX_L_PCT), 0);
  let best = block(2);
  let bestOverflow = overflow(best);
  for (const place of BASE_PLACES) {
    const values = block(place);
    const over = overflow(values);
    if (over < bestOverflow) {
      best = values;
      bestOverflow = over;
    }
  }
  return best;
}
