/**
 * The entry script. The prerendered page paints first; then the app's code loads and hydrates
 * it. Starting the downloads after the first contentful paint keeps ~80 KB of JavaScript from
 * competing with the page's styles on a slow connection (the page reads and its links work
 * before hydration). The build lists the route's modules on this script's `data-modules`, so
 * they download alongside the app's own instead of one after another.
 */
function start(): void {
  const modules = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules ?? '';
  for (const href of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
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
