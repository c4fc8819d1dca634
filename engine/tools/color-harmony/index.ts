/**
 * Color Harmony: a palette from one base colour by rotating its HSL hue
 * (docs/contract.md §1) or, for a monochromatic scheme, by stepping its lightness.
 */

export * from './inputs';
export * from './palette';
export { splitRole } from './roles';
export type { RoleParts } from './roles';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
