import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  DAYLIGHT_TARGETS,
  GLAZING_FACTOR,
  MAINTENANCE_FACTOR,
  averageDaylightFactorPct,
  buildPrompt,
  clockTime,
  compute,
  defaults,
  directSunHours,
  directSunOn,
  directSunShort,
  directSunText,
  outputs,
  params,
  realSun,
  roomSurfaceAreaM2,
  sunAltitudeDeg,
  sunAzimuthDeg,
  sunPath,
  sunlitSection,
  targetChecks,
} from './index';
import type { Inputs } from './index';

describe('Controls: Orientation, Season, Glazing (selects), Time, Width, Height; then Latitude, Date and the room', () => {
  it('have the contract labels and spec bounds', () => {
    expect(params.map((p) => p.label)).toEqual([
      'Orientation',
      'Season',
      'Glazing',
      'Time',
      'Width',
      'Height',
      'Latitude',
      'Date',
      'Room width',
      'Room depth',
      'Room height',
      'Mean reflectance',
      'Visible sky angle',
    ]);
    expect(params[3]).toMatchObject({ kind: 'range', min: 0, max: 24, unit: 'h' });
    expect(params[4]).toMatchObject({ kind: 'range', min: 0.6, max: 2.4, unit: 'm' });
    expect(params[5]).toMatchObject({ kind: 'range', min: 0.6, max: 1.8, unit: 'm' });
  });
  it('offer N/E/S/W, Summer/Winter and Clear/Low-E/Tinted', () => {
    const labels = (i: number) => {
      const p = params[i];
      return p?.kind === 'select' ? p.options.map((o) => [o.value, o.label]) : [];
    };
    expect(labels(0)).toEqual([
      ['N', 'North'],
      ['E', 'East'],
      ['S', 'South'],
      ['W', 'West'],
    ]);
    expect(labels(1).map(([, label]) => label)).toEqual(['Summer', 'Winter']);
    expect(labels(2).map(([, label]) => label)).toEqual(['Clear', 'Low-E', 'Tinted']);
  });
  it('sanitize clamps sizes and time and rejects unknown choices', () => {
    expect(sanitize(params, { widthM: '9', heightM: '0.1', timeH: '-3', glazing: 'frosted', orientation: 'NE' })).toMatchObject({
      widthM: 2.4,
      heightM: 0.6,
      timeH: 0,
      glazing: 'clear',
      orientation: 'S',
    });
    expect(sanitize(params, { timeH: '13.2' }).timeH).toBe(13);
  });
  it('Latitude is a number field, London 51.5° by default, ±89°; Date a fixed date, not today', () => {
    expect(params[6]).toMatchObject({ kind: 'number', key: 'latitudeDeg', unit: '°', min: -89, max: 89, default: 51.5 });
    expect(params[7]).toMatchObject({ kind: 'date', key: 'date', default: '2026-06-21', min: '1901-01-01', max: '2099-12-31' });
    expect(sanitize(params, { latitudeDeg: '-120', date: '2026-02-30' })).toMatchObject({ latitudeDeg: -89, date: '2026-06-21' });
    expect(sanitize(params, { latitudeDeg: '', date: '' }, { ...defaults, latitudeDeg: -33.9, date: '2030-12-21' })).toMatchObject({ latitudeDeg: -33.9, date: '2030-12-21' });
  });
  it('the room fits the largest window: at least 2.4 m wide and 2.7 m high (0.9 m sill + 1.8 m)', () => {
    expect(sanitize(params, { roomWidthM: 1, roomHeightM: 2, reflectance: 1, skyAngleDeg: 200 })).toMatchObject({ roomWidthM: 2.4, roomHeightM: 2.7, reflectance: 0.8, skyAngleDeg: 90 });
  });
});

