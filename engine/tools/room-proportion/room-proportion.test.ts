import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { adjust, buildPrompt, compute, defaults, outputs, params, proportionScore, safeRatio } from './index';
import type { Inputs } from './index';

describe('Controls: Units (m, ft), Length, Width, Height (number, step 0.1)', () => {
  it('are labelled as in the contract, with the spec defaults 6 × 3.6 × 2.8 m', () => {
    expect(params.map((p) => p.label)).toEqual(['Units', 'Length', 'Width', 'Height']);
    expect(defaults).toEqual({ units: 'm', length: 6, width: 3.6, height: 2.8 });
    for (const p of params.slice(1)) {
      expect(p.kind).toBe('number');
      if (p.kind === 'number') {
        expect(p.step).toBe(0.1);
        expect(p.min).toBeUndefined();
      }
    }
  });
});

describe('Free numeric entry, no minimum enforced', () => {
  it('accepts any finite number, including 0, negatives and off-step values', () => {
    expect(sanitize(params, { length: '-2', width: '0', height: '2.85' })).toEqual({ units: 'm', length: -2, width: 0, height: 2.85 });
  });
  it('keeps the previous value for non-numeric entry', () => {
    const previous: Inputs = { units: 'ft', length: 20, width: 12, height: 9 };
    expect(sanitize(params, { length: '', width: 'abc', height: 'Infinity' }, previous)).toEqual(previous);
  });
  it('accepts only m or ft', () => {
    expect(sanitize(params, { units: 'yd' }).units).toBe('m');
    expect(sanitize(params, { units: 'ft' }).units).toBe('ft');
  });
});

describe('Score = 100 minus weighted deviations, rounded, minimum 0', () => {
  it('gives 88 for the defaults', () => {
    const result = compute(defaults);
    expect(result.score).toBe(88);
    expect(result.lwRatio).toBeCloseTo(1.6667, 4);
    expect(result.hwRatio).toBeCloseTo(0.7778, 4);
    expect(result.lhRatio).toBeCloseTo(2.1429, 4);
  });
  it('uses weights 35, 20 and 15 on |L/W − 1.618|, |H/W − 0.618|, |L/H − 2.618|', () => {
    expect(proportionScore(1.618, 0.618, 2.618)).toBe(100);
    expect(proportionScore(2.618, 0.618, 2.618)).toBe(65);
    expect(proportionScore(1.618, 1.618, 2.618)).toBe(80);
    expect(proportionScore(1.618, 0.618, 3.618)).toBe(85);
  });
  it('scores 100 for a golden room', () => {
    expect(compute({ units: 'm', length: 1.618 * 2.618, width: 2.618, height: 1.618 }).score).toBe(100);
  });
  it('never goes below 0', () => {
    expect(compute({ units: 'm', length: 40, width: 2, height: 2 }).score).toBe(0);
    expect(compute({ units: 'm', length: -5, width: 3, height: 2 }).score).toBe(0);
  });
  it('suggests the width and height that would score 100 for this length', () => {
    const r = compute(defaults);
    expect(compute({ units: 'm', length: 6, width: r.idealWidth, height: r.idealHeight }).score).toBe(100);
  });
});

describe('A ratio with a zero denominator yields 0', () => {
  it('safeRatio returns 0 for a 0 denominator', () => {
    expect(safeRatio(6, 0)).toBe(0);
    expect(safeRatio(0, 0)).toBe(0);
    expect(safeRatio(6, 3)).toBe(2);
  });
  it('a zero width makes L:W and H:W 0; a zero height makes L:H 0', () => {
    const noWidth = compute({ units: 'm', length: 6, width: 0, height: 2.8 });
    expect([noWidth.lwRatio, noWidth.hwRatio]).toEqual([0, 0]);
    expect(noWidth.lhRatio).toBeCloseTo(2.1429, 4);
    const noHeight = compute({ units: 'm', length: 6, width: 3.6, height: 0 });
    expect(noHeight.lhRatio).toBe(0);
    expect(outputs(noHeight).find((o) => o.label === 'L:H ratio')?.text).toBe('0.00');
  });
});

describe('Units m or ft (1 ft = 0.3048 m); ratios do not change', () => {
  it('scores the same room in feet as in metres', () => {
    const ft = compute({ ...defaults, units: 'ft' });
    const m = compute(defaults);
    expect(ft.score).toBe(m.score);
    expect(ft.lwRatio).toBe(m.lwRatio);
  });
  it('converts feet to metres for area and volume', () => {
    const ft = compute({ units: 'ft', length: 10, width: 10, height: 10 });
    expect(ft.lengthM).toBeCloseTo(3.048, 12);
    expect(ft.floorAreaM2).toBeCloseTo(9.290304, 9);
    expect(ft.volumeM3).toBeCloseTo(28.316846592, 9);
    expect(ft.floorArea).toBe(100);
  });
});

describe('Reference figure 1.75 m', () => {
  it('is 1.75 in metres and about 5.74 in feet', () => {
    expect(compute(defaults).figureHeight).toBe(1.75);
    expect(compute({ ...defaults, units: 'ft' }).figureHeight).toBeCloseTo(5.7415, 4);
  });
});

describe('Outputs: L:W ratio, H:W ratio, L:H ratio, Score', () => {
  it('show the defaults', () => {
    expect(outputs(compute(defaults))).toEqual([
      { label: 'L:W ratio', text: '1.67' },
      { label: 'H:W ratio', text: '0.78' },
      { label: 'L:H ratio', text: '2.14' },
      { label: 'Score', text: '88' },
    ]);
  });
  it('stay finite for huge dimensions', () => {
    const r = compute({ units: 'm', length: 1e300, width: 1e300, height: 1e300 });
    expect(Number.isFinite(r.floorAreaM2) && Number.isFinite(r.volumeM3)).toBe(true);
  });
});

describe('Prompt (Room Prompt)', () => {
  it('names the dimensions with units, the ratios and the score', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['6.00 m long', '3.60 m wide', '2.80 m high', '1.67', '0.78', '2.14', '88/100', '21.6 m²']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('uses feet and gives metric sizes too when the unit is ft', () => {
    const inputs: Inputs = { units: 'ft', length: 20, width: 12, height: 9 };
    const prompt = buildPrompt(inputs, compute(inputs));
    expect(prompt).toContain('20.00 ft long');
    expect(prompt).toContain('240.0 ft²');
    expect(prompt).toContain('6.10 × 3.66 × 2.74 m');
  });
});

describe('Units m or ft (1 ft = 0.3048 m)', () => {
  it('switching units converts the dimensions, so the room and its score stay the same', () => {
    const feet = adjust(defaults, sanitize(params, { units: 'ft' }, defaults));
    expect(feet.units).toBe('ft');
    expect(feet.length).toBeCloseTo(6 / 0.3048, 9);
    expect(feet.width).toBeCloseTo(3.6 / 0.3048, 9);
    expect(feet.height).toBeCloseTo(2.8 / 0.3048, 9);
    expect(compute(feet).score).toBe(compute(defaults).score);
    expect(compute(feet).lengthM).toBeCloseTo(6, 9);
    const back = adjust(feet, { ...feet, units: 'm' });
    expect(back.length).toBeCloseTo(6, 9);
  });
  it('changing a dimension converts nothing', () => {
    const next = sanitize(params, { length: '7' }, defaults);
    expect(adjust(defaults, next)).toEqual(next);
  });
});
