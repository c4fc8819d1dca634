/**
 * Doors and windows on the plan's walls: where an opening lies, a door's swing (drawn as an arc
 * and kept clear of furniture), a new opening placed on a free stretch of its wall, the doors as
 * a particle flow's ways in and out, and the openings' names. Lengths are in metres, in plan
 * view from the room's top-left corner (x to the right, y down), like the rest of the plan.
 */
import { clamp, finiteOr } from '../math/clamp';
import { kindName } from './catalogue';
import { clampOpening, wallLength } from './geometry';
import { DOOR_MAX_M, DOOR_MIN_M, MAX_OPENINGS, WALLS, WINDOW_MAX_M, WINDOW_MIN_M, type Opening, type Plan, type PlanItem, type Room, type Wall } from './types';

/** A point on the plan, m (or canvas units where a name says so). */
export interface PlanPoint {
  x: number;
  y: number;
}

/** An axis-aligned rectangle on the plan: its top-left corner and its size along x (w) and y (d), m. */
export interface PlanRect {
  x: number;
  y: number;
  w: number;
  d: number;
}

/** A new door's leaf, m. */
export const NEW_DOOR_WIDTH_M = 0.9;
/** A new window's width, m. */
export const NEW_WINDOW_WIDTH_M = 1.2;

/** Lengths closer than this (m) count as equal: touching is not overlapping. */
const EPS = 1e-9;

/** The unit vector from a wall into the room (y down). */
export function inwardNormal(wall: Wall): PlanPoint {
  switch (wall) {
    case 'top':
      return { x: 0, y: 1 };
    case 'bottom':
      return { x: 0, y: -1 };
    case 'left':
      return { x: 1, y: 0 };
    case 'right':
      return { x: -1, y: 0 };
  }
}

/** The point `distance` m along `wall` from its start (its left end, or its top end for the left and right walls). */
export function pointOnWall(wall: Wall, distance: number, room: Room): PlanPoint {
  switch (wall) {
    case 'top':
      return { x: distance, y: 0 };
    case 'bottom':
      return { x: distance, y: room.d };
    case 'left':
      return { x: 0, y: distance };
    case 'right':
      return { x: room.w, y: distance };
  }
}

/** Which end of `wall` its start and its end are, as seen on the plan ('left' and 'right', or 'top' and 'bottom'). */
export function wallEnds(wall: Wall): { start: 'left' | 'top'; end: 'right' | 'bottom' } {
  return wall === 'top' || wall === 'bottom' ? { start: 'left', end: 'right' } : { start: 'top', end: 'bottom' };
}

/** The opening's two ends on its wall, m: `start` at `at` along the wall, `end` at `at + width`. */
export function openingSegment(opening: Opening, room: Room): { start: PlanPoint; end: PlanPoint } {
  return { start: pointOnWall(opening.wall, opening.at, room), end: pointOnWall(opening.wall, opening.at + opening.width, room) };
}

/** A door's swing as geometry, m. */
export interface DoorSwing {
  /** The hinge: the arc's centre. */
  hinge: PlanPoint;
  /** The leaf's free end when the door is closed (the opening's other end on the wall). */
  closedEnd: PlanPoint;
  /** The leaf's free end when the door is open a quarter turn, square to the wall into the room. */
  openEnd: PlanPoint;
  /** The arc's radius: the leaf's width. */
  radius: number;
  /**
   * The arc's start and end angles, radians, as a canvas's `arc(x, y, r, startAngle, endAngle)`
   * takes them with y down and its default clockwise direction (anticlockwise false): the arc from
   * startAngle to endAngle = startAngle + π/2 is the quarter the leaf sweeps. Angles are measured
   * from +x towards +y (down), so they hold in any canvas scaled uniformly from metres.
   */
  startAngle: number;
  endAngle: number;
  /** The quarter disc's bounding box: the square with the hinge, the closed end and the open end as corners. */
  bounds: PlanRect;
}

/** The angle of (x, y) from +x towards +y, in [0, 2π). */
const angleOf = (x: number, y: number): number => {
  const a = Math.atan2(y, x);
  return a < 0 ? a + 2 * Math.PI : a;
};

/** `door`'s swing into `room` (see DoorSwing). */
export function doorSwing(door: Opening, room: Room): DoorSwing {
  const { start, end } = openingSegment(door, room);
  const [hinge, closedEnd] = door.hinge === 'end' ? [end, start] : [start, end];
  const radius = door.width;
  const n = inwardNormal(door.wall);
  // The closed leaf's direction from the hinge, along the wall.
  const along = door.wall === 'top' || door.wall === 'bottom' ? { x: 1, y: 0 } : { x: 0, y: 1 };
  const u = door.hinge === 'end' ? { x: -along.x, y: -along.y } : along;
  const openEnd = { x: hinge.x + n.x * radius, y: hinge.y + n.y * radius };
  const closedAngle = angleOf(u.x, u.y);
  const openAngle = angleOf(n.x, n.y);
  // Clockwise on screen (y down) is increasing angle: start from whichever of the two leaf
  // positions the other is a quarter turn clockwise from.
  const clockwiseFromClosed = Math.abs(((openAngle - closedAngle + 2 * Math.PI) % (2 * Math.PI)) - Math.PI / 2) < 1e-6;
  const startAngle = clockwiseFromClosed ? closedAngle : openAngle;
  const bounds = { x: hinge.x + Math.min(0, u.x, n.x) * radius, y: hinge.y + Math.min(0, u.y, n.y) * radius, w: radius, d: radius };
  return { hinge, closedEnd, openEnd, radius, startAngle, endAngle: startAngle + Math.PI / 2, bounds };
}

