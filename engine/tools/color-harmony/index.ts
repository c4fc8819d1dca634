/**
 * Color Harmony: a palette from one base colour by rotating its HSL hue
 * (docs/contract.md §1) or, for a monochromatic scheme, by stepping its lightness.
 */

/** Route slug. */
export const slug = 'color-harmony';
/** Prompt card heading. */
export const panelTitle = 'Palette Prompt';
/** Download name of the prompt. */
export const fileName = 'color-harmony-prompt.txt';

export * from './inputs';
export * from './palette';
export { splitRole } from './roles';
export type { RoleParts } from './roles';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
