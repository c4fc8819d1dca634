import { describe, expect, it } from 'vitest';
import { angleBetweenDeg, julianDay, refractionDeg, solarPosition } from './solar';

/** Within 0.5° of a published direction, across north (359.9° is 0.2° from 0.1°). */
const expectBearing = (actual: number, expected: number) => expect(angleBetweenDeg(actual, expected)).toBeLessThan(0.5);

describe('julianDay', () => {
  it('matches the NOAA spreadsheet and Meeus', () => {
    // NOAA_Solar_Calculations_day.xls, default row: 21 June 2010, 00:06 local at UTC−6 → JD 2455368.75416667.
    expect(julianDay({ year: 2010, month: 6, day: 21 }, 0.1 + 6)).toBeCloseTo(2_455_368.754_166_67, 6);
    // Meeus, Astronomical Algorithms, example 7.a: 1957 October 4.81 → JD 2436116.31.
    expect(julianDay({ year: 1957, month: 10, day: 4 }, 0.81 * 24)).toBeCloseTo(2_436_116.31, 6);
  });
});

describe('solarPosition (NOAA Solar Calculator), against published values within 0.5°', () => {
  it('Boulder area, 40° N 105° W, UTC−6, 21 June 2010 09:54: NOAA spreadsheet 47.36° up (refracted), azimuth 98.31°', () => {
    // NOAA_Solar_Calculations_day.xls with its default inputs, the 09:54 row (also quoted in pysunNOAA's README).
    const p = solarPosition({ latitudeDeg: 40, longitudeDeg: -105, date: { year: 2010, month: 6, day: 21 }, timeH: 9 + 54 / 60, utcOffsetH: -6 });
    expect(Math.abs(p.apparentElevationDeg - 47.36)).toBeLessThan(0.5);
    expect(Math.abs(p.elevationDeg - 47.35)).toBeLessThan(0.5);
    expectBearing(p.azimuthDeg, 98.31);
    // Much closer than the 0.5° asked for: the same algorithm.
    expect(p.apparentElevationDeg).toBeCloseTo(47.36, 1);
    expect(p.azimuthDeg).toBeCloseTo(98.31, 1);
  });

  it('Golden, Colorado, 39.742476° N 105.1786° W, UTC−7, 17 October 2003 12:30:30: NREL SPA zenith 50.11162°, azimuth 194.34024°', () => {
    // Reda & Andreas, Solar Position Algorithm for Solar Radiation Applications, NREL/TP-560-34302 (2004), table A4.1
    // (topocentric, refracted): elevation 90° − 50.11162° = 39.88838°.
    const p = solarPosition({ latitudeDeg: 39.742476, longitudeDeg: -105.1786, date: { year: 2003, month: 10, day: 17 }, timeH: 12.5 + 30 / 3600, utcOffsetH: -7 });
    expect(Math.abs(p.apparentElevationDeg - 39.88838)).toBeLessThan(0.5);
    expectBearing(p.azimuthDeg, 194.34024);
  });

  it('London, 51.5° N, solar noon of the June solstice 2021: 90° − 51.5° + 23.44° = 61.94° up, due south', () => {
    // Solstice 21 June 2021 03:32 UTC (US Naval Observatory): declination = obliquity 23.436°.
    // Equation of time that day about −1.7 min, so solar noon on the Greenwich meridian falls at 12:01.7 UTC.
    const p = solarPosition({ latitudeDeg: 51.5, longitudeDeg: 0, date: { year: 2021, month: 6, day: 21 }, timeH: 12 + 1.7 / 60, utcOffsetH: 0 });
    expect(Math.abs(p.declinationDeg - 23.436)).toBeLessThan(0.05);
    expect(Math.abs(p.elevationDeg - 61.94)).toBeLessThan(0.5);
    expectBearing(p.azimuthDeg, 180);
  });

  it('Sydney, 33.87° S 151.21° E, UTC+10, solar noon of the March equinox 2021: 56.13° up, due north', () => {
    // Equinox 20 March 2021 09:37 UTC (USNO): declination 0 (−0.13° by solar noon, 7.6 h earlier, at 0.4° a day).
    // Solar noon: 12:00 + 4 min × (150° − 151.21°) − equation of time (−7.5 min) = 12:02.7 local.
    const p = solarPosition({ latitudeDeg: -33.87, longitudeDeg: 151.21, date: { year: 2021, month: 3, day: 20 }, timeH: 12 + 2.7 / 60, utcOffsetH: 10 });
    expect(Math.abs(p.declinationDeg)).toBeLessThan(0.2);
    expect(Math.abs(p.elevationDeg - 56.13)).toBeLessThan(0.5);
    expectBearing(p.azimuthDeg, 0);
  });

  it('declination and equation of time agree with Meeus, 13 October 1992 0h: −7.78507°, +13 min 42.6 s', () => {
    // Meeus, Astronomical Algorithms (2nd ed.), examples 25.a and 28.b.
    const p = solarPosition({ latitudeDeg: 0, longitudeDeg: 0, date: { year: 1992, month: 10, day: 13 }, timeH: 0, utcOffsetH: 0 });
    expect(p.declinationDeg).toBeCloseTo(-7.78507, 2);
    expect(Math.abs(p.equationOfTimeMin - (13 + 42.6 / 60))).toBeLessThan(0.1);
  });

  it('is below the horizon at solar midnight and never NaN, even at the poles', () => {
    const night = solarPosition({ latitudeDeg: 51.5, longitudeDeg: 0, date: { year: 2026, month: 12, day: 21 }, timeH: 0, utcOffsetH: 0 });
    expect(night.elevationDeg).toBeLessThan(-50);
    for (const latitudeDeg of [-90, 90, Number.NaN]) {
      const p = solarPosition({ latitudeDeg, longitudeDeg: 0, date: { year: 2026, month: 6, day: 21 }, timeH: 12, utcOffsetH: 0 });
      for (const value of Object.values(p)) expect(Number.isFinite(value)).toBe(true);
    }
  });
});

describe('refractionDeg (NOAA)', () => {
  it('is 0 overhead, about 0.5° at the horizon and 34′ of arc just below it', () => {
    expect(refractionDeg(89)).toBe(0);
    // 1735″ at 0° = 0.482°.
    expect(refractionDeg(0)).toBeCloseTo(1735 / 3600, 9);
    // 58.1″/tan 45° − 0.07″ + 0.000086″ at 45°.
    expect(refractionDeg(45)).toBeCloseTo((58.1 - 0.07 + 0.000086) / 3600, 9);
  });
});

describe('angleBetweenDeg', () => {
  it('is the smaller angle, across north', () => {
    expect([angleBetweenDeg(350, 10), angleBetweenDeg(10, 350), angleBetweenDeg(90, 270), angleBetweenDeg(180, 214)]).toEqual([20, 20, 180, 34]);
  });
});
