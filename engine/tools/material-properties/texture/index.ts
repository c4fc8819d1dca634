/**
 * The drawn material sample: geometry for a 2D board of wood (planks with grain and knots),
 * concrete (a board-formed pour with aggregate, pores and tie holes) or metal (brushed sheets).
 * Layout comes from a fixed-seed generator, so the board never reshuffles: roughness, metallic,
 * hardness and aging only change colours, opacities and how many marks are shown. The 3D sample
 * paints this board as its colour map, with a relief (bump) and a roughness map (./relief.ts).
 * This entry gathers what the tool's UI draws: shared parts (./parts.ts), one generator per
 * material (./wood.ts, ./concrete.ts, ./metal.ts) and the board with its sheen (./board.ts).
 */

export { MAX_SCRATCHES, SAMPLE_HEIGHT, SAMPLE_SEEDS, SAMPLE_WIDTH, scratchCount, seededRandom } from './parts';
export type { Blob, Dot, Noise, Panel, Point, SampleBody, Stroke } from './parts';
export { materialSample } from './board';
export type { MaterialSample, SampleLook, Sheen } from './board';
export { RELIEF_HEIGHT, RELIEF_ROWS_PER_STEP, RELIEF_WIDTH, roughnessField, surfaceRelief, surfaceReliefSteps } from './relief';
export type { Field } from './relief';
