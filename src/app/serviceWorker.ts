import { after, whenIdle } from '../../engine/loop/timers';

/** How often the page is looked at for views still building (ms). */
export const SETTLE_POLL_MS = 500;
/** However long a view takes (or if it never finishes), the offline copy starts this long after the page's code at the latest (ms). */
export const SETTLE_MAX_MS = 30_000;

/**
 * Whether a 2D or 3D view on screen is still loading or building: a Konva stage until all its
 * layers are drawn (`data-drawn` on its `data-scene` wrapper), a 3D view until its renderer is
 * warm (a `data-drawn` canvas in its `data-scene3d` frame) unless WebGL could not start or its
 * code failed to load. Both markers are in the prerendered page, so this holds from the first paint.
 * A view off screen does not count: views start only once seen.
 */
export function viewsBuilding(): boolean {
  return [...document.querySelectorAll<HTMLElement>('[data-scene], [data-scene3d]')].some((view) => {
    const building = view.hasAttribute('data-scene3d')
      ? view.dataset.scene3d === 'ok' && !view.querySelector('[data-drawn]')
      : !view.hasAttribute('data-drawn');
    if (!building) return false;
    const rect = view.getBoundingClientRect();
    return rect.width > 0 && rect.bottom > 0 && rect.top < innerHeight;
  });
}

/**
 * Offline use (src/sw/sw.ts, built into /sw.js): registered once the page has loaded, the browser
 * is idle and no view on screen is still building (looked at again every SETTLE_POLL_MS), at the
 * latest SETTLE_MAX_MS after the page's code started. Its precaching (every page and chunk of the
 * site) thus never competes with the page's own start for the network and the CPU: on a 2-core
 * machine at the phone profile, precaching while a 3D view built itself added ~1.3 s to the
 * page's blocking time. A failure only means no offline copy.
 */
export function registerServiceWorker(): void {
  const deadline = performance.now() + SETTLE_MAX_MS;
  const look = (): void =>
    void whenIdle(() => {
      if (viewsBuilding() && performance.now() < deadline) after(SETTLE_POLL_MS, look);
      else navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
    });
  if (document.readyState === 'complete') look();
  else addEventListener('load', look, { once: true });
}
