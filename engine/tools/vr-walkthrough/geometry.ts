/**
 * VR Walkthrough's plan geometry: the room's plan at 40 units = 1 m (560 × 320 units for the
 * default 14 × 8 m room), waypoints clamped inside it, the path's segments and length, and the
 * walker's position along it.
 */
import { clamp, finiteOr } from '../../math/clamp';
import type { Room } from '../../plan/types';

/** The default plan's width and height, units (the default 14 × 8 m room). */
export const PLAN_WIDTH = 560;
export const PLAN_HEIGHT = 320;
/** Grid pitch, units; also the scale: 40 units = 1 m. */
export const GRID_UNITS = 40;
export const UNITS_PER_M = 40;

/** The default room, m: the spec's 560 × 320 plan. */
export const DEFAULT_ROOM: Readonly<Room> = { w: PLAN_WIDTH / UNITS_PER_M, d: PLAN_HEIGHT / UNITS_PER_M };

/** The plan of `room` in units: its width and depth × 40 (whole units, rounded down, so a waypoint on the far wall stays in the room). */
export function planSize(room: Room = DEFAULT_ROOM): { width: number; height: number } {
  return { width: Math.floor(room.w * UNITS_PER_M + 1e-9), height: Math.floor(room.d * UNITS_PER_M + 1e-9) };
}

/** A waypoint: whole plan units, x in [0, room width × 40], y in [0, room depth × 40]. */
export interface Waypoint {
  x: number;
  y: number;
}

/**
 * A click at (x, y) as a waypoint: rounded to whole units and clamped inside the room's plan,
 * edges included ([0, 560] × [0, 320] for the default room); a non-finite coordinate becomes 0.
 */
export function clampWaypoint(x: number, y: number, room: Room = DEFAULT_ROOM): Waypoint {
  const size = planSize(room);
  return {
    x: clamp(Math.round(finiteOr(x, 0)), 0, size.width),
    y: clamp(Math.round(finiteOr(y, 0)), 0, size.height),
  };
}

/** The waypoints plus one at the click (x, y), clamped into the room and whole. */
export function addWaypoint(points: readonly Waypoint[], x: number, y: number, room: Room = DEFAULT_ROOM): Waypoint[] {
  return [...points, clampWaypoint(x, y, room)];
}

/** Each waypoint kept inside `room` (the same array when all already are). */
export function clampWaypoints(points: readonly Waypoint[], room: Room): readonly Waypoint[] {
  const size = planSize(room);
  return points.every((p) => p.x >= 0 && p.y >= 0 && p.x <= size.width && p.y <= size.height) ? points : points.map((p) => clampWaypoint(p.x, p.y, room));
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