/**
 * True when `rect` overlaps the quarter disc of `swing` by more than a touch: the rectangle is
 * clipped to the swing's quadrant (its bounding square, which holds the quarter disc), and what
 * is left must have an area and a point nearer the hinge than the radius.
 */
export function rectInSwing(rect: PlanRect, swing: DoorSwing): boolean {
  const b = swing.bounds;
  const x0 = Math.max(rect.x, b.x);
  const y0 = Math.max(rect.y, b.y);
  const x1 = Math.min(rect.x + rect.w, b.x + b.w);
  const y1 = Math.min(rect.y + rect.d, b.y + b.d);
  if (x1 - x0 <= EPS || y1 - y0 <= EPS) return false;
  const nearestX = clamp(swing.hinge.x, x0, x1);
  const nearestY = clamp(swing.hinge.y, y0, y1);
  return Math.hypot(nearestX - swing.hinge.x, nearestY - swing.hinge.y) < swing.radius - EPS;
}

/** The indices of the items whose footprint overlaps `door`'s swing (none for a window). */
export function itemsInSwing(door: Opening, room: Room, items: readonly PlanItem[]): number[] {
  if (door.kind !== 'door') return [];
  const swing = doorSwing(door, room);
  const hits: number[] = [];
  items.forEach((item, index) => {
    if (rectInSwing(item, swing)) hits.push(index);
  });
  return hits;
}

/**
 * Each item's plain name: its catalogue name ('Sofa'), numbered in list order when the plan
 * holds more than one of that name ('Dining chair 1', 'Dining chair 2').
 */
export function itemNames(items: readonly PlanItem[]): string[] {
  const names = items.map((item) => kindName(item.kind));
  const totals = new Map<string, number>();
  for (const name of names) totals.set(name, (totals.get(name) ?? 0) + 1);
  const seen = new Map<string, number>();
  return names.map((name) => {
    if ((totals.get(name) ?? 0) < 2) return name;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return `${name} ${n}`;
  });
}

/** The furniture in one door's swing: the items' indices and names, in list order. */
export interface SwingConflict {
  items: number[];
  names: string[];
}

/**
 * Per door with furniture in its swing, keyed by the door's index in `plan.openings`: the items
 * in the swing. Doors with a clear swing are absent. `names` gives the items' names (by default
 * itemNames), so a tool can pass the names it shows.
 */
export function swingConflicts(plan: Plan, names: readonly string[] = itemNames(plan.items)): Map<number, SwingConflict> {
  const conflicts = new Map<number, SwingConflict>();
  plan.openings.forEach((opening, index) => {
    const items = itemsInSwing(opening, plan.room, plan.items);
    if (items.length > 0) conflicts.set(index, { items, names: items.map((i) => names[i] ?? kindName(plan.items[i]?.kind ?? '')) });
  });
  return conflicts;
}

/** The pairs of openings [i, j] (i < j, indices in `openings`) that lie on the same wall and overlap by more than a touch. */
export function doorsOverlap(openings: readonly Opening[]): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < openings.length; i += 1) {
    for (let j = i + 1; j < openings.length; j += 1) {
      const a = openings[i]!;
      const b = openings[j]!;
      if (a.wall === b.wall && Math.min(a.at + a.width, b.at + b.width) - Math.max(a.at, b.at) > EPS) pairs.push([i, j]);
    }
  }
  return pairs;
}

/** Metres rounded to the millimetre (a placed opening reads back from a link as it was placed). */
const mm = (metres: number): number => Math.round(metres * 1000) / 1000;

/** The stretches of `wall` (m along it, in order) that no opening in `openings` covers. */
export function freeStretches(wall: Wall, room: Room, openings: readonly Opening[]): { from: number; to: number }[] {
  const length = wallLength(wall, room);
  const taken = openings
    .filter((o) => o.wall === wall)
    .map((o) => ({ from: clamp(finiteOr(o.at, 0), 0, length), to: clamp(finiteOr(o.at + o.width, 0), 0, length) }))
    .sort((a, b) => a.from - b.from);
  const free: { from: number; to: number }[] = [];
  let cursor = 0;
  for (const t of taken) {
    if (t.from - cursor > EPS) free.push({ from: cursor, to: t.from });
    cursor = Math.max(cursor, t.to);
  }
  if (length - cursor > EPS) free.push({ from: cursor, to: length });
  return free;
}

/** Steps between the places a new door tries along a free stretch when its middle has furniture in the swing, m. */
const SEARCH_STEP_M = 0.05;

