import { describe, expect, it } from 'vitest';
import { catalog, findEntry, promptFileName } from '../catalog';
import { sanitize } from '../params';
import {
  buildPrompt,
  compute,
  CURVE_SAMPLES,
  defaults,
  dielectricF0,
  explain,
  fresnelCurve,
  incidenceFromLightAngle,
  METAL_F0,
  outputs,
  params,
  schlick,
} from './index';
import type { Inputs } from './index';

const at = (overrides: Partial<Inputs>): Inputs => ({ ...defaults, ...overrides });

describe('Controls: Roughness, Metallic, Refractive index, Subsurface, Light angle, Intensity', () => {
  it('have the contract labels, spec bounds and defaults', () => {
    expect(params.map((p) => p.label)).toEqual(['Roughness', 'Metallic', 'Refractive index', 'Subsurface', 'Light angle', 'Intensity']);
    expect(params[0]).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01 });
    expect(params[1]).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01 });
    expect(params[2]).toMatchObject({ kind: 'range', min: 1, max: 2.2, step: 0.01, default: 1.4 });
    expect(params[3]).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01 });
    expect(params[4]).toMatchObject({ kind: 'range', min: 0, max: 180, step: 1, default: 45, unit: '°' });
    expect(params[5]).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01, default: 0.8 });
    expect(defaults).toEqual({ roughness: 0.35, metallic: 0, ior: 1.4, subsurface: 0.2, lightAngleDeg: 45, intensity: 0.8 });
  });
  it('sanitize clamps and snaps raw input', () => {
    expect(sanitize(params, { ior: '3', lightAngleDeg: '-10', roughness: 'abc', intensity: '0.456' })).toMatchObject({
      ior: 2.2,
      lightAngleDeg: 0,
      roughness: 0.35,
      intensity: 0.46,
    });
  });
  it('names the prompt card and its file', () => {
    expect(findEntry(catalog, 'surface-reflection')?.panelTitle).toBe('Surface Prompt');
    expect(promptFileName('surface-reflection')).toBe('surface-reflection-prompt.txt');
  });
});

