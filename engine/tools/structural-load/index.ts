/**
 * Structural Load: a simply supported beam with one point load. Support reactions, the maximum
 * bending moment, the shear/moment diagrams (docs/contract.md §1), and the chosen section's
 * maximum deflection checked against L/360.
 */

export * from './inputs';
export * from './sections';
export * from './beam';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
