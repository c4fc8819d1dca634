/**
 * Reports a page view to whichever analytics is present on the page: `gtag` (GA4)
 * or `plausible`. None is bundled, and nothing happens when neither is defined.
 */
export function reportPageView(win: Window): void {
  const { pathname, search, href } = win.location;
  if (typeof win.gtag === 'function') {
    win.gtag('event', 'page_view', { page_path: pathname + search, page_location: href, page_title: win.document.title });
  }
  if (typeof win.plausible === 'function') {
    win.plausible('pageview');
  }
}
