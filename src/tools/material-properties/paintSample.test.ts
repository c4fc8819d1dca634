import { describe, expect, it } from 'vitest';
import { fieldPixels, rowsBottomUp } from './paintSample';

describe('pixels for WebGL (bottom row first)', () => {
  it('rowsBottomUp puts the last row first and keeps each row as it was', () => {
    // Two pixels wide, three rows: each row's pixels hold its row number and their own column.
    const rows = Uint8ClampedArray.from({ length: 2 * 3 * 4 }, (_, i) => Math.floor(i / 8) * 10 + Math.floor((i % 8) / 4));
    const flipped = rowsBottomUp(rows, 2);
    expect([...flipped.subarray(0, 8)]).toEqual([20, 20, 20, 20, 21, 21, 21, 21]);
    expect([...flipped.subarray(8, 16)]).toEqual([10, 10, 10, 10, 11, 11, 11, 11]);
    expect([...flipped.subarray(16, 24)]).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    // A copy: the canvas's own pixels are left as they were.
    expect(rows[0]).toBe(0);
  });

  it('fieldPixels writes a field as opaque grey, 0 black and 1 white, its top row last', () => {
    const field = { width: 2, height: 2, values: Float32Array.from([0, 1, 0.5, 0.25]) };
    const pixels = fieldPixels(field);
    expect(pixels).toHaveLength(16);
    // Bottom row (0.5, 0.25) first, then the top row (0, 1).
    expect([...pixels]).toEqual([128, 128, 128, 255, 64, 64, 64, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
  });
});
