/** Color Harmony's 'How it's calculated' text. */
import type { Explain } from '../params';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'The base colour is converted to HSL and its hue is rotated: Complementary 0°, 180°; Analogous −30°, 0°, +30°; ' +
    'Triadic 0°, 120°, 240°; Tetradic 0°, 90°, 180°, 270°. Saturation and lightness stay the same. ' +
    'Monochromatic keeps hue and saturation and takes five lightness steps of 15 points centred on the base ' +
    '(20, 35, 50, 65, 80 % for a mid-tone base), shifted to stay within 10–90 %.',
  units: 'Hue in degrees, saturation and lightness in per cent; swatches are shown as sRGB hex codes (#rrggbb).',
  assumptions:
    'HSL is a simple geometric model, not a perceptual one, so rotated hues can differ in perceived brightness. ' +
    'A grey base (no saturation) gives grey swatches. Suggested proportions follow the 60-30-10 rule.',
};
