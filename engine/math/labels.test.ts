import { describe, expect, it } from 'vitest';
import { boxesOverlap, centredAt, insideDrawing, leastCoveredCorner, overlapArea, placeLabels } from './labels';

describe('label placement', () => {
  it('measures overlaps, with a gap', () => {
    const a = { x: 0, y: 0, w: 10, h: 10 };
    expect(overlapArea(a, { x: 5, y: 5, w: 10, h: 10 })).toBe(25);
    expect(overlapArea(a, { x: 10, y: 0, w: 10, h: 10 })).toBe(0);
    // 1 unit apart: clear, but not with a 2-unit gap.
    expect(boxesOverlap(a, { x: 11, y: 0, w: 5, h: 5 })).toBe(false);
    expect(boxesOverlap(a, { x: 11, y: 0, w: 5, h: 5 }, 2)).toBe(true);
    expect(insideDrawing({ x: 90, y: 0, w: 10, h: 10 }, 100, 50)).toBe(true);
    expect(insideDrawing({ x: 91, y: 0, w: 10, h: 10 }, 100, 50)).toBe(false);
    expect(centredAt({ x: 50, y: 20 }, 10, 4)).toEqual({ x: 45, y: 18 });
  });

  it('takes the first free candidate, moved inside the drawing, and never overlaps a placed label', () => {
    const placed = placeLabels(
      [
        { id: 'a', w: 40, h: 10, candidates: [{ x: -20, y: 5 }], anchor: { x: 0, y: 10 } },
        // Its only candidate is taken by 'a': the nearest free place to its anchor instead.
        { id: 'b', w: 40, h: 10, candidates: [{ x: 0, y: 5 }], anchor: { x: 20, y: 10 } },
        // Prefers its second candidate, which keeps clear of the area it should avoid.
        { id: 'c', w: 10, h: 10, candidates: [{ x: 60, y: 0 }, { x: 80, y: 0 }], anchor: { x: 65, y: 5 }, avoid: [{ x: 55, y: 0, w: 20, h: 20 }] },
      ],
      100,
      50,
      [{ x: 0, y: 40, w: 100, h: 10 }],
    );
    expect(placed.get('a')).toEqual({ x: 0, y: 5, w: 40, h: 10 });
    expect(placed.get('c')).toEqual({ x: 80, y: 0, w: 10, h: 10 });
    const b = placed.get('b')!;
    expect(boxesOverlap(b, placed.get('a')!, 2)).toBe(false);
    expect(boxesOverlap(b, { x: 0, y: 40, w: 100, h: 10 }, 2)).toBe(false);
    expect(insideDrawing(b, 100, 50)).toBe(true);
  });

  it('with a reach, searches no further and leaves out a label with no free place that near, which then takes no room', () => {
    // 'a' fills the top of the drawing; 'b' wants the same place: the free rows below are 10 away.
    const requests = (reach: number) => [
      { id: 'a', w: 100, h: 10, candidates: [{ x: 0, y: 0 }], anchor: { x: 50, y: 5 } },
      { id: 'b', w: 40, h: 10, candidates: [{ x: 30, y: 0 }], anchor: { x: 50, y: 5 }, reach },
      { id: 'c', w: 40, h: 10, candidates: [{ x: 30, y: 14 }], anchor: { x: 50, y: 19 } },
    ];
    const near = placeLabels(requests(8), 100, 50, [], 2);
    expect(near.has('b')).toBe(false);
    // 'b' left out, 'c' has its own first place.
    expect(near.get('c')).toEqual({ x: 30, y: 14, w: 40, h: 10 });
    const far = placeLabels(requests(40), 100, 50, [], 2);
    const b = far.get('b')!;
    expect(boxesOverlap(b, far.get('a')!, 2)).toBe(false);
    expect(Math.hypot(b.x - 30, b.y)).toBeLessThanOrEqual(40);
    // Without a reach a label is always placed, overlapping least where nothing is free.
    expect(placeLabels([{ id: 'a', w: 100, h: 50, candidates: [{ x: 0, y: 0 }], anchor: { x: 50, y: 25 } }, { id: 'b', w: 10, h: 10, candidates: [], anchor: { x: 5, y: 5 } }], 100, 50).has('b')).toBe(true);
  });

  it('puts a plate in the corner that covers least', () => {
    // Something in the bottom-left corner: the bar goes bottom right.
    expect(leastCoveredCorner([{ x: 0, y: 80, w: 30, h: 20 }], 20, 10, 100, 100)).toEqual({ x: 80, y: 90, w: 20, h: 10 });
    expect(leastCoveredCorner([], 20, 10, 100, 100)).toEqual({ x: 0, y: 90, w: 20, h: 10 });
  });
});
