/**
 * The plan's basic geometry: an item's footprint as turned, and items, openings and zones
 * kept wholly inside the room. Passages, overlaps and door swings build on these.
 */
import { clamp, finiteOr } from '../math/clamp';
import { CUSTOM_KIND, catalogueEntry } from './catalogue';
import {
  DOOR_MAX_M,
  DOOR_MIN_M,
  ITEM_MAX_HEIGHT_M,
  ITEM_MAX_M,
  ITEM_MIN_HEIGHT_M,
  ITEM_MIN_M,
  WINDOW_MAX_M,
  WINDOW_MIN_M,
  ZONE_NAME_MAX,
  type Opening,
  type Plan,
  type PlanItem,
  type PlanZone,
  type Room,
  type Rotation,
  type Wall,
} from './types';

/** True for a quarter or three-quarter turn (width and depth swap). */
export const isSideways = (rot: Rotation): boolean => rot === 90 || rot === 270;

/** The next quarter turn clockwise. */
export const nextRotation = (rot: Rotation): Rotation => (((rot + 90) % 360) as Rotation);

/** A custom box's side, m, within 0.2–4 m. */
export const boxSide = (metres: number, fallback = 1): number => clamp(finiteOr(metres, fallback), ITEM_MIN_M, ITEM_MAX_M);
/** A custom box's height, m, within 0.05–3 m. */
export const boxHeight = (metres: number, fallback = 0.75): number => clamp(finiteOr(metres, fallback), ITEM_MIN_HEIGHT_M, ITEM_MAX_HEIGHT_M);

/**
 * A new item of `kind` at (x, y), turned `rot`: the catalogue's size, or for a custom box the
 * given size (unturned width and depth, and height, clamped), turned. Null for an unknown kind.
 */
export function makeItem(kind: string, x: number, y: number, rot: Rotation = 0, custom?: { w: number; d: number; h: number }): PlanItem | null {
  const entry = catalogueEntry(kind);
  let size: { w: number; d: number; h: number };
  if (entry) size = { w: entry.w, d: entry.d, h: entry.h };
  else if (kind === CUSTOM_KIND) size = { w: boxSide(custom?.w ?? 1), d: boxSide(custom?.d ?? 1), h: boxHeight(custom?.h ?? 0.75) };
  else return null;
  const [w, d] = isSideways(rot) ? [size.d, size.w] : [size.w, size.d];
  return { kind, x: finiteOr(x, 0), y: finiteOr(y, 0), w, d, h: size.h, rot };
}

/** The item's unturned width and depth (as in the catalogue). */
export const unturnedSize = (item: PlanItem): { w: number; d: number } => (isSideways(item.rot) ? { w: item.d, d: item.w } : { w: item.w, d: item.d });

/** `item` turned a quarter clockwise about its centre, then kept inside `room`. */
export function rotateItem(item: PlanItem, room: Room): PlanItem {
  const cx = item.x + item.w / 2;
  const cy = item.y + item.d / 2;
  const turned = { ...item, w: item.d, d: item.w, rot: nextRotation(item.rot) };
  return clampToRoom({ ...turned, x: cx - turned.w / 2, y: cy - turned.d / 2 }, room);
}

/**
 * `box` moved wholly inside `room`: x in [0, W − w], y in [0, D − d] (a box larger than the
 * room sits at 0). Non-finite coordinates become 0. Returns the same object when it is inside.
 */
export function clampToRoom<T extends { x: number; y: number; w: number; d: number }>(box: T, room: Room): T {
  const x = clamp(finiteOr(box.x, 0), 0, Math.max(0, room.w - box.w));
  const y = clamp(finiteOr(box.y, 0), 0, Math.max(0, room.d - box.d));
  return x === box.x && y === box.y ? box : { ...box, x, y };
}

/** A wall's length, m: the room's width for the top and bottom walls, its depth for the left and right. */
export const wallLength = (wall: Wall, room: Room): number => (wall === 'top' || wall === 'bottom' ? room.w : room.d);

/** An opening's width within its kind's range and the wall, and its place along the wall so it fits. */
export function clampOpening(opening: Opening, room: Room): Opening {
  const length = wallLength(opening.wall, room);
  const [min, max] = opening.kind === 'door' ? [DOOR_MIN_M, DOOR_MAX_M] : [WINDOW_MIN_M, WINDOW_MAX_M];
  const width = Math.min(clamp(finiteOr(opening.width, min), min, max), length);
  const at = clamp(finiteOr(opening.at, 0), 0, Math.max(0, length - width));
  const hinge = opening.hinge === 'end' ? 'end' : 'start';
  return width === opening.width && at === opening.at && hinge === opening.hinge ? opening : { ...opening, width, at, hinge };
}

/**
 * A zone name as plain text: control characters become spaces, < and > are left out (what a plan
 * file refuses as markup, so a name typed here always saves and opens again), trimmed, at most 24
 * characters (code points).
 */
export function zoneName(raw: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const text = Array.from(String(raw).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/[<>]/g, '').trim()).slice(0, ZONE_NAME_MAX).join('').trim();
  return text === '' ? fallback : text;
}

/** A zone kept inside the room: its size at most the room's (and at least 0.5 m), its corner so it lies wholly inside, privacy in 0–1. */
export function clampZone(zone: PlanZone, room: Room): PlanZone {
  const w = clamp(finiteOr(zone.w, 1), 0.5, room.w);
  const d = clamp(finiteOr(zone.d, 1), 0.5, room.d);
  const privacy = clamp(finiteOr(zone.privacy, 0.5), 0, 1);
  return { ...clampToRoom({ ...zone, w, d }, room), privacy };
}

/** The parts of a plan, each list as a tool holds it (a tool may hold parts it does not show). */
export interface PlanParts {
  items: readonly PlanItem[];
  openings: readonly Opening[];
  zones: readonly PlanZone[];
}

/**
 * The plan of `room` with `parts`, each fitted into the room (a piece, an opening or a zone that a
 * smaller room left outside is moved in). Every layout tool keeps the parts it does not show
 * (zoning-mapper the furniture and the doors, the others the zones), so its plan file and its
 * links carry the whole plan on instead of dropping what another tool made.
 */
export function planIn(room: Room, parts: PlanParts): Plan {
  return {
    room,
    items: parts.items.map((item) => clampToRoom(item, room)),
    openings: parts.openings.map((opening) => clampOpening(opening, room)),
    zones: parts.zones.map((zone) => clampZone(zone, room)),
  };
}

/** A list input as given, else `fallback` (the generic sanitiser knows no list inputs, and a link or a hostile value may bring none). */
export const listOr = <T>(value: unknown, fallback: readonly T[]): readonly T[] => (Array.isArray(value) ? (value as readonly T[]) : fallback);
