/**
 * Window Optimizer: sun altitude over the day and a daylight factor for a window,
 * from its orientation, the season, the hour, its size and its glazing.
 */

export * from './inputs';
export * from './geometry';
export * from './results';
export { explain } from './explain';
export { buildPrompt, clockTime } from './prompt';
