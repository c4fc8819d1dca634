/**
 * VR Walkthrough's share of the designer's plan: the room, its furniture and its doors and
 * windows (engine/plan), in words for the prompt and the captions, the waypoints that stand
 * inside a piece of furniture (a walker cannot stand there), the doors with furniture in their
 * swing, the wall spans the 3D walls are built of, and the walk laid out around the furniture
 * (its waypoints and its segments) when a plan comes without a path.
 */
import { countOf, formatTrimmed, withArticle } from '../../math/format';
import { kindName } from '../../plan/catalogue';
import { wallLength } from '../../plan/geometry';
import { largerThanRoomText } from '../../plan/room';
import type { LengthUnit } from '../../math/units';
import { inwardNormal, openingSegment, swingConflicts, wallEnds, type PlanPoint, type SwingConflict } from '../../plan/openings';
import type { Opening, PlanItem, Room, Wall } from '../../plan/types';
import { UNITS_PER_M, clampWaypoint, planSize, type Waypoint } from './geometry';

/** A waypoint inside a piece of furniture: the waypoint's index and the piece's index and name. */
export interface BlockedWaypoint {
  index: number;
  item: number;
  name: string;
}

/**
 * The waypoints inside a piece of furniture, in path order: a waypoint (plan units, 40 = 1 m)
 * whose point lies within an item's footprint (m from the top-left corner), its edges included;
 * where pieces overlap, the first piece listed names it.
 */
export function blockedWaypoints(points: readonly Waypoint[], items: readonly PlanItem[]): BlockedWaypoint[] {
  const blocked: BlockedWaypoint[] = [];
  points.forEach((point, index) => {
    const x = point.x / UNITS_PER_M;
    const y = point.y / UNITS_PER_M;
    const item = items.findIndex((it) => x >= it.x - 1e-9 && x <= it.x + it.w + 1e-9 && y >= it.y - 1e-9 && y <= it.y + it.d + 1e-9);
    if (item >= 0) blocked.push({ index, item, name: kindName(items[item]!.kind) });
  });
  return blocked;
}

/** A length in metres as plain text: up to 2 decimals, trailing zeros dropped ('14', '3.5', '2.75'). */
export const metresText = (metres: number): string => formatTrimmed(metres, 2);

/** '14 × 8 m'. */
export const roomText = (room: Room): string => `${metresText(room.w)} × ${metresText(room.d)} m`;

/** '14 by 8 metres' (for screen readers). */
export const roomWords = (room: Room): string => `${metresText(room.w)} by ${metresText(room.d)} metres`;

/** The pieces' names in plan order, repeated names counted: 'Double bed, 4 × Dining chair, Desk'. */
export function furnitureNames(items: readonly PlanItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = kindName(item.kind);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => (n === 1 ? name : `${n} × ${name}`)).join(', ');
}

/** 'Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room.' in `units`, or '' when every piece fits (the 3D view shows it through the wall). */
export const tooLargeText = (room: Room, items: readonly PlanItem[], units: LengthUnit): string =>
  largerThanRoomText(room, items, items.map((item) => kindName(item.kind)), units);

/** '2 pieces of furniture (Double bed, Desk)', or '' without furniture. */
export function furnitureSummary(items: readonly PlanItem[]): string {
  return items.length === 0 ? '' : `${countOf(items.length, 'piece')} of furniture (${furnitureNames(items)})`;
}

/** '1 door and 2 windows', '1 door', or '' without openings. */
export function openingsSummary(openings: readonly Opening[]): string {
  const doors = openings.filter((o) => o.kind === 'door').length;
  const windows = openings.length - doors;
  return [doors > 0 ? countOf(doors, 'door') : '', windows > 0 ? countOf(windows, 'window') : ''].filter(Boolean).join(' and ');
}

/** An opening in words: 'a 0.9 m door in the bottom wall, 2 m from its left end'. */
export function openingText(opening: Opening): string {
  return `${withArticle(metresText(opening.width))} m ${opening.kind} in the ${opening.wall} wall, ${metresText(opening.at)} m from its ${wallEnds(opening.wall).start} end`;
}

/** A piece in words: 'Double bed 1.4 × 2 m, 0.5 m high, at (1, 1) m'. */
export function itemText(item: PlanItem): string {
  return `${kindName(item.kind)} ${metresText(item.w)} × ${metresText(item.d)} m, ${metresText(item.h)} m high, at (${metresText(item.x)}, ${metresText(item.y)}) m`;
}

