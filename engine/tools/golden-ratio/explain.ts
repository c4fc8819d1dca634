/** Golden Ratio's 'How it's calculated' text. */
import type { Explain } from '../params';
import { ELEMENT_SHARE, PHI } from './geometry';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `φ = ${PHI}. The canvas is a golden rectangle: height = width / φ. Snap to φ puts the element’s centre at 61.8 % of the width ` +
    'and 61.8 % of the height. The grid lines sit at 38.2 % and 61.8 % each way. The spiral cuts 6 squares in turn from the left, top, ' +
    'right and bottom of the remaining golden rectangle and joins a quarter arc in each. Position = centre ÷ canvas size × 100, one decimal.',
  units: 'Canvas size is the width in px; Element X and Element Y are the element’s centre in px from the top-left corner; positions in %.',
  assumptions:
    `The element is a square ${ELEMENT_SHARE * 100} % of the canvas width (48 px at 320 px) and always stays wholly inside the canvas. ` +
    'Changing the canvas size scales the element and keeps its relative position. The canvas is drawn at its true size in px ' +
    'where it fits, and scaled down only on a narrower screen, where the scale is shown; the ruler above it marks every 10 px ' +
    'and ends at the canvas width.',
};
