/**
 * Lighting Physics: illuminance under a spotlight from the inverse-square law, plus a share
 * reflected back by the room, the spot's diameter and a 300–500 lux target check; across the work
 * plane, the cosine-cubed fall-off, its uniformity and a task's EN 12464-1 target.
 */

export * from './inputs';
export * from './tasks';
export * from './plane';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