describe('Sun altitude = peak·sin(π·(t − 6)/12) for 6 ≤ t ≤ 18, else 0; peak 70° summer, 30° winter', () => {
  it('peaks at noon', () => {
    expect(sunAltitudeDeg(12, 'summer')).toBeCloseTo(70, 12);
    expect(sunAltitudeDeg(12, 'winter')).toBeCloseTo(30, 12);
  });
  it('is 0 at and outside 6 h and 18 h', () => {
    for (const t of [0, 3, 5.5, 6, 18, 18.5, 24]) expect(sunAltitudeDeg(t, 'summer')).toBeCloseTo(0, 12);
  });
  it.each([6, 20, 0, 24])('shows 0.0° and a 0.0 %% daylight factor at %s h in winter, as the page does', (timeH) => {
    // The browser test moves the Time slider to 6 h and 20 h; 0 h and 24 h are checked only here.
    const inputs = sanitize(params, { season: 'winter', timeH }, defaults);
    const texts = Object.fromEntries(outputs(compute(inputs)).map((output) => [output.label, output.text]));
    expect(texts['Sun altitude']).toBe('0.0°');
    expect(texts['Daylight factor']).toBe('0.0 %');
  });
  it('follows the sine in between', () => {
    expect(sunAltitudeDeg(9, 'summer')).toBeCloseTo(70 * Math.SQRT1_2, 12);
    expect(sunAltitudeDeg(15, 'winter')).toBeCloseTo(30 * Math.SQRT1_2, 12);
  });
  it('moves the sun from east through south to west', () => {
    expect([sunAzimuthDeg(6), sunAzimuthDeg(12), sunAzimuthDeg(18)]).toEqual([90, 180, 270]);
  });
});

describe('Daylight value is proportional to the glazing factor (0.8 / 0.65 / 0.5)', () => {
  it('scales exactly with the factor', () => {
    expect(GLAZING_FACTOR).toEqual({ clear: 0.8, 'low-e': 0.65, tinted: 0.5 });
    const clear = compute({ ...defaults, glazing: 'clear' }).daylightValue;
    expect(compute({ ...defaults, glazing: 'low-e' }).daylightValue).toBeCloseTo((clear * 0.65) / 0.8, 12);
    expect(compute({ ...defaults, glazing: 'tinted' }).daylightValue).toBeCloseTo((clear * 0.5) / 0.8, 12);
  });
  it('rises with window width and height', () => {
    let previous = -1;
    for (let w = 0.6; w <= 2.4 + 1e-9; w += 0.1) {
      const value = compute({ ...defaults, widthM: w }).daylightValue;
      expect(value).toBeGreaterThan(previous);
      previous = value;
    }
    expect(compute({ ...defaults, heightM: 1.8 }).daylightValue).toBeGreaterThan(compute({ ...defaults, heightM: 0.6 }).daylightValue);
  });
  it('is highest for the facade facing the sun', () => {
    const at = (orientation: Inputs['orientation'], timeH: number) => compute({ ...defaults, orientation, timeH }).daylightValue;
    expect(at('S', 12)).toBeGreaterThan(at('N', 12));
    expect(at('E', 9)).toBeGreaterThan(at('W', 9));
    expect(at('W', 15)).toBeGreaterThan(at('E', 15));
    expect(at('N', 12)).toBeGreaterThan(0);
  });
  it('is 0 at night', () => {
    const night = compute({ ...defaults, timeH: 22 });
    expect(night.daylightValue).toBe(0);
    expect(night.daylightFactorPct).toBe(0);
    expect(night.directSun).toBe(false);
  });
});

describe('Daylight factor = min(100, value·120)', () => {
  it('is 120 × the value for the defaults', () => {
    const r = compute(defaults);
    const expected = 0.8 * (1.44 / 4.32) * 1 * Math.sin((70 * Math.PI) / 180);
    expect(r.daylightValue).toBeCloseTo(expected, 12);
    expect(r.daylightFactorPct).toBeCloseTo(expected * 120, 12);
    expect(outputs(r).slice(0, 2)).toEqual([
      { label: 'Sun altitude', text: '70.0°' },
      { label: 'Daylight factor', text: '30.1 %' },
    ]);
  });
  it('stays within 0–100 % for every input', () => {
    const biggest = compute({ ...defaults, orientation: 'S', season: 'summer', glazing: 'clear', timeH: 12, widthM: 99, heightM: 99 });
    expect(biggest.daylightFactorPct).toBeLessThanOrEqual(100);
    expect(biggest.daylightValue).toBeLessThanOrEqual(1);
  });
});

