/**
 * Zoning Mapper's inputs: the room (Units, Room width, Room depth) and the zones on it (2 to 12,
 * the spec's four by default), the per-zone controls the tool renders ({Zone} name, X, Y, W, D,
 * privacy), the changes the plan and the controls make, and how the plan travels in a link.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { roundTo } from '../../math/format';
import { fromMetres, lengthUnit, type LengthUnit, toMetres } from '../../math/units';
import { listOr, planIn, zoneName } from '../../plan/geometry';
import { planFromLink, planToLink } from '../../plan/link';
import { adjustRoom, roomOf, roomParams, type RoomInputs } from '../../plan/room';
import { MAX_ZONES, MIN_ZONES, ZONE_NAME_MAX, type Opening, type Plan, type PlanItem, type PlanZone, type Room } from '../../plan/types';
import { defaultsOf, positionParam, sanitize } from '../params';
import type { NumberParam, ParamList, QueryCodec, RangeParam } from '../params';
import { queryNumber } from '../query';
import {
  CLAMP_INSET_PX,
  DEFAULT_ROOM,
  DEFAULT_ZONES,
  MIN_ZONE_M,
  ZONE_IDS,
  clampZonePosition,
  clampZoneSide,
  fitZone,
  freeSpot,
  isSampleLayout,
  planMetres,
  planOfRoom,
  planPx,
  sampleZones,
  type PlanSize,
  type Zone,
  type ZoneId,
} from './geometry';

/**
 * Inputs: the room (in m or ft) and the zones (px at 40 px = 1 m, in their order: the controls',
 * the pairs'); and the furniture and the doors and windows of a plan that came with them (m),
 * not shown here but kept, so the plan file and the links carry them on to the other tools.
 */
export interface Inputs extends RoomInputs {
  zones: readonly Zone[];
  items: readonly PlanItem[];
  openings: readonly Opening[];
}

/** Controls the engine lists: Units, Room width, Room depth (14 × 9 m by default). The zones' own are rendered by the tool (zoneParams). */
export const params: ParamList<Inputs> = roomParams(DEFAULT_ROOM);

/** Default inputs: a 14 × 9 m room in metres and the spec's four zones with privacy 0.2, 0.4, 0.7, 0.9. */
export const defaults: Inputs = { ...defaultsOf(params), zones: DEFAULT_ZONES.map((zone) => ({ ...zone })), items: [], openings: [] };

/** The room the inputs describe, m (2–30 m a side). */
export const roomOfInputs = (inputs: Inputs): Room => roomOf(inputs, DEFAULT_ROOM);

/** The plan the inputs describe, px (560 × 360 by default). */
export const planOf = (inputs: Inputs): PlanSize => planOfRoom(roomOfInputs(inputs));

/** The zones as given, or the defaults' should they be missing (a sanitiser that knows no lists). */
const zonesOf = (inputs: Inputs): readonly Zone[] => (Array.isArray(inputs.zones) ? inputs.zones : defaults.zones);

/** Zone names compare without regard to case (accessible names are matched so). */
const sameName = (a: string, b: string): boolean => a.toLocaleLowerCase('en') === b.toLocaleLowerCase('en');

/**
 * A zone's name as plain text (≤ 24 characters, 'Zone N' when empty) that no zone of `zones`
 * but `exceptId` already has: a duplicate gets ' 2' (then ' 3', …), cut to stay within 24 characters.
 */
export function uniqueZoneName(raw: string, zones: readonly Zone[], exceptId: ZoneId | null, index: number): string {
  const base = zoneName(raw, `Zone ${index + 1}`);
  const taken = (name: string) => zones.some((zone) => zone.id !== exceptId && sameName(zone.label, name));
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = ` ${n}`;
    const stem = Array.from(base).slice(0, ZONE_NAME_MAX - suffix.length).join('').trimEnd();
    const name = `${stem}${suffix}`;
    if (!taken(name)) return name;
  }
}

