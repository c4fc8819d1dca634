/**
 * Golden Ratio's canvas geometry: the golden-rectangle canvas, the square element and where
 * its centre may go, Snap to φ, the φ grid and the 6-square golden spiral.
 */
import { clamp, finiteOr } from '../../math/clamp';

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

/** The ruler over the canvas: a tick every 10 px, longer every 50, labelled every 100 and at the end. */
export const RULER_MINOR_PX = 10;
export const RULER_MID_PX = 50;
export const RULER_LABEL_PX = 100;
/** Room (CSS px) kept between a hundreds label and the end label ('560 px'), so they never overlap. */
export const RULER_END_CLEARANCE_CSS_PX = 64;

/** One tick of the ruler, at `px` canvas px from the left edge; major ticks carry a label. */
export interface RulerTick {
  px: number;
  kind: 'minor' | 'mid' | 'major';
  label: string | null;
}

/**
 * The ruler of a canvas drawn at `scale` CSS px per canvas px: ticks every 10 px up to the width,
 * 50 px ticks longer, 0, 100, 200 … labelled, and the last tick (the width) labelled '{width} px'.
 * A hundreds label closer to the end than 64 CSS px is left out, so it never meets the end label.
 */
export function canvasRuler(canvasSizePx: number, scale: number): { widthPx: number; ticks: RulerTick[] } {
  const { widthPx } = canvasDimensions(canvasSizePx);
  const s = clamp(finiteOr(scale, 1), 0.1, 1);
  const ticks: RulerTick[] = [];
  for (let px = 0; px < widthPx; px += RULER_MINOR_PX) {
    const major = px % RULER_LABEL_PX === 0;
    const labelled = major && (widthPx - px) * s >= RULER_END_CLEARANCE_CSS_PX;
    ticks.push({ px, kind: major ? 'major' : px % RULER_MID_PX === 0 ? 'mid' : 'minor', label: labelled ? String(px) : null });
  }
  ticks.push({ px: widthPx, kind: 'major', label: `${Math.round(widthPx)} px` });
  return { widthPx, ticks };
}
