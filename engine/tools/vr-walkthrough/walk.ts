/** VR Walkthrough's walker over time: on the plan, and in the first-person 3D preview. */
import { finiteOr } from '../../math/clamp';
import { UNITS_PER_M, closesLoop, pathLengthUnits } from './geometry';
import type { Waypoint } from './geometry';

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
