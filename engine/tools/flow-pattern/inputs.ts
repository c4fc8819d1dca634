/**
 * Flow Pattern's inputs: the designer's room (Units, Room width, Room depth), their furniture
 * (up to 40 pieces from the catalogue or custom boxes, placed in canvas px at 1 px = 2 cm), the
 * doors and windows (held and passed through for the plan's other views), the zones of a plan
 * that came with them (kept, not shown, for the plan file and the links), and the selected
 * piece; the edits (add, move, turn, copy, remove), and how the plan travels in a link.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { roundTo } from '../../math/format';
import { fromMetres, type LengthUnit } from '../../math/units';
import { CATALOGUE, CUSTOM_KIND, type CatalogueGroup } from '../../plan/catalogue';
import { clampOpening, clampZone, listOr, makeItem, nextRotation } from '../../plan/geometry';
import { planFromLink, planToLink } from '../../plan/link';
import { freeSpot, itemLabels, spotBeside } from '../../plan/placement';
import { adjustRoom, roomOf, roomParams } from '../../plan/room';
import { MAX_ITEMS, type Opening, type Plan, type PlanItem, type PlanZone, type Room } from '../../plan/types';
import { defaultsOf, type ParamList, type QueryCodec } from '../params';
import { queryNumber } from '../query';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, DEFAULT_SOFA, DEFAULT_TABLE, clampItem, turnedItem, type FlowItem, type PlacedItem } from './furniture';
import { wholeWall, type FlowGate } from './simulation';

/** Canvas px per metre (1 px = 2 cm). */
export const PX_PER_M = 50;
/** The spec's room: 560 × 360 px = 11.2 × 7.2 m. */
export const DEFAULT_ROOM: Readonly<Room> = { w: CANVAS_WIDTH_PX / PX_PER_M, d: CANVAS_HEIGHT_PX / PX_PER_M };
/** A new piece keeps an accessible route's width (46 px = 0.92 m) from the others and the walls where it can, else 20 cm. */
export const PLACE_CLEAR_PX = 46;
export const PLACE_GAP_PX = 10;
/** Grid step of the search for free space, px (20 cm). */
export const PLACE_STEP_PX = 10;

export { MAX_ITEMS };

/** Inputs: the room, the furniture (px), the doors and windows (m, as the plan holds them) and the selected piece's id. */
export interface Inputs {
  units: LengthUnit;
  roomWidth: number;
  roomDepth: number;
  items: readonly FlowItem[];
  openings: readonly Opening[];
  /** The zones of a plan that came with them (m): not shown here, kept for the plan file and the links. */
  zones: readonly PlanZone[];
  selected: string | null;
}

/** Controls: Units (m, ft), Room width and Room depth (2–30 m, default 11.2 × 7.2 m). The furniture has its own controls. */
export const params: ParamList<Inputs> = roomParams({ ...DEFAULT_ROOM });

const stripLabel = ({ label: _label, ...item }: PlacedItem): FlowItem => item;

/** Default inputs: the 11.2 × 7.2 m room with the spec's sofa at (60, 120) and table at (220, 70), nothing selected. */
export const defaults: Inputs = { ...defaultsOf(params), items: [stripLabel(DEFAULT_SOFA), stripLabel(DEFAULT_TABLE)], openings: [], zones: [], selected: null };

/** Px, without binary noise (11.2 × 50 is 560). */
const px = (metres: number): number => roundTo(metres * PX_PER_M, 6);

/** The room the inputs describe, m. */
export const roomOfInputs = (inputs: Pick<Inputs, 'units' | 'roomWidth' | 'roomDepth'>): Room => roomOf(inputs, DEFAULT_ROOM);

/** The room's size on the canvas, px (560 × 360 by default). */
export function roomPx(inputs: Pick<Inputs, 'units' | 'roomWidth' | 'roomDepth'>): { widthPx: number; heightPx: number } {
  const room = roomOfInputs(inputs);
  return { widthPx: px(room.w), heightPx: px(room.d) };
}

