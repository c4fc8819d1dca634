/**
 * Material Properties: a wood, concrete or metal finish described by seven 0–1
 * properties, with a sustainability score from carbon, VOC and recycled content.
 */

/** Route slug. */
export const slug = 'material-properties';
/** Prompt card heading. */
export const panelTitle = 'Material Prompt';
/** Download name of the prompt. */
export const fileName = 'material-properties-prompt.txt';

export * from './inputs';
export * from './results';
export { explain } from './explain';
export { agingWord, buildPrompt, finishWord } from './prompt';
