import { mixHex, readableTextOn } from '../../../engine/math/color';
import { palette } from '../../ui/palette';

/**
 * The privacy scale of the zones: one hue, light for public and deep for private, so the order
 * reads at a glance (and in grey). Shared by the canvas and the legend's gradient.
 */
export const PUBLIC_FILL = palette.accentSoft;
export const PRIVATE_FILL = palette.accent;

/** A zone's fill for its privacy (0 public – 1 private). */
export function privacyFill(privacy: number): string {
  return mixHex(PUBLIC_FILL, PRIVATE_FILL, privacy);
}

/** Black or white text, whichever reads better on that fill. */
export function privacyText(privacy: number): string {
  return readableTextOn(privacyFill(privacy));
}
