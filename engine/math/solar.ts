/**
 * The sun's position in the sky, as NOAA's Solar Calculator computes it (the algorithm of the
 * NOAA_Solar_Calculations_day.xls spreadsheet, after Meeus' "Astronomical Algorithms"; NOAA
 * Global Monitoring Laboratory, https://gml.noaa.gov/grad/solcalc/calcdetails.html): Julian
 * century, the sun's geometric mean longitude and anomaly, the equation of centre, its apparent
 * longitude, the obliquity of the ecliptic with its nutation correction, the declination, the
 * equation of time, true solar time, hour angle, zenith angle and azimuth; then NOAA's
 * approximate atmospheric refraction, given apart (apparentElevationDeg includes it).
 * NOAA quotes about ±1′ (0.017°) for dates between 1901 and 2099 at latitudes within ±72°.
 */
import { clamp, finiteOr } from './clamp';
import type { CalendarDate } from './isoDate';
import { degToRad, radToDeg } from './units';

/** Where and when: a date, the local clock time and the place's time zone. */
export interface SolarQuery {
  /** Degrees north (negative south). */
  latitudeDeg: number;
  /** Degrees east (negative west). */
  longitudeDeg: number;
  /** The local calendar date. */
  date: CalendarDate;
  /** Local clock time, hours after midnight (0–24). */
  timeH: number;
  /** The time zone's offset from UTC in hours, east positive (UTC−6 is −6); no daylight saving. */
  utcOffsetH: number;
}

/** The sun's position and the quantities on the way to it. */
export interface SolarPosition {
  julianDay: number;
  /** Declination, degrees (north positive). */
  declinationDeg: number;
  /** Equation of time, minutes (apparent minus mean solar time). */
  equationOfTimeMin: number;
  /** True (apparent) solar time, minutes after local solar midnight, 0–1440. */
  trueSolarTimeMin: number;
  /** Hour angle, degrees, negative before solar noon. */
  hourAngleDeg: number;
  /** Angle from the zenith, degrees, without refraction. */
  zenithDeg: number;
  /** Geometric elevation above the horizon, 90° − zenith, degrees. */
  elevationDeg: number;
  /** NOAA's approximate atmospheric refraction at that elevation, degrees. */
  refractionDeg: number;
  /** Elevation as seen: geometric elevation plus refraction, degrees. */
  apparentElevationDeg: number;
  /** Azimuth, degrees clockwise from north, 0–360. */
  azimuthDeg: number;
}

/** Julian day of a calendar date (Gregorian) at `hoursUtc` hours UTC (may fall outside 0–24). */
export function julianDay(date: CalendarDate, hoursUtc: number): number {
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000 + 2_440_587.5 + hoursUtc / 24;
}

const mod = (value: number, by: number) => ((value % by) + by) % by;
const sinD = (deg: number) => Math.sin(degToRad(deg));
const cosD = (deg: number) => Math.cos(degToRad(deg));

/** NOAA's atmospheric refraction (degrees) for a geometric elevation in degrees. */
export function refractionDeg(elevationDeg: number): number {
  const e = elevationDeg;
  if (e > 85) return 0;
  const t = Math.tan(degToRad(e));
  let arcsec: number;
  if (e > 5) arcsec = 58.1 / t - 0.07 / t ** 3 + 0.000086 / t ** 5;
  else if (e > -0.575) arcsec = 1735 + e * (-518.2 + e * (103.4 + e * (-12.79 + e * 0.711)));
  else arcsec = -20.772 / t;
  return arcsec / 3600;
}

/** The sun's position for a place, date and local clock time (NOAA Solar Calculator). */
export function solarPosition(query: SolarQuery): SolarPosition {
  const latitude = clamp(finiteOr(query.latitudeDeg, 0), -90, 90);
  const longitude = clamp(finiteOr(query.longitudeDeg, 0), -180, 180);
  const timeH = finiteOr(query.timeH, 12);
  const offsetH = finiteOr(query.utcOffsetH, 0);

  const jd = julianDay(query.date, timeH - offsetH);
  const jc = (jd - 2_451_545) / 36_525;
  const meanLongitude = mod(280.46646 + jc * (36_000.76983 + jc * 0.0003032), 360);
  const meanAnomaly = 357.52911 + jc * (35_999.05029 - 0.0001537 * jc);
  const eccentricity = 0.016708634 - jc * (0.000042037 + 0.0000001267 * jc);
  const centre =
    sinD(meanAnomaly) * (1.914602 - jc * (0.004817 + 0.000014 * jc)) + sinD(2 * meanAnomaly) * (0.019993 - 0.000101 * jc) + sinD(3 * meanAnomaly) * 0.000289;
  const trueLongitude = meanLongitude + centre;
  const omega = 125.04 - 1934.136 * jc;
  const apparentLongitude = trueLongitude - 0.00569 - 0.00478 * sinD(omega);
  const meanObliquity = 23 + (26 + (21.448 - jc * (46.815 + jc * (0.00059 - jc * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * cosD(omega);
  const declination = radToDeg(Math.asin(sinD(obliquity) * sinD(apparentLongitude)));
  const y = Math.tan(degToRad(obliquity / 2)) ** 2;
  const equationOfTime =
    4 *
    radToDeg(
      y * sinD(2 * meanLongitude) -
        2 * eccentricity * sinD(meanAnomaly) +
        4 * eccentricity * y * sinD(meanAnomaly) * cosD(2 * meanLongitude) -
        0.5 * y * y * sinD(4 * meanLongitude) -
        1.25 * eccentricity * eccentricity * sinD(2 * meanAnomaly),
    );
  const trueSolarTime = mod(timeH * 60 + equationOfTime + 4 * longitude - 60 * offsetH, 1440);
  // (NOAA's sheet adds 180 to a negative true solar time; taken modulo a day, it never is.)
  const hourAngle = trueSolarTime / 4 - 180;
  const cosZenith = sinD(latitude) * sinD(declination) + cosD(latitude) * cosD(declination) * cosD(hourAngle);
  const zenith = radToDeg(Math.acos(clamp(cosZenith, -1, 1)));
  const elevation = 90 - zenith;
  // The azimuth from the spherical triangle; undefined at the poles and with the sun overhead,
  // where the sun is taken as due south (north of the equator) or due north (south of it).
  const denominator = cosD(latitude) * sinD(zenith);
  let azimuth: number;
  if (Math.abs(denominator) < 1e-12) {
    azimuth = latitude >= declination ? 180 : 0;
  } else {
    const fromNorth = radToDeg(Math.acos(clamp((sinD(latitude) * cosD(zenith) - sinD(declination)) / denominator, -1, 1)));
    azimuth = hourAngle > 0 ? mod(fromNorth + 180, 360) : mod(540 - fromNorth, 360);
  }
  const refraction = refractionDeg(elevation);
  return {
    julianDay: jd,
    declinationDeg: declination,
    equationOfTimeMin: equationOfTime,
    trueSolarTimeMin: trueSolarTime,
    hourAngleDeg: hourAngle,
    zenithDeg: zenith,
    elevationDeg: elevation,
    refractionDeg: refraction,
    apparentElevationDeg: elevation + refraction,
    azimuthDeg: azimuth,
  };
}

/** The smallest angle between two directions, degrees, 0–180. */
export function angleBetweenDeg(aDeg: number, bDeg: number): number {
  const d = mod(finiteOr(aDeg, 0) - finiteOr(bDeg, 0), 360);
  return d > 180 ? 360 - d : d;
}
