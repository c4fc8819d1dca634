import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { DIAGRAM_SAMPLES, buildPrompt, compute, defaults, guardBeam, momentAtKNm, outputs, params, shearAtKN, shearMomentSamples } from './index';
import type { Inputs } from './index';

describe('Controls: Beam length 2–12 m, Load 0–30 kN step 0.5, Load position', () => {
  it('have the contract labels and spec bounds and defaults', () => {
    expect(params.map((p) => p.label)).toEqual(['Beam length', 'Load', 'Load position']);
    expect(params[0]).toMatchObject({ kind: 'range', min: 2, max: 12, default: 6, unit: 'm' });
    expect(params[1]).toMatchObject({ kind: 'range', min: 0, max: 30, step: 0.5, default: 8, unit: 'kN' });
    expect(params[2]).toMatchObject({ kind: 'range', min: 0, default: 3, step: 0.1, maxFrom: 'lengthM' });
  });
  it('sanitize clamps and snaps raw input', () => {
    expect(sanitize(params, { lengthM: '50', loadKN: '-4', positionM: 'abc' })).toEqual({ lengthM: 12, loadKN: 0, positionM: 3 });
    expect(sanitize(params, { loadKN: '7.3' }).loadKN).toBe(7.5);
    expect(sanitize(params, { lengthM: '0.5' }).lengthM).toBe(2);
  });
});

describe('Load position is capped to the beam length', () => {
  it('by sanitize, when the position or the length changes', () => {
    expect(sanitize(params, { lengthM: 6, positionM: 9 }).positionM).toBe(6);
    expect(sanitize(params, { lengthM: 4 }, { lengthM: 10, loadKN: 8, positionM: 8 }).positionM).toBe(4);
  });
  it('by compute, whatever it is given', () => {
    const r = compute({ lengthM: 6, loadKN: 8, positionM: 9 });
    expect(r.positionM).toBe(6);
    expect(r.leftReactionKN).toBe(0);
    expect(r.rightReactionKN).toBe(8);
    expect(r.maxMomentKNm).toBe(0);
    expect(compute({ lengthM: 6, loadKN: 8, positionM: -2 }).positionM).toBe(0);
  });
});

describe('Beam length at least 1; load at least 0', () => {
  it('compute guards a span below 1 m and a negative load', () => {
    expect(guardBeam({ lengthM: 0, loadKN: -5, positionM: 3 })).toEqual({ lengthM: 1, loadKN: 0, positionM: 1 });
    expect(guardBeam({ lengthM: NaN, loadKN: NaN, positionM: NaN })).toEqual({ lengthM: 1, loadKN: 0, positionM: 0 });
    const r = compute({ lengthM: 0, loadKN: 8, positionM: 0.5 });
    expect(r.leftReactionKN + r.rightReactionKN).toBeCloseTo(8, 12);
    expect(r.maxMomentKNm).toBeCloseTo(2, 12);
  });
});

describe('Reactions: left = P·(L−a)/L, right = P·a/L; max moment = P·a·(L−a)/L', () => {
  it('gives 4.00 kN, 4.00 kN, 12.00 kN·m for the defaults', () => {
    expect(defaults).toEqual({ lengthM: 6, loadKN: 8, positionM: 3 });
    const r = compute(defaults);
    expect([r.leftReactionKN, r.rightReactionKN, r.maxMomentKNm]).toEqual([4, 4, 12]);
    expect(outputs(r)).toEqual([
      { label: 'Left reaction', text: '4.00 kN' },
      { label: 'Right reaction', text: '4.00 kN' },
      { label: 'Max moment', text: '12.00 kN·m' },
    ]);
  });
  it('handles an eccentric load', () => {
    const r = compute({ lengthM: 10, loadKN: 20, positionM: 2 });
    expect(r.leftReactionKN).toBe(16);
    expect(r.rightReactionKN).toBe(4);
    expect(r.maxMomentKNm).toBe(32);
    expect(r.maxShearKN).toBe(16);
  });
  it('reactions always sum to the load', () => {
    for (const a of [0, 0.1, 2.5, 5.9, 6]) {
      const r = compute({ lengthM: 6, loadKN: 13.5, positionM: a });
      expect(r.leftReactionKN + r.rightReactionKN).toBeCloseTo(13.5, 12);
    }
  });
  it('a zero load gives zero everywhere', () => {
    const r = compute({ lengthM: 6, loadKN: 0, positionM: 3 });
    expect([r.leftReactionKN, r.rightReactionKN, r.maxMomentKNm]).toEqual([0, 0, 0]);
  });
});

describe('The diagram uses 60 samples', () => {
  const inputs: Inputs = { lengthM: 6, loadKN: 8, positionM: 2 };
  const samples = shearMomentSamples(inputs);

  it('has 60 samples from x = 0 to x = L', () => {
    expect(DIAGRAM_SAMPLES).toBe(60);
    expect(samples).toHaveLength(60);
    expect(samples[0]?.xM).toBe(0);
    expect(samples[59]?.xM).toBe(6);
    for (let i = 1; i < samples.length; i += 1) expect(samples[i]!.xM - samples[i - 1]!.xM).toBeCloseTo(6 / 59, 12);
  });
  it('has zero moment at both supports', () => {
    expect(samples[0]?.momentKNm).toBe(0);
    expect(samples[59]?.momentKNm).toBeCloseTo(0, 12);
  });
  it('peaks the moment at x = a with the max moment', () => {
    expect(momentAtKNm(inputs, 2)).toBeCloseTo(compute(inputs).maxMomentKNm, 12);
    const peak = samples.reduce((best, s) => (s.momentKNm > best.momentKNm ? s : best));
    expect(Math.abs(peak.xM - 2)).toBeLessThanOrEqual(6 / 59);
    for (const s of samples) expect(s.momentKNm).toBeLessThanOrEqual(compute(inputs).maxMomentKNm + 1e-12);
  });
  it('jumps the shear by P at x = a: left reaction before, minus the right reaction after', () => {
    const { leftReactionKN, rightReactionKN } = compute(inputs);
    for (const s of samples) expect(s.shearKN).toBeCloseTo(s.xM < 2 ? leftReactionKN : -rightReactionKN, 12);
    expect(shearAtKN(inputs, 1.999)).toBeCloseTo(leftReactionKN, 12);
    expect(shearAtKN(inputs, 2)).toBeCloseTo(-rightReactionKN, 12);
  });
  it('accepts another sample count and never fewer than 2', () => {
    expect(shearMomentSamples(inputs, 11)).toHaveLength(11);
    expect(shearMomentSamples(inputs, 0)).toHaveLength(2);
    expect(shearMomentSamples(inputs, NaN)).toHaveLength(60);
  });
});

describe('Prompt (Beam Prompt)', () => {
  it('states the span, load, position, reactions and moment', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['spans 6.00 m', '8.00 kN', 'at 3.00 m from the left support', 'Left reaction: 4.00 kN', 'Right reaction: 4.00 kN', '12.00 kN·m']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('uses the capped position', () => {
    const inputs: Inputs = { lengthM: 4, loadKN: 8, positionM: 9 };
    expect(buildPrompt(inputs, compute(inputs))).toContain('at 4.00 m from the left support (0.00 m from the right)');
  });
});
