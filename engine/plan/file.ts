/**
 * The plan file: a plan saved as a small JSON document with a versioned schema (see
 * docs/contract.md §4), so a designer can keep a plan on their own computer and open it again.
 *
 * Writing is plain. Reading never trusts the file: it refuses, with a message a person can act
 * on, anything that is not a version-1 PromptArc plan (too large, not JSON, markup or control
 * characters in a name, prototype keys, numbers out of bounds, unknown kinds) and never throws.
 * What is within bounds but outside the room is clamped into it, like a typed value.
 */
import { clamp } from '../math/clamp';
import type { LengthUnit } from '../math/units';
import { CUSTOM_KIND, catalogueEntry, kindName } from './catalogue';
import { boxHeight, boxSide, clampOpening, clampToRoom, clampZone, makeItem, unturnedSize } from './geometry';
import {
  MAX_ITEMS,
  MAX_OPENINGS,
  MAX_WALK_WAYPOINTS,
  MAX_ZONES,
  MIN_ZONES,
  ROOM_MAX_M,
  ROOM_MIN_M,
  ROTATIONS,
  WALLS,
  ZONE_NAME_MAX,
  type Opening,
  type Plan,
  type PlanItem,
  type PlanWalk,
  type PlanZone,
  type Room,
  type Rotation,
  type Wall,
} from './types';

/** The value of every plan file's "format" field. */
export const PLAN_FILE_FORMAT = 'promptarc-plan';
/** The schema version this site writes and reads. */
export const PLAN_FILE_VERSION = 1;
/** Largest plan file read, bytes (a 40-piece plan with 12 openings and 12 zones is about 12 KB). */
export const PLAN_FILE_MAX_BYTES = 256 * 1024;
/** Largest length anywhere in a plan file, m: beyond it a number is not a plan's. */
export const PLAN_FILE_MAX_LENGTH_M = 1000;
/** Longest item name read, characters (the name is informational: the kind rules). */
export const ITEM_NAME_MAX = 60;

/** One piece of furniture in a plan file. Lengths in metres, from the room's top-left corner, y down. */
export interface PlanFileItem {
  /** A catalogue id ('sofa', 'bed2', …) or 'box' for a custom box. */
  kind: string;
  /** For people reading the file ('Double bed'); ignored when read. */
  name?: string;
  /** The footprint's top-left corner as placed, m. */
  x: number;
  y: number;
  /**
   * The footprint as placed (after turning), m, and the height. A catalogue piece's size is the
   * catalogue's (these are informational); a custom box ('box') takes its size from them.
   */
  width?: number;
  depth?: number;
  height?: number;
  /** Degrees clockwise from the catalogue's orientation: 0, 90, 180 or 270. */
  rotation: Rotation;
}

/** A door or a window in a plan file. */
export interface PlanFileOpening {
  kind: 'door' | 'window';
  wall: Wall;
  /** Distance along the wall from its start (left end of top/bottom walls, top end of left/right walls) to the near edge, m. */
  at: number;
  /** Clear width, m (a door 0.7–1.0 m, a window 0.4–4 m). */
  width: number;
  /** A door's hinge: at the opening's start or end along the wall. Windows may leave it out. */
  hinge?: 'start' | 'end';
}

/** A zone in a plan file. */
export interface PlanFileZone {
  /** Plain text, at most 24 characters. */
  name: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  /** 0 (public) to 1 (private). */
  privacy: number;
}

/** The whole plan file (version 1). */
export interface PlanFile {
  format: typeof PLAN_FILE_FORMAT;
  version: typeof PLAN_FILE_VERSION;
  /** The tool that saved it ('flow-pattern'); informational. */
  tool?: string;
  /** Always metres. */
  units?: 'm';
  /** The unit the tool showed lengths in when the plan was saved (its Units), which opening it shows again. */
  displayUnits?: LengthUnit;
  /** The room's clear inside size, m, each side 2–30 m. */
  room: { width: number; depth: number };
  /** At most 40. */
  items?: PlanFileItem[];
  /** At most 12. */
  openings?: PlanFileOpening[];
  /** None, or 2–12. */
  zones?: PlanFileZone[];
  /** vr-walkthrough's walk: at most 200 waypoints, m, in order, and whether it loops back to the first. */
  walk?: { waypoints: { x: number; y: number }[]; loop: boolean };
}