/** An id no zone of `zones` has: 'zone1', 'zone2', … */
export function nextZoneId(zones: readonly Zone[]): ZoneId {
  for (let n = 1; ; n += 1) if (!zones.some((zone) => zone.id === `zone${n}`)) return `zone${n}`;
}

const withZone = (inputs: Inputs, id: ZoneId, change: (zone: Zone) => Zone): Inputs => {
  const zones = zonesOf(inputs);
  let changed = false;
  const next = zones.map((zone) => {
    if (zone.id !== id) return zone;
    const updated = change(zone);
    if (updated !== zone) changed = true;
    return updated;
  });
  return changed ? { ...inputs, zones: next } : inputs;
};

/** The inputs after dragging zone `id` to (x, y), clamped like the drag: the zone wholly inside the plan. */
export function moveZone(inputs: Inputs, id: ZoneId, x: number, y: number): Inputs {
  const plan = planOf(inputs);
  return withZone(inputs, id, (zone) => {
    const clamped = clampZonePosition(x, y, zone.w, zone.h, plan);
    return clamped.x === zone.x && clamped.y === zone.y ? zone : { ...zone, ...clamped };
  });
}

/**
 * The inputs after zone `id` is sized `w` × `h` px (at least 0.5 m, at most the room). `anchored`
 * (the corner handle) keeps its top-left corner, so it grows no further than the room's far walls;
 * otherwise (the W and D fields) a zone that would cross a wall moves back inside.
 */
export function resizeZone(inputs: Inputs, id: ZoneId, w: number, h: number, anchored = false): Inputs {
  const plan = planOf(inputs);
  return withZone(inputs, id, (zone) => {
    const side = (value: number, corner: number, planSide: number, previous: number) =>
      clampZoneSide(value, anchored ? Math.max(planSide - corner, Math.min(previous, planSide)) : planSide, previous);
    const sized = { ...zone, w: side(w, zone.x, plan.width, zone.w), h: side(h, zone.y, plan.height, zone.h) };
    const fitted = fitZone(sized, plan);
    return fitted.x === zone.x && fitted.y === zone.y && fitted.w === zone.w && fitted.h === zone.h ? zone : fitted;
  });
}

/** The inputs with zone `id` renamed: plain text, ≤ 24 characters, 'Zone N' when empty, unique (' 2'). */
export function renameZone(inputs: Inputs, id: ZoneId, raw: string): Inputs {
  const zones = zonesOf(inputs);
  const index = zones.findIndex((zone) => zone.id === id);
  if (index < 0) return inputs;
  const label = uniqueZoneName(raw, zones, id, index);
  return withZone(inputs, id, (zone) => (zone.label === label ? zone : { ...zone, label }));
}

/** The inputs with zone `id`'s privacy set (0–1, on the 0.01 grid). */
export function setZonePrivacy(inputs: Inputs, id: ZoneId, privacy: number): Inputs {
  const value = clamp(roundTo(finiteOr(privacy, 0.5), 2), 0, 1);
  return withZone(inputs, id, (zone) => (zone.privacy === value ? zone : { ...zone, privacy: value }));
}

/** A new zone as the Add zone fields give it: name, width and depth in m, privacy 0–1. */
export interface NewZone {
  name: string;
  widthM: number;
  depthM: number;
  privacy: number;
}

/** The Add zone fields' defaults: 3 × 2.5 m at privacy 0.5, named 'Zone N' unless named. */
export const NEW_ZONE_DEFAULTS: Readonly<NewZone> = { name: '', widthM: 3, depthM: 2.5, privacy: 0.5 };

/** Can another zone be added (fewer than 12)? Can one be removed (more than 2)? */
export const canAddZone = (inputs: Inputs): boolean => zonesOf(inputs).length < MAX_ZONES;
export const canRemoveZone = (inputs: Inputs): boolean => zonesOf(inputs).length > MIN_ZONES;

