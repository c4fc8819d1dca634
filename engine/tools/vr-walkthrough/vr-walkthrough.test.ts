import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  DEFAULT_WAYPOINTS,
  END_HOLD_S,
  GRID_UNITS,
  PLAN_HEIGHT,
  PLAN_WIDTH,
  UNITS_PER_M,
  addWaypoint,
  advancePreviewWalk,
  advanceWalk,
  adjust,
  buildPrompt,
  clampWaypoint,
  closesLoop,
  compute,
  defaults,
  outputs,
  params,
  pathSegments,
  pointAlongPath,
  resetWaypoints,
  restartDistance,
  undoWaypoint,
} from './index';
import type { Inputs } from './index';

describe('vr-walkthrough: plan 560×320, 40-unit grid, 40 units = 1 m', () => {
  it('has the spec plan and default waypoints', () => {
    expect([PLAN_WIDTH, PLAN_HEIGHT, GRID_UNITS, UNITS_PER_M]).toEqual([560, 320, 40, 40]);
    expect(DEFAULT_WAYPOINTS).toEqual([
      { x: 40, y: 40 },
      { x: 220, y: 120 },
      { x: 440, y: 180 },
    ]);
    // Issue 24 adds the room (14 × 8 m in m: today's plan) and an empty plan of furniture, openings and zones kept from another tool.
    expect(defaults).toEqual({ waypoints: DEFAULT_WAYPOINTS, speedMps: 1.2, loop: false, units: 'm', roomWidth: 14, roomDepth: 8, items: [], openings: [], zones: [] });
  });
  it('has Speed 0.2–3 step 0.05 default 1.2 and Loop path off, then the room (issue 24)', () => {
    expect(params.map((p) => p.label)).toEqual(['Speed', 'Loop path', 'Units', 'Room width', 'Room depth']);
    expect(params[0]).toMatchObject({ kind: 'range', min: 0.2, max: 3, step: 0.05, default: 1.2, unit: 'm/s' });
    expect(params[1]).toMatchObject({ kind: 'toggle', default: false });
  });
  it('keeps the waypoints through the generic sanitiser', () => {
    const next = adjust(defaults, sanitize(params, { speedMps: '2.03' }, defaults) as Inputs);
    expect(next).toEqual({ ...defaults, speedMps: 2.05 });
  });
});

describe('vr-walkthrough: a click appends a waypoint with integer coordinates, clamped inside the plan', () => {
  it('rounds and clamps to [0, 560] × [0, 320]', () => {
    expect(clampWaypoint(100.4, 99.6)).toEqual({ x: 100, y: 100 });
    expect(clampWaypoint(-20, 400)).toEqual({ x: 0, y: 320 });
    expect(clampWaypoint(600.7, -0.2)).toEqual({ x: 560, y: 0 });
    expect(clampWaypoint(NaN, Infinity)).toEqual({ x: 0, y: 0 });
    const points = addWaypoint(DEFAULT_WAYPOINTS, 559.6, 12.5);
    expect(points).toHaveLength(4);
    expect(points[3]).toEqual({ x: 560, y: 13 });
    expect(Number.isInteger(points[3]!.x) && Number.isInteger(points[3]!.y)).toBe(true);
  });
  it('Undo removes the last; Reset clears all', () => {
    expect(undoWaypoint(DEFAULT_WAYPOINTS)).toEqual(DEFAULT_WAYPOINTS.slice(0, 2));
    expect(undoWaypoint([])).toEqual([]);
    expect(resetWaypoints()).toEqual([]);
    expect(outputs(compute({ ...defaults, waypoints: [] }))).toEqual([
      { label: 'Waypoints', text: '0' },
      { label: 'Path length', text: '0.0 m' },
      { label: 'Duration', text: '0.0 s' },
    ]);
  });
});

