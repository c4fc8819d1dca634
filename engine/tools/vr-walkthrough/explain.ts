/** VR Walkthrough's 'How it's calculated' text. */
import type { Explain } from '../params';
import { GRID_UNITS, PLAN_HEIGHT, PLAN_WIDTH, UNITS_PER_M } from './geometry';
import { DETOUR_MARGINS_M, MAX_LAID_OUT_WAYPOINTS, WALL_CLEARANCE_M, WAYPOINT_CLEARANCE_M } from './plan';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `Path length = the sum of the straight segments between waypoints ÷ ${UNITS_PER_M} (plan units per metre), one decimal. ` +
    'With Loop path on and more than 2 waypoints, the segment from the last waypoint back to the first counts too. ' +
    'Duration = the unrounded length ÷ speed, one decimal; 0 when the speed is not positive. ' +
    'Blocked waypoints (with furniture on the plan) = the waypoints whose point lies within a piece’s footprint, its edges included.',
  units:
    `The plan is the room: Room width × Room depth (2–30 m each, in m or ft; ${PLAN_WIDTH / UNITS_PER_M} × ${PLAN_HEIGHT / UNITS_PER_M} m, a ${PLAN_WIDTH} × ${PLAN_HEIGHT}-unit plan, by default) ` +
    `at ${UNITS_PER_M} units = 1 m on a ${GRID_UNITS}-unit (1 m) grid; speed in m/s; duration in seconds. ` +
    'A plan opened from a link (plan=) brings its room, its furniture (footprints and catalogue heights, m) and its doors and windows (width and place along a wall, m).',
  assumptions:
    'The walker moves in straight lines at a constant speed, without pauses or turning time, and walks through furniture rather than round it (a waypoint inside a piece is flagged). ' +
    `A walk laid out for a plan that comes without a path keeps ${WAYPOINT_CLEARANCE_M} m from every piece: its waypoints stand clear of the furniture, and a segment that would cross a piece gets waypoints round it ` +
    `(the shortest way past the corners of the pieces, grown by that margin, or by ${DETOUR_MARGINS_M[1]} m where the furniture leaves less room, and never nearer a wall than ${WALL_CLEARANCE_M} m; ` +
    `at most ${MAX_LAID_OUT_WAYPOINTS} waypoints in all; a waypoint the furniture closes in is left out, and a segment stays straight where there is no way round at all). ` +
    'Clicked waypoints are rounded to whole units and kept inside the room (its walls included); a smaller room moves them, the furniture and the doors inside it. ' +
    'A walk you have not placed yourself (the default one, or one laid out for a plan) is laid out again when the room changes size, so it keeps its shape in the new room. ' +
    'In 3D each piece is a plain block of its catalogue height, doors are gaps 2.1 m high, windows openings from 0.9 to 2.1 m, walls 2.7 m high.',
};
