import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest `value` (a callback, or the props a long-lived listener
 * reads): a frame loop, a timer or a document listener subscribes once and still calls the
 * current one, instead of resubscribing on every render or calling a stale one. The ref is
 * updated after each commit, before any effect runs; read it in callbacks, never while rendering.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
