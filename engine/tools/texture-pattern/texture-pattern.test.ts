import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import { BACKGROUND_HEX, INK_HEX, MAX_PERIOD_PX, MIN_PERIOD_PX, SWATCH_SCALE, buildPrompt, compute, defaults, outputs, params, patternCells, swatchCm } from './index';
import type { Inputs, PatternPrimitive } from './index';

const flat: Inputs = { pattern: 'stripes', rotationDeg: 0, scale: 0.5, density: 0.5, contrast: 1 };

describe('Pattern selector: Stripes, Checker, Dots', () => {
  it('is labelled Pattern and lists the three patterns', () => {
    const pattern = params[0];
    expect(pattern?.label).toBe('Pattern');
    expect(pattern?.kind === 'select' && pattern.options.map((o) => o.label)).toEqual(['Stripes', 'Checker', 'Dots']);
    expect(sanitize(params, { pattern: 'waves' }).pattern).toBe('stripes');
  });
});

describe('Rotation 0–180, default 20; sliders 0–1, step 0.01', () => {
  it('has the spec bounds and defaults', () => {
    expect(params[1]).toMatchObject({ label: 'Rotation', kind: 'range', min: 0, max: 180, step: 1, default: 20, unit: '°' });
    for (const p of params.slice(2)) expect(p).toMatchObject({ kind: 'range', min: 0, max: 1, step: 0.01 });
    expect(params.slice(2).map((p) => p.label)).toEqual(['Scale', 'Density', 'Contrast']);
    expect(defaults.rotationDeg).toBe(20);
  });
  it('clamps raw input', () => {
    expect(sanitize(params, { rotationDeg: '400', scale: '-1', density: 'x' })).toMatchObject({ rotationDeg: 180, scale: 0, density: 0.5 });
    expect(sanitize(params, { rotationDeg: '33.4' }).rotationDeg).toBe(33);
  });
});

describe('Scale, density and contrast', () => {
  it('scale sets the repeat from 12 to 80 px', () => {
    expect(compute({ ...flat, scale: 0 }).periodPx).toBe(MIN_PERIOD_PX);
    expect(compute({ ...flat, scale: 1 }).periodPx).toBe(MAX_PERIOD_PX);
    expect(compute({ ...flat, scale: 0.5 }).periodPx).toBe(46);
  });
  it('density sets the filled share, rising with the slider', () => {
    for (const pattern of ['stripes', 'checker', 'dots'] as const) {
      const low = compute({ ...flat, pattern, density: 0.2 }).coverage;
      const high = compute({ ...flat, pattern, density: 0.8 }).coverage;
      expect(high).toBeGreaterThan(low);
      expect(high).toBeLessThanOrEqual(1);
    }
    expect(compute({ ...flat, pattern: 'checker', density: 1 }).coverage).toBe(0.5);
    expect(compute({ ...flat, pattern: 'dots', density: 1 }).coverage).toBeCloseTo(Math.PI / 4, 12);
  });
  it('contrast mixes the foreground from the ground towards the ink, never invisible', () => {
    expect(compute({ ...flat, contrast: 1 }).foregroundHex).toBe(INK_HEX);
    expect(compute({ ...flat, contrast: 0 }).foregroundHex).not.toBe(BACKGROUND_HEX);
  });
  it('has no outputs', () => {
    expect(outputs(compute(defaults))).toEqual([]);
  });
});

const bounds = (p: PatternPrimitive) => {
  if (p.kind === 'circle') return { minX: p.x - p.radius, maxX: p.x + p.radius, minY: p.y - p.radius, maxY: p.y + p.radius };
  const xs = p.points.filter((_, i) => i % 2 === 0);
  const ys = p.points.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
};

