/**
 * Turning a 3D view: the frame (Scene3D) owns the keys and the Reset view button, the scene
 * inside it the camera. The scene registers its turner in the link the frame hands it, and
 * clears it on unmount; pointer and touch drags the scene's own control handles on the canvas.
 */
export interface ViewTurner {
  /**
   * Turns by arrow-key steps: `x` +1 for ArrowRight, −1 for ArrowLeft; `y` +1 for ArrowDown,
   * −1 for ArrowUp (Shift gives larger steps). Each scene says what a step turns.
   */
  step(x: number, y: number): void;
  /** Back to the view the scene opened with. */
  reset(): void;
}

/** Where a scene puts its turner while mounted (a ref object the frame keeps). */
export interface LookLink {
  current: ViewTurner | null;
}

/** One arrow-key step, radians (15°); Shift gives LOOK_SHIFT_STEPS of them. */
export const LOOK_STEP_RAD = Math.PI / 12;
export const LOOK_SHIFT_STEPS = 3;

/** The turn an arrow key asks for, in steps, or null for any other key. */
export function arrowTurn(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>): { x: number; y: number } | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const steps = event.shiftKey ? LOOK_SHIFT_STEPS : 1;
  switch (event.key) {
    case 'ArrowLeft':
      return { x: -steps, y: 0 };
    case 'ArrowRight':
      return { x: steps, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -steps };
    case 'ArrowDown':
      return { x: 0, y: steps };
    default:
      return null;
  }
}

/** A sample's view (surface-reflection, material-properties): its name as a control, and its hint. */
export const SAMPLE_VIEW_TURN = {
  name: 'Sample view — drag or use arrow keys to turn',
  hint: 'Drag or use the arrow keys to turn',
} as const;
