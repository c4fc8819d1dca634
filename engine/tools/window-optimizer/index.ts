/**
 * Window Optimizer: sun altitude over the day and a daylight factor for a window,
 * from its orientation, the season, the hour, its size and its glazing (the spec's index);
 * beside them the real sun for a latitude and date, direct sun on the facade, and the BRE
 * average daylight factor of the room.
 */

export * from './inputs';
export * from './geometry';
export * from './daylight';
export * from './results';
export { explain } from './explain';
export { buildPrompt, clockTime } from './prompt';