/** A stretch of a wall, m along it: solid wall (opening null) or a door's or window's opening. */
export interface WallSpan {
  from: number;
  to: number;
  opening: Opening | null;
}

/**
 * `wall` of `room` as consecutive spans from its start to its end (wallEnds): solid stretches and
 * the openings in it, in order along the wall (an opening overlapping the one before starts where
 * that one ends; one with nothing left is dropped). The 3D view builds its walls from them: a
 * door's span is a gap under a lintel, a window's an opening between sill and head.
 */
export function wallSpans(wall: Wall, room: Room, openings: readonly Opening[]): WallSpan[] {
  const length = wallLength(wall, room);
  const spans: WallSpan[] = [];
  let at = 0;
  const inWall = openings.filter((o) => o.wall === wall).sort((a, b) => a.at - b.at);
  for (const opening of inWall) {
    const from = Math.max(at, Math.min(length, opening.at));
    const to = Math.min(length, opening.at + opening.width);
    if (to - from <= 1e-9) continue;
    if (from > at) spans.push({ from: at, to: from, opening: null });
    spans.push({ from, to, opening });
    at = to;
  }
  if (at < length) spans.push({ from: at, to: length, opening: null });
  return spans;
}

/**
 * The doors with furniture in their swing (engine/plan/openings swingConflicts), keyed by the
 * door's index in `openings`, with the pieces' names as the plan lists them.
 */
export function blockedDoors(room: Room, items: readonly PlanItem[], openings: readonly Opening[]): ReadonlyMap<number, SwingConflict> {
  if (items.length === 0 || !openings.some((o) => o.kind === 'door')) return new Map();
  return swingConflicts({ room, items: [...items], openings: [...openings], zones: [] });
}

/** How far a placed waypoint keeps from every piece of furniture, m. */
export const WAYPOINT_CLEARANCE_M = 0.3;
/** The grid a placed waypoint is looked for on, m. */
export const WAYPOINT_GRID_M = 0.1;
/** How far into the room from a door's middle a walk through it starts, m. */
export const DOOR_START_M = 0.5;

/** Whether `point` (m) is within `margin` m of a piece's footprint (its edges and the margin's included, less a hair). */
const nearItem = (point: PlanPoint, items: readonly PlanItem[], margin: number): boolean =>
  items.some((it) => point.x > it.x - margin + 1e-9 && point.x < it.x + it.w + margin - 1e-9 && point.y > it.y - margin + 1e-9 && point.y < it.y + it.d + margin - 1e-9);

/**
 * The point nearest `target` (m) on a WAYPOINT_GRID_M grid over `room` that is at least
 * `margin` m from every piece of furniture (searched ring by ring outwards from the target's grid
 * point; of equally near points the first found, so the same plan always gives the same point),
 * or the target itself, kept in the room, when the furniture leaves no such point.
 */
export function freePointNear(target: PlanPoint, room: Room, items: readonly PlanItem[], margin = WAYPOINT_CLEARANCE_M): PlanPoint {
  const step = WAYPOINT_GRID_M;
  const columns = Math.floor(room.w / step + 1e-9);
  const rows = Math.floor(room.d / step + 1e-9);
  const clampIndex = (v: number, most: number): number => Math.min(most, Math.max(0, Math.round(v / step)));
  const ci = clampIndex(target.x, columns);
  const cj = clampIndex(target.y, rows);
  const inside = { x: ci * step, y: cj * step };
  if (!nearItem(target, items, margin) && target.x >= 0 && target.y >= 0 && target.x <= room.w && target.y <= room.d) return target;
  let best: PlanPoint | null = null;
  let bestDistance = Infinity;
  const most = Math.max(columns, rows);
  for (let r = 0; r <= most; r += 1) {
    // Every point on a later ring is at least (r − 1) steps away: stop once none can be nearer.
    if (best && (r - 1) * step > bestDistance) break;
    for (let j = cj - r; j <= cj + r; j += 1) {
      if (j < 0 || j > rows) continue;
      const edge = j === cj - r || j === cj + r;
      for (let i = ci - r; i <= ci + r; i += edge ? 1 : 2 * r) {
        if (i < 0 || i > columns) continue;
        const point = { x: Math.round(i * step * 1000) / 1000, y: Math.round(j * step * 1000) / 1000 };
        if (nearItem(point, items, margin)) continue;
        const distance = Math.hypot(point.x - target.x, point.y - target.y);
        if (distance < bestDistance - 1e-9) {
          best = point;
          bestDistance = distance;
        }
        if (r === 0) break;
      }
    }
  }
  return best ?? inside;
}

