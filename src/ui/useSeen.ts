import { useEffect, useState, type RefObject } from 'react';

/** How much of a heavy view must be on screen before it mounts: a sliver at the screen's edge is not enough. */
export const SEEN_THRESHOLD = 0.1;

/**
 * Whether the element has come on screen yet (a tenth of it at least): false until it first
 * does, then true for good. Its observer starts in an effect, so it is false on the server and
 * while the page hydrates too: a view that mounts on it is browser-only. Heavy views do, so a
 * phone does not build them below the fold.
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_THRESHOLD)) setSeen(true);
      },
      { threshold: SEEN_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
