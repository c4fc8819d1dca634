/**
 * VR Walkthrough's share of the designer's plan: the room, its furniture and its doors and
 * windows (engine/plan), in words for the prompt and the captions, and the waypoints that stand
 * inside a piece of furniture (a walker cannot stand there).
 */
import { formatNumber } from '../../math/format';
import { kindName } from '../../plan/catalogue';
import { wallLength } from '../../plan/geometry';
import { swingConflicts, wallEnds, type SwingConflict } from '../../plan/openings';
import type { Opening, PlanItem, Room, Wall } from '../../plan/types';
import { UNITS_PER_M, type Waypoint } from './geometry';

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
