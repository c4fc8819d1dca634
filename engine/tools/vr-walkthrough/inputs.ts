/**
 * VR Walkthrough's inputs: the waypoints, speed, loop and + marker, the room (Units, Room width,
 * Room depth) with its furniture and doors and windows (the designer's plan), their controls,
 * and how the path, the marker and the plan travel in a link.
 */
import { fromMetres, lengthUnit } from '../../math/units';
import { clampOpening, clampToRoom, listOr, planIn } from '../../plan/geometry';
import { planFromLink, planToLink } from '../../plan/link';
import { adjustRoom, roomOf, roomParams, type RoomInputs } from '../../plan/room';
import type { Opening, Plan, PlanItem, PlanZone, Room } from '../../plan/types';
import { defaultsOf } from '../params';
import type { ParamList, QueryCodec } from '../params';
import { numberToQuery } from '../query';
import { DEFAULT_ROOM, PLAN_HEIGHT, PLAN_WIDTH, UNITS_PER_M, clampWaypoint, clampWaypoints, planSize } from './geometry';
import type { Waypoint } from './geometry';
import { walkAroundFurniture } from './plan';

/** (40, 40), (220, 120), (440, 180). */
export const DEFAULT_WAYPOINTS: readonly Readonly<Waypoint>[] = [
  { x: 40, y: 40 },
  { x: 220, y: 120 },
  { x: 440, y: 180 },
];

/**
 * Inputs: the waypoints, walking speed (m/s) and whether the path loops back to its start; the
 * room (Units, Room width, Room depth: 14 × 8 m by default) and the plan's furniture and doors
 * and windows (none by default; they come with a plan in a link); and the + marker where the
 * keyboard adds the next waypoint (the middle of the room when absent), which the Waypoint X/Y
 * fields and the plan share. The marker changes no result.
 */
export interface Inputs extends RoomInputs {
  waypoints: readonly Waypoint[];
  speedMps: number;
  loop: boolean;
  items: readonly PlanItem[];
  openings: readonly Opening[];
  /** The zones of a plan that came with them (m): not shown here, but kept for the plan file and the links. */
  zones: readonly PlanZone[];
  cursor?: Waypoint;
}

/** The marker starts in the middle of the default plan. */
export const DEFAULT_CURSOR: Readonly<Waypoint> = { x: PLAN_WIDTH / 2, y: PLAN_HEIGHT / 2 };

/** The room the inputs describe, m (each side 2–30 m). */
export const roomOfInputs = (inputs: Pick<Inputs, keyof RoomInputs>): Room => roomOf(inputs, DEFAULT_ROOM);

/** Where the + marker is: where it was put, else the middle of the room. */
export const cursorOf = (inputs: Inputs): Waypoint => {
  if (inputs.cursor) return inputs.cursor;
  const size = planSize(roomOfInputs(inputs));
  return { x: Math.round(size.width / 2), y: Math.round(size.height / 2) };
};

/** The furniture and openings of the inputs (none when they are not lists). */
export const itemsOf = (inputs: Inputs): readonly PlanItem[] => listOr(inputs.items, []);
export const openingsOf = (inputs: Inputs): readonly Opening[] => listOr(inputs.openings, []);

/** The plan the inputs hold, m: the room, the furniture, the openings and the zones kept from another tool (each fitted into the room); no walk. */
export const planOfInputs = (inputs: Inputs): Plan => planIn(roomOfInputs(inputs), { items: itemsOf(inputs), openings: openingsOf(inputs), zones: listOr(inputs.zones, []) });

/** Most waypoints a link carries (a path through a room rarely needs a tenth of them). */
export const MAX_LINKED_WAYPOINTS = 200;

/**
 * Controls: Speed (0.2–3 m/s, step 0.05, default 1.2), Loop path (off), and the room: Units (m),
 * Room width (14 m) and Room depth (8 m), each 2–30 m. Waypoints are placed on the plan.
 */
export const params: ParamList<Inputs> = [
  { kind: 'range', key: 'speedMps', label: 'Speed', unit: 'm/s', min: 0.2, max: 3, step: 0.05, default: 1.2 },
  { kind: 'toggle', key: 'loop', label: 'Loop path', default: false },
  ...roomParams(DEFAULT_ROOM),
];

/** Default inputs: the three default waypoints, 1.2 m/s, no loop, the 14 × 8 m room without furniture or openings. */
export const defaults: Inputs = { ...defaultsOf(params), waypoints: DEFAULT_WAYPOINTS.map((point) => ({ ...point })), items: [], openings: [], zones: [] };

