/** Golden Ratio's figures: canvas, element and where the element sits, and the outputs shown. */
import { formatNumber, roundTo } from '../../math/format';
import type { ToolOutput } from '../params';
import { ELEMENT_SHARE, PHI_POINT, canvasDimensions, clampCentre } from './geometry';
import type { Inputs } from './inputs';

/** Canvas, element and where the element sits. */
export interface Result {
  widthPx: number;
  heightPx: number;
  elementSizePx: number;
  /** The element's (clamped) centre, px. */
  centreX: number;
  centreY: number;
  /** The centre as % of the width and the height, one decimal. */
  horizontalPct: number;
  verticalPct: number;
  /** The nearest of the four φ intersections (38.2 % / 61.8 %), as % of width and height, and the distance to it in px. */
  nearestPhiPoint: { xPct: number; yPct: number; distancePx: number };
}

/** Canvas size, element size, clamped centre and its position in %. */
export function compute(inputs: Inputs): Result {
  const { widthPx, heightPx } = canvasDimensions(inputs.canvasSizePx);
  const { x, y } = clampCentre(widthPx, inputs.elementX, inputs.elementY);
  let nearest = { xPct: 0, yPct: 0, distancePx: Infinity };
  for (const xShare of [1 - PHI_POINT, PHI_POINT]) {
    for (const yShare of [1 - PHI_POINT, PHI_POINT]) {
      const distancePx = Math.hypot(x - widthPx * xShare, y - heightPx * yShare);
      if (distancePx < nearest.distancePx) nearest = { xPct: roundTo(xShare * 100, 1), yPct: roundTo(yShare * 100, 1), distancePx };
    }
  }
  return {
    widthPx,
    heightPx,
    elementSizePx: widthPx * ELEMENT_SHARE,
    centreX: x,
    centreY: y,
    horizontalPct: roundTo((x / widthPx) * 100, 1),
    verticalPct: roundTo((y / heightPx) * 100, 1),
    nearestPhiPoint: nearest,
  };
}

/** Horizontal position and Vertical position: the centre in % of the width and height, one decimal. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Horizontal position', text: `${formatNumber(result.horizontalPct, 1)} %` },
    { label: 'Vertical position', text: `${formatNumber(result.verticalPct, 1)} %` },
  ];
}