/** The items with their labels ('Dining chair', 'Dining chair 2'), clamped wholly inside the room. */
export function placedItems(inputs: Inputs): PlacedItem[] {
  const { widthPx, heightPx } = roomPx(inputs);
  const labels = itemLabels(inputs.items.map((item) => item.kind));
  return inputs.items.map((item, index) => clampItem({ ...item, label: labels[index]! }, widthPx, heightPx));
}

/** An id no item of `items` has, after its kind: 'chair', then 'chair2', 'chair3' … (the defaults are 'sofa' and 'table'). */
function freshId(items: readonly FlowItem[], kind: string): string {
  const ids = new Set(items.map((item) => item.id));
  if (!ids.has(kind)) return kind;
  let k = 2;
  while (ids.has(`${kind}${k}`)) k += 1;
  return `${kind}${k}`;
}

/** A plan piece (m) as a canvas item (px). */
const itemFromPlan = (item: PlanItem, id: string): FlowItem => ({ id, kind: item.kind, x: px(item.x), y: px(item.y), w: px(item.w), h: px(item.d), heightM: item.h, rot: item.rot });

/** The selected item's id when it is in the list, else null. */
export const selectedId = (inputs: Inputs): string | null => (inputs.selected !== null && inputs.items.some((item) => item.id === inputs.selected) ? inputs.selected : null);

/**
 * After a change: the room within 2–30 m in the chosen unit (switching units converts it), every
 * item moved wholly inside it (the fields follow), every opening kept on its wall, the selection
 * cleared when its item is gone. Lists the sanitiser hands back as none are kept.
 */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  const withLists: Inputs = {
    ...next,
    items: listOr(next.items, previous.items),
    openings: listOr(next.openings, previous.openings),
    zones: listOr(next.zones, listOr<PlanZone>(previous.zones, [])),
    selected: typeof next.selected === 'string' ? next.selected : null,
  };
  const sized = adjustRoom(previous, withLists, { ...DEFAULT_ROOM });
  const room = roomOfInputs(sized);
  const { widthPx, heightPx } = roomPx(sized);
  const items = sized.items.map((item) => clampItem(item, widthPx, heightPx));
  const openings = sized.openings.map((opening) => clampOpening(opening, room));
  const changed = items.some((item, i) => item !== sized.items[i]) || openings.some((opening, i) => opening !== sized.openings[i]);
  const result = changed ? { ...sized, items, openings } : sized;
  const selected = selectedId(result);
  return selected === result.selected ? result : { ...result, selected };
}

/** The piece a new item of `kind` would be (custom size in m for a box), px, at the origin; null for an unknown kind. */
function newItem(kind: string, id: string, custom?: { w: number; d: number; h: number }): FlowItem | null {
  const item = makeItem(kind, 0, 0, 0, custom);
  return item && itemFromPlan(item, id);
}

/** Whether another item can be added (fewer than 40). */
export const canAdd = (inputs: Inputs): boolean => inputs.items.length < MAX_ITEMS;

/**
 * The inputs with a new piece of `kind` (a custom box of `custom` size, m) in free space (the first
 * free place on a 20 cm grid, a walkable 0.92 m from the others and the walls where it can, else
 * 20 cm, else touching; with none free, the least crowded), and selected. Unchanged at 40 items or for an unknown kind.
 */
export function addItem(inputs: Inputs, kind: string, custom?: { w: number; d: number; h: number }): Inputs {
  if (!canAdd(inputs)) return inputs;
  const item = newItem(kind, freshId(inputs.items, kind), custom);
  if (!item) return inputs;
  const { widthPx, heightPx } = roomPx(inputs);
  const others = placedItems(inputs).map((o) => ({ x: o.x, y: o.y, w: o.w, d: o.h }));
  const at = freeSpot(item.w, item.h, others, widthPx, heightPx, { step: PLACE_STEP_PX, margins: [PLACE_CLEAR_PX, PLACE_GAP_PX] });
  const placed = clampItem({ ...item, x: at.x, y: at.y }, widthPx, heightPx);
  return { ...inputs, items: [...inputs.items, placed], selected: placed.id };
}

