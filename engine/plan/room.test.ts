import { describe, expect, it } from 'vitest';
import { feetAside, largerThanRoomText, piecesLargerThanRoom, roomInFeet, sizeText } from './room';

describe('a room’s size for a visitor working in feet', () => {
  it('is given in feet beside the metric plan’s, up to two decimals, and not at all in metres', () => {
    expect(roomInFeet({ w: 14, d: 8 }, 'ft')).toBe('45.93 × 26.25 ft');
    expect(roomInFeet({ w: 14 * 0.3048, d: 8 * 0.3048 }, 'ft', true)).toBe('14 by 8 feet');
    expect(roomInFeet({ w: 9.144, d: 3.048 }, 'ft')).toBe('30 × 10 ft');
    expect(feetAside({ w: 14, d: 8 }, 'ft')).toBe(' (45.93 × 26.25 ft)');
    expect(roomInFeet({ w: 14, d: 8 }, 'm')).toBe('');
    expect(feetAside({ w: 14, d: 8 }, 'm', true)).toBe('');
  });
});

describe('a piece larger than its room', () => {
  const room = { w: 2, d: 3 };
  it('is found on either side as it stands, a piece of the room’s own size fitting', () => {
    const items = [{ w: 2.8, d: 0.96 }, { w: 0.96, d: 2.8 }, { w: 2, d: 3 }, { w: 1.8, d: 3.2 }, { w: 2 + 1e-9, d: 1 }];
    expect(piecesLargerThanRoom(room, items)).toEqual([0, 3]);
    expect(piecesLargerThanRoom(room, [])).toEqual([]);
  });

  it('is stated with its size and the room’s, in the room’s unit, or not at all', () => {
    expect(largerThanRoomText(room, [{ w: 2.8, d: 0.96 }, { w: 1, d: 1 }], ['Sofa', 'Armchair'], 'm')).toBe('Sofa (2.80 × 0.96 m) does not fit the 2.00 × 3.00 m room.');
    expect(largerThanRoomText(room, [{ w: 2.8, d: 0.96 }, { w: 1, d: 3.5 }], ['Sofa', 'Wardrobe'], 'ft')).toBe(
      'Sofa (9.19 × 3.15 ft) and Wardrobe (3.28 × 11.48 ft) do not fit the 6.56 × 9.84 ft room.',
    );
    expect(largerThanRoomText(room, [{ w: 1, d: 1 }], ['Armchair'], 'm')).toBe('');
    expect(sizeText(1.8, 0.9, 'm')).toBe('1.80 × 0.90 m');
  });

  it('names six pieces and counts the rest', () => {
    const items = Array.from({ length: 9 }, () => ({ w: 4, d: 1 }));
    const labels = items.map((_, index) => `Box ${index + 1}`);
    expect(largerThanRoomText(room, items, labels, 'm')).toBe(
      'Box 1 (4.00 × 1.00 m), Box 2 (4.00 × 1.00 m), Box 3 (4.00 × 1.00 m), Box 4 (4.00 × 1.00 m), Box 5 (4.00 × 1.00 m), Box 6 (4.00 × 1.00 m) and 3 more do not fit the 2.00 × 3.00 m room.',
    );
  });
});
