/**
 * VR Walkthrough: a walking path of waypoints on the room's plan (40 units = 1 m; 560 × 320 for
 * the default 14 × 8 m room), its length and its duration at a walking speed (docs/contract.md
 * §1), the walker's position along it, and the designer's plan it walks through (the room, its
 * furniture and its doors and windows, from a plan= link), with the waypoints inside furniture.
 */

export * from './geometry';
export * from './inputs';
export * from './results';
export * from './walk';
export * from './labels';
export { explain } from './explain';
export { buildPrompt } from './prompt';
export * from './plan';
