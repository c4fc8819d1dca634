import { describe, expect, it } from 'vitest';
import { makeItem } from '../../../engine/plan/geometry';
import type { PlanItem } from '../../../engine/plan/types';
import { MIN_TEXT_PX } from '../../ui/legible';
import { scaleBarHeight } from '../../ui/ScaleBar';
import { furnitureLabels, stripBar } from './planPaint';

/** A canvas's measure stand-in: every character 0.6 of the font's size wide. */
const measure = (font: string, text: string): number => text.length * 0.6 * Number.parseFloat(font);
const item = (kind: string, x = 0, y = 0, rot: 0 | 90 = 0): PlanItem => makeItem(kind, x, y, rot)!;

describe('vr-walkthrough plan: the furniture\'s names', () => {
  it('writes a name at the dots\' size along its piece where it fits, up a narrow piece where that fits', () => {
    // A double bed, 1.4 × 2 m: 56 × 80 units. 'Double bed' at 11: 66 units long, so up the bed.
    const [bed] = furnitureLabels([item('bed2', 1, 1)], 11, 5.5, measure);
    expect(bed).toMatchObject({ name: 'Double bed', upright: true, fontSize: 11, cx: 40 + 28, cy: 40 + 40 });
    expect(bed!.box).toEqual({ x: 68 - 5.5, y: 80 - 33, w: 11, h: 66 });
    // A sofa turned along the wall, 2.8 m long: along it.
    expect(furnitureLabels([item('sofa')], 11, 5.5, measure)[0]).toMatchObject({ upright: false, fontSize: 11 });
  });

  it('writes a name too long for its piece smaller, down to the smallest legible size, and leaves it off below that', () => {
    // A wardrobe, 1 × 0.6 m (40 × 24 units): 'Wardrobe' at 11 is 52.8 units, too long either way.
    // On a small room's plan drawn at 2× (11 CSS px = 5.5 units) it fits along at (40 − 4) / 4.8 = 7.5.
    const [wardrobe] = furnitureLabels([item('wardrobe')], 11, MIN_TEXT_PX / 2, measure);
    expect(wardrobe).toMatchObject({ name: 'Wardrobe', upright: false });
    expect(wardrobe!.fontSize).toBeCloseTo(7.5);
    expect(wardrobe!.box.w).toBeLessThanOrEqual(40 - 4 + 1e-9);
    // At full size the smallest legible size is 11 units: it is left off, as before.
    expect(furnitureLabels([item('wardrobe')], 11, MIN_TEXT_PX, measure)).toEqual([]);
  });
});

describe('vr-walkthrough plan: the scale bar in its strip', () => {
  it('keeps the bar and its labels inside the 40 px strip, from a desktop down to a phone at about half size', () => {
    for (const scale of [4, 2, 1, 0.75, 0.6, 0.55]) {
      const { fontSize, y } = stripBar(40, scale);
      expect(fontSize * scale, `labels at scale ${scale}`).toBeGreaterThanOrEqual(MIN_TEXT_PX - 1e-9);
      expect(y + scaleBarHeight(fontSize), `bottom at scale ${scale}`).toBeLessThanOrEqual(40);
      expect(y).toBeGreaterThanOrEqual(2);
    }
    expect(stripBar(40, 1)).toEqual({ fontSize: 11, y: 6 });
  });
});
