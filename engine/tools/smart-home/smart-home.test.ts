import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { buildPrompt, compute, defaults, effectiveLightPct, outputs, params, thermalCue } from './index';
import type { Inputs } from './index';

const home: Inputs = { lightsPct: 60, temperatureC: 22, blindsPct: 30, presence: 'home' };

describe('Controls: Lights 0–100 %, Temperature 16–28 °C step 0.5, Blinds 0–100 %, Presence Home/Away', () => {
  it('have the contract labels and spec bounds', () => {
    expect(params.map((p) => p.label)).toEqual(['Lights', 'Temperature', 'Blinds', 'Presence']);
    expect(params[0]).toMatchObject({ min: 0, max: 100, unit: '%' });
    expect(params[1]).toMatchObject({ min: 16, max: 28, step: 0.5, unit: '°C' });
    expect(params[2]).toMatchObject({ min: 0, max: 100, unit: '%' });
    const presence = params[3];
    expect(presence?.kind === 'select' && presence.options.map((o) => o.label)).toEqual(['Home', 'Away']);
  });
  it('sanitize clamps and snaps', () => {
    expect(sanitize(params, { lightsPct: '150', temperatureC: '21.3', blindsPct: '-4', presence: 'Gone' })).toEqual({
      lightsPct: 100,
      temperatureC: 21.5,
      blindsPct: 0,
      presence: 'home',
    });
    expect(sanitize(params, { temperatureC: '40' }).temperatureC).toBe(28);
  });
});

describe('Comfort (0–100 %), reference 22 °C', () => {
  it('is 100 % for the defaults: 22 °C, moderate light, blinds partly open, Home', () => {
    expect(defaults).toEqual(home);
    expect(compute(defaults).comfortPct).toBe(100);
  });
  it('falls 12 points per °C away from 22 °C, either way', () => {
    expect(compute({ ...home, temperatureC: 20 }).comfortPct).toBe(76);
    expect(compute({ ...home, temperatureC: 24 }).comfortPct).toBe(76);
    let previous = 101;
    for (let t = 22; t <= 28; t += 0.5) {
      const comfort = compute({ ...home, temperatureC: t }).comfortPct;
      expect(comfort).toBeLessThan(previous);
      previous = comfort;
    }
  });
  it('is best with moderate light (40–70 %) when Home', () => {
    expect(compute({ ...home, lightsPct: 0 }).comfortPct).toBe(80);
    expect(compute({ ...home, lightsPct: 100 }).comfortPct).toBe(85);
    expect(compute({ ...home, lightsPct: 40 }).comfortPct).toBe(100);
  });
  it('drops when the blinds shut out daylight', () => {
    expect(compute({ ...home, blindsPct: 100 }).comfortPct).toBe(91);
  });
  it('stays within 0–100', () => {
    const worst = compute({ lightsPct: 0, temperatureC: 16, blindsPct: 100, presence: 'home' }).comfortPct;
    expect(worst).toBe(0);
    expect(compute({ ...home, temperatureC: 1e6 }).comfortPct).toBe(0);
  });
  it('counts only temperature when Away', () => {
    expect(compute({ ...home, lightsPct: 0, blindsPct: 100, presence: 'away' }).comfortPct).toBe(100);
  });
});

describe('Energy (kWh/day)', () => {
  it('is 3 + 0.25 kW·6 h·lights + 1.2·|T − 20|·(1 − 0.25·blinds) for the defaults', () => {
    const r = compute(defaults);
    expect(r.lightingKWhPerDay).toBeCloseTo(0.9, 12);
    expect(r.hvacKWhPerDay).toBeCloseTo(2.4 * 0.925, 12);
    expect(r.energyKWhPerDay).toBeCloseTo(3 + 0.9 + 2.22, 12);
    expect(outputs(r)).toEqual([
      { label: 'Comfort', text: '100 %' },
      { label: 'Energy', text: '6.1 kWh/day' },
    ]);
  });
  it('rises with the lights, Home and Away', () => {
    for (const presence of ['home', 'away'] as const) {
      let previous = -1;
      for (let lights = 0; lights <= 100; lights += 10) {
        const energy = compute({ ...home, presence, lightsPct: lights }).energyKWhPerDay;
        expect(energy).toBeGreaterThan(previous);
        previous = energy;
      }
    }
  });
  it('rises with the distance from 20 °C in either direction', () => {
    const at = (t: number) => compute({ ...home, temperatureC: t }).energyKWhPerDay;
    expect(at(24)).toBeGreaterThan(at(22));
    expect(at(28)).toBeGreaterThan(at(24));
    expect(at(16)).toBeGreaterThan(at(18));
    expect(at(20)).toBeLessThan(at(18));
    expect(compute({ ...home, temperatureC: 20 }).hvacKWhPerDay).toBe(0);
  });
  it('falls as the blinds are lowered (shading and insulation)', () => {
    expect(compute({ ...home, blindsPct: 100 }).energyKWhPerDay).toBeLessThan(compute({ ...home, blindsPct: 0 }).energyKWhPerDay);
  });
  it('is lower when Away', () => {
    for (const t of [16, 22, 28]) {
      const inputs = { ...home, temperatureC: t };
      expect(compute({ ...inputs, presence: 'away' }).energyKWhPerDay).toBeLessThan(compute(inputs).energyKWhPerDay);
    }
  });
  it('never drops below the 3 kWh base load and stays finite', () => {
    expect(compute({ lightsPct: 0, temperatureC: 20, blindsPct: 0, presence: 'away' }).energyKWhPerDay).toBe(3);
    expect(Number.isFinite(compute({ ...home, temperatureC: 1e308 }).energyKWhPerDay)).toBe(true);
  });
});

describe('Prompt (Smart Home Prompt)', () => {
  it('names the settings, comfort and energy', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['(Home)', 'lights at 60 %', '22.0 °C', 'blinds lowered 30 %', 'comfort is 100 %', '6.1 kWh/day']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('describes the Away scene', () => {
    const inputs: Inputs = { ...home, presence: 'away' };
    const prompt = buildPrompt(inputs, compute(inputs));
    expect(prompt).toContain('(Away)');
    expect(prompt).toContain('the room empty');
  });
});

describe('Drawing: thermostat colour cue against the 22 °C comfort reference', () => {
  it('reads comfort within half a degree of 22 °C, cool below, warm above', () => {
    expect(thermalCue(22)).toBe('comfort');
    expect(thermalCue(21.5)).toBe('comfort');
    expect(thermalCue(22.5)).toBe('comfort');
    expect(thermalCue(21)).toBe('cool');
    expect(thermalCue(16)).toBe('cool');
    expect(thermalCue(23)).toBe('warm');
    expect(thermalCue(28)).toBe('warm');
    expect(thermalCue(Number.NaN)).toBe('comfort');
  });
});

describe('Drawing: the lamp shows the light the room gets', () => {
  it('is the setting when Home and 20 % of it when Away', () => {
    expect(effectiveLightPct({ lightsPct: 60, presence: 'home' })).toBe(60);
    expect(effectiveLightPct({ lightsPct: 60, presence: 'away' })).toBeCloseTo(12, 12);
    expect(effectiveLightPct({ lightsPct: 250, presence: 'home' })).toBe(100);
    expect(effectiveLightPct({ lightsPct: Number.NaN, presence: 'home' })).toBe(0);
  });
});
