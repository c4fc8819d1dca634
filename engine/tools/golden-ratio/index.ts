/**
 * Golden Ratio: a golden-rectangle canvas with the φ grid and the 6-square golden spiral, and a
 * square element the designer places by its centre.
 *
 * Canvas: 'Canvas size' is the width; the height is width / 1.618 (a golden rectangle, which
 * the 6 squares of the spiral tile exactly). The element is a square 15 % of the canvas width
 * (48 px at the default 320 px). Its centre is clamped so the square stays wholly inside.
 */
import { clamp, finiteOr, formatNumber, roundTo } from '../../math/clamp';
import { defaultsOf } from '../params';
import type { Explain, ParamList, QueryCodec, ToolOutput } from '../params';
import { booleanToQuery, queryBoolean } from '../query';

/** The ratio constant of the spec. */
export const PHI = 1.618;
/** 'Snap to φ' places the centre at this share of the width and the height (61.8 %). */
export const PHI_POINT = 0.618;
/** The element's side as a share of the canvas width. */
export const ELEMENT_SHARE = 0.15;
/** Canvas size slider bounds and default, px. */
export const CANVAS_MIN_PX = 240;
export const CANVAS_MAX_PX = 560;
export const CANVAS_DEFAULT_PX = 320;
/** Number of squares in the spiral. */
export const SPIRAL_SQUARES = 6;

/**
 * Inputs: canvas width (px) and the element's centre (canvas px from the top-left corner); and
 * whether the φ grid shows, a view setting of the Show/Hide grid button (shown when absent, as
 * after Reset) that changes no result.
 */
export interface Inputs {
  canvasSizePx: number;
  elementX: number;
  elementY: number;
  showGrid?: boolean;
}

/** Whether the φ grid is shown (unless switched off). */
export const gridShown = (inputs: Inputs): boolean => inputs.showGrid !== false;

/** Canvas width and height for a canvas size, px. */
export function canvasDimensions(canvasSizePx: number): { widthPx: number; heightPx: number } {
  const widthPx = clamp(finiteOr(canvasSizePx, CANVAS_DEFAULT_PX), CANVAS_MIN_PX, CANVAS_MAX_PX);
  return { widthPx, heightPx: widthPx / PHI };
}

/** The element's side for a canvas size, px. */
export function elementSizePx(canvasSizePx: number): number {
  return canvasDimensions(canvasSizePx).widthPx * ELEMENT_SHARE;
}

/** The centre (x, y) moved so the element stays wholly inside the canvas (non-finite → the canvas centre). */
export function clampCentre(canvasSizePx: number, x: number, y: number): { x: number; y: number } {
  const { widthPx, heightPx } = canvasDimensions(canvasSizePx);
  const half = (widthPx * ELEMENT_SHARE) / 2;
  return {
    x: clamp(finiteOr(x, widthPx / 2), half, widthPx - half),
    y: clamp(finiteOr(y, heightPx / 2), half, heightPx - half),
  };
}

/** The centre 'Snap to φ' gives: 61.8 % of the width and of the height. */
export function snapToPhi(canvasSizePx: number): { x: number; y: number } {
  const { widthPx, heightPx } = canvasDimensions(canvasSizePx);
  return { x: widthPx * PHI_POINT, y: heightPx * PHI_POINT };
}

/** Controls: Canvas size (240–560 px, step 1, default 320), Element X and Element Y (the centre, px). */
export const params: ParamList<Inputs> = [
  { kind: 'range', key: 'canvasSizePx', label: 'Canvas size', unit: 'px', min: CANVAS_MIN_PX, max: CANVAS_MAX_PX, step: 1, default: CANVAS_DEFAULT_PX },
  // The real bounds depend on the canvas size; `adjust` clamps to them after every change.
  { kind: 'number', key: 'elementX', label: 'Element X', unit: 'px', min: 0, max: CANVAS_MAX_PX, step: 1, default: CANVAS_DEFAULT_PX / 2, decimals: 1 },
  {
    kind: 'number',
    key: 'elementY',
    label: 'Element Y',
    unit: 'px',
    min: 0,
    max: CANVAS_MAX_PX,
    step: 1,
    default: CANVAS_DEFAULT_PX / PHI / 2,
    decimals: 1,
  },
];

/** Default inputs: a 320 px canvas with the element at its centre. */
export const defaults: Inputs = defaultsOf(params);

/**
 * After a change: when the canvas size changes the element keeps its relative position (its
 * centre scales with the canvas), and the centre is always clamped inside the canvas.
 */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  let { elementX, elementY } = next;
  const before = canvasDimensions(previous.canvasSizePx).widthPx;
  const after = canvasDimensions(next.canvasSizePx).widthPx;
  if (after !== before && elementX === previous.elementX && elementY === previous.elementY) {
    elementX = (elementX * after) / before;
    elementY = (elementY * after) / before;
  }
  const centre = clampCentre(next.canvasSizePx, elementX, elementY);
  return centre.x === next.elementX && centre.y === next.elementY ? next : { ...next, elementX: centre.x, elementY: centre.y };
}

/** One square of the spiral, its quarter arc and the canvas-unit geometry to draw them. */
export interface SpiralSquare {
  x: number;
  y: number;
  size: number;
  /** Quarter arc: centre, radius (= size), and angles in degrees, clockwise from +x (y down). */
  arc: { cx: number; cy: number; radius: number; startDeg: number; endDeg: number };
}

