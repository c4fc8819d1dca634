/** Zoning Mapper's 'How it's calculated' text. */
import { formatNumber } from '../../math/format';
import { scaleStatement } from '../../math/planScale';
import type { Explain } from '../params';
import { ADJACENCY_RANGE_PX, CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CLAMP_INSET_PX, DEFAULT_ZONES, PLAN_SCALE, planMetres, zoneAreaM2 } from './geometry';
import { NEIGHBOUR_ADJACENCY, PRIVACY_CONFLICT_GAP } from './results';

const m = (units: number): string => formatNumber(planMetres(units), 1);

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `Adjacency of two zones = 100 − (distance between their centres ÷ ${ADJACENCY_RANGE_PX} px) × 100, clamped to 0–100 %: ` +
    `touching centres score 100 %, centres ${m(ADJACENCY_RANGE_PX)} m (${ADJACENCY_RANGE_PX} px) or more apart score 0 %. ` +
    `Pairs at ${NEIGHBOUR_ADJACENCY} % or more whose privacy differs by ${PRIVACY_CONFLICT_GAP} or more are flagged as conflicts. ` +
    'A zone’s area = its width × depth in metres.',
  units:
    `The plan is drawn at ${scaleStatement(PLAN_SCALE)} (the grid is 1 m; see the scale bar): ${CANVAS_WIDTH_PX} × ${CANVAS_HEIGHT_PX} px is a ` +
    `${m(CANVAS_WIDTH_PX)} × ${m(CANVAS_HEIGHT_PX)} m floor. The X and Y fields are the zones’ top-left corners in px; ` +
    'areas in m², distances in m; privacy 0 (public) to 1 (private); adjacency in whole %.',
  assumptions:
    `Zone sizes are fixed: ${DEFAULT_ZONES.map((zone) => `${zone.label.toLowerCase()} ${m(zone.w)} × ${m(zone.h)} m (${formatNumber(zoneAreaM2(zone), 1)} m²)`).join(', ')}. ` +
    `A zone always lies wholly inside the plan: its corner is clamped to the contract’s x 0–${CANVAS_WIDTH_PX - CLAMP_INSET_PX}, ` +
    `y 0–${CANVAS_HEIGHT_PX - CLAMP_INSET_PX} px and further to the plan minus the zone’s own size (sleep, ${DEFAULT_ZONES[3]!.w} px wide, stops at x ` +
    `${CANVAS_WIDTH_PX - DEFAULT_ZONES[3]!.w}). Distance stands in for walking distance; walls and doors are not modelled. ` +
    'Labels are placed where they overlap no other label; a zone’s label that cannot fit inside it sits beside it on a plate of its colour.',
};