describe('patternCells: shapes in canvas units for the renderer', () => {
  it('draws vertical stripes of the right width at 0°, centred on the canvas', () => {
    const g = patternCells(flat, 460, 300);
    const { periodPx, featurePx } = compute(flat);
    expect(g.primitives.every((p) => p.kind === 'polygon')).toBe(true);
    const rects = g.primitives.map(bounds);
    for (const r of rects) {
      expect(r.maxX - r.minX).toBeCloseTo(featurePx, 9);
      expect(r.minY).toBeLessThanOrEqual(0);
      expect(r.maxY).toBeGreaterThanOrEqual(300);
    }
    const centres = rects.map((r) => (r.minX + r.maxX) / 2).sort((a, b) => a - b);
    expect(centres).toContainEqual(230);
    for (let i = 1; i < centres.length; i += 1) expect(centres[i]! - centres[i - 1]!).toBeCloseTo(periodPx, 9);
    // Every stripe that crosses the canvas is present.
    expect(centres[0]! - featurePx / 2).toBeLessThanOrEqual(0);
    expect(centres[centres.length - 1]! + featurePx / 2).toBeGreaterThanOrEqual(460);
  });
  it('turns stripes horizontal at 90°', () => {
    const g = patternCells({ ...flat, rotationDeg: 90 }, 460, 300);
    for (const r of g.primitives.map(bounds)) expect(r.maxY - r.minY).toBeCloseTo(compute(flat).featurePx, 9);
  });
  it('fills alternate cells for Checker', () => {
    const input: Inputs = { ...flat, pattern: 'checker', density: 1 };
    const g = patternCells(input, 200, 200);
    const { periodPx } = compute(input);
    const centre = g.primitives.map(bounds).find((r) => Math.abs((r.minX + r.maxX) / 2 - 100) < 1e-9 && Math.abs((r.minY + r.maxY) / 2 - 100) < 1e-9);
    expect(centre).toBeDefined();
    const neighbour = g.primitives
      .map(bounds)
      .find((r) => Math.abs((r.minX + r.maxX) / 2 - (100 + periodPx)) < 1e-9 && Math.abs((r.minY + r.maxY) / 2 - 100) < 1e-9);
    expect(neighbour).toBeUndefined();
  });
  it('places one dot per cell on a square grid for Dots', () => {
    const input: Inputs = { ...flat, pattern: 'dots' };
    const g = patternCells(input, 200, 200);
    const { periodPx, featurePx } = compute(input);
    expect(g.primitives.every((p) => p.kind === 'circle' && p.radius === featurePx / 2)).toBe(true);
    expect(g.primitives).toContainEqual({ kind: 'circle', x: 100, y: 100, radius: featurePx / 2 });
    expect(g.primitives).toContainEqual({ kind: 'circle', x: 100 + periodPx, y: 100, radius: featurePx / 2 });
  });
  it('returns only shapes that can touch the canvas, and covers its corners', () => {
    for (const pattern of ['checker', 'dots'] as const) {
      for (const rotationDeg of [0, 20, 45, 137]) {
        const input: Inputs = { ...flat, pattern, rotationDeg, density: 1 };
        const g = patternCells(input, 320, 200);
        const rects = g.primitives.map(bounds);
        for (const r of rects) {
          expect(r.maxX).toBeGreaterThanOrEqual(-1e-9);
          expect(r.minX).toBeLessThanOrEqual(320 + 1e-9);
          expect(r.maxY).toBeGreaterThanOrEqual(-1e-9);
          expect(r.minY).toBeLessThanOrEqual(200 + 1e-9);
        }
        const nearCorner = (x: number, y: number) => rects.some((r) => Math.hypot((r.minX + r.maxX) / 2 - x, (r.minY + r.maxY) / 2 - y) < compute(input).periodPx * 1.5);
        expect(nearCorner(0, 0) && nearCorner(320, 0) && nearCorner(0, 200) && nearCorner(320, 200)).toBe(true);
      }
    }
  });
  it('is empty for a zero or invalid canvas and never contains NaN', () => {
    expect(patternCells(defaults, 0, 100).primitives).toEqual([]);
    expect(patternCells(defaults, NaN, 100).primitives).toEqual([]);
    const g = patternCells(defaults, 560, 360);
    expect(JSON.stringify(g)).not.toMatch(/null/);
    expect(g.backgroundHex).toBe(BACKGROUND_HEX);
  });
  it('keeps the shape count reasonable at the smallest scale', () => {
    expect(patternCells({ ...flat, pattern: 'dots', scale: 0 }, 560, 360).primitives.length).toBeLessThan(2500);
  });
});

describe('Prompt (Texture Prompt)', () => {
  it('names the pattern, rotation, sizes in cm at the swatch scale (1 px = 2 mm) and colours', () => {
    const result = compute(defaults);
    const prompt = buildPrompt(defaults, result);
    // Repeat 46 px × 2 mm = 9.2 cm; stripe 23 px = 4.6 cm, half the repeat.
    expect(SWATCH_SCALE.unitsPerMetre).toBe(500);
    expect(swatchCm(46)).toBeCloseTo(9.2, 12);
    for (const text of ['parallel stripes', 'rotated 20°', 'stripes 4.6 cm wide (50 % of the repeat), repeating every 9.2 cm', result.foregroundHex, BACKGROUND_HEX]) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined|\bpx\b/);
  });
  it('describes checker and dots geometry', () => {
    expect(buildPrompt(defaults, compute({ ...defaults, pattern: 'checker' }))).toContain('checkerboard');
    // Dots at density 0.5: 60 % of the 9.2 cm pitch = 5.52 → 5.5 cm.
    expect(buildPrompt(defaults, compute({ ...defaults, pattern: 'dots' }))).toContain('dots 5.5 cm in diameter (60 % of the pitch)');
    // Checker at density 0.5: 70 % of the cell = 6.44 → 6.4 cm.
    expect(buildPrompt(defaults, compute({ ...defaults, pattern: 'checker' }))).toContain('squares 6.4 cm across (70 % of the cell) in alternate 9.2 cm cells');
  });
});
