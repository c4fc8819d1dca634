/**
 * Window Optimizer: sun altitude over the day and a daylight factor for a window,
 * from its orientation, the season, the hour, its size and its glazing.
 */
import { clamp, finiteOr, formatNumber } from '../../math/clamp';
import { degToRad } from '../../math/units';
import { defaultsOf, optionOr } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Compass direction the window faces. */
export type Orientation = 'N' | 'E' | 'S' | 'W';
export type Season = 'summer' | 'winter';
export type Glazing = 'clear' | 'low-e' | 'tinted';

/** Inputs: orientation, season, glazing, hour of day (0–24 h) and window size in metres. */
export interface Inputs {
  orientation: Orientation;
  season: Season;
  glazing: Glazing;
  timeH: number;
  widthM: number;
  heightM: number;
}

/** Visible transmittance factor of each glazing (docs/contract.md §1). */
export const GLAZING_FACTOR: Readonly<Record<Glazing, number>> = { clear: 0.8, 'low-e': 0.65, tinted: 0.5 };
/** Noon sun altitude in degrees. */
export const PEAK_ALTITUDE_DEG: Readonly<Record<Season, number>> = { summer: 70, winter: 30 };
/** Azimuth (degrees clockwise from north) each facade faces. */
export const FACADE_AZIMUTH_DEG: Readonly<Record<Orientation, number>> = { N: 0, E: 90, S: 180, W: 270 };
/** Window area at which the size factor reaches 1: the largest window the tool allows, 2.4 × 1.8 m. */
export const REFERENCE_AREA_M2 = 2.4 * 1.8;
/** Share of daylight a facade receives from the sky whatever its direction; the rest needs the sun in front of it. */
export const DIFFUSE_SHARE = 0.6;
/** Daylight factor (%) per unit of daylight value. */
export const DAYLIGHT_SCALE = 120;

/** Controls: Orientation, Season, Glazing, Time (0–24 h), Width (0.6–2.4 m), Height (0.6–1.8 m). */
export const params: ParamList<Inputs> = [
  {
    kind: 'select',
    key: 'orientation',
    label: 'Orientation',
    // South: the usual daylight-first choice in the northern hemisphere.
    default: 'S',
    options: [
      { value: 'N', label: 'North' },
      { value: 'E', label: 'East' },
      { value: 'S', label: 'South' },
      { value: 'W', label: 'West' },
    ],
  },
  {
    kind: 'select',
    key: 'season',
    label: 'Season',
    default: 'summer',
    options: [
      { value: 'summer', label: 'Summer' },
      { value: 'winter', label: 'Winter' },
    ],
  },
  {
    kind: 'select',
    key: 'glazing',
    label: 'Glazing',
    default: 'clear',
    options: [
      { value: 'clear', label: 'Clear' },
      { value: 'low-e', label: 'Low-E' },
      { value: 'tinted', label: 'Tinted' },
    ],
  },
  { kind: 'range', key: 'timeH', label: 'Time', unit: 'h', min: 0, max: 24, step: 0.5, default: 12, decimals: 1 },
  // Size defaults are not in the spec: a common 1.2 × 1.2 m window.
  { kind: 'range', key: 'widthM', label: 'Width', unit: 'm', min: 0.6, max: 2.4, step: 0.1, default: 1.2, decimals: 1 },
  { kind: 'range', key: 'heightM', label: 'Height', unit: 'm', min: 0.6, max: 1.8, step: 0.1, default: 1.2, decimals: 1 },
];

/** Default inputs: a 1.2 × 1.2 m clear south window at noon in summer. */
export const defaults: Inputs = defaultsOf(params);

/** Sun position and daylight. */
export interface Result {
  /** The choices analysed (unknown values read as the defaults S, summer, clear). */
  orientation: Orientation;
  season: Season;
  glazing: Glazing;
  /** Sun altitude above the horizon, degrees (0 at night). */
  sunAltitudeDeg: number;
  /** Sun azimuth, degrees clockwise from north (90 at 6 h, 180 at noon, 270 at 18 h). */
  sunAzimuthDeg: number;
  windowAreaM2: number;
  glazingFactor: number;
  /** Facade exposure 0.6–1: diffuse sky plus direct sun when it is in front of the facade. */
  exposureFactor: number;
  /** Whether the sun is up and in front of the facade. */
  directSun: boolean;
  /** Daylight value, 0–1. */
  daylightValue: number;
  /** min(100, value·120), per cent. */
  daylightFactorPct: number;
}

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
 * Daylight value = glazing factor × min(1, area / 4.32 m²) × exposure × sin(sun altitude),
 * where exposure = 0.6 + 0.4·max(0, cos(sun azimuth − facade azimuth)).
 */
