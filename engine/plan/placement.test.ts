import { describe, expect, it } from 'vitest';
import { overlapping, type Footprint } from './passages';
import { freeSpot, itemLabels, spotBeside } from './placement';

describe('plan placement', () => {
  it('labels pieces by their catalogue names, numbered when repeated', () => {
    expect(itemLabels(['chair', 'sofa', 'chair', 'box', 'chair', 'box'])).toEqual(['Dining chair', 'Sofa', 'Dining chair 2', 'Custom box', 'Dining chair 3', 'Custom box 2']);
  });

  it('finds the first free place on the grid, keeping a margin when it can', () => {
    const others: Footprint[] = [{ x: 0, y: 0, w: 100, d: 100 }];
    const at = freeSpot(50, 50, others, 300, 200, { step: 10, margins: [10] });
    expect(at).toEqual({ x: 110, y: 10 });
    expect(overlapping({ ...at, w: 50, d: 50 }, others[0]!)).toBe(false);
  });

  it('fills a room without overlap while there is space, then takes the least crowded place', () => {
    const placed: Footprint[] = [];
    for (let k = 0; k < 12; k += 1) {
      const at = freeSpot(100, 100, placed, 400, 300, { step: 10 });
      placed.push({ ...at, w: 100, d: 100 });
    }
    for (let i = 0; i < 12; i += 1) for (let j = i + 1; j < 12; j += 1) expect(overlapping(placed[i]!, placed[j]!)).toBe(false);
    const full = freeSpot(100, 100, placed, 400, 300, { step: 10 });
    expect(full.x).toBeGreaterThanOrEqual(0);
    expect(full.x + 100).toBeLessThanOrEqual(400);
  });

  it('puts a copy beside its original, or at the nearest free place', () => {
    const boxes: Footprint[] = [{ x: 10, y: 10, w: 40, d: 20 }];
    expect(spotBeside(boxes, 0, 200, 200, 10, 10)).toEqual({ x: 60, y: 10 });
    // Against the right wall: below it.
    expect(spotBeside([{ x: 160, y: 10, w: 40, d: 20 }], 0, 200, 200, 10, 10)).toEqual({ x: 160, y: 40 });
  });
});