/** `list` itself when `mapped` holds the same elements (so the views keep what they built for it), else `mapped`. */
const sameOr = <T>(list: readonly T[], mapped: readonly T[]): readonly T[] => (mapped.every((item, i) => item === list[i]) ? list : mapped);

/** The walk laid out for a room with its furniture and doors: the default waypoints scaled to it and taken around the furniture (walkAroundFurniture). */
const laidOutWalk = (room: Room, items: readonly PlanItem[], openings: readonly Opening[]): Waypoint[] =>
  walkAroundFurniture(DEFAULT_WAYPOINTS, { width: PLAN_WIDTH, height: PLAN_HEIGHT }, room, items, openings);

/** Less than this, m, a side has not changed size: Units' rounding (16.40 ft is 4.9987 m). */
const RESIZE_M = 0.005;

/** True when room `a` is of another size than room `b` (a side more than RESIZE_M longer or shorter). */
const otherSize = (a: Room, b: Room): boolean => Math.abs(a.w - b.w) > RESIZE_M || Math.abs(a.d - b.d) > RESIZE_M;

const sameWalk = (a: readonly Waypoint[], b: readonly Waypoint[]): boolean => a.length === b.length && a.every((point, i) => point.x === b[i]!.x && point.y === b[i]!.y);

/** True while the walk is still the spec's three default waypoints (the visitor has placed none of their own). */
const isDefaultWalk = (waypoints: readonly Waypoint[]): boolean => sameWalk(waypoints, DEFAULT_WAYPOINTS);

/**
 * True while the walk is still one laid out for the visitor, not one they placed: the spec's
 * default waypoints, or the walk laid out in the inputs' room around its furniture.
 */
const isLaidOutWalk = (inputs: Inputs): boolean =>
  isDefaultWalk(inputs.waypoints) || sameWalk(inputs.waypoints, laidOutWalk(roomOfInputs(inputs), itemsOf(inputs), openingsOf(inputs)));

/**
 * After a change: keeps the lists when the generic sanitiser (which knows no list inputs) hands
 * back none; converts the room on a change of Units and keeps it within 2–30 m; and keeps the
 * waypoints, the marker, the furniture and the doors and windows wholly inside the room. A new
 * room size lays out again a walk the visitor has not placed (the default, or one laid out around
 * a plan's furniture), so that it keeps its shape in the new room instead of being pushed onto its
 * walls; a walk they placed is kept, each waypoint moved inside the room.
 */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  const listed: Inputs = {
    ...next,
    waypoints: listOr(next.waypoints, previous.waypoints),
    items: listOr(next.items, listOr<PlanItem>(previous.items, [])),
    openings: listOr(next.openings, listOr<Opening>(previous.openings, [])),
    zones: listOr(next.zones, listOr<PlanZone>(previous.zones, [])),
  };
  const sized = adjustRoom(previous, listed, DEFAULT_ROOM);
  const room = roomOfInputs(sized);
  const before = roomOfInputs(previous);
  const items = sameOr(sized.items, sized.items.map((item) => clampToRoom(item, room)));
  const openings = sameOr(sized.openings, sized.openings.map((opening) => clampOpening(opening, room)));
  // Only a change of the room's size lays the walk out again (not Units, whose rounding moves a side
  // by a millimetre or two), and never a change that brings a walk of its own (an opened plan's).
  const relaid = otherSize(room, before) && sameWalk(listed.waypoints, previous.waypoints) && isLaidOutWalk(previous);
  const fitted: Inputs = {
    ...sized,
    waypoints: relaid ? laidOutWalk(room, items, openings) : clampWaypoints(sized.waypoints, room),
    items,
    openings,
  };
  if (sized.cursor) fitted.cursor = clampWaypoint(sized.cursor.x, sized.cursor.y, room);
  return fitted;
}

/** A waypoint as link text, 'x-y' (whole non-negative units, so '-' is only the separator). */
const waypointToQuery = (point: Waypoint): string => `${numberToQuery(point.x)}-${numberToQuery(point.y)}`;

const WAYPOINT_TEXT = /^(\d{1,6}(?:\.\d{1,6})?)-(\d{1,6}(?:\.\d{1,6})?)$/;

/** A waypoint from link text 'x-y', rounded and clamped into the room's plan; null when malformed. */
function waypointFromQuery(text: string, room: Room): Waypoint | null {
  const match = WAYPOINT_TEXT.exec(text);
  return match ? clampWaypoint(Number(match[1]), Number(match[2]), room) : null;
}

