import { describe, expect, it } from 'vitest';
import { clampOpening, makeItem } from './geometry';
import {
  addOpening,
  doorSwing,
  doorsOverlap,
  freeStretches,
  itemNames,
  itemsInSwing,
  openingEntries,
  openingLabel,
  openingBounds,
  openingSegment,
  removeOpening,
  updateOpening,
  swingConflicts,
  wallEnds,
} from './openings';
import { MAX_OPENINGS, WALLS, type Opening, type PlanItem, type Room, type Wall } from './types';

const room: Room = { w: 11.2, d: 7.2 };

const door = (wall: Wall, at: number, hinge: Opening['hinge'] = 'start', width = 0.9): Opening => ({ kind: 'door', wall, at, width, hinge });
const windowOn = (wall: Wall, at: number, width = 1.2): Opening => ({ kind: 'window', wall, at, width, hinge: 'start' });
/** A custom box with its top-left corner at (x, y), w × d m. */
const box = (x: number, y: number, w: number, d: number): PlanItem => makeItem('box', x, y, 0, { w, d, h: 0.75 })!;

/** A point on the canvas arc(cx, cy, r, start, end) at fraction t of its way (clockwise, y down). */
function arcPoint(cx: number, cy: number, r: number, start: number, end: number, t: number) {
  const a = start + (end - start) * t;
  return { x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) };
}

describe('an opening on its wall', () => {
  it('runs from `at` to `at + width` along each wall, from its left or top end', () => {
    expect(openingSegment(door('top', 2), room)).toEqual({ start: { x: 2, y: 0 }, end: { x: 2.9, y: 0 } });
    expect(openingSegment(door('bottom', 2), room)).toEqual({ start: { x: 2, y: 7.2 }, end: { x: 2.9, y: 7.2 } });
    expect(openingSegment(door('left', 3), room)).toEqual({ start: { x: 0, y: 3 }, end: { x: 0, y: 3.9 } });
    expect(openingSegment(windowOn('right', 1), room)).toEqual({ start: { x: 11.2, y: 1 }, end: { x: 11.2, y: 2.2 } });
  });

  it('names the walls’ ends as seen on the plan', () => {
    expect(wallEnds('top')).toEqual({ start: 'left', end: 'right' });
    expect(wallEnds('right')).toEqual({ start: 'top', end: 'bottom' });
  });
});

