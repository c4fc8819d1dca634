/** Golden Ratio's inputs: canvas size, the element's centre and the grid setting, their controls and their link. */
import { defaultsOf } from '../params';
import type { ParamList, QueryCodec } from '../params';
import { booleanToQuery, queryBoolean } from '../query';
import { CANVAS_DEFAULT_PX, CANVAS_MAX_PX, CANVAS_MIN_PX, PHI, canvasDimensions, clampCentre } from './geometry';

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

/** The grid setting in a link's query: `grid=1` or `grid=0` (anything else is ignored). */
export const query: QueryCodec<Inputs> = {
  write: (inputs): Record<string, string> => (inputs.showGrid !== undefined ? { grid: booleanToQuery(inputs.showGrid) } : {}),
  read: (get, base) => {
    const shown = queryBoolean(get('grid'));
    return shown === null ? base : { ...base, showGrid: shown };
  },
};
