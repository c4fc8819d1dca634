/**
 * A 3D view's frame right after a key press or a tap comes one frame later: the page's own answer
 * (a slider's thumb and value, a result, the prompt) reaches the screen first, on its own, and the
 * view follows in the next frame. Drawn in one frame, the answer waited for the view: the screen
 * shows a frame once all of it is drawn, and with a software GPU a studio scene's frame took
 * ~150–230 ms (surface-reflection's slider keys in bench:input), so the slider's step showed that
 * late too. Never two frames in a row are put off: under keys held down the view still follows
 * every other frame.
 */

/** The inputs whose answer the visitor waits to see (those Event Timing counts as interactions). */
export const DISCRETE_INPUTS = ['keydown', 'keyup', 'pointerdown', 'pointerup', 'click'] as const;

/** An input older than this (ms) is not the one the next frame answers. */
export const RECENT_INPUT_MS = 100;

export class InputPacing {
  private lastInput = Number.NEGATIVE_INFINITY;
  private lastFrame = Number.NEGATIVE_INFINITY;
  private putOff = false;

  /** A discrete input happened at `time` (ms, the frames' clock). */
  input(time: number): void {
    this.lastInput = time;
  }

  /** Whether the view's frame due at `time` waits for the next one (the page's answer shows first). */
  putOffFrame(time: number): boolean {
    const answer = this.lastInput > this.lastFrame && time - this.lastInput <= RECENT_INPUT_MS;
    const putOff = answer && !this.putOff;
    this.lastFrame = time;
    this.putOff = putOff;
    return putOff;
  }
}