/** Metres rounded to the millimetre (-0 as 0). */
const mm = (metres: number): number => Math.round(metres * 1000) / 1000 + 0;

/** `plan` as the text of a plan file, pretty-printed; `meta.tool` names the tool that saved it. */
export function planToFile(plan: Plan, meta: { tool: string; displayUnits?: LengthUnit }): string {
  const file: PlanFile = {
    format: PLAN_FILE_FORMAT,
    version: PLAN_FILE_VERSION,
    tool: meta.tool,
    units: 'm',
    ...(meta.displayUnits && { displayUnits: meta.displayUnits }),
    room: { width: mm(plan.room.w), depth: mm(plan.room.d) },
    items: plan.items.slice(0, MAX_ITEMS).map((item) => ({
      kind: item.kind,
      name: kindName(item.kind),
      x: mm(item.x),
      y: mm(item.y),
      width: mm(item.w),
      depth: mm(item.d),
      height: mm(item.h),
      rotation: item.rot,
    })),
    openings: plan.openings.slice(0, MAX_OPENINGS).map((o) => ({ kind: o.kind, wall: o.wall, at: mm(o.at), width: mm(o.width), hinge: o.hinge })),
    zones: plan.zones.slice(0, MAX_ZONES).map((z) => ({
      name: z.name,
      x: mm(z.x),
      y: mm(z.y),
      width: mm(z.w),
      depth: mm(z.d),
      privacy: Math.round(clamp(z.privacy, 0, 1) * 1000) / 1000,
    })),
    ...(plan.walk && {
      walk: { waypoints: plan.walk.waypoints.slice(0, MAX_WALK_WAYPOINTS).map((p) => ({ x: mm(p.x), y: mm(p.y) })), loop: plan.walk.loop },
    }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** What reading a plan file gives: the plan, or why it was refused. */
/** A plan read from a file, with the unit it was shown in when saved, if the file says. */
export type PlanFileResult = { ok: true; plan: Plan; displayUnits?: LengthUnit } | { ok: false; message: string };

/** A refusal, thrown inside the reader only and turned into its result. */
class Refusal extends Error {}
function refuse(message: string): never {
  throw new Refusal(message);
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Deepest nesting a plan file has (file → list → record) with room to spare. */
const MAX_DEPTH = 4;

/**
 * Walks the parsed value without recursion: refuses prototype keys at any depth (JSON.parse
 * makes `__proto__` an own key, harmless until some code copies it) and nesting deeper than a plan's.
 */
function checkShape(root: unknown): void {
  const stack: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) refuse('This file nests lists and records deeper than a plan file does.');
    if (Array.isArray(value)) {
      for (const entry of value) stack.push({ value: entry, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) refuse(`This file contains the key "${key}", which a plan file never has.`);
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
}

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => value !== null && typeof value === 'object' && !Array.isArray(value);
/** An own property's value, or undefined (never an inherited one). */
const own = (record: JsonRecord, key: string): unknown => (Object.hasOwn(record, key) ? record[key] : undefined);

/** A length in metres, 0–1000, or a refusal saying whose `what` it is. */
function length(record: JsonRecord, key: string, whose: string, what = key): number {
  const value = own(record, key);
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > PLAN_FILE_MAX_LENGTH_M) {
    refuse(`${whose} ${what} must be a number of metres from 0 to ${PLAN_FILE_MAX_LENGTH_M}.`);
  }
  return value;
}

/** An optional length: absent is undefined, present must be valid. */
const optionalLength = (record: JsonRecord, key: string, whose: string, what = key): number | undefined =>
  own(record, key) === undefined ? undefined : length(record, key, whose, what);

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_TEXT = /[<>\u0000-\u001f\u007f-\u009f]/;

/** A plain-text name, or a refusal. */
function plainName(value: unknown, whose: string, max: number): string {
  if (typeof value !== 'string') return refuse(`${whose} name must be text.`);
  if (UNSAFE_TEXT.test(value)) return refuse(`${whose} name contains markup or control characters (< > or invisible characters).`);
  const name = value.trim();
  if (name === '') return refuse(`${whose} name is empty.`);
  if (Array.from(name).length > max) return refuse(`${whose} name is longer than ${max} characters.`);
  return name;
}

/** A list field: absent is empty; present must be a list of at most `max`. */
function list(file: JsonRecord, key: string, max: number, noun: string): unknown[] {
  const value = own(file, key);
  if (value === undefined) return [];
  if (!Array.isArray(value)) return refuse(`"${key}" must be a list ([…]).`);
  if (value.length > max) return refuse(`This plan has ${value.length} ${noun}; a plan holds at most ${max}.`);
  return value;
}

function roomOfFile(file: JsonRecord): Room {
  const room = own(file, 'room');
  if (!isRecord(room)) return refuse('The plan file has no room ("room": { "width": …, "depth": … }).');
  const side = (key: 'width' | 'depth', label: string): number => {
    const value = own(room, key);
    if (typeof value !== 'number' || !Number.isFinite(value) || value < ROOM_MIN_M || value > ROOM_MAX_M) {
      refuse(`${label} must be a number of metres between ${ROOM_MIN_M} and ${ROOM_MAX_M}.`);
    }
    return value;
  };
  return { w: side('width', 'Room width'), d: side('depth', 'Room depth') };
}

function rotationOf(value: unknown, whose: string): Rotation {
  const rot = ROTATIONS.find((r) => r === value);
  return rot ?? refuse(`${whose} rotation must be 0, 90, 180 or 270 degrees.`);
}

function itemOfFile(value: unknown, index: number, room: Room): PlanItem {
  const label = `Item ${index + 1}`;
  const whose = `Item ${index + 1}'s`;
  if (!isRecord(value)) return refuse(`${label} must be a record ({ "kind": …, "x": …, "y": … }).`);
  const kind = own(value, 'kind');
  if (typeof kind !== 'string') return refuse(`${label} has no kind ("kind": "sofa").`);
  if (kind !== CUSTOM_KIND && !catalogueEntry(kind)) {
    return refuse(`${label} has an unknown kind "${UNSAFE_TEXT.test(kind) || kind.length > 24 ? '…' : kind}".`);
  }
  if (own(value, 'name') !== undefined) plainName(own(value, 'name'), whose, ITEM_NAME_MAX);
  const x = length(value, 'x', whose);
  const y = length(value, 'y', whose);
  const rot = rotationOf(own(value, 'rotation') ?? 0, whose);
  const width = optionalLength(value, 'width', whose);
  const depth = optionalLength(value, 'depth', whose);
  const height = optionalLength(value, 'height', whose);
  let item: PlanItem | null;
  if (kind === CUSTOM_KIND) {
    if (width === undefined || depth === undefined || height === undefined) return refuse(`${label} is a custom box: it needs a width, a depth and a height.`);
    // The file holds the footprint as placed; the box is made from its unturned size.
    const unturned = unturnedSize({ kind, x, y, w: width, d: depth, h: height, rot });
    item = makeItem(kind, x, y, rot, { w: boxSide(unturned.w), d: boxSide(unturned.d), h: boxHeight(height) });
  } else {
    item = makeItem(kind, x, y, rot);
  }
  return clampToRoom(item!, room);
}

function openingOfFile(value: unknown, index: number, room: Room): Opening {
  const label = `Opening ${index + 1}`;
  const whose = `Opening ${index + 1}'s`;
  if (!isRecord(value)) return refuse(`${label} must be a record ({ "kind": "door", "wall": …, "at": …, "width": … }).`);
  const kind = own(value, 'kind');
  if (kind !== 'door' && kind !== 'window') return refuse(`${label} must be a "door" or a "window".`);
  const wall = WALLS.find((w) => w === own(value, 'wall'));
  if (!wall) return refuse(`${whose} wall must be "top", "right", "bottom" or "left".`);
  const at = length(value, 'at', whose, 'place along the wall ("at")');
  const width = length(value, 'width', whose);
  const hingeValue = own(value, 'hinge');
  if (hingeValue !== undefined && hingeValue !== 'start' && hingeValue !== 'end') return refuse(`${whose} hinge must be "start" or "end".`);
  if (kind === 'door' && hingeValue === undefined) return refuse(`${label} is a door: it needs a hinge ("start" or "end").`);
  return clampOpening({ kind, wall, at, width, hinge: hingeValue === 'end' ? 'end' : 'start' }, room);
}

function zoneOfFile(value: unknown, index: number, room: Room): PlanZone {
  const label = `Zone ${index + 1}`;
  const whose = `Zone ${index + 1}'s`;
  if (!isRecord(value)) return refuse(`${label} must be a record ({ "name": …, "x": …, "y": …, "width": …, "depth": …, "privacy": … }).`);
  const name = plainName(own(value, 'name'), whose, ZONE_NAME_MAX);
  const x = length(value, 'x', whose);
  const y = length(value, 'y', whose);
  const w = length(value, 'width', whose);
  const d = length(value, 'depth', whose);
  const privacy = own(value, 'privacy');
  if (typeof privacy !== 'number' || !Number.isFinite(privacy) || privacy < 0 || privacy > 1) {
    return refuse(`${whose} privacy must be a number from 0 (public) to 1 (private).`);
  }
  return clampZone({ name, x, y, w, d, privacy }, room);
}

/** The walk, if the file has one: each waypoint clamped into the room, like a click on the plan. */
function walkOfFile(file: JsonRecord, room: Room): PlanWalk | undefined {
  const walk = own(file, 'walk');
  if (walk === undefined) return undefined;
  if (!isRecord(walk)) return refuse('The plan\'s walk must be a record ({ "waypoints": […], "loop": false }).');
  const waypoints = list(walk, 'waypoints', MAX_WALK_WAYPOINTS, 'waypoints in its walk').map((value, index) => {
    const whose = `Waypoint ${index + 1}'s`;
    if (!isRecord(value)) return refuse(`Waypoint ${index + 1} must be a record ({ "x": …, "y": … }).`);
    return { x: Math.min(length(value, 'x', whose), room.w), y: Math.min(length(value, 'y', whose), room.d) };
  });
  const loop = own(walk, 'loop') ?? false;
  if (typeof loop !== 'boolean') return refuse('The walk\'s "loop" must be true or false.');
  return { waypoints, loop };
}

function readPlan(text: string): { plan: Plan; displayUnits?: LengthUnit } {
  if (text.length > PLAN_FILE_MAX_BYTES) refuse('This file is larger than 256 KB: a plan file is much smaller.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse('This file is not a plan file: it is not valid JSON.');
  }
  if (!isRecord(parsed)) return refuse('This is not a PromptArc plan file (it is not a JSON object).');
  checkShape(parsed);
  if (own(parsed, 'format') !== PLAN_FILE_FORMAT) return refuse(`This is not a PromptArc plan file (no "format": "${PLAN_FILE_FORMAT}").`);
  const version = own(parsed, 'version');
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return refuse(`This plan file has no version number ("version": ${PLAN_FILE_VERSION}).`);
  if (version !== PLAN_FILE_VERSION) return refuse(`This plan file is version ${version}; this site reads version ${PLAN_FILE_VERSION}.`);
  const units = own(parsed, 'units');
  if (units !== undefined && units !== 'm') return refuse('This plan file\'s lengths must be in metres ("units": "m").');
  const displayUnits = own(parsed, 'displayUnits');
  if (displayUnits !== undefined && displayUnits !== 'm' && displayUnits !== 'ft') return refuse('The plan file\'s "displayUnits" must be "m" or "ft".');
  const tool = own(parsed, 'tool');
  if (tool !== undefined && (typeof tool !== 'string' || !/^[a-z0-9-]{0,40}$/.test(tool))) return refuse('The plan file\'s "tool" must be a tool\'s name, such as "flow-pattern".');
  const room = roomOfFile(parsed);
  const items = list(parsed, 'items', MAX_ITEMS, 'pieces of furniture').map((value, index) => itemOfFile(value, index, room));
  const openings = list(parsed, 'openings', MAX_OPENINGS, 'doors and windows').map((value, index) => openingOfFile(value, index, room));
  const zoneList = list(parsed, 'zones', MAX_ZONES, 'zones');
  if (zoneList.length > 0 && zoneList.length < MIN_ZONES) refuse(`A zoning plan needs at least ${MIN_ZONES} zones; this one has ${zoneList.length}.`);
  const zones = zoneList.map((value, index) => zoneOfFile(value, index, room));
  const walk = walkOfFile(parsed, room);
  const plan: Plan = walk ? { room, items, openings, zones, walk } : { room, items, openings, zones };
  return displayUnits === undefined ? { plan } : { plan, displayUnits };
}

/**
 * The plan a plan file's text describes, or a refusal with a message saying what is wrong.
 * Never throws; reads nothing but `text` and changes nothing.
 */
export function planFromFile(text: string): PlanFileResult {
  try {
    return { ok: true, ...readPlan(String(text)) };
  } catch (error) {
    // A RangeError (a stack overflow on some pathological input) is refused like any other file.
    return { ok: false, message: error instanceof Refusal ? error.message : 'This file could not be read as a plan file.' };
  }
}

/** What a dropped or chosen file offers: its name, its size in bytes and its text (a DOM File has all three). */
export interface PlanFileSource {
  name: string;
  size: number;
  text(): Promise<string>;
}

/** A file's name fit for a status line: control characters out, at most 60 characters. */
export function displayFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = Array.from(String(name).replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim());
  if (clean.length === 0) return 'the file';
  return clean.length > 60 ? `${clean.slice(0, 59).join('')}…` : clean.join('');
}

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A plan in a few words: '12 pieces, 2 doors, 1 window, 4 zones' (doors, windows and zones only when there are some). */
export function planSummary(plan: Plan): string {
  const doors = plan.openings.filter((o) => o.kind === 'door').length;
  const windows = plan.openings.length - doors;
  const parts = [plan.items.length === 0 ? 'no furniture' : count(plan.items.length, 'piece', 'pieces')];
  if (doors > 0) parts.push(count(doors, 'door', 'doors'));
  if (windows > 0) parts.push(count(windows, 'window', 'windows'));
  if (plan.zones.length > 0) parts.push(count(plan.zones.length, 'zone', 'zones'));
  return parts.join(', ');
}

/** What opening a file gives: the plan and the status line to show, or the refusal's line. */
export type OpenedPlanFile = { ok: true; plan: Plan; displayUnits?: LengthUnit; message: string } | { ok: false; message: string };

/**
 * Reads a chosen or dropped file as a plan: a file over 256 KB is refused from its size, before
 * it is read; the text is then checked by planFromFile. Never rejects.
 */
export async function openPlanFile(file: PlanFileSource): Promise<OpenedPlanFile> {
  const name = displayFileName(file.name);
  const refused = (message: string): OpenedPlanFile => ({ ok: false, message: `Could not open ${name}: ${message}` });
  if (!(file.size <= PLAN_FILE_MAX_BYTES)) return refused('This file is larger than 256 KB: a plan file is much smaller.');
  let text: string;
  try {
    text = await file.text();
  } catch {
    return refused('The file could not be read.');
  }
  const result = planFromFile(text);
  if (!result.ok) return refused(result.message);
  const { plan, displayUnits } = result;
  return { ok: true, plan, ...(displayUnits && { displayUnits }), message: `Opened ${name}: ${planSummary(plan)}.` };
}
