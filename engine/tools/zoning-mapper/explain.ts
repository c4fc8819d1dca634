/** Zoning Mapper's 'How it's calculated' text. */
import { formatNumber } from '../../math/format';
import { scaleStatement } from '../../math/planScale';
import type { Explain } from '../params';
import { MAX_ZONES, MIN_ZONES, ROOM_MAX_M, ROOM_MIN_M } from '../../plan/types';
import { ADJACENCY_RANGE_PX, CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CLAMP_INSET_PX, DEFAULT_ZONES, MIN_ZONE_M, PLAN_SCALE, planMetres, zoneAreaM2 } from './geometry';
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
    `The plan is drawn at ${scaleStatement(PLAN_SCALE)} (the grid is 1 m; see the scale bar): the default ${CANVAS_WIDTH_PX} × ${CANVAS_HEIGHT_PX} px is a ` +
    `${m(CANVAS_WIDTH_PX)} × ${m(CANVAS_HEIGHT_PX)} m room; Room width and Room depth (m or ft, ${ROOM_MIN_M}–${ROOM_MAX_M} m) size it, and the drawing ` +
    'scales to fit the screen. The X and Y fields are the zones’ top-left corners in px; W and D their sizes in m; ' +
    'areas in m², distances in m; privacy 0 (public) to 1 (private); adjacency in whole %.',
  assumptions:
    `The default zones: ${DEFAULT_ZONES.map((zone) => `${zone.label.toLowerCase()} ${m(zone.w)} × ${m(zone.h)} m (${formatNumber(zoneAreaM2(zone), 1)} m²)`).join(', ')}; ` +
    `${MIN_ZONES} to ${MAX_ZONES} zones, each at least ${formatNumber(MIN_ZONE_M, 1)} m a side, with every pair scored (n zones make n·(n − 1)/2 pairs). ` +
    `A zone always lies wholly inside the room: its corner is clamped to x 0 to the plan’s width − ${CLAMP_INSET_PX} px ` +
    `(${CANVAS_WIDTH_PX - CLAMP_INSET_PX} by default), y 0 to its depth − ${CLAMP_INSET_PX} px (${CANVAS_HEIGHT_PX - CLAMP_INSET_PX}), and further to the plan minus the zone’s own size ` +
    `(sleep, ${DEFAULT_ZONES[3]!.w} px wide, stops at x ${CANVAS_WIDTH_PX - DEFAULT_ZONES[3]!.w}); a room made smaller moves its zones in and shrinks those larger than it. ` +
    'A plan opened without zones of its own (a room from flow-pattern or vr-walkthrough) lays the default zones out for its room, each scaled with the room across and down, unless you have changed them. ' +
    'A new zone goes where it overlaps the others least. Distance stands in for walking distance; walls and doors are not modelled. ' +
    'Labels are placed where they overlap no other label; a zone’s label that cannot fit inside it sits beside it on a plate of its colour, and on a plan too crowded for a tag the figure is in the results and the matrix.',
};