describe('a door swing', () => {
  const centre = { x: room.w / 2, y: room.d / 2 };
  for (const wall of WALLS) {
    for (const hinge of ['start', 'end'] as const) {
      it(`on the ${wall} wall, hinged at its ${hinge}, opens a quarter turn into the room`, () => {
        const d = door(wall, 2, hinge, 0.8);
        const swing = doorSwing(d, room);
        const { start, end } = openingSegment(d, room);
        expect(swing.hinge).toEqual(hinge === 'start' ? start : end);
        expect(swing.closedEnd).toEqual(hinge === 'start' ? end : start);
        expect(swing.radius).toBe(0.8);
        // The open leaf is square to the wall, its length the leaf's, and points into the room.
        const leaf = { x: swing.openEnd.x - swing.hinge.x, y: swing.openEnd.y - swing.hinge.y };
        expect(Math.hypot(leaf.x, leaf.y)).toBeCloseTo(0.8, 12);
        const wallDir = { x: swing.closedEnd.x - swing.hinge.x, y: swing.closedEnd.y - swing.hinge.y };
        expect(leaf.x * wallDir.x + leaf.y * wallDir.y).toBeCloseTo(0, 12);
        expect(Math.hypot(swing.openEnd.x - centre.x, swing.openEnd.y - centre.y)).toBeLessThan(Math.hypot(swing.hinge.x - centre.x, swing.hinge.y - centre.y));
        // The canvas arc (clockwise, y down) runs a quarter turn between the two leaf ends, through the room.
        expect(swing.endAngle - swing.startAngle).toBeCloseTo(Math.PI / 2, 12);
        const from = arcPoint(swing.hinge.x, swing.hinge.y, 0.8, swing.startAngle, swing.endAngle, 0);
        const to = arcPoint(swing.hinge.x, swing.hinge.y, 0.8, swing.startAngle, swing.endAngle, 1);
        const ends = [from, to].map((p) => ({ x: Number(p.x.toFixed(9)) || 0, y: Number(p.y.toFixed(9)) || 0 }));
        const expected = [swing.closedEnd, swing.openEnd].map((p) => ({ x: Number(p.x.toFixed(9)) || 0, y: Number(p.y.toFixed(9)) || 0 }));
        expect(ends).toHaveLength(2);
        expect(ends).toEqual(expect.arrayContaining(expected));
        const mid = arcPoint(swing.hinge.x, swing.hinge.y, 0.8, swing.startAngle, swing.endAngle, 0.5);
        expect(mid.x).toBeGreaterThan(0);
        expect(mid.x).toBeLessThan(room.w);
        expect(mid.y).toBeGreaterThan(0);
        expect(mid.y).toBeLessThan(room.d);
        // The bounding box is the 0.8 m square on the room's side of the wall.
        expect(swing.bounds.w).toBeCloseTo(0.8, 12);
        expect(swing.bounds.d).toBeCloseTo(0.8, 12);
        for (const p of [swing.hinge, swing.closedEnd, swing.openEnd, mid]) {
          expect(p.x).toBeGreaterThanOrEqual(swing.bounds.x - 1e-9);
          expect(p.x).toBeLessThanOrEqual(swing.bounds.x + swing.bounds.w + 1e-9);
          expect(p.y).toBeGreaterThanOrEqual(swing.bounds.y - 1e-9);
          expect(p.y).toBeLessThanOrEqual(swing.bounds.y + swing.bounds.d + 1e-9);
        }
      });
    }
  }

  it('on the top wall hinged at its start draws from 0 to π/2 (right, then down into the room)', () => {
    const swing = doorSwing(door('top', 1), room);
    expect(swing.startAngle).toBeCloseTo(0, 12);
    expect(swing.endAngle).toBeCloseTo(Math.PI / 2, 12);
    expect(swing.openEnd).toEqual({ x: 1, y: 0.9 });
    expect(swing.bounds).toEqual({ x: 1, y: 0, w: 0.9, d: 0.9 });
  });
});

describe('furniture in a door swing', () => {
  // A 1 m door on the top wall, hinged at x = 2: the swing is the quarter disc x ≥ 2, y ≥ 0, radius 1.
  const d = door('top', 2, 'start', 1);

  it('flags a piece inside the arc', () => {
    expect(itemsInSwing(d, room, [box(2.2, 0.2, 0.3, 0.3)])).toEqual([0]);
  });

  it('does not flag a piece just outside the arc at its diagonal, though inside the swing’s bounding square', () => {
    // The corner nearest the hinge lies 1.02 m away along the diagonal.
    const c = 2 + 1.02 / Math.SQRT2;
    expect(itemsInSwing(d, room, [box(c, 1.02 / Math.SQRT2, 0.2, 0.2)])).toEqual([]);
    // and flags it once its corner is within 1 m.
    const near = 2 + 0.98 / Math.SQRT2;
    expect(itemsInSwing(d, room, [box(near, 0.98 / Math.SQRT2, 0.2, 0.2)])).toEqual([0]);
  });

  it('does not flag a piece beside the door, outside the quadrant, however close to the hinge', () => {
    expect(itemsInSwing(d, room, [box(1.2, 0, 0.8, 0.6)])).toEqual([]);
    // A piece against the wall just past the leaf's closed end is outside the swing too.
    expect(itemsInSwing(d, room, [box(3, 0, 0.6, 0.6)])).toEqual([]);
  });

  it('flags a piece overlapping the hinge', () => {
    expect(itemsInSwing(d, room, [box(1.5, 0.1, 1, 0.4)])).toEqual([0]);
  });

  it('flags a large piece covering the whole swing, and only for doors', () => {
    expect(itemsInSwing(d, room, [box(0, 0, 6, 4)])).toEqual([0]);
    expect(itemsInSwing(windowOn('top', 2), room, [box(0, 0, 6, 4)])).toEqual([]);
  });

  it('follows the hinge: the same piece is in one hinge’s swing and not the other’s', () => {
    // A 0.9 m door on the left wall from y = 3 to 3.9: both swings share a bounding square; a
    // piece in its corner by the bottom end is 0.7 m from that hinge, 0.99 m from the top one.
    const piece = box(0.7, 3.7, 0.3, 0.3);
    expect(itemsInSwing(door('left', 3, 'end'), room, [piece])).toEqual([0]);
    expect(itemsInSwing(door('left', 3, 'start'), room, [piece])).toEqual([]);
  });

  it('lists per door the pieces in its swing, with their names', () => {
    const items = [makeItem('sofa', 1.5, 0.3)!, makeItem('chair', 8, 6.5)!, makeItem('chair', 8.5, 5)!, makeItem('armchair', 5, 3)!];
    const openings = [door('top', 2), windowOn('top', 5), door('bottom', 8, 'start'), door('right', 1)];
    expect(itemNames(items)).toEqual(['Sofa', 'Dining chair 1', 'Dining chair 2', 'Armchair']);
    const conflicts = swingConflicts({ room, items, openings, zones: [] });
    expect([...conflicts.keys()]).toEqual([0, 2]);
    expect(conflicts.get(0)).toEqual({ items: [0], names: ['Sofa'] });
    expect(conflicts.get(2)).toEqual({ items: [1], names: ['Dining chair 1'] });
    expect(swingConflicts({ room, items, openings, zones: [] }, ['A', 'B', 'C', 'D']).get(2)?.names).toEqual(['B']);
  });
});

