import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { frameLoop, type FrameCallback } from '../../engine/loop/frameLoop';
import { useLatest } from '../ui/useLatest';

/**
 * Runs `callback` on every frame of the shared frame loop while `active`. The subscription
 * is cancelled when `active` turns false or the component unmounts.
 */
export function useFrame(callback: FrameCallback, active: boolean): void {
  const latest = useLatest(callback);
  useEffect(() => {
    if (!active) return;
    return frameLoop.subscribe((dtSeconds, timeMs) => latest.current(dtSeconds, timeMs));
  }, [active, latest]);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The query, made once: a MediaQueryList is live (its `matches` follows the setting), and making
 * one parses and evaluates the query, which React's snapshot check did on every render of every
 * scene component.
 */
let motionQuery: MediaQueryList | null = null;
const reducedMotionQuery = (): MediaQueryList => (motionQuery ??= window.matchMedia(REDUCED_MOTION));

function subscribeToMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asks for reduced motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, () => reducedMotionQuery().matches, () => false);
}

/** Whether the element is at least partly on screen (true until measured). */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

/**
 * Whether an animated scene plays: on by default, off by default under reduced motion (one
 * still frame and a Play button); the visitor's Play/Pause wins either way.
 */
export function usePlayback(): { playing: boolean; toggle: () => void } {
  const reduced = usePrefersReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reduced;
  return { playing, toggle: () => setChoice(!playing) };
}
