import { describe, expect, it } from 'vitest';
import { inOutWordBoxes } from './inOutWords';

describe('the in and out words’ boxes (what the width labels keep clear of)', () => {
  it('sit at the left and right walls’ middles in a room without doors', () => {
    const [inBox, outBox, ...rest] = inOutWordBoxes(560, 320, 12, 1, 0);
    expect(rest).toEqual([]);
    expect(inBox!.x).toBe(6);
    expect(inBox!.y).toBe(148);
    expect(inBox!.w).toBeCloseTo(38.4);
    expect(inBox!.h).toBeCloseTo(16.8);
    expect(outBox!.x + outBox!.w).toBeCloseTo(554);
    expect(outBox!.y).toBe(148);
  });

  it('are none where the words are not drawn: a room with doors, or one too shallow for a line of text', () => {
    expect(inOutWordBoxes(560, 320, 12, 1, 1)).toEqual([]);
    // 16.8 units of text and 4 of wall do not fit 20 units of depth; they fit 21.
    expect(inOutWordBoxes(560, 20, 12, 1, 0)).toEqual([]);
    expect(inOutWordBoxes(560, 21, 12, 1, 0)).toHaveLength(2);
  });
});
