/** VR Walkthrough's 'How it's calculated' text. */
import type { Explain } from '../params';
import { GRID_UNITS, PLAN_HEIGHT, PLAN_WIDTH, UNITS_PER_M } from './geometry';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    `Path length = the sum of the straight segments between waypoints ÷ ${UNITS_PER_M} (plan units per metre), one decimal. ` +
    'With Loop path on and more than 2 waypoints, the segment from the last waypoint back to the first counts too. ' +
    'Duration = the unrounded length ÷ speed, one decimal; 0 when the speed is not positive.',
  units: `Plan ${PLAN_WIDTH} × ${PLAN_HEIGHT} units (${PLAN_WIDTH / UNITS_PER_M} × ${PLAN_HEIGHT / UNITS_PER_M} m) on a ${GRID_UNITS}-unit (1 m) grid; speed in m/s; duration in seconds.`,
  assumptions:
    'The walker moves in straight lines at a constant speed, without pauses or turning time. Clicked waypoints are rounded to whole units and kept inside the plan (its edges included).',
};
