/**
 * Zoning Mapper: four zones on a 560 × 360 plan, each with a privacy level; every pair gets an
 * adjacency score from the distance between the zones' centres (docs/contract.md §1).
 */

export * from './geometry';
export * from './inputs';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
