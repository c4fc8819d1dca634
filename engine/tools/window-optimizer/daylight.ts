/**
 * Window Optimizer's real daylight, beside the spec's index: the sun's true position for a
 * latitude, date and hour (NOAA's algorithm, ../../math/solar.ts), whether it shines on the
 * facade, and the BRE average daylight factor of the room behind the window.
 */
import { clamp, finiteOr } from '../../math/clamp';
import { roundTo } from '../../math/format';
import { parseIsoDate } from '../../math/isoDate';
import { angleBetweenDeg, solarPosition, type SolarPosition } from '../../math/solar';

/** The default place: London, 51.5° N (the Greenwich meridian, so local mean time is GMT). */
export const DEFAULT_CITY = { name: 'London', latitudeDeg: 51.5 } as const;
/**
 * The default date: the June solstice of a fixed year, never today's date (pages are
 * prerendered, so the page would otherwise change on hydration). Summer, as the Season default.
 */
export const DEFAULT_DATE = '2026-06-21';
/** Dates the NOAA algorithm is quoted for. */
export const DATE_MIN = '1901-01-01';
export const DATE_MAX = '2099-12-31';

/**
 * The sun's true position at `timeH` hours of local mean solar time (the clock on the time
 * zone's central meridian, without daylight saving) on `dateIso` at `latitudeDeg`: NOAA's
 * algorithm on longitude 0 and UTC+0, which is exactly that clock. The equation of time is
 * included, so the sun is due south a few minutes before or after 12:00.
 */
export function realSun(latitudeDeg: number, dateIso: string, timeH: number): SolarPosition {
  const date = parseIsoDate(dateIso) ?? parseIsoDate(DEFAULT_DATE)!;
  return solarPosition({ latitudeDeg: finiteOr(latitudeDeg, DEFAULT_CITY.latitudeDeg), longitudeDeg: 0, date, timeH: clamp(finiteOr(timeH, 12), 0, 24), utcOffsetH: 0 });
}

/** Whether direct sun reaches a facade, and how far the sun stands from the facade's normal. */
export interface DirectSun {
  /** The sun is above the horizon (refraction included) and in front of the facade (within 90° of its normal). */
  direct: boolean;
  /** Why not, when not. */
  reason: 'direct' | 'below-horizon' | 'behind-facade';
  /** Horizontal angle between the sun's azimuth and the facade's normal, degrees, 0–180. */
  offNormalDeg: number;
}

/** Direct sun on a facade facing `facadeAzimuthDeg` (clockwise from north) from a sun at that azimuth and apparent elevation. */
export function directSunOn(facadeAzimuthDeg: number, sunAzimuthDeg: number, sunElevationDeg: number): DirectSun {
  const offNormalDeg = angleBetweenDeg(sunAzimuthDeg, facadeAzimuthDeg);
  if (!(sunElevationDeg > 0)) return { direct: false, reason: 'below-horizon', offNormalDeg };
  if (!(offNormalDeg < 90)) return { direct: false, reason: 'behind-facade', offNormalDeg };
  return { direct: true, reason: 'direct', offNormalDeg };
}

/**
 * Maintenance factor M for vertical glazing in a clean, non-industrial setting: 0.9 (the dirt
 * on glass correction in Tregenza & Sharples, Daylighting Algorithms, ETSU 1993, after CIBSE).
 */
export const MAINTENANCE_FACTOR = 0.9;

/** Total internal surface area of a box room, windows included: 2·(W·D + W·H + D·H), m². */
export function roomSurfaceAreaM2(widthM: number, depthM: number, heightM: number): number {
  const [w, d, h] = [widthM, depthM, heightM].map((v) => Math.max(0, finiteOr(v, 0))) as [number, number, number];
  return 2 * (w * d + w * h + d * h);
}

/** What the average daylight factor needs. */
export interface AdfInputs {
  /** Diffuse visible transmittance of the glazing, 0–1. */
  transmittance: number;
  /** Glazed area, m². */
  glazedAreaM2: number;
  /** Angle of visible sky from the centre of the window, degrees (80° unobstructed vertical window). */
  skyAngleDeg: number;
  /** Maintenance (dirt) factor, 0–1. */
  maintenance: number;
  /** Total internal surface area, windows included, m². */
  surfaceAreaM2: number;
  /** Area-weighted mean reflectance of the room's surfaces, 0–1 (below 1). */
  reflectance: number;
}

/**
 * BRE average daylight factor (Littlefair, BR 209; BS 8206-2): ADF = T·Aw·θ·M / (A·(1 − R²)) %,
 * θ in degrees. 0 for a room with no surface or no sky; never NaN.
 */
export function averageDaylightFactorPct({ transmittance, glazedAreaM2, skyAngleDeg, maintenance, surfaceAreaM2, reflectance }: AdfInputs): number {
  const t = clamp(finiteOr(transmittance, 0), 0, 1);
  const aw = Math.max(0, finiteOr(glazedAreaM2, 0));
  const theta = clamp(finiteOr(skyAngleDeg, 0), 0, 90);
  const m = clamp(finiteOr(maintenance, 0), 0, 1);
  const a = finiteOr(surfaceAreaM2, 0);
  const r = clamp(finiteOr(reflectance, 0), 0, 0.99);
  if (!(a > 0)) return 0;
  return (t * aw * theta * m) / (a * (1 - r * r));
}

/** A room's usual minimum average daylight factor (BS 8206-2 / BR 209 for dwellings). */
export interface DaylightTarget {
  room: 'Kitchen' | 'Living room' | 'Bedroom';
  targetPct: number;
}

export const DAYLIGHT_TARGETS: readonly DaylightTarget[] = [
  { room: 'Kitchen', targetPct: 2 },
  { room: 'Living room', targetPct: 1.5 },
  { room: 'Bedroom', targetPct: 1 },
];

/** Decimals the average daylight factor is shown with; the pass marks compare the figure as shown. */
export const ADF_DECIMALS = 2;

/** Each target with pass (the ADF as shown, two decimals, reaches it: exactly 2.00 % passes 2 %) or fail. */
export function targetChecks(adfPct: number): readonly (DaylightTarget & { pass: boolean })[] {
  const shown = roundTo(finiteOr(adfPct, 0), ADF_DECIMALS);
  return DAYLIGHT_TARGETS.map((target) => ({ ...target, pass: shown >= target.targetPct }));
}