/** The inputs with item `id` moved to (x, y) px, clamped wholly inside the room like a drag. */
export function moveItem(inputs: Inputs, id: string, x: number, y: number): Inputs {
  const index = inputs.items.findIndex((item) => item.id === id);
  if (index < 0) return inputs;
  const { widthPx, heightPx } = roomPx(inputs);
  const item = inputs.items[index]!;
  const moved = clampItem({ ...item, x: finiteOr(x, item.x), y: finiteOr(y, item.y) }, widthPx, heightPx);
  if (moved.x === item.x && moved.y === item.y) return inputs;
  return { ...inputs, items: inputs.items.map((other, i) => (i === index ? moved : other)) };
}

/** The inputs with item `id` turned 90° clockwise about its centre (to the whole px), kept inside the room. */
export function rotateItem(inputs: Inputs, id: string): Inputs {
  const index = inputs.items.findIndex((item) => item.id === id);
  if (index < 0) return inputs;
  const { widthPx, heightPx } = roomPx(inputs);
  const item = inputs.items[index]!;
  const turned: FlowItem = { ...turnedItem(item, widthPx, heightPx), rot: nextRotation(item.rot) };
  return { ...inputs, items: inputs.items.map((other, i) => (i === index ? turned : other)), selected: id };
}

/** The inputs with a copy of item `id` beside it (20 cm apart, or the nearest free place), selected. Unchanged at 40 items. */
export function duplicateItem(inputs: Inputs, id: string): Inputs {
  const index = inputs.items.findIndex((item) => item.id === id);
  if (index < 0 || !canAdd(inputs)) return inputs;
  const { widthPx, heightPx } = roomPx(inputs);
  const boxes = placedItems(inputs).map((o) => ({ x: o.x, y: o.y, w: o.w, d: o.h }));
  const at = spotBeside(boxes, index, widthPx, heightPx, PLACE_GAP_PX, PLACE_STEP_PX);
  const copy = clampItem({ ...inputs.items[index]!, id: freshId(inputs.items, inputs.items[index]!.kind), x: at.x, y: at.y }, widthPx, heightPx);
  return { ...inputs, items: [...inputs.items, copy], selected: copy.id };
}

/** The inputs without item `id` (nothing selected). */
export function removeItem(inputs: Inputs, id: string): Inputs {
  if (!inputs.items.some((item) => item.id === id)) return inputs;
  return { ...inputs, items: inputs.items.filter((item) => item.id !== id), selected: null };
}

/** The plan the inputs describe, in metres (for the plan file, the DXF and the other layout tools). */
export function flowPlan(inputs: Inputs): Plan {
  const room = roomOfInputs(inputs);
  const m = (value: number): number => roundTo(value / PX_PER_M, 6);
  return {
    room,
    items: placedItems(inputs).map((item) => ({ kind: item.kind, x: m(item.x), y: m(item.y), w: m(item.w), d: m(item.h), h: item.heightM, rot: item.rot })),
    openings: inputs.openings.map((opening) => ({ ...opening })),
    zones: listOr<PlanZone>(inputs.zones, []).map((zone) => clampZone(zone, room)),
  };
}

/** The inputs holding `plan` (its room in the inputs' unit, its items in px, its openings as they are). */
export function inputsFromPlan(plan: Plan, base: Inputs): Inputs {
  const items: FlowItem[] = [];
  for (const item of plan.items.slice(0, MAX_ITEMS)) items.push(itemFromPlan(item, freshId(items, item.kind)));
  const unit = base.units;
  const side = (metres: number): number => (unit === 'm' ? metres : roundTo(fromMetres(metres, unit), 2));
  return { ...base, roomWidth: side(plan.room.w), roomDepth: side(plan.room.d), items, openings: plan.openings.map((o) => ({ ...o })), zones: plan.zones, selected: null };
}

/** The wall across the room from `wall`. */
export const OPPOSITE_WALL: Readonly<Record<Opening['wall'], Opening['wall']>> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };

/** Where the flow's particles come in and go out (px), for stepFlow. */
export interface FlowDoors {
  entries: FlowGate[];
  exits: FlowGate[];
  /** The exits are the entries: a particle leaves by another door than the one it came in by. */
  noReturn: boolean;
}

/**
 * The flow's ways in and out from the doors (windows carry no one): none → null (the default,
 * in through the whole left wall, out through the whole right wall); one door → in through it and
 * out across the whole wall opposite it (as if the room went on), back in at the door; two or
 * more → in at one door and out by another.
 */
