/**
 * VR Walkthrough: a walking path of waypoints on a 560 × 320 plan (40 units = 1 m), its length
 * and its duration at a walking speed (docs/contract.md §1), and the walker's position along it.
 */

export * from './geometry';
export * from './inputs';
export * from './results';
export * from './walk';
export { explain } from './explain';
export { buildPrompt } from './prompt';
export * from './plan';