export function compute(inputs: Inputs): Result {
  const orientation = optionOr(inputs.orientation, ['N', 'E', 'S', 'W'], 'S');
  const season = optionOr(inputs.season, ['summer', 'winter'], 'summer');
  const glazing = optionOr(inputs.glazing, ['clear', 'low-e', 'tinted'], 'clear');
  const glazingFactor = GLAZING_FACTOR[glazing];
  const facadeDeg = FACADE_AZIMUTH_DEG[orientation];
  const widthM = Math.max(0, finiteOr(inputs.widthM, 0));
  const heightM = Math.max(0, finiteOr(inputs.heightM, 0));
  const windowAreaM2 = widthM * heightM;
  const altitude = sunAltitudeDeg(inputs.timeH, season);
  const azimuth = sunAzimuthDeg(inputs.timeH);
  const facing = Math.cos(degToRad(azimuth - facadeDeg));
  const exposureFactor = DIFFUSE_SHARE + (1 - DIFFUSE_SHARE) * Math.max(0, facing);
  const sizeFactor = Math.min(1, windowAreaM2 / REFERENCE_AREA_M2);
  const daylightValue = clamp(glazingFactor * sizeFactor * exposureFactor * Math.sin(degToRad(altitude)), 0, 1);
  return {
    orientation,
    season,
    glazing,
    sunAltitudeDeg: altitude,
    sunAzimuthDeg: azimuth,
    windowAreaM2,
    glazingFactor,
    exposureFactor,
    directSun: altitude > 0 && facing > 1e-9,
    daylightValue,
    daylightFactorPct: Math.min(100, daylightValue * DAYLIGHT_SCALE),
  };
}

/** Sun altitude (°) and Daylight factor (%), one decimal. */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Sun altitude', text: `${formatNumber(result.sunAltitudeDeg, 1)}°` },
    { label: 'Daylight factor', text: `${formatNumber(result.daylightFactorPct, 1)} %` },
  ];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Sun altitude = peak × sin(π·(t − 6)/12) between 6 h and 18 h, else 0; peak 70° in summer, 30° in winter. ' +
    'Daylight value = glazing factor (Clear 0.8, Low-E 0.65, Tinted 0.5) × min(1, window area / 4.32 m²) × facade exposure × sin(altitude), ' +
    'with exposure = 0.6 + 0.4 × max(0, cos(sun azimuth − facade azimuth)) and the sun moving from east (6 h) through south (12 h) to west (18 h). ' +
    'Daylight factor = min(100, value × 120) %.',
  units: 'Time in hours, sizes in metres, area in m², angles in degrees, daylight factor in per cent.',
  assumptions:
    'A simplified northern-hemisphere model: a clear sky, no obstructions or overhangs, the sun due south at noon. ' +
    'The section draws a 0.3 m wall reveal for context; the daylight factor does not count its shade. ' +
    '4.32 m² is the largest window the tool allows. The daylight factor is a comparative index for this tool, not a CIE daylight-factor calculation.',
};

const ORIENTATION_NAMES: Readonly<Record<Orientation, string>> = { N: 'north', E: 'east', S: 'south', W: 'west' };
const GLAZING_NAMES: Readonly<Record<Glazing, string>> = { clear: 'clear', 'low-e': 'low-E', tinted: 'tinted' };

const clock = (timeH: number): string => {
  const total = Math.round(clamp(finiteOr(timeH, 12), 0, 24) * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** A prompt for a daylighting review or a render of the window at this hour. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const facing = ORIENTATION_NAMES[result.orientation];
  const season = result.season;
  const sunText =
    result.sunAltitudeDeg > 0
      ? `the sun is ${formatNumber(result.sunAltitudeDeg, 1)}° above the horizon` +
        (result.directSun ? ' and shines onto this facade' : ' but is not in front of this facade')
      : 'the sun is below the horizon';
  const shading =
    result.directSun && season === 'summer'
      ? 'external shading (overhang depth, fins or louvres) to control summer glare and heat gain without losing daylight;'
      : 'how to bring daylight deeper into the room (reveals, light shelves, pale surfaces) while limiting heat loss;';
  return [
    `Act as a daylighting consultant. A ${facing}-facing window, ${formatNumber(inputs.widthM, 1)} m wide × ${formatNumber(inputs.heightM, 1)} m high ` +
      `(${formatNumber(result.windowAreaM2, 2)} m²), has ${GLAZING_NAMES[result.glazing]} glazing (light factor ${formatNumber(result.glazingFactor, 2)}).`,
    `At ${clock(inputs.timeH)} in ${season}, ${sunText}; the tool's daylight factor is ${formatNumber(result.daylightFactorPct, 1)} %.`,
    '',
    'Please advise on:',
    '- whether this size and glazing suit a living room or a workspace behind this facade;',
    `- ${shading}`,
    '- furniture and desk placement to avoid glare at this time of day.',
    '',
    `For an image, render the interior at ${clock(inputs.timeH)} in ${season} with realistic sun angle and daylight through this window.`,
  ].join('\n');
}

// ——— Drawing helpers: the sun path, the hours of direct sun on a facade and the sunlit section ———

/** The section the visual draws: sill height, ceiling height and room depth behind the window, metres. */
export const SECTION_SILL_M = 0.9;
export const SECTION_CEILING_M = 2.8;
export const SECTION_DEPTH_M = 4;
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

/** An hour of the day as a 24-hour clock, 12.5 → '12:30'. */
export function clockTime(timeH: number): string {
  return clock(timeH);
}