export function flowDoors(inputs: Inputs): FlowDoors | null {
  const room = roomOfInputs(inputs);
  const { widthPx, heightPx } = roomPx(inputs);
  const doors: FlowGate[] = inputs.openings
    .filter((opening) => opening.kind === 'door')
    .map((opening) => {
      const door = clampOpening(opening, room);
      return { wall: door.wall, start: px(door.at), end: px(door.at + door.width) };
    });
  if (doors.length === 0) return null;
  if (doors.length === 1) return { entries: doors, exits: [wholeWall(OPPOSITE_WALL[doors[0]!.wall], widthPx, heightPx)], noReturn: false };
  return { entries: doors, exits: doors, noReturn: true };
}

/** The catalogue by group, in the catalogue's order, for the `Item` select. */
export function catalogueGroups(): { group: CatalogueGroup; entries: { id: string; name: string; w: number; d: number }[] }[] {
  const groups: { group: CatalogueGroup; entries: { id: string; name: string; w: number; d: number }[] }[] = [];
  for (const entry of CATALOGUE) {
    let group = groups.find((g) => g.group === entry.group);
    if (!group) groups.push((group = { group: entry.group, entries: [] }));
    group.entries.push({ id: entry.id, name: entry.name, w: entry.w, d: entry.d });
  }
  return groups;
}

export { CUSTOM_KIND };

/** The old links' keys: the spec's sofa and table corners, px. */
const OLD_KEYS = [
  ['sofaX', 0, 'x'],
  ['sofaY', 0, 'y'],
  ['tableX', 1, 'x'],
  ['tableY', 1, 'y'],
] as const;

/**
 * The whole plan in a link as `plan=` (engine/plan/link.ts: m, a 40-piece plan well under 2,000
 * characters). Read back: `plan=` (its room replaces Room width and Room depth), else the old
 * links' `sofaX`, `sofaY`, `tableX` and `tableY` (the spec's sofa and table at those corners, px,
 * clamped like a drag). A malformed `plan=` is ignored as a whole.
 */
export const query: QueryCodec<Inputs> = {
  write: (inputs) => ({ plan: planToLink(flowPlan(inputs)) }),
  read: (get, base) => {
    const plan = planFromLink(get('plan'));
    if (plan) return inputsFromPlan(plan, base);
    let items: FlowItem[] | null = null;
    for (const [key, index, axis] of OLD_KEYS) {
      const value = queryNumber(get(key));
      if (value === null) continue;
      items ??= base.items.map((item) => ({ ...item }));
      const item = items[index];
      if (item) items[index] = { ...item, [axis]: clamp(value, 0, 1e6) };
    }
    if (!items) return base;
    const { widthPx, heightPx } = roomPx(base);
    return { ...base, items: items.map((item) => clampItem(item, widthPx, heightPx)) };
  },
};

/**
 * What changed in the furniture between two states, for the undo announcement, the same read
 * either way (an undo or a redo): each moved piece's fields ('Sofa X', 'Sofa Y'), 'Sofa turned',
 * and the name of a piece there in one state only ('Double bed'). Undefined when nothing did.
 */
export function itemChangeNames(before: Inputs, after: Inputs): string[] | undefined {
  const names: string[] = [];
  const labelsBefore = itemLabels(before.items.map((item) => item.kind));
  const labelsAfter = itemLabels(after.items.map((item) => item.kind));
  const afterById = new Map(after.items.map((item) => [item.id, item]));
  const beforeIds = new Set(before.items.map((item) => item.id));
  before.items.forEach((item, index) => {
    const now = afterById.get(item.id);
    const label = labelsBefore[index]!;
    if (!now) names.push(label);
    else if (now.rot !== item.rot) names.push(`${label} turned`);
    else {
      if (now.x !== item.x) names.push(`${label} X`);
      if (now.y !== item.y) names.push(`${label} Y`);
    }
  });
  after.items.forEach((item, index) => {
    if (!beforeIds.has(item.id)) names.push(labelsAfter[index]!);
  });
  return names.length > 0 ? names : undefined;
}
