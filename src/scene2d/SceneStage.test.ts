import { describe, expect, it } from 'vitest';
import { fitScale, roomScale, sceneScale, stagePx } from './SceneStage';

describe('scene scale', () => {
  it('draws at scale 1 on a wide viewport and shrinks to a narrow column', () => {
    expect(sceneScale(560, 900, 1280)).toBe(1);
    expect(sceneScale(560, 280, 375)).toBe(0.5);
    expect(sceneScale(560, 900, 800)).toBe(1);
  });

  it('fits a room of any size to its box, keeping its aspect: 1 at the box size', () => {
    const box = { width: 560, height: 360 };
    expect(fitScale(560, 360, box)).toBe(1);
    expect(fitScale(1500, 360, box)).toBeCloseTo(560 / 1500);
    expect(fitScale(100, 100, box)).toBe(3.6);
    expect(fitScale(10, 10, box)).toBe(4);
    expect(fitScale(560, 360)).toBe(1);
    expect(sceneScale(1120, 280, 375, fitScale(1120, 720, box))).toBe(0.25);
  });

  it('works the scale out from the room measured: the column on a phone, the box in Present mode', () => {
    const phone = { frameWidth: 380, viewportWidth: 412, maxHeight: Infinity, presentHeight: null };
    expect(roomScale(760, 470, phone)).toBe(0.5);
    expect(roomScale(760, 470, { ...phone, viewportWidth: 1280 })).toBe(1);
    expect(roomScale(760, 470, { ...phone, viewportWidth: 1280 }, 0.8)).toBe(0.8);
    // Present: the smaller of the width's and the height's fit, at most 4.
    expect(roomScale(760, 470, { frameWidth: 1520, viewportWidth: 1600, maxHeight: Infinity, presentHeight: 705 })).toBe(1.5);
    expect(roomScale(100, 100, { frameWidth: 1520, viewportWidth: 1600, maxHeight: Infinity, presentHeight: 705 })).toBe(4);
    // With no height left under what sits below it (a phone, the walkthrough's 3D walk under its plan): the width's fit, never the full size.
    expect(roomScale(560, 360, { frameWidth: 343, viewportWidth: 375, maxHeight: Infinity, presentHeight: -120 })).toBeCloseTo(343 / 560);
    expect(roomScale(560, 360, { frameWidth: 343, viewportWidth: 375, maxHeight: Infinity, presentHeight: 0 })).toBeCloseTo(343 / 560);
  });

  it('keeps a deep scene within the height of a phone\'s stuck picture box, as its stand-in does', () => {
    const stuck = { frameWidth: 300, viewportWidth: 375, maxHeight: 299, presentHeight: null };
    // A 3 × 6 m room (150 × 300 units at 1 px = 2 cm): the height's fit, not the width's.
    expect(roomScale(150, 300, stuck, 4)).toBeCloseTo(299 / 300);
    expect(stagePx(300, roomScale(150, 300, stuck, 4))).toBe(299);
    // A wide scene keeps to the width, as before.
    expect(roomScale(600, 300, stuck)).toBe(0.5);
    // Present mode has a box of its own.
    expect(roomScale(150, 300, { ...stuck, presentHeight: 705 })).toBe(2);
  });

  it('keeps a stage scaled to its column the same size in px whatever the scene size, so Konva does not reallocate its canvases', () => {
    for (const width of [400, 600, 700, 997, 1200]) expect(stagePx(width, roomScale(width, 100, { frameWidth: 380, viewportWidth: 412, maxHeight: Infinity, presentHeight: null }))).toBe(380);
    expect(stagePx(560, 1)).toBe(560);
    expect(stagePx(470, 0.5)).toBe(235);
  });
});
