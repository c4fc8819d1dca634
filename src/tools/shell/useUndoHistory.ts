import { useEffect, useState } from 'react';
import { after } from '../../../engine/loop/timers';
import type { Param } from '../../../engine/tools/params';
import { useLatest } from '../../ui/useLatest';
import { isTextEntry } from '../../ui/textEntry';
import { changedKeys, undoShortcut, UndoHistory } from './undoHistory';

/** A tool's undo settings (defineTool's `undo`), beyond `true`. */
export interface UndoOptions {
  /** Inputs that ride along with a step but make none of their own (design-presentation's selection). */
  ignore?: readonly string[];
  /** What the announcement calls inputs that are not parameters (lists, a marker). */
  names?: Readonly<Record<string, string>>;
  /**
   * What the announcement calls the change of an input that is not a parameter, by what changed
   * in it (zoning-mapper's zones: 'Sleep privacy', 'Studio W'); undefined to fall back on `names`.
   */
  describe?: (key: string, before: object, after: object) => readonly string[] | undefined;
  /**
   * Whether the action row shows Undo change and Redo change (default true): not where a button
   * named Undo does another job (vr-walkthrough's removes the last waypoint), which the two would
   * make ambiguous to whoever asks for 'Undo' by name (voice control, a search of the page).
   */
  buttons?: boolean;
}

export interface UndoControl {
  /** Call before every change of the inputs (a control, the visual, Reset): it opens or extends a step. */
  willChange: () => void;
  /** What the last undo or redo did, for a polite status ('Undone: Sofa X, Sofa Y'); empty otherwise. */
  status: string;
  /** Undoes or redoes a step, as Ctrl+Z and Ctrl+Shift+Z do (the Undo change and Redo change buttons, for touch). */
  step: (action: 'undo' | 'redo') => void;
}

/**
 * Ctrl+Z / ⌘Z undoes and Ctrl+Shift+Z / ⌘⇧Z (or Ctrl+Y) redoes the last changes of a tool's
 * inputs, anywhere on the page but in a text entry, where the keys keep undoing the typing.
 * A drag is one step (it ends when the pointer is up and the inputs rest), and so is a held
 * arrow key or a burst of typing (they end when the inputs rest for UNDO_PAUSE_MS); every new
 * press of a key or of a pointer, and every file chosen or dropped, starts a new step. `apply` sets the inputs to an earlier state.
 * With `undo` unset, nothing listens and `willChange` does nothing.
 */
export function useUndoHistory<I extends object>(
  undo: true | UndoOptions | undefined,
  inputs: I,
  apply: (state: I) => void,
  params: readonly Param[],
): UndoControl {
  const enabled = undo !== undefined;
  const latest = useLatest({ inputs, apply, options: undo === true || undo === undefined ? {} : undo, params });
  const [status, setStatus] = useState('');
  const [history] = useState(
    () =>
      new UndoHistory<I>({
        current: () => latest.current.inputs,
        same: (a, b) => stepKeys(a, b, latest.current.options).length === 0,
        after,
      }),
  );

  const [step] = useState(() => (action: 'undo' | 'redo') => {
    const { inputs: before, apply: set, options, params: list } = latest.current;
    history.commit();
    const target = action === 'undo' ? history.undo() : history.redo();
    if (target === null) {
      setStatus(action === 'undo' ? 'Nothing to undo' : 'Nothing to redo');
      return;
    }
    set(target);
    const names = stepKeys(before, target, options).flatMap(
      (key) => list.find((param) => param.key === key)?.label ?? options.describe?.(key, before, target) ?? options.names?.[key] ?? key,
    );
    setStatus(`${action === 'undo' ? 'Undone' : 'Redone'}${names.length > 0 ? `: ${names.join(', ')}` : ''}`);
  });
  useEffect(() => {
    if (!enabled) return;
    const held = new Set<number>();
    // Capture phase, before the page's own handlers change anything: a new gesture ends the run before it.
    const pointerDown = (event: PointerEvent) => {
      history.commit();
      held.add(event.pointerId);
      history.hold(true);
    };
    const pointerUp = (event: PointerEvent) => {
      held.delete(event.pointerId);
      if (held.size === 0) history.hold(false);
    };
    const release = () => {
      held.clear();
      history.hold(false);
    };
    const keyDown = (event: KeyboardEvent) => {
      if (!event.repeat && !isTextEntry(event.target)) history.commit();
    };
    // A file chosen or dropped (a plan opened) is a step of its own, even when no key or pointer
    // started it (a file picked from the system's dialog, a drop from another window).
    const fileIn = (event: Event) => {
      if (event.type === 'drop' || (event.target instanceof HTMLInputElement && event.target.type === 'file')) history.commit();
    };
    // Bubble phase: a text entry, or a handler that took the keys, keeps them.
    const shortcut = (event: KeyboardEvent) => {
      const action = undoShortcut(event);
      if (!action || event.defaultPrevented || isTextEntry(event.target)) return;
      event.preventDefault();
      step(action);
    };
    document.addEventListener('pointerdown', pointerDown, true);
    document.addEventListener('pointerup', pointerUp, true);
    document.addEventListener('pointercancel', pointerUp, true);
    window.addEventListener('blur', release);
    document.addEventListener('keydown', keyDown, true);
    document.addEventListener('keydown', shortcut);
    document.addEventListener('change', fileIn, true);
    document.addEventListener('drop', fileIn, true);
    return () => {
      document.removeEventListener('change', fileIn, true);
      document.removeEventListener('drop', fileIn, true);
      document.removeEventListener('pointerdown', pointerDown, true);
      document.removeEventListener('pointerup', pointerUp, true);
      document.removeEventListener('pointercancel', pointerUp, true);
      window.removeEventListener('blur', release);
      document.removeEventListener('keydown', keyDown, true);
      document.removeEventListener('keydown', shortcut);
      history.dispose();
    };
  }, [enabled, history, latest, step]);

  return {
    willChange: () => {
      if (!enabled) return;
      history.willChange();
      setStatus('');
    },
    status,
    step,
  };
}

/** The inputs two states differ in, less those that make no step of their own. */
function stepKeys(a: object, b: object, options: UndoOptions): string[] {
  return changedKeys(a, b).filter((key) => !options.ignore?.includes(key));
}