/**
 * The golden spiral of a `widthPx` × `widthPx/φ` canvas: `squares` (default 6) squares cut in
 * turn from the left, top, right and bottom of the remaining rectangle, each with a quarter arc;
 * the arcs join into one clockwise spiral that converges on `eye` (about 72.4 % across and down).
 */
export function spiralGeometry(canvasSizePx: number, squares = SPIRAL_SQUARES): { squares: SpiralSquare[]; eye: { x: number; y: number } } {
  const { widthPx, heightPx } = canvasDimensions(canvasSizePx);
  const count = clamp(Math.floor(finiteOr(squares, SPIRAL_SQUARES)), 0, 12);
  let x = 0;
  let y = 0;
  let w = widthPx;
  let h = heightPx;
  const out: SpiralSquare[] = [];
  let eye = { x: widthPx / 2, y: heightPx / 2 };
  for (let i = 0; i < Math.max(count, 4); i += 1) {
    let square: SpiralSquare;
    switch (i % 4) {
      case 0: {
        const s = h;
        square = { x, y, size: s, arc: { cx: x + s, cy: y + s, radius: s, startDeg: 180, endDeg: 270 } };
        x += s;
        w -= s;
        break;
      }
      case 1: {
        const s = w;
        square = { x, y, size: s, arc: { cx: x, cy: y + s, radius: s, startDeg: 270, endDeg: 360 } };
        y += s;
        h -= s;
        break;
      }
      case 2: {
        const s = h;
        square = { x: x + w - s, y, size: s, arc: { cx: x + w - s, cy: y, radius: s, startDeg: 0, endDeg: 90 } };
        w -= s;
        break;
      }
      default: {
        const s = w;
        square = { x, y: y + h - s, size: s, arc: { cx: x + s, cy: y + h - s, radius: s, startDeg: 90, endDeg: 180 } };
        h -= s;
        break;
      }
    }
    if (i < count) out.push(square);
    // Four cuts give a copy of the canvas scaled by k about the eye: eye = corner / (1 − k).
    // (Cutting on would amplify the rounding of φ = 1.618, so the eye is not found by iterating.)
    if (i === 3) {
      const k = w / widthPx;
      eye = { x: x / (1 - k), y: y / (1 - k) };
    }
  }
  return { squares: out, eye };
}

/** The φ grid lines: at 38.2 % and 61.8 % of the width (vertical) and the height (horizontal), px. */
export function phiGrid(canvasSizePx: number): { vertical: [number, number]; horizontal: [number, number] } {
  const { widthPx, heightPx } = canvasDimensions(canvasSizePx);
  return {
    vertical: [widthPx * (1 - PHI_POINT), widthPx * PHI_POINT],
    horizontal: [heightPx * (1 - PHI_POINT), heightPx * PHI_POINT],
  };
}

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

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `φ = ${PHI}. The canvas is a golden rectangle: height = width / φ. Snap to φ puts the element’s centre at 61.8 % of the width ` +
    'and 61.8 % of the height. The grid lines sit at 38.2 % and 61.8 % each way. The spiral cuts 6 squares in turn from the left, top, ' +
    'right and bottom of the remaining golden rectangle and joins a quarter arc in each. Position = centre ÷ canvas size × 100, one decimal.',
  units: 'Canvas size is the width in px; Element X and Element Y are the element’s centre in px from the top-left corner; positions in %.',
  assumptions:
    `The element is a square ${ELEMENT_SHARE * 100} % of the canvas width (48 px at 320 px) and always stays wholly inside the canvas. ` +
    'Changing the canvas size scales the element and keeps its relative position.',
};

/** A composition prompt with the element's position relative to the φ lines and the spiral. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const px = (value: number): string => `${formatNumber(value, 0)} px`;
  const pct = (value: number): string => `${formatNumber(value, 1)} %`;
  const near = result.nearestPhiPoint;
  const onPoint = near.distancePx <= result.elementSizePx / 4;
  const { eye } = spiralGeometry(result.widthPx);
  return [
    'Act as a creative director reviewing a composition built on the golden ratio (φ = 1.618).',
    `Frame: a golden rectangle ${px(result.widthPx)} × ${px(result.heightPx)}, with φ guide lines at 38.2 % and 61.8 % each way ` +
      `and a golden spiral of ${SPIRAL_SQUARES} squares converging near ${pct((eye.x / result.widthPx) * 100)} across and ${pct((eye.y / result.heightPx) * 100)} down.`,
    `Focal element: a ${px(result.elementSizePx)} square centred at ${pct(result.horizontalPct)} of the width and ${pct(result.verticalPct)} of the height.`,
    onPoint
      ? `It sits on the φ intersection at ${pct(near.xPct)} / ${pct(near.yPct)}.`
      : `The nearest φ intersection is at ${pct(near.xPct)} / ${pct(near.yPct)}, ${px(near.distancePx)} away.`,
    '',
    'Describe how this placement reads (balance, tension, eye path), suggest where secondary elements, text and negative space should go ' +
      'to support it, and propose two alternative placements on the φ grid for an interior elevation, a facade study and a poster layout.',
  ].join('\n');
}

/** The grid setting in a link's query: `grid=1` or `grid=0` (anything else is ignored). */
export const query: QueryCodec<Inputs> = {
  write: (inputs): Record<string, string> => (inputs.showGrid !== undefined ? { grid: booleanToQuery(inputs.showGrid) } : {}),
  read: (get, base) => {
    const shown = queryBoolean(get('grid'));
    return shown === null ? base : { ...base, showGrid: shown };
  },
};