describe('Prompt (Window Prompt)', () => {
  it('names orientation, size, glazing, time, season and results', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['south-facing', '1.2 m wide × 1.2 m high', '1.44 m²', 'clear glazing', 'At 12:00 in summer', '70.0°', '30.1 %', 'shading']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('reads naturally at night and in winter', () => {
    const inputs: Inputs = { ...defaults, season: 'winter', timeH: 20.5, glazing: 'low-e', orientation: 'N' };
    const prompt = buildPrompt(inputs, compute(inputs));
    expect(prompt).toContain('At 20:30 in winter, the sun is below the horizon');
    expect(prompt).toContain('low-E glazing');
  });
  it('gives the real sun, direct sun and the average daylight factor with their units', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of [
      'latitude 51.5° N on 21 June 2026 at 12:00 local mean solar time',
      'the real sun is 61.9° above the horizon at an azimuth of 179.1° from north',
      "direct sun on this window: yes, 0.9° off the window's normal",
      '3.0 m wide × 4.0 m deep × 2.8 m high (63.2 m² of internal surface',
      'average daylight factor is 1.75 %, which meets the target for a living room (1.5 %) and bedroom (1.0 %) but falls short of the target for a kitchen (2.0 %)',
    ]) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/px/);
    const south = { ...defaults, latitudeDeg: -33.9, timeH: 22 };
    expect(buildPrompt(south, compute(south))).toContain('latitude 33.9° S');
    expect(buildPrompt(south, compute(south))).toContain('the real sun is below the horizon (61.4° under it');
  });
});

describe('Drawing helpers', () => {
  it('sunPath samples the day from 6 h to 18 h with the season peak at noon', () => {
    const path = sunPath('summer', 49);
    expect(path).toHaveLength(49);
    expect(path[0]).toMatchObject({ timeH: 6, azimuthDeg: 90 });
    expect(path[0]?.altitudeDeg).toBeCloseTo(0, 12);
    expect(path[24]).toMatchObject({ timeH: 12, azimuthDeg: 180 });
    expect(path[24]?.altitudeDeg).toBeCloseTo(70, 12);
    expect(path[48]).toMatchObject({ timeH: 18, azimuthDeg: 270 });
    expect(Math.max(...sunPath('winter').map((p) => p.altitudeDeg))).toBeCloseTo(30, 12);
  });
  it('directSunHours: the sun is in front of S all day, E in the morning, W in the afternoon, N never', () => {
    expect(directSunHours('S')).toEqual([6, 18]);
    expect(directSunHours('E')).toEqual([6, 12]);
    expect(directSunHours('W')).toEqual([12, 18]);
    expect(directSunHours('N')).toBeNull();
    // It agrees with compute's directSun.
    for (const orientation of ['N', 'E', 'S', 'W'] as const) {
      const hours = directSunHours(orientation);
      for (const timeH of [7, 9, 11, 13, 15, 17]) {
        const inside = hours !== null && timeH > hours[0] && timeH < hours[1];
        expect(compute({ ...defaults, orientation, timeH }).directSun).toBe(inside);
      }
    }
  });
  it('sunlitSection: a 45° sun through a 1–2 m window lights the floor from 1 m to 2 m', () => {
    const section = sunlitSection(1, 2, 45, 4);
    expect(section?.floor?.[0]).toBeCloseTo(1, 12);
    expect(section?.floor?.[1]).toBeCloseTo(2, 12);
    expect(section?.backWall).toBeNull();
    expect(section?.beam).toHaveLength(4);
  });
  it('sunlitSection: a low sun reaches the back wall, with the room corner in the beam', () => {
    // tan 20° ≈ 0.364: the sill ray lands at 0.9/0.364 = 2.47 m; the head ray hits the back wall at 2.1 − 4·0.364 = 0.64 m.
    const tan = Math.tan((20 * Math.PI) / 180);
    const section = sunlitSection(0.9, 2.1, 20, 4);
    expect(section?.floor?.[0]).toBeCloseTo(0.9 / tan, 12);
    expect(section?.floor?.[1]).toBe(4);
    expect(section?.backWall?.[0]).toBe(0);
    expect(section?.backWall?.[1]).toBeCloseTo(2.1 - 4 * tan, 12);
    expect(section?.beam).toContainEqual([4, 0]);
    // Lower still, both rays hit the back wall and no floor is lit.
    const grazing = sunlitSection(0.9, 2.1, 5, 4);
    expect(grazing?.floor).toBeNull();
    expect(grazing?.backWall?.[0]).toBeCloseTo(0.9 - 4 * Math.tan((5 * Math.PI) / 180), 12);
  });
  it('sunlitSection: the reveal of the wall shades the top of the beam', () => {
    // A 0.3 m wall under a 45° sun: the top ray grazes the head's outer edge, 0.3 m lower at the inner face.
    const section = sunlitSection(1, 2, 45, 4, 0.3);
    expect(section?.topAtInnerFaceM).toBeCloseTo(1.7, 12);
    expect(section?.floor?.[1]).toBeCloseTo(1.7, 12);
    // A high sun behind a deep reveal does not get in at all.
    expect(sunlitSection(1, 1.3, 80, 4, 0.3)).toBeNull();
  });
  it('clockTime writes hours as a 24-hour clock', () => {
    expect([clockTime(12), clockTime(6.5), clockTime(0), clockTime(24)]).toEqual(['12:00', '06:30', '00:00', '24:00']);
  });
  it('sunlitSection is null with the sun down', () => {
    expect(sunlitSection(0.9, 2.1, 0, 4)).toBeNull();
    expect(sunlitSection(0.9, 2.1, Number.NaN, 4)).toBeNull();
  });
});

