/**
 * Zoning Mapper: zones (the spec's four by default, 2 to 12 of the visitor's own) in a room of the
 * visitor's size (14 × 9 m = 560 × 360 px by default), each with a privacy level; every pair gets
 * an adjacency score from the distance between the zones' centres (docs/contract.md §1).
 */

export * from './geometry';
export * from './inputs';
export { query } from './inputs';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
