import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { ELEVATION_SCALE, buildPrompt, compute, defaults, outputs, params } from './index';

describe('Element widths 40–480 px; target ratio 1–2.5, step 0.001, default 1.618', () => {
  it('have the contract labels and spec bounds', () => {
    expect(params.map((p) => p.label)).toEqual(['Element A width', 'Element B width', 'Target ratio']);
    expect(params[0]).toMatchObject({ min: 40, max: 480, step: 1, unit: 'px' });
    expect(params[1]).toMatchObject({ min: 40, max: 480, step: 1, unit: 'px' });
    expect(params[2]).toMatchObject({ min: 1, max: 2.5, step: 0.001, default: 1.618 });
  });
  it('sanitize clamps, snaps and rejects non-numbers', () => {
    expect(sanitize(params, { aWidthPx: '1000', bWidthPx: '-5', targetRatio: 'phi' })).toEqual({ aWidthPx: 480, bWidthPx: 40, targetRatio: 1.618 });
    expect(sanitize(params, { targetRatio: '1.41421' }).targetRatio).toBe(1.414);
  });
});

describe('Ratio = larger width / smaller width', () => {
  it('is the same whichever element is larger', () => {
    expect(compute({ aWidthPx: 300, bWidthPx: 200, targetRatio: 1.5 }).ratio).toBe(1.5);
    expect(compute({ aWidthPx: 200, bWidthPx: 300, targetRatio: 1.5 }).ratio).toBe(1.5);
    expect(compute({ aWidthPx: 200, bWidthPx: 300, targetRatio: 1.5 }).larger).toBe('B');
  });
  it('is 1 for equal widths and 0 for a zero width', () => {
    expect(compute({ aWidthPx: 120, bWidthPx: 120, targetRatio: 1 }).ratio).toBe(1);
    expect(compute({ aWidthPx: 120, bWidthPx: 0, targetRatio: 1 }).ratio).toBe(0);
  });
});

describe('Deviation from the target in %', () => {
  it('is |ratio − target| / target × 100', () => {
    expect(compute({ aWidthPx: 300, bWidthPx: 200, targetRatio: 1.5 }).deviationPct).toBe(0);
    expect(compute({ aWidthPx: 400, bWidthPx: 200, targetRatio: 1.6 }).deviationPct).toBeCloseTo(25, 12);
    expect(compute({ aWidthPx: 240, bWidthPx: 200, targetRatio: 1.6 }).deviationPct).toBeCloseTo(25, 12);
  });
  it('is 0.11 % for the defaults (320 / 198 against 1.618)', () => {
    const r = compute(defaults);
    expect(r.ratio).toBeCloseTo(320 / 198, 12);
    expect(r.deviationPct).toBeCloseTo((Math.abs(320 / 198 - 1.618) / 1.618) * 100, 12);
    expect(outputs(r)).toEqual([
      { label: 'Ratio', text: '1.616' },
      { label: 'Deviation', text: '0.11 %' },
    ]);
  });
  it('suggests the smaller width that hits the target and names the nearest ratio', () => {
    const r = compute(defaults);
    expect(r.idealSmallerPx).toBeCloseTo(320 / 1.618, 12);
    expect(r.nearestNamed).toBe('golden ratio φ');
    expect(compute({ aWidthPx: 297, bWidthPx: 210, targetRatio: 1.5 }).nearestNamed).toBe('√2 (ISO paper)');
  });
});

describe('Prompt (Proportion Prompt)', () => {
  it('names both widths, the ratio, the target and the deviation', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    // 1 px = 1 cm: 320 px = 3.20 m, 198 px = 1.98 m; 198 / 320 = 61.875 % → 61.9 %; 320 / 1.618 = 197.77 px = 1.978 m; 100 / 1.618 = 61.8 %.
    for (const text of [
      'Element A is 3.20 m wide and element B is 1.98 m wide: element B is 61.9 % of element A, a ratio of 1.616 : 1',
      'The target ratio is 1.618 : 1, so the pair deviates by 0.11 %',
      'golden ratio',
      'element B would need to be 1.978 m wide (61.8 % of element A)',
    ]) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined|\bpx\b/);
    expect(ELEVATION_SCALE.unitsPerMetre).toBe(100);
  });
});
