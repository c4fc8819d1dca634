/**
 * A 3D view's pixel ratio while it changes, on a GPU too slow for its full resolution. A frame
 * of a studio scene is mostly pixels (transmission, soft shadows, image-based light for each):
 * on a phone at twice the CSS resolution one took ~200 ms in a software GPU, and a slider's next
 * step, or the next frame of a turn, waited for it; at the CSS resolution ~85 ms. So once a
 * full-resolution frame has been slow to reach the screen, changes are drawn at half the ratio
 * (never below MIN_MOVING_RATIO), and the view is drawn sharp again once it has been still for
 * STILL_MS. A GPU that keeps up never sees a lighter frame: every full-resolution frame is timed
 * again. On a screen of ratio 1 the lighter frames are at half the CSS resolution: there the
 * software GPU took ~200–400 ms for a surface-reflection frame, longer than the 250 ms between a
 * visitor's key presses, so the next step's answer waited for it (bench:input's worst 184–240 ms
 * at a floor of 1, 136–192 ms at 0.5).
 */

/** The lightest pixel ratio a changing view is drawn at. */
export const MIN_MOVING_RATIO = 0.5;

/** A full-resolution frame that takes longer than this to reach the screen makes changes lighter. */
export const SLOW_FRAME_MS = 60;
/** How long a view stays still before it is drawn at full resolution again. */
export const STILL_MS = 400;

/** How to draw the next frame. */
export interface FramePlan {
  /** The pixel ratio to draw it at. */
  ratio: number;
  /** Time this frame to the screen and report it (`shown`): a full-resolution frame. */
  time: boolean;
  /** A lighter frame: call `sharpen` once the view has been still for STILL_MS, and draw again. */
  sharpenWhenStill: boolean;
}

export class MovingResolution {
  private slow = false;
  private sharpening = false;

  /** The plan for the next frame of a view whose full pixel ratio is `full`. */
  next(full: number): FramePlan {
    const light = Math.max(MIN_MOVING_RATIO, full / 2);
    if (this.sharpening || !this.slow || light >= full) {
      this.sharpening = false;
      return { ratio: full, time: light < full, sharpenWhenStill: false };
    }
    return { ratio: light, time: false, sharpenWhenStill: true };
  }

  /** A full-resolution frame reached the screen `ms` after it started. */
  shown(ms: number): void {
    this.slow = ms > SLOW_FRAME_MS;
  }

  /** The view has been still: its next frame is at full resolution. */
  sharpen(): void {
    this.sharpening = true;
  }
}
