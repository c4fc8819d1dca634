import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { GLAZING_FACTOR, buildPrompt, compute, defaults, directSunHours, outputs, params, sunAltitudeDeg, sunAzimuthDeg, sunPath, sunlitSection, clockTime } from './index';
import type { Inputs } from './index';

describe('Controls: Orientation, Season, Glazing (selects), Time, Width, Height', () => {
  it('have the contract labels and spec bounds', () => {
    expect(params.map((p) => p.label)).toEqual(['Orientation', 'Season', 'Glazing', 'Time', 'Width', 'Height']);
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
    expect(outputs(r)).toEqual([
      { label: 'Sun altitude', text: '70.0°' },
      { label: 'Daylight factor', text: '30.1 %' },
    ]);
  });
  it('stays within 0–100 % for every input', () => {
    const biggest = compute({ orientation: 'S', season: 'summer', glazing: 'clear', timeH: 12, widthM: 99, heightM: 99 });
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