describe('overlapping openings', () => {
  it('pairs openings on the same wall that overlap, not those that touch or lie on other walls', () => {
    const openings = [door('top', 1), windowOn('top', 1.5), door('top', 2.6), door('bottom', 1), windowOn('top', 5)];
    expect(doorsOverlap(openings)).toEqual([[0, 1], [1, 2]]);
    expect(doorsOverlap([door('top', 1), door('top', 1.9)])).toEqual([]);
  });
});

describe('adding a door or a window', () => {
  it('centres it on an empty wall: a 0.9 m door hinged at its start, a 1.2 m window', () => {
    expect(addOpening('door', 'top', room, [])).toEqual({ kind: 'door', wall: 'top', at: 5.15, width: 0.9, hinge: 'start' });
    expect(addOpening('window', 'left', room, [])).toEqual({ kind: 'window', wall: 'left', at: 3, width: 1.2, hinge: 'start' });
  });

  it('places it in the first free stretch it fits, never over another opening', () => {
    // The top wall's first 0.5 m are free (too short), then a window to 4 m, then free.
    const openings = [windowOn('top', 0.5, 3.5), door('left', 1)];
    const added = addOpening('door', 'top', room, openings)!;
    expect(added.at).toBeCloseTo(4 + (11.2 - 4 - 0.9) / 2, 9);
    expect(doorsOverlap([...openings, added])).toEqual([]);
    // A wall filled but for one stretch between two windows.
    const full = [windowOn('bottom', 0, 4), windowOn('bottom', 5, 4), windowOn('bottom', 9, 2.2)];
    const between = addOpening('door', 'bottom', room, full)!;
    expect(between.at).toBeCloseTo(4.05, 9);
    expect(doorsOverlap([...full, between])).toEqual([]);
    expect(freeStretches('bottom', room, full)).toEqual([{ from: 4, to: 5 }]);
  });

  it('returns null when no stretch is wide enough or the plan holds the most openings', () => {
    const full = [windowOn('bottom', 0, 4), windowOn('bottom', 4.5, 4), windowOn('bottom', 9, 2.2)];
    expect(addOpening('door', 'bottom', room, full)).toBeNull();
    const twelve = Array.from({ length: MAX_OPENINGS }, (_, i) => windowOn('top', i * 0.9, 0.5));
    expect(addOpening('door', 'bottom', room, twelve)).toBeNull();
    expect(addOpening('door', 'bottom', room, twelve.slice(1))).not.toBeNull();
  });

  it('moves a new door along its stretch until its swing is clear of the furniture', () => {
    const items = [box(4.5, 0, 2, 1)];
    const added = addOpening('door', 'top', room, [], items)!;
    expect(itemsInSwing(added, room, items)).toEqual([]);
    expect(added.at).toBeGreaterThanOrEqual(6.5);
    // With no clear place, it is centred anyway (and flagged by the tool).
    const everywhere = [box(0, 0, 11.2, 1)];
    expect(addOpening('door', 'top', room, [], everywhere)?.at).toBe(5.15);
  });

  it('fits a door to a wall shorter than its leaf', () => {
    expect(addOpening('window', 'left', { w: 3, d: 2 }, [windowOn('left', 0, 1.5)])).toBeNull();
    expect(addOpening('door', 'left', { w: 3, d: 2 }, [windowOn('left', 0, 1)])).toEqual({ kind: 'door', wall: 'left', at: 1.05, width: 0.9, hinge: 'start' });
  });
});