describe('Fresnel reflectance (Schlick)', () => {
  it('F0 = ((n − 1)/(n + 1))²: n = 1.5 gives 4 %, n = 1 gives 0', () => {
    expect(dielectricF0(1.5)).toBeCloseTo(0.04, 12);
    expect(dielectricF0(1)).toBe(0);
    // n = 2: (1/3)² = 1/9.
    expect(dielectricF0(2)).toBeCloseTo(1 / 9, 12);
  });

  it('the incidence is measured from the normal: |90° − light angle|', () => {
    expect(incidenceFromLightAngle(90)).toBe(0);
    expect(incidenceFromLightAngle(45)).toBe(45);
    expect(incidenceFromLightAngle(135)).toBe(45);
    expect(incidenceFromLightAngle(0)).toBe(90);
    expect(incidenceFromLightAngle(180)).toBe(90);
  });

  it('at normal incidence (light overhead) the reflectance is F0, whatever the roughness', () => {
    expect(compute(at({ ior: 1.5, metallic: 0, lightAngleDeg: 90, roughness: 0 })).reflectance).toBeCloseTo(0.04, 12);
    expect(compute(at({ ior: 1.5, metallic: 0, lightAngleDeg: 90, roughness: 1 })).reflectance).toBeCloseTo(0.04, 12);
    expect(outputs(compute(at({ ior: 1.5, lightAngleDeg: 90 })))).toEqual([{ label: 'Fresnel reflectance', text: '4.0 %' }]);
  });

  it('at grazing incidence a polished surface reflects 100 %', () => {
    for (const lightAngleDeg of [0, 180]) {
      const result = compute(at({ roughness: 0, lightAngleDeg }));
      expect(result.reflectance).toBeCloseTo(1, 12);
      expect(outputs(result)[0]?.text).toBe('100.0 %');
    }
  });

  it('roughness lowers the grazing reflectance to max(1 − roughness, F0)', () => {
    // n = 1.5, roughness 0.6, grazing: F90 = 0.4.
    expect(compute(at({ ior: 1.5, roughness: 0.6, lightAngleDeg: 0 })).reflectance).toBeCloseTo(0.4, 12);
    // Fully rough: F90 falls to F0, so the curve is flat at 4 %.
    expect(compute(at({ ior: 1.5, roughness: 1, lightAngleDeg: 0 })).reflectance).toBeCloseTo(0.04, 12);
  });

  it('Metallic blends F0 towards 90 %', () => {
    expect(compute(at({ metallic: 1, lightAngleDeg: 90 })).reflectance).toBeCloseTo(METAL_F0, 12);
    // Half metal, n = 1.5: (0.04 + 0.9)/2 = 0.47.
    expect(compute(at({ metallic: 0.5, ior: 1.5, lightAngleDeg: 90 })).f0).toBeCloseTo(0.47, 12);
  });

  it('at 60° incidence: F0 + (F90 − F0)·0.5⁵', () => {
    // Light 30° above the surface → 60° from the normal, cos = 0.5. n = 1.5, roughness 0:
    // 0.04 + 0.96·0.03125 = 0.07 → 7.0 %.
    const result = compute(at({ ior: 1.5, roughness: 0, lightAngleDeg: 30 }));
    expect(result.incidenceDeg).toBe(60);
    expect(result.reflectance).toBeCloseTo(0.07, 12);
    expect(outputs(result)[0]?.text).toBe('7.0 %');
  });

  it('defaults: n = 1.4, light 45°, roughness 0.35 give 2.9 %', () => {
    // F0 = (0.4/2.4)² = 0.027778; (1 − cos 45°)⁵ = 0.0021555; F90 = 0.65:
    // 0.027778 + 0.622222·0.0021555 = 0.029119.
    expect(compute(defaults).reflectance).toBeCloseTo(0.029119, 5);
    expect(outputs(compute(defaults))[0]?.text).toBe('2.9 %');
  });

  it('is monotonic in n at normal incidence', () => {
    let previous = -1;
    for (let n = 1; n <= 2.2001; n += 0.05) {
      const reflectance = compute(at({ ior: n, lightAngleDeg: 90 })).reflectance;
      expect(reflectance).toBeGreaterThan(previous);
      previous = reflectance;
    }
  });

  it('schlick stays within 0–1 and rises with the angle', () => {
    const curve = fresnelCurve(at({ roughness: 0 }));
    expect(curve).toHaveLength(CURVE_SAMPLES);
    expect(curve[0]).toEqual({ incidenceDeg: 0, reflectance: dielectricF0(1.4) });
    expect(curve.at(-1)?.incidenceDeg).toBe(90);
    expect(curve.at(-1)?.reflectance).toBeCloseTo(1, 12);
    for (let i = 1; i < curve.length; i += 1) expect(curve[i]!.reflectance).toBeGreaterThanOrEqual(curve[i - 1]!.reflectance);
    expect(schlick(0.04, 1, 120)).toBeCloseTo(1, 12);
  });

  it('guards non-numbers and out-of-range values', () => {
    const result = compute({ roughness: NaN, metallic: 5, ior: 0, subsurface: -1, lightAngleDeg: Infinity, intensity: NaN });
    expect(result).toMatchObject({ roughness: 0.35, metallic: 1, ior: 1, subsurface: 0, lightAngleDeg: 45, intensity: 0.8 });
    expect(Number.isFinite(result.reflectance)).toBe(true);
  });
});

describe('Prompt', () => {
  it('describes the surface, the light and the reflectance with the numbers', () => {
    const inputs = at({ roughness: 0.05, metallic: 1, ior: 1.5, subsurface: 0, lightAngleDeg: 30, intensity: 0.9 });
    const prompt = buildPrompt(inputs, compute(inputs));
    expect(prompt).toContain('mirror-polished finish (roughness 0.05)');
    expect(prompt).toContain('bare metal (metallic 1.00)');
    expect(prompt).toContain('refractive index 1.50');
    expect(prompt).toContain('opaque');
    expect(prompt).toContain('30° above the surface (60° from the normal)');
    expect(prompt).toMatch(/Fresnel reflectance at that angle: \d+\.\d %/);
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('mentions subsurface scattering when it is set', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    expect(prompt).toContain('subsurface scattering (0.20)');
    expect(prompt).toContain('Fresnel reflectance at that angle: 2.9 %');
  });
  it('the explanation states the formula and the angle convention', () => {
    expect(explain.formula).toContain('((n − 1)/(n + 1))²');
    expect(explain.formula).toContain('|90° − light angle|');
  });
});
