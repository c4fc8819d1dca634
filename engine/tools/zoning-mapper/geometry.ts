/**
 * Zoning Mapper's plan: the room drawn at 40 px = 1 m (14 × 9 m = 560 × 360 px by default), the
 * zones on it (the spec's four by default, 2 to 12 of the visitor's own), where a zone may go
 * and how large it may be, and adjacency.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { unitsToMetres, type PlanScale } from '../../math/planScale';
import type { Room } from '../../plan/types';

/** Canvas width and height of the default 14 × 9 m room, px. */
export const CANVAS_WIDTH_PX = 560;
export const CANVAS_HEIGHT_PX = 360;
/** Zones are clamped to the plan minus this many px: x in [0, W − 40], y in [0, H − 40] (520 and 320 by default). */
export const CLAMP_INSET_PX = 40;
/** Centre distance at which adjacency reaches 0, px (10 m). */
export const ADJACENCY_RANGE_PX = 400;
/**
 * The plan's stated scale: 40 canvas units (px at scale 1) = 1 m, as on the walkthrough's plan,
 * so the 40-unit grid is a 1 m grid and the default plan a 14 × 9 m floor (issue 15: every length in m).
 */
export const PLAN_SCALE: PlanScale = { unitsPerMetre: 40 };
/** Canvas units to metres on this plan. */
export const planMetres = (units: number): number => unitsToMetres(units, PLAN_SCALE);
/** Metres to canvas units (px) on this plan. */
export const planPx = (metres: number): number => finiteOr(metres * PLAN_SCALE.unitsPerMetre, 0);

/** The default room: today's 560 × 360 px plan, 14 × 9 m. */
export const DEFAULT_ROOM: Readonly<Room> = { w: 14, d: 9 };

/** A plan's size, canvas px (the room at 40 px = 1 m). */
export interface PlanSize {
  width: number;
  height: number;
}

/** The default plan, 560 × 360 px. */
export const DEFAULT_PLAN: Readonly<PlanSize> = { width: CANVAS_WIDTH_PX, height: CANVAS_HEIGHT_PX };

/** The plan of `room` (m), px. */
export const planOfRoom = (room: Room): PlanSize => ({ width: planPx(room.w), height: planPx(room.d) });

/** A zone's smallest side: 0.5 m = 20 px. */
export const MIN_ZONE_M = 0.5;
export const MIN_ZONE_PX = MIN_ZONE_M * PLAN_SCALE.unitsPerMetre;

/** The spec's zones' ids (their old link keys: livingX, livingPrivacy, …). A zone of the visitor's own has an id of its own. */
export type ZoneId = string;
export const ZONE_IDS: readonly ZoneId[] = ['living', 'dining', 'work', 'sleep'];

/**
 * A zone: a stable id (the same while it is renamed, moved or resized), its name (`label`),
 * top-left corner and size in px, privacy 0 (public) to 1 (private).
 */
export interface Zone {
  id: ZoneId;
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  privacy: number;
}

/**
 * Default zones, laid out like a plan read from the entrance on the left: living, then dining
 * beside it and work below dining, sleep furthest away.
 */
export const DEFAULT_ZONES: readonly Readonly<Zone>[] = [
  { id: 'living', label: 'Living', x: 40, y: 40, w: 160, h: 120, privacy: 0.2 },
  { id: 'dining', label: 'Dining', x: 220, y: 40, w: 120, h: 100, privacy: 0.4 },
  { id: 'work', label: 'Work', x: 220, y: 200, w: 120, h: 100, privacy: 0.7 },
  { id: 'sleep', label: 'Sleep', x: 380, y: 120, w: 140, h: 120, privacy: 0.9 },
];

/**
 * The default zones laid out for a plan of another size: each scaled with the room (across by its
 * width, down by its depth, from the default 560 × 360 px), so in a small room they keep their
 * arrangement instead of being pushed together against its walls; then fitted (0.5 m a side at
 * least). The default plan's are the defaults themselves.
 */
export function sampleZones(plan: PlanSize): Zone[] {
  const across = plan.width / CANVAS_WIDTH_PX;
  const down = plan.height / CANVAS_HEIGHT_PX;
  return DEFAULT_ZONES.map((zone) =>
    fitZone({ ...zone, x: toMillimetre(zone.x * across), y: toMillimetre(zone.y * down), w: toMillimetre(zone.w * across), h: toMillimetre(zone.h * down) }, plan),
  );
}

