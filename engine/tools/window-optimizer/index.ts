/**
 * Window Optimizer: sun altitude over the day and a daylight factor for a window,
 * from its orientation, the season, the hour, its size and its glazing.
 */

/** Route slug. */
export const slug = 'window-optimizer';
/** Prompt card heading. */
export const panelTitle = 'Window Prompt';
/** Download name of the prompt. */
export const fileName = 'window-optimizer-prompt.txt';

export * from './inputs';
export * from './geometry';
export * from './results';
export { explain } from './explain';
export { buildPrompt, clockTime } from './prompt';
