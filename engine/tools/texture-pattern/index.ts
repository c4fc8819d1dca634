/**
 * Texture Pattern: stripes, a checkerboard or dots, set by scale (repeat size),
 * density (how much of each repeat is filled), contrast and rotation.
 */

export * from './inputs';
export * from './results';
export * from './patternCells';
export { explain } from './explain';
export { buildPrompt } from './prompt';
