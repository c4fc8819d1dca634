/** Zoning Mapper's plan: the 560 × 360 canvas, the four fixed-size zones, where a zone may go, and adjacency. */
import { clamp, finiteOr } from '../../math/clamp';

/** Canvas width and height, px. */
export const CANVAS_WIDTH_PX = 560;
export const CANVAS_HEIGHT_PX = 360;
/** Zones are clamped to the canvas minus this many px: x in [0, 520], y in [0, 320]. */
export const CLAMP_INSET_PX = 40;
/** Centre distance at which adjacency reaches 0, px. */
export const ADJACENCY_RANGE_PX = 400;

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

/** A dragged zone's corner, clamped: x in [0, 560 − 40], y in [0, 360 − 40] (non-finite → 0). */
export function clampZonePosition(x: number, y: number): { x: number; y: number } {
  return {
    x: clamp(finiteOr(x, 0), 0, CANVAS_WIDTH_PX - CLAMP_INSET_PX),
    y: clamp(finiteOr(y, 0), 0, CANVAS_HEIGHT_PX - CLAMP_INSET_PX),
  };
}

/** Adjacency of two zones in %: clamp(100 − centre distance / 400 · 100, 0, 100), unrounded. */
export function adjacency(a: Zone, b: Zone): number {
  const distance = Math.hypot(a.x + a.w / 2 - (b.x + b.w / 2), a.y + a.h / 2 - (b.y + b.h / 2));
  return clamp(100 - (distance / ADJACENCY_RANGE_PX) * 100, 0, 100);
}