/**
 * The inputs with a new zone at the end (at most 12): its size clamped to the room (≥ 0.5 m),
 * placed where it overlaps the other zones least (engine freeSpot), its name unique.
 */
export function addZone(inputs: Inputs, spec: NewZone): Inputs {
  const zones = zonesOf(inputs);
  if (zones.length >= MAX_ZONES) return inputs;
  const plan = planOf(inputs);
  const w = clampZoneSide(planPx(finiteOr(spec.widthM, NEW_ZONE_DEFAULTS.widthM)), plan.width);
  const h = clampZoneSide(planPx(finiteOr(spec.depthM, NEW_ZONE_DEFAULTS.depthM)), plan.height);
  const { x, y } = freeSpot(zones, w, h, plan);
  const zone: Zone = {
    id: nextZoneId(zones),
    label: uniqueZoneName(spec.name, zones, null, zones.length),
    x,
    y,
    w,
    h,
    privacy: clamp(roundTo(finiteOr(spec.privacy, NEW_ZONE_DEFAULTS.privacy), 2), 0, 1),
  };
  return { ...inputs, zones: [...zones, fitZone(zone, plan)] };
}

/** The inputs without zone `id` (at least two stay). */
export function removeZone(inputs: Inputs, id: ZoneId): Inputs {
  const zones = zonesOf(inputs);
  if (zones.length <= MIN_ZONES || !zones.some((zone) => zone.id === id)) return inputs;
  return { ...inputs, zones: zones.filter((zone) => zone.id !== id) };
}

/** The fields of one zone's controls. */
export type ZoneField = 'x' | 'y' | 'w' | 'd' | 'privacy';

/**
 * One zone's controls: `{Zone} X` and `{Zone} Y` (px, 0 to the plan's size minus 40),
 * `{Zone} W` and `{Zone} D` (in the room's units, step 0.1, from 0.5 m to the room's far wall:
 * the corner stays, so typing a size never moves the zone; on a 0.1 m grid in metres),
 * `{Zone} privacy` (0–1, step 0.01). Their values are zoneFieldValue's.
 */
export function zoneParams(zone: Zone, plan: PlanSize, units: LengthUnit = 'm'): readonly [NumberParam<'x'>, NumberParam<'y'>, NumberParam<'w'>, NumberParam<'d'>, RangeParam<'privacy'>] {
  const side = <K extends 'w' | 'd'>(key: K, label: string, planSide: number, value: number): NumberParam<K> => ({
    kind: 'number',
    key,
    label: `${zone.label} ${label}`,
    unit: units,
    min: fromMetres(MIN_ZONE_M, units),
    max: fromMetres(planMetres(planSide), units),
    step: 0.1,
    default: fromMetres(planMetres(value), units),
    decimals: 1,
    snap: units === 'm',
  });
  return [
    positionParam('x', `${zone.label} X`, plan.width - CLAMP_INSET_PX, zone.x),
    positionParam('y', `${zone.label} Y`, plan.height - CLAMP_INSET_PX, zone.y),
    side('w', 'W', Math.max(plan.width - zone.x, zone.w), zone.w),
    side('d', 'D', Math.max(plan.height - zone.y, zone.h), zone.h),
    { kind: 'range', key: 'privacy', label: `${zone.label} privacy`, min: 0, max: 1, step: 0.01, default: zone.privacy },
  ];
}

/** The value a zone's control shows: X and Y in px, W and D in the room's units, privacy. */
export function zoneFieldValue(zone: Zone, field: ZoneField, units: LengthUnit = 'm'): number {
  switch (field) {
    case 'x':
      return zone.x;
    case 'y':
      return zone.y;
    case 'w':
      return fromMetres(planMetres(zone.w), units);
    case 'd':
      return fromMetres(planMetres(zone.h), units);
    case 'privacy':
      return zone.privacy;
  }
}

