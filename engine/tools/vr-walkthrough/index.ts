/**
 * VR Walkthrough: a walking path of waypoints on a 560 × 320 plan (40 units = 1 m), its length
 * and its duration at a walking speed (docs/contract.md §1), and the walker's position along it.
 */
import { clamp, finiteOr, formatNumber, roundTo } from '../../math/clamp';
import { defaultsOf } from '../params';
import type { Explain, ParamList, QueryCodec, ToolOutput } from '../params';
import { numberToQuery } from '../query';

/** Plan width and height, units. */
export const PLAN_WIDTH = 560;
export const PLAN_HEIGHT = 320;
/** Grid pitch, units; also the scale: 40 units = 1 m. */
export const GRID_UNITS = 40;
export const UNITS_PER_M = 40;

/** A waypoint: whole plan units, x in [0, 560], y in [0, 320]. */
export interface Waypoint {
  x: number;
  y: number;
}

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

/**
 * A click at (x, y) as a waypoint: rounded to whole units and clamped inside the plan, edges
 * included ([0, 560] × [0, 320]); a non-finite coordinate becomes 0.
 */
export function clampWaypoint(x: number, y: number): Waypoint {
  return {
    x: clamp(Math.round(finiteOr(x, 0)), 0, PLAN_WIDTH),
    y: clamp(Math.round(finiteOr(y, 0)), 0, PLAN_HEIGHT),
  };
}

/** The waypoints plus one at the click (x, y), clamped and whole. */
export function addWaypoint(points: readonly Waypoint[], x: number, y: number): Waypoint[] {
  return [...points, clampWaypoint(x, y)];
}

/** Undo: the waypoints without the last one. */
export function undoWaypoint(points: readonly Waypoint[]): Waypoint[] {
  return points.slice(0, -1);
}

/** Reset: no waypoints. */
export function resetWaypoints(): Waypoint[] {
  return [];
}

/** Whether the closing segment (last → first) counts and is drawn: Loop on and more than 2 waypoints. */
export function closesLoop(points: readonly Waypoint[], loop: boolean): boolean {
  return loop && points.length > 2;
}

/** A straight piece of the path, plan units. */
export interface Segment {
  from: Waypoint;
  to: Waypoint;
  length: number;
}

/** The path's segments in walking order, with the closing one when `closesLoop`. */
export function pathSegments(points: readonly Waypoint[], loop: boolean): Segment[] {
  const segments: Segment[] = [];
  const add = (from: Waypoint, to: Waypoint): void => void segments.push({ from, to, length: Math.hypot(to.x - from.x, to.y - from.y) });
  for (let i = 1; i < points.length; i += 1) add(points[i - 1]!, points[i]!);
  if (closesLoop(points, loop)) add(points[points.length - 1]!, points[0]!);
  return segments;
}

/** Summed segment length, plan units (unrounded). */
export function pathLengthUnits(points: readonly Waypoint[], loop: boolean): number {
  return pathSegments(points, loop).reduce((sum, segment) => sum + segment.length, 0);
}

/** The walker at a distance along the path: position (plan units) and heading. */
export interface PathPoint {
  x: number;
  y: number;
  /** Direction of travel in radians, atan2(dy, dx) on the plan (0 = +x, π/2 = +y, y down). */
  headingRad: number;
  /** Index of the segment the walker is on. */
  segmentIndex: number;
}

/**
 * The walker `distanceUnits` along the path. On a closed loop the distance wraps around (so a
 * growing distance walks the loop forever); otherwise it is clamped to [0, length] and the walker
 * stops at the ends. Zero-length segments are skipped for the heading. Null without waypoints;
 * one waypoint gives that point with heading 0.
 */
export function pointAlongPath(points: readonly Waypoint[], loop: boolean, distanceUnits: number): PathPoint | null {
  if (points.length === 0) return null;
  const segments = pathSegments(points, loop).filter((segment) => segment.length > 0);
  const first = points[0]!;
  if (segments.length === 0) return { x: first.x, y: first.y, headingRad: 0, segmentIndex: 0 };
  const total = segments.reduce((sum, segment) => sum + segment.length, 0);
  let d = finiteOr(distanceUnits, 0);
  d = closesLoop(points, loop) ? ((d % total) + total) % total : clamp(d, 0, total);
  let index = 0;
  while (index < segments.length - 1 && d > segments[index]!.length) {
    d -= segments[index]!.length;
    index += 1;
  }
  const segment = segments[index]!;
  const t = clamp(d / segment.length, 0, 1);
  return {
    x: segment.from.x + (segment.to.x - segment.from.x) * t,
    y: segment.from.y + (segment.to.y - segment.from.y) * t,
    headingRad: Math.atan2(segment.to.y - segment.from.y, segment.to.x - segment.from.x),
    segmentIndex: index,
  };
}

/** Plan units as metres (40 units = 1 m). */
export const unitsToMetres = (units: number): number => units / UNITS_PER_M;

/** Path figures. */
export interface Result {
  waypointCount: number;
  closed: boolean;
  /** Unrounded length, m. */
  lengthM: number;
  /** Length shown, m, one decimal. */
  lengthRounded: number;
  /** Unrounded length / speed, s; 0 when the speed is not positive. */
  durationS: number;
  /** Duration shown, s, one decimal. */
  durationRounded: number;
  speedMps: number;
}

