/**
 * Window Optimizer: sun altitude over the day and a daylight factor for a window,
 * from its orientation, the season, the hour, its size and its glazing.
 */
import { clamp, finiteOr, formatNumber } from '../../math/clamp';
import { degToRad } from '../../math/units';
import { defaultsOf, optionOr } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';

/** Route slug. */
export const slug = 'window-optimizer';
/** Prompt card heading. */
export const panelTitle = 'Window Prompt';
/** Download name of the prompt. */
export const fileName = 'window-optimizer-prompt.txt';

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

/** Visible transmittance factor of each glazing (CONTRACT.md §1). */
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