/**
 * The inputs after one of zone `id`'s controls gives `raw`: sanitised like a parameter (a
 * non-number is ignored, bounds clamp, the slider snaps), then the zone kept wholly inside.
 */
export function setZoneField(inputs: Inputs, id: ZoneId, field: ZoneField, raw: unknown): Inputs {
  const zone = zonesOf(inputs).find((candidate) => candidate.id === id);
  if (!zone) return inputs;
  const units = lengthUnit(inputs.units);
  const param = zoneParams(zone, planOf(inputs), units).find((candidate) => candidate.key === field)!;
  const list = [param] as unknown as ParamList<Record<string, number>>;
  const value = sanitize(list, { [field]: raw }, { [field]: zoneFieldValue(zone, field, units) })[field]!;
  switch (field) {
    case 'x':
      return moveZone(inputs, id, value, zone.y);
    case 'y':
      return moveZone(inputs, id, zone.x, value);
    case 'w':
      return resizeZone(inputs, id, planPx(toMetres(value, units)), zone.h, true);
    case 'd':
      return resizeZone(inputs, id, zone.w, planPx(toMetres(value, units)), true);
    case 'privacy':
      return setZonePrivacy(inputs, id, value);
  }
}

/**
 * After any change (a field, a link, Reset): the room within 2–30 m (units converted), and each
 * zone kept wholly inside it (moved, and shrunk where it is larger than the room), so the fields
 * show where the zones really are. The same object when nothing changes.
 */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  const items = listOr(next.items, listOr<PlanItem>(previous.items, []));
  const openings = listOr(next.openings, listOr<Opening>(previous.openings, []));
  const sized = adjustRoom(previous, items === next.items && openings === next.openings ? next : { ...next, items, openings }, DEFAULT_ROOM);
  const zones = Array.isArray(next.zones) ? next.zones : zonesOf(previous);
  const plan = planOf(sized);
  const fitted = zones.map((zone) => fitZone(zone, plan));
  const same = zones === next.zones && fitted.every((zone, i) => zone === zones[i]);
  return same ? sized : { ...sized, zones: fitted };
}

/** The whole plan the inputs hold, m: the room, the zones, and the furniture and openings kept for the other tools (each fitted into the room). */
export const planOfInputs = (inputs: Inputs): Plan =>
  planIn(roomOfInputs(inputs), { items: listOr(inputs.items, []), openings: listOr(inputs.openings, []), zones: toPlanZones(zonesFromInputs(inputs)) });

/** The zones, each kept wholly inside the plan (size ≥ 0.5 m and within the room, privacy 0–1). */
export function zonesFromInputs(inputs: Inputs): Zone[] {
  const plan = planOf(inputs);
  return zonesOf(inputs).map((zone) => fitZone(zone, plan));
}

/** The zones as the shared plan model has them (m). */
export const toPlanZones = (zones: readonly Zone[]): PlanZone[] =>
  zones.map((zone) => ({ name: zone.label, x: planMetres(zone.x), y: planMetres(zone.y), w: planMetres(zone.w), d: planMetres(zone.h), privacy: zone.privacy }));

/** Zones read from the plan model (m) as the tool's (px): unique names, the spec's ids where a name is one of the spec's. */
export function fromPlanZones(planZones: readonly PlanZone[]): Zone[] {
  const zones: Zone[] = [];
  for (const [index, planZone] of planZones.slice(0, MAX_ZONES).entries()) {
    const label = uniqueZoneName(planZone.name, zones, null, index);
    const spec = DEFAULT_ZONES.find((zone) => sameName(zone.label, label));
    const id = spec && !zones.some((zone) => zone.id === spec.id) ? spec.id : nextZoneId(zones);
    const px = (metres: number) => roundTo(planPx(metres), 6);
    zones.push({ id, label, x: px(planZone.x), y: px(planZone.y), w: px(planZone.w), h: px(planZone.d), privacy: planZone.privacy });
  }
  return zones;
}

