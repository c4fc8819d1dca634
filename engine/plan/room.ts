/**
 * The room's size as a tool's controls: Units (m or ft), Room width and Room depth, in the
 * chosen unit, each kept within 2–30 m. Each layout tool defaults them to its own plan
 * (flow-pattern 11.2 × 7.2 m, zoning-mapper 14 × 9 m, vr-walkthrough 14 × 8 m).
 */
import { clamp, finiteOr } from '../math/clamp';
import { formatNumber, formatTrimmed, roundTo } from '../math/format';
import { fromMetres, lengthUnit, type LengthUnit, toMetres } from '../math/units';
import type { NumberParam, SelectParam } from '../tools/params';
import { ROOM_MAX_M, ROOM_MIN_M, type Room } from './types';

/** The room inputs a layout tool holds. */
export interface RoomInputs {
  units: LengthUnit;
  roomWidth: number;
  roomDepth: number;
}

/**
 * Units (m, ft), Room width and Room depth (step 0.1, in the chosen unit), defaulting to `room` in
 * metres. A side typed takes effect when the field is left or Enter is pressed: the numbers it
 * passes through on the way (1 on the way to 10) would each push the furniture, the zones and the
 * waypoints into a smaller room.
 */
export function roomParams(room: Room): [SelectParam<'units', LengthUnit>, NumberParam<'roomWidth'>, NumberParam<'roomDepth'>] {
  return [
    { kind: 'select', key: 'units', label: 'Units', default: 'm', options: [{ value: 'm', label: 'm' }, { value: 'ft', label: 'ft' }] },
    { kind: 'number', key: 'roomWidth', label: 'Room width', unitFrom: 'units', min: 0, max: 1000, step: 0.1, default: room.w, decimals: 2, onCommit: true },
    { kind: 'number', key: 'roomDepth', label: 'Room depth', unitFrom: 'units', min: 0, max: 1000, step: 0.1, default: room.d, decimals: 2, onCommit: true },
  ];
}

/** A side in metres, within 2–30 m (a non-number becomes `fallback`). */
export const roomSideM = (metres: number, fallback: number): number => clamp(finiteOr(metres, fallback), ROOM_MIN_M, ROOM_MAX_M);

/** The room the inputs describe, m, each side within 2–30 m. */
export function roomOf(inputs: RoomInputs, fallback: Room): Room {
  const units: LengthUnit = lengthUnit(inputs.units);
  return { w: roomSideM(toMetres(inputs.roomWidth, units), fallback.w), d: roomSideM(toMetres(inputs.roomDepth, units), fallback.d) };
}

/**
 * After a change: switching units converts the room (it stays the same size), and each side is
 * written back within 2–30 m in the chosen unit (to 2 decimals), so the fields show the room drawn.
 */
export function adjustRoom<I extends RoomInputs>(previous: I, next: I, fallback: Room): I {
  const units: LengthUnit = lengthUnit(next.units);
  const converted =
    previous.units !== next.units
      ? { roomWidth: fromMetres(toMetres(next.roomWidth, previous.units), units), roomDepth: fromMetres(toMetres(next.roomDepth, previous.units), units) }
      : { roomWidth: next.roomWidth, roomDepth: next.roomDepth };
  const room = roomOf({ units, ...converted }, fallback);
  const inUnit = (metres: number, typed: number): number => {
    // Keep what was typed when it is already within bounds (no rounding drift), else the bound.
    const typedM = toMetres(typed, units);
    return Number.isFinite(typed) && Math.abs(typedM - metres) < 1e-9 ? typed : roundTo(fromMetres(metres, units), 2);
  };
  const roomWidth = inUnit(room.w, converted.roomWidth);
  const roomDepth = inUnit(room.d, converted.roomDepth);
  return roomWidth === next.roomWidth && roomDepth === next.roomDepth ? next : { ...next, roomWidth, roomDepth };
}

/** A length in feet as plain text: up to 2 decimals, trailing zeros dropped ('45.93', '14'). */
const feetText = (metres: number): string => formatTrimmed(fromMetres(metres, 'ft'), 2);

/**
 * For a visitor working in feet, the room's size in feet, to set beside the plan's own (drawn and
 * described in metres, on a metre grid): '45.93 × 26.25 ft', or in words for a screen reader
 * '45.93 by 26.25 feet'; '' in metres.
 */
export function roomInFeet(room: Room, units: LengthUnit, words = false): string {
  if (units !== 'ft') return '';
  return words ? `${feetText(room.w)} by ${feetText(room.d)} feet` : `${feetText(room.w)} × ${feetText(room.d)} ft`;
}

/** ` (45.93 × 26.25 ft)` for a visitor working in feet, '' in metres: roomInFeet in brackets, to follow the metric size. */
export const feetAside = (room: Room, units: LengthUnit, words = false): string => (units === 'ft' ? ` (${roomInFeet(room, units, words)})` : '');

/** Up to this many pieces that do not fit are named; the rest are counted. */
const NAMED_MAX = 6;

/** Within this (m) a piece is taken to fit its room: the rounding of a size typed in feet. */
const FIT_TOLERANCE_M = 1e-6;

/**
 * The indexes of the pieces larger than `room` on either side as they stand (turned): kept inside
 * the room, they sit against its left or top wall and run through the wall opposite.
 */
export function piecesLargerThanRoom(room: Room, items: readonly { w: number; d: number }[]): number[] {
  return items.flatMap((item, index) => (item.w > room.w + FIT_TOLERANCE_M || item.d > room.d + FIT_TOLERANCE_M ? [index] : []));
}

/** 'W × D m' in `units`, two decimals: '2.80 × 0.96 m', '9.19 × 3.15 ft'. */
export function sizeText(w: number, d: number, units: LengthUnit): string {
  const unit = lengthUnit(units);
  return `${formatNumber(fromMetres(w, unit), 2)} × ${formatNumber(fromMetres(d, unit), 2)} ${unit}`;
}

/**
 * A plain statement of the pieces larger than the room, in `units`, or '' when every piece fits:
 * 'Sofa (2.80 × 0.96 m) does not fit the 2.00 × 2.00 m room.' `labels` name the pieces, in the
 * order of `items`.
 */
export function largerThanRoomText(room: Room, items: readonly { w: number; d: number }[], labels: readonly string[], units: LengthUnit): string {
  const large = piecesLargerThanRoom(room, items);
  if (large.length === 0) return '';
  const pieces = large.map((index) => `${labels[index] ?? `Piece ${index + 1}`} (${sizeText(items[index]!.w, items[index]!.d, units)})`);
  const named = pieces.slice(0, NAMED_MAX);
  const list = pieces.length === 1 ? pieces[0]! : pieces.length > NAMED_MAX ? `${named.join(', ')} and ${pieces.length - NAMED_MAX} more` : `${pieces.slice(0, -1).join(', ')} and ${pieces.at(-1)!}`;
  return `${list} ${pieces.length === 1 ? 'does' : 'do'} not fit the ${sizeText(room.w, room.d, units)} room.`;
}
