/**
 * VR Walkthrough's inputs: the waypoints, speed, loop and + marker, their controls, and how
 * the path and the marker travel in a link.
 */
import { defaultsOf } from '../params';
import type { ParamList, QueryCodec } from '../params';
import { numberToQuery } from '../query';
import { PLAN_HEIGHT, PLAN_WIDTH, clampWaypoint } from './geometry';
import type { Waypoint } from './geometry';

/** (40, 40), (220, 120), (440, 180). */
export const DEFAULT_WAYPOINTS: readonly Readonly<Waypoint>[] = [
  { x: 40, y: 40 },
  { x: 220, y: 120 },
  { x: 440, y: 180 },
];

/**
 * Inputs: the waypoints, walking speed (m/s) and whether the path loops back to its start; and
 * the + marker where the keyboard adds the next waypoint (the middle of the plan when absent),
 * which the Waypoint X/Y fields and the plan share. The marker changes no result.
 */
export interface Inputs {
  waypoints: readonly Waypoint[];
  speedMps: number;
  loop: boolean;
  cursor?: Waypoint;
}

/** The marker starts in the middle of the plan. */
export const DEFAULT_CURSOR: Readonly<Waypoint> = { x: PLAN_WIDTH / 2, y: PLAN_HEIGHT / 2 };

/** Where the + marker is. */
export const cursorOf = (inputs: Inputs): Waypoint => inputs.cursor ?? DEFAULT_CURSOR;

/** Most waypoints a link carries (a path through a 14 × 8 m plan rarely needs a tenth of them). */
export const MAX_LINKED_WAYPOINTS = 200;

/** Controls: Speed (0.2–3 m/s, step 0.05, default 1.2) and Loop path (off). Waypoints are placed on the plan. */
export const params: ParamList<Inputs> = [
  { kind: 'range', key: 'speedMps', label: 'Speed', unit: 'm/s', min: 0.2, max: 3, step: 0.05, default: 1.2 },
  { kind: 'toggle', key: 'loop', label: 'Loop path', default: false },
];

/** Default inputs: the three default waypoints, 1.2 m/s, no loop. */
export const defaults: Inputs = { ...defaultsOf(params), waypoints: DEFAULT_WAYPOINTS.map((point) => ({ ...point })) };

/** Keeps the waypoints when the generic sanitiser (which knows no list inputs) hands back none. */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  return Array.isArray(next.waypoints) ? next : { ...next, waypoints: previous.waypoints };
}

/** A waypoint as link text, 'x-y' (whole non-negative units, so '-' is only the separator). */
const waypointToQuery = (point: Waypoint): string => `${numberToQuery(point.x)}-${numberToQuery(point.y)}`;

const WAYPOINT_TEXT = /^(\d{1,6}(?:\.\d{1,6})?)-(\d{1,6}(?:\.\d{1,6})?)$/;

/** A waypoint from link text 'x-y', rounded and clamped into the plan; null when malformed. */
function waypointFromQuery(text: string): Waypoint | null {
  const match = WAYPOINT_TEXT.exec(text);
  return match ? clampWaypoint(Number(match[1]), Number(match[2])) : null;
}

/**
 * The path and the marker in a link's query: `path=40-40_220-120_440-180` (an empty value is
 * an empty path) and `cursor=280-160`. Points are rounded and clamped into the plan like
 * clicks; a path with any malformed point is ignored as a whole, and only the first 200
 * points are read.
 */
export const query: QueryCodec<Inputs> = {
  write: (inputs) => ({
    path: inputs.waypoints.slice(0, MAX_LINKED_WAYPOINTS).map(waypointToQuery).join('_'),
    ...(inputs.cursor !== undefined && { cursor: waypointToQuery(inputs.cursor) }),
  }),
  leftOut: ({ waypoints }) =>
    waypoints.length > MAX_LINKED_WAYPOINTS ? `It holds the first ${MAX_LINKED_WAYPOINTS} of the ${waypoints.length} waypoints.` : null,
  read: (get, base) => {
    let waypoints = base.waypoints;
    const path = get('path');
    if (path !== null) {
      const items = path === '' ? [] : path.split('_', MAX_LINKED_WAYPOINTS);
      const points = items.map(waypointFromQuery);
      if (points.every((point): point is Waypoint => point !== null)) waypoints = points;
    }
    const cursorText = get('cursor');
    const cursor = cursorText === null ? null : waypointFromQuery(cursorText);
    return { ...base, waypoints, ...(cursor !== null && { cursor }) };
  },
};