/** True when `zones` are the default zones as sampleZones lays them out for `plan`, untouched by the visitor. */
export function isSampleLayout(zones: readonly Zone[], plan: PlanSize): boolean {
  const sample = sampleZones(plan);
  return (
    zones.length === sample.length &&
    zones.every((zone, i) => {
      const other = sample[i]!;
      return zone.id === other.id && zone.label === other.label && zone.privacy === other.privacy && [zone.x - other.x, zone.y - other.y, zone.w - other.w, zone.h - other.h].every((d) => Math.abs(d) < 1e-6);
    })
  );
}

/**
 * A bound in px down to the whole millimetre (0.04 px), so a zone clamped against the wall of a
 * room measured in feet sits where a link (which keeps millimetres) puts it again.
 */
export const toMillimetre = (px: number): number => {
  const mmPx = PLAN_SCALE.unitsPerMetre / 1000;
  return Math.round(Math.floor(px / mmPx + 1e-6) * mmPx * 1e6) / 1e6;
};

/**
 * A zone's corner, clamped so the zone lies wholly inside the plan: x in [0, W − w] and y in
 * [0, H − h], never beyond the contract's [0, W − 40] × [0, H − 40] (the bounds of the X and
 * Y fields). Without a size, the contract's clamp alone. Non-finite coordinates become 0.
 */
export function clampZonePosition(
  x: number,
  y: number,
  w = CLAMP_INSET_PX,
  h = CLAMP_INSET_PX,
  plan: PlanSize = DEFAULT_PLAN,
): { x: number; y: number } {
  const maxX = Math.max(0, toMillimetre(Math.min(plan.width - CLAMP_INSET_PX, plan.width - finiteOr(w, 0))));
  const maxY = Math.max(0, toMillimetre(Math.min(plan.height - CLAMP_INSET_PX, plan.height - finiteOr(h, 0))));
  return { x: clamp(finiteOr(x, 0), 0, maxX), y: clamp(finiteOr(y, 0), 0, maxY) };
}

/** A zone's side, px: at least 0.5 m, at most the plan's side (to the millimetre below). */
export const clampZoneSide = (px: number, planSide: number, fallback = MIN_ZONE_PX): number =>
  clamp(finiteOr(px, fallback), Math.min(MIN_ZONE_PX, planSide), toMillimetre(planSide));

/**
 * A zone kept on the plan: its size at least 0.5 m and at most the plan's, then its corner so it
 * lies wholly inside, privacy in 0–1. Returns the same object when nothing changes.
 */
export function fitZone(zone: Zone, plan: PlanSize): Zone {
  const w = clampZoneSide(zone.w, plan.width);
  const h = clampZoneSide(zone.h, plan.height);
  const { x, y } = clampZonePosition(zone.x, zone.y, w, h, plan);
  const privacy = clamp(finiteOr(zone.privacy, 0.5), 0, 1);
  return x === zone.x && y === zone.y && w === zone.w && h === zone.h && privacy === zone.privacy ? zone : { ...zone, x, y, w, h, privacy };
}

/** A zone's floor area, m² (w × h at the plan's scale). */
export const zoneAreaM2 = (zone: Pick<Zone, 'w' | 'h'>): number => planMetres(zone.w) * planMetres(zone.h);

/** Adjacency of two zones in %: clamp(100 − centre distance / 400 · 100, 0, 100), unrounded. */
export function adjacency(a: Zone, b: Zone): number {
  const distance = Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
  return clamp(100 - (distance / ADJACENCY_RANGE_PX) * 100, 0, 100);
}

/** The overlap area of two boxes, px² (0 when apart). */
const overlap = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }): number => {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
};

/** Grid of the places a new zone is tried at, px (0.5 m). */
const FREE_STEP_PX = 20;

/**
 * Where a new `w` × `h` zone goes: the place on a 0.5 m grid (wholly inside the plan) that
 * overlaps the other zones least, the first in reading order on a tie (so the top-left of the
 * free space).
 */
export function freeSpot(zones: readonly Zone[], w: number, h: number, plan: PlanSize): { x: number; y: number } {
  let best = clampZonePosition(0, 0, w, h, plan);
  let least = Infinity;
  const maxX = Math.max(0, plan.width - w);
  const maxY = Math.max(0, plan.height - h);
  const xs = [...Array.from({ length: Math.floor(maxX / FREE_STEP_PX) + 1 }, (_, i) => i * FREE_STEP_PX), maxX];
  const ys = [...Array.from({ length: Math.floor(maxY / FREE_STEP_PX) + 1 }, (_, i) => i * FREE_STEP_PX), maxY];
  for (const y of ys) {
    for (const x of xs) {
      const spot = clampZonePosition(x, y, w, h, plan);
      const box = { ...spot, w, h };
      let area = 0;
      for (const zone of zones) {
        area += overlap(box, zone);
        if (area >= least) break;
      }
      if (area < least) {
        least = area;
        best = spot;
        if (area === 0) return best;
      }
    }
  }
  return best;
}
