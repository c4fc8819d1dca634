import { useCallback, useEffect, useRef, useState } from 'react';
import { afterAction, type Cancel } from '../../engine/loop/timers';
import { useLatest } from './useLatest';

/** The part of a submit event the hook needs; a React FormEvent fits. */
interface PreventableEvent {
  preventDefault(): void;
}

/**
 * A form submission that goes nowhere: `submit` marks the form pending, waits until `delayMs`
 * milliseconds after the visitor sent it (a send made before the code arrived, replayed, is
 * answered when it would have been, or at once if that moment has passed: engine/loop/timers.ts
 * `afterAction`), then calls `onDone` and clears the pending flag. The site has no backend
 * (docs/product.md §7), so the contact and notify forms only acknowledge what the visitor typed.
 * A second submit while pending is ignored; the timer is cleared on unmount.
 */
export function useSimulatedSubmit(delayMs: number, onDone: () => void) {
  const [pending, setPending] = useState(false);
  const timer = useRef<Cancel | null>(null);

  // The latest callback, so a pending timer never calls a stale one (it may read form state).
  const onDoneRef = useLatest(onDone);

  useEffect(
    () => () => {
      timer.current?.();
      timer.current = null;
    },
    [],
  );

  const submit = useCallback(
    (event?: PreventableEvent) => {
      event?.preventDefault();
      if (timer.current !== null) return;
      setPending(true);
      timer.current = afterAction(delayMs, () => {
        timer.current = null;
        setPending(false);
        onDoneRef.current();
      });
    },
    [delayMs, onDoneRef],
  );

  return { pending, submit };
}
