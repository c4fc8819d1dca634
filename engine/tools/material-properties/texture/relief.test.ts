import { describe, expect, it } from 'vitest';
import { SAMPLE_HEIGHT, SAMPLE_WIDTH } from './parts';
import { RELIEF_HEIGHT, RELIEF_ROWS_PER_STEP, RELIEF_WIDTH, roughnessField, surfaceRelief, surfaceReliefSteps } from './relief';

describe('Relief and roughness maps of the 3D sample', () => {
  const mean = (values: Float32Array) => values.reduce((sum, v) => sum + v, 0) / values.length;
  it('line up with the board at half its size, stay in 0–1 and never reshuffle', () => {
    for (const material of ['wood', 'concrete', 'metal'] as const) {
      const relief = surfaceRelief(material);
      expect([relief.width, relief.height]).toEqual([RELIEF_WIDTH, RELIEF_HEIGHT]);
      expect([RELIEF_WIDTH * 2, RELIEF_HEIGHT * 2]).toEqual([SAMPLE_WIDTH, SAMPLE_HEIGHT]);
      expect(relief.values).toHaveLength(RELIEF_WIDTH * RELIEF_HEIGHT);
      expect(relief.values.every((v) => v >= 0 && v <= 1)).toBe(true);
      expect(surfaceRelief(material).values).toEqual(relief.values);
      // Not flat: a visible relief.
      expect(Math.max(...relief.values) - Math.min(...relief.values)).toBeGreaterThan(0.5);
    }
    expect(surfaceRelief('wood').values).not.toEqual(surfaceRelief('metal').values);
  });
  it('sinks the joints between planks, pours and sheets', () => {
    const at = (field: ReturnType<typeof surfaceRelief>, x: number, y: number) => field.values[y * field.width + x] ?? -1;
    expect(at(surfaceRelief('wood'), 100, RELIEF_HEIGHT / 3)).toBe(0);
    expect(at(surfaceRelief('concrete'), 100, RELIEF_HEIGHT / 2)).toBe(0);
    expect(at(surfaceRelief('metal'), RELIEF_WIDTH / 2, 40)).toBe(0);
  });
  it('follows the roughness slider, and aging roughens the face', () => {
    const relief = surfaceRelief('concrete');
    expect(mean(roughnessField(relief, 0.2, 0).values)).toBeLessThan(mean(roughnessField(relief, 0.8, 0).values));
    expect(mean(roughnessField(relief, 0.4, 1).values)).toBeGreaterThan(mean(roughnessField(relief, 0.4, 0).values) + 0.2);
    expect(roughnessField(relief, 1, 1).values.every((v) => v >= 0 && v <= 1)).toBe(true);
    expect(roughnessField(relief, NaN, NaN).values.every(Number.isFinite)).toBe(true);
  });

  it('is worked out a band of rows per step, to the same field', () => {
    for (const material of ['wood', 'concrete', 'metal'] as const) {
      const { field, steps } = surfaceReliefSteps(material);
      expect(steps).toHaveLength(Math.ceil(RELIEF_HEIGHT / RELIEF_ROWS_PER_STEP));
      // Each step fills its own band of rows (the rows below it are still blank).
      steps[0]?.();
      expect(field.values.slice(RELIEF_WIDTH * RELIEF_ROWS_PER_STEP).every((value) => value === 0)).toBe(true);
      for (const step of steps.slice(1)) step();
      expect(field.values).toEqual(surfaceRelief(material).values);
    }
  });
});
