/**
 * Material Properties: a wood, concrete or metal finish described by seven 0–1
 * properties, with a sustainability score from carbon, VOC and recycled content.
 */

export * from './inputs';
export * from './results';
export { explain } from './explain';
export { agingWord, buildPrompt, finishWord } from './prompt';
