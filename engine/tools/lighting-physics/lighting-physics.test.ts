import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { MAX_LUX, buildPrompt, compute, defaults, illuminanceOverDistance, lightingStatus, outputs, params } from './index';
import type { Inputs } from './index';

describe('Controls: Intensity 100–4000 cd step 50, Distance 1–10 m, Beam angle 10–120°, Reflectance 0–1', () => {
  it('have the contract labels and spec bounds and defaults', () => {
    expect(params.map((p) => p.label)).toEqual(['Intensity', 'Distance', 'Beam angle', 'Reflectance']);
    expect(params[0]).toMatchObject({ min: 100, max: 4000, step: 50, default: 800, unit: 'cd' });
    expect(params[1]).toMatchObject({ min: 1, max: 10, default: 3, unit: 'm' });
    expect(params[2]).toMatchObject({ min: 10, max: 120, default: 60, unit: '°' });
    expect(params[3]).toMatchObject({ min: 0, max: 1, default: 0.5 });
  });
  it('sanitize clamps and snaps', () => {
    expect(sanitize(params, { intensityCd: '5000', distanceM: '0', beamAngleDeg: 'wide', reflectance: '2' })).toEqual({
      intensityCd: 4000,
      distanceM: 1,
      beamAngleDeg: 60,
      reflectance: 1,
    });
    expect(sanitize(params, { intensityCd: '820' }).intensityCd).toBe(800);
  });
});

describe('Direct illuminance = I/d², capped at 2000 lux', () => {
  it('follows the inverse-square law', () => {
    expect(compute({ ...defaults, reflectance: 0 }).directLux).toBeCloseTo(800 / 9, 12);
    expect(compute({ ...defaults, distanceM: 2, reflectance: 0 }).directLux).toBe(200);
  });
  it('is capped at 2000 lux, including the indirect share', () => {
    const close: Inputs = { intensityCd: 4000, distanceM: 1, beamAngleDeg: 60, reflectance: 1 };
    expect(compute(close).directLux).toBe(MAX_LUX);
    expect(compute(close).illuminanceLux).toBe(MAX_LUX);
    expect(compute({ ...close, distanceM: 1.5 }).illuminanceLux).toBe(MAX_LUX);
  });
  it('shows at most 2000 lux, and more than 0, for settings near the cap at reflectance 1 (from the browser test)', () => {
    // The page test moves the sliders through two of these; the sliders' values go through sanitize as here.
    for (const [intensityCd, distanceM] of [[4000, 1], [2500, 1], [4000, 1.4], [1950, 1]] as const) {
      const inputs = sanitize(params, { ...defaults, reflectance: 1, intensityCd, distanceM });
      const text = outputs(compute(inputs)).find((output) => output.label === 'Illuminance')?.text ?? '';
      expect(text).toMatch(/^\d+ lux$/);
      const lux = Number(text.replace(' lux', ''));
      expect(lux, `${intensityCd} cd at ${distanceM} m`).toBeLessThanOrEqual(2000);
      expect(lux, `${intensityCd} cd at ${distanceM} m`).toBeGreaterThan(0);
    }
  });
});

describe('Reflectance adds an indirect share, 0 at reflectance 0', () => {
  it('adds nothing at 0 and 25 % × reflectance otherwise', () => {
    const base: Inputs = { intensityCd: 2700, distanceM: 3, beamAngleDeg: 60, reflectance: 0 };
    expect(compute(base).illuminanceLux).toBe(300);
    expect(compute({ ...base, reflectance: 1 }).illuminanceLux).toBeCloseTo(375, 12);
    expect(compute(defaults).illuminanceLux).toBeCloseTo((800 / 9) * 1.125, 12);
  });
  it('never lowers the illuminance', () => {
    let previous = 0;
    for (let r = 0; r <= 1; r += 0.1) {
      const lux = compute({ ...defaults, reflectance: r }).illuminanceLux;
      expect(lux).toBeGreaterThanOrEqual(previous);
      previous = lux;
    }
  });
});

describe('Spot diameter = 2·d·tan(beam/2)', () => {
  it('is 3.46 m for the defaults', () => {
    expect(compute(defaults).spotDiameterM).toBeCloseTo(2 * 3 * Math.tan(Math.PI / 6), 12);
    expect(compute({ ...defaults, beamAngleDeg: 90, distanceM: 2 }).spotDiameterM).toBeCloseTo(4, 12);
  });
});

describe('Status for the 300–500 lux target', () => {
  it('is Below under 300, On from 300 to 500 inclusive, Above over 500', () => {
    expect(lightingStatus(299.9)).toBe('Below target');
    expect(lightingStatus(300)).toBe('On target');
    expect(lightingStatus(500)).toBe('On target');
    expect(lightingStatus(500.1)).toBe('Above target');
  });
  it('classifies the computed illuminance', () => {
    expect(compute(defaults).status).toBe('Below target');
    expect(compute({ intensityCd: 2700, distanceM: 3, beamAngleDeg: 60, reflectance: 0 }).status).toBe('On target');
    expect(compute({ intensityCd: 4000, distanceM: 3, beamAngleDeg: 60, reflectance: 0 }).status).toBe('On target');
    expect(compute({ intensityCd: 4000, distanceM: 2, beamAngleDeg: 60, reflectance: 0 }).status).toBe('Above target');
  });
  it('agrees with the shown whole-lux value at the boundary', () => {
    // 500.4 lux shows as "500 lux", so it is On target.
    expect(compute({ intensityCd: 500.4, distanceM: 1, beamAngleDeg: 60, reflectance: 0 }).status).toBe('On target');
  });
});

describe('Outputs: Illuminance, Spot diameter, Status', () => {
  it('show the defaults', () => {
    expect(outputs(compute(defaults))).toEqual([
      { label: 'Illuminance', text: '100 lux' },
      { label: 'Spot diameter', text: '3.46 m' },
      { label: 'Status', text: 'Below target' },
    ]);
  });
});

describe('Prompt (Lighting Prompt)', () => {
  it('names the fitting, distance, illuminance, spot and status', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['800 cd', '60° beam', '3.0 m from the lit surface', 'reflectance: 0.50', '100 lux, below the 300–500 lux target', '3.46 m', 'gives 400 lux']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('gives advice that fits the status', () => {
    const on: Inputs = { intensityCd: 2700, distanceM: 3, beamAngleDeg: 60, reflectance: 0 };
    expect(buildPrompt(on, compute(on))).toContain('Confirm the level');
    const above: Inputs = { intensityCd: 4000, distanceM: 1, beamAngleDeg: 30, reflectance: 0.5 };
    expect(buildPrompt(above, compute(above))).toContain('bring it down');
  });
});

describe('illuminanceOverDistance: the curve the visual draws', () => {
  it('samples 1–10 m with the same formula and cap as compute', () => {
    const curve = illuminanceOverDistance(defaults, 91);
    expect(curve).toHaveLength(91);
    expect(curve[0]?.distanceM).toBe(1);
    expect(curve[90]?.distanceM).toBe(10);
    // 800 cd × 1.125 at 2 m = 225 lux; at 3 m = 100 lux.
    expect(curve[10]?.lux).toBeCloseTo(225, 9);
    expect(curve[20]?.lux).toBeCloseTo(100, 9);
    for (let i = 1; i < curve.length; i += 1) expect(curve[i]!.lux).toBeLessThan(curve[i - 1]!.lux);
    expect(Math.max(...illuminanceOverDistance({ ...defaults, intensityCd: 4000 }).map((p) => p.lux))).toBe(MAX_LUX);
  });
});
