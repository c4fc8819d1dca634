import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { MAX_REDUCTION, buildPrompt, compute, defaults, hint, outputs, params } from './index';
import type { Inputs } from './index';

describe('Four sliders: solar 0–15 kW step 0.5, battery 0–30 kWh step 1, water reuse 0–1, insulation 0–1', () => {
  it('have the contract labels and spec bounds and defaults', () => {
    expect(params.map((p) => p.label)).toEqual(['Solar array', 'Battery', 'Water reuse', 'Insulation index']);
    expect(params[0]).toMatchObject({ min: 0, max: 15, step: 0.5, default: 5, unit: 'kW' });
    expect(params[1]).toMatchObject({ min: 0, max: 30, step: 1, default: 10, unit: 'kWh' });
    expect(params[2]).toMatchObject({ min: 0, max: 1, step: 0.01, default: 0.3, display: 'percent' });
    expect(params[3]).toMatchObject({ min: 0, max: 1, step: 0.01, default: 0.6 });
  });
  it('sanitize clamps, snaps and rejects non-numbers', () => {
    expect(sanitize(params, { solarKW: '99', batteryKWh: '2.6', waterReuse: '-1', insulation: 'lots' })).toEqual({
      solarKW: 15,
      batteryKWh: 3,
      waterReuse: 0,
      insulation: 0.6,
    });
  });
});

const STEPS: Record<keyof Inputs, number> = { solarKW: 0.5, batteryKWh: 1, waterReuse: 0.01, insulation: 0.01 };
const MAX: Record<keyof Inputs, number> = { solarKW: 15, batteryKWh: 30, waterReuse: 1, insulation: 1 };
const corners: Inputs[] = [
  { solarKW: 0, batteryKWh: 0, waterReuse: 0, insulation: 0 },
  defaults,
  { solarKW: 15, batteryKWh: 30, waterReuse: 1, insulation: 1 },
  { solarKW: 0, batteryKWh: 30, waterReuse: 0.5, insulation: 0.2 },
  { solarKW: 15, batteryKWh: 0, waterReuse: 0, insulation: 1 },
];

describe('Estimated reduction rises with every input', () => {
  it.each(Object.keys(STEPS) as (keyof Inputs)[])('rises strictly with %s over its whole range, from several starting points', (key) => {
    for (const start of corners) {
      let previous = -1;
      for (let value = 0; value <= MAX[key] + 1e-9; value += STEPS[key]) {
        const reduction = compute({ ...start, [key]: value }).reduction;
        expect(reduction).toBeGreaterThan(previous);
        previous = reduction;
      }
    }
  });
  it.each([
    ['solarKW', 6, '53.3 %'],
    ['batteryKWh', 20, '52.0 %'],
    ['waterReuse', 0.6, '51.8 %'],
    ['insulation', 0.9, '59.1 %'],
  ] as const)('rises from the defaults with a higher %s (%s): %s, as the page shows it', (key, higher, text) => {
    // The browser test moves the solar array and the insulation index; all four are checked here.
    const before = compute(defaults).reductionPct;
    const inputs = sanitize(params, { [key]: higher }, defaults);
    const result = compute(inputs);
    expect(outputs(result)).toEqual([{ label: 'Estimated reduction', text }]);
    expect(result.reductionPct).toBeGreaterThan(before);
  });
  it('is 0 with nothing installed', () => {
    expect(compute(corners[0]!).reduction).toBe(0);
    expect(outputs(compute(corners[0]!))).toEqual([{ label: 'Estimated reduction', text: '0.0 %' }]);
  });
  it('gives a battery a small effect even without PV', () => {
    const r = compute({ solarKW: 0, batteryKWh: 10, waterReuse: 0, insulation: 0 });
    expect(r.reduction).toBeGreaterThan(0);
    expect(r.reduction).toBeLessThan(0.05);
  });
});

describe('Never exceeds 95 % (cap at 0.95 of the energy impact)', () => {
  it('stays below 95 % at every slider maximum', () => {
    expect(compute(corners[2]!).reduction).toBeLessThan(MAX_REDUCTION);
  });
  it('is capped at exactly 95 % for out-of-range inputs', () => {
    expect(compute({ solarKW: 1000, batteryKWh: 1000, waterReuse: 1, insulation: 1 }).reduction).toBe(0.95);
    expect(compute({ solarKW: 1e308, batteryKWh: 1e308, waterReuse: 5, insulation: 5 }).reductionPct).toBe(95);
  });
  it('treats negative and non-finite inputs as nothing installed', () => {
    expect(compute({ solarKW: -5, batteryKWh: NaN, waterReuse: -1, insulation: -Infinity }).reduction).toBe(0);
  });
});

describe('Model (envelope first)', () => {
  it('gives about 49.6 % for the defaults, with a consistent energy balance', () => {
    const r = compute(defaults);
    expect(r.envelopeSavingKWh).toBeCloseTo(2520, 9);
    expect(r.waterSavingKWh).toBeCloseTo(300, 9);
    expect(r.solarGenerationKWh).toBe(5000);
    expect(r.solarSelfUse).toBeCloseTo(0.7, 12);
    expect(r.baselineKWh - r.envelopeSavingKWh - r.waterSavingKWh - r.batterySavingKWh - r.solarOffsetKWh).toBeCloseTo(r.remainingKWh, 9);
    expect(r.reduction).toBeCloseTo(1 - r.remainingKWh / 12000, 12);
    expect(r.reductionPct).toBeGreaterThan(49.5);
    expect(r.reductionPct).toBeLessThan(49.6);
    expect(outputs(r)[0]?.text).toBe(`${r.reductionPct.toFixed(1)} %`);
  });
  it('never lets PV cover more than the remaining demand', () => {
    const r = compute(corners[2]!);
    expect(r.solarOffsetKWh).toBeLessThan(r.baselineKWh - r.envelopeSavingKWh - r.waterSavingKWh - r.batterySavingKWh);
    expect(r.remainingKWh).toBeGreaterThan(0);
  });
});

describe('Hint: start with the envelope, then add PV and storage', () => {
  it('asks for the envelope first when insulation is low, even with PV installed', () => {
    expect(hint({ ...defaults, insulation: 0.3 })).toMatch(/^Start with the envelope: raise the insulation index \(now 0\.30\) before adding PV and storage/);
  });
  it('then PV, then storage, then water reuse', () => {
    expect(hint({ ...defaults, solarKW: 0 })).toContain('add a PV array next, then storage');
    expect(hint({ ...defaults, batteryKWh: 0 })).toContain('Add a battery so more of the 5.0 kW array');
    expect(hint({ ...defaults, waterReuse: 0.1 })).toContain('water reuse (now 10 %) is the next lever');
    expect(hint(defaults)).toContain('envelope-first order');
  });
});

describe('Prompt (Sustainability Prompt)', () => {
  it('names every system size, the reduction and the hint', () => {
    const r = compute(defaults);
    const prompt = buildPrompt(defaults, r);
    for (const text of ['insulation index 0.60', '30 % water reuse', '5.0 kW solar array', '10 kWh battery', `${r.reductionPct.toFixed(1)} % reduction`, '12,000 kWh', 'Guidance:']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
});
