/**
 * Golden Ratio: a golden-rectangle canvas with the φ grid and the 6-square golden spiral, and a
 * square element the designer places by its centre.
 *
 * Canvas: 'Canvas size' is the width; the height is width / 1.618 (a golden rectangle, which
 * the 6 squares of the spiral tile exactly). The element is a square 15 % of the canvas width
 * (48 px at the default 320 px). Its centre is clamped so the square stays wholly inside.
 */

export * from './geometry';
export * from './inputs';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
