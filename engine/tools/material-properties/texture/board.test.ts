import { describe, expect, it } from 'vitest';
import { defaults } from '../inputs';
import type { Inputs } from '../inputs';
import { materialSample } from './board';
import { MAX_SCRATCHES, SAMPLE_HEIGHT, SAMPLE_WIDTH, scratchCount, seededRandom } from './parts';

const sample = (overrides: Partial<Inputs>) => materialSample({ ...defaults, ...overrides });
const allNumbers = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : Array.isArray(value) || (value !== null && typeof value === 'object') ? Object.values(value as object).flatMap(allNumbers) : [];

describe('Fixed-seed generator', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(seededRandom(43)()).not.toBe(values[0]);
  });
});

describe('Sample board (materialSample)', () => {
  it('is the same every time for the same inputs, and finite', () => {
    for (const material of ['wood', 'concrete', 'metal'] as const) {
      const one = sample({ material });
      expect(sample({ material })).toEqual(one);
      expect(allNumbers(one).every(Number.isFinite)).toBe(true);
      expect(one.widthPx).toBe(SAMPLE_WIDTH);
      expect(one.heightPx).toBe(SAMPLE_HEIGHT);
    }
  });
  it('draws planks for wood, two pours for concrete and two sheets for metal', () => {
    expect(sample({ material: 'wood' }).panels).toHaveLength(3);
    expect(sample({ material: 'concrete' }).panels).toHaveLength(2);
    expect(sample({ material: 'metal' }).panels).toHaveLength(2);
  });
  it('keeps its layout when the look changes: grain stays put, only opacity moves', () => {
    const smooth = sample({ material: 'wood', roughness: 0 });
    const rough = sample({ material: 'wood', roughness: 1 });
    expect(rough.panels[0]?.strokes[0]?.points).toEqual(smooth.panels[0]?.strokes[0]?.points);
    expect(rough.noise.opacity).toBeGreaterThan(smooth.noise.opacity);
  });
  it('shines on smooth and metallic surfaces, and goes matte when rough', () => {
    const polished = sample({ material: 'metal', roughness: 0, metallic: 1 });
    const matte = sample({ material: 'metal', roughness: 1, metallic: 1 });
    const dull = sample({ material: 'metal', roughness: 0, metallic: 0 });
    expect(polished.sheen.highlightOpacity).toBeGreaterThan(dull.sheen.highlightOpacity);
    expect(matte.sheen.highlightOpacity).toBe(0);
    expect(polished.sheen.reflectionOpacity).toBeGreaterThan(matte.sheen.reflectionOpacity);
    expect(dull.sheen.reflectionOpacity).toBe(0);
    expect(polished.panels[0]?.hex).not.toBe(dull.panels[0]?.hex);
  });
  it('weathers with aging: rust on metal, streaks on concrete, a greyer board for wood', () => {
    expect(sample({ material: 'metal', aging: 0 }).overlay.blobs).toHaveLength(0);
    expect(sample({ material: 'metal', aging: 1 }).overlay.blobs).toHaveLength(14);
    const streaks = (aging: number) => sample({ material: 'concrete', aging }).overlay.strokes.filter((s) => s.soft).map((s) => s.opacity);
    expect(Math.max(...streaks(0))).toBe(0);
    expect(Math.min(...streaks(1))).toBeGreaterThan(0);
    expect(sample({ material: 'wood', aging: 1 }).panels[0]?.hex).not.toBe(sample({ material: 'wood', aging: 0 }).panels[0]?.hex);
  });
  it('scratches soft, worn surfaces most: round(24 · (1 − hardness) · (0.3 + 0.7 · aging))', () => {
    expect(scratchCount(1, 1)).toBe(0);
    expect(scratchCount(0, 1)).toBe(MAX_SCRATCHES);
    expect(scratchCount(0.5, 0.2)).toBe(Math.round(24 * 0.5 * 0.44));
    const scratches = (hardness: number) => sample({ material: 'metal', hardness, aging: 1 }).overlay.strokes.length;
    expect(scratches(0)).toBeGreaterThan(scratches(1));
  });
});
