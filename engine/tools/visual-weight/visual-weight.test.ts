import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { MAX_TILT_DEG, WALL_SCALE, beamTiltDeg, buildPrompt, compute, defaults, momentM3, outputs, params, wallMetres, weightM2 } from './index';
import type { Inputs } from './index';

describe('Sizes 40–180, distances 40–200', () => {
  it('have the contract labels and spec bounds', () => {
    expect(params.map((p) => p.label)).toEqual(['Left size', 'Left distance', 'Right size', 'Right distance']);
    expect(params[0]).toMatchObject({ min: 40, max: 180 });
    expect(params[1]).toMatchObject({ min: 40, max: 200 });
    expect(params[2]).toMatchObject({ min: 40, max: 180 });
    expect(params[3]).toMatchObject({ min: 40, max: 200 });
  });
  it('sanitize clamps raw input', () => {
    expect(sanitize(params, { leftSizePx: '500', leftDistancePx: '10', rightSizePx: '', rightDistancePx: 'far' })).toEqual({
      leftSizePx: 180,
      leftDistancePx: 40,
      rightSizePx: defaults.rightSizePx,
      rightDistancePx: defaults.rightDistancePx,
    });
  });
});

describe('weight = size², moment = weight·distance, balance = left / (left + right) · 100 %, one decimal', () => {
  it('computes weights and moments', () => {
    const r = compute({ leftSizePx: 100, leftDistancePx: 50, rightSizePx: 50, rightDistancePx: 100 });
    expect([r.leftWeight, r.rightWeight]).toEqual([10000, 2500]);
    expect([r.leftMoment, r.rightMoment]).toEqual([500000, 250000]);
    expect(r.balancePct).toBe(66.7);
    expect(r.verdict).toBe('Leans left');
  });
  it('rounds to one decimal', () => {
    const r = compute({ leftSizePx: 41, leftDistancePx: 43, rightSizePx: 47, rightDistancePx: 53 });
    const exact = ((41 * 41 * 43) / (41 * 41 * 43 + 47 * 47 * 53)) * 100;
    expect(r.balancePct).toBe(Math.round(exact * 10) / 10);
    expect(outputs(r)[0]?.text).toBe(`${r.balancePct.toFixed(1)} %`);
  });
  it('leans right when the right moment is larger', () => {
    expect(compute({ leftSizePx: 60, leftDistancePx: 60, rightSizePx: 160, rightDistancePx: 180 }).verdict).toBe('Leans right');
  });
  it('is 50 % when both moments are 0', () => {
    expect(compute({ leftSizePx: 0, leftDistancePx: 0, rightSizePx: 0, rightDistancePx: 0 }).balancePct).toBe(50);
  });
});

describe('Balance target 50 %', () => {
  it('is met by the defaults: 120 px at 80 px balances 80 px at 180 px', () => {
    const r = compute(defaults);
    expect(r.leftMoment).toBe(r.rightMoment);
    expect(r.balancePct).toBe(50);
    expect(r.verdict).toBe('Balanced');
    expect(outputs(r)).toEqual([{ label: 'Balance', text: '50.0 %' }]);
  });
  it('mirrored inputs give 100 − balance', () => {
    const a: Inputs = { leftSizePx: 150, leftDistancePx: 70, rightSizePx: 90, rightDistancePx: 120 };
    const b: Inputs = { leftSizePx: 90, leftDistancePx: 120, rightSizePx: 150, rightDistancePx: 70 };
    expect(compute(a).balancePct + compute(b).balancePct).toBeCloseTo(100, 9);
  });
  it('suggests the right distance that would balance', () => {
    const inputs: Inputs = { leftSizePx: 120, leftDistancePx: 100, rightSizePx: 80, rightDistancePx: 100 };
    const r = compute(inputs);
    expect(compute({ ...inputs, rightDistancePx: r.balancingRightDistancePx }).balancePct).toBe(50);
  });
});

describe('Prompt (Balance Prompt)', () => {
  it('names both masses, distances and the balance', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    // 1 px = 1 cm: 120 px = 1.20 m, 80 px = 0.80 m, 180 px = 1.80 m; 120 / 80 = 1.5 times as wide.
    for (const text of ['left mass: 1.20 m across, 0.80 m from the axis', 'right mass: 0.80 m across, 1.80 m from the axis', '1.50 times as wide', '50.0 %', 'composition is balanced']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined|\bpx/);
  });
  it('suggests a fix when unbalanced, in metres', () => {
    const inputs: Inputs = { leftSizePx: 120, leftDistancePx: 100, rightSizePx: 80, rightDistancePx: 100 };
    // Balance needs 120² × 100 / 80² = 225 px = 2.25 m.
    const prompt = buildPrompt(inputs, compute(inputs));
    expect(prompt).toContain('so the composition leans left');
    expect(prompt).toContain('moving the right mass to about 2.25 m from the axis');
  });
  it('weights in m² and moments in m³ at 1 px = 1 cm', () => {
    expect(WALL_SCALE.unitsPerMetre).toBe(100);
    const r = compute(defaults);
    // 1.2² = 1.44 m²; 1.44 m² × 0.8 m = 1.152 m³ (and 0.64 m² × 1.8 m = 1.152 m³: balanced).
    expect(weightM2(r.leftWeight)).toBeCloseTo(1.44, 12);
    expect(momentM3(r.leftMoment)).toBeCloseTo(1.152, 12);
    expect(momentM3(r.rightMoment)).toBeCloseTo(1.152, 12);
    expect(wallMetres(180)).toBe(1.8);
  });
});

describe('Drawing: the beam tilts with the balance (50 % level)', () => {
  it('is level at 50 %, left end down above 50 %, right end down below', () => {
    expect(beamTiltDeg(50)).toBe(0);
    expect(beamTiltDeg(compute(defaults).balancePct)).toBe(0);
    expect(beamTiltDeg(75)).toBeCloseTo(MAX_TILT_DEG / 2, 12);
    expect(beamTiltDeg(25)).toBeCloseTo(-MAX_TILT_DEG / 2, 12);
  });
  it('is bounded by the steepest tilt and safe for bad numbers', () => {
    expect(beamTiltDeg(100)).toBe(MAX_TILT_DEG);
    expect(beamTiltDeg(0)).toBe(-MAX_TILT_DEG);
    expect(beamTiltDeg(250)).toBe(MAX_TILT_DEG);
    expect(beamTiltDeg(Number.NaN)).toBe(0);
    expect(beamTiltDeg(60, 20)).toBeCloseTo(4, 12);
  });
});
