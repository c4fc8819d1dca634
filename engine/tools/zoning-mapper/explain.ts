/** Zoning Mapper's 'How it's calculated' text. */
import type { Explain } from '../params';
import { ADJACENCY_RANGE_PX, CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CLAMP_INSET_PX } from './geometry';
import { NEIGHBOUR_ADJACENCY, PRIVACY_CONFLICT_GAP } from './results';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `Adjacency of two zones = 100 − (distance between their centres ÷ ${ADJACENCY_RANGE_PX}) × 100, clamped to 0–100 %: ` +
    `touching centres score 100 %, centres ${ADJACENCY_RANGE_PX} px or more apart score 0 %. ` +
    `Pairs at ${NEIGHBOUR_ADJACENCY} % or more whose privacy differs by ${PRIVACY_CONFLICT_GAP} or more are flagged as conflicts.`,
  units: `Positions are the zones’ top-left corners in px on a ${CANVAS_WIDTH_PX} × ${CANVAS_HEIGHT_PX} plan; privacy 0 (public) to 1 (private); adjacency in whole %.`,
  assumptions:
    `Zone sizes are fixed (living 160 × 120, dining 120 × 100, work 120 × 100, sleep 140 × 120 px). A zone’s corner is ` +
    `clamped to the canvas minus ${CLAMP_INSET_PX} px (x 0–${CANVAS_WIDTH_PX - CLAMP_INSET_PX}, y 0–${CANVAS_HEIGHT_PX - CLAMP_INSET_PX}), so a wide zone may ` +
    'overhang the right or bottom edge. Distance stands in for walking distance; walls and doors are not modelled.',
};
