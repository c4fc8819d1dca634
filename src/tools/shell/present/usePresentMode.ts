import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { after } from '../../../../engine/loop/timers';
import { isTextEntry } from '../../../ui/textEntry';
import { useLatest } from '../../../ui/useLatest';

/** Off; full screen through the Fullscreen API; or, where the browser refuses it, a fixed overlay over the page. */
export type PresentMode = 'off' | 'fullscreen' | 'overlay';

/** The key that toggles Present mode (either case), as on slide and video players. */
export const PRESENT_KEY = 'f';

/**
 * Present mode for the element `root`: `enter` asks for full screen on it, and falls back to a
 * fixed overlay where the browser refuses or lacks the Fullscreen API. `F` toggles it (never
 * while typing in a field), Escape and the browser's own exit leave it, and leaving restores the
 * page exactly: its scroll position, and the focus on `button` (the Present button).
 * `beforeEnter` runs while the page is still as it was (to measure it).
 */
export function usePresentMode(root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, beforeEnter?: () => void) {
  const [mode, setMode] = useState<PresentMode>('off');
  const scroll = useRef<{ x: number; y: number } | null>(null);
  const pending = useRef(false);

  const enter = useCallback(() => {
    const element = root.current;
    if (!element || pending.current || scroll.current) return;
    scroll.current = { x: window.scrollX, y: window.scrollY };
    beforeEnter?.();
    const overlay = () => setMode('overlay');
    if (!document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') {
      overlay();
      return;
    }
    pending.current = true;
    element.requestFullscreen({ navigationUI: 'hide' }).then(
      () => {
        pending.current = false;
        setMode(document.fullscreenElement === element ? 'fullscreen' : 'overlay');
      },
      () => {
        pending.current = false;
        overlay();
      },
    );
  }, [root, beforeEnter]);

  const exit = useCallback(() => {
    if (document.fullscreenElement && document.fullscreenElement === root.current) {
      // The change event below sets the mode once the browser has left full screen.
      void document.exitFullscreen().catch(() => setMode('off'));
    } else {
      setMode('off');
    }
  }, [root]);

  const current = useLatest({ mode, enter, exit });

  useEffect(() => {
    // The browser's own exit (its Escape, its menu) ends Present mode too.
    const changed = () => {
      if (current.current.mode === 'fullscreen' && document.fullscreenElement !== root.current) setMode('off');
    };
    const keydown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const { mode: now, enter: start, exit: stop } = current.current;
      if (event.key === 'Escape' && now !== 'off') {
        event.preventDefault();
        stop();
      } else if (event.key.toLowerCase() === PRESENT_KEY && !event.repeat && !isTextEntry(event.target)) {
        event.preventDefault();
        if (now === 'off') start();
        else stop();
      }
    };
    document.addEventListener('fullscreenchange', changed);
    document.addEventListener('keydown', keydown);
    return () => {
      document.removeEventListener('fullscreenchange', changed);
      document.removeEventListener('keydown', keydown);
    };
  }, [current, root]);

  // Back to the page as it was: before the browser paints, its scroll position and the focus.
  useLayoutEffect(() => {
    const saved = scroll.current;
    if (mode !== 'off' || !saved) return;
    scroll.current = null;
    button.current?.focus({ preventScroll: true });
    // The scenes shrink back to the page over the next frames; the browser's scroll anchoring
    // would follow what moves and carry the page off the saved position, so it rests meanwhile.
    const html = document.documentElement;
    html.style.overflowAnchor = 'none';
    const restore = () => window.scrollTo({ left: saved.x, top: saved.y, behavior: 'instant' });
    restore();
    const rest = () => html.style.removeProperty('overflow-anchor');
    const cancelRest = after(1000, rest);
    // Leaving full screen the page is laid out again at its own size over the next frames (the
    // scenes shrink back), which can leave it shorter for a moment: the position is set again then.
    const cancelAgain = after(150, restore);
    return () => {
      cancelRest();
      cancelAgain();
      rest();
    };
  }, [mode, button]);

  // The overlay covers the page, which must not scroll underneath.
  useEffect(() => {
    if (mode === 'off') return;
    const html = document.documentElement;
    html.dataset.presenting = mode;
    return () => {
      delete html.dataset.presenting;
    };
  }, [mode]);

  return { mode, presenting: mode !== 'off', enter, exit, toggle: () => (mode === 'off' ? enter() : exit()) };
}