describe('vr-walkthrough: length = summed segment distance / 40, one decimal; duration = length / speed', () => {
  it('gives 10.6 m and 8.9 s for the defaults', () => {
    const r = compute(defaults);
    expect(r.lengthM).toBeCloseTo((Math.hypot(180, 80) + Math.hypot(220, 60)) / 40, 12);
    expect(outputs(r)).toEqual([
      { label: 'Waypoints', text: '3' },
      { label: 'Path length', text: '10.6 m' },
      { label: 'Duration', text: '8.9 s' },
    ]);
  });
  it('gives 21.2 m with Loop (the closing segment counts with more than 2 waypoints)', () => {
    const r = compute({ ...defaults, loop: true });
    expect(r.closed).toBe(true);
    expect(r.lengthRounded).toBe(21.2);
    expect(outputs(r)[2]).toEqual({ label: 'Duration', text: `${(r.lengthM / 1.2).toFixed(1)} s` });
    expect(pathSegments(defaults.waypoints, true)).toHaveLength(3);
  });
  it('ignores Loop with 2 waypoints or fewer', () => {
    const two = defaults.waypoints.slice(0, 2);
    expect(closesLoop(two, true)).toBe(false);
    expect(pathSegments(two, true)).toHaveLength(1);
    expect(compute({ ...defaults, waypoints: two, loop: true }).lengthM).toBeCloseTo(Math.hypot(180, 80) / 40, 12);
  });
  it('divides the unrounded length by the speed', () => {
    // 1 m exactly at 3 m/s → 0.333… s → '0.3 s'; 10.625 m at 0.2 m/s → 53.1 s.
    expect(outputs(compute({ ...defaults, waypoints: [{ x: 0, y: 0 }, { x: 40, y: 0 }], speedMps: 3, loop: false }))[2]?.text).toBe('0.3 s');
    expect(compute({ ...defaults, speedMps: 0.2 }).durationRounded).toBe(53.1);
  });
  it('gives 0 s when the speed is not positive', () => {
    expect(compute({ ...defaults, speedMps: 0 }).durationS).toBe(0);
    expect(compute({ ...defaults, speedMps: -1 }).durationS).toBe(0);
    expect(outputs(compute({ ...defaults, speedMps: NaN }))[2]?.text).toBe('0.0 s');
  });
});

describe('vr-walkthrough: the walker along the path', () => {
  const points = defaults.waypoints;
  const first = Math.hypot(180, 80);
  const second = Math.hypot(220, 60);

  it('starts at the first waypoint facing the second', () => {
    expect(pointAlongPath(points, false, 0)).toEqual({ x: 40, y: 40, headingRad: Math.atan2(80, 180), segmentIndex: 0 });
  });
  it('moves along the segments', () => {
    const mid = pointAlongPath(points, false, first / 2)!;
    expect(mid.x).toBeCloseTo(130, 9);
    expect(mid.y).toBeCloseTo(80, 9);
    const onSecond = pointAlongPath(points, false, first + second / 4)!;
    expect(onSecond.segmentIndex).toBe(1);
    expect(onSecond.x).toBeCloseTo(275, 9);
    expect(onSecond.y).toBeCloseTo(135, 9);
    expect(onSecond.headingRad).toBeCloseTo(Math.atan2(60, 220), 12);
  });
  it('stops at the ends of an open path', () => {
    expect(pointAlongPath(points, false, 1e6)).toMatchObject({ x: 440, y: 180, segmentIndex: 1 });
    expect(pointAlongPath(points, false, -5)).toMatchObject({ x: 40, y: 40 });
  });
  it('wraps around a closed loop and walks the closing segment', () => {
    const total = first + second + Math.hypot(400, 140);
    const wrapped = pointAlongPath(points, true, total + first / 2)!;
    expect(wrapped.x).toBeCloseTo(130, 9);
    const closing = pointAlongPath(points, true, first + second + 1)!;
    expect(closing.segmentIndex).toBe(2);
    expect(closing.headingRad).toBeCloseTo(Math.atan2(-140, -400), 12);
  });
  it('handles no waypoints, one, and repeated ones', () => {
    expect(pointAlongPath([], false, 3)).toBeNull();
    expect(pointAlongPath([{ x: 5, y: 6 }], true, 3)).toEqual({ x: 5, y: 6, headingRad: 0, segmentIndex: 0 });
    const repeated = pointAlongPath([{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 40, y: 0 }], false, 20)!;
    expect(repeated).toMatchObject({ x: 20, y: 0, headingRad: 0 });
  });
});

