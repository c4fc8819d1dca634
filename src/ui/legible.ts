/**
 * Text inside a drawing stays at least this many CSS pixels on screen, however far the drawing
 * scales down (a phone shows a 640-unit drawing at about half size).
 */
export const MIN_TEXT_PX = 11;

/**
 * The custom property a Diagram sets on its <svg> once it is on screen: drawing units per CSS
 * pixel (2 when a 640-unit drawing is 320 px wide; 1 at full size).
 */
export const UNITS_PER_PX_PROPERTY = '--diagram-units-per-px';

/**
 * An SVG label's CSS font size: `basePx` drawing units, raised so that it is never under
 * MIN_TEXT_PX on screen. Before the drawing is measured (the prerendered page) it is `basePx`.
 */
export function legible(basePx: number): string {
  return `max(${basePx}px, calc(${MIN_TEXT_PX}px * var(${UNITS_PER_PX_PROPERTY}, 0)))`;
}

/** A canvas label's font size in canvas units at stage scale `scale`: never under MIN_TEXT_PX on screen. */
export function legibleCanvasSize(basePx: number, scale: number): number {
  return scale > 0 ? Math.max(basePx, MIN_TEXT_PX / scale) : basePx;
}