describe('The real sun (NOAA, engine/math/solar.ts) at the hour as local mean solar time', () => {
  it('London on 21 June 2026 at 12:00: 90° − 51.5° + 23.44° = 61.9° up, within a degree of due south', () => {
    const r = compute(defaults);
    expect(r.sun.declinationDeg).toBeCloseTo(23.44, 1);
    expect(Math.abs(r.sun.apparentElevationDeg - 61.94)).toBeLessThan(0.1);
    expect(Math.abs(r.sun.azimuthDeg - 180)).toBeLessThan(1);
    // The equation of time (−1.7 min that day) puts the sun just east of south at 12:00.
    expect(r.sun.azimuthDeg).toBeLessThan(180);
    expect(r.sun).toEqual(realSun(51.5, '2026-06-21', 12));
  });
  it('Sydney, 33.9° S, on the same day: 90° − 33.9° − 23.44° = 32.7° up, to the north', () => {
    const r = compute({ ...defaults, latitudeDeg: -33.9 });
    expect(Math.abs(r.sun.apparentElevationDeg - 32.66)).toBeLessThan(0.1);
    expect(Math.min(r.sun.azimuthDeg, 360 - r.sun.azimuthDeg)).toBeLessThan(1);
    expect(r.realDirect.direct).toBe(false);
    expect(compute({ ...defaults, latitudeDeg: -33.9, orientation: 'N' }).realDirect.direct).toBe(true);
  });
  it('at the equinox on the equator the sun rises due east at about 6:00 and stands near the zenith at noon', () => {
    const equinox = { ...defaults, latitudeDeg: 0, date: '2026-03-20' };
    expect(compute({ ...equinox, timeH: 12.1 }).sun.elevationDeg).toBeGreaterThan(89);
    const morning = compute({ ...equinox, timeH: 7 }).sun;
    // One hour after sunrise: 15° up, due east (within the day's 0.1° of declination and the equation of time).
    expect(Math.abs(morning.elevationDeg - 15)).toBeLessThan(2.5);
    expect(Math.abs(morning.azimuthDeg - 90)).toBeLessThan(0.5);
  });
  it('outputs Solar elevation and Sun azimuth in degrees, one decimal, number first', () => {
    const texts = Object.fromEntries(outputs(compute(defaults)).map((o) => [o.label, o.text]));
    expect(texts['Solar elevation']).toMatch(/^61\.9°$/);
    expect(texts['Sun azimuth']).toMatch(/^179\.\d°$/);
  });
});

describe('Direct sun: the sun above the horizon and within 90° of the facade\'s normal', () => {
  it('hand-checked cases, and the limits (90° off the normal, 0° up) give no direct sun', () => {
    expect(directSunOn(180, 214, 30)).toEqual({ direct: true, reason: 'direct', offNormalDeg: 34 });
    expect(directSunOn(0, 350, 10)).toEqual({ direct: true, reason: 'direct', offNormalDeg: 10 });
    expect(directSunOn(0, 180, 60)).toEqual({ direct: false, reason: 'behind-facade', offNormalDeg: 180 });
    expect(directSunOn(90, 180, 20)).toMatchObject({ direct: false, reason: 'behind-facade', offNormalDeg: 90 });
    expect(directSunOn(90, 90, 0)).toMatchObject({ direct: false, reason: 'below-horizon' });
    expect(directSunOn(90, 89.9, 0.1)).toMatchObject({ direct: true });
  });
  it('reads as words', () => {
    expect([directSunOn(180, 214, 30), directSunOn(0, 180, 60), directSunOn(0, 180, -3)].map(directSunShort)).toEqual(['Yes, 34.0° off normal', 'No, sun behind facade', 'No, sun down']);
    expect(outputs(compute({ ...defaults, orientation: 'N' })).find((o) => o.label === 'Direct sun')?.text).toBe('No, sun behind facade');
    expect(directSunText(directSunOn(180, 214, 30))).toBe("Yes, 34.0° off the window's normal");
    expect(directSunText(directSunOn(0, 180, 60))).toBe('No, the sun is behind the facade (180.0° off its normal)');
    expect(directSunText(directSunOn(0, 180, -3))).toBe('No, the sun is below the horizon');
  });
  it('follows the real sun: in London in June a west window gets the evening sun, an east one the morning sun', () => {
    const at = (orientation: Inputs['orientation'], timeH: number) => compute({ ...defaults, orientation, timeH }).realDirect.direct;
    expect([at('E', 8), at('W', 8), at('E', 17), at('W', 17), at('N', 12), at('S', 12)]).toEqual([true, false, false, true, false, true]);
    // At 05:00 in June the sun is up in the north-east: a north window sees it (the spec's model never lets it).
    expect(at('N', 5)).toBe(true);
    expect(at('S', 23)).toBe(false);
  });
});