/** The most waypoints a laid-out walk holds, its detours included. */
export const MAX_LAID_OUT_WAYPOINTS = 12;
/** How far, m, a laid-out segment may graze a piece's margin (less than half a plan unit: a waypoint is rounded to whole units). */
const GRAZE_M = 0.02;

/** A piece's footprint grown by `margin` m on every side, m. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Whether the segment a–b (m) runs through the inside of `box` shrunk by `shrink` m on every side
 * for more than a point (Liang–Barsky clipping): a segment along its edge or through a corner does not.
 */
export function segmentCrossesBox(a: PlanPoint, b: PlanPoint, box: Box, shrink = 0): boolean {
  const x0 = box.x0 + shrink;
  const y0 = box.y0 + shrink;
  const x1 = box.x1 - shrink;
  const y1 = box.y1 - shrink;
  if (x1 <= x0 || y1 <= y0) return false;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const sides: [number, number][] = [
    [-dx, a.x - x0],
    [dx, x1 - a.x],
    [-dy, a.y - y0],
    [dy, y1 - a.y],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return (t1 - t0) * Math.hypot(dx, dy) > 1e-9;
}

/** How near a wall a laid-out walk's detour may turn, m (half the 0.30 m a person turned sideways needs between two things). */
export const WALL_CLEARANCE_M = 0.15;

/**
 * The shortest way (m) from `from` to `to` that keeps WAYPOINT_CLEARANCE_M (less a graze of
 * 2 cm) from every piece: a shortest path on the visibility graph of the corners of the pieces
 * grown by that margin (each corner moved out to the next whole plan unit, and kept only when it
 * is inside the room, WALL_CLEARANCE_M or more from its walls, and outside every grown piece: a
 * way between a piece and a wall needs room for a person turned sideways, as between two
 * pieces). The points between `from` and `to`, in
 * order; [] when the straight segment is already clear; null when no such way exists. The graph's
 * corners are listed in plan order and ties keep the first found, so a plan always gives the same way.
 */
export function detourBetween(from: PlanPoint, to: PlanPoint, room: Room, items: readonly PlanItem[], margin = WAYPOINT_CLEARANCE_M): PlanPoint[] | null {
  const boxes: Box[] = items.map((it) => ({ x0: it.x - margin, y0: it.y - margin, x1: it.x + it.w + margin, y1: it.y + it.d + margin }));
  const clear = (a: PlanPoint, b: PlanPoint): boolean => !boxes.some((box) => segmentCrossesBox(a, b, box, GRAZE_M));
  if (clear(from, to)) return [];
  const unit = 1 / UNITS_PER_M;
  const size = planSize(room);
  const out = (v: number, up: boolean): number => (up ? Math.ceil(v * UNITS_PER_M - 1e-9) : Math.floor(v * UNITS_PER_M + 1e-9)) * unit;
  const inside = (p: PlanPoint): boolean => boxes.some((box) => p.x > box.x0 + 1e-9 && p.x < box.x1 - 1e-9 && p.y > box.y0 + 1e-9 && p.y < box.y1 - 1e-9);
  const nodes: PlanPoint[] = [from, to];
  const seen = new Set<string>();
  // A corner is kept WALL_CLEARANCE_M or more from each wall (m).
  const wall = WALL_CLEARANCE_M - 1e-9;
  const [farX, farY] = [size.width / UNITS_PER_M - wall, size.height / UNITS_PER_M - wall];
  for (const box of boxes) {
    for (const [x, y] of [
      [out(box.x0, false), out(box.y0, false)],
      [out(box.x1, true), out(box.y0, false)],
      [out(box.x1, true), out(box.y1, true)],
      [out(box.x0, false), out(box.y1, true)],
    ] as const) {
      const key = `${Math.round(x * UNITS_PER_M)},${Math.round(y * UNITS_PER_M)}`;
      if (seen.has(key) || x < wall || y < wall || x > farX || y > farY) continue;
      seen.add(key);
      const corner = { x, y };
      if (!inside(corner)) nodes.push(corner);
    }
  }
  // Dijkstra over the dense graph, each edge's visibility tested when it is first needed.
  const distance = nodes.map(() => Infinity);
  const previous = nodes.map(() => -1);
  const done = nodes.map(() => false);
  distance[0] = 0;
  for (;;) {
    let current = -1;
    for (let i = 0; i < nodes.length; i += 1) if (!done[i] && distance[i]! < Infinity && (current < 0 || distance[i]! < distance[current]! - 1e-12)) current = i;
    if (current < 0) return null;
    if (current === 1) break;
    done[current] = true;
    const a = nodes[current]!;
    for (let i = 1; i < nodes.length; i += 1) {
      if (done[i]) continue;
      const b = nodes[i]!;
      const through = distance[current]! + Math.hypot(b.x - a.x, b.y - a.y);
      if (through < distance[i]! - 1e-12 && clear(a, b)) {
        distance[i] = through;
        previous[i] = current;
      }
    }
  }
  const way: PlanPoint[] = [];
  for (let at = previous[1]!; at > 0; at = previous[at]!) way.unshift(nodes[at]!);
  return way;
}

/** The clearances, m, a laid-out walk's detour tries in turn: the waypoints' own, then closer to the furniture. */
export const DETOUR_MARGINS_M = [WAYPOINT_CLEARANCE_M, WAYPOINT_CLEARANCE_M / 2] as const;

/**
 * The walk laid out through a plan that comes without a path: the default waypoints scaled to
 * the room, each moved to the nearest point at least WAYPOINT_CLEARANCE_M from every piece of
 * furniture (freePointNear), the first one replaced, when the plan has a door, by a point
 * DOOR_START_M inside the first door's middle (kept clear the same way). Then each segment that
 * runs through a piece's margin gets the waypoints of its shortest way around the furniture
 * (detourBetween) put between its ends, segment by segment from the start while the walk stays
 * within MAX_LAID_OUT_WAYPOINTS. Where furniture leaves no way round at that clearance (a
 * waypoint in a pocket between pieces), the way is looked for closer to them (DETOUR_MARGINS_M);
 * a waypoint with no way to it at all is left out when there is a way on to a later one. A
 * segment with no way around (the furniture closing the room across), or no room left for its
 * detour, stays straight. Whole plan units.
 */
export function walkAroundFurniture(defaults: readonly Waypoint[], defaultPlan: { width: number; height: number }, room: Room, items: readonly PlanItem[], openings: readonly Opening[]): Waypoint[] {
  const size = planSize(room);
  const targets: PlanPoint[] = defaults.map((p) => ({ x: (p.x / defaultPlan.width) * size.width / UNITS_PER_M, y: (p.y / defaultPlan.height) * size.height / UNITS_PER_M }));
  const door = openings.find((o) => o.kind === 'door');
  if (door && targets.length > 0) {
    const { start, end } = openingSegment(door, room);
    const n = inwardNormal(door.wall);
    const into = Math.min(DOOR_START_M, (n.x !== 0 ? room.w : room.d) / 2);
    targets[0] = { x: (start.x + end.x) / 2 + n.x * into, y: (start.y + end.y) / 2 + n.y * into };
  }
  const placed = targets.map((target) => {
    const free = freePointNear(target, room, items);
    return clampWaypoint(free.x * UNITS_PER_M, free.y * UNITS_PER_M, room);
  });
  const metres = (p: Waypoint): PlanPoint => ({ x: p.x / UNITS_PER_M, y: p.y / UNITS_PER_M });
  const wayBetween = (a: Waypoint, b: Waypoint): PlanPoint[] | null => {
    for (const margin of DETOUR_MARGINS_M) {
      const way = detourBetween(metres(a), metres(b), room, items, margin);
      if (way) return way;
    }
    return null;
  };
  const walk: Waypoint[] = placed.slice(0, 1);
  for (let i = 1; i < placed.length; i += 1) {
    const from = walk[walk.length - 1]!;
    const way = wayBetween(from, placed[i]!);
    // No way there (a waypoint in a pocket the furniture closes) but a way on to a later one: it is
    // left out, rather than walked to through a piece.
    if (!way && placed.slice(i + 1).some((later) => wayBetween(from, later) !== null)) continue;
    if (way && walk.length + way.length + (placed.length - i) <= MAX_LAID_OUT_WAYPOINTS) {
      walk.push(...way.map((p) => clampWaypoint(p.x * UNITS_PER_M, p.y * UNITS_PER_M, room)));
    }
    walk.push(placed[i]!);
  }
  return walk;
}
