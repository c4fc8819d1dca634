/** Window Optimizer's figures: sun position and the daylight factor, and the outputs shown. */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { degToRad } from '../../math/units';
import { optionOr } from '../params';
import type { ToolOutput } from '../params';
import { FACADE_AZIMUTH_DEG, sunAltitudeDeg, sunAzimuthDeg } from './geometry';
import type { Glazing, Inputs, Orientation, Season } from './inputs';

/** Visible transmittance factor of each glazing (docs/contract.md §1). */
export const GLAZING_FACTOR: Readonly<Record<Glazing, number>> = { clear: 0.8, 'low-e': 0.65, tinted: 0.5 };
/** Window area at which the size factor reaches 1: the largest window the tool allows, 2.4 × 1.8 m. */
export const REFERENCE_AREA_M2 = 2.4 * 1.8;
/** Share of daylight a facade receives from the sky whatever its direction; the rest needs the sun in front of it. */
export const DIFFUSE_SHARE = 0.6;
/** Daylight factor (%) per unit of daylight value. */
export const DAYLIGHT_SCALE = 120;

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
