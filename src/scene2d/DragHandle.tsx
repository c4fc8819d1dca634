import { useId, type KeyboardEvent, type Ref } from 'react';
import { visuallyHidden } from '../ui/layout.css';
import * as css from './SceneStage.css';

/** Canvas units moved per arrow key press, and with Shift held. */
export const KEY_STEP = 1;
export const KEY_STEP_SHIFT = 10;

/** The movement an arrow key asks for, in canvas units, or null for any other key. */
export function arrowDelta(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): { dx: number; dy: number } | null {
  const step = event.shiftKey ? KEY_STEP_SHIFT : KEY_STEP;
  switch (event.key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/**
 * A handle's place and size over its item, CSS px: placed by a transform (from the scene's top-left
 * corner), so that moving it (a key, 40 times a second while held) neither lays out nor repaints the page.
 */
export function handleBox(x: number, y: number, width: number, height: number, scale: number): { transform: string; width: string; height: string } {
  return { transform: `translate(${x * scale}px, ${y * scale}px)`, width: `${width * scale}px`, height: `${height * scale}px` };
}

/** A handle's accessible description, if it has one: a visually hidden text its button points at (aria-describedby={id}). */
export function HandleDescription({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className={visuallyHidden}>
      {text}
    </span>
  ) : null;
}

export interface DragHandleProps {
  /** The item's name: its accessible name. */
  label: string;
  /** The item's box in canvas units. */
  x: number;
  y: number;
  width: number;
  height: number;
  scale: number;
  /** Moves the item by (dx, dy) canvas units; the tool clamps it as a drag would be. */
  onMove: (dx: number, dy: number) => void;
  ref?: Ref<HTMLButtonElement>;
  /** Keys other than the arrows (a tool's own: R to turn, Delete to remove); call preventDefault on those taken. */
  onOtherKey?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** Extra keys to announce (aria-keyshortcuts), beside the arrows. */
  keyShortcuts?: string;
  /** Called when the handle takes focus (a tool may select the item). */
  onFocus?: () => void;
  /** Marks the item as the selected one (aria-pressed), where the tool has a selection. */
  pressed?: boolean;
  /**
   * More about the item than its name (its place and size), as its accessible description: a
   * visually hidden text the button points at (aria-describedby). The name stays `label`.
   */
  description?: string;
}

/**
 * The keyboard's way to move a draggable item: a focusable button laid over the item (the
 * pointer passes through to the canvas). Arrow keys move it 1 unit, 10 with Shift.
 */
export function DragHandle({ label, x, y, width, height, scale, onMove, ref, onOtherKey, keyShortcuts, onFocus, pressed, description }: DragHandleProps) {
  const descriptionId = useId();
  return (
    <button
      ref={ref}
      type="button"
      className={css.handle}
      aria-label={label}
      aria-roledescription="movable item"
      aria-keyshortcuts={`ArrowLeft ArrowRight ArrowUp ArrowDown${keyShortcuts ? ` ${keyShortcuts}` : ''}`}
      aria-pressed={pressed}
      aria-describedby={description ? descriptionId : undefined}
      onFocus={onFocus}
      title={`${label}: arrow keys move it, Shift moves 10`}
      // Computed at run time, and rendered only in the browser (after hydration).
      style={handleBox(x, y, width, height, scale)}
      onKeyDown={(event) => {
        const delta = arrowDelta(event);
        if (!delta) {
          onOtherKey?.(event);
          return;
        }
        event.preventDefault();
        onMove(delta.dx, delta.dy);
      }}
    >
      <HandleDescription id={descriptionId} text={description} />
    </button>
  );
}
