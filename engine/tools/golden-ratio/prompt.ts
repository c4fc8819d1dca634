/** Golden Ratio's prompt: the element's position relative to the φ lines and the spiral. */
import { formatNumber } from '../../math/format';
import { SPIRAL_SQUARES, spiralGeometry } from './geometry';
import type { Inputs } from './inputs';
import type { Result } from './results';

/** A composition prompt with the element's position relative to the φ lines and the spiral. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const pct = (value: number): string => `${formatNumber(value, 1)} %`;
  // Sizes and distances as shares of the frame's width: the prompt speaks of proportions, never
  // of screen pixels (the canvas size in px is only how large the study is drawn).
  const ofWidth = (px: number): string => pct((px / result.widthPx) * 100);
  const near = result.nearestPhiPoint;
  const onPoint = near.distancePx <= result.elementSizePx / 4;
  const { eye } = spiralGeometry(result.widthPx);
  return [
    'Act as a creative director reviewing a composition built on the golden ratio (φ = 1.618).',
    `Frame: a golden rectangle, width to height ${formatNumber(result.widthPx / result.heightPx, 3)} : 1, with φ guide lines at 38.2 % and 61.8 % each way ` +
      `and a golden spiral of ${SPIRAL_SQUARES} squares converging near ${pct((eye.x / result.widthPx) * 100)} across and ${pct((eye.y / result.heightPx) * 100)} down.`,
    `Focal element: a square ${ofWidth(result.elementSizePx)} of the frame's width, centred at ${pct(result.horizontalPct)} of the width and ${pct(result.verticalPct)} of the height.`,
    onPoint
      ? `It sits on the φ intersection at ${pct(near.xPct)} / ${pct(near.yPct)}.`
      : `The nearest φ intersection is at ${pct(near.xPct)} / ${pct(near.yPct)}, ${ofWidth(near.distancePx)} of the frame's width away.`,
    '',
    'Describe how this placement reads (balance, tension, eye path), suggest where secondary elements, text and negative space should go ' +
      'to support it, and propose two alternative placements on the φ grid for an interior elevation, a facade study and a poster layout.',
  ].join('\n');
}
