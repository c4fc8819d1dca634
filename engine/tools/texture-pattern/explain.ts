/** Texture Pattern's 'How it's calculated' text. */
import type { Explain } from '../params';
import { scaleStatement } from '../../math/planScale';
import { BACKGROUND_HEX, INK_HEX, MAX_PERIOD_PX, MIN_PERIOD_PX, SWATCH_SCALE, swatchLength as cm } from './results';


/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `Repeat = 12 + 68 × scale px (12–80 px on the swatch, ${cm(MIN_PERIOD_PX)}–${cm(MAX_PERIOD_PX)} at its scale). Stripes are 15–85 % of the repeat wide; checker squares fill every other cell ` +
    `at 40–100 % of the cell side; dots are 20–100 % of the cell wide; density picks the point in each range. ` +
    `The foreground is mixed from ${BACKGROUND_HEX} towards ${INK_HEX} by 10 % + 90 % × contrast. ` +
    'The whole pattern is rotated about the canvas centre.',
  units:
    `The swatch is drawn at ${scaleStatement(SWATCH_SCALE)} (1 px = 2 mm; see the scale bar), so sizes are given in cm and as shares of the repeat; ` +
    'rotation in degrees (clockwise, 0° gives vertical stripes); sliders 0–1.',
  assumptions: 'Contrast 0 still shows a faint pattern so the drawing never goes blank. Coverage is the inked share of the surface.',
};
