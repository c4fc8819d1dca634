import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '../../engine/loop/timers';
import { useSeen } from './useSeen';

/**
 * Whether a heavy view (a 3D scene, a Konva stage) may start: once it has come on screen (see
 * useSeen) and then, the browser has fallen idle, or the visitor has touched the view itself (a
 * pointer down or focus in it). So the page hydrates and answers the visitor's first taps and keys
 * before the view's code is loaded and built; the view then builds itself in short slices.
 * Both false on the server and while the page hydrates; `seen` (on screen yet) comes first, for
 * what the view offers before it has started (its keyboard handle).
 */
export function useViewStart(ref: RefObject<Element | null>): { seen: boolean; started: boolean } {
  const seen = useSeen(ref);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!seen || started || !element) return;
    const start = () => setStarted(true);
    const cancel = whenIdle(start);
    element.addEventListener('pointerdown', start);
    element.addEventListener('focusin', start);
    return () => {
      cancel();
      element.removeEventListener('pointerdown', start);
      element.removeEventListener('focusin', start);
    };
  }, [ref, seen, started]);
  return { seen, started: seen && started };
}
