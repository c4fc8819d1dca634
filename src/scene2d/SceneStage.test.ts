import { describe, expect, it } from 'vitest';
import { fitScale, sceneScale } from './SceneStage';

describe('scene scale', () => {
  it('draws at scale 1 on a wide viewport and shrinks to a narrow column', () => {
    expect(sceneScale(560, 900, 1280)).toBe(1);
    expect(sceneScale(560, 280, 375)).toBe(0.5);
    expect(sceneScale(560, 900, 800)).toBe(1);
  });

  it('fits a room of any size to its box, keeping its aspect: 1 at the box size', () => {
    const box = { width: 560, height: 360 };
    expect(fitScale(560, 360, box)).toBe(1);
    expect(fitScale(1500, 360, box)).toBeCloseTo(560 / 1500);
    expect(fitScale(100, 100, box)).toBe(3.6);
    expect(fitScale(10, 10, box)).toBe(4);
    expect(fitScale(560, 360)).toBe(1);
    expect(sceneScale(1120, 280, 375, fitScale(1120, 720, box))).toBe(0.25);
  });
});