/**
 * A new door (0.9 m, hinged at its start) or window (1.2 m) on `wall`: centred in the first free
 * stretch of the wall it fits in (so centred on an empty wall), never overlapping another opening.
 * Given the furniture, a door takes the first place, stretch by stretch and nearest each
 * stretch's middle first, whose swing is clear of it, or the first place if none is. Null when
 * `openings` already holds MAX_OPENINGS or no stretch of the wall is wide enough.
 */
export function addOpening(kind: Opening['kind'], wall: Wall, room: Room, openings: readonly Opening[], items: readonly PlanItem[] = []): Opening | null {
  if (openings.length >= MAX_OPENINGS) return null;
  const width = Math.min(kind === 'door' ? NEW_DOOR_WIDTH_M : NEW_WINDOW_WIDTH_M, wallLength(wall, room));
  const places: number[] = [];
  for (const { from, to } of freeStretches(wall, room, openings)) {
    const slack = to - from - width;
    if (slack < -EPS) continue;
    const middle = clamp(mm(from + slack / 2), from, Math.max(from, to - width));
    places.push(middle);
    if (kind !== 'door' || items.length === 0) continue;
    // Outwards from the middle, both ways in turn, to the stretch's ends.
    for (let k = 1; k * SEARCH_STEP_M < slack / 2 + SEARCH_STEP_M; k += 1) {
      for (const side of [-1, 1]) places.push(clamp(mm(middle + side * k * SEARCH_STEP_M), from, Math.max(from, to - width)));
    }
  }
  if (places.length === 0) return null;
  const make = (at: number): Opening => clampOpening({ kind, wall, at, width, hinge: 'start' }, room);
  if (kind === 'door' && items.length > 0) {
    const clear = places.find((at) => itemsInSwing(make(at), room, items).length === 0);
    if (clear !== undefined) return make(clear);
  }
  return make(places[0]!);
}

/** A door as a way in and out of a flow: its segment on the wall, canvas units, and the unit normal into the room. */
export interface OpeningEntry {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  nx: number;
  ny: number;
}

/** The doors among `openings`, in list order, as flow entries in canvas units (`unitsPerMetre` canvas units to the metre). Windows are left out. */
export function openingEntries(room: Room, openings: readonly Opening[], unitsPerMetre: number): OpeningEntry[] {
  return openings
    .filter((o) => o.kind === 'door')
    .map((door) => {
      const { start, end } = openingSegment(door, room);
      const n = inwardNormal(door.wall);
      return { x1: start.x * unitsPerMetre, y1: start.y * unitsPerMetre, x2: end.x * unitsPerMetre, y2: end.y * unitsPerMetre, nx: n.x, ny: n.y };
    });
}

/** The opening's name, numbered per kind in list order ('Door 1', 'Door 2', 'Window 1'), or '' for an index outside the list. */
export function openingLabel(openings: readonly Opening[], index: number): string {
  const opening = openings[index];
  if (!opening) return '';
  let n = 0;
  for (let i = 0; i <= index; i += 1) if (openings[i]!.kind === opening.kind) n += 1;
  return `${opening.kind === 'door' ? 'Door' : 'Window'} ${n}`;
}

/** The bounds of an opening's fields, m: its width (its kind's range, at most the wall) and its place along the wall (so it fits). */
export function openingBounds(opening: Opening, room: Room): { widthMin: number; widthMax: number; atMax: number } {
  const length = wallLength(opening.wall, room);
  const [min, max] = opening.kind === 'door' ? [DOOR_MIN_M, DOOR_MAX_M] : [WINDOW_MIN_M, WINDOW_MAX_M];
  const widthMax = Math.min(max, length);
  return { widthMin: Math.min(min, widthMax), widthMax, atMax: Math.max(0, length - clampOpening(opening, room).width) };
}

/**
 * `openings` with the one at `index` changed by `patch` and kept on its wall (clampOpening: its
 * kind's width, wholly on the wall). A non-finite number in the patch is ignored. The same list
 * when nothing changes or `index` is outside it.
 */
export function updateOpening(openings: readonly Opening[], index: number, patch: Partial<Pick<Opening, 'wall' | 'at' | 'width' | 'hinge'>>, room: Room): readonly Opening[] {
  const current = openings[index];
  if (!current) return openings;
  const next: Opening = { ...current };
  if (patch.wall !== undefined && (WALLS as readonly string[]).includes(patch.wall)) next.wall = patch.wall;
  if (patch.at !== undefined && Number.isFinite(patch.at)) next.at = patch.at;
  if (patch.width !== undefined && Number.isFinite(patch.width)) next.width = patch.width;
  if (patch.hinge === 'start' || patch.hinge === 'end') next.hinge = patch.hinge;
  const clamped = clampOpening(next, room);
  if (clamped.wall === current.wall && clamped.at === current.at && clamped.width === current.width && clamped.hinge === current.hinge) return openings;
  return openings.map((o, i) => (i === index ? clamped : o));
}

/** `openings` without the one at `index`. */
export const removeOpening = (openings: readonly Opening[], index: number): Opening[] => openings.filter((_, i) => i !== index);
