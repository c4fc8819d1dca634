/** Space left above a section when scrolling to it, for the fixed header (px). */
export const ANCHOR_OFFSET_PX = 100;

export function prefersReducedMotion(win: Window): boolean {
  return win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Scrolls so the element with `id` sits ANCHOR_OFFSET_PX below the top of the viewport.
 * Smooth unless the visitor prefers reduced motion. Returns false if there is no such element.
 */
export function scrollToAnchor(win: Window, id: string, smooth: boolean): boolean {
  const target = win.document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + win.scrollY - ANCHOR_OFFSET_PX;
  win.scrollTo({ top: Math.max(0, top), behavior: smooth && !prefersReducedMotion(win) ? 'smooth' : 'instant' });
  return true;
}
