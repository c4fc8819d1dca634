import { describe, expect, it } from 'vitest';
import { choosePresentLayout, fittedArea, presentBox } from './layout';

const SCREENS = [
  [1024, 768],
  [1920, 1080],
] as const;

describe('Present layout', () => {
  it.each(SCREENS)('gives the visual at least 60 %% of a %i×%i screen in either layout', (width, height) => {
    for (const layout of ['side', 'bottom'] as const) {
      const box = presentBox(layout, width, height);
      expect(box.width * box.height).toBeGreaterThanOrEqual(0.6 * width * height);
    }
  });

  it('fits a picture by its limiting side', () => {
    // A 2:1 picture in a 400×400 box: 400 wide, 200 high.
    expect(fittedArea(2, { width: 400, height: 400 })).toBe(80_000);
    // A 1:2 picture in the same box: 200 wide, 400 high.
    expect(fittedArea(0.5, { width: 400, height: 400 })).toBe(80_000);
  });

  it('puts a wide drawing above the controls on a 4:3 screen, a square one beside them', () => {
    // 1024×768: side box 696×736, bottom box 992×538.
    expect(choosePresentLayout(560 / 360, 1024, 768)).toBe('bottom');
    expect(choosePresentLayout(1, 1024, 768)).toBe('side');
    expect(choosePresentLayout(1, 1920, 1080)).toBe('side');
    expect(choosePresentLayout(Number.NaN, 1024, 768)).toBe('side');
  });
});
