/**
 * Window Optimizer's figures: the spec's sun position and daylight factor (a relative index), the
 * real sun (NOAA), direct sun on the facade and the BRE average daylight factor; and the outputs shown.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { formatNumber } from '../../math/format';
import { sanitizeIsoDate } from '../../math/isoDate';
import type { SolarPosition } from '../../math/solar';
import { degToRad } from '../../math/units';
import { optionOr } from '../params';
import type { ToolOutput } from '../params';
import {
  ADF_DECIMALS,
  DATE_MAX,
  DATE_MIN,
  DEFAULT_CITY,
  DEFAULT_DATE,
  MAINTENANCE_FACTOR,
  averageDaylightFactorPct,
  directSunOn,
  realSun,
  roomSurfaceAreaM2,
  targetChecks,
  type DaylightTarget,
  type DirectSun,
} from './daylight';
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

  /** The place and date analysed (bad values read as the defaults, London and 21 June 2026). */
  latitudeDeg: number;
  date: string;
  /** The real sun at this hour of local mean solar time (NOAA). */
  sun: SolarPosition;
  /** Direct sun on the facade from the real sun. */
  realDirect: DirectSun;
  /** The room's total internal surface area, windows included, m². */
  roomSurfaceM2: number;
  /** BRE average daylight factor, per cent. */
  averageDaylightFactorPct: number;
  /** The kitchen, living-room and bedroom targets, each met or not. */
  targets: readonly (DaylightTarget & { pass: boolean })[];
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
  const latitudeDeg = clamp(finiteOr(inputs.latitudeDeg, DEFAULT_CITY.latitudeDeg), -89, 89);
  const date = sanitizeIsoDate(inputs.date, DEFAULT_DATE, DATE_MIN, DATE_MAX);
  const sun = realSun(latitudeDeg, date, inputs.timeH);
  const roomSurfaceM2 = roomSurfaceAreaM2(inputs.roomWidthM, inputs.roomDepthM, inputs.roomHeightM);
  const adf = averageDaylightFactorPct({
    transmittance: glazingFactor,
    glazedAreaM2: windowAreaM2,
    skyAngleDeg: inputs.skyAngleDeg,
    maintenance: MAINTENANCE_FACTOR,
    surfaceAreaM2: roomSurfaceM2,
    reflectance: inputs.reflectance,
  });
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
    latitudeDeg,
    date,
    sun,
    realDirect: directSunOn(facadeDeg, sun.azimuthDeg, sun.apparentElevationDeg),
    roomSurfaceM2,
    averageDaylightFactorPct: adf,
    targets: targetChecks(adf),
  };
}

/** Direct sun in a few words, for the result: 'Yes, 34.0° off normal', 'No, sun behind facade', 'No, sun down'. */
export function directSunShort(direct: DirectSun): string {
  if (direct.reason === 'direct') return `Yes, ${formatNumber(direct.offNormalDeg, 1)}° off normal`;
  return direct.reason === 'below-horizon' ? 'No, sun down' : 'No, sun behind facade';
}

/** Direct sun in words: 'Yes, 34.0° off the window's normal', or why not. */
export function directSunText(direct: DirectSun): string {
  const off = `${formatNumber(direct.offNormalDeg, 1)}°`;
  if (direct.reason === 'direct') return `Yes, ${off} off the window's normal`;
  if (direct.reason === 'below-horizon') return 'No, the sun is below the horizon';
  return `No, the sun is behind the facade (${off} off its normal)`;
}

/**
 * The spec's Sun altitude (°) and Daylight factor (%), one decimal; then the real sun's Solar
 * elevation (refraction included) and Sun azimuth (° from north, clockwise), one decimal, Direct
 * sun in words, and the Average daylight factor (%, two decimals).
 */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Sun altitude', text: `${formatNumber(result.sunAltitudeDeg, 1)}°` },
    { label: 'Daylight factor', text: `${formatNumber(result.daylightFactorPct, 1)} %` },
    { label: 'Solar elevation', text: `${formatNumber(result.sun.apparentElevationDeg, 1)}°` },
    { label: 'Sun azimuth', text: `${formatNumber(result.sun.azimuthDeg, 1)}°` },
    { label: 'Direct sun', text: directSunShort(result.realDirect) },
    { label: 'Average daylight factor', text: `${formatNumber(result.averageDaylightFactorPct, ADF_DECIMALS)} %` },
  ];
}
