/**
 * The entry script. The prerendered page paints first; then the app's code loads and hydrates
 * it. Starting the downloads after the first contentful paint keeps ~80 KB of JavaScript from
 * competing with the page's styles on a slow connection (the page reads and its links work
 * before hydration). The build lists the route's modules on this script's `data-modules`, so
 * they download alongside the app's own instead of one after another.
 */
/**
 * How many module preloads are started per task: five made tasks of 42–74 ms at 4× CPU slowdown on
 * the development machine of 2026-11-29 (~8 ms a preload there), three stay under 50.
 */
const PRELOADS_PER_TASK = 3;

/**
 * Calls `fn` in a task of its own, right after the current one: a message to itself. Not
 * `after(0, …)` from engine/loop/timers: that is the app's clock (a delay that answers the
 * visitor, which tests stop and move on), and this only paces work; nor is that module imported
 * into the entry, which runs before anything else has downloaded.
 */
function nextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => fn();
  channel.port2.postMessage(null);
}

/**
 * Starts the preloads of `hrefs` from `from` on, PRELOADS_PER_TASK per task: each costs the page
 * ~0.7 ms on a laptop, and a tool's 14–20 at once made one task of 15–20 ms (60–80 ms on a phone),
 * counted as blocking time in Lighthouse's run.
 */
function preload(hrefs: readonly string[], from: number): void {
  for (const href of hrefs.slice(from, from + PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (from + PRELOADS_PER_TASK < hrefs.length) nextTask(() => preload(hrefs, from + PRELOADS_PER_TASK));
}

function start(): void {
  const modules = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules ?? '';
  preload(modules.split(' ').filter(Boolean), 0);
  void import('./main');
}

const prerendered = document.getElementById('root')?.firstElementChild != null;
if (prerendered && typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  // `buffered` reports a paint that happened before this script ran, too.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
} else {
  start();
}
