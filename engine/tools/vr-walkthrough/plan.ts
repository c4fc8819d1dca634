/**
 * VR Walkthrough's share of the designer's plan: the room, its furniture and its doors and
 * windows (engine/plan), in words for the prompt and the captions, the waypoints that stand
 * inside a piece of furniture (a walker cannot stand there), the doors with furniture in their
 * swing, the wall spans the 3D walls are built of, and the walk laid out around the furniture
 * when a plan comes without a path.
 */
import { formatNumber } from '../../math/format';
import { kindName } from '../../plan/catalogue';
import { wallLength } from '../../plan/geometry';
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
export const metresText = (metres: number): string => formatNumber(metres, 2).replace(/\.?0+$/, '');

/** '14 × 8 m'. */
export const roomText = (room: Room): string => `${metresText(room.w)} × ${metresText(room.d)} m`;

/** '14 by 8 metres' (for screen readers). */
export const roomWords = (room: Room): string => `${metresText(room.w)} by ${metresText(room.d)} metres`;

/** `n` and the noun, singular or plural: '1 door', '2 doors'. */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The pieces' names in plan order, repeated names counted: 'Double bed, 4 × Dining chair, Desk'. */
export function furnitureNames(items: readonly PlanItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = kindName(item.kind);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([name, n]) => (n === 1 ? name : `${n} × ${name}`)).join(', ');
}

/** '2 pieces of furniture (Double bed, Desk)', or '' without furniture. */
export function furnitureSummary(items: readonly PlanItem[]): string {
  return items.length === 0 ? '' : `${count(items.length, 'piece', 'pieces')} of furniture (${furnitureNames(items)})`;
}

/** '1 door and 2 windows', '1 door', or '' without openings. */
export function openingsSummary(openings: readonly Opening[]): string {
  const doors = openings.filter((o) => o.kind === 'door').length;
  const windows = openings.length - doors;
  return [doors > 0 ? count(doors, 'door') : '', windows > 0 ? count(windows, 'window') : ''].filter(Boolean).join(' and ');
}

/** An opening in words: 'a 0.9 m door in the bottom wall, 2 m from its left end'. */
export function openingText(opening: Opening): string {
  return `a ${metresText(opening.width)} m ${opening.kind} in the ${opening.wall} wall, ${metresText(opening.at)} m from its ${wallEnds(opening.wall).start} end`;
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

/**
 * The walk laid out through a plan that comes without a path: the default waypoints scaled to
 * the room, each moved to the nearest point at least WAYPOINT_CLEARANCE_M from every piece of
 * furniture (freePointNear), the first one replaced, when the plan has a door, by a point
 * DOOR_START_M inside the first door's middle (kept clear the same way). Whole plan units.
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
  return targets.map((target) => {
    const free = freePointNear(target, room, items);
    return clampWaypoint(free.x * UNITS_PER_M, free.y * UNITS_PER_M, room);
  });
}