describe('vr-walkthrough: VR Walkthrough Prompt', () => {
  it('lists the waypoints in metres with length, speed and duration', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['14 × 8 m', '1. (1.0 m, 1.0 m)', '3. (11.0 m, 4.5 m)', 'Path length 10.6 m at 1.20 m/s: about 8.9 s']) expect(prompt).toContain(text);
    expect(buildPrompt({ ...defaults, loop: true }, compute({ ...defaults, loop: true }))).toContain('looping back to the start');
    expect(buildPrompt({ ...defaults, waypoints: [] }, compute({ ...defaults, waypoints: [] }))).toContain('No waypoints');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
});

describe('vr-walkthrough: the walker moves at the chosen speed', () => {
  const points = defaults.waypoints;
  const total = Math.hypot(180, 80) + Math.hypot(220, 60);
  it('covers speed × 40 units per second', () => {
    expect(advanceWalk(0, 0.5, 1.2, points, false)).toBeCloseTo(24, 12);
    expect(advanceWalk(100, 0.25, 2, points, false)).toBeCloseTo(120, 12);
  });
  it('waits END_HOLD_S at the end of an open path, then starts again', () => {
    const atEnd = advanceWalk(total - 1, 0.1, 1.2, points, false);
    expect(atEnd).toBeGreaterThan(total);
    expect(pointAlongPath(points, false, atEnd)).toMatchObject({ x: 440, y: 180 });
    expect(advanceWalk(total + 1.2 * 40 * END_HOLD_S - 1, 0.1, 1.2, points, false)).toBe(0);
  });
  it('wraps around a closed loop', () => {
    const loopTotal = total + Math.hypot(400, 140);
    expect(advanceWalk(loopTotal - 4, 0.25, 1.2, points, true)).toBeCloseTo(8, 9);
  });
  it('stays at 0 without a path, and never goes back or runs on bad numbers', () => {
    expect(advanceWalk(50, 1, 1.2, [], false)).toBe(0);
    expect(advanceWalk(50, 1, 1.2, [{ x: 3, y: 4 }], true)).toBe(0);
    expect(advanceWalk(10, -1, 1.2, points, false)).toBe(10);
    expect(advanceWalk(10, NaN, Infinity, points, false)).toBe(10);
  });
});

describe('vr-walkthrough: the 3D preview walks the path once, or loops with Loop path on', () => {
  const points = defaults.waypoints;
  const total = Math.hypot(180, 80) + Math.hypot(220, 60);
  it('covers speed × 40 units per second', () => {
    expect(advancePreviewWalk(0, 0.5, 1.2, points, false)).toEqual({ distanceUnits: expect.closeTo(24, 12), finished: false });
  });
  it('ends at the last waypoint of an open path', () => {
    const end = advancePreviewWalk(total - 1, 0.1, 1.2, points, false);
    expect(end).toEqual({ distanceUnits: total, finished: true });
    expect(pointAlongPath(points, false, end.distanceUnits)).toMatchObject({ x: 440, y: 180 });
  });
  it('never ends with Loop path on: round the closed loop', () => {
    const loopTotal = total + Math.hypot(400, 140);
    const step = advancePreviewWalk(loopTotal - 4, 0.25, 1.2, points, true);
    expect(step.finished).toBe(false);
    expect(step.distanceUnits).toBeCloseTo(8, 9);
  });
  it('has nothing to walk without a path, and shrugs off bad numbers', () => {
    expect(advancePreviewWalk(50, 1, 1.2, [], false)).toEqual({ distanceUnits: 0, finished: true });
    expect(advancePreviewWalk(10, NaN, Infinity, points, false)).toEqual({ distanceUnits: 10, finished: false });
  });
  it('starts again from the first waypoint once an open walk has ended', () => {
    expect(restartDistance(total, points, false)).toBe(0);
    expect(restartDistance(100, points, false)).toBe(100);
    expect(restartDistance(100, points, true)).toBe(100);
  });
});
