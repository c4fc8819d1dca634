import { describe, expect, it } from 'vitest';
import { findOverlaps, findPassages, freeMiddle, planPassages, type Footprint } from './passages';

const name = (p: { a: number; b: number | string }): string => `${p.a}–${p.b}`;

describe('plan passages with many items', () => {
  it('a row of four chairs: only neighbours pair, and each faces the walls across the room', () => {
    // Four 0.5 × 0.5 chairs 1 m apart along y = 2 in a 10 × 5 room.
    const chairs: Footprint[] = [0, 1, 2, 3].map((k) => ({ x: 1 + 1.5 * k, y: 2, w: 0.5, d: 0.5 }));
    const list = findPassages(chairs, 10, 5);
    const pairs = list.filter((p) => typeof p.b === 'number').map(name);
    expect(pairs).toEqual(['0–1', '1–2', '2–3']);
    for (const p of list.filter((q) => typeof q.b === 'number')) expect(p.width).toBeCloseTo(1, 12);
    // Only the end chairs see the left and right walls; every chair sees the top and bottom walls.
    expect(list.filter((p) => p.b === 'left').map((p) => p.a)).toEqual([0]);
    expect(list.filter((p) => p.b === 'right').map((p) => p.a)).toEqual([3]);
    expect(list.filter((p) => p.b === 'top')).toHaveLength(4);
  });

  it('an item behind another gets no wall passage through it; a partly hidden one passes where it is open', () => {
    const front: Footprint = { x: 2, y: 1, w: 2, d: 1 };
    const behind: Footprint = { x: 2.5, y: 3, w: 1, d: 1 };
    const list = findPassages([front, behind], 6, 6);
    expect(list.some((p) => p.a === 1 && p.b === 'top')).toBe(false);
    expect(list.find((p) => p.a === 0 && p.b === 1)).toMatchObject({ width: 1 });
    // Shift the one behind half out: its top passage runs through the open part.
    const partly = findPassages([front, { ...behind, x: 3.5 }], 6, 6).find((p) => p.a === 1 && p.b === 'top')!;
    expect(partly.from.x).toBeCloseTo(4.25, 12);
    expect(partly.width).toBe(3);
  });

  it('a pair whose gap a third item fills is no passage; a corner pair is one only with its corner box free', () => {
    const a: Footprint = { x: 0, y: 0, w: 1, d: 1 };
    const b: Footprint = { x: 3, y: 0, w: 1, d: 1 };
    const wall: Footprint = { x: 1.5, y: -1, w: 1, d: 3 };
    expect(findPassages([a, b, wall], 6, 6).some((p) => p.a === 0 && p.b === 1)).toBe(false);
    const diagonal: Footprint = { x: 2, y: 2, w: 1, d: 1 };
    expect(findPassages([a, diagonal], 6, 6).find((p) => p.b === 1)?.width).toBeCloseTo(Math.SQRT2, 12);
    expect(findPassages([a, diagonal, { x: 1.2, y: 1.2, w: 0.5, d: 0.5 }], 6, 6).some((p) => p.a === 0 && p.b === 1)).toBe(false);
  });

  it('lists overlaps apart, not as passages', () => {
    const boxes: Footprint[] = [{ x: 0, y: 0, w: 2, d: 2 }, { x: 1, y: 1, w: 2, d: 2 }, { x: 2.5, y: 0.5, w: 1, d: 1 }];
    expect(findOverlaps(boxes)).toEqual([[0, 1], [1, 2]]);
    expect(findPassages(boxes, 5, 5).some((p) => p.a === 0 && p.b === 1)).toBe(false);
  });

  it('40 items compute in well under 5 ms', () => {
    const boxes: Footprint[] = Array.from({ length: 40 }, (_, k) => ({ x: 0.3 + (k % 8) * 1.3, y: 0.3 + Math.floor(k / 8) * 1.3, w: 0.8, d: 0.7 }));
    findPassages(boxes, 11, 7);
    const runs = 50;
    const start = performance.now();
    for (let r = 0; r < runs; r += 1) findPassages(boxes, 11, 7);
    const each = (performance.now() - start) / runs;
    expect(each).toBeLessThan(5);
    // A grid of 8 × 5: 7 × 5 + 8 × 4 facing neighbours and 7 × 4 × 2 corner pairs, nothing further.
    const list = findPassages(boxes, 11, 7);
    expect(list.filter((p) => typeof p.b === 'number')).toHaveLength(35 + 32 + 56);
    expect(list.filter((p) => typeof p.b === 'string')).toHaveLength(2 * 5 + 2 * 8);
  });

  it('freeMiddle: the middle when free, else the middle of the longest free stretch, else null', () => {
    expect(freeMiddle(0, 10, [])).toBe(5);
    expect(freeMiddle(0, 10, [[4, 6]])).toBe(2);
    expect(freeMiddle(0, 10, [[0, 3]])).toBe(5);
    expect(freeMiddle(0, 10, [[0, 5], [5, 10]])).toBeNull();
  });

  it('names a plan’s passages in metres', () => {
    const plan = { room: { w: 4, d: 3 }, items: [{ kind: 'chair', x: 1, y: 1, w: 0.45, d: 0.5, h: 0.9, rot: 0 as const }], openings: [], zones: [] };
    expect(planPassages(plan, ['Dining chair']).map((p) => [p.between.join(' – '), p.widthM])).toEqual([
      ['Dining chair – left wall', 1],
      ['Dining chair – right wall', 2.55],
      ['Dining chair – top wall', 1],
      ['Dining chair – bottom wall', 1.5],
    ]);
  });
});

describe('one item’s passages (what a drag changes)', () => {
  it('are exactly the full list’s passages that involve that item, in the same order', () => {
    const boxes: Footprint[] = Array.from({ length: 24 }, (_, i) => ({ x: (i % 6) * 90 + (i % 3) * 7, y: Math.floor(i / 6) * 80 + (i % 2) * 9, w: 50, d: 40 }));
    const all = findPassages(boxes, 600, 360);
    for (const only of [0, 7, 23]) {
      const mine = all.filter((p) => p.a === only || p.b === only);
      expect(findPassages(boxes, 600, 360, only)).toEqual(mine);
      expect(mine.length).toBeGreaterThan(0);
    }
  });
});
