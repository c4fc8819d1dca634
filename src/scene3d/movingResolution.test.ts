import { describe, expect, it } from 'vitest';
import { MIN_MOVING_RATIO, MovingResolution, SLOW_FRAME_MS } from './movingResolution';

describe('MovingResolution', () => {
  it('draws at full resolution, timed, until a full frame was slow', () => {
    const moving = new MovingResolution();
    expect(moving.next(2)).toEqual({ ratio: 2, time: true, sharpenWhenStill: false });
    moving.shown(SLOW_FRAME_MS - 1);
    expect(moving.next(2)).toEqual({ ratio: 2, time: true, sharpenWhenStill: false });
  });

  it('after a slow full frame, draws changes at half the ratio and sharpens once still', () => {
    const moving = new MovingResolution();
    moving.next(2);
    moving.shown(200);
    expect(moving.next(2)).toEqual({ ratio: 1, time: false, sharpenWhenStill: true });
    expect(moving.next(2)).toEqual({ ratio: 1, time: false, sharpenWhenStill: true });
    moving.sharpen();
    // The sharp frame is timed again: a GPU that now keeps up goes back to full frames.
    expect(moving.next(2)).toEqual({ ratio: 2, time: true, sharpenWhenStill: false });
    moving.shown(20);
    expect(moving.next(2).ratio).toBe(2);
  });

  it('never goes below MIN_MOVING_RATIO, and leaves a view at it (or less) alone', () => {
    const moving = new MovingResolution();
    moving.shown(500);
    expect(moving.next(1.5)).toEqual({ ratio: 0.75, time: false, sharpenWhenStill: true });
    expect(moving.next(1)).toEqual({ ratio: MIN_MOVING_RATIO, time: false, sharpenWhenStill: true });
    expect(moving.next(0.75)).toEqual({ ratio: MIN_MOVING_RATIO, time: false, sharpenWhenStill: true });
    expect(moving.next(MIN_MOVING_RATIO)).toEqual({ ratio: MIN_MOVING_RATIO, time: false, sharpenWhenStill: false });
  });
});
