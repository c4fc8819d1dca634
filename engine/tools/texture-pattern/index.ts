/**
 * Texture Pattern: stripes, a checkerboard or dots, set by scale (repeat size),
 * density (how much of each repeat is filled), contrast and rotation.
 */

/** Route slug. */
export const slug = 'texture-pattern';
/** Prompt card heading. */
export const panelTitle = 'Texture Prompt';
/** Download name of the prompt. */
export const fileName = 'texture-pattern-prompt.txt';

export * from './inputs';
export * from './results';
export * from './patternCells';
export { explain } from './explain';
export { buildPrompt } from './prompt';
