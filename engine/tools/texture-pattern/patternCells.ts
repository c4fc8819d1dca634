/**
 * Pattern geometry for a canvas renderer: the pattern's shapes in canvas units,
 * already rotated, so a scene only draws polygons and circles (clipped to the canvas).
 */
import { degToRad } from '../../math/units';
import type { Inputs } from './inputs';
import { compute } from './results';
import type { Result } from './results';

/** A filled shape in canvas units (y down): a polygon as flat [x0, y0, x1, y1, …], or a circle. */
export type PatternPrimitive =
  | { kind: 'polygon'; points: readonly number[] }
  | { kind: 'circle'; x: number; y: number; radius: number };

/** Everything needed to paint the pattern on a canvas of the given size. */
export interface PatternGeometry {
  widthPx: number;
  heightPx: number;
  backgroundHex: string;
  foregroundHex: string;
  primitives: readonly PatternPrimitive[];
}

/**
 * The shapes of a computed pattern on a `widthPx` × `heightPx` canvas. The grid is centred
 * on the canvas centre and turned clockwise by the rotation; at 0° stripes are vertical.
 * Only shapes that can touch the canvas are returned; the renderer clips the rest.
 */
export function patternGeometry(result: Result, widthPx: number, heightPx: number): PatternGeometry {
  const width = Number.isFinite(widthPx) && widthPx > 0 ? widthPx : 0;
  const height = Number.isFinite(heightPx) && heightPx > 0 ? heightPx : 0;
  const base = { widthPx: width, heightPx: height, backgroundHex: result.backgroundHex, foregroundHex: result.foregroundHex };
  if (width === 0 || height === 0) return { ...base, primitives: [] };

  const cx = width / 2;
  const cy = height / 2;
  const angle = degToRad(result.rotationDeg);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Local pattern coordinates (u, v) → canvas (x, y): rotate clockwise on a y-down canvas.
  const toCanvas = (u: number, v: number): [number, number] => [cx + u * cos - v * sin, cy + u * sin + v * cos];
  // A circle around the canvas centre that holds the whole canvas; pattern space is filled to it.
  const reach = Math.hypot(width, height) / 2;
  const period = result.periodPx;
  const feature = result.featurePx;
  const maxIndex = Math.ceil(reach / period) + 1;
  // Does a shape centred at canvas (x, y) with this half-extent (of its bounding box) touch the canvas?
  const touches = (x: number, y: number, halfExtent: number): boolean =>
    x + halfExtent >= 0 && x - halfExtent <= width && y + halfExtent >= 0 && y - halfExtent <= height;
  // A rotated square's bounding box is half·(|cos| + |sin|) either side of its centre; a circle's is its radius.
  const halfExtent = result.pattern === 'checker' ? (feature / 2) * (Math.abs(cos) + Math.abs(sin)) : feature / 2;

  const primitives: PatternPrimitive[] = [];
  const square = (u: number, v: number, halfU: number, halfV: number): void => {
    const corners = [toCanvas(u - halfU, v - halfV), toCanvas(u + halfU, v - halfV), toCanvas(u + halfU, v + halfV), toCanvas(u - halfU, v + halfV)];
    primitives.push({ kind: 'polygon', points: corners.flat() });
  };

  if (result.pattern === 'stripes') {
    for (let i = -maxIndex; i <= maxIndex; i += 1) {
      const u = i * period;
      if (Math.abs(u) - feature / 2 > reach) continue;
      square(u, 0, feature / 2, reach);
    }
  } else {
    for (let i = -maxIndex; i <= maxIndex; i += 1) {
      for (let j = -maxIndex; j <= maxIndex; j += 1) {
        if (result.pattern === 'checker' && (i + j) % 2 !== 0) continue;
        const [x, y] = toCanvas(i * period, j * period);
        if (!touches(x, y, halfExtent)) continue;
        if (result.pattern === 'checker') square(i * period, j * period, feature / 2, feature / 2);
        else primitives.push({ kind: 'circle', x, y, radius: feature / 2 });
      }
    }
  }
  return { ...base, primitives };
}

/** The pattern's shapes on a `widthPx` × `heightPx` canvas, in canvas units, ready to draw. */
export function patternCells(inputs: Inputs, widthPx: number, heightPx: number): PatternGeometry {
  return patternGeometry(compute(inputs), widthPx, heightPx);
}