describe('an opening after the room shrinks', () => {
  it('stays wholly on its wall (clampOpening)', () => {
    const small = { w: 4, d: 3 };
    expect(clampOpening(door('top', 9), small)).toEqual(door('top', 3.1));
    expect(clampOpening(windowOn('left', 1, 4), { w: 4, d: 2 })).toEqual(windowOn('left', 0, 2));
    const swing = doorSwing(clampOpening(door('right', 6.5, 'end'), small), small);
    expect(swing.hinge).toEqual({ x: 4, y: 3 });
    expect(swing.openEnd.x).toBeCloseTo(3.1, 12);
  });
});

describe('doors as a flow’s ways in and out', () => {
  it('gives each door’s segment in canvas units with its normal into the room; windows are left out', () => {
    const openings = [windowOn('top', 1), door('left', 3), door('bottom', 2, 'end')];
    expect(openingEntries(room, openings, 50)).toEqual([
      { x1: 0, y1: 150, x2: 0, y2: 195, nx: 1, ny: 0 },
      { x1: 100, y1: 360, x2: 145, y2: 360, nx: 0, ny: -1 },
    ]);
  });
});

describe('opening names', () => {
  it('numbers doors and windows each in list order', () => {
    const openings = [door('top', 1), windowOn('top', 3), door('left', 1), windowOn('right', 1), windowOn('bottom', 1)];
    expect(openings.map((_, i) => openingLabel(openings, i))).toEqual(['Door 1', 'Window 1', 'Door 2', 'Window 2', 'Window 3']);
    expect(openingLabel(openings, 5)).toBe('');
  });
});

describe('editing an opening', () => {
  const list: Opening[] = [door('top', 2), windowOn('left', 1, 2)];

  it('changes one field and keeps the opening on its wall, its width within its kind', () => {
    expect(updateOpening(list, 0, { width: 2 }, room)[0]).toEqual(door('top', 2, 'start', 1));
    expect(updateOpening(list, 0, { width: 0.1 }, room)[0]).toEqual(door('top', 2, 'start', 0.7));
    expect(updateOpening(list, 0, { at: 50 }, room)[0]?.at).toBeCloseTo(10.3, 12);
    expect(updateOpening(list, 0, { at: -3 }, room)[0]).toEqual(door('top', 0));
    expect(updateOpening(list, 0, { hinge: 'end' }, room)[0]).toEqual(door('top', 2, 'end'));
    expect(updateOpening(list, 1, { width: 9 }, room)[1]).toEqual(windowOn('left', 1, 4));
    // Moved to a shorter wall, it slides to fit.
    expect(updateOpening([door('top', 9)], 0, { wall: 'left' }, room)[0]).toEqual(door('left', 6.3));
  });

  it('ignores what is not a number, a wall or a hinge, and an index outside the list', () => {
    expect(updateOpening(list, 0, { at: Number.NaN, width: Infinity }, room)).toBe(list);
    expect(updateOpening(list, 0, { wall: 'roof' as Wall, hinge: 'middle' as Opening['hinge'] }, room)).toBe(list);
    expect(updateOpening(list, 7, { at: 1 }, room)).toBe(list);
  });

  it('gives the fields’ bounds: width within the kind and the wall, position so it fits', () => {
    expect(openingBounds(door('top', 2), room)).toEqual({ widthMin: 0.7, widthMax: 1, atMax: 11.2 - 0.9 });
    expect(openingBounds(windowOn('left', 0, 2), { w: 3, d: 2.5 })).toEqual({ widthMin: 0.4, widthMax: 2.5, atMax: 0.5 });
  });

  it('removes one', () => {
    expect(removeOpening(list, 0)).toEqual([list[1]]);
  });
});
