/** Color Harmony's 'How it's calculated' text. */
import type { Explain } from '../params';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'The base colour is converted to HSL and its hue is rotated: Complementary 0°, 180°; Analogous −30°, 0°, +30°; ' +
    'Triadic 0°, 120°, 240°; Tetradic 0°, 90°, 180°, 270°. Saturation and lightness stay the same. ' +
    'Monochromatic keeps hue and saturation and takes five lightness steps of 15 points, one of them the base itself ' +
    '(20, 35, 50, 65, 80 % for a 50 % base): the base sits in the middle when the steps fit within 10–90 %, otherwise off centre ' +
    '(a base of 85 % gives 25–85 %); a base outside 10–90 % is kept and the others step towards the middle. ' +
    'Contrast (WCAG 2.2) of every pair of swatches: each sRGB channel c (0–1) is linearised, c ≤ 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055)^2.4, ' +
    'relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B, and ratio = (L lighter + 0.05) / (L darker + 0.05), from 1:1 to 21:1. ' +
    'Normal text passes AA from 4.5:1 and AAA from 7:1; large text (24 px, or 18.66 px bold) AA from 3:1 and AAA from 4.5:1.',
  units: 'Hue in degrees, saturation and lightness in per cent; swatches are shown as sRGB hex codes (#rrggbb); contrast as a ratio, such as 4.54:1.',
  assumptions:
    'HSL is a simple geometric model, not a perceptual one, so rotated hues can differ in perceived brightness. ' +
    'A grey base (no saturation) gives grey swatches. Suggested proportions follow the 60-30-10 rule (70-30 for two colours, ' +
    '55-25-12-8 for four). Ratios are cut, not rounded, to two decimals (4.499 shows as 4.49:1), so a pass is never shown for a ratio ' +
    'below its threshold. WCAG’s text writes the linearisation threshold as 0.03928; for 8-bit colours both give the same result ' +
    '(10/255 = 0.0392 and 11/255 = 0.0431 fall either side of both). Contrast is only one part of legibility: size, weight and the typeface matter too.',
};
