/**
 * Window Optimizer's sun geometry: the sun's altitude and azimuth over the day, its path, the
 * hours it stands in front of a facade, and the sunlit patch in a section through the window.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { degToRad } from '../../math/units';
import { optionOr } from '../params';
import type { Orientation, Season } from './inputs';

/** Noon sun altitude in degrees. */
export const PEAK_ALTITUDE_DEG: Readonly<Record<Season, number>> = { summer: 70, winter: 30 };
/** Azimuth (degrees clockwise from north) each facade faces. */
export const FACADE_AZIMUTH_DEG: Readonly<Record<Orientation, number>> = { N: 0, E: 90, S: 180, W: 270 };

/** Sun altitude in degrees: peak·sin(π·(t − 6)/12) for 6 ≤ t ≤ 18 h, else 0. */
export function sunAltitudeDeg(timeH: number, season: Season): number {
  const t = finiteOr(timeH, 12);
  if (t < 6 || t > 18) return 0;
  return Math.max(0, PEAK_ALTITUDE_DEG[season === 'winter' ? 'winter' : 'summer'] * Math.sin((Math.PI * (t - 6)) / 12));
}

/** Sun azimuth in degrees: east (90) at 6 h, south (180) at noon, west (270) at 18 h, linear in between. */
export function sunAzimuthDeg(timeH: number): number {
  return 90 + (180 * (clamp(finiteOr(timeH, 12), 6, 18) - 6)) / 12;
}

/**
 * What the drawings assume, metres: the sill height and the wall's thickness; and the height of
 * the stretch of wall the elevation draws. The section draws the room of the inputs (Room depth,
 * Room height).
 */
export const SECTION_SILL_M = 0.9;
export const SECTION_CEILING_M = 2.8;
export const SECTION_WALL_M = 0.3;

/** One point of the sun's path: hour, altitude and azimuth in degrees. */
export interface SunPathPoint {
  timeH: number;
  altitudeDeg: number;
  azimuthDeg: number;
}

/** The sun's path from 6 h to 18 h in `count` (≥ 2) evenly spaced samples, for the season. */
export function sunPath(season: Season, count = 49): SunPathPoint[] {
  const n = Math.max(2, Math.floor(finiteOr(count, 49)));
  return Array.from({ length: n }, (_, i) => {
    const timeH = 6 + (12 * i) / (n - 1);
    return { timeH, altitudeDeg: sunAltitudeDeg(timeH, season), azimuthDeg: sunAzimuthDeg(timeH) };
  });
}

/**
 * The hours [from, to] during which the sun stands in front of the facade (sun azimuth within
 * 90° of the facade's), or null when it never does (a north facade in this model).
 */
export function directSunHours(orientation: Orientation): readonly [number, number] | null {
  const facadeDeg = FACADE_AZIMUTH_DEG[optionOr(orientation, ['N', 'E', 'S', 'W'], 'S')];
  // The sun's azimuth runs 90–270°; the facade sees (facade − 90°, facade + 90°), also one turn round.
  for (const centre of [facadeDeg - 360, facadeDeg, facadeDeg + 360]) {
    const from = Math.max(90, centre - 90);
    const to = Math.min(270, centre + 90);
    if (to > from) return [6 + (from - 90) / 15, 6 + (to - 90) / 15];
  }
  return null;
}

/** A point in a section, metres: x into the room from the inner face of the wall, y up from the floor. */
export type SectionPoint = readonly [number, number];

/** Where direct sun falls in a section through the window. */
export interface SunlitSection {
  /** The sunlit volume in the room, between the rays past the head and past the sill, as a polygon. */
  beam: readonly SectionPoint[];
  /** Height (m) at the inner face of the wall of the ray that grazes the outer edge of the head. */
  topAtInnerFaceM: number;
  /** The sunlit stretch of floor [from, to] in metres from the wall, or null. */
  floor: readonly [number, number] | null;
  /** The sunlit stretch of the back wall [from, to] in metres above the floor, or null. */
  backWall: readonly [number, number] | null;
}

/**
 * The sunlit patch in a section through a window (sill and head heights in metres) for a sun
 * `altitudeDeg` above the horizon, in a room `depthM` deep behind a wall `wallM` thick. Rays
 * fall at the altitude angle: the top one grazes the outer edge of the head (the reveal shades
 * the rest), the bottom one the inner edge of the sill; they land on the floor or, past the
 * room's depth, on the back wall. Null when the sun is down or the reveal hides it.
 */
export function sunlitSection(sillM: number, headM: number, altitudeDeg: number, depthM: number, wallM = 0): SunlitSection | null {
  const sill = Math.max(0, finiteOr(sillM, 0));
  const head = Math.max(sill, finiteOr(headM, sill));
  const depth = Math.max(0, finiteOr(depthM, 0));
  const wall = Math.max(0, finiteOr(wallM, 0));
  const altitude = finiteOr(altitudeDeg, 0);
  if (!(altitude > 0) || altitude >= 90 || depth === 0) return null;
  const drop = Math.tan(degToRad(altitude));
  const top = head - wall * drop;
  if (!(top > sill)) return null;
  // Where the ray entering at height y lands: on the floor, or on the back wall.
  const land = (y: number): SectionPoint => (y / drop <= depth ? [y / drop, 0] : [depth, y - depth * drop]);
  const low = land(sill);
  const high = land(top);
  const corner: SectionPoint[] = low[1] === 0 && high[0] === depth && high[1] > 0 ? [[depth, 0]] : [];
  const beam: SectionPoint[] = [[0, top], [0, sill], low, ...corner, high];
  const floor: readonly [number, number] | null = low[1] === 0 ? [low[0], high[1] === 0 ? high[0] : depth] : null;
  const backWall: readonly [number, number] | null = high[0] === depth && high[1] > 0 ? [low[0] === depth ? low[1] : 0, high[1]] : null;
  return { beam, topAtInnerFaceM: top, floor, backWall };
}
