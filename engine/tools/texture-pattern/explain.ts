/** Texture Pattern's 'How it's calculated' text. */
import type { Explain } from '../params';
import { BACKGROUND_HEX, INK_HEX } from './results';

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
