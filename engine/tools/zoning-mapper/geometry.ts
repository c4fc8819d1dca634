/** Zoning Mapper's plan: the 560 × 360 canvas, the four fixed-size zones, where a zone may go, and adjacency. */
import { clamp, finiteOr } from '../../math/clamp';
import { unitsToMetres, type PlanScale } from '../../math/planScale';

/** Canvas width and height, px. */
export const CANVAS_WIDTH_PX = 560;
export const CANVAS_HEIGHT_PX = 360;
/** Zones are clamped to the canvas minus this many px: x in [0, 520], y in [0, 320]. */
export const CLAMP_INSET_PX = 40;
/** Centre distance at which adjacency reaches 0, px. */
export const ADJACENCY_RANGE_PX = 400;
/**
 * The plan's stated scale: 40 canvas units (px at scale 1) = 1 m, as on the walkthrough's plan,
 * so the 40-unit grid is a 1 m grid and the plan a 14 × 9 m floor (issue 15: every length in m).
 */
export const PLAN_SCALE: PlanScale = { unitsPerMetre: 40 };
/** Canvas units to metres on this plan. */
export const planMetres = (units: number): number => unitsToMetres(units, PLAN_SCALE);

/** Zone ids, in the order of the controls and the pairs. */
export type ZoneId = 'living' | 'dining' | 'work' | 'sleep';
export const ZONE_IDS: readonly ZoneId[] = ['living', 'dining', 'work', 'sleep'];

/** A zone: top-left corner and size in px, privacy 0 (public) to 1 (private). */
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
 * beside it and work below dining, sleep furthest away. Sizes are fixed.
 */
export const DEFAULT_ZONES: readonly Readonly<Zone>[] = [
  { id: 'living', label: 'Living', x: 40, y: 40, w: 160, h: 120, privacy: 0.2 },
  { id: 'dining', label: 'Dining', x: 220, y: 40, w: 120, h: 100, privacy: 0.4 },
  { id: 'work', label: 'Work', x: 220, y: 200, w: 120, h: 100, privacy: 0.7 },
  { id: 'sleep', label: 'Sleep', x: 380, y: 120, w: 140, h: 120, privacy: 0.9 },
];

/**
 * A zone's corner, clamped so the zone lies wholly inside the plan: x in [0, 560 − w] and y in
 * [0, 360 − h], never beyond the contract's [0, 560 − 40] × [0, 360 − 40] (the bounds of the X and
 * Y fields). Without a size, the contract's clamp alone. Non-finite coordinates become 0.
 */
export function clampZonePosition(x: number, y: number, w = CLAMP_INSET_PX, h = CLAMP_INSET_PX): { x: number; y: number } {
  const maxX = Math.max(0, Math.min(CANVAS_WIDTH_PX - CLAMP_INSET_PX, CANVAS_WIDTH_PX - finiteOr(w, 0)));
  const maxY = Math.max(0, Math.min(CANVAS_HEIGHT_PX - CLAMP_INSET_PX, CANVAS_HEIGHT_PX - finiteOr(h, 0)));
  return { x: clamp(finiteOr(x, 0), 0, maxX), y: clamp(finiteOr(y, 0), 0, maxY) };
}

/** A zone's floor area, m² (w × h at the plan's scale). */
export const zoneAreaM2 = (zone: Pick<Zone, 'w' | 'h'>): number => planMetres(zone.w) * planMetres(zone.h);

/** Adjacency of two zones in %: clamp(100 − centre distance / 400 · 100, 0, 100), unrounded. */
export function adjacency(a: Zone, b: Zone): number {
  const distance = Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
  return clamp(100 - (distance / ADJACENCY_RANGE_PX) * 100, 0, 100);
}