/**
 * The zones once a plan of `room` with `planZones` is opened on `inputs` (by link or file): the
 * plan's own when it has two or more; else the zones stay, except that the default zones the
 * visitor has not touched are laid out again for the new room (sampleZones), as a room from
 * flow-pattern brings none: clamped, they were pushed together (Dining and Work one rectangle in a
 * 4 × 3.5 m bedroom).
 */
export function zonesOnOpening(inputs: Inputs, room: Room, planZones: readonly PlanZone[]): readonly Zone[] {
  if (planZones.length >= MIN_ZONES) return fromPlanZones(planZones);
  const zones = zonesOf(inputs);
  return isSampleLayout(zones, planOf(inputs)) ? sampleZones(planOfRoom(room)) : zones;
}

/** Old links' keys for the spec's zones: livingX, livingY, livingPrivacy, … */
function readOldKeys(get: (key: string) => string | null, base: Inputs): Inputs {
  let inputs = base;
  for (const id of ZONE_IDS) {
    for (const field of ['x', 'y', 'privacy'] as const) {
      const key = `${id}${field === 'privacy' ? 'Privacy' : field.toUpperCase()}`;
      const value = queryNumber(get(key));
      if (value !== null) inputs = setZoneField(inputs, id, field, value);
    }
  }
  return inputs;
}

/**
 * The plan in a link: `plan=` (engine/plan/link.ts, metres: the room, the zones, and any
 * furniture and openings kept for the other tools). Read: a plan's room sets the room (in the
 * link's units), and its furniture and openings are kept; its zones, when there are at least two,
 * replace the zones, else the zones stay (the default zones laid out for the room: zonesOnOpening),
 * so a plan from flow-pattern carries its room and its furniture in. Old links' `livingX`,
 * `livingY`, `livingPrivacy` … still place the spec's zones. A malformed `plan=` is ignored.
 */
export const query: QueryCodec<Inputs> = {
  write: (inputs) => ({ plan: planToLink(planOfInputs(inputs)) }),
  read: (get, base) => {
    let inputs = readOldKeys(get, base);
    const plan = planFromLink(get('plan'));
    if (plan) {
      // The room the parameters give stays where the plan's (to 1 mm) is the same room.
      const room = roomOfInputs(inputs);
      const zones = zonesOnOpening(inputs, plan.room, plan.zones);
      if (Math.abs(room.w - plan.room.w) > 0.001) inputs = { ...inputs, roomWidth: fromMetres(plan.room.w, inputs.units) };
      if (Math.abs(room.d - plan.room.d) > 0.001) inputs = { ...inputs, roomDepth: fromMetres(plan.room.d, inputs.units) };
      inputs = { ...inputs, zones, items: plan.items, openings: plan.openings };
    }
    return adjust(inputs, inputs);
  },
};

/**
 * What changed between two lists of zones, by the controls' names, for the undo announcement:
 * 'Sleep privacy', 'Work X', 'Studio W', 'Studio name'; a zone added or removed by its name.
 */
export function zoneChangeNames(before: readonly Zone[], after: readonly Zone[]): string[] {
  const names: string[] = [];
  for (const zone of before) {
    const other = after.find((candidate) => candidate.id === zone.id);
    if (!other) {
      names.push(zone.label);
      continue;
    }
    if (other.label !== zone.label) names.push(`${zone.label} name`);
    if (other.x !== zone.x) names.push(`${zone.label} X`);
    if (other.y !== zone.y) names.push(`${zone.label} Y`);
    if (other.w !== zone.w) names.push(`${zone.label} W`);
    if (other.h !== zone.h) names.push(`${zone.label} D`);
    if (other.privacy !== zone.privacy) names.push(`${zone.label} privacy`);
  }
  for (const zone of after) if (!before.some((candidate) => candidate.id === zone.id)) names.push(zone.label);
  return names;
}