describe('Average daylight factor ADF = T·Aw·θ·M / (A·(1 − R²)) (BRE), with the targets 2 / 1.5 / 1 %', () => {
  it('A = 2·(W·D + W·H + D·H) counts every internal surface', () => {
    // 3 × 4 × 2.8 m: 2 × (12 + 8.4 + 11.2) = 63.2 m².
    expect(roomSurfaceAreaM2(3, 4, 2.8)).toBeCloseTo(63.2, 12);
    expect(roomSurfaceAreaM2(Number.NaN, 4, 2.8)).toBeCloseTo(22.4, 12);
  });
  it('defaults: 0.8 × 1.44 m² × 80° × 0.9 / (63.2 m² × 0.75) = 1.75 %: living room and bedroom pass, kitchen fails', () => {
    const r = compute(defaults);
    expect(MAINTENANCE_FACTOR).toBe(0.9);
    expect(r.roomSurfaceM2).toBeCloseTo(63.2, 12);
    expect(r.averageDaylightFactorPct).toBeCloseTo(82.944 / 47.4, 12);
    expect(outputs(r).find((o) => o.label === 'Average daylight factor')?.text).toBe('1.75 %');
    expect(r.targets.map((t) => [t.room, t.targetPct, t.pass])).toEqual([
      ['Kitchen', 2, false],
      ['Living room', 1.5, true],
      ['Bedroom', 1, true],
    ]);
  });
  it('pale surfaces, R = 0.8: 82.944 / (63.2 × 0.36) = 3.65 %, every target met', () => {
    const r = compute({ ...defaults, reflectance: 0.8 });
    expect(r.averageDaylightFactorPct).toBeCloseTo(82.944 / 22.752, 12);
    expect(r.targets.every((t) => t.pass)).toBe(true);
  });
  it('at the limit: tinted 2.4 × 1.8 m in a 4.8 × 4.8 × 3.0 m room is exactly 2.00 %, and 2 % passes', () => {
    // 0.5 × 4.32 × 80 × 0.9 = 155.52; A = 2 × (23.04 + 14.4 + 14.4) = 103.68; 155.52 / (103.68 × 0.75) = 2.
    const inputs: Inputs = { ...defaults, glazing: 'tinted', widthM: 2.4, heightM: 1.8, roomWidthM: 4.8, roomDepthM: 4.8, roomHeightM: 3 };
    const r = compute(inputs);
    expect(r.averageDaylightFactorPct).toBeCloseTo(2, 12);
    expect(r.targets.map((t) => t.pass)).toEqual([true, true, true]);
    expect(targetChecks(1.994).map((t) => t.pass)).toEqual([false, true, true]);
    expect(targetChecks(1.995).map((t) => t.pass)).toEqual([true, true, true]);
  });
  it('no visible sky (θ = 0) gives 0.00 % and fails every target', () => {
    const r = compute({ ...defaults, skyAngleDeg: 0 });
    expect(r.averageDaylightFactorPct).toBe(0);
    expect(outputs(r).find((o) => o.label === 'Average daylight factor')?.text).toBe('0.00 %');
    expect(r.targets.some((t) => t.pass)).toBe(false);
  });
  it('is never NaN, and 0 for a room with no surface', () => {
    expect(averageDaylightFactorPct({ transmittance: 0.8, glazedAreaM2: 1, skyAngleDeg: 80, maintenance: 0.9, surfaceAreaM2: 0, reflectance: 0.5 })).toBe(0);
    expect(averageDaylightFactorPct({ transmittance: 1, glazedAreaM2: 1, skyAngleDeg: 90, maintenance: 1, surfaceAreaM2: 60, reflectance: 0.5 })).toBe(2);
    expect(DAYLIGHT_TARGETS.map((t) => t.targetPct)).toEqual([2, 1.5, 1]);
  });
});