/**
 * The inputs' change when a plan file is opened: its room (in the inputs' unit), furniture and
 * doors and windows. A file saved here holds its walk (waypoints and Loop path), which comes back
 * with it. Without one: while the walk is still the default one and the plan has furniture, the
 * walk laid out around it from its first door, as a plan from a link without a path is; a walk the
 * visitor placed is kept (the adjust keeps it inside the room, and flags what stands in furniture).
 */
export function openedPlan(inputs: Inputs, plan: Plan): Partial<Inputs> {
  const units = lengthUnit(inputs.units);
  const change: Partial<Inputs> = { roomWidth: fromMetres(plan.room.w, units), roomDepth: fromMetres(plan.room.d, units), items: plan.items, openings: plan.openings, zones: plan.zones };
  if (plan.walk) {
    // A plan saved here brings its walk back: each waypoint to the nearest plan unit, in the room.
    change.waypoints = plan.walk.waypoints.map((p) => clampWaypoint(p.x * UNITS_PER_M, p.y * UNITS_PER_M, plan.room));
    change.loop = plan.walk.loop;
  } else if (plan.items.length > 0 && isLaidOutWalk(inputs)) {
    change.waypoints = laidOutWalk(plan.room, plan.items, plan.openings);
  }
  return change;
}

/**
 * The path, the marker and the plan in a link's query: `path=40-40_220-120_440-180` (an empty
 * value is an empty path), `cursor=280-160`, and, when the room holds furniture, doors and
 * windows or zones kept from another tool, `plan=` (engine/plan/link.ts: the room, the furniture,
 * the openings and the zones, which are kept but not shown). A plan's room sets Room width and Room depth (in the link's units); a plan with
 * furniture but no path= gets the default walk laid out around the furniture, from its first
 * door (walkAroundFurniture), and a room of another size without path= the default walk scaled
 * to it (as a resize lays it out), while a path= given is kept as it is. Points are
 * rounded and clamped into the room like clicks; a path with any malformed point is ignored as
 * a whole, and only the first 200 points are read; a malformed plan is ignored as a whole.
 */
export const query: QueryCodec<Inputs> = {
  write: (inputs) => {
    const plan = planOfInputs(inputs);
    return {
      path: inputs.waypoints.slice(0, MAX_LINKED_WAYPOINTS).map(waypointToQuery).join('_'),
      ...(inputs.cursor !== undefined && { cursor: waypointToQuery(inputs.cursor) }),
      ...((plan.items.length > 0 || plan.openings.length > 0 || plan.zones.length > 0) && { plan: planToLink(plan) }),
    };
  },
  leftOut: ({ waypoints }) =>
    waypoints.length > MAX_LINKED_WAYPOINTS ? `It holds the first ${MAX_LINKED_WAYPOINTS} of the ${waypoints.length} waypoints.` : null,
  read: (get, base) => {
    let inputs = base;
    const plan = planFromLink(get('plan'));
    if (plan) {
      const units = lengthUnit(base.units);
      // The link's room fields stand when the plan's room is theirs (a plan= keeps lengths to 1 mm).
      const typed = roomOfInputs(base);
      const side = (planM: number, typedM: number, field: number): number => (Math.abs(planM - typedM) < 6e-4 ? field : fromMetres(planM, units));
      inputs = {
        ...inputs,
        roomWidth: side(plan.room.w, typed.w, base.roomWidth),
        roomDepth: side(plan.room.d, typed.d, base.roomDepth),
        items: plan.items,
        openings: plan.openings,
        zones: plan.zones,
      };
    }
    const room = roomOfInputs(inputs);
    const path = get('path');
    // No path of its own: the walk is laid out for the link's room, as a resize lays it out. A plan
    // with furniture (as another tool's 'Walk through this plan' sends it) gets the default walk
    // taken around the furniture, from the first door if any; a room of another size (a link with
    // only Room width, Room depth or Units) the default walk scaled to it, not pushed onto its walls.
    let waypoints =
      path === null && isDefaultWalk(inputs.waypoints) && ((plan && plan.items.length > 0) || otherSize(room, DEFAULT_ROOM))
        ? laidOutWalk(room, itemsOf(inputs), openingsOf(inputs))
        : clampWaypoints(inputs.waypoints, room);
    if (path !== null) {
      const texts = path === '' ? [] : path.split('_', MAX_LINKED_WAYPOINTS);
      const points = texts.map((text) => waypointFromQuery(text, room));
      if (points.every((point): point is Waypoint => point !== null)) waypoints = points;
    }
    const cursorText = get('cursor');
    const cursor = cursorText === null ? null : waypointFromQuery(cursorText, room);
    return { ...inputs, waypoints, ...(cursor !== null && { cursor }) };
  },
};
