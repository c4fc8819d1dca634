/** Window Optimizer's inputs: orientation, season, glazing, hour and window size, with their controls. */
import { defaultsOf } from '../params';
import type { ParamList } from '../params';

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
