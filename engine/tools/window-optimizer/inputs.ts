/**
 * Window Optimizer's inputs: orientation, season, glazing, hour and window size (the spec's), then
 * the place and date of the real sun and the room behind the window, with their controls.
 */
import { defaultsOf } from '../params';
import type { ParamList } from '../params';
import { DATE_MAX, DATE_MIN, DEFAULT_CITY, DEFAULT_DATE } from './daylight';

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
  /** Degrees north, negative south. */
  latitudeDeg: number;
  /** ISO date 'yyyy-mm-dd'. */
  date: string;
  roomWidthM: number;
  roomDepthM: number;
  roomHeightM: number;
  /** Area-weighted mean reflectance of the room's surfaces, 0–1. */
  reflectance: number;
  /** Angle of visible sky from the centre of the window, degrees. */
  skyAngleDeg: number;
}

/**
 * Controls: Orientation, Season, Glazing, Time (0–24 h), Width (0.6–2.4 m), Height (0.6–1.8 m), as
 * the spec lists them; then Latitude, Date, Room width, Room depth, Room height, Mean reflectance
 * and Visible sky angle for the real sun and the average daylight factor.
 */
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
  // London by default; ±89° keeps the azimuth defined (it is not at the poles).
  { kind: 'number', key: 'latitudeDeg', label: 'Latitude', unit: '°', min: -89, max: 89, step: 0.1, default: DEFAULT_CITY.latitudeDeg, decimals: 1 },
  // A fixed date, not today's: the page is prerendered. 1901–2099: where NOAA quotes its algorithm.
  { kind: 'date', key: 'date', label: 'Date', default: DEFAULT_DATE, min: DATE_MIN, max: DATE_MAX },
  // The room: 3.0 × 4.0 m and 2.8 m high, the size the section drew before it followed these inputs.
  // At least 2.4 m wide (the widest window) and 2.7 m high (a 0.9 m sill under the tallest, 1.8 m window).
  { kind: 'range', key: 'roomWidthM', label: 'Room width', unit: 'm', min: 2.4, max: 8, step: 0.1, default: 3, decimals: 1 },
  { kind: 'range', key: 'roomDepthM', label: 'Room depth', unit: 'm', min: 2, max: 8, step: 0.1, default: 4, decimals: 1 },
  { kind: 'range', key: 'roomHeightM', label: 'Room height', unit: 'm', min: 2.7, max: 4, step: 0.1, default: 2.8, decimals: 1 },
  // 0.5: the usual design value for a room with pale walls and ceiling and a mid-toned floor.
  { kind: 'range', key: 'reflectance', label: 'Mean reflectance', min: 0.1, max: 0.8, step: 0.05, default: 0.5, decimals: 2 },
  // 80°: an unobstructed vertical window sees 80° of sky (the BRE's figure); less with obstructions opposite.
  { kind: 'range', key: 'skyAngleDeg', label: 'Visible sky angle', unit: '°', min: 0, max: 90, step: 1, default: 80, decimals: 0 },
];

/** Default inputs: a 1.2 × 1.2 m clear south window at noon in summer, in London on 21 June 2026, in a 3.0 × 4.0 × 2.8 m room. */
export const defaults: Inputs = defaultsOf(params);