/** length = Σ segment lengths / 40; duration = unrounded length / speed (0 if speed ≤ 0). */
export function compute(inputs: Inputs): Result {
  const points = Array.isArray(inputs.waypoints) ? inputs.waypoints : [];
  const speedMps = finiteOr(inputs.speedMps, 0);
  const lengthM = unitsToMetres(pathLengthUnits(points, inputs.loop === true));
  const durationS = speedMps > 0 ? lengthM / speedMps : 0;
  return {
    waypointCount: points.length,
    closed: closesLoop(points, inputs.loop === true),
    lengthM,
    lengthRounded: roundTo(lengthM, 1),
    durationS,
    durationRounded: roundTo(durationS, 1),
    speedMps,
  };
}

/** Waypoints, Path length (m, one decimal), Duration (s, one decimal). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Waypoints', text: String(result.waypointCount) },
    { label: 'Path length', text: `${formatNumber(result.lengthRounded, 1)} m` },
    { label: 'Duration', text: `${formatNumber(result.durationRounded, 1)} s` },
  ];
}

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

/** A walkthrough prompt with the waypoints in metres, the length, speed and duration. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const points = Array.isArray(inputs.waypoints) ? inputs.waypoints : [];
  const m = (units: number): string => formatNumber(unitsToMetres(units), 1);
  const lines = [
    'Act as a visualisation artist planning a VR walkthrough of an interior.',
    `Plan: ${PLAN_WIDTH / UNITS_PER_M} × ${PLAN_HEIGHT / UNITS_PER_M} m, coordinates in metres from the top-left corner.`,
  ];
  if (points.length === 0) {
    lines.push('No waypoints are placed yet; propose a route through the main spaces.');
  } else {
    lines.push(
      `Camera path through ${result.waypointCount} ${result.waypointCount === 1 ? 'waypoint' : 'waypoints'}${result.closed ? ', looping back to the start' : ''}:`,
      ...points.map((point, index) => `${index + 1}. (${m(point.x)} m, ${m(point.y)} m)`),
    );
  }
  lines.push(
    `Path length ${formatNumber(result.lengthRounded, 1)} m at ${formatNumber(result.speedMps, 2)} m/s: about ${formatNumber(result.durationRounded, 1)} s.`,
    '',
    'Write a shot list for this walkthrough at eye height (1.6 m): what the viewer should see at each waypoint, where to pause or slow down, ' +
      'camera turns between segments, lighting and time of day, and comfort rules for VR (no sudden rotation, steady speed).',
  );
  return lines.join('\n');
}

/** How long the walker waits at the end of an open path before it starts again, s. */
export const END_HOLD_S = 1;

/**
 * The walker's distance along the path (plan units) `dtSeconds` later at `speedMps`. On a
 * closed loop it wraps around the loop; on an open path it runs to the end, waits there
 * END_HOLD_S (a distance past the end, which pointAlongPath clamps to the last waypoint) and
 * starts again from the first waypoint. 0 for a path without length.
 */
export function advanceWalk(distanceUnits: number, dtSeconds: number, speedMps: number, points: readonly Waypoint[], loop: boolean): number {
  const total = pathLengthUnits(points, loop);
  if (!(total > 0)) return 0;
  const speedUnits = Math.max(0, finiteOr(speedMps, 0)) * UNITS_PER_M;
  const next = Math.max(0, finiteOr(distanceUnits, 0)) + speedUnits * Math.max(0, finiteOr(dtSeconds, 0));
  if (closesLoop(points, loop)) return next % total;
  return next >= total + speedUnits * END_HOLD_S ? 0 : next;
}

/** Eye height of the first-person preview, m. */
export const EYE_HEIGHT_M = 1.6;

/** One step of the first-person 3D walk: the new distance (plan units) and whether the walk has ended. */
export interface WalkStep {
  distanceUnits: number;
  finished: boolean;
}

/**
 * The 3D preview's walk `dtSeconds` later. With Loop path on it walks like the plan's walker
 * (round a closed loop, or back to the start of a short path, never finished); with it off it
 * walks once and ends at the last waypoint (finished, distance = the path's length).
 */
export function advancePreviewWalk(distanceUnits: number, dtSeconds: number, speedMps: number, points: readonly Waypoint[], loop: boolean): WalkStep {
  if (loop) return { distanceUnits: advanceWalk(distanceUnits, dtSeconds, speedMps, points, loop), finished: false };
  const total = pathLengthUnits(points, false);
  if (!(total > 0)) return { distanceUnits: 0, finished: true };
  const speedUnits = Math.max(0, finiteOr(speedMps, 0)) * UNITS_PER_M;
  const next = Math.max(0, finiteOr(distanceUnits, 0)) + speedUnits * Math.max(0, finiteOr(dtSeconds, 0));
  return next >= total ? { distanceUnits: total, finished: true } : { distanceUnits: next, finished: false };
}

/** Where a (re)started 3D walk begins: from the start again once it has reached the end of an open path. */
export function restartDistance(distanceUnits: number, points: readonly Waypoint[], loop: boolean): number {
  const total = pathLengthUnits(points, loop);
  return !loop && distanceUnits >= total ? 0 : distanceUnits;
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
