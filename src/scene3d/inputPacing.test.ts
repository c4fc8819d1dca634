import { describe, expect, it } from 'vitest';
import { InputPacing, RECENT_INPUT_MS } from './inputPacing';

describe('InputPacing: the page answers an input before the 3D view redraws', () => {
  it('draws every frame while nothing is pressed', () => {
    const pacing = new InputPacing();
    expect([0, 16, 33, 50].map((time) => pacing.putOffFrame(time))).toEqual([false, false, false, false]);
  });

  it('puts off the frame that follows a key press, and draws the next', () => {
    const pacing = new InputPacing();
    pacing.putOffFrame(0);
    pacing.input(10);
    expect(pacing.putOffFrame(16)).toBe(true);
    expect(pacing.putOffFrame(33)).toBe(false);
  });

  it('never puts off two frames in a row, under keys held down', () => {
    const pacing = new InputPacing();
    const putOff: boolean[] = [];
    for (let time = 0; time < 100; time += 16) {
      pacing.input(time + 8);
      putOff.push(pacing.putOffFrame(time + 16));
    }
    expect(putOff).toEqual([true, false, true, false, true, false, true]);
  });

  it('takes no notice of an input long before a frame (the view still warming up)', () => {
    const pacing = new InputPacing();
    pacing.input(100);
    expect(pacing.putOffFrame(100 + RECENT_INPUT_MS + 1)).toBe(false);
    pacing.input(500);
    expect(pacing.putOffFrame(500 + RECENT_INPUT_MS)).toBe(true);
  });
});
